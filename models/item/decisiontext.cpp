#include "decisiontext.h"

#include <QCoreApplication>
#include <QStringList>

namespace GpuPlan::DecisionText {

namespace {
QString tr(const char *text) { return QCoreApplication::translate("GpuPlan::DecisionText", text); }
} // namespace

QString purchaseModeName(PurchaseMode mode)
{
    switch (mode) {
    case PurchaseMode::New:
        return tr("New");
    case PurchaseMode::Used:
        return tr("Used");
    case PurchaseMode::Refurbished:
        return tr("Refurbished");
    case PurchaseMode::CloudOnDemand:
        return tr("Cloud on demand");
    case PurchaseMode::CloudReserved:
        return tr("Cloud reserved");
    case PurchaseMode::CloudSpot:
        return tr("Cloud spot");
    }
    return {};
}

QString criterionName(std::string_view id)
{
    if (id == "monthly_cost_usd")
        return tr("Monthly cost");
    if (id == "usd_per_million_tokens")
        return tr("Cost per million tokens");
    if (id == "capex_usd")
        return tr("Up-front cost");
    if (id == "lockin_score")
        return tr("Lock-in risk");
    if (id == "facility_power_kw")
        return tr("Facility power");
    if (id == "ttft_seconds")
        return tr("Time to first token");
    if (id == "estimate_uncertainty")
        return tr("Estimate uncertainty");
    if (id == "lead_time_weeks")
        return tr("Lead time");
    return QString::fromUtf8(id.data(), qsizetype(id.size()));
}

QString senseName(CriterionSense sense)
{
    return sense == CriterionSense::Cost ? tr("lower is better") : tr("higher is better");
}

QString lockInFactorName(LockInFactor factor)
{
    switch (factor) {
    case LockInFactor::CudaOnlyShare:
        return tr("CUDA-only code");
    case LockInFactor::FrameworkSupport:
        return tr("Framework support");
    case LockInFactor::KernelCoverage:
        return tr("Kernel coverage");
    case LockInFactor::SupportWindow:
        return tr("Support window");
    case LockInFactor::SupplyConcentration:
        return tr("Supply concentration");
    case LockInFactor::SecondSources:
        return tr("Second sources");
    case LockInFactor::LeadTime:
        return tr("Lead time");
    case LockInFactor::SupplyQuality:
        return tr("Supply quality");
    }
    return {};
}

QString lockInBandName(LockInBand band)
{
    switch (band) {
    case LockInBand::Low:
        return tr("Low");
    case LockInBand::Medium:
        return tr("Medium");
    case LockInBand::High:
        return tr("High");
    }
    return {};
}

QString inputName(const std::string &id)
{
    const auto dot = id.find('.');
    const std::string base = id.substr(0, dot);
    QString name;
    if (base == "price_factor")
        name = tr("Price factor");
    else if (base == "electricity_usd_per_kwh")
        name = tr("Electricity price");
    else if (base == "max_utilisation")
        name = tr("Maximum utilisation");
    else if (base == "average_requests_per_s")
        name = tr("Average request rate");
    else if (base == "service_life_years")
        name = tr("Service life");
    else if (base == "throughput_factor")
        name = tr("Throughput factor");
    else if (base == "failures_per_gpu_year")
        name = tr("Failures per GPU-year");
    else if (base == "intake_failure_share")
        name = tr("Intake failure share");
    else
        name = QString::fromStdString(base);
    if (dot != std::string::npos)
        name = tr("%1 (%2)").arg(name, QString::fromStdString(id.substr(dot + 1)));
    return name;
}

QString optionLabel(const OptionResult &option)
{
    return QString::fromStdString(option.label.empty() ? option.id : option.label);
}

QString gatesText(const OptionGates &gates)
{
    if (gates.passed())
        return tr("pass");
    QStringList failed;
    if (!gates.fits)
        failed << tr("does not fit");
    if (!gates.meetsSlo)
        failed << tr("misses the SLO");
    if (!gates.withinBudget)
        failed << tr("over budget");
    return failed.join(QStringLiteral(", "));
}

} // namespace GpuPlan::DecisionText
