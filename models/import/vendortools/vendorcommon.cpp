#include "vendorcommon.h"

#include "core/textposition.h"
#include "importjson.h"
#include "parsetext.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace GpuPlan::VendorTools {

using namespace ParseText;

int addDevice(ImportSink &sink, FleetDevice &device)
{
    device.key = deviceKey(device);
    return sink.device(device);
}

bool hasTelemetry(const TelemetryRow &row)
{
    for (float v : {row.smClockMHz, row.memClockMHz, row.powerW, row.temperatureC, row.memTemperatureC,
                    row.utilizationPct, row.memUtilizationPct, row.memUsedMiB, row.pcieRxMBs, row.pcieTxMBs})
        if (TelemetryRow::has(v))
            return true;
    return row.throttleMask != 0;
}

bool fail(ImportSink &sink, int line, const char *code, std::vector<std::string> params)
{
    sink.diagnostic(diagnostic(Severity::Error, line, code, std::move(params)));
    return false;
}

void warn(ImportSink &sink, int line, const char *code, std::vector<std::string> params)
{
    sink.diagnostic(diagnostic(Severity::Warning, line, code, std::move(params)));
}

void parsePcieLink(std::string_view text, std::optional<int> &gen, std::optional<int> &width)
{
    const std::string t = lower(text);
    const auto gt = t.find("gt/s");
    if (gt != std::string::npos) {
        std::size_t start = gt;
        while (
            start > 0
            && (std::isdigit(static_cast<unsigned char>(t[start - 1])) || t[start - 1] == '.' || t[start - 1] == ' '))
            --start;
        if (const auto speed = number(t.substr(start, gt - start)))
            gen = pcieGenFromGts(*speed);
    }
    for (std::size_t x = t.find('x'); x != std::string::npos; x = t.find('x', x + 1)) {
        if (x + 1 < t.size() && std::isdigit(static_cast<unsigned char>(t[x + 1]))
            && (x == 0 || !std::isalnum(static_cast<unsigned char>(t[x - 1])))) {
            std::size_t end = x + 1;
            while (end < t.size() && std::isdigit(static_cast<unsigned char>(t[end])))
                ++end;
            if (const auto w = smallIndex(number(t.substr(x + 1, end - x - 1)))) // "x99999999999" is no width
                width = *w;
            break;
        }
    }
}

std::string pciId(std::string_view vendorId, std::string_view deviceId)
{
    std::string d = lower(trim(deviceId));
    if (startsWith(d, "0x"))
        d.erase(0, 2);
    if (d.empty() || d.size() > 4 || !std::all_of(d.begin(), d.end(), [](unsigned char c) { return std::isxdigit(c); }))
        return {};
    return std::string(vendorId) + ":" + std::string(4 - d.size(), '0') + d;
}

bool usableSerial(std::string_view serial)
{
    serial = trim(serial);
    if (isNotAvailable(serial))
        return false;
    return serial.find_first_not_of("0") != std::string_view::npos;
}

int JsonDocument::lineOf(std::string_view needle, std::size_t from) const
{
    const auto pos = text.find(needle, from);
    return pos == std::string::npos ? firstLine : textPosition(text, pos, firstLine).line;
}

std::optional<JsonDocument> readJson(TextSource &text, ImportSink &sink)
{
    JsonDocument doc;
    doc.firstLine = text.lineNumber() + 1;
    doc.text = text.readAll();
    auto root = parseImportedJson(doc.text, doc.firstLine, sink);
    if (!root)
        return std::nullopt;
    doc.root = std::move(*root);
    return doc;
}

std::optional<double> jsonNumber(const nlohmann::json &value)
{
    if (value.is_number())
        return value.get<double>();
    if (!value.is_string())
        return std::nullopt;
    std::string s = value.get<std::string>();
    s.erase(std::remove_if(s.begin(), s.end(), [](char c) { return c == '(' || c == ')'; }), s.end());
    return number(s);
}

std::string jsonText(const nlohmann::json &value)
{
    std::string s;
    if (value.is_string())
        s = value.get<std::string>();
    else if (value.is_number_integer())
        s = std::to_string(value.get<long long>());
    else if (value.is_number())
        s = value.dump();
    else
        return {};
    return isNotAvailable(s) ? std::string() : std::string(trim(s));
}

