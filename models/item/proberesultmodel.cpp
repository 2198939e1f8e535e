#include "proberesultmodel.h"
#include "qtutil/qtstring.h"

#include "probespec.h"
#include "unitformat.h"

#include <QColor>
#include <QLocale>

#include <cmath>

namespace GpuPlan {

namespace {

bool lowerIsBetter(const Probe::TestResult &r) { return r.unit == "us" || r.unit == "ms" || r.unit == "ns"; }

} // namespace

ProbeResultModel::ProbeResultModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

ProbeResultModel::~ProbeResultModel() = default;

void ProbeResultModel::setResults(std::vector<Probe::TestResult> results)
{
    beginResetModel();
    m_results = std::move(results);
    endResetModel();
}

void ProbeResultModel::appendResult(const Probe::TestResult &result)
{
    const int row = rowCount();
    beginInsertRows({}, row, row);
    m_results.push_back(result);
    endInsertRows();
}

void ProbeResultModel::setSku(const std::optional<GpuSku> &sku)
{
    m_sku = sku;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    Q_EMIT headerDataChanged(Qt::Horizontal, SpecColumn, PercentColumn);
}

int ProbeResultModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_results.size());
}

int ProbeResultModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

ProbeSpec::Spec ProbeResultModel::specOf(const Probe::TestResult &r) const
{
    if (m_sku) {
        if (const std::optional<ProbeSpec::Spec> spec = ProbeSpec::forTest(*m_sku, r.test))
            return *spec;
    }
    return {};
}

QString ProbeResultModel::number(double value)
{
    const double magnitude = std::abs(value);
    return QLocale().toString(value, 'f', magnitude >= 1000 ? 0 : magnitude >= 10 ? 1 : 2);
}

QString ProbeResultModel::unitText(const std::string &unit)
{
    if (unit == "us")
        return QStringLiteral("µs");
    return qs(unit);
}

QVariant ProbeResultModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Probe::TestResult &r = m_results[static_cast<std::size_t>(index.row())];
    const ProbeSpec::Spec spec = specOf(r);
    switch (role) {
    case Qt::DisplayRole:
        return displayData(r, index.column());
    case Qt::ToolTipRole:
        return toolTip(r, index.column());
    case SortRole:
        return sortData(r, index.column());
    case TestRole:
        return qs(r.test);
    case SpecRole:
        return spec.value > 0 ? QVariant(spec.value) : QVariant();
    case PercentRole:
        return spec.value > 0 ? QVariant(r.best / spec.value * 100.0) : QVariant();
    case Qt::ForegroundRole:
        if (index.column() == VerifiedColumn && !r.verified)
            return QColor(0xc6, 0x28, 0x28);
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() != TestColumn && index.column() != UnitColumn && index.column() != VerifiedColumn)
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        return {};
    default:
        return {};
    }
}

QVariant ProbeResultModel::displayData(const Probe::TestResult &r, int column) const
{
    switch (column) {
    case TestColumn:
        return qs(r.test);
    case BestColumn:
        return number(r.best);
    case MedianColumn:
        return number(r.median);
    case UnitColumn:
        return unitText(r.unit);
    case RunsColumn:
        return r.runs;
    case VerifiedColumn:
        return r.verified ? tr("yes") : tr("NO");
    case SpecColumn: {
        const ProbeSpec::Spec spec = specOf(r);
        return spec.value > 0 ? tr("%1 %2").arg(number(spec.value), unitText(r.unit)) : UnitFormat::unknownText();
    }
    case PercentColumn: {
        const ProbeSpec::Spec spec = specOf(r);
        //: a percentage of the catalog's spec
        return spec.value > 0 ? tr("%1 %").arg(QLocale().toString(r.best / spec.value * 100.0, 'f', 1))
                              : UnitFormat::unknownText();
    }
    default:
        return {};
    }
}

QVariant ProbeResultModel::sortData(const Probe::TestResult &r, int column) const
{
    switch (column) {
    case BestColumn:
        return r.best;
    case MedianColumn:
        return r.median;
    case RunsColumn:
        return r.runs;
    case VerifiedColumn:
        return r.verified;
    case SpecColumn: {
        const double spec = specOf(r).value;
        return spec > 0 ? QVariant(spec) : QVariant();
    }
    case PercentColumn: {
        const ProbeSpec::Spec spec = specOf(r);
        return spec.value > 0 ? QVariant(r.best / spec.value * 100.0) : QVariant();
    }
    default:
        return displayData(r, column);
    }
}

