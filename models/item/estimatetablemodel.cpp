#include "estimatetablemodel.h"

#include "estimatetablemodel_p.h"
#include "unitformat.h"

#include <QBrush>
#include <QColor>

#include <cmath>

namespace GpuPlan {

namespace {

QVariant finite(const std::optional<double> &value)
{
    return value && std::isfinite(*value) ? QVariant(*value) : QVariant();
}

bool isMemoryColumn(int column)
{
    return column >= EstimateTableModel::WeightsColumn && column <= EstimateTableModel::TotalColumn;
}

} // namespace

EstimateTableModel::EstimateTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

EstimateTableModel::~EstimateTableModel() = default;

void EstimateTableModel::setEstimates(std::vector<Estimate> estimates, const Catalog &catalog)
{
    beginResetModel();
    m_catalog = catalog;
    m_estimates.clear();
    m_skus.clear();
    m_estimates.reserve(estimates.size());
    for (Estimate &e : estimates) {
        // A row needs its SKU for the name and the figures its tooltips quote.
        if (const GpuSku *sku = m_catalog.findSku(e.skuId)) {
            m_skus.push_back(sku);
            m_estimates.push_back(std::move(e));
        }
    }
    m_model = m_estimates.empty() ? nullptr : m_catalog.findModel(m_estimates.front().modelId);
    endResetModel();
}

void EstimateTableModel::setCostAssumptions(const CostAssumptions &costs)
{
    m_costs = costs;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, OwnCostColumn), index(rowCount() - 1, RentCostColumn), {Qt::ToolTipRole});
}

void EstimateTableModel::setMoneyDisplay(const UnitFormat::MoneyDisplay &display)
{
    m_money = display;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, OwnCostColumn), index(rowCount() - 1, RentCostColumn));
}

const Estimate *EstimateTableModel::estimateAt(int row) const
{
    if (row < 0 || row >= rowCount())
        return nullptr;
    return &m_estimates[static_cast<std::size_t>(row)];
}

int EstimateTableModel::rowOf(const QString &id) const
{
    const std::string key = id.toStdString();
    for (std::size_t i = 0; i < m_estimates.size(); ++i) {
        if (m_estimates[i].skuId == key)
            return static_cast<int>(i);
    }
    return -1;
}

int EstimateTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_estimates.size());
}

int EstimateTableModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString EstimateTableModel::money(double usd) const { return UnitFormat::moneyIn(usd, QStringLiteral("USD"), m_money); }

QVariant EstimateTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const std::size_t row = static_cast<std::size_t>(index.row());
    const Estimate &e = m_estimates[row];
    const GpuSku &sku = *m_skus[row];
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return display(e, sku, column);
    case SortRole:
        return sortValue(e, sku, column);
    case Qt::ToolTipRole:
        return toolTip(e, sku, column);
    case IdRole:
        return QString::fromStdString(e.skuId);
    case FitsRole:
        return e.fit.fits;
    case VendorKeyRole:
        return QString::fromUtf8(vendorKey(sku.vendor));
    case Qt::TextAlignmentRole:
        if (column == VendorColumn || column == NameColumn || column == FitsColumn)
            return {};
        return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
    case Qt::ForegroundRole:
        if (column == FitsColumn)
            return QBrush(e.fit.fits ? QColor(0x1b, 0x7f, 0x3b) : QColor(0xb3, 0x26, 0x1e));
        return {};
    default:
        return {};
    }
}

