// The checks of a burn-in verdict in the intake report's words: each from its reason code (the runner's English
// message is for logs), with the measured value and the limit in the report's number format.
#include "report/intakereportdata.h"

#include <cmath>

namespace GpuPlan {

namespace {

bool intakeCheckIsCounter(const std::string &code)
{
    return code == "miscompare" || code == "xid" || code == "ecc_uncorrectable" || code == "retired_pages";
}

// The runner packs a PCIe link as generation x 100 + width.
QString intakeLinkText(double packed)
{
    const int value = static_cast<int>(std::lround(packed));
    return ReportText::tr("Gen%1 x%2").arg(value / 100).arg(value % 100);
}

} // namespace

QString intakeCheckName(const std::string &code)
{
    if (code == "miscompare")
        return ReportText::tr("Result miscompares");
    if (code == "xid")
        return ReportText::tr("Xid errors");
    if (code == "ecc_uncorrectable")
        return ReportText::tr("Uncorrectable ECC errors");
    if (code == "retired_pages")
        return ReportText::tr("Retired or remapped pages");
    if (code == "clock_sag")
        return ReportText::tr("Clock under sustained load");
    if (code == "temperature")
        return ReportText::tr("Hottest temperature");
    if (code == "pcie_link")
        return ReportText::tr("PCIe link under load");
    if (code == "bandwidth")
        return ReportText::tr("Sustained memory bandwidth");
    if (code == "fp32")
        return ReportText::tr("Sustained FP32");
    return QString::fromStdString(code);
}

QString intakeCheckStatus(Probe::CheckStatus status)
{
    switch (status) {
    case Probe::CheckStatus::Pass:
        return ReportText::tr("pass");
    case Probe::CheckStatus::Fail:
        return ReportText::tr("FAIL");
    case Probe::CheckStatus::Unchecked:
        return ReportText::tr("not checked");
    }
    return {};
}

QString intakeCheckValue(const Probe::VerdictReason &r, const ReportFormat &fmt)
{
    if (r.status == Probe::CheckStatus::Unchecked)
        return QStringLiteral("—");
    if (intakeCheckIsCounter(r.code))
        return fmt.number(r.value, 0);
    if (r.code == "clock_sag")
        return ReportText::tr("%1 MHz").arg(fmt.number(r.value, 0));
    if (r.code == "temperature")
        return ReportText::tr("%1 °C").arg(fmt.number(r.value, 0));
    if (r.code == "pcie_link")
        return intakeLinkText(r.value);
    if (r.code == "bandwidth")
        return ReportText::tr("%1 GB/s").arg(fmt.number(r.value, 1));
    if (r.code == "fp32")
        return ReportText::tr("%1 GFLOP/s").arg(fmt.number(r.value, 1));
    return fmt.number(r.value, 2);
}

QString intakeCheckLimit(const Probe::VerdictReason &r, const ReportFormat &fmt)
{
    if (r.status == Probe::CheckStatus::Unchecked)
        return QStringLiteral("—");
    if (intakeCheckIsCounter(r.code))
        return ReportText::tr("%1 allowed").arg(fmt.number(r.limit, 0));
    if (r.code == "clock_sag")
        return ReportText::tr("≥ %1 MHz").arg(fmt.number(r.limit, 0));
    if (r.code == "temperature")
        return ReportText::tr("≤ %1 °C").arg(fmt.number(r.limit, 0));
    if (r.code == "pcie_link")
        return ReportText::tr("≥ %1").arg(intakeLinkText(r.limit));
    if (r.code == "bandwidth")
        return ReportText::tr("≥ %1 GB/s").arg(fmt.number(r.limit, 1));
    if (r.code == "fp32")
        return ReportText::tr("≥ %1 GFLOP/s").arg(fmt.number(r.limit, 1));
    return fmt.number(r.limit, 2);
}

QString intakeRunText(const IntakeRunEvidence &e)
{
    QStringList parts{ReportText::tr("burn-in run %1").arg(e.run.id)};
    QString device = e.run.deviceId;
    if (!e.run.deviceName.isEmpty())
        device += (device.isEmpty() ? QString() : QStringLiteral(" ")) + e.run.deviceName;
    if (!device.isEmpty())
        parts << device;
    if (e.run.startedAt.isValid())
        parts << e.run.startedAt.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")) + QStringLiteral(" UTC");
    return parts.join(QStringLiteral(", "));
}

} // namespace GpuPlan
