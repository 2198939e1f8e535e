// proposeCsvMapping(): the column-mapping dialog's first guess, from the names tools and scripts give
// their CSV columns (nvidia-smi --query-gpu, dmon, rocm-smi --csv, DCGM, home-made loggers).
#include "csvcolumnmapping.h"
#include "parsetext.h"

#include <array>
#include <utility>

namespace GpuPlan {
namespace {

using namespace ParseText;

// Normalised names (lower case, unit removed, ' ', '-' and '.' as '_').
constexpr std::array<std::pair<std::string_view, CsvField>, 66> kKnownNames{{
    {"timestamp", CsvField::Time},
    {"time", CsvField::Time},
    {"date_time", CsvField::Time},
    {"datetime", CsvField::Time},
    {"ts", CsvField::Time},
    {"date", CsvField::Time},
    {"host", CsvField::Node},
    {"hostname", CsvField::Node},
    {"node", CsvField::Node},
    {"server", CsvField::Node},
    {"instance", CsvField::Node},
    {"machine", CsvField::Node},
    {"gpu", CsvField::Index},
    {"index", CsvField::Index},
    {"gpu_index", CsvField::Index},
    {"gpu_id", CsvField::Index},
    {"device", CsvField::Index},
    {"device_id", CsvField::Index},
    {"idx", CsvField::Index},
    {"card", CsvField::Index},
    {"id", CsvField::Index},
    {"uuid", CsvField::Uuid},
    {"gpu_uuid", CsvField::Uuid},
    {"serial", CsvField::Serial},
    {"serial_number", CsvField::Serial},
    {"pci_bus_id", CsvField::PciBusId},
    {"bus_id", CsvField::PciBusId},
    {"pci", CsvField::PciBusId},
    {"pci_bus", CsvField::PciBusId},
    {"busid", CsvField::PciBusId},
    {"name", CsvField::Name},
    {"gpu_name", CsvField::Name},
    {"model", CsvField::Name},
    {"product", CsvField::Name},
    {"power_draw", CsvField::Power},
    {"power", CsvField::Power},
    {"pwr", CsvField::Power},
    {"power_usage", CsvField::Power},
    {"board_power", CsvField::Power},
    {"temperature_gpu", CsvField::Temperature},
    {"temperature", CsvField::Temperature},
    {"temp", CsvField::Temperature},
    {"gtemp", CsvField::Temperature},
    {"gpu_temp", CsvField::Temperature},
    {"utilization_gpu", CsvField::Utilization},
    {"utilization", CsvField::Utilization},
    {"util", CsvField::Utilization},
    {"gpu_util", CsvField::Utilization},
    {"sm", CsvField::Utilization},
    {"clocks_sm", CsvField::SmClock},
    {"clocks_current_sm", CsvField::SmClock},
    {"sm_clock", CsvField::SmClock},
    {"pclk", CsvField::SmClock},
    {"sclk", CsvField::SmClock},
    {"gfx_clock", CsvField::SmClock},
    {"clocks_mem", CsvField::MemClock},
    {"clocks_current_memory", CsvField::MemClock},
    {"mclk", CsvField::MemClock},
    {"mem_clock", CsvField::MemClock},
    {"memory_used", CsvField::MemoryUsed},
    {"fb", CsvField::MemoryUsed},
    {"mem_used", CsvField::MemoryUsed},
    {"vram_used", CsvField::MemoryUsed},
    {"core_clock", CsvField::SmClock},
    {"gpu_clock", CsvField::SmClock},
    {"graphics_clock", CsvField::SmClock},
}};

/// Splits "power.draw [W]" into ("power_draw", "w").
std::pair<std::string, std::string> nameAndUnit(std::string_view header)
{
    header = trim(header);
    std::string unit;
    const auto open = header.find_last_of("[(");
    if (open != std::string_view::npos && open > 0 && (header.back() == ']' || header.back() == ')')) {
        unit = lower(trim(header.substr(open + 1, header.size() - open - 2)));
        header = trim(header.substr(0, open));
    }
    std::string name = lower(header);
    for (char &c : name)
        if (c == ' ' || c == '-' || c == '.')
            c = '_';
    return {name, unit};
}

std::optional<CsvField> fieldOf(const std::string &name)
{
    for (const auto &[known, field] : kKnownNames)
        if (known == name)
            return field;
    // Looser names: "gpu_power_w", "gpu_temperature_c", "avg_util_pct", "gpu_uuid_str".
    if (name.find("uuid") != std::string::npos)
        return CsvField::Uuid;
    if (name.find("power") != std::string::npos && name.find("limit") == std::string::npos)
        return CsvField::Power;
    if (name.find("temp") != std::string::npos && name.find("mem") == std::string::npos)
        return CsvField::Temperature;
    if (name.find("util") != std::string::npos && name.find("mem") == std::string::npos)
        return CsvField::Utilization;
    if (name.find("timestamp") != std::string::npos)
        return CsvField::Time;
    return std::nullopt;
}

/// The factor from the header's unit into GpuPlan's (W, MHz, MiB, seconds); 1 when unknown.
double scaleOf(CsvField field, const std::string &unit)
{
    struct Unit
    {
        std::string_view name;
        double scale;
    };
    static constexpr std::array<Unit, 5> power{
        {{"mw", 1e-3}, {"w", 1}, {"kw", 1e3}, {"milliwatts", 1e-3}, {"watts", 1}}};
    static constexpr std::array<Unit, 4> clock{{{"hz", 1e-6}, {"khz", 1e-3}, {"mhz", 1}, {"ghz", 1e3}}};
    static constexpr std::array<Unit, 9> memory{{{"b", 1.0 / 1048576},
                                                 {"bytes", 1.0 / 1048576},
                                                 {"kib", 1.0 / 1024},
                                                 {"kb", 1.0 / 1024},
                                                 {"mib", 1},
                                                 {"mb", 1},
                                                 {"gib", 1024},
                                                 {"gb", 1024},
                                                 {"%", 1}}};
    static constexpr std::array<Unit, 4> time{{{"s", 1}, {"ms", 1e-3}, {"us", 1e-6}, {"ns", 1e-9}}};
    const auto find = [&unit](const auto &table) {
        for (const Unit &u : table)
            if (u.name == unit)
                return u.scale;
        return 1.0;
    };
    switch (field) {
    case CsvField::Power:
        return find(power);
    case CsvField::SmClock:
    case CsvField::MemClock:
        return find(clock);
    case CsvField::MemoryUsed:
        return find(memory);
    case CsvField::Time:
        return find(time);
    default:
        return 1.0;
    }
}

} // namespace

CsvColumnMapping proposeCsvMapping(std::string_view headerLine, char separator)
{
    CsvColumnMapping mapping;
    if (!headerLine.empty() && headerLine.back() == '\r')
        headerLine.remove_suffix(1);
    if (trim(headerLine).empty())
        return mapping;
    mapping.separator = separator ? separator : detectCsvSeparator(headerLine);
    const std::vector<std::string> headers = splitCsv(headerLine, mapping.separator);
    bool taken[static_cast<int>(CsvField::MemoryUsed) + 1] = {};
    for (std::size_t i = 0; i < headers.size(); ++i) {
        std::string_view text = trim(headers[i]);
        if (i == 0 && !text.empty() && text.front() == '#') // "# gpu pwr ..." or "#Date"
            text = trim(text.substr(1));
        const auto [name, unit] = nameAndUnit(text);
        const auto field = fieldOf(name);
        if (!field || taken[static_cast<int>(*field)] || text.empty())
            continue;
        taken[static_cast<int>(*field)] = true;
        CsvColumn column;
        column.index = static_cast<int>(i);
        column.header = std::string(trim(headers[i]));
        column.field = *field;
        column.scale = scaleOf(*field, unit);
        column.required = isIdentityField(*field) || *field == CsvField::Time;
        if (*field == CsvField::Time && column.scale != 1.0)
            column.timeFormat = CsvTimeFormat::UnixSeconds;
        mapping.columns.push_back(std::move(column));
    }
    // A "%" unit on a utilisation column or "C" on a temperature keeps scale 1; a semicolon file from a
    // European locale writes decimal commas.
    mapping.decimalComma = mapping.separator == ';';
    return mapping;
}

} // namespace GpuPlan
