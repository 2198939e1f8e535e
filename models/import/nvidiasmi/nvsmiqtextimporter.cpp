// nvidia-smi -q (text): "Key : Value" lines in sections nested by indentation, one "GPU <bus id>" section
// per GPU. The lines become the same tree as the XML form, so the field extraction is shared.
//
// A capture that ends before the last GPU section is complete ("Attached GPUs : 8" but fewer GPU
// sections, or a last section without its "FB Memory Usage") is refused with import.truncated: a
// half-read GPU would silently lose its ECC, remapping and temperature data.
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
        while (text.nextLine(line)) {
            lastLine = text.lineNumber();
            if (!keepGoing(text, sink))
                return false;
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
};

} // namespace

std::unique_ptr<Importer> makeQueryTextImporter() { return std::make_unique<NvidiaSmiQueryTextImporter>(); }

} // namespace GpuPlan::NvSmi
