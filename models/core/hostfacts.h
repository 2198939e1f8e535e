#pragma once

// The keys of HostFact (core/fleetrecords.h) that the host importers write: one name per fact, so that
// the rules and the triage read what the importers wrote. Sizes are in the unit their name ends with;
// a fact about a part of the host names it in HostFact::subject (shown here in brackets).
namespace GpuPlan::Host {

// uname, os-release
inline constexpr const char *kKernelRelease = "kernel.release"; ///< "6.5.0-17-generic"
inline constexpr const char *kKernelVersion = "kernel.version"; ///< "#17~22.04.1-Ubuntu SMP PREEMPT_DYNAMIC ..."
inline constexpr const char *kOsId = "os.id";                   ///< "ubuntu"
inline constexpr const char *kOsVersionId = "os.version_id";    ///< "22.04"
inline constexpr const char *kOsPrettyName = "os.pretty_name";  ///< "Ubuntu 22.04.4 LTS"
// lscpu, numactl --hardware
inline constexpr const char *kCpuArchitecture = "cpu.architecture"; ///< "x86_64"
inline constexpr const char *kCpuModel = "cpu.model";               ///< "AMD EPYC 9654 96-Core Processor"
inline constexpr const char *kCpuVendor = "cpu.vendor";             ///< "AuthenticAMD"
inline constexpr const char *kCpuCount = "cpu.count";               ///< logical CPUs
inline constexpr const char *kCpuSockets = "cpu.sockets";
inline constexpr const char *kCpuCoresPerSocket = "cpu.cores_per_socket";
inline constexpr const char *kCpuThreadsPerCore = "cpu.threads_per_core";
inline constexpr const char *kCpuMaxMhz = "cpu.max_mhz";
inline constexpr const char *kCpuHypervisor = "cpu.hypervisor";  ///< "KVM": a virtual machine
inline constexpr const char *kNumaNodes = "numa.nodes";          ///< NUMA node count
inline constexpr const char *kNumaCpus = "numa.cpus";            ///< [node N] "0-31"
inline constexpr const char *kNumaMemoryMib = "numa.memory_mib"; ///< [node N]
inline constexpr const char *kNumaFreeMib = "numa.free_mib";     ///< [node N]
inline constexpr const char *kNumaDistances = "numa.distances";  ///< [node N] "10 21"
// /proc/meminfo
inline constexpr const char *kMemTotalKib = "mem.total_kib";
inline constexpr const char *kMemFreeKib = "mem.free_kib";
inline constexpr const char *kMemAvailableKib = "mem.available_kib";
inline constexpr const char *kSwapTotalKib = "swap.total_kib";
inline constexpr const char *kSwapFreeKib = "swap.free_kib";
inline constexpr const char *kHugePagesTotal = "hugepages.total";
inline constexpr const char *kHugePagesFree = "hugepages.free";
inline constexpr const char *kHugePageSizeKib = "hugepages.size_kib";
// taskset -cp / -p
inline constexpr const char *kProcessCpuAffinity = "process.cpu_affinity";          ///< [pid N] "0-31"
inline constexpr const char *kProcessCpuAffinityMask = "process.cpu_affinity_mask"; ///< [pid N] "ffffffff"
// mpstat, vmstat, iostat's avg-cpu (percent of all CPUs over the capture: mean and highest interval)
inline constexpr const char *kCpuBusyPctMean = "cpu.busy_pct_mean"; ///< 100 - %idle
inline constexpr const char *kCpuBusyPctMax = "cpu.busy_pct_max";
inline constexpr const char *kCpuIowaitPctMean = "cpu.iowait_pct_mean";
inline constexpr const char *kCpuIowaitPctMax = "cpu.iowait_pct_max";
inline constexpr const char *kCpuStealPctMax = "cpu.steal_pct_max";
inline constexpr const char *kCpuBusiestPct = "cpu.busiest_pct"; ///< [cpu N] the busiest single CPU (mpstat -P ALL)
inline constexpr const char *kCpuIntervals = "cpu.intervals";    ///< how many intervals the figures cover
inline constexpr const char *kProcsRunnableMax = "procs.runnable_max";  ///< vmstat r
inline constexpr const char *kProcsBlockedMax = "procs.blocked_max";    ///< vmstat b: waiting on I/O
inline constexpr const char *kSwapActivityMax = "swap.pages_per_s_max"; ///< vmstat si + so
inline constexpr const char *kMemFreeKibMin = "mem.free_kib_min";       ///< vmstat free
// iostat -x (per device, the highest interval)
inline constexpr const char *kDiskUtilPctMax = "disk.util_pct_max"; ///< [device]
inline constexpr const char *kDiskAwaitMsMax
    = "disk.await_ms_max"; ///< [device] await, or the larger of r_await/w_await
inline constexpr const char *kDiskReadKbsMax = "disk.read_kbs_max"; ///< [device]
inline constexpr const char *kDiskQueueMax = "disk.queue_max";      ///< [device] aqu-sz / avgqu-sz
// the IOMMU lines of a kernel log (dmesg | grep -i iommu)
inline constexpr const char *kIommuEnabled = "iommu.enabled";       ///< "yes" / "no"
inline constexpr const char *kIommuVendor = "iommu.vendor";         ///< "Intel VT-d" / "AMD-Vi"
inline constexpr const char *kIommuMode = "iommu.mode";             ///< "passthrough" / "translated" (default domain)
inline constexpr const char *kIommuParameters = "iommu.parameters"; ///< "intel_iommu=on iommu=pt" (kernel command line)
// nvidia-smi topo -m (per GPU of the tool's index)
inline constexpr const char *kGpuCpuAffinity = "gpu.cpu_affinity"; ///< [gpu N] "0-15"
inline constexpr const char *kGpuNumaNode = "gpu.numa_node";       ///< [gpu N] "0"
// dcgmi topo -g GROUP (a group names no GPU: [group NAME])
inline constexpr const char *kDcgmGroupCpuAffinity = "dcgm.group_cpu_affinity"; ///< [group NAME] "0-11"
inline constexpr const char *kDcgmGroupNumaOptimal = "dcgm.group_numa_optimal"; ///< [group NAME] "true" / "false"
inline constexpr const char *kDcgmGroupWorstPath = "dcgm.group_worst_path";     ///< [group NAME] "Connected via ..."
// /sys/bus/pci/devices/<bus>/numa_node
inline constexpr const char *kPciNumaNode = "pci.numa_node"; ///< [bus ID] "1"; "-1": the platform says none
// nvidia-smi -pl (per GPU bus ID; the new limit is the device's powerLimitW)
inline constexpr const char *kPowerLimitPreviousW = "pci.power_limit_previous_w"; ///< [bus ID] the limit before
// ip -s link (per interface, counters since boot)
inline constexpr const char *kNicState = "nic.state"; ///< [interface] "UP"
inline constexpr const char *kNicMtu = "nic.mtu";     ///< [interface]
inline constexpr const char *kNicRxBytes = "nic.rx_bytes";
inline constexpr const char *kNicRxErrors = "nic.rx_errors";
inline constexpr const char *kNicRxDropped = "nic.rx_dropped";
inline constexpr const char *kNicTxBytes = "nic.tx_bytes";
inline constexpr const char *kNicTxErrors = "nic.tx_errors";
inline constexpr const char *kNicTxDropped = "nic.tx_dropped";

// nvidia-smi's header with no GPU table (docker run --gpus all <image> nvidia-smi): what the container sees;
// without a container command in the pasted prompt, what the host's driver says
inline constexpr const char *kContainerDriverVersion = "container.driver_version"; ///< "550.54.14"
inline constexpr const char *kContainerCudaVersion = "container.cuda_version";     ///< "12.4"
inline constexpr const char *kContainerImage = "container.image"; ///< "nvidia/cuda:12.4.1-base-ubuntu22.04"
inline constexpr const char *kNvidiaDriverVersion = "nvidia.driver_version";
inline constexpr const char *kNvidiaCudaVersion = "nvidia.cuda_version";
// amd-smi version (and the same line atop other amd-smi output)
inline constexpr const char *kRocmVersion = "rocm.version";     ///< "6.4.0"
inline constexpr const char *kAmdgpuVersion = "amdgpu.version"; ///< "6.10.5", the amdgpu kernel driver
// kubectl describe pod (facts of the pod's node, [pod NAME]) and kubectl get nodes ([resource])
inline constexpr const char *kK8sPodNode = "k8s.pod_node";                   ///< [pod] "gpu-node-12"
inline constexpr const char *kK8sPodStatus = "k8s.pod_status";               ///< [pod] "Running", "Pending"
inline constexpr const char *kK8sPodGpuLimits = "k8s.pod_gpu_limits";        ///< [pod] "nvidia.com/gpu=1", or "none"
inline constexpr const char *kK8sPodGpuRequests = "k8s.pod_gpu_requests";    ///< [pod] likewise
inline constexpr const char *kK8sFailedScheduling = "k8s.failed_scheduling"; ///< [pod] the event's message
inline constexpr const char *kK8sAllocatableGpus = "k8s.allocatable_gpus";   ///< [resource] "4", or "none"
inline constexpr const char *kK8sCapacityGpus = "k8s.capacity_gpus";         ///< [resource] "4"

} // namespace GpuPlan::Host
