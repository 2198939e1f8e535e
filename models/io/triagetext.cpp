#include "triagetext.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <string_view>

namespace GpuPlan {
namespace {
const char *const kTriageContext = "TriageText";
} // namespace

QString triageStepTitle(TriageStep step)
{
    switch (step) {
    case TriageStep::GpuUsed:
        return QCoreApplication::translate(kTriageContext, "1. Is the GPU really used?");
    case TriageStep::DataMovement:
        return QCoreApplication::translate(kTriageContext,
                                           "2. Is data movement the bottleneck (PCIe, NUMA, IOMMU, network)?");
    case TriageStep::FrameworkFallback:
        return QCoreApplication::translate(kTriageContext, "3. Is the framework falling back to a slow path?");
    case TriageStep::Stability:
        return QCoreApplication::translate(kTriageContext, "4. Is the node stable under sustained load?");
    case TriageStep::Scheduler:
        return QCoreApplication::translate(kTriageContext, "5. Is the cluster scheduler telling the truth?");
    }
    return {};
}

QString triageStatusText(TriageStatus status)
{
    switch (status) {
    case TriageStatus::Problem:
        return QCoreApplication::translate(kTriageContext, "Problem");
    case TriageStatus::Ok:
        return QCoreApplication::translate(kTriageContext, "OK");
    case TriageStatus::NoEvidence:
        return QCoreApplication::translate(kTriageContext, "No evidence yet");
    }
    return {};
}

QString triageCheckText(const std::string &key)
{
    struct Entry
    {
        std::string_view key;
        const char *text;
    };
    static constexpr Entry kChecks[] = {
        {"gpu_utilization", QT_TRANSLATE_NOOP("TriageText", "GPU utilisation and memory")},
        {"cpu_load", QT_TRANSLATE_NOOP("TriageText", "CPU load")},
        {"disk_io", QT_TRANSLATE_NOOP("TriageText", "disk I/O")},
        {"memory", QT_TRANSLATE_NOOP("TriageText", "host memory")},
        {"pcie_link", QT_TRANSLATE_NOOP("TriageText", "PCIe link speed and width")},
        {"numa_locality", QT_TRANSLATE_NOOP("TriageText", "the GPU's NUMA locality")},
        {"cpu_affinity", QT_TRANSLATE_NOOP("TriageText", "the process's CPU affinity")},
        {"iommu", QT_TRANSLATE_NOOP("TriageText", "IOMMU mode")},
        {"network", QT_TRANSLATE_NOOP("TriageText", "NIC errors and drops")},
        {"driver_stack", QT_TRANSLATE_NOOP("TriageText", "driver and runtime versions")},
        {"kernel", QT_TRANSLATE_NOOP("TriageText", "kernel release")},
        {"container_view", QT_TRANSLATE_NOOP("TriageText", "what a container sees")},
        {"kernel_log", QT_TRANSLATE_NOOP("TriageText", "kernel log (Xid, AER, resets)")},
        {"ecc", QT_TRANSLATE_NOOP("TriageText", "ECC counters")},
        {"clocks_under_load", QT_TRANSLATE_NOOP("TriageText", "clocks and throttling under load")},
        {"scheduler", QT_TRANSLATE_NOOP("TriageText", "Kubernetes requests, limits and allocatable GPUs")},
    };
    for (const Entry &e : kChecks)
        if (e.key == key)
            return QCoreApplication::translate(kTriageContext, e.text);
    return QString::fromStdString(key);
}

QString triageRunText(const TriageCheck &check)
{
    return QCoreApplication::translate(kTriageContext, "no evidence yet of %1: run `%2`")
        .arg(triageCheckText(check.key), QString::fromStdString(check.command));
}

QString evidenceText(const Evidence &e, bool fileNameOnly)
{
    if (e.file.empty())
        return {};
    const QString path = QString::fromStdString(e.file);
    const QString file = fileNameOnly ? QFileInfo(path).fileName() : QDir::toNativeSeparators(path);
    return e.line > 0 ? QStringLiteral("%1:%2").arg(file).arg(e.line) : file;
}

QString triageNodeText(const std::string &node)
{
    return node.empty() ? QCoreApplication::translate(kTriageContext, "(unattributed)") : QString::fromStdString(node);
}

} // namespace GpuPlan
