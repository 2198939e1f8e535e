#include "skutablemodel.h"

#include "skucolumns_p.h"
#include "unitformat.h"

#include <QFont>
#include <QVariantMap>

namespace GpuPlan {

namespace {

const std::string kUsd = "USD";

// Whether @p candidate should replace @p current as the lowest price. Amounts in different currencies
// cannot be compared without an exchange rate, so a USD price always wins over a foreign one.
bool isLower(const PricePoint &candidate, const PricePoint &current)
{
    if (candidate.currency != current.currency)
        return candidate.currency == kUsd;
    if (candidate.amount != current.amount)
        return candidate.amount < current.amount;
    return candidate.date > current.date; // same amount: the newer sighting is the better evidence
}

QVariantMap provenanceMap(const Provenance &p)
{
    return {{QStringLiteral("kind"), QString::fromUtf8(provenanceKindKey(p.kind))},
            {QStringLiteral("source"), QString::fromStdString(p.source)},
            {QStringLiteral("date"), QString::fromStdString(p.date)},
            {QStringLiteral("note"), QString::fromStdString(p.note)}};
}

} // namespace

SkuTableModel::SkuTableModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_today(QDate::currentDate())
{
}

SkuTableModel::~SkuTableModel() = default;

void SkuTableModel::setCatalog(const Catalog &catalog)
{
    beginResetModel();
    m_catalog = catalog;
    m_rowById.clear();
    for (int row = 0; row < static_cast<int>(m_catalog.skus.size()); ++row)
        m_rowById.insert(QString::fromStdString(m_catalog.skus[static_cast<std::size_t>(row)].id), row);
    computeLowestPrices();
    endResetModel();
}

void SkuTableModel::computeLowestPrices()
{
    m_lowest.assign(m_catalog.skus.size(), {});
    for (std::size_t i = 0; i < m_catalog.prices.size(); ++i) {
        const PricePoint &price = m_catalog.prices[i];
        const int row = rowOf(QString::fromStdString(price.skuId));
        if (row < 0)
            continue;
        auto &slot = price.isCloud() ? m_lowest[static_cast<std::size_t>(row)].cloud
                                     : m_lowest[static_cast<std::size_t>(row)].purchase;
        if (!slot || isLower(price, m_catalog.prices[*slot]))
            slot = i;
    }
}

void SkuTableModel::updateSku(const GpuSku &effective)
{
    const int row = rowOf(QString::fromStdString(effective.id));
    if (row < 0)
        return;
    m_catalog.skus[static_cast<std::size_t>(row)] = effective;
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

void SkuTableModel::setMoneyDisplay(const UnitFormat::MoneyDisplay &display)
{
    m_money = display;
    if (rowCount() > 0) {
        Q_EMIT dataChanged(index(0, PurchasePriceColumn), index(rowCount() - 1, CloudPriceColumn));
    }
}

void SkuTableModel::setToday(const QDate &today)
{
    if (today == m_today)
        return;
    m_today = today;
    if (rowCount() > 0) {
        // Only the price tooltips depend on today.
        Q_EMIT dataChanged(index(0, PurchasePriceColumn), index(rowCount() - 1, CloudPriceColumn), {Qt::ToolTipRole});
    }
}

const GpuSku *SkuTableModel::skuAt(int row) const
{
    if (row < 0 || row >= static_cast<int>(m_catalog.skus.size()))
        return nullptr;
    return &m_catalog.skus[static_cast<std::size_t>(row)];
}

int SkuTableModel::rowOf(const QString &id) const { return m_rowById.value(id, -1); }

int SkuTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_catalog.skus.size());
}

int SkuTableModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant SkuTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const GpuSku &sku = m_catalog.skus[static_cast<std::size_t>(index.row())];
    switch (role) {
    case IdRole:
        return QString::fromStdString(sku.id);
    case VendorKeyRole:
        return QString::fromUtf8(vendorKey(sku.vendor));
    case SegmentKeyRole:
        return QString::fromUtf8(segmentKey(sku.segment));
    case MemoryBytesRole:
        return sku.memoryBytes ? QVariant(static_cast<qint64>(*sku.memoryBytes)) : QVariant();
    default:
        break;
    }
    if (index.column() == PurchasePriceColumn || index.column() == CloudPriceColumn)
        return priceData(index.row(), index.column(), role);
    return fieldData(sku, index.column(), role);
}

