// The command-line half of ProbeRunForm: the runner's arguments and the burn-in criteria they carry.
#include "proberunform.h"

#include "item/probespec.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>

namespace GpuPlan {

namespace probe = gpuplan::probe;

namespace {
QString arg(double value)
{
    return QString::number(value, 'g', 12);
}
} // namespace

probe::SkuClass ProbeRunForm::skuClass() const
{
    const QString key = m_class->currentData().toString();
    if (key == QLatin1String("workstation"))
        return probe::SkuClass::Workstation;
    if (key == QLatin1String("consumer"))
        return probe::SkuClass::Consumer;
    return probe::SkuClass::Datacenter;
}

probe::BurnInCriteria ProbeRunForm::criteria() const
{
    probe::BurnInCriteria c = probe::defaultCriteria(skuClass());
    c.minClockFraction = m_minClock->value() / 100;
    c.maxTemperatureC = m_maxTemp->value();
    c.minBandwidthFraction = m_minBandwidth->value() / 100;
    c.minFp32Fraction = m_minFp32->value() / 100;
    c.warmupSeconds = m_warmup->value();
    c.requirePcieMax = m_pcieMax->isChecked();
    if (const auto sku = selectedSku()) {
        if (const auto spec = ProbeSpec::forTest(*sku, "bandwidth.triad"))
            c.specBandwidthGBs = spec->value;
        if (const auto spec = ProbeSpec::forTest(*sku, "compute.fp32_fma"))
            c.specFp32Gflops = spec->value;
    }
    return c;
}

QStringList ProbeRunForm::runArguments() const
{
    QStringList groups;
    for (QCheckBox *box : m_tests) {
        if (box->isChecked() && box->isEnabledTo(m_runBox))
            groups << box->property("group").toString();
    }
    return {QStringLiteral("run"), QStringLiteral("--device"), currentDeviceId(), QStringLiteral("--tests"),
            groups.join(QLatin1Char(',')), QStringLiteral("--json-lines")};
}

QStringList ProbeRunForm::burnInArguments() const
{
    const probe::BurnInCriteria c = criteria();
    QStringList args{QStringLiteral("burnin"), QStringLiteral("--device"), currentDeviceId(),
                     QStringLiteral("--minutes"), arg(burnInMinutes()), QStringLiteral("--class"),
                     m_class->currentData().toString()};
    if (c.specBandwidthGBs)
        args << QStringLiteral("--spec-bandwidth") << arg(*c.specBandwidthGBs);
    if (c.specFp32Gflops)
        args << QStringLiteral("--spec-fp32") << arg(*c.specFp32Gflops);
    args << QStringLiteral("--max-temp") << arg(c.maxTemperatureC) << QStringLiteral("--min-clock-fraction")
         << arg(c.minClockFraction) << QStringLiteral("--min-bandwidth-fraction") << arg(c.minBandwidthFraction)
         << QStringLiteral("--min-fp32-fraction") << arg(c.minFp32Fraction) << QStringLiteral("--warmup-seconds")
         << arg(c.warmupSeconds);
    if (!c.requirePcieMax)
        args << QStringLiteral("--no-require-pcie-max");
    args << QStringLiteral("--json-lines");
    return args;
}

} // namespace GpuPlan
