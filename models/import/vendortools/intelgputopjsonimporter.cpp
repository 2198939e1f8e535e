// intel_gpu_top -J: one JSON object per period {"period": {"duration": ms}, "frequency": {"actual": MHz},
// "power": {"GPU": W, "Package": W}, "engines": {"Render/3D/0": {"busy": %}}, ...}. Older versions print
// the objects one after another separated by commas, newer ones wrap them in a list; an interrupted
// capture ends in the middle of an object (a warning: the complete samples are kept). The device is
// not named in the file. Utilisation is the busiest engine; sample times add up the periods.
#include "importjson.h"
#include "parsetext.h"
#include "vendorcommon.h"

#include <algorithm>

namespace GpuPlan::VendorTools {
namespace {

using nlohmann::json;
using namespace ParseText;

class IntelGpuTopJsonImporter : public Importer
{
public:
    std::string format() const override { return "intel-gpu-top-json"; }

    int sniff(std::string_view head) const override
    {
        const std::string_view t = trim(head);
        if (t.empty() || (t[0] != '{' && t[0] != '['))
            return 0;
        const bool engines = head.find("\"engines\"") != std::string_view::npos;
        const bool igt = head.find("\"rc6\"") != std::string_view::npos
            || head.find("\"imc-bandwidth\"") != std::string_view::npos
            || head.find("\"interrupts\"") != std::string_view::npos;
        return engines && igt && head.find("\"period\"") != std::string_view::npos ? 90 : 0;
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        const int firstLine = text.lineNumber() + 1;
        const std::string all = text.readAll();
        int line = firstLine, objectLine = firstLine, depth = 0;
        bool inString = false, escaped = false;
        std::size_t start = 0;
        int device = -1, samples = 0;
        double time = 0;
        for (std::size_t i = 0; i < all.size(); ++i) {
            const char c = all[i];
            if (c == '\n')
                ++line;
            if (inString) {
                if (escaped)
                    escaped = false;
                else if (c == '\\')
                    escaped = true;
                else if (c == '"')
                    inString = false;
                continue;
            }
            if (c == '"') {
                inString = true;
            } else if (c == '{') {
                if (depth++ == 0) {
                    start = i;
                    objectLine = line;
                }
            } else if (c == '}' && depth > 0 && --depth == 0) {
                const std::optional<json> o
                    = parseImportedJson(std::string_view(all).substr(start, i - start + 1), objectLine, sink);
                if (!o)
                    return false;
                if (device < 0) {
                    FleetDevice d;
                    d.vendor = "Intel";
                    d.index = 0;
                    d.indexSpace = "intel_gpu_top"; // the card it watched, whatever xpu-smi numbers it
                    d.line = objectLine;
                    device = addDevice(sink, d);
                }
                sample(*o, device, objectLine, time, sink);
                ++samples;
                if (!keepGoing(sink, std::uint64_t(samples), objectLine, text.bytesConsumed(), text.totalBytes()))
                    return false;
            } else if (depth == 0 && c != ',' && c != '[' && c != ']' && !std::isspace(static_cast<unsigned char>(c))) {
                return fail(sink, line, "import.bad_line", {"text between JSON samples"});
            }
        }
        if (depth > 0) {
            if (samples == 0)
                return fail(sink, line, "import.truncated", {"JSON"});
            warn(sink, objectLine, "import.truncated", {"JSON"});
        }
        if (samples == 0)
            return fail(sink, firstLine, "import.missing_field", {"period"});
        return true;
    }

private:
    static void sample(const json &o, int device, int line, double &time, ImportSink &sink)
    {
        const auto get = [](const json &obj, const char *a, const char *b) -> std::optional<double> {
            if (!obj.is_object() || !obj.contains(a) || !obj[a].is_object() || !obj[a].contains(b))
                return std::nullopt;
            return jsonNumber(obj[a][b]);
        };
        time += get(o, "period", "duration").value_or(0) / 1000.0;
        TelemetryRow row;
        row.device = device;
        row.line = line;
        row.time = time;
        if (const auto f = get(o, "frequency", "actual"))
            row.smClockMHz = static_cast<float>(*f);
        if (const auto p = get(o, "power", "GPU"))
            row.powerW = static_cast<float>(*p);
        if (o.contains("engines") && o["engines"].is_object()) {
            for (const auto &[name, engine] : o["engines"].items()) {
                if (!engine.is_object() || !engine.contains("busy"))
                    continue;
                if (const auto busy = jsonNumber(engine["busy"]))
                    row.utilizationPct = TelemetryRow::has(row.utilizationPct)
                        ? std::max(row.utilizationPct, static_cast<float>(*busy))
                        : static_cast<float>(*busy);
            }
        }
        sink.sample(row);
    }
};

} // namespace

std::unique_ptr<Importer> makeIntelGpuTopJsonImporter() { return std::make_unique<IntelGpuTopJsonImporter>(); }

} // namespace GpuPlan::VendorTools