std::vector<std::string_view> tableCells(std::string_view line)
{
    line = trim(line);
    if (line.size() < 2 || line.front() != '|' || line.back() != '|')
        return {};
    return split(line.substr(1, line.size() - 2), '|', false);
}

bool isTableRuler(std::string_view line)
{
    line = trim(line);
    return line.size() >= 2 && line.front() == '+' && line.find_first_not_of("+-=") == std::string_view::npos;
}

bool readTable(TextSource &text, ImportSink &sink, std::vector<TableRecord> &records)
{
    std::string_view line;
    while (text.nextLine(line)) {
        if (!keepGoing(text, sink))
            return false;
        const auto cells = tableCells(line);
        if (cells.size() < 2)
            continue;
        const std::string_view key = trim(cells[0]);
        const std::string_view value = trim(cells[1]);
        const bool wrappedName = !key.empty() && std::islower(static_cast<unsigned char>(key[0])) && !records.empty();
        if (key.empty() && !records.empty()) {
            records.back().values.emplace_back(value);
        } else if (wrappedName) {
            records.back().key += " ";
            records.back().key += key;
            if (!value.empty())
                records.back().values.emplace_back(value);
        } else {
            TableRecord r;
            r.key = std::string(key);
            r.values.emplace_back(value);
            r.line = text.lineNumber();
            records.push_back(std::move(r));
        }
    }
    return true;
}

std::optional<std::string> cellValue(std::string_view cell, std::string_view key)
{
    cell = trim(cell);
    if (!startsWith(lower(cell), lower(key)))
        return std::nullopt;
    const std::string_view rest = trim(cell.substr(key.size()));
    if (rest.empty() || rest[0] != ':')
        return std::nullopt;
    return std::string(trim(rest.substr(1)));
}

std::vector<std::pair<std::string, std::string>> cellPairs(const TableRecord &record)
{
    std::vector<std::pair<std::string, std::string>> pairs;
    for (const std::string &cell : record.values) {
        if (cell.empty())
            continue;
        const auto sep = cell.find(": ");
        if (sep != std::string::npos)
            pairs.emplace_back(std::string(trim(std::string_view(cell).substr(0, sep))),
                               std::string(trim(std::string_view(cell).substr(sep + 2))));
        else if (cell.back() == ':')
            pairs.emplace_back(std::string(trim(std::string_view(cell).substr(0, cell.size() - 1))), std::string());
        else if (!pairs.empty())
            pairs.back().second += (pairs.back().second.empty() ? "" : " ") + cell;
    }
    return pairs;
}

std::string bracketedPciId(std::string_view vendorId, std::string_view name)
{
    const auto open = name.rfind("[0x");
    const auto close = open == std::string_view::npos ? open : name.find(']', open);
    if (close == std::string_view::npos)
        return {};
    return pciId(vendorId, name.substr(open + 1, close - open - 1));
}

bool readIntelDevices(TextSource &text, ImportSink &sink, const std::vector<TableRecord> &records,
                      const std::function<void(FleetDevice &, const TableRecord &)> &record,
                      const std::function<void(FleetDevice &)> &done)
{
    FleetDevice d;
    bool open = false;
    for (const TableRecord &r : records) {
        if (lower(r.key) == "device id") {
            if (open)
                done(d);
            d = FleetDevice();
            d.vendor = "Intel";
            d.index = smallIndex(number(r.values.empty() ? std::string() : r.values.front())).value_or(-1);
            d.line = r.line;
            open = true;
        } else if (open) {
            record(d, r);
        }
    }
    if (!open)
        return fail(sink, text.lineNumber(), "import.missing_field", {"Device ID"});
    done(d);
    return true;
}

FleetEvent otherEvent(int line, const std::string &what, const std::string &status, const std::string &detail)
{
    FleetEvent e;
    e.kind = FleetEventKind::Other;
    e.message = what + ": " + status + (detail.empty() ? "" : " - " + detail);
    e.line = line;
    return e;
}

void addDeviceWithEvents(ImportSink &sink, FleetDevice &device, std::vector<FleetEvent> &events)
{
    const int index = addDevice(sink, device);
    for (FleetEvent &e : events) {
        e.device = index;
        e.pciBusId = device.pciBusId;
        sink.event(e);
    }
    events.clear();
}

} // namespace GpuPlan::VendorTools
