#pragma once

#include "core/catalogjson.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QTest>

// The shipped catalog, read twice: through the core parser for the models, and with QJsonDocument so
// that tests compute their expectations independently of the code under test.
namespace CatalogFixture {

inline QByteArray shippedBytes()
{
    QFile file(QString::fromUtf8(GPUPLAN_SOURCE_DIR "/data/catalog.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(file.fileName()));
    return file.readAll();
}

inline GpuPlan::Catalog shippedCatalog()
{
    const QByteArray bytes = shippedBytes();
    const GpuPlan::CatalogParseResult result
        = GpuPlan::parseCatalog(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    if (!result.ok())
        qFatal("shipped catalog does not parse: %s", result.diagnostics.front().englishText().c_str());
    return result.catalog;
}

inline QJsonObject shippedJson() { return QJsonDocument::fromJson(shippedBytes()).object(); }

inline QJsonArray shippedArray(const char *key) { return shippedJson().value(QLatin1String(key)).toArray(); }

} // namespace CatalogFixture