QVariant EstimateTableModel::display(const Estimate &e, const GpuSku &sku, int column) const
{
    const QString unknown = UnitFormat::unknownText();
    const VramBreakdown &memory = e.fit.perGpu;
    const auto *perf = e.performance ? &*e.performance : nullptr;
    switch (column) {
    case VendorColumn:
        return UnitFormat::vendorName(sku.vendor);
    case NameColumn:
        return QString::fromStdString(sku.name);
    case FitsColumn:
        return e.fit.fits ? tr("✓ Fits") : tr("✗ Does not fit");
    case TotalColumn:
        if (memory.capacity <= 0)
            return unknown;
        return tr("%1 / %2 GiB", "used / usable memory per GPU")
            .arg(QLocale().toString(memory.total() / double(1 << 30), 'f', 1),
                 QLocale().toString(memory.capacity / double(1 << 30), 'f', 1));
    case MaxBatchColumn:
    case MaxContextColumn:
        return QLocale().toString(column == MaxBatchColumn ? e.fit.maxBatch : e.fit.maxContext);
    case OwnCostColumn:
    case RentCostColumn: {
        const QVariant usd = finite(column == OwnCostColumn ? e.ownUsdPerMillionTokens : e.rentUsdPerMillionTokens);
        return usd.isValid() ? money(usd.toDouble()) : unknown;
    }
    case TokensPerWattColumn:
        if (!e.tokensPerSecondPerWatt)
            return unknown;
        return QLocale().toString(*e.tokensPerSecondPerWatt, 'f', *e.tokensPerSecondPerWatt < 1 ? 3 : 2);
    case UncertaintyColumn:
        if (e.uncertainty <= 0)
            return unknown;
        return e.extrapolated ? tr("±%1, extrapolated").arg(EstimateText::percent(e.uncertainty))
                              : tr("±%1").arg(EstimateText::percent(e.uncertainty));
    case TtftColumn:
    case TpotColumn: {
        const double seconds = !perf ? 0.0 : column == TtftColumn ? perf->ttftSeconds : perf->tpotSeconds;
        return seconds > 0 ? EstimateText::duration(seconds) : unknown;
    }
    default:
        break;
    }
    if (isMemoryColumn(column)) {
        const double bytes = column == WeightsColumn ? memory.weights
            : column == KvColumn                     ? memory.kv
            : column == ActivationsColumn            ? memory.activations
                                                     : memory.runtime;
        return EstimateText::gib(bytes);
    }
    if (!perf)
        return unknown;
    const double tokens = column == PrefillColumn ? perf->prefillTokensPerSecond
        : column == DecodeColumn                  ? perf->decodeTokensPerSecondPerSequence
                                                  : perf->throughputTokensPerSecond;
    return tokens > 0 ? EstimateText::rate(tokens) : unknown;
}

QVariant EstimateTableModel::sortValue(const Estimate &e, const GpuSku &sku, int column) const
{
    const VramBreakdown &memory = e.fit.perGpu;
    const auto positive = [](double v) { return v > 0 && std::isfinite(v) ? QVariant(v) : QVariant(); };
    const auto converted = [this](const std::optional<double> &usd) {
        const QVariant v = finite(usd);
        return v.isValid() ? QVariant(UnitFormat::amountIn(v.toDouble(), QStringLiteral("USD"), m_money)) : v;
    };
    switch (column) {
    case VendorColumn:
        return UnitFormat::vendorName(sku.vendor);
    case NameColumn:
        return QString::fromStdString(sku.name);
    case FitsColumn:
        return e.fit.fits ? 1 : 0;
    case WeightsColumn:
        return memory.weights;
    case KvColumn:
        return memory.kv;
    case ActivationsColumn:
        return memory.activations;
    case RuntimeColumn:
        return memory.runtime;
    case TotalColumn:
        return memory.capacity > 0 ? QVariant(memory.total() / memory.capacity) : QVariant();
    case MaxBatchColumn:
        return qint64(e.fit.maxBatch);
    case MaxContextColumn:
        return qint64(e.fit.maxContext);
    case PrefillColumn:
        return e.performance ? positive(e.performance->prefillTokensPerSecond) : QVariant();
    case DecodeColumn:
        return e.performance ? positive(e.performance->decodeTokensPerSecondPerSequence) : QVariant();
    case ThroughputColumn:
        return e.performance ? positive(e.performance->throughputTokensPerSecond) : QVariant();
    case TtftColumn:
        return e.performance ? positive(e.performance->ttftSeconds) : QVariant();
    case TpotColumn:
        return e.performance ? positive(e.performance->tpotSeconds) : QVariant();
    case OwnCostColumn:
        return converted(e.ownUsdPerMillionTokens);
    case RentCostColumn:
        return converted(e.rentUsdPerMillionTokens);
    case TokensPerWattColumn:
        return finite(e.tokensPerSecondPerWatt);
    case UncertaintyColumn:
        return e.uncertainty > 0 ? QVariant(e.uncertainty) : QVariant();
    default:
        return {};
    }
}

