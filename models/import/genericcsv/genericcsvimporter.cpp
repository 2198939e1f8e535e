// generic-csv: a CSV read through the user's CsvColumnMapping. Never auto-detected; the caller builds
// it with makeGenericCsvImporter(). One TelemetryRow per data line; devices from the identity columns.
#include "genericcsvimporter.h"
#include "parsetext.h"

#include <cctype>
#include <cmath>
#include <map>
#include <utility>

namespace GpuPlan {
namespace {

using namespace ParseText;

struct Bound
{
    CsvColumn column;
    std::size_t position = 0; // 0-based field of the row
};

class GenericCsvImporter : public Importer
{
public:
    explicit GenericCsvImporter(CsvColumnMapping mapping)
        : m_mapping(std::move(mapping))
    {
    }

    std::string format() const override { return "generic-csv"; }
    int sniff(std::string_view) const override { return 0; }
    bool parse(TextSource &text, ImportSink &sink) const override;

private:
    struct State
    {
        char separator = ',';
        std::vector<Bound> bound;
        std::vector<std::string> header;
        std::map<std::string, std::pair<int, int>> devices; // key -> (sink index, samples so far)
        bool identity = false;                              // some identity column is mapped
    };

    bool bind(State &s, ImportSink &sink, int line, std::size_t fieldCount) const;
    void readRow(State &s, const std::vector<std::string> &fields, int line, ImportSink &sink) const;
    std::optional<double> timeOf(const CsvColumn &c, std::string_view text) const;

    CsvColumnMapping m_mapping;
};

void report(ImportSink &sink, Severity severity, int line, int column, const char *code,
            std::vector<std::string> params)
{
    Diagnostic d = diagnostic(severity, line, code, std::move(params));
    d.column = column;
    sink.diagnostic(d);
}

std::string columnName(const Bound &b)
{
    return b.column.header.empty() ? "column " + std::to_string(b.position + 1) : b.column.header;
}

bool sameText(std::string_view a, std::string_view b)
{
    a = trim(a), b = trim(b);
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i])))
            return false;
    return true;
}

} // namespace

std::unique_ptr<Importer> makeGenericCsvImporter(CsvColumnMapping mapping)
{
    return std::make_unique<GenericCsvImporter>(std::move(mapping));
}

bool GenericCsvImporter::bind(State &s, ImportSink &sink, int line, std::size_t fieldCount) const
{
    bool ok = true;
    for (const CsvColumn &c : m_mapping.columns) {
        if (c.field == CsvField::Ignore)
            continue;
        std::optional<std::size_t> position;
        if (!c.header.empty() && !s.header.empty()) {
            for (std::size_t i = 0; i < s.header.size() && !position; ++i)
                if (sameText(s.header[i], c.header))
                    position = i;
        } else if (c.index >= 0 && static_cast<std::size_t>(c.index) < fieldCount) {
            position = static_cast<std::size_t>(c.index);
        }
        if (!position) {
            const std::string what
                = c.header.empty() ? "column " + std::to_string(c.index + 1) : "\"" + c.header + "\"";
            report(sink, c.required ? Severity::Error : Severity::Warning, line, 0, "import.missing_field",
                   {what + " (" + std::string(csvFieldKey(c.field)) + ")"});
            ok = ok && !c.required;
            continue;
        }
        s.bound.push_back({c, *position});
        s.identity = s.identity || isIdentityField(c.field);
    }
    if (ok && s.bound.empty()) {
        report(sink, Severity::Error, line, 0, "import.missing_field", {"a mapped column"});
        return false;
    }
    return ok;
}

std::optional<double> GenericCsvImporter::timeOf(const CsvColumn &c, std::string_view text) const
{
    text = trim(text);
    const bool dateLike = text.size() > 4 && (text[4] == '-' || text[4] == '/');
    switch (c.timeFormat) {
    case CsvTimeFormat::UnixSeconds: {
        const auto v = number(text, m_mapping.decimalComma);
        return v ? std::optional<double>(*v * c.scale) : std::nullopt;
    }
    case CsvTimeFormat::Iso:
        return dateLike && text[4] == '-' ? timestamp(text) : std::nullopt;
    case CsvTimeFormat::SlashDateTime:
        return dateLike && text[4] == '/' ? timestamp(text) : std::nullopt;
    case CsvTimeFormat::Auto:
        break;
    }
    if (const auto t = timestamp(text))
        return t;
    const auto v = number(text, m_mapping.decimalComma);
    return v ? std::optional<double>(*v * c.scale) : std::nullopt;
}

