// nvidia-smi dmon: a "# gpu pwr gtemp ..." header (any subset and order of columns, repeated every few
// screens), a "# Idx W C ..." units line, then one line per GPU per interval. One TelemetryRow per data
// line. Without a Date/Time column (-o DT) the rows are taken to be one second apart: a row's time is the
// number of rows of that GPU before it. Devices are keyed "#<index>" (dmon prints no UUID).
#include "host/hostcommon.h"
#include "importlines.h"
#include "nvsmicommon.h"
#include "parsetext.h"

#include <algorithm>
#include <map>
#include <utility>

namespace GpuPlan::NvSmi {
namespace {

using namespace ParseText;

enum class Col {
    Gpu,
    Date,
    Time,
    Power,
    Temp,
    MemTemp,
    Sm,
    Mem,
    MemClock,
    SmClock,
    Fb,
    Rx,
    Tx,
    PowerViol,
    ThermalViol,
    Ignored,
    Unknown
};

Col dmonColumn(const std::string &name)
{
    static const std::map<std::string, Col> known = {
        {"gpu", Col::Gpu},       {"date", Col::Date},       {"time", Col::Time},
        {"pwr", Col::Power},     {"gtemp", Col::Temp},      {"mtemp", Col::MemTemp},
        {"sm", Col::Sm},         {"mem", Col::Mem},         {"mclk", Col::MemClock},
        {"pclk", Col::SmClock},  {"fb", Col::Fb},           {"rxpci", Col::Rx},
        {"txpci", Col::Tx},      {"pviol", Col::PowerViol}, {"tviol", Col::ThermalViol},
        {"enc", Col::Ignored},   {"dec", Col::Ignored},     {"jpg", Col::Ignored},
        {"ofa", Col::Ignored},   {"bar1", Col::Ignored},    {"ccpm", Col::Ignored},
        {"sbecc", Col::Ignored}, {"dbecc", Col::Ignored},   {"pci", Col::Ignored},
        {"gi", Col::Ignored},    {"ci", Col::Ignored},      {"nvlrx", Col::Ignored},
        {"nvltx", Col::Ignored}, {"id", Col::Gpu},
    };
    const auto it = known.find(lower(name));
    return it == known.end() ? Col::Unknown : it->second;
}

/// The column names of a "# gpu pwr ..." or "#Date Time gpu ..." line, empty when it is not one.
std::vector<std::string> dmonHeaderColumns(std::string_view line)
{
    line = trim(line);
    if (line.empty() || line[0] != '#')
        return {};
    std::vector<std::string> out;
    for (std::string_view tok : splitWhitespace(line.substr(1)))
        out.push_back(lower(tok));
    const bool hasGpu = std::find(out.begin(), out.end(), "gpu") != out.end();
    return hasGpu ? out : std::vector<std::string>{};
}

class NvidiaSmiDmonImporter : public Importer
{
public:
    std::string format() const override { return "nvidia-smi-dmon"; }