QVariant EstimateTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    const bool tip = role == Qt::ToolTipRole;
    switch (section) {
    case VendorColumn:
        return tr("Vendor");
    case NameColumn:
        return tip ? tr("The GPU (stock-keeping unit)") : tr("GPU");
    case FitsColumn:
        return tip ? tr("Whether the model, its KV cache and the engine's buffers fit in each GPU's usable memory")
                   : tr("Fits");
    case WeightsColumn:
        return tip ? tr("Model weights held by one GPU of the replica (GiB = 2^30 bytes)") : tr("Weights");
    case KvColumn:
        return tip ? tr("KV cache of the workload's sequences held by one GPU") : tr("KV cache");
    case ActivationsColumn:
        return tip ? tr("Activation and workspace peak of the engine, per GPU") : tr("Activations");
    case RuntimeColumn:
        return tip ? tr("CUDA/HIP context and the engine's reserves and headroom, per GPU") : tr("Runtime");
    case TotalColumn:
        return tip ? tr("Memory needed per GPU over the memory an application can use (sorted by the ratio)")
                   : tr("Total / usable");
    case MaxBatchColumn:
        return tip ? tr("Most concurrent sequences of the workload's length that fit") : tr("Max batch");
    case MaxContextColumn:
        return tip ? tr("Longest sequence (prompt + output tokens) that fits at the workload's batch")
                   : tr("Max context");
    case PrefillColumn:
        return tip ? tr("Prompt tokens processed per second for one sequence") : tr("Prefill tok/s");
    case DecodeColumn:
        return tip ? tr("Tokens generated per second by each sequence at the batch") : tr("Decode tok/s");
    case ThroughputColumn:
        return tip ? tr("Output tokens per second of one replica with the batch in flight") : tr("Throughput tok/s");
    case TtftColumn:
        return tip ? tr("Time to first token at the batch, without queueing: the prompt, then one decode step")
                   : tr("TTFT");
    case TpotColumn:
        return tip ? tr("Time per output token each sequence sees at the batch, including the other "
                        "sequences' prompts mixed into the steps")
                   : tr("TPOT");
    case OwnCostColumn:
        return tip ? tr("Cost of a million output tokens on GPUs you buy and run") : tr("Own / 1M tok");
    case RentCostColumn:
        return tip ? tr("Cost of a million output tokens on rented cloud GPUs") : tr("Rent / 1M tok");
    case TokensPerWattColumn:
        return tip ? tr("Output tokens per second per watt of board power (TDP)") : tr("tok/s per W");
    case UncertaintyColumn:
        return tip ? tr("Typical error of the speed estimates: the relative RMS residual of the calibration group "
                        "used, widened when the GPU's architecture family was never measured (extrapolated)")
                   : tr("±");
    default:
        return {};
    }
}

QHash<int, QByteArray> EstimateTableModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(IdRole, QByteArrayLiteral("skuId"));
    names.insert(SortRole, QByteArrayLiteral("sortValue"));
    names.insert(FitsRole, QByteArrayLiteral("fits"));
    names.insert(VendorKeyRole, QByteArrayLiteral("vendorKey"));
    return names;
}

} // namespace GpuPlan