void GenericCsvImporter::readRow(State &s, const std::vector<std::string> &fields, int line, ImportSink &sink) const
{
    FleetDevice device;
    device.line = line;
    TelemetryRow row;
    row.line = line;
    std::optional<double> time;
    bool timeBad = false;
    for (const Bound &b : s.bound) {
        if (b.position >= fields.size()) {
            if (b.column.required)
                report(sink, Severity::Warning, line, static_cast<int>(b.position + 1), "import.missing_field",
                       {columnName(b)});
            continue;
        }
        const std::string_view text = trim(fields[b.position]);
        const int column = static_cast<int>(b.position + 1);
        if (text.empty() || isNotAvailable(text))
            continue;
        const auto bad = [&] {
            report(sink, Severity::Warning, line, column, "import.bad_value", {columnName(b), std::string(text)});
        };
        switch (b.column.field) {
        case CsvField::Node:
            device.node = std::string(text);
            continue;
        case CsvField::Uuid:
            device.uuid = std::string(text);
            continue;
        case CsvField::Serial:
            device.serial = std::string(text);
            continue;
        case CsvField::Name:
            device.name = std::string(text);
            continue;
        case CsvField::PciBusId:
            device.pciBusId = pciBusId(text);
            if (device.pciBusId.empty())
                bad();
            continue;
        case CsvField::Time:
            time = timeOf(b.column, text);
            timeBad = !time || !std::isfinite(*time);
            if (timeBad)
                bad();
            continue;
        default:
            break;
        }
        const auto v = number(text, m_mapping.decimalComma);
        if (!v || !std::isfinite(*v * b.column.scale)) {
            bad();
            continue;
        }
        const double scaled = *v * b.column.scale;
        switch (b.column.field) {
        case CsvField::Index:
            if (const auto index = ParseText::smallIndex(scaled))
                device.index = *index;
            else
                bad();
            break;
        case CsvField::SmClock:
            row.smClockMHz = float(scaled);
            break;
        case CsvField::MemClock:
            row.memClockMHz = float(scaled);
            break;
        case CsvField::Power:
            row.powerW = float(scaled);
            break;
        case CsvField::Temperature:
            row.temperatureC = float(scaled);
            break;
        case CsvField::Utilization:
            row.utilizationPct = float(scaled);
            break;
        case CsvField::MemoryUsed:
            row.memUsedMiB = float(scaled);
            break;
        default:
            break;
        }
    }
    if (timeBad)
        return; // a sample at an unknown time would misplace the series; the warning says which value
    if (!s.identity)
        device.index = 0; // one device for the whole file
    if (s.identity && device.node.empty() && device.index < 0 && device.uuid.empty() && device.serial.empty()
        && device.pciBusId.empty() && device.name.empty()) {
        report(sink, Severity::Warning, line, 0, "import.missing_field", {"device"});
        return;
    }
    if (device.index < 0 && device.uuid.empty() && device.serial.empty() && device.pciBusId.empty())
        device.index = 0; // only a node or a name: its single GPU
    // The logger's numbering: files of the same mapping join on it; no vendor's tool is assumed to share it.
    if (device.vendor.empty())
        device.indexSpace = "generic-csv";
    device.key = deviceKey(device);
    auto it = s.devices.find(device.key);
    if (it == s.devices.end())
        it = s.devices.emplace(device.key, std::make_pair(sink.device(device), 0)).first;
    row.device = it->second.first;
    row.time = time ? *time : double(it->second.second);
    ++it->second.second;
    const bool any = TelemetryRow::has(row.smClockMHz) || TelemetryRow::has(row.memClockMHz)
        || TelemetryRow::has(row.powerW) || TelemetryRow::has(row.temperatureC) || TelemetryRow::has(row.utilizationPct)
        || TelemetryRow::has(row.memUsedMiB);
    if (any)
        sink.sample(row);
}

bool GenericCsvImporter::parse(TextSource &text, ImportSink &sink) const
{
    State s;
    std::string_view line;
    int lineIndex = -1;
    bool bound = false;
    std::size_t rows = 0;
    while (text.nextLine(line)) {
        ++lineIndex;
        const int n = text.lineNumber();
        if (!keepGoing(text, sink))
            return false;
        if (lineIndex < m_mapping.headerRow || trim(line).empty())
            continue;
        if (!bound) {
            s.separator = m_mapping.separator ? m_mapping.separator : detectCsvSeparator(line);
            const auto fields = splitCsv(line, s.separator);
            if (lineIndex == m_mapping.headerRow)
                s.header = fields;
            if (!bind(s, sink, n, fields.size()))
                return false;
            bound = true;
            if (!s.header.empty())
                continue;
        }
        const auto fields = splitCsv(line, s.separator);
        if (!s.header.empty() && fields.size() == s.header.size() && fields == s.header)
            continue; // the header again (files concatenated)
        readRow(s, fields, n, sink);
        ++rows;
    }
    if (!bound) {
        report(sink, Severity::Error, text.lineNumber(), 0, "import.missing_field",
               {m_mapping.headerRow >= 0 ? "header row " + std::to_string(m_mapping.headerRow + 1) : "data rows"});
        return false;
    }
    if (rows == 0) {
        report(sink, Severity::Error, text.lineNumber(), 0, "import.missing_field", {"data rows"});
        return false;
    }
    sink.progress(text.totalBytes(), text.totalBytes());
    return true;
}

} // namespace GpuPlan