    int sniff(std::string_view head) const override
    {
        // The header first, or after the shell prompt of a pasted terminal ("cr0x@server:~$ nvidia-smi dmon").
        if (const Host::HeadBody h = Host::splitPrompt(head); !h.command.empty())
            head = h.body.substr(std::min(h.body.size(), h.body.find_first_not_of("\r\n")));
        const auto end = head.find('\n');
        const auto cols = dmonHeaderColumns(head.substr(0, end));
        if (cols.empty() || std::find(cols.begin(), cols.end(), "pid") != cols.end())
            return 0;
        int known = 0;
        for (const auto &c : cols)
            known += dmonColumn(c) != Col::Unknown && dmonColumn(c) != Col::Gpu ? 1 : 0;
        return known >= 2 ? 90 : 0;
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        std::vector<Col> cols;
        std::map<int, std::pair<int, int>> devices; // dmon index -> (sink index, rows so far)
        int rows = 0;
        ImportLines lines(text, sink);
        bool first = true;
        std::string node; // from a pasted shell prompt
        while (lines.nextNonBlank()) {
            const int n = lines.number();
            const std::string_view t = lines.trimmed();
            if (std::exchange(first, false))
                if (const auto prompt = Host::shellPrompt(t)) {
                    node = prompt->node;
                    continue;
                }
            if (t[0] == '#') {
                const auto names = dmonHeaderColumns(t);
                if (names.empty())
                    continue; // the units line
                cols.clear();
                for (const auto &name : names) {
                    cols.push_back(dmonColumn(name));
                    if (cols.back() == Col::Unknown)
                        warning(sink, n, "import.unknown_column", {name});
                }
                continue;
            }
            if (cols.empty()) {
                error(sink, n, "import.missing_field", {"# gpu header"});
                return false;
            }
            const auto tokens = splitWhitespace(t);
            if (tokens.size() != cols.size()) {
                warning(
                    sink, n, "import.bad_line",
                    {"expected " + std::to_string(cols.size()) + " columns, found " + std::to_string(tokens.size())});
                continue;
            }
            if (!readRow(cols, tokens, n, node, devices, sink))
                continue;
            ++rows;
        }
        if (lines.cancelled())
            return false;
        return finishParse(text, sink, rows > 0 || !devices.empty(), text.lineNumber(), "import.missing_field",
                           {"data rows"});
    }

private:
    static bool readRow(const std::vector<Col> &cols, const std::vector<std::string_view> &tokens, int line,
                        const std::string &node, std::map<int, std::pair<int, int>> &devices, ImportSink &sink)
    {
        TelemetryRow r;
        r.line = line;
        std::optional<int> index;
        std::string date, clock;
        for (std::size_t i = 0; i < cols.size(); ++i) {
            const std::string_view tok = tokens[i];
            if (cols[i] == Col::Date) {
                date = std::string(tok);
                continue;
            }
            if (cols[i] == Col::Time) {
                clock = std::string(tok);
                continue;
            }
            if (cols[i] == Col::Ignored || cols[i] == Col::Unknown || isNotAvailable(tok))
                continue;
            const auto v = number(tok);
            if (!v || (cols[i] == Col::Gpu && !smallIndex(v))) { // "1e99" or "1.5" is no GPU index
                warning(sink, line, "import.bad_value", {"column " + std::to_string(i + 1), std::string(tok)});
                if (cols[i] == Col::Gpu)
                    return false;
                continue;
            }
            const float f = float(*v);
            switch (cols[i]) {
            case Col::Gpu:
                index = *smallIndex(v);
                break;
            case Col::Power:
                r.powerW = f;
                break;
            case Col::Temp:
                r.temperatureC = f;
                break;
            case Col::MemTemp:
                r.memTemperatureC = f;
                break;
            case Col::Sm:
                r.utilizationPct = f;
                break;
            case Col::Mem:
                r.memUtilizationPct = f;
                break;
            case Col::MemClock:
                r.memClockMHz = f;
                break;
            case Col::SmClock:
                r.smClockMHz = f;
                break;
            case Col::Fb:
                r.memUsedMiB = f;
                break;
            case Col::Rx:
                r.pcieRxMBs = f;
                break;
            case Col::Tx:
                r.pcieTxMBs = f;
                break;
            case Col::PowerViol:
                r.throttleMask |= *v > 0 ? ThrottleSwPowerCap : 0u;
                break;
            case Col::ThermalViol:
                r.throttleMask |= *v > 0 ? ThrottleSwThermal : 0u;
                break;
            default:
                break;
            }
        }
        if (!index) {
            warning(sink, line, "import.missing_field", {"gpu"});
            return false;
        }
        auto it = devices.find(*index);
        if (it == devices.end()) {
            FleetDevice d;
            d.index = *index;
            d.line = line;
            d.node = node;
            it = devices.emplace(*index, std::make_pair(addDevice(sink, d), 0)).first;
        }
        r.device = it->second.first;
        std::optional<double> stamp;
        if (!date.empty() && !clock.empty() && date.size() == 8)
            stamp = ParseText::timestamp(date.substr(0, 4) + "-" + date.substr(4, 2) + "-" + date.substr(6, 2) + " "
                                         + clock);
        r.time = stamp ? *stamp : double(it->second.second);
        ++it->second.second;
        sink.sample(r);
        return true;
    }
};

} // namespace

std::unique_ptr<Importer> makeDmonImporter() { return std::make_unique<NvidiaSmiDmonImporter>(); }

} // namespace GpuPlan::NvSmi
