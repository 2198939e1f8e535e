// nvidia-smi -q (text): "Key : Value" lines in sections nested by indentation, one "GPU <bus id>" section
// per GPU. The lines become the same tree as the XML form, so the field extraction is shared.
//
// A capture that ends before the last GPU section is complete ("Attached GPUs : 8" but fewer GPU
// sections, or a last section without its "FB Memory Usage") is refused with import.truncated: a
// half-read GPU would silently lose its ECC, remapping and temperature data.
//
// The sections of `nvidia-smi -q -d ECC` (POWER, CLOCK, PERFORMANCE) pasted with their shell prompt and
// without the GPU line (the guides print them so) describe one GPU of unknown address on the prompt's node.
#include "host/hostcommon.h"
#include "nvsmicommon.h"
#include "parsetext.h"

namespace GpuPlan::NvSmi {
namespace {

using namespace ParseText;

class NvidiaSmiQueryTextImporter : public Importer
{
public:
    std::string format() const override { return "nvidia-smi-q"; }

    int sniff(std::string_view head) const override
    {
        if (head.find("NVSMI LOG") != std::string_view::npos)
            return 95;
        if (head.find("Attached GPUs") != std::string_view::npos && head.find("Product Name") != std::string_view::npos)
            return 75;
        const Host::HeadBody h = Host::splitPrompt(head);
        if (startsWith(h.command, "nvidia-smi -q") || startsWith(h.command, "nvidia-smi --query "))
            return isSection(Host::firstContentLine(h.body)) ? 90 : 0;
        return 0;
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        Node root;
        struct Level
        {
            int indent;
            Node *node;
        };
        std::vector<Level> stack{{-1, &root}};
        std::string_view line;
        int lastLine = 0;
        std::optional<Host::ShellPrompt> prompt;
        while (text.nextLine(line)) {
            lastLine = text.lineNumber();
            if (!keepGoing(text, sink))
                return false;
            if (!prompt && root.children.empty())
                if ((prompt = Host::shellPrompt(line)))
                    continue;
            int indent = 0;
            std::size_t i = 0;
            for (; i < line.size() && (line[i] == ' ' || line[i] == '\t'); ++i)
                indent += line[i] == '\t' ? 4 : 1;
            const std::string_view content = trim(line.substr(i));
            if (content.empty() || startsWith(content, "====="))
                continue;
            Node node;
            node.line = lastLine;
            auto colon = content.find(": ");
            if (colon == std::string_view::npos && content.back() == ':')
                colon = content.size() - 1;
            if (indent == 0 && startsWith(content, "GPU ") && colon == std::string_view::npos) {
                node.name = "gpu";
                node.value = std::string(trim(content.substr(4)));
            } else if (colon == std::string_view::npos) {
                node.name = normalizeKey(content);
            } else {
                node.name = normalizeKey(content.substr(0, colon));
                node.value = std::string(trim(content.substr(colon + 1)));
            }
            while (stack.back().indent >= indent)
                stack.pop_back();
            Node *parent = stack.back().node;
            parent->children.push_back(std::move(node));
            stack.push_back({indent, &parent->children.back()});
        }
        std::vector<const Node *> gpus;
        for (const Node &c : root.children)
            if (c.name == "gpu")
                gpus.push_back(&c);
        if (gpus.empty() && prompt && !root.children.empty() && isSection(root.children.front().name, true))
            return importFragment(text, sink, root, prompt->node);
        if (gpus.empty()) {
            error(sink, lastLine, "import.missing_field", {"GPU"});
            return false;
        }
        const std::string *attached = root.text({"attached_gpus"});
        const auto expected = attached ? counter(*attached) : std::nullopt;
        if (expected && *expected > gpus.size()) {
            error(sink, lastLine, "import.truncated",
                  {std::to_string(gpus.size()) + " of " + std::to_string(*expected) + " GPU sections"});
            return false;
        }
        if (!gpus.back()->child("fb_memory_usage")) {
            error(sink, lastLine, "import.truncated", {"GPU " + gpus.back()->value});
            return false;
        }
        const std::string *stamp = root.text({"timestamp"});
        const double time = stamp ? timestamp(*stamp).value_or(0.0) : 0.0;
        int index = 0;
        for (const Node *gpu : gpus) {
            FleetDevice d = deviceFromTree(*gpu, root);
            d.index = index++;
            const int device = addDevice(sink, d);
            TelemetryRow row = telemetryFromTree(*gpu, time);
            row.device = device;
            if (hasTelemetry(row))
                sink.sample(row);
        }
        sink.progress(text.totalBytes(), text.totalBytes());
        return true;
    }

private:
    /// The first line of a -d section: "ECC Mode", "ECC Errors", "Power Readings", "Clocks", ... (as printed,
    /// or @p normalized as the tree names it).
    static bool isSection(std::string_view first, bool normalized = false)
    {
        static constexpr std::string_view kSections[][2] = {
            {"ECC Mode", "ecc_mode"},
            {"ECC Errors", "ecc_errors"},
            {"Power Readings", "power_readings"},
            {"GPU Power Readings", "gpu_power_readings"},
            {"Clocks", "clocks"},
            {"Clocks Event Reasons", "clocks_event_reasons"},
            {"Clocks Throttle Reasons", "clocks_throttle_reasons"},
            {"Performance State", "performance_state"},
            {"Retired Pages", "retired_pages"},
            {"Remapped Rows", "remapped_rows"},
        };
        for (const auto &s : kSections)
            if (first == s[normalized ? 1 : 0] || (!normalized && startsWith(first, std::string(s[0]) + " ")))
                return true;
        return false;
    }

    static bool importFragment(const TextSource &text, ImportSink &sink, const Node &root, const std::string &node)
    {
        FleetDevice d = deviceFromTree(root, root);
        d.index = 0;
        d.node = node;
        d.line = root.children.front().line;
        d.key.clear();
        addDevice(sink, d);
        sink.progress(text.totalBytes(), text.totalBytes());
        return true;
    }
};

} // namespace

std::unique_ptr<Importer> makeQueryTextImporter() { return std::make_unique<NvidiaSmiQueryTextImporter>(); }

} // namespace GpuPlan::NvSmi