QString ProbeResultModel::howMeasured(const Probe::TestResult &r) const
{
    QStringList lines;
    if (r.bytesPerRun > 0)
        lines << tr("%L1 bytes moved per run (read + written); GB = 10^9 bytes")
                     .arg(static_cast<qulonglong>(r.bytesPerRun));
    if (r.flopsPerRun > 0)
        lines << tr("%L1 floating-point operations per run; GFLOP = 10^9").arg(r.flopsPerRun, 0, 'g', 6);
    if (r.workingSetBytes > 0)
        lines << tr("Working set: %1").arg(UnitFormat::bytesBinary(static_cast<qint64>(r.workingSetBytes)));
    if (!r.timer.empty())
        lines << tr("Timer: %1").arg(qs(r.timer));
    if (!r.detail.empty())
        lines << tr("How it ran: %1").arg(qs(r.detail));
    if (r.clockMHz)
        lines << tr("Core clock during the test: %1 MHz").arg(*r.clockMHz, 0, 'f', 0);
    if (r.temperatureC)
        lines << tr("Temperature during the test: %1 °C").arg(*r.temperatureC, 0, 'f', 0);
    lines << tr("Measured on %1 (%2 backend)").arg(qs(r.device), qs(r.backend));
    return lines.join(QLatin1Char('\n'));
}

QString ProbeResultModel::toolTip(const Probe::TestResult &r, int column) const
{
    const ProbeSpec::Spec spec = specOf(r);
    const QString unit = unitText(r.unit);
    switch (column) {
    case BestColumn:
        return (lowerIsBetter(r) ? tr("Lowest of %1 timed runs; warm-up runs are not counted.")
                                 : tr("Highest of %1 timed runs; warm-up runs are not counted."))
                   .arg(r.runs)
            + QLatin1Char('\n') + tr("Range %1 to %2 %3").arg(number(r.min), number(r.max), unit) + QLatin1Char('\n')
            + howMeasured(r);
    case MedianColumn:
        return tr("Median of %1 timed runs").arg(r.runs) + QLatin1Char('\n') + howMeasured(r);
    case VerifiedColumn:
        return r.verified ? tr("Every result element matched the value computed on the host")
                          : tr("The results did not verify: %1").arg(qs(r.verifyMessage));
    case SpecColumn:
        if (!m_sku)
            return tr("Choose the SKU this device is sold as to compare with its spec");
        if (!(spec.value > 0))
            return tr("The catalog has no figure for %1 to compare with on %2")
                .arg(qs(r.test), QString::fromStdString(m_sku->name));
        return tr("%1 of %2 in the catalog, in %3\n%4")
                   .arg(UnitFormat::fieldLabel(spec.field), QString::fromStdString(m_sku->name), unit,
                        UnitFormat::provenanceText(m_sku->provenanceOf(spec.field)))
            + (r.test == "compute.fp16_fma" || r.test == "compute.bf16_fma" ? QLatin1Char('\n')
                       + tr("The catalog's peak is the matrix (tensor) rate where the GPU has one; a vector FMA "
                            "reaches a fraction of it.")
                                                                            : QString());
    case PercentColumn:
        if (!(spec.value > 0))
            return toolTip(r, SpecColumn);
        //: best run / spec = percent
        return tr("%1 %3 / %2 %3 = %4 %")
            .arg(number(r.best), number(spec.value), unit, QLocale().toString(r.best / spec.value * 100.0, 'f', 1));
    default:
        return displayData(r, column).toString();
    }
}

QVariant ProbeResultModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole && section == PercentColumn)
        return tr("Best run as a percentage of the catalog's spec for the chosen SKU");
    if (role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TestColumn:
        return tr("Test");
    case BestColumn:
        return tr("Best");
    case MedianColumn:
        return tr("Median");
    case UnitColumn:
        return tr("Unit");
    case RunsColumn:
        return tr("Runs");
    case VerifiedColumn:
        return tr("Verified");
    case SpecColumn:
        return m_sku ? tr("Spec (%1)").arg(QString::fromStdString(m_sku->name)) : tr("Spec");
    case PercentColumn:
        return tr("% of spec");
    default:
        return {};
    }
}

} // namespace GpuPlan
