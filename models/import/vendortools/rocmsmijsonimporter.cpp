// rocm-smi --json (and --showallinfo --json): {"card0": {"GPU ID": "0x738c", "sclk clock speed:": "(300Mhz)",
// ...}, "system": {"Driver version": ...}}. Every value is a string with its unit in the key name.
// ROCm 5.7 names the device "GPU ID" and "Card series"; 6.1 adds "Device ID", "Device Name" and
// "Card Series". The pcie and sclk DPM levels share the keys "0", "1", ... (a JSON key collision in
// rocm-smi), so the maximum link is the best "GT/s xN" value among them.
#include "parsetext.h"
#include "vendorcommon.h"

namespace GpuPlan::VendorTools {
namespace {

using nlohmann::json;
using namespace ParseText;

const json *field(const json &card, std::initializer_list<const char *> keys)
{
    for (const char *key : keys) {
        const auto it = card.find(key);
        if (it != card.end() && !jsonText(*it).empty())
            return &*it;
    }
    return nullptr;
}

std::string text(const json &card, std::initializer_list<const char *> keys)
{
    const json *v = field(card, keys);
    return v ? jsonText(*v) : std::string();
}

float value(const json &card, std::initializer_list<const char *> keys, double scale = 1.0)
{
    const json *v = field(card, keys);
    if (!v)
        return TelemetryRow::kMissing;
    const auto n = jsonNumber(*v);
    return n ? static_cast<float>(*n * scale) : TelemetryRow::kMissing;
}

class RocmSmiJsonImporter : public Importer
{
public:
    std::string format() const override { return "rocm-smi-json"; }

    int sniff(std::string_view head) const override
    {
        const std::string_view t = trim(head);
        if (t.empty() || t[0] != '{' || t.find("\"card") == std::string_view::npos)
            return 0;
        for (const char *key : {"\"GPU ID\"", "\"Device ID\"", "\"Card series\"", "\"Card Series\"", "\"PCI Bus\"",
                                "\"VBIOS version\"", "(Sensor edge)", "\"GPU use (%)\""})
            if (head.find(key) != std::string_view::npos)
                return 90;
        return 40;
    }

    bool parse(TextSource &source, ImportSink &sink) const override
    {
        auto doc = readJson(source, sink);
        if (!doc)
            return false;
        if (!doc->root.is_object())
            return fail(sink, doc->firstLine, "import.bad_value", {"document", "not a JSON object"});
        std::string driver;
        if (const auto sys = doc->root.find("system"); sys != doc->root.end() && sys->is_object())
            driver = text(*sys, {"Driver version"});
        int cards = 0;
        for (const auto &[key, card] : doc->root.items()) {
            if (!startsWith(key, "card") || !card.is_object())
                continue;
            ++cards;
            const int line = doc->lineOf("\"" + key + "\"");
            FleetDevice d;
            d.line = line;
            d.vendor = "AMD";
            d.index = std::atoi(key.c_str() + 4);
            d.name = text(card, {"Device Name", "Card series", "Card Series"});
            d.pciId = pciId("1002", text(card, {"Device ID", "GPU ID"}));
            const std::string unique = text(card, {"Unique ID"});
            if (!unique.empty() && unique != "0x0")
                d.uuid = unique;
            const std::string serial = text(card, {"Serial Number"});
            if (usableSerial(serial))
                d.serial = serial;
            if (const std::string bus = text(card, {"PCI Bus"}); !bus.empty())
                d.pciBusId = pciBusId(bus);
            d.vbios = text(card, {"VBIOS version"});
            d.driverVersion = driver;
            if (const json *v = field(card, {"VRAM Total Memory (B)"}))
                d.memoryBytes = roundedInt<std::uint64_t>(jsonNumber(*v));
            if (const json *v = field(card, {"Max Graphics Package Power (W)"}))
                if (const auto n = jsonNumber(*v))
                    d.powerLimitW = *n;
            if (const json *v = field(card, {"PCIe Replay Count"}))
                d.pcieReplays = roundedInt<std::uint64_t>(jsonNumber(*v));
            parsePcieLink(text(card, {"pcie clock level"}), d.pcieGen, d.pcieWidth);
            for (const auto &[level, v] : card.items()) {
                if (level.empty() || level.find_first_not_of("0123456789") != std::string::npos)
                    continue;
                std::optional<int> gen, width;
                parsePcieLink(jsonText(v), gen, width);
                if (gen && (!d.pcieMaxGen || *gen > *d.pcieMaxGen))
                    d.pcieMaxGen = gen;
                if (gen && width && (!d.pcieMaxWidth || *width > *d.pcieMaxWidth))
                    d.pcieMaxWidth = width;
            }
            const int index = addDevice(sink, d);

            TelemetryRow row;
            row.device = index;
            row.line = line;
            row.smClockMHz = value(card, {"sclk clock speed:"});
            row.memClockMHz = value(card, {"mclk clock speed:"});
            row.powerW
                = value(card, {"Average Graphics Package Power (W)", "Current Socket Graphics Package Power (W)"});
            row.temperatureC = value(card, {"Temperature (Sensor edge) (C)", "Temperature (Sensor junction) (C)"});
            row.memTemperatureC = value(card, {"Temperature (Sensor memory) (C)"});
            row.utilizationPct = value(card, {"GPU use (%)"});
            row.memUtilizationPct = value(card, {"GPU Memory Read/Write Activity (%)", "GPU memory use (%)"});
            row.memUsedMiB = value(card, {"VRAM Total Used Memory (B)"}, 1.0 / 1048576.0);
            if (hasTelemetry(row))
                sink.sample(row);
        }
        if (cards == 0)
            return fail(sink, doc->firstLine, "import.missing_field", {"card0"});
        return true;
    }
};

} // namespace

std::unique_ptr<Importer> makeRocmSmiJsonImporter() { return std::make_unique<RocmSmiJsonImporter>(); }

} // namespace GpuPlan::VendorTools
