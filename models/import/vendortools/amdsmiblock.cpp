#include "amdsmiblock.h"

#include "parsetext.h"
#include "vendorcommon.h"

namespace GpuPlan::VendorTools {

using namespace ParseText;

namespace {

/// @p sum plus the count @p n; nullopt when either is no 64-bit count or the sum overflows.
std::optional<std::uint64_t> addCount(std::optional<std::uint64_t> sum, double n)
{
    const auto add = roundedInt<std::uint64_t>(n);
    const std::uint64_t before = sum.value_or(0);
    if (!add || *add > std::numeric_limits<std::uint64_t>::max() - before)
        return std::nullopt;
    return before + *add;
}

} // namespace

const std::string *AmdSmiBlock::get(std::string_view path) const
{
    const auto it = values.find(std::string(path));
    return it == values.end() || isNotAvailable(it->second) ? nullptr : &it->second;
}

std::optional<double> AmdSmiBlock::num(std::string_view path) const
{
    const std::string *v = get(path);
    return v ? number(*v) : std::nullopt;
}

const std::string *AmdSmiBlock::first(std::string_view prefix, std::string_view suffix) const
{
    for (auto it = values.lower_bound(std::string(prefix)); it != values.end() && startsWith(it->first, prefix); ++it)
        if (it->first.size() >= suffix.size()
            && it->first.compare(it->first.size() - suffix.size(), suffix.size(), suffix) == 0
            && !isNotAvailable(it->second))
            return &it->second;
    return nullptr;
}

void emitAmdSmiBlock(const AmdSmiBlock &b, ImportSink &sink)
{
    FleetDevice d;
    d.index = b.index;
    d.line = b.line;
    d.vendor = "AMD";
    if (const std::string *v = b.get("ASIC/MARKET_NAME"))
        d.name = *v;
    else if (const std::string *p = b.get("BOARD/PRODUCT_NAME"))
        d.name = *p;
    if (const std::string *dev = b.get("ASIC/DEVICE_ID"))
        d.pciId = pciId("1002", *dev);
    for (const char *path : {"UUID", "ASIC/UUID"})
        if (const std::string *v = b.get(path))
            d.uuid = *v;
    for (const char *path : {"ASIC/ASIC_SERIAL", "BOARD/PRODUCT_SERIAL"})
        if (const std::string *v = b.get(path); v && usableSerial(*v))
            d.serial = *v;
    for (const char *path : {"BDF", "BUS/BDF", "PCIE/BDF"})
        if (const std::string *v = b.get(path))
            d.pciBusId = pciBusId(*v);
    if (const std::string *v = b.get("VBIOS/VERSION"))
        d.vbios = *v;
    if (const std::string *v = b.get("DRIVER/VERSION"))
        d.driverVersion = *v;
    if (const auto w = smallIndex(b.num("BUS/MAX_PCIE_WIDTH")))
        d.pcieMaxWidth = *w;
    if (const std::string *v = b.get("BUS/MAX_PCIE_SPEED"))
        parsePcieLink(*v, d.pcieMaxGen, d.pcieMaxWidth);
    if (const auto w = smallIndex(b.num("PCIE/WIDTH")))
        d.pcieWidth = *w;
    if (const std::string *v = b.get("PCIE/SPEED"))
        parsePcieLink(*v, d.pcieGen, d.pcieWidth);
    for (const char *path :
         {"LIMIT/MAX_POWER", "LIMIT/MAX_POWER_LIMIT", "LIMIT/SOCKET_POWER", "LIMIT/SOCKET_POWER_LIMIT"})
        if (const auto w = b.num(path))
            d.powerLimitW = w;
    for (const char *path : {"LIMIT/SLOWDOWN_HOTSPOT_TEMPERATURE", "LIMIT/SLOWDOWN_EDGE_TEMPERATURE"})
        if (const auto c = b.num(path))
            d.slowdownTemperatureC = c;
    if (const std::string *v = b.get("VRAM/SIZE"))
        d.memoryBytes = bytes(*v);
    if (const std::string *v = b.get("RAS/ECC_BLOCK_STATE/UMC"))
        d.eccEnabled = lower(*v) == "enabled";
    std::optional<std::uint64_t> corrected, uncorrected;
    for (const auto &[path, value] : b.values) {
        const auto n = number(value);
        if (!n || !startsWith(path, "ECC_BLOCKS/"))
            continue;
        if (path.find("/CORRECTABLE_COUNT") != std::string::npos)
            corrected = addCount(corrected, *n);
        else if (path.find("/UNCORRECTABLE_COUNT") != std::string::npos)
            uncorrected = addCount(uncorrected, *n);
    }
    if (const auto n = b.num("ECC/TOTAL_CORRECTABLE_COUNT"))
        corrected = roundedInt<std::uint64_t>(*n);
    if (const auto n = b.num("ECC/TOTAL_UNCORRECTABLE_COUNT"))
        uncorrected = roundedInt<std::uint64_t>(*n);
    d.eccCorrectedVolatile = corrected;
    d.eccUncorrectedVolatile = uncorrected;
    if (const auto n = b.num("PCIE/REPLAY_COUNT"))
        d.pcieReplays = roundedInt<std::uint64_t>(*n);

    d.node = b.node;
    TelemetryRow row;
    row.device = addDevice(sink, d);
    row.line = b.line;
    if (const std::string *v = b.first("CLOCK/GFX", "/CLK"))
        row.smClockMHz = asFloat(number(*v));
    if (const std::string *v = b.first("CLOCK/MEM", "/CLK"))
        row.memClockMHz = asFloat(number(*v));
    for (const char *path : {"POWER/SOCKET_POWER", "POWER/CURRENT_SOCKET_POWER", "POWER/AVERAGE_SOCKET_POWER"})
        if (const auto w = b.num(path); w && !TelemetryRow::has(row.powerW))
            row.powerW = asFloat(w);
    row.temperatureC = asFloat(b.num("TEMPERATURE/EDGE"));
    if (!TelemetryRow::has(row.temperatureC))
        row.temperatureC = asFloat(b.num("TEMPERATURE/HOTSPOT"));
    row.memTemperatureC = asFloat(b.num("TEMPERATURE/MEM"));
    row.utilizationPct = asFloat(b.num("USAGE/GFX_ACTIVITY"));
    row.memUtilizationPct = asFloat(b.num("USAGE/UMC_ACTIVITY"));
    row.memUsedMiB = asFloat(b.num("MEM_USAGE/USED_VRAM"));
    if (hasTelemetry(row))
        sink.sample(row);
}

} // namespace GpuPlan::VendorTools
