// What Kubernetes says about the GPUs, as the field guides read it:
// - kubectl describe pod (whole, or filtered through egrep/sed): the node the pod runs on, the GPU resources
//   its containers request and limit ("none" when the sections list none), its FailedScheduling events;
// - kubectl get nodes -o custom-columns=NAME:.metadata.name,GPU:.status.allocatable.nvidia\.com/gpu, and
//   kubectl get nodes -o json: each node's allocatable (and, from JSON, capacity) GPUs per resource.
// Facts about a pod are the pod's node's (not the host kubectl ran on); a pending pod's stay unattributed.
#include "core/hostfacts.h"
#include "hostcommon.h"
#include "importjson.h"
#include "parsetext.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <vector>

namespace GpuPlan::Host {

namespace {

using namespace ParseText;

/// A device plugin's GPU resource: nvidia.com/gpu, nvidia.com/mig-1g.10gb, amd.com/gpu, gpu.intel.com/i915...
bool isGpuResource(std::string_view name)
{
    return name.find('/') != std::string_view::npos
        && (name.find("gpu") != std::string_view::npos || name.find("mig-") != std::string_view::npos);
}

std::size_t indentOf(std::string_view raw) { return raw.find_first_not_of(" \t"); }

/// "Key:   value" of describe's layout (the key has no blank); nullopt for other lines.
std::optional<std::pair<std::string_view, std::string_view>> keyValue(std::string_view line)
{
    const std::size_t colon = line.find(':');
    if (colon == std::string_view::npos || colon == 0 || line.substr(0, colon).find(' ') != std::string_view::npos)
        return std::nullopt;
    return std::pair{line.substr(0, colon), trim(line.substr(colon + 1))};
}

struct PendingFact
{
    int line;
    std::string key, value;
};

class KubectlDescribePodImporter : public Importer
{
public:
    std::string format() const override { return "kubectl-describe-pod"; }

