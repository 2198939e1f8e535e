#include "xlsxsheet.h"

#include <QXmlStreamReader>

#include <zip.h>

#include <memory>
#include <optional>

namespace GpuPlan {

namespace {

// The zip archive, opened from memory, closed (discarding nothing: it is read-only) on destruction.
class XlsxZip
{
public:
    explicit XlsxZip(const QByteArray &bytes)
    {
        zip_error_t error;
        zip_error_init(&error);
        zip_source_t *source
            = zip_source_buffer_create(bytes.constData(), static_cast<zip_uint64_t>(bytes.size()), 0, &error);
        if (source) {
            m_zip = zip_open_from_source(source, ZIP_RDONLY, &error);
            if (!m_zip) {
                zip_source_free(source);
            } else if (zip_get_num_entries(m_zip, 0) <= 0) {
                // libzip takes empty input for an empty archive; no workbook is empty.
                zip_discard(m_zip);
                m_zip = nullptr;
            }
        }
        zip_error_fini(&error);
    }
    ~XlsxZip()
    {
        if (m_zip)
            zip_discard(m_zip);
    }
    XlsxZip(const XlsxZip &) = delete;
    XlsxZip &operator=(const XlsxZip &) = delete;
    bool isOpen() const { return m_zip != nullptr; }

    enum class Read { Ok, Missing, TooLarge, Failed };
    // The uncompressed bytes of @p name.
    Read read(const char *name, QByteArray &out) const
    {
        zip_stat_t stat;
        zip_stat_init(&stat);
        if (zip_stat(m_zip, name, 0, &stat) != 0 || !(stat.valid & ZIP_STAT_SIZE))
            return Read::Missing;
        if (stat.size > static_cast<zip_uint64_t>(kMaxXlsxPartBytes))
            return Read::TooLarge;
        zip_file_t *file = zip_fopen(m_zip, name, 0);
        if (!file)
            return Read::Failed;
        out.resize(static_cast<qsizetype>(stat.size));
        const zip_int64_t got = zip_fread(file, out.data(), stat.size);
        zip_fclose(file);
        return got == static_cast<zip_int64_t>(stat.size) ? Read::Ok : Read::Failed;
    }

private:
    zip_t *m_zip = nullptr;
};

struct XlsxContext
{
    const XlsxZip &zip;
    std::vector<Diagnostic> &diags;

    std::optional<QByteArray> part(const QString &name, bool required) const
    {
        QByteArray bytes;
        const QByteArray path = name.toUtf8();
        switch (zip.read(path.constData(), bytes)) {
        case XlsxZip::Read::Ok:
            return bytes;
        case XlsxZip::Read::Missing:
            if (required)
                diags.push_back({"xlsx.missing_part", Severity::Error, 0, 0, {}, {path.toStdString()}});
            return std::nullopt;
        case XlsxZip::Read::TooLarge:
            diags.push_back({"xlsx.too_large", Severity::Error, 0, 0, {}, {path.toStdString()}});
            return std::nullopt;
        case XlsxZip::Read::Failed:
            break;
        }
        diags.push_back({"xlsx.missing_part", Severity::Error, 0, 0, {}, {path.toStdString()}});
        return std::nullopt;
    }

    bool xmlError(const QXmlStreamReader &xml, const QString &name) const
    {
        if (!xml.hasError())
            return false;
        diags.push_back({"xlsx.bad_xml",
                         Severity::Error,
                         static_cast<int>(xml.lineNumber()),
                         static_cast<int>(xml.columnNumber()),
                         {},
                         {name.toStdString(), xml.errorString().toStdString()}});
        return true;
    }
};

// xl/workbook.xml: the relationship id of the first <sheet>.
std::optional<QString> firstSheetRelation(const XlsxContext &ctx)
{
    const auto bytes = ctx.part(QStringLiteral("xl/workbook.xml"), true);
    if (!bytes)
        return std::nullopt;
    QXmlStreamReader xml(*bytes);
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement() || xml.name() != QLatin1String("sheet"))
            continue;
        // r:id, in the officeDocument relationships namespace.
        for (const QXmlStreamAttribute &a : xml.attributes())
            if (a.name() == QLatin1String("id"))
                return a.value().toString();
    }
    if (!ctx.xmlError(xml, QStringLiteral("xl/workbook.xml")))
        ctx.diags.push_back({"xlsx.missing_part", Severity::Error, 0, 0, {}, {"xl/workbook.xml <sheet>"}});
    return std::nullopt;
}

// xl/_rels/workbook.xml.rels: the part a relationship id points to, as a path inside the zip.
std::optional<QString> relationTarget(const XlsxContext &ctx, const QString &id)
{
    const QString relsName = QStringLiteral("xl/_rels/workbook.xml.rels");
    const auto bytes = ctx.part(relsName, true);
    if (!bytes)
        return std::nullopt;
    QXmlStreamReader xml(*bytes);
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("Relationship")
            && xml.attributes().value(QLatin1String("Id")) == id) {
            const QString target = xml.attributes().value(QLatin1String("Target")).toString();
            // Relative to xl/, or absolute from the package root.
            return target.startsWith(QLatin1Char('/')) ? target.mid(1) : QStringLiteral("xl/") + target;
        }
    }
    if (!ctx.xmlError(xml, relsName))
        ctx.diags.push_back(
            {"xlsx.missing_part", Severity::Error, 0, 0, {}, {"sheet relationship " + id.toStdString()}});
    return std::nullopt;
}

