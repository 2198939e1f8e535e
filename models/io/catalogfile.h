#pragma once

#include "core/catalog.h"

#include <QString>
#include <QStringList>

namespace GpuPlan {

struct CatalogFileResult
{
    Catalog catalog;
    QStringList errors; ///< translated, each naming the file, line and reason
    bool ok() const { return errors.isEmpty(); }
};

/// Reads and validates a catalog JSON file; all or nothing.
CatalogFileResult readCatalogFile(const QString &path);
/// Writes @p catalog atomically (QSaveFile): a failed write leaves any earlier file intact.
bool writeCatalogFile(const QString &path, const Catalog &catalog, QString *error);
/// The catalog shipped with this build (data/catalog.json, share/gpuplan/catalog.json once installed).
CatalogFileResult shippedCatalog();

} // namespace GpuPlan
