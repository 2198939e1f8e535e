#include "probeverdictmodel.h"

#include "unitformat.h"

#include <QLocale>

#include <cmath>

namespace GpuPlan {

namespace {

bool isCounter(const std::string &code)
{
    return code == "miscompare" || code == "xid" || code == "ecc_uncorrectable" || code == "retired_pages";
}

QString number(double value, int decimals = 0) { return QLocale().toString(value, 'f', decimals); }

// The runner packs a link as generation x 100 + width.
QString linkText(double packed)
{
    const int value = static_cast<int>(std::lround(packed));
    return ProbeVerdictModel::tr("Gen%1 x%2").arg(value / 100).arg(value % 100);
}

} // namespace

ProbeVerdictModel::ProbeVerdictModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

ProbeVerdictModel::~ProbeVerdictModel() = default;

void ProbeVerdictModel::setVerdict(const std::optional<Probe::BurnInVerdict> &verdict)
{
    beginResetModel();
    m_verdict = verdict;
    endResetModel();
}

int ProbeVerdictModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_verdict ? 0 : static_cast<int>(m_verdict->reasons.size());
}

int ProbeVerdictModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString ProbeVerdictModel::verdictText(Probe::VerdictKind kind)
{
    switch (kind) {
    case Probe::VerdictKind::Pass:
        return tr("Pass");
    case Probe::VerdictKind::Quarantine:
        return tr("Quarantine");
    case Probe::VerdictKind::Reject:
        return tr("Reject");
    }
    return {};
}

QColor ProbeVerdictModel::verdictColor(Probe::VerdictKind kind)
{
    switch (kind) {
    case Probe::VerdictKind::Pass:
        return QColor(0x2e, 0x7d, 0x32);
    case Probe::VerdictKind::Quarantine:
        return QColor(0xB3, 0x6B, 0x00);
    case Probe::VerdictKind::Reject:
        return QColor(0xc6, 0x28, 0x28);
    }
    return {};
}

QString ProbeVerdictModel::statusText(Probe::CheckStatus status)
{
    switch (status) {
    case Probe::CheckStatus::Pass:
        return tr("pass");
    case Probe::CheckStatus::Fail:
        return tr("FAIL");
    case Probe::CheckStatus::Unchecked:
        return tr("not checked");
    }
    return {};
}

QString ProbeVerdictModel::checkName(const std::string &code)
{
    if (code == "miscompare")
        return tr("Result miscompares");
    if (code == "xid")
        return tr("Xid errors");
    if (code == "ecc_uncorrectable")
        return tr("Uncorrectable ECC errors");
    if (code == "retired_pages")
        return tr("Retired or remapped pages");
    if (code == "clock_sag")
        return tr("Clock under sustained load");
    if (code == "temperature")
        return tr("Hottest temperature");
    if (code == "pcie_link")
        return tr("PCIe link under load");
    if (code == "bandwidth")
        return tr("Sustained memory bandwidth");
    if (code == "fp32")
        return tr("Sustained FP32");
    return QString::fromStdString(code);
}

QString ProbeVerdictModel::checkDescription(const std::string &code)
{
    if (code == "miscompare")
        return tr("Every slice of load is verified against values computed on the host; a single wrong "
                  "element means the card computes wrong results.");
    if (code == "xid" || code == "ecc_uncorrectable" || code == "retired_pages")
        return tr("A driver counter that must not grow during the burn-in; growth points to failing memory or "
                  "a failing card.");
    if (code == "clock_sag")
        return tr("The median clock after the warm-up against the first minute's: a card that cannot hold its "
                  "clock is cooling or power limited.");
    if (code == "temperature")
        return tr("The hottest reading against the criteria's limit, or the device's own slowdown temperature "
                  "when that is lower.");
    if (code == "pcie_link")
        return tr("The link generation and width under load against the device's maximum: a lower link "
                  "means a bad slot, riser or card.");
    if (code == "bandwidth" || code == "fp32")
        return tr("The median of the slices after the warm-up against the minimum fraction of the catalog's "
                  "spec for the chosen SKU.");
    return {};
}

QString ProbeVerdictModel::valueText(const Probe::VerdictReason &r)
{
    if (r.status == Probe::CheckStatus::Unchecked)
        return UnitFormat::unknownText();
    if (isCounter(r.code))
        return number(r.value);
    if (r.code == "clock_sag")
        return tr("%1 MHz").arg(number(r.value));
    if (r.code == "temperature")
        return tr("%1 °C").arg(number(r.value));
    if (r.code == "pcie_link")
        return linkText(r.value);
    if (r.code == "bandwidth")
        return tr("%1 GB/s").arg(number(r.value, 1));
    if (r.code == "fp32")
        return tr("%1 GFLOP/s").arg(number(r.value, 1));
    return number(r.value, 2);
}

QString ProbeVerdictModel::limitText(const Probe::VerdictReason &r)
{
    if (r.status == Probe::CheckStatus::Unchecked)
        return UnitFormat::unknownText();
    if (isCounter(r.code))
        return tr("%1 allowed").arg(number(r.limit));
    if (r.code == "clock_sag")
        return tr("≥ %1 MHz").arg(number(r.limit));
    if (r.code == "temperature")
        return tr("≤ %1 °C").arg(number(r.limit));
    if (r.code == "pcie_link")
        return tr("≥ %1").arg(linkText(r.limit));
    if (r.code == "bandwidth")
        return tr("≥ %1 GB/s").arg(number(r.limit, 1));
    if (r.code == "fp32")
        return tr("≥ %1 GFLOP/s").arg(number(r.limit, 1));
    return number(r.limit, 2);
}

QVariant ProbeVerdictModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Probe::VerdictReason &r = m_verdict->reasons[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case CheckColumn:
            return checkName(r.code);
        case StatusColumn:
            return statusText(r.status);
        case ValueColumn:
            return valueText(r);
        case LimitColumn:
            return limitText(r);
        case SeverityColumn:
            return r.status == Probe::CheckStatus::Fail ? verdictText(r.severity)
                                                        : tr("(%1 on failure)").arg(verdictText(r.severity));
        default:
            return {};
        }
    case Qt::ToolTipRole: {
        QString text = checkDescription(r.code);
        if (r.status == Probe::CheckStatus::Unchecked)
            text += QLatin1Char('\n')
                + tr("Not checked: the telemetry, the criteria or the catalog gave nothing to judge it on.");
        if (!r.message.empty())
            text += QLatin1Char('\n') + tr("Runner's note: %1").arg(QString::fromStdString(r.message));
        return text;
    }
    case Qt::ForegroundRole:
        if (index.column() == StatusColumn || index.column() == SeverityColumn) {
            if (r.status == Probe::CheckStatus::Fail)
                return verdictColor(r.severity);
            if (r.status == Probe::CheckStatus::Pass && index.column() == StatusColumn)
                return verdictColor(Probe::VerdictKind::Pass);
            return QColor(0x80, 0x80, 0x80);
        }
        return {};
    case CodeRole:
        return QString::fromStdString(r.code);
    case StatusRole:
        return static_cast<int>(r.status);
    default:
        return {};
    }
}

QVariant ProbeVerdictModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case CheckColumn:
        return tr("Check");
    case StatusColumn:
        return tr("Result");
    case ValueColumn:
        return tr("Measured");
    case LimitColumn:
        return tr("Limit");
    case SeverityColumn:
        return tr("Leads to");
    default:
        return {};
    }
}

} // namespace GpuPlan
