#include "fleethostsmodel.h"

#include <QDir>
#include <QFileInfo>

#include <set>

namespace GpuPlan {

FleetHostsModel::FleetHostsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void FleetHostsModel::setRows(std::vector<FleetHostRow> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

const FleetHostRow *FleetHostsModel::rowAt(int row) const
{
    return row >= 0 && row < int(m_rows.size()) ? &m_rows[std::size_t(row)] : nullptr;
}

int FleetHostsModel::hostCount() const
{
    std::set<QString> hosts;
    for (const FleetHostRow &r : m_rows)
        if (!r.node.isEmpty())
            hosts.insert(r.node);
    return int(hosts.size());
}

QString FleetHostsModel::factName(const QString &key)
{
    struct Name
    {
        const char *key;
        const char *text;
    };
    // The keys of core/hostfacts.h.
    static const Name names[] = {
        {"kernel.release", QT_TR_NOOP("Kernel release")},
        {"kernel.version", QT_TR_NOOP("Kernel build")},
        {"os.id", QT_TR_NOOP("OS")},
        {"os.version_id", QT_TR_NOOP("OS version")},
        {"os.pretty_name", QT_TR_NOOP("OS name")},
        {"cpu.architecture", QT_TR_NOOP("CPU architecture")},
        {"cpu.model", QT_TR_NOOP("CPU model")},
        {"cpu.vendor", QT_TR_NOOP("CPU vendor")},
        {"cpu.count", QT_TR_NOOP("Logical CPUs")},
        {"cpu.sockets", QT_TR_NOOP("CPU sockets")},
        {"cpu.cores_per_socket", QT_TR_NOOP("Cores per socket")},
        {"cpu.threads_per_core", QT_TR_NOOP("Threads per core")},
        {"cpu.max_mhz", QT_TR_NOOP("CPU max clock (MHz)")},
        {"cpu.hypervisor", QT_TR_NOOP("Hypervisor")},
        {"numa.nodes", QT_TR_NOOP("NUMA nodes")},
        {"numa.cpus", QT_TR_NOOP("NUMA node CPUs")},
        {"numa.memory_mib", QT_TR_NOOP("NUMA node memory (MiB)")},
        {"numa.free_mib", QT_TR_NOOP("NUMA node free memory (MiB)")},
        {"numa.distances", QT_TR_NOOP("NUMA distances")},
        {"mem.total_kib", QT_TR_NOOP("Memory (KiB)")},
        {"mem.free_kib", QT_TR_NOOP("Free memory (KiB)")},
        {"mem.available_kib", QT_TR_NOOP("Available memory (KiB)")},
        {"swap.total_kib", QT_TR_NOOP("Swap (KiB)")},
        {"swap.free_kib", QT_TR_NOOP("Free swap (KiB)")},
        {"hugepages.total", QT_TR_NOOP("Huge pages")},
        {"hugepages.free", QT_TR_NOOP("Free huge pages")},
        {"hugepages.size_kib", QT_TR_NOOP("Huge page size (KiB)")},
        {"process.cpu_affinity", QT_TR_NOOP("Process CPU affinity")},
        {"process.cpu_affinity_mask", QT_TR_NOOP("Process CPU affinity mask")},
        {"cpu.busy_pct_mean", QT_TR_NOOP("CPU busy, mean (%)")},
        {"cpu.busy_pct_max", QT_TR_NOOP("CPU busy, worst interval (%)")},
        {"cpu.iowait_pct_mean", QT_TR_NOOP("I/O wait, mean (%)")},
        {"cpu.iowait_pct_max", QT_TR_NOOP("I/O wait, worst interval (%)")},
        {"cpu.steal_pct_max", QT_TR_NOOP("CPU steal, worst interval (%)")},
        {"cpu.busiest_pct", QT_TR_NOOP("Busiest CPU (%)")},
        {"cpu.intervals", QT_TR_NOOP("Intervals sampled")},
        {"procs.runnable_max", QT_TR_NOOP("Runnable processes, most")},
        {"procs.blocked_max", QT_TR_NOOP("Processes blocked on I/O, most")},
        {"swap.pages_per_s_max", QT_TR_NOOP("Swapping (pages/s), most")},
        {"mem.free_kib_min", QT_TR_NOOP("Free memory, least (KiB)")},
        {"disk.util_pct_max", QT_TR_NOOP("Disk busy, worst (%)")},
        {"disk.await_ms_max", QT_TR_NOOP("Disk wait, worst (ms)")},
        {"disk.read_kbs_max", QT_TR_NOOP("Disk reads, most (kB/s)")},
        {"disk.queue_max", QT_TR_NOOP("Disk queue, longest")},
        {"iommu.enabled", QT_TR_NOOP("IOMMU enabled")},
        {"iommu.vendor", QT_TR_NOOP("IOMMU")},
        {"iommu.mode", QT_TR_NOOP("IOMMU mode")},
        {"iommu.parameters", QT_TR_NOOP("IOMMU kernel parameters")},
        {"gpu.cpu_affinity", QT_TR_NOOP("GPU CPU affinity")},
        {"gpu.numa_node", QT_TR_NOOP("GPU NUMA node")},
        {"pci.numa_node", QT_TR_NOOP("Device NUMA node")},
        {"pci.power_limit_previous_w", QT_TR_NOOP("Power limit before (W)")},
        {"nic.state", QT_TR_NOOP("Network link")},
        {"nic.mtu", QT_TR_NOOP("MTU")},
        {"nic.rx_bytes", QT_TR_NOOP("Received (bytes)")},
        {"nic.rx_errors", QT_TR_NOOP("Receive errors")},
        {"nic.rx_dropped", QT_TR_NOOP("Received, dropped")},
        {"nic.tx_bytes", QT_TR_NOOP("Sent (bytes)")},
        {"nic.tx_errors", QT_TR_NOOP("Send errors")},
        {"nic.tx_dropped", QT_TR_NOOP("Sent, dropped")},
        {"container.driver_version", QT_TR_NOOP("Driver a container sees")},
        {"container.cuda_version", QT_TR_NOOP("CUDA a container sees")},
        {"container.image", QT_TR_NOOP("Container image")},
        {"nvidia.driver_version", QT_TR_NOOP("NVIDIA driver")},
        {"nvidia.cuda_version", QT_TR_NOOP("CUDA version (driver)")},
        {"k8s.pod_node", QT_TR_NOOP("Pod's node")},
        {"k8s.pod_status", QT_TR_NOOP("Pod status")},
        {"k8s.pod_gpu_limits", QT_TR_NOOP("Pod GPU limits")},
        {"k8s.pod_gpu_requests", QT_TR_NOOP("Pod GPU requests")},
        {"k8s.failed_scheduling", QT_TR_NOOP("Scheduling failure")},
        {"k8s.allocatable_gpus", QT_TR_NOOP("Allocatable GPUs")},
        {"k8s.capacity_gpus", QT_TR_NOOP("GPU capacity")},
    };
    for (const Name &n : names)
        if (key == QLatin1String(n.key))
            return tr(n.text);
    return key;
}

int FleetHostsModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_rows.size()); }

int FleetHostsModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant FleetHostsModel::data(const QModelIndex &index, int role) const
{
    const FleetHostRow *r = index.isValid() ? rowAt(index.row()) : nullptr;
    if (!r || index.column() < 0 || index.column() >= ColumnCount)
        return {};
    const QString source = QStringLiteral("%1:%2").arg(QFileInfo(r->file).fileName()).arg(r->line);
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case NodeColumn:
            return r->node.isEmpty() ? tr("(unattributed)") : r->node;
        case FactColumn:
            return factName(r->key);
        case SubjectColumn:
            return r->subject;
        case ValueColumn:
            return r->value;
        case SourceColumn:
            return source;
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        if (index.column() == NodeColumn && r->node.isEmpty())
            return tr("No file or import --node named the host of this fact: import the file again with --node, "
                      "or with a file that names the host (a pasted shell prompt, uname -a, mpstat)");
        return tr("%1 (%2)\nRead from %3, line %4")
            .arg(factName(r->key), r->key, QDir::toNativeSeparators(r->file))
            .arg(r->line);
    }
    return {};
}

QVariant FleetHostsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NodeColumn:
        return tr("Host");
    case FactColumn:
        return tr("Fact");
    case SubjectColumn:
        return tr("Of");
    case ValueColumn:
        return tr("Value");
    case SourceColumn:
        return tr("Read from");
    default:
        return {};
    }
}

} // namespace GpuPlan
