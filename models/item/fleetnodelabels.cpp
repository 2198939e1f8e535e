#include "fleetnodelabels.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace GpuPlan {
namespace {

bool isAlnum(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'); }

// The value seen most often; the first in name order on a tie.
std::string mostCommon(const std::map<std::string, int> &counts)
{
    std::string best;
    int n = 0;
    for (const auto &[value, count] : counts)
        if (count > n)
            best = value, n = count;
    return best;
}

} // namespace

FleetHealth fleetHealthOf(FindingSeverity severity)
{
    switch (severity) {
    case FindingSeverity::Info:
        return FleetHealth::Ok;
    case FindingSeverity::Warning:
        return FleetHealth::Warning;
    case FindingSeverity::Quarantine:
        return FleetHealth::Quarantine;
    case FindingSeverity::Reject:
        return FleetHealth::Reject;
    }
    return FleetHealth::Ok;
}

const char *fleetHealthKey(FleetHealth health)
{
    switch (health) {
    case FleetHealth::Ok:
        return "ok";
    case FleetHealth::Warning:
        return "warning";
    case FleetHealth::Quarantine:
        return "quarantine";
    case FleetHealth::Reject:
        return "reject";
    }
    return "ok";
}

std::string sanitizeLabelValue(std::string_view value)
{
    std::string out;
    for (char c : value)
        out += isAlnum(c) || c == '.' || c == '_' || c == '-' ? c : '-';
    if (out.size() > 63)
        out.resize(63);
    const auto first = std::find_if(out.begin(), out.end(), isAlnum);
    out.erase(out.begin(), first);
    while (!out.empty() && !isAlnum(out.back()))
        out.pop_back();
    return out.empty() ? std::string("unknown") : out;
}

std::string vramClassLabel(std::optional<std::uint64_t> bytes)
{
    if (!bytes || *bytes == 0)
        return "unknown";
    const auto gib = std::llround(double(*bytes) / double(1ull << 30));
    return std::to_string(std::max<long long>(1, gib)) + "GiB";
}

std::string kubectlNodeLabels(const std::vector<FleetLabelDevice> &devices)
{
    struct Node
    {
        std::map<std::string, int> products, vram;
        FleetHealth health = FleetHealth::Ok;
    };
    std::map<std::string, Node> nodes;
    int unnamed = 0;
    for (const FleetLabelDevice &d : devices) {
        if (d.node.empty()) {
            ++unnamed;
            continue;
        }
        Node &n = nodes[d.node];
        ++n.products[sanitizeLabelValue(d.product)];
        ++n.vram[vramClassLabel(d.memoryBytes)];
        n.health = std::max(n.health, d.health);
    }
    std::string out;
    for (const auto &[name, n] : nodes) {
        out += "kubectl label node " + name + " gpuplan.io/gpu-product=" + mostCommon(n.products)
            + " gpuplan.io/vram-class=" + mostCommon(n.vram) + " gpuplan.io/health=" + fleetHealthKey(n.health)
            + " --overwrite\n";
    }
    if (unnamed > 0)
        out += "# " + std::to_string(unnamed) + " GPU(s) without a node name in the imported files are not labelled\n";
    return out;
}

} // namespace GpuPlan
