#include "triage.h"

#include "hostfacts.h"

#include <algorithm>
#include <map>
#include <set>
#include <utility>

namespace GpuPlan {
namespace {

// Which step each finding answers, by code.
constexpr std::pair<std::string_view, TriageStep> kStepOf[] = {
    {"gpu_underused", TriageStep::GpuUsed},
    {"gpu_underused_cpu", TriageStep::GpuUsed},
    {"gpu_underused_io", TriageStep::GpuUsed},
    {"cpu_saturated", TriageStep::GpuUsed},
    {"cpu_steal_high", TriageStep::GpuUsed},
    {"io_wait_high", TriageStep::GpuUsed},
    {"disk_saturated", TriageStep::GpuUsed},
    {"memory_low", TriageStep::GpuUsed},
    {"swapping", TriageStep::GpuUsed},
    {"unknown_sku", TriageStep::GpuUsed},
    {"pcie_width_downgraded", TriageStep::DataMovement},
    {"pcie_gen_downgraded", TriageStep::DataMovement},
    {"numa_affinity_mismatch", TriageStep::DataMovement},
    {"process_spans_numa_nodes", TriageStep::DataMovement},
    {"iommu_enabled", TriageStep::DataMovement},
    {"iommu_translated", TriageStep::DataMovement},
    {"nic_errors", TriageStep::DataMovement},
    {"nic_drops", TriageStep::DataMovement},
    {"driver_mismatch", TriageStep::FrameworkFallback},
    {"vbios_mismatch", TriageStep::FrameworkFallback},
    {"mixed_vendors", TriageStep::FrameworkFallback},
    {"ecc_uncorrectable", TriageStep::Stability},
    {"ecc_corrected_high", TriageStep::Stability},
    {"ecc_corrected_aggregate", TriageStep::Stability},
    {"ecc_growing", TriageStep::Stability},
    {"counter_growing", TriageStep::Stability},
    {"gpu_missing", TriageStep::Stability},
    {"sxid_fatal", TriageStep::Stability},
    {"diag_hardware_fail", TriageStep::Stability},
    {"diag_internal_error", TriageStep::Stability},
    {"diag_warning", TriageStep::Stability},
    {"diag_deployment_fail", TriageStep::FrameworkFallback},
    {"sxid_nonfatal", TriageStep::Stability},
    {"retired_pages_dbe", TriageStep::Stability},
    {"retired_pages_pending", TriageStep::Stability},
    {"row_remap_failure", TriageStep::Stability},
    {"row_remap_pending", TriageStep::Stability},
    {"rows_remapped_uncorrectable", TriageStep::Stability},
    {"throttle_active", TriageStep::Stability},
    {"throttle_reason_unknown", TriageStep::Stability},
    {"thermal_throttle_under_load", TriageStep::Stability},
    {"power_throttle_under_load", TriageStep::Stability},
    {"clock_sag", TriageStep::Stability},
    {"temperature_at_slowdown", TriageStep::Stability},
    {"power_capped", TriageStep::Stability},
    {"xid_reject", TriageStep::Stability},
    {"xid_quarantine", TriageStep::Stability},
    {"xid_application", TriageStep::Stability},
    {"xid_other", TriageStep::Stability},
    {"xid_recurring", TriageStep::Stability},
    {"xid_driver_correlated", TriageStep::Stability},
    {"fallen_off_bus", TriageStep::Stability},
    {"aer_fatal", TriageStep::Stability},
    {"aer_uncorrected", TriageStep::Stability},
    {"aer_corrected", TriageStep::Stability},
    {"gpu_reset", TriageStep::Stability},
    {"ring_timeout", TriageStep::Stability},
    {"row_remap_event", TriageStep::Stability},
    {"mixed_pool", TriageStep::Scheduler},
    {"pod_without_gpu", TriageStep::Scheduler},
    {"failed_scheduling", TriageStep::Scheduler},
    {"failed_scheduling_gpu", TriageStep::Scheduler},
    {"gpus_not_allocatable", TriageStep::Scheduler},
    {"kernel_below_minimum", TriageStep::FrameworkFallback},
    {"kernel_known_broken", TriageStep::FrameworkFallback},
    {"kernel_not_validated", TriageStep::FrameworkFallback},
};

struct NodeEvidence
{
    std::vector<const InventoryDevice *> devices;
    std::map<std::string, const HostFactRecord *> facts; ///< by key, the first one stated
    std::vector<const FleetSource *> sources;
    std::vector<int> findings;
};

const HostFactRecord *anyFact(const NodeEvidence &n, std::initializer_list<const char *> keys)
{
    for (const char *key : keys)
        if (const auto it = n.facts.find(key); it != n.facts.end())
            return it->second;
    return nullptr;
}

Evidence evidenceOf(const HostFactRecord *r) { return r ? Evidence{r->file, r->fact.line, r->fact.key} : Evidence{}; }

TriageCheck factCheck(const NodeEvidence &n, std::string key, std::initializer_list<const char *> facts,
                      std::string command)
{
    const HostFactRecord *r = anyFact(n, facts);
    return {std::move(key), r != nullptr, evidenceOf(r), std::move(command)};
}

template <typename Pred>
TriageCheck deviceCheck(const NodeEvidence &n, std::string key, Pred &&has, std::string command)
{
    for (const InventoryDevice *d : n.devices)
        if (has(*d))
            return {std::move(key), true, {d->file, d->device.line, d->device.name}, std::move(command)};
    return {std::move(key), false, {}, std::move(command)};
}

/// The ECC check: the capture that read a GPU's lifetime counters (its latest), not the last file that named
/// the GPU; else any file with its volatile counters.
TriageCheck eccCheck(const NodeEvidence &n, std::string command)
{
    for (const InventoryDevice *d : n.devices)
        for (auto s = d->sightings.rbegin(); s != d->sightings.rend(); ++s)
            if (s->eccCorrectedAggregate || s->eccUncorrectedAggregate)
                return {"ecc", true, {s->file, s->line, d->device.name}, std::move(command)};
    return deviceCheck(
        n, "ecc",
        [](const InventoryDevice &d) { return d.device.eccCorrectedVolatile || d.device.eccCorrectedAggregate; },
        std::move(command));
}

std::string vendorOf(const NodeEvidence &n)
{
    for (const InventoryDevice *d : n.devices)
        if (!d->device.vendor.empty())
            return d->device.vendor;
    return "NVIDIA";
}

/// "01:00.0" of the first GPU whose link is unknown (lspci -s takes the short form), else a placeholder.
std::string busForLspci(const NodeEvidence &n)
{
    for (const InventoryDevice *d : n.devices) {
        std::string bus = d->device.pciBusId;
        if (bus.empty() || d->device.pcieGen)
            continue;
        if (bus.size() > 8 && bus[bus.size() - 8] == ':')
            bus = bus.substr(bus.size() - 7);
        return bus;
    }
    return "<bus>";
}

std::vector<TriageCheck> checksFor(TriageStep step, const NodeEvidence &n)
{
    using namespace Host;
    const std::string vendor = vendorOf(n);
    const std::string smi = vendor == "AMD" ? "rocm-smi" : vendor == "Intel" ? "xpu-smi stats -d 0" : "nvidia-smi";
    switch (step) {
    case TriageStep::GpuUsed: {
        TriageCheck utilization{"gpu_utilization", false, {}, smi};
        for (const InventoryDevice *d : n.devices)
            if (d->telemetry.utilizationCount > 0) {
                utilization.seen = true;
                utilization.evidence = d->telemetry.firstUtilization;
                break;
            }
        return {
            utilization,
            factCheck(n, "cpu_load", {kCpuBusyPctMean}, "mpstat -P ALL 1 3"),
            factCheck(n, "disk_io", {kDiskUtilPctMax, kCpuIowaitPctMean}, "iostat -xz 1 3"),
            factCheck(n, "memory", {kMemAvailableKib, kSwapActivityMax},
                      "grep -E 'HugePages_Total|HugePages_Free|MemAvailable' /proc/meminfo"),
        };
    }
    case TriageStep::DataMovement:
        return {
            deviceCheck(
                n, "pcie_link", [](const InventoryDevice &d) { return d.device.pcieGen && d.device.pcieMaxGen; },
                "sudo lspci -s " + busForLspci(n) + " -vv | egrep -i 'LnkCap|LnkSta'"),
            factCheck(n, "numa_locality", {kGpuCpuAffinity, kGpuNumaNode, kPciNumaNode, kNumaCpus},
                      vendor == "NVIDIA" ? "nvidia-smi topo -m" : "numactl --hardware"),
            factCheck(n, "cpu_affinity", {kProcessCpuAffinity, kProcessCpuAffinityMask}, "taskset -cp <pid>"),
            factCheck(n, "iommu", {kIommuEnabled, kIommuMode}, "dmesg | egrep -i 'iommu|dmar' | head"),
            factCheck(n, "network", {kNicRxErrors}, "ip -s link"),
        };
    case TriageStep::FrameworkFallback: {
        TriageCheck driver = deviceCheck(
            n, "driver_stack", [](const InventoryDevice &d) { return !d.device.driverVersion.empty(); }, smi);
        if (!driver.seen)
            driver = factCheck(n, "driver_stack", {kNvidiaDriverVersion}, smi);
        return {
            driver,
            factCheck(n, "kernel", {kKernelRelease}, "uname -r"),
            factCheck(n, "container_view", {kContainerDriverVersion},
                      "docker run --rm --gpus all nvidia/cuda:12.4.1-base-ubuntu22.04 nvidia-smi"),
        };
    }
    case TriageStep::Stability: {
        TriageCheck log{
            "kernel_log", false, {}, "sudo journalctl -k -S -2h | egrep -i 'nvrm|xid|amdgpu|pcie|aer|gpu reset'"};
        for (const FleetSource *s : n.sources)
            // A kernel log, not a grep of its IOMMU lines alone (which says nothing of Xid, AER or resets).
            if (s->format == "kernel-log" && (s->events > 0 || s->hostFacts == 0)) {
                log.seen = true;
                log.evidence = {s->file, 0, s->format};
                break;
            }
        return {
            log,
            eccCheck(n, vendor == "NVIDIA" ? "nvidia-smi -q -d ECC" : smi),
            deviceCheck(
                n, "clocks_under_load", [](const InventoryDevice &d) { return d.telemetry.loadedSamples > 0; },
                vendor == "NVIDIA" ? "nvidia-smi --query-gpu=clocks.current.sm,clocks_throttle_reasons.active,"
                                     "temperature.gpu,power.draw --format=csv -l 1"
                                   : smi),
        };
    }
    case TriageStep::Scheduler:
        return {
            factCheck(n, "scheduler",
                      {kK8sPodGpuLimits, kK8sPodGpuRequests, kK8sFailedScheduling, kK8sAllocatableGpus, kK8sPodNode},
                      "kubectl describe pod <pod> | egrep -i 'node:|nvidia.com/gpu|limits|requests'; kubectl get nodes "
                      "-o custom-columns=NAME:.metadata.name,GPU:.status.allocatable.nvidia\\.com/gpu"),
        };
    }
    return {};
}

} // namespace

std::optional<TriageStep> triageStepOf(std::string_view code)
{
    for (const auto &[c, step] : kStepOf)
        if (c == code)
            return step;
    return std::nullopt;
}

std::vector<NodeTriage> triageFleet(const FleetSnapshot &snapshot, const std::vector<Finding> &findings)
{
    std::map<std::string, NodeEvidence> nodes;
    for (const InventoryDevice &d : snapshot.devices)
        nodes[d.device.node].devices.push_back(&d);
    for (const HostFactRecord &r : snapshot.hostFacts)
        nodes[r.fact.node].facts.emplace(r.fact.key, &r);
    for (const FleetSource &s : snapshot.sources)
        nodes[s.node].sources.push_back(&s);
    for (std::size_t i = 0; i < findings.size(); ++i)
        nodes[findings[i].node].findings.push_back(int(i));
    std::vector<NodeTriage> out;
    for (const auto &[name, evidence] : nodes) {
        NodeTriage t{name, {}};
        for (int s = 0; s < kTriageStepCount; ++s) {
            TriageStepResult r;
            r.step = TriageStep(s);
            r.checks = checksFor(r.step, evidence);
            bool problem = false;
            for (int f : evidence.findings)
                if (triageStepOf(findings[std::size_t(f)].code).value_or(TriageStep::Stability) == r.step) {
                    r.findings.push_back(f);
                    problem = problem || findings[std::size_t(f)].severity >= FindingSeverity::Warning;
                }
            const bool seen
                = std::any_of(r.checks.begin(), r.checks.end(), [](const TriageCheck &c) { return c.seen; });
            r.status = problem                ? TriageStatus::Problem
                : seen || !r.findings.empty() ? TriageStatus::Ok
                                              : TriageStatus::NoEvidence;
            t.steps.push_back(std::move(r));
        }
        out.push_back(std::move(t));
    }
    // Unattributed last: std::map put "" first. Then the nodes in trouble first, most steps first.
    if (!out.empty() && out.front().node.empty())
        std::rotate(out.begin(), out.begin() + 1, out.end());
    std::stable_sort(out.begin(), out.end(), [](const NodeTriage &a, const NodeTriage &b) {
        return triageStepsWith(a, TriageStatus::Problem) > triageStepsWith(b, TriageStatus::Problem);
    });
    return out;
}

int triageStepsWith(const NodeTriage &node, TriageStatus status)
{
    return int(std::count_if(node.steps.begin(), node.steps.end(),
                             [status](const TriageStepResult &s) { return s.status == status; }));
}

TriageStatus nodeTriageStatus(const NodeTriage &node)
{
    if (triageStepsWith(node, TriageStatus::Problem) > 0)
        return TriageStatus::Problem;
    return triageStepsWith(node, TriageStatus::NoEvidence) == int(node.steps.size()) ? TriageStatus::NoEvidence
                                                                                     : TriageStatus::Ok;
}

const char *triageStepKey(TriageStep step)
{
    switch (step) {
    case TriageStep::GpuUsed:
        return "gpu_used";
    case TriageStep::DataMovement:
        return "data_movement";
    case TriageStep::FrameworkFallback:
        return "framework_fallback";
    case TriageStep::Stability:
        return "stability";
    case TriageStep::Scheduler:
        return "scheduler";
    }
    return "gpu_used";
}

const char *triageStatusKey(TriageStatus status)
{
    switch (status) {
    case TriageStatus::Problem:
        return "problem";
    case TriageStatus::Ok:
        return "ok";
    case TriageStatus::NoEvidence:
        return "no_evidence";
    }
    return "no_evidence";
}

} // namespace GpuPlan
