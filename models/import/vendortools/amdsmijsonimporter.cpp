// amd-smi --json (static, metric, list, topology, monitor): a list of per-GPU objects {"gpu": 0, "asic":
// {...}, "usage": {"gfx_activity": {"value": 0, "unit": "%"}}, ...}, or since ROCm 6.4 the same list under
// "gpu_data". Each object is flattened to the upper-case paths of the text form ("ASIC/MARKET_NAME",
// "USAGE/GFX_ACTIVITY" = "0 %") and read by the same code. Topology objects ("link_type": {"gpu_1":
// "PCIE"}) only name the GPUs.
#include "amdsmiblock.h"
#include "parsetext.h"
#include "vendorcommon.h"

namespace GpuPlan::VendorTools {
namespace {

using nlohmann::json;
using namespace ParseText;

std::string upper(std::string s)
{
    for (char &c : s)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return s;
}

void flatten(const json &value, const std::string &path, AmdSmiBlock &block)
{
    if (value.is_object() && value.contains("value") && value.size() <= 2) {
        const std::string unit = value.contains("unit") ? jsonText(value["unit"]) : std::string();
        const std::string v = jsonText(value["value"]);
        block.values.emplace(path, unit.empty() || v.empty() ? v : v + " " + unit);
    } else if (value.is_object()) {
        for (const auto &[key, child] : value.items())
            flatten(child, path.empty() ? upper(key) : path + "/" + upper(key), block);
    } else if (value.is_array()) {
        // Lists (policies, processes, cache levels) carry nothing GpuPlan keeps.
    } else if (!path.empty()) {
        const std::string v
            = value.is_null() ? std::string() : (value.is_string() ? value.get<std::string>() : jsonText(value));
        block.values.emplace(path, v.empty() ? std::string("N/A") : v);
    }
}

/// Monitor JSON names its cells differently from metric; map them onto the metric paths.
void addMonitorAliases(AmdSmiBlock &b)
{
    static const std::pair<const char *, const char *> aliases[] = {
        {"POWER_USAGE", "POWER/SOCKET_POWER"},
        {"HOTSPOT_TEMPERATURE", "TEMPERATURE/HOTSPOT"},
        {"MEMORY_TEMPERATURE", "TEMPERATURE/MEM"},
        {"GFX_UTIL", "USAGE/GFX_ACTIVITY"},
        {"GFX_CLOCK", "CLOCK/GFX_0/CLK"},
        {"MEM_CLOCK", "CLOCK/MEM_0/CLK"},
        {"MEM_UTIL", "USAGE/UMC_ACTIVITY"},
        {"VRAM_USED", "MEM_USAGE/USED_VRAM"},
        {"VRAM_TOTAL", "VRAM/SIZE"},
    };
    for (const auto &[from, to] : aliases)
        if (const auto it = b.values.find(from); it != b.values.end())
            b.values.emplace(to, it->second);
}

class AmdSmiJsonImporter : public Importer
{
public:
    std::string format() const override { return "amd-smi-json"; }

    int sniff(std::string_view head) const override
    {
        const std::string_view t = trim(head);
        if (t.empty() || (t[0] != '[' && t[0] != '{'))
            return 0;
        const bool gpuKey
            = head.find("\"gpu\":") != std::string_view::npos || head.find("\"gpu_data\"") != std::string_view::npos;
        if (!gpuKey)
            return 0;
        for (const char *key :
             {"\"link_accessibility\"", "\"asic\"", "\"market_name\"", "\"gfx_activity\"", "\"link_type\"",
              "\"socket_power\"", "\"bdf\"", "\"ecc_blocks\"", "\"power_usage\"", "\"hotspot_temperature\""})
            if (head.find(key) != std::string_view::npos)
                return 85;
        return 0;
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        auto doc = readJson(text, sink);
        if (!doc)
            return false;
        const json *list = &doc->root;
        if (doc->root.is_object() && doc->root.contains("gpu_data"))
            list = &doc->root["gpu_data"];
        if (!list->is_array())
            return fail(sink, doc->firstLine, "import.missing_field", {"gpu"});
        std::size_t searchFrom = 0;
        int count = 0;
        for (const json &gpu : *list) {
            if (!gpu.is_object() || !gpu.contains("gpu"))
                continue;
            AmdSmiBlock b;
            b.index = smallIndex(jsonNumber(gpu["gpu"])).value_or(count);
            // The line of this object's "gpu" key: search forward from the previous one.
            const auto pos = doc->text.find("\"gpu\"", searchFrom);
            b.line = doc->lineOf("\"gpu\"", searchFrom);
            searchFrom = pos == std::string::npos ? searchFrom : pos + 5;
            for (const auto &[key, value] : gpu.items())
                if (key != "gpu")
                    flatten(value, upper(key), b);
            addMonitorAliases(b);
            emitAmdSmiBlock(b, sink);
            ++count;
        }
        if (count == 0)
            return fail(sink, doc->firstLine, "import.missing_field", {"gpu"});
        return true;
    }
};

} // namespace

std::unique_ptr<Importer> makeAmdSmiJsonImporter() { return std::make_unique<AmdSmiJsonImporter>(); }

} // namespace GpuPlan::VendorTools
