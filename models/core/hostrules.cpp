// The field guides' symptom tables over the host around the GPUs: each rule fires on the facts it needs, so
// one file (an mpstat, an iostat) raises its own finding; GPU rules that can say more with the node's
// facts (an underused GPU on a node whose CPU is saturated) read what the host rules found.
#include "fleethealthrules.h"
#include "hostfacts.h"

#include <algorithm>
#include <charconv>
#include <map>
#include <optional>
#include <set>

namespace GpuPlan::HealthRules {
namespace {

/// The facts of one node, the last file's value winning where two files state the same fact.
class NodeFacts
{
public:
    void add(const HostFactRecord &r) { m_facts[{r.fact.key, r.fact.subject}] = &r; }

    const HostFactRecord *find(const std::string &key, const std::string &subject = {}) const
    {
        const auto it = m_facts.find({key, subject});
        return it == m_facts.end() ? nullptr : it->second;
    }
    std::optional<double> value(const std::string &key, const std::string &subject = {}) const
    {
        const HostFactRecord *r = find(key, subject);
        if (!r)
            return std::nullopt;
        double v = 0;
        const std::string &s = r->fact.value;
        const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
        if (ec != std::errc() || end != s.data() + s.size())
            return std::nullopt;
        return v;
    }
    /// Every subject that has @p key ("nvme0n1", "eth0", "pid 18233"), in order.
    std::vector<std::string> subjects(const std::string &key) const
    {
        std::vector<std::string> out;
        for (const auto &[k, r] : m_facts)
            if (k.first == key)
                out.push_back(k.second);
        return out;
    }

private:
    std::map<std::pair<std::string, std::string>, const HostFactRecord *> m_facts;
};

Finding hostFinding(std::string code, FindingSeverity s, FindingAction a, const std::string &node,
                    std::vector<std::string> params, const HostFactRecord *evidence)
{
    Finding f = make(std::move(code), s, a, -1, std::move(params), factEvidence(evidence));
    f.node = node;
    return f;
}

void cpuRules(const std::string &node, const NodeFacts &facts, const HealthThresholds &t, std::vector<Finding> &out)
{
    using namespace Host;
    const auto busy = facts.value(kCpuBusyPctMean);
    if (busy && *busy >= t.cpuBusyPct)
        out.push_back(hostFinding("cpu_saturated", FindingSeverity::Warning, FindingAction::RelieveCpu, node,
                                  {node, number(*busy, 1), number(facts.value(kCpuBusyPctMax).value_or(*busy), 1)},
                                  facts.find(kCpuBusyPctMean)));
    const auto wait = facts.value(kCpuIowaitPctMean);
    if (wait && *wait >= t.ioWaitPct)
        out.push_back(hostFinding("io_wait_high", FindingSeverity::Warning, FindingAction::FixStorage, node,
                                  {node, number(*wait, 1), number(facts.value(kCpuIowaitPctMax).value_or(*wait), 1)},
                                  facts.find(kCpuIowaitPctMean)));
    const auto steal = facts.value(kCpuStealPctMax);
    if (steal && *steal >= t.cpuStealPct)
        out.push_back(hostFinding("cpu_steal_high", FindingSeverity::Warning, FindingAction::RelieveCpu, node,
                                  {node, number(*steal, 1)}, facts.find(kCpuStealPctMax)));
}

void diskRules(const std::string &node, const NodeFacts &facts, const HealthThresholds &t, std::vector<Finding> &out)
{
    using namespace Host;
    for (const std::string &disk : facts.subjects(kDiskUtilPctMax)) {
        const auto util = facts.value(kDiskUtilPctMax, disk);
        const auto await = facts.value(kDiskAwaitMsMax, disk);
        // Busy with short waits (NVMe at 2 ms) keeps up; busy with long waits starves the GPU.
        if (util && await && *util >= t.diskUtilPct && *await >= t.diskAwaitMs)
            out.push_back(hostFinding("disk_saturated", FindingSeverity::Warning, FindingAction::FixStorage, node,
                                      {node, disk, number(*util, 1), number(*await, 1)},
                                      facts.find(kDiskUtilPctMax, disk)));
    }
}

void hostMemoryRules(const std::string &node, const NodeFacts &facts, const HealthThresholds &t,
                     std::vector<Finding> &out)
{
    using namespace Host;
    const auto available = facts.value(kMemAvailableKib);
    const auto total = facts.value(kMemTotalKib);
    if (available && total && *total > 0 && *available < t.memAvailableFraction * *total)
        out.push_back(hostFinding("memory_low", FindingSeverity::Warning, FindingAction::LimitMemory, node,
                                  {node, number(*available / (1 << 20), 1), number(*total / (1 << 20), 1),
                                   number(100 * *available / *total, 1)},
                                  facts.find(kMemAvailableKib)));
    const auto swap = facts.value(kSwapActivityMax);
    if (swap && *swap > 0)
        out.push_back(hostFinding("swapping", FindingSeverity::Warning, FindingAction::LimitMemory, node,
                                  {node, number(*swap)}, facts.find(kSwapActivityMax)));
}

void nicRules(const std::string &node, const NodeFacts &facts, std::vector<Finding> &out)
{
    using namespace Host;
    for (const std::string &nic : facts.subjects(kNicRxErrors)) {
        const auto count = [&](const char *key) { return facts.value(key, nic).value_or(0); };
        const double errors = count(kNicRxErrors) + count(kNicTxErrors);
        const double drops = count(kNicRxDropped) + count(kNicTxDropped);
        if (errors > 0)
            out.push_back(hostFinding("nic_errors", FindingSeverity::Warning, FindingAction::FixNetwork, node,
                                      {node, nic, number(errors), number(drops)}, facts.find(kNicRxErrors, nic)));
        else if (drops > 0) // drops alone are often benign (unknown protocols, a full socket): watch them grow
            out.push_back(hostFinding("nic_drops", FindingSeverity::Info, FindingAction::FixNetwork, node,
                                      {node, nic, number(drops)}, facts.find(kNicRxDropped, nic)));
    }
}

bool cpuSubset(const std::vector<int> &inner, const std::vector<int> &outer)
{
    return !inner.empty() && std::includes(outer.begin(), outer.end(), inner.begin(), inner.end());
}

void numaRules(const std::string &node, const NodeFacts &facts, std::vector<Finding> &out)
{
    using namespace Host;
    const std::vector<std::string> numaNodes = facts.subjects(kNumaCpus);
    // Each GPU's local CPUs: topo -m's CPU affinity, or sysfs's numa_node with numactl's CPUs of that node.
    std::vector<std::pair<std::string, std::string>> gpus; // (GPU, CPU list)
    for (const std::string &gpu : facts.subjects(kGpuCpuAffinity))
        gpus.emplace_back(gpu, facts.find(kGpuCpuAffinity, gpu)->fact.value);
    for (const std::string &bus : facts.subjects(kPciNumaNode))
        if (const HostFactRecord *cpus = facts.find(kNumaCpus, "node " + facts.find(kPciNumaNode, bus)->fact.value))
            gpus.emplace_back(bus, cpus->fact.value);
    for (const std::string &pid : facts.subjects(kProcessCpuAffinity)) {
        const HostFactRecord *process = facts.find(kProcessCpuAffinity, pid);
        const std::vector<int> cpus = cpuList(process->fact.value);
        if (cpus.empty())
            continue;
        if (!gpus.empty()) {
            // Local to one of the node's GPUs is right; which GPU the process drives is not in these files.
            const bool local = std::any_of(gpus.begin(), gpus.end(),
                                           [&](const auto &gpu) { return cpuSubset(cpus, cpuList(gpu.second)); });
            if (!local)
                out.push_back(
                    hostFinding("numa_affinity_mismatch", FindingSeverity::Warning, FindingAction::PinNuma, node,
                                {node, pid, process->fact.value, gpus.front().first, gpus.front().second}, process));
            continue;
        }
        int spanned = 0;
        for (const std::string &n : numaNodes) {
            const std::vector<int> local = cpuList(facts.find(kNumaCpus, n)->fact.value);
            if (std::any_of(cpus.begin(), cpus.end(),
                            [&](int c) { return std::binary_search(local.begin(), local.end(), c); }))
                ++spanned;
        }
        if (spanned >= 2)
            out.push_back(hostFinding("process_spans_numa_nodes", FindingSeverity::Warning, FindingAction::PinNuma,
                                      node, {node, pid, process->fact.value, number(spanned)}, process));
    }
}

void iommuRules(const std::string &node, const NodeFacts &facts, std::vector<Finding> &out)
{
    using namespace Host;
    const HostFactRecord *enabled = facts.find(kIommuEnabled);
    if (!enabled || enabled->fact.value != "yes")
        return;
    const HostFactRecord *mode = facts.find(kIommuMode);
    const HostFactRecord *vendor = facts.find(kIommuVendor);
    const std::string vendorText = vendor ? vendor->fact.value : std::string("IOMMU");
    if (!mode)
        out.push_back(hostFinding("iommu_enabled", FindingSeverity::Info, FindingAction::CheckIommu, node,
                                  {node, vendorText}, enabled));
    else if (mode->fact.value != "passthrough")
        out.push_back(hostFinding("iommu_translated", FindingSeverity::Info, FindingAction::CheckIommu, node,
                                  {node, vendorText}, mode));
}

// `nvidia-smi -pl` lowered the limit: the guide's practice when a card throttles or resets, kept only if the
// throughput variance falls.
void powerCapRules(const FleetSnapshot &snapshot, const std::map<std::string, NodeFacts> &byNode,
                   std::vector<Finding> &out)
{
    for (std::size_t i = 0; i < snapshot.devices.size(); ++i) {
        const FleetDevice &d = snapshot.devices[i].device;
        const auto facts = byNode.find(d.node);
        if (!d.powerLimitW || d.pciBusId.empty() || facts == byNode.end())
            continue;
        const auto before = facts->second.value(Host::kPowerLimitPreviousW, d.pciBusId);
        if (before && *before > *d.powerLimitW)
            out.push_back(make("power_capped", FindingSeverity::Info, FindingAction::KeepIfStable, int(i),
                               {number(*d.powerLimitW), number(*before)},
                               factEvidence(facts->second.find(Host::kPowerLimitPreviousW, d.pciBusId))));
    }
}

// NVIDIA and AMD GPUs on one node: mixed fleets are normal, mixed drivers on one node much less so. A file
// that names no node is one machine's listing (lspci -nn).
void vendorRules(const FleetSnapshot &snapshot, std::vector<Finding> &out)
{
    std::map<std::string, std::map<std::string, int>> vendors; // node (or the file) -> vendor -> first device
    for (std::size_t i = 0; i < snapshot.devices.size(); ++i) {
        const InventoryDevice &d = snapshot.devices[i];
        if (!d.device.vendor.empty())
            vendors[d.device.node.empty() ? d.file : d.device.node].emplace(d.device.vendor, int(i));
    }
    for (const auto &[node, byVendor] : vendors) {
        if (byVendor.size() < 2)
            continue;
        std::string list;
        for (const auto &[vendor, device] : byVendor)
            list += (list.empty() ? "" : ", ") + vendor;
        const InventoryDevice &first = snapshot.devices[std::size_t(byVendor.begin()->second)];
        out.push_back(make("mixed_vendors", FindingSeverity::Warning, FindingAction::SplitPool,
                           byVendor.begin()->second, {node, list}, {first.file, first.device.line, {}}));
    }
}

// Kubernetes, the guides' fifth step: a pod with no GPU resource runs on the CPU; a FailedScheduling event
// says what the scheduler lacks; a node whose physical GPUs are not all allocatable has a device plugin or
// driver problem.
void schedulerRules(const std::string &node, const NodeFacts &facts, const FleetSnapshot &snapshot,
                    std::vector<Finding> &out)
{
    using namespace Host;
    std::set<std::string> pods;
    for (const char *key : {kK8sPodGpuLimits, kK8sPodGpuRequests, kK8sFailedScheduling})
        for (const std::string &pod : facts.subjects(key))
            pods.insert(pod);
    for (const std::string &pod : pods) {
        const HostFactRecord *limits = facts.find(kK8sPodGpuLimits, pod);
        const HostFactRecord *requests = facts.find(kK8sPodGpuRequests, pod);
        const auto none = [](const HostFactRecord *r) { return !r || r->fact.value == "none"; };
        if ((limits || requests) && none(limits) && none(requests))
            out.push_back(hostFinding("pod_without_gpu", FindingSeverity::Warning, FindingAction::FixPodSpec, node,
                                      {pod}, limits ? limits : requests));
        if (const HostFactRecord *failed = facts.find(kK8sFailedScheduling, pod)) {
            const std::string &m = failed->fact.value;
            // "... 2 Insufficient nvidia.com/gpu, 4 node(s) had taint ...": what is short, up to the comma.
            const std::size_t insufficient = m.find("Insufficient ");
            const std::string what = insufficient == std::string::npos
                ? std::string()
                : m.substr(insufficient, m.find(',', insufficient) - insufficient);
            const bool gpu = what.find("gpu") != std::string::npos || what.find("mig-") != std::string::npos;
            out.push_back(hostFinding(gpu ? "failed_scheduling_gpu" : "failed_scheduling", FindingSeverity::Warning,
                                      FindingAction::FixScheduling, node, {pod, m}, failed));
        }
    }
    const std::vector<std::string> resources = facts.subjects(kK8sAllocatableGpus);
    if (resources.empty() || node.empty())
        return;
    double allocatable = 0;
    for (const std::string &r : resources)
        allocatable += facts.value(kK8sAllocatableGpus, r).value_or(0); // "none": 0
    const auto physical = std::count_if(snapshot.devices.begin(), snapshot.devices.end(),
                                        [&](const InventoryDevice &d) { return d.device.node == node; });
    if (double(physical) > allocatable)
        out.push_back(hostFinding("gpus_not_allocatable", FindingSeverity::Warning, FindingAction::FixNodeConfig, node,
                                  {node, number(allocatable), number(double(physical))},
                                  facts.find(kK8sAllocatableGpus, resources.front())));
}

} // namespace

std::vector<int> cpuList(const std::string &text)
{
    std::vector<int> out;
    std::size_t i = 0;
    const auto read = [&](int &v) {
        const auto [end, ec] = std::from_chars(text.data() + i, text.data() + text.size(), v);
        if (ec != std::errc() || v < 0)
            return false;
        i = std::size_t(end - text.data());
        return true;
    };
    while (i < text.size()) {
        int first = 0;
        int last = 0;
        if (!read(first))
            return {};
        last = first;
        if (i < text.size() && text[i] == '-') {
            ++i;
            if (!read(last) || last < first || last - first > 65536)
                return {};
        }
        for (int c = first; c <= last; ++c)
            out.push_back(c);
        if (i < text.size() && text[i] != ',')
            return {};
        ++i;
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

Evidence factEvidence(const HostFactRecord *r)
{
    if (!r)
        return {};
    std::string excerpt = r->fact.key;
    if (!r->fact.subject.empty())
        excerpt += " [" + r->fact.subject + "]";
    return {r->file, r->fact.line, excerpt + " = " + r->fact.value};
}

void hostRules(const FleetSnapshot &snapshot, const HealthThresholds &t, std::vector<Finding> &out)
{
    std::map<std::string, NodeFacts> byNode;
    for (const HostFactRecord &r : snapshot.hostFacts)
        byNode[r.fact.node].add(r);
    for (const auto &[node, facts] : byNode) {
        cpuRules(node, facts, t, out);
        diskRules(node, facts, t, out);
        hostMemoryRules(node, facts, t, out);
        nicRules(node, facts, out);
        numaRules(node, facts, out);
        iommuRules(node, facts, out);
        schedulerRules(node, facts, snapshot, out);
    }
    powerCapRules(snapshot, byNode, out);
    vendorRules(snapshot, out);
}

void underusedGpuRules(const FleetSnapshot &snapshot, const HealthThresholds &t, std::vector<Finding> &out)
{
    std::map<std::string, std::set<std::string>> hostCodes; // what the host rules found, by node
    for (const Finding &f : out)
        if (f.device < 0 && !f.node.empty())
            hostCodes[f.node].insert(f.code);
    for (std::size_t i = 0; i < snapshot.devices.size(); ++i) {
        const InventoryDevice &d = snapshot.devices[i];
        const SampleSummary &s = d.telemetry;
        if (s.utilizationCount == 0 || !s.maxMemUsedMiB)
            continue;
        const double utilization = s.utilizationSum / double(s.utilizationCount);
        const double residentMiB = *s.maxMemUsedMiB;
        const double memoryMiB = d.device.memoryBytes ? double(*d.device.memoryBytes) / (1 << 20) : 0.0;
        const bool resident = memoryMiB > 0 ? residentMiB >= t.gpuResidentFraction * memoryMiB : residentMiB >= 1024;
        if (utilization >= t.gpuUnderusedPct || !resident)
            continue;
        const std::set<std::string> &codes = hostCodes[d.device.node];
        const char *code = codes.count("cpu_saturated") || codes.count("cpu_steal_high") ? "gpu_underused_cpu"
            : codes.count("io_wait_high") || codes.count("disk_saturated")               ? "gpu_underused_io"
                                                                                         : "gpu_underused";
        out.push_back(make(code, FindingSeverity::Warning, FindingAction::CheckHostPipeline, int(i),
                           {number(utilization), number(residentMiB / 1024, 1)}, s.firstUtilization));
    }
}

} // namespace GpuPlan::HealthRules
