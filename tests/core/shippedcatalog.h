// The shipped data/catalog.json, parsed as the app parses it: shared by the core tests that estimate
// on real SKUs and models.
#pragma once

#include "core/catalogjson.h"

#include <QFile>

namespace GpuPlan::Test {

inline CatalogParseResult parseShippedCatalog()
{
    QFile f(QStringLiteral(GPUPLAN_SOURCE_DIR "/data/catalog.json"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QByteArray bytes = f.readAll();
    return parseCatalog(std::string_view(bytes.constData(), std::size_t(bytes.size())));
}

} // namespace GpuPlan::Test
