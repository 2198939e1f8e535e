// The request half of ProbeRunForm: what the form asks the runner for (ProbeSession builds the command line).
#include "proberunform.h"

#include "io/probesession.h"
#include "item/probespec.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>

namespace GpuPlan {

Probe::SkuClass ProbeRunForm::skuClass() const
{
    return ProbeSession::skuClassFromKey(m_class->currentData().toString()).value_or(Probe::SkuClass::Datacenter);
}

ProbeRequest ProbeRunForm::request(bool burnin) const
{
    ProbeRequest r;
    r.burnin = burnin;
    r.deviceId = currentDeviceId();
    if (!burnin) {
        QStringList groups;
        for (QCheckBox *box : m_tests) {
            if (box->isChecked() && box->isEnabledTo(m_runBox))
                groups << box->property("group").toString();
        }
        r.tests = groups.join(QLatin1Char(','));
        return r;
    }
    r.minutes = burnInMinutes();
    r.skuClass = m_class->currentData().toString();
    Probe::CriteriaOverrides &c = r.criteria;
    if (const auto sku = selectedSku()) {
        if (const auto spec = ProbeSpec::forTest(*sku, "bandwidth.triad"))
            c.specBandwidthGBs = spec->value;
        if (const auto spec = ProbeSpec::forTest(*sku, "compute.fp32_fma"))
            c.specFp32Gflops = spec->value;
    }
    c.maxTemperatureC = m_maxTemp->value();
    c.minClockFraction = m_minClock->value() / 100;
    c.minBandwidthFraction = m_minBandwidth->value() / 100;
    c.minFp32Fraction = m_minFp32->value() / 100;
    c.warmupSeconds = m_warmup->value();
    c.requirePcieMax = m_pcieMax->isChecked();
    return r;
}

} // namespace GpuPlan
