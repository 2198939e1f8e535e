#include "quotefile.h"

#include "diagnostictext.h"
#include "xlsxsheet.h"

#include "core/namelookup.h"
#include "core/skumatcher.h"
#include "quotes/quotereader.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace GpuPlan {

namespace {

QuoteSkuResolver catalogResolver(const Catalog &catalog)
{
    auto matcher = std::make_shared<SkuMatcher>(catalog.skus);
    auto entries = std::make_shared<std::vector<NamedEntry>>();
    for (const GpuSku &s : catalog.skus)
        entries->push_back(NamedEntry{s.id, s.name});
    const std::vector<GpuSku> *skus = &catalog.skus;
    return [matcher, entries, skus](std::string_view cell) -> std::optional<std::string> {
        const NameMatch byName = findByIdOrName(std::string(cell), *entries);
        if (byName.status == NameMatch::Status::Found)
            return (*skus)[byName.index].id;
        if (const auto index = matcher->match(cell))
            return (*skus)[*index].id;
        return std::nullopt;
    };
}

void applyDefaults(QuoteColumnMapping &mapping, const QuoteColumnMapping &defaults)
{
    const std::pair<std::string QuoteColumnMapping::*, const std::string *> fields[] = {
        {&QuoteColumnMapping::seller, &defaults.seller},       {&QuoteColumnMapping::channel, &defaults.channel},
        {&QuoteColumnMapping::condition, &defaults.condition}, {&QuoteColumnMapping::currency, &defaults.currency},
        {&QuoteColumnMapping::date, &defaults.date},
    };
    for (const auto &[member, value] : fields)
        if (!value->empty())
            mapping.*member = *value;
}

} // namespace

QuoteFileRead readQuoteFile(const QString &path, const Catalog &catalog,
                            const std::optional<QuoteColumnMapping> &mapping, const QuoteColumnMapping &defaults)
{
    QuoteFileRead out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        out.diagnostics.push_back(
            {"import.read_failed", Severity::Error, 0, 0, {}, {file.errorString().toStdString()}});
        return out;
    }
    const QByteArray bytes = file.readAll();
    QuoteGrid grid;
    out.spreadsheet = bytes.startsWith("PK\x03\x04");
    if (out.spreadsheet) {
        grid = readXlsxSheet(bytes, out.diagnostics);
    } else {
        const QByteArray text = bytes.startsWith("\xEF\xBB\xBF") ? bytes.mid(3) : bytes;
        grid = quoteGridFromCsv(std::string_view(text.constData(), std::size_t(text.size())), out.diagnostics);
    }
    for (const Diagnostic &d : out.diagnostics)
        if (d.severity == Severity::Error)
            return out;
    if (mapping) {
        out.mapping = *mapping;
    } else if (!grid.rows.empty()) {
        const int header = findQuoteHeaderRow(grid);
        out.mapping = proposeQuoteMapping(grid.rows[std::size_t(header)]);
        out.mapping.headerRow = header;
    }
    applyDefaults(out.mapping, defaults);
    out.quotes = readQuotes(grid, out.mapping, catalogResolver(catalog), QFileInfo(path).fileName().toStdString(),
                            out.diagnostics);
    return out;
}

std::optional<QuoteColumnMapping> loadQuoteMapping(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QCoreApplication::translate("QuoteFile", "Cannot read the mapping preset %1: %2")
                         .arg(path, file.errorString());
        return std::nullopt;
    }
    const QByteArray json = file.readAll();
    Diagnostic d;
    auto mapping = QuoteColumnMapping::fromJson(std::string_view(json.constData(), std::size_t(json.size())), &d);
    if (!mapping && error)
        *error = diagnosticText(d, path);
    return mapping;
}

} // namespace GpuPlan