QVariant SkuTableModel::fieldData(const GpuSku &sku, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
    case SortRole:
    case Qt::ToolTipRole:
        return SkuColumns::data(sku, column, role);
    case Qt::TextAlignmentRole:
        if (SkuColumns::isNumeric(column))
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        return {};
    case OverriddenRole:
        return SkuColumns::provenanceOf(sku, column).kind == ProvenanceKind::UserOverride;
    case Qt::FontRole:
        if (SkuColumns::provenanceOf(sku, column).kind == ProvenanceKind::UserOverride) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        return {};
    case ProvenanceRole:
        return provenanceMap(SkuColumns::provenanceOf(sku, column));
    default:
        return {};
    }
}

QVariant SkuTableModel::priceData(int row, int column, int role) const
{
    const LowestPrices &lowest = m_lowest[static_cast<std::size_t>(row)];
    const bool cloud = column == CloudPriceColumn;
    const std::optional<std::size_t> slot = cloud ? lowest.cloud : lowest.purchase;
    const PricePoint *price = slot ? &m_catalog.prices[*slot] : nullptr;
    switch (role) {
    case Qt::DisplayRole:
        if (!price)
            return UnitFormat::unknownText();
        if (cloud)
            return tr("%1/h", "price per GPU-hour")
                .arg(UnitFormat::moneyIn(price->amount, QString::fromStdString(price->currency), m_money));
        return UnitFormat::moneyIn(price->amount, QString::fromStdString(price->currency), m_money);
    case SortRole:
        return price ? QVariant(UnitFormat::amountIn(price->amount, QString::fromStdString(price->currency), m_money))
                     : QVariant();
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
    case OverriddenRole:
        return price && price->provenance.kind == ProvenanceKind::UserOverride;
    case ProvenanceRole:
        return price ? provenanceMap(price->provenance) : QVariant();
    case Qt::ToolTipRole:
        break;
    default:
        return {};
    }
    if (!price)
        return cloud ? tr("No cloud price for this GPU in the catalog")
                     : tr("No purchase price for this GPU in the catalog");
    QString kind = UnitFormat::priceKindName(price->kind);
    if (!price->term.empty())
        kind = tr("%1, %2 term").arg(kind, QString::fromStdString(price->term));
    const QString currency = QString::fromStdString(price->currency);
    QString amount = UnitFormat::moneyIn(price->amount, currency, m_money);
    if (const QString note = UnitFormat::conversionNote(price->amount, currency, m_money); !note.isEmpty())
        amount += QStringLiteral(", ") + note;
    const QString date = QString::fromStdString(price->date);
    const QString age = UnitFormat::age(UnitFormat::parseIsoDate(price->date), m_today);
    const QString what = cloud ? tr("Lowest cloud price per GPU-hour: %1 (%2) from %3 on %4, %5 old")
                               : tr("Lowest purchase price per GPU: %1 (%2) from %3 on %4, %5 old");
    return QString(what.arg(amount, kind, QString::fromStdString(price->provider), date, age) + QLatin1Char('\n')
                   + UnitFormat::provenanceText(price->provenance));
}

QVariant SkuTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole)
        return SkuColumns::headerLabel(section);
    if (role == Qt::ToolTipRole)
        return SkuColumns::headerToolTip(section);
    return {};
}

QHash<int, QByteArray> SkuTableModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractTableModel::roleNames();
    names.insert(IdRole, QByteArrayLiteral("skuId"));
    names.insert(SortRole, QByteArrayLiteral("sortValue"));
    names.insert(VendorKeyRole, QByteArrayLiteral("vendorKey"));
    names.insert(SegmentKeyRole, QByteArrayLiteral("segmentKey"));
    names.insert(MemoryBytesRole, QByteArrayLiteral("memoryBytes"));
    names.insert(OverriddenRole, QByteArrayLiteral("overridden"));
    names.insert(ProvenanceRole, QByteArrayLiteral("provenance"));
    return names;
}

} // namespace GpuPlan