// xl/sharedStrings.xml: each <si>'s text runs (<t>) joined, phonetic runs (<rPh>) left out.
bool sharedStrings(const XlsxContext &ctx, std::vector<std::string> &out)
{
    const QString name = QStringLiteral("xl/sharedStrings.xml");
    const std::size_t before = ctx.diags.size();
    const auto bytes = ctx.part(name, false);
    if (!bytes)
        return ctx.diags.size() == before; // none is fine: a sheet of numbers and inline strings
    QXmlStreamReader xml(*bytes);
    QString current;
    int phonetic = 0;
    bool inItem = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            if (xml.name() == QLatin1String("si")) {
                inItem = true;
                current.clear();
            } else if (xml.name() == QLatin1String("rPh")) {
                ++phonetic;
            } else if (xml.name() == QLatin1String("t") && inItem && phonetic == 0) {
                current += xml.readElementText(QXmlStreamReader::IncludeChildElements);
            }
        } else if (xml.isEndElement()) {
            if (xml.name() == QLatin1String("si")) {
                out.push_back(current.toStdString());
                inItem = false;
            } else if (xml.name() == QLatin1String("rPh")) {
                --phonetic;
            }
        }
    }
    return !ctx.xmlError(xml, name);
}

// "BC12" -> column 54 (0-based); -1 when the reference has no letters.
int columnOfReference(QStringView ref)
{
    int column = 0;
    int letters = 0;
    for (const QChar c : ref) {
        if (c < QLatin1Char('A') || c > QLatin1Char('Z'))
            break;
        column = column * 26 + (c.unicode() - 'A' + 1);
        if (++letters > 3)
            return -1;
    }
    return letters == 0 ? -1 : column - 1;
}

// One cell's text from its <c> element (the reader is on its start).
std::string cellText(QXmlStreamReader &xml, const QString &type, const std::vector<std::string> &strings)
{
    QString value;
    QString inlineText;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement() && xml.name() == QLatin1String("c"))
            break;
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("v"))
            value = xml.readElementText();
        else if (xml.name() == QLatin1String("t"))
            inlineText += xml.readElementText(QXmlStreamReader::IncludeChildElements);
    }
    if (type == QLatin1String("s")) {
        bool ok = false;
        const qlonglong index = value.trimmed().toLongLong(&ok);
        return ok && index >= 0 && static_cast<std::size_t>(index) < strings.size()
            ? strings[static_cast<std::size_t>(index)]
            : std::string();
    }
    if (type == QLatin1String("inlineStr"))
        return inlineText.toStdString();
    if (type == QLatin1String("b"))
        return value.trimmed() == QLatin1String("1") ? "TRUE" : "FALSE";
    return value.toStdString(); // n (numbers), str (a formula's text), e (#N/A), d (ISO date)
}

bool readSheet(const XlsxContext &ctx, const QString &name, const std::vector<std::string> &strings, QuoteGrid &grid)
{
    const auto bytes = ctx.part(name, true);
    if (!bytes)
        return false;
    QXmlStreamReader xml(*bytes);
    int rowNumber = 0;
    std::vector<std::string> *row = nullptr;
    int nextColumn = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("row")) {
            bool ok = false;
            const int r = xml.attributes().value(QLatin1String("r")).toInt(&ok);
            rowNumber = ok && r > rowNumber ? r : rowNumber + 1;
            if (rowNumber > kMaxXlsxRows)
                break;
            while (static_cast<int>(grid.rows.size()) < rowNumber) {
                grid.rows.emplace_back();
                grid.lines.push_back(static_cast<int>(grid.rows.size()));
            }
            row = &grid.rows.back();
            nextColumn = 0;
        } else if (xml.name() == QLatin1String("c") && row) {
            const QXmlStreamAttributes attributes = xml.attributes();
            const int c = columnOfReference(attributes.value(QLatin1String("r")));
            const int column = c >= 0 ? c : nextColumn;
            nextColumn = column + 1;
            std::string text = cellText(xml, attributes.value(QLatin1String("t")).toString(), strings);
            if (column >= 16384) // Excel's last column, XFD
                continue;
            if (static_cast<int>(row->size()) <= column)
                row->resize(static_cast<std::size_t>(column) + 1);
            (*row)[static_cast<std::size_t>(column)] = std::move(text);
        }
    }
    return !ctx.xmlError(xml, name);
}

} // namespace

QuoteGrid readXlsxSheet(const QByteArray &bytes, std::vector<Diagnostic> &diags)
{
    QuoteGrid grid;
    grid.spreadsheet = true;
    const XlsxZip zip(bytes);
    if (!zip.isOpen()) {
        diags.push_back({"xlsx.not_zip", Severity::Error, 0, 0, {}, {}});
        return grid;
    }
    const XlsxContext ctx{zip, diags};
    std::vector<std::string> strings;
    const auto relation = firstSheetRelation(ctx);
    const auto target = relation ? relationTarget(ctx, *relation) : std::nullopt;
    if (!target || !sharedStrings(ctx, strings) || !readSheet(ctx, *target, strings, grid)) {
        grid.rows.clear();
        grid.lines.clear();
    }
    return grid;
}

} // namespace GpuPlan