    int sniff(std::string_view head) const override
    {
        const HeadBody h = splitPrompt(head);
        if (startsWith(h.command, "kubectl describe po"))
            return 95;
        // Without the prompt: describe's own first lines.
        const std::string_view first = firstContentLine(h.body);
        return startsWith(first, "Name:") && h.body.find("\nNamespace:") != std::string_view::npos ? 80 : 0;
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        ImportLines lines(text, sink);
        std::string pod, node, status, scheduling;
        int nodeLine = 0, statusLine = 0, schedulingLine = 0;
        // Each of Limits and Requests: seen, the line, the GPU resources listed ("nvidia.com/gpu=1").
        struct Section
        {
            bool seen = false;
            int line = 0;
            std::vector<std::string> gpus;
        } limits, requests;
        Section *section = nullptr;
        std::size_t sectionIndent = 0;
        bool inEvents = false;
        int read = 0;
        int lastLine = 0;
        while (lines.nextNonBlank()) {
            const int n = lines.number();
            lastLine = n;
            const std::string_view t = lines.trimmed();
            if (read == 0 && pod.empty())
                if (const auto prompt = shellPrompt(t)) {
                    // "kubectl describe pod NAME [| filter]": the pod's name.
                    const auto words = splitWhitespace(prompt->command);
                    if (words.size() >= 4 && words[3].find('|') == std::string_view::npos)
                        pod = std::string(words[3]);
                    continue;
                }
            const std::size_t indent = indentOf(lines.raw());
            if (section && indent > sectionIndent) {
                if (const auto kv = keyValue(t)) {
                    if (isGpuResource(kv->first))
                        section->gpus.push_back(std::string(kv->first) + "=" + std::string(kv->second));
                    ++read;
                    continue;
                }
            }
            section = nullptr;
            if (t == "Limits:" || t == "Requests:") {
                section = t == "Limits:" ? &limits : &requests;
                section->seen = true;
                section->line = n;
                sectionIndent = indent;
                ++read;
                continue;
            }
            if (startsWith(t, "Events:")) {
                inEvents = true;
                ++read;
                continue;
            }
            if (inEvents) {
                // "Type Reason Age From Message", "----", then "Warning FailedScheduling 2m default-scheduler ...".
                const auto words = splitWhitespace(t);
                if (words.size() >= 5 && words[1] == "FailedScheduling") {
                    const std::size_t from = t.find(words[3], t.find(words[2]) + words[2].size());
                    scheduling = std::string(trim(t.substr(from + words[3].size())));
                    schedulingLine = n;
                }
                ++read;
                continue;
            }
            if (const auto kv = keyValue(t)) {
                if (kv->first == "Name" && indent == 0 && pod.empty())
                    pod = std::string(kv->second);
                else if (kv->first == "Node" && indent == 0) {
                    node = std::string(kv->second.substr(0, kv->second.find('/')));
                    nodeLine = n;
                } else if (kv->first == "Status" && indent == 0) {
                    status = std::string(kv->second);
                    statusLine = n;
                }
                ++read;
                continue;
            }
            if (indent > 0) { // the rest of describe's nested blocks (labels, volumes, conditions)
                ++read;
                continue;
            }
            badLine(sink, n, "not a kubectl describe pod line");
        }
        if (lines.cancelled())
            return false;
        std::vector<PendingFact> out;
        if (!node.empty() && node != "<none>")
            out.push_back({nodeLine, kK8sPodNode, node});
        if (!status.empty())
            out.push_back({statusLine, kK8sPodStatus, status});
        const auto join = [](const Section &s) {
            std::string list;
            for (const std::string &g : s.gpus)
                list += (list.empty() ? "" : " ") + g;
            return list.empty() ? std::string("none") : list;
        };
        if (limits.seen)
            out.push_back({limits.line, kK8sPodGpuLimits, join(limits)});
        if (requests.seen)
            out.push_back({requests.line, kK8sPodGpuRequests, join(requests)});
        if (!scheduling.empty())
            out.push_back({schedulingLine, kK8sFailedScheduling, scheduling});
        FactWriter facts(sink);
        facts.setNode(node == "<none>" ? std::string() : node); // the pod's node, not kubectl's host
        for (const PendingFact &f : out)
            facts.add(f.line, f.key, f.value, "pod " + (pod.empty() ? std::string("?") : pod));
        if (facts.count() == 0) {
            sink.diagnostic(diagnostic(Severity::Error, lastLine, "import.missing_field", {"Node, Limits or Events"}));
            return false;
        }
        return true;
    }
};

/// The resource a custom column reads: "GPU:.status.allocatable.nvidia\.com/gpu" -> "nvidia.com/gpu".
std::string columnResource(std::string_view command, std::string_view column)
{
    const std::string spec = std::string(column) + ":.status.allocatable.";
    const std::size_t at = command.find(spec);
    if (at == std::string_view::npos)
        return {};
    std::string out;
    for (std::size_t i = at + spec.size(); i < command.size() && command[i] != ',' && command[i] != ' '; ++i)
        if (command[i] != '\\')
            out += command[i];
    return out;
}

class KubectlGetNodesImporter : public Importer
{
public:
    std::string format() const override { return "kubectl-get-nodes"; }

