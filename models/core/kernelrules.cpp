// The first guide's "kernel outside the driver's supported range" (step three, framework fallback): each
// node's kernel (uname -r, and the kernel mpstat or a log names) against every driver stack its GPUs run:
// the NVIDIA driver branch (its GPUs' driver, or the one nvidia-smi's header states), the ROCm release
// (amd-smi version), and Intel's Level Zero stack by GPU name. The verdicts are the shipped matrix's
// (core/kernelsupport.h); each finding names the source that states the range.
#include "fleethealthrules.h"
#include "hostfacts.h"
#include "kernelsupport.h"

#include <map>
#include <set>

namespace GpuPlan::HealthRules {
namespace {

struct NodeStacks
{
    const HostFactRecord *kernel = nullptr;
    std::string os;
    std::set<std::pair<std::string, std::string>> stacks; ///< (stack, driver version or Intel GPU name)
};

std::string stackLabel(const KernelSupportRow &row)
{
    if (row.stack == "nvidia-driver")
        return "NVIDIA driver branch " + row.release;
    if (row.stack == "rocm")
        return "ROCm " + row.release;
    return "Intel " + row.release;
}

std::string joined(const std::vector<std::string> &items, std::size_t most)
{
    std::string out;
    for (std::size_t i = 0; i < items.size() && i < most; ++i)
        out += (i ? ", " : "") + items[i];
    if (items.size() > most)
        out += ", ...";
    return out;
}

} // namespace

void kernelRules(const FleetSnapshot &snapshot, std::vector<Finding> &out)
{
    if (!snapshot.kernelSupport)
        return;
    std::map<std::string, NodeStacks> nodes;
    std::map<std::string, std::pair<std::string, std::string>> osParts; // node -> (os.id, os.version_id)
    for (const HostFactRecord &r : snapshot.hostFacts) {
        NodeStacks &n = nodes[r.fact.node];
        const std::string &key = r.fact.key;
        if (key == Host::kKernelRelease)
            n.kernel = &r; // the last file's
        else if (key == Host::kOsPrettyName)
            n.os = r.fact.value;
        else if (key == Host::kOsId)
            osParts[r.fact.node].first = r.fact.value;
        else if (key == Host::kOsVersionId)
            osParts[r.fact.node].second = r.fact.value;
        else if (key == Host::kNvidiaDriverVersion || key == Host::kContainerDriverVersion)
            n.stacks.insert({"nvidia-driver", r.fact.value}); // a container sees the host's kernel driver
        else if (key == Host::kRocmVersion)
            n.stacks.insert({"rocm", r.fact.value});
    }
    for (auto &[node, parts] : osParts)
        if (nodes[node].os.empty() && !parts.first.empty())
            nodes[node].os = parts.first + " " + parts.second;
    for (const InventoryDevice &d : snapshot.devices) {
        const auto it = nodes.find(d.device.node);
        if (it == nodes.end())
            continue;
        if (d.device.vendor == "NVIDIA" && !d.device.driverVersion.empty())
            it->second.stacks.insert({"nvidia-driver", d.device.driverVersion});
        else if (d.device.vendor == "Intel" && !d.device.name.empty())
            it->second.stacks.insert({"intel-level-zero", d.device.name});
    }
    for (const auto &[node, n] : nodes) {
        if (!n.kernel || node.empty())
            continue;
        const std::string &kernel = n.kernel->fact.value;
        std::set<std::pair<std::string, const KernelSupportRow *>> said; // one finding per code and row
        for (const auto &[stack, what] : n.stacks) {
            const bool intel = stack == "intel-level-zero";
            for (const KernelSupportIssue &issue : snapshot.kernelSupport->check(
                     stack, intel ? std::string() : what, kernel, intel ? what : std::string(), n.os)) {
                const KernelSupportRow &row = *issue.row;
                const char *code = issue.kind == KernelSupportIssue::Kind::BelowMinimum ? "kernel_below_minimum"
                    : issue.kind == KernelSupportIssue::Kind::KnownBroken               ? "kernel_known_broken"
                                                                                        : "kernel_not_validated";
                if (!said.insert({code, &row}).second)
                    continue;
                std::vector<std::string> params{node, kernel, stackLabel(row)};
                switch (issue.kind) {
                case KernelSupportIssue::Kind::BelowMinimum:
                    params.push_back(row.kernelMin);
                    break;
                case KernelSupportIssue::Kind::KnownBroken:
                    params[2] = what; // the driver version the node runs
                    params.push_back(row.kernelMax);
                    break;
                case KernelSupportIssue::Kind::NotValidated:
                    params.push_back(joined(issue.validated, 8));
                    break;
                }
                params.push_back(row.source);
                Finding f = make(code,
                                 issue.kind == KernelSupportIssue::Kind::NotValidated ? FindingSeverity::Info
                                                                                      : FindingSeverity::Warning,
                                 FindingAction::AlignKernelDriver, -1, std::move(params), factEvidence(n.kernel));
                f.node = node;
                out.push_back(std::move(f));
            }
        }
    }
}

} // namespace GpuPlan::HealthRules
