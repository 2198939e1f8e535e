#include "catalogfile.h"

#include "diagnostictext.h"
#include "shippeddata.h"

#include "core/catalogjson.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSaveFile>

namespace GpuPlan {

namespace {
// Catalog files are a few hundred kB; anything far larger is not one and would only waste memory.
constexpr qint64 kMaxCatalogBytes = 64 * 1024 * 1024;
} // namespace

CatalogFileResult readCatalogFile(const QString &path)
{
    CatalogFileResult result;
    const QString shown = QDir::toNativeSeparators(path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        result.errors << QCoreApplication::translate("CatalogFile", "%1: cannot open the file: %2")
                             .arg(shown, file.errorString());
        return result;
    }
    if (file.size() > kMaxCatalogBytes) {
        result.errors << QCoreApplication::translate("CatalogFile",
                                                     "%1: the file is too large to be a catalog (%2 bytes)")
                             .arg(shown)
                             .arg(file.size());
        return result;
    }
    const QByteArray bytes = file.readAll();
    CatalogParseResult parsed = parseCatalog(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    for (const auto &d : parsed.diagnostics)
        result.errors << diagnosticText(d, shown);
    if (parsed.ok())
        result.catalog = std::move(parsed.catalog);
    return result;
}

bool writeCatalogFile(const QString &path, const Catalog &catalog, QString *error)
{
    QSaveFile file(path);
    const std::string text = catalogToJson(catalog);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.data(), qint64(text.size())) != qint64(text.size())
        || !file.commit()) {
        if (error)
            *error = QCoreApplication::translate("CatalogFile", "%1: cannot write the file: %2")
                         .arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

CatalogFileResult shippedCatalog()
{
    const QString path = ShippedData::path(QStringLiteral("catalog.json"));
    if (path.isEmpty()) {
        CatalogFileResult result;
        QString error;
        ShippedData::check(&error);
        result.errors << error;
        return result;
    }
    return readCatalogFile(path);
}

} // namespace GpuPlan