    int sniff(std::string_view head) const override
    {
        const HeadBody h = splitPrompt(head);
        const std::string_view first = firstContentLine(h.body);
        const bool json = startsWith(first, "{") && h.body.find("\"kind\"") != std::string_view::npos
            && (h.body.find("\"Node\"") != std::string_view::npos);
        const auto words = splitWhitespace(first);
        bool gpuColumn = false;
        for (std::size_t i = 1; i < words.size(); ++i)
            gpuColumn = gpuColumn || words[i].find("GPU") != std::string_view::npos;
        const bool table = !words.empty() && words[0] == "NAME" && gpuColumn;
        if (!json && !table)
            return 0;
        return startsWith(h.command, "kubectl get node") ? 95 : json ? 85 : 70;
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        ImportLines lines(text, sink);
        FactWriter facts(sink);
        std::string command;
        std::vector<std::string> columns;
        std::vector<std::string> resources;
        while (lines.nextNonBlank()) {
            const int n = lines.number();
            const std::string_view t = lines.trimmed();
            if (command.empty() && columns.empty())
                if (const auto prompt = shellPrompt(t)) {
                    command = prompt->command;
                    continue;
                }
            if (columns.empty() && startsWith(t, "{"))
                return parseJson(t, n, text, sink);
            const auto words = splitWhitespace(t);
            if (columns.empty()) {
                for (const std::string_view w : words) {
                    columns.emplace_back(w);
                    const std::string r = columnResource(command, w);
                    resources.push_back(r.empty() && w.find("GPU") != std::string_view::npos ? "gpu" : r);
                }
                continue;
            }
            if (words.size() != columns.size()) {
                badLine(sink, n, "not a row of the table");
                continue;
            }
            for (std::size_t c = 1; c < words.size(); ++c) {
                if (resources[c].empty())
                    continue;
                const std::string_view v = words[c];
                if (v != "<none>" && !smallIndex(number(v))) {
                    badLine(sink, n, "not a GPU count");
                    continue;
                }
                facts.setNode(std::string(words[0]));
                facts.add(n, kK8sAllocatableGpus, v == "<none>" ? std::string("none") : std::string(v), resources[c]);
            }
        }
        return facts.finish(lines, "GPU column");
    }

private:
    static bool parseJson(std::string_view first, int firstLine, TextSource &text, ImportSink &sink)
    {
        std::string all(first);
        all += '\n';
        all += text.readAll();
        const auto root = parseImportedJson(all, firstLine, sink);
        if (!root)
            return false;
        std::vector<const nlohmann::json *> nodes;
        if (root->is_object() && root->value("kind", std::string()) == "Node")
            nodes.push_back(&*root);
        else if (root->is_object() && root->contains("items") && (*root)["items"].is_array())
            for (const nlohmann::json &item : (*root)["items"])
                nodes.push_back(&item);
        FactWriter facts(sink);
        for (const nlohmann::json *node : nodes) {
            if (!node->is_object() || !node->contains("metadata") || !(*node)["metadata"].is_object())
                continue;
            const std::string name = (*node)["metadata"].value("name", std::string());
            if (name.empty() || !node->contains("status") || !(*node)["status"].is_object())
                continue;
            const nlohmann::json &status = (*node)["status"];
            const std::size_t at = all.find("\"" + name + "\"");
            const int line = at == std::string::npos
                ? firstLine
                : firstLine + int(std::count(all.begin(), all.begin() + std::ptrdiff_t(at), '\n'));
            facts.setNode(name);
            bool any = false;
            for (const auto &[key, out] :
                 {std::pair{"allocatable", kK8sAllocatableGpus}, std::pair{"capacity", kK8sCapacityGpus}}) {
                if (!status.contains(key) || !status[key].is_object())
                    continue;
                for (const auto &[resource, value] : status[key].items())
                    if (isGpuResource(resource) && value.is_string() && smallIndex(number(value.get<std::string>()))) {
                        facts.add(line, out, value.get<std::string>(), resource);
                        any = true;
                    }
            }
            if (!any)
                facts.add(line, kK8sAllocatableGpus, std::string("none"));
        }
        if (facts.count() == 0) {
            sink.diagnostic(diagnostic(Severity::Error, firstLine, "import.missing_field", {"items"}));
            return false;
        }
        sink.progress(text.totalBytes(), text.totalBytes());
        return true;
    }
};

} // namespace

std::unique_ptr<Importer> makeKubectlDescribePodImporter() { return std::make_unique<KubectlDescribePodImporter>(); }
std::unique_ptr<Importer> makeKubectlGetNodesImporter() { return std::make_unique<KubectlGetNodesImporter>(); }

} // namespace GpuPlan::Host
