// nvidia-smi --query-gpu / --query-compute-apps / --query-accounted-apps / --query-retired-pages with
// --format=csv, with or without header and units. Each row names a GPU (deduplicated by UUID, serial or
// bus ID). A --query-gpu row with telemetry fields (clocks, power, temperature, utilization, memory used)
// also gives a TelemetryRow, timed by its timestamp column, else numbered per GPU (0, 1, 2, ... seconds).
// Per-process rows (a pid column) give devices only; a retired page with an address gives an event.
// Without a header, the columns are guessed from the first row's values (see guessColumns()).
#include "host/hostcommon.h"
#include "importlines.h"
#include "nvsmicommon.h"
#include "nvsmicsvfields.h"
#include "nvsmicsvreader.h"
#include "parsetext.h"

namespace GpuPlan::NvSmi {
namespace {

using namespace ParseText;

using Column = CsvColumn;

std::optional<std::vector<Column>> csvHeaderColumns(std::string_view line)
{
    std::vector<Column> cols;
    int known = 0, weak = 0; // weak: names other tools print too (timestamp, name, index)
    for (const std::string &f : splitCsv(line)) {
        auto [name, unit] = splitHeaderField(f);
        if (isNvidiaSmiField(name))
            ++known;
        else if (name == "timestamp" || name == "name" || name == "index")
            ++weak;
        cols.push_back({csvField(name), name, unit});
    }
    const int total = int(cols.size());
    if (known >= 2 && (known + weak) * 2 >= total)
        return cols;
    if (known == 1 && known + weak == total)
        return cols;
    return std::nullopt;
}

bool headerlessRow(std::string_view line)
{
    if (line.empty() || line[0] == '#' || line.find_first_of("{<|") != std::string_view::npos)
        return false;
    const auto fields = splitCsv(line);
    if (fields.size() < 2)
        return false;
    for (const auto &name : guessColumns(fields))
        if (name == "uuid" || name == "pci.bus_id")
            return true;
    return false;
}

class NvidiaSmiCsvImporter : public Importer
{
public:
    std::string format() const override { return "nvidia-smi-csv"; }

    int sniff(std::string_view head) const override
    {
        // The field guides paste the command with its prompt ("cr0x@server:~$ nvidia-smi --query-gpu=...").
        const Host::HeadBody h = Host::splitPrompt(head);
        const std::string_view first
            = h.command.empty() ? trim(head.substr(0, head.find('\n'))) : Host::firstContentLine(h.body);
        if (first.find(',') == std::string_view::npos && first.find('.') == std::string_view::npos)
            return 0;
        if (csvHeaderColumns(first))
            return 85;
        return headerlessRow(first) ? 60 : 0;
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        std::optional<CsvRowReader> reader;
        std::size_t width = 0;
        std::vector<std::string_view> values; // views into the line, or into `quoted`
        std::vector<std::string> quoted;
        ImportLines lines(text, sink);
        std::string node;
        bool first = true;
        while (lines.nextNonBlank()) {
            const int n = lines.number();
            const std::string_view t = lines.trimmed();
            if (first) {
                first = false;
                if (const auto prompt = Host::shellPrompt(t)) {
                    node = prompt->node;
                    continue;
                }
            }
            if (!splitCsvViews(t, values)) {
                quoted = splitCsv(t);
                values.assign(quoted.begin(), quoted.end());
            }
            if (!reader) {
                if (auto cols = csvHeaderColumns(t)) {
                    width = cols->size();
                    reader.emplace(sink, std::move(*cols));
                    reader->setNode(node);
                    continue;
                }
                if (!headerlessRow(t)) {
                    error(sink, n, "import.missing_field", {"nvidia-smi CSV header"});
                    return false;
                }
                std::vector<Column> cols;
                for (const std::string &name : guessColumns(std::vector<std::string>(values.begin(), values.end())))
                    cols.push_back({csvField(name), name, {}});
                width = cols.size();
                reader.emplace(sink, std::move(cols));
                reader->setNode(node);
            }
            if (values.size() != width) {
                warning(sink, n, "import.bad_line",
                        {"expected " + std::to_string(width) + " fields, found " + std::to_string(values.size())});
                continue;
            }
            reader->row(values, n);
        }
        if (lines.cancelled())
            return false;
        return finishParse(text, sink, reader.has_value(), text.lineNumber(), "import.empty");
    }
};

} // namespace

std::unique_ptr<Importer> makeCsvImporter() { return std::make_unique<NvidiaSmiCsvImporter>(); }

} // namespace GpuPlan::NvSmi
