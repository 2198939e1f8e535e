#include "quotetablemodel.h"

#include "unitformat.h"

#include <QColor>
#include <QFont>

namespace GpuPlan {

namespace {
// Dark amber, as a stale price: readable on light and dark backgrounds, and not the red of an error.
const QColor kQuoteStaleColour(0xB3, 0x6B, 0x00);

QString quoteText(const std::string &s) { return QString::fromStdString(s); }
} // namespace

QuoteTableModel::QuoteTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void QuoteTableModel::setQuotes(std::vector<Quote> quotes, const Catalog &catalog, const QDate &today)
{
    beginResetModel();
    m_quotes = std::move(quotes);
    m_today = today;
    m_skuNames.clear();
    m_memoryBytes.clear();
    for (const Quote &q : m_quotes) {
        if (const GpuSku *sku = catalog.findSku(q.skuId)) {
            m_skuNames[q.skuId] = sku->name;
            if (sku->memoryBytes && *sku->memoryBytes > 0)
                m_memoryBytes[q.skuId] = *sku->memoryBytes;
        }
    }
    endResetModel();
}

void QuoteTableModel::setThroughput(std::map<std::string, double> tokensPerSecond, const QString &workload)
{
    m_tokensPerSecond = std::move(tokensPerSecond);
    m_workload = workload;
    if (!m_quotes.empty())
        Q_EMIT dataChanged(index(0, PerTokensColumn), index(rowCount() - 1, PerTokensColumn));
}

const Quote *QuoteTableModel::quoteAt(int row) const
{
    return row >= 0 && std::size_t(row) < m_quotes.size() ? &m_quotes[std::size_t(row)] : nullptr;
}

int QuoteTableModel::rowOf(qint64 id) const
{
    for (std::size_t i = 0; i < m_quotes.size(); ++i)
        if (m_quotes[i].id == id)
            return int(i);
    return -1;
}

std::optional<double> QuoteTableModel::pricePerGb(const Quote &quote) const
{
    const auto it = m_memoryBytes.find(quote.skuId);
    if (it == m_memoryBytes.end())
        return std::nullopt;
    return quote.unitPrice / (double(it->second) / 1e9);
}

std::optional<double> QuoteTableModel::pricePerTokensPerSecond(const Quote &quote) const
{
    const auto it = m_tokensPerSecond.find(quote.skuId);
    if (it == m_tokensPerSecond.end() || !(it->second > 0))
        return std::nullopt;
    return quote.unitPrice / it->second;
}

bool QuoteTableModel::isStale(const Quote &quote) const
{
    return m_today.isValid() && isStaleQuote(quote, m_today.toString(Qt::ISODate).toStdString());
}

int QuoteTableModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_quotes.size()); }

int QuoteTableModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString QuoteTableModel::skuName(const std::string &id) const
{
    const auto it = m_skuNames.find(id);
    return it == m_skuNames.end() ? quoteText(id) : quoteText(it->second);
}

bool QuoteTableModel::isBest(const Quote &quote, int column) const
{
    const auto figure
        = [&](const Quote &q) { return column == PerGbColumn ? pricePerGb(q) : pricePerTokensPerSecond(q); };
    const std::optional<double> mine = figure(quote);
    if (!mine)
        return false;
    int rivals = 0;
    for (const Quote &other : m_quotes) {
        if (other.skuId != quote.skuId || other.currency != quote.currency || other.channel == SellerChannel::Cloud
            || &other == &quote)
            continue;
        ++rivals;
        if (const auto theirs = figure(other); theirs && *theirs < *mine)
            return false;
    }
    return rivals > 0 && quote.channel != SellerChannel::Cloud;
}

QVariant QuoteTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Quote &q = m_quotes[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return displayData(q, index.column());
    case SortRole:
        return sortData(q, index.column());
    case IdRole:
        return qint64(q.id);
    case SkuRole:
        return quoteText(q.skuId);
    case StaleRole:
        return isStale(q);
    case Qt::ToolTipRole:
        return toolTip(q, index.column());
    case Qt::ForegroundRole:
        if (isStale(q)
            && (index.column() == PriceColumn || index.column() == ValidUntilColumn || index.column() == DateColumn))
            return kQuoteStaleColour;
        return {};
    case Qt::FontRole:
        if ((index.column() == PerGbColumn || index.column() == PerTokensColumn) && isBest(q, index.column())) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == IdColumn || index.column() == QuantityColumn || index.column() == PriceColumn
            || index.column() == PerGbColumn || index.column() == PerTokensColumn)
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        return {};
    default:
        return {};
    }
}

QVariant QuoteTableModel::displayData(const Quote &q, int column) const
{
    const QString currency = quoteText(q.currency);
    const QString unknown = UnitFormat::unknownText();
    switch (column) {
    case IdColumn:
        return qint64(q.id);
    case SellerColumn:
        return quoteText(q.seller);
    case ChannelColumn:
        return QString::fromLatin1(sellerChannelKey(q.channel));
    case SkuColumn:
        return skuName(q.skuId);
    case ConditionColumn:
        return QString::fromLatin1(cardConditionKey(q.condition));
    case QuantityColumn:
        return q.quantity;
    case PriceColumn:
        return isStale(q) ? tr("%1 (stale)").arg(UnitFormat::money(q.unitPrice, currency))
                          : UnitFormat::money(q.unitPrice, currency);
    case PerGbColumn: {
        const auto v = pricePerGb(q);
        return v ? UnitFormat::money(*v, currency) : unknown;
    }
    case PerTokensColumn: {
        const auto v = pricePerTokensPerSecond(q);
        return v ? UnitFormat::money(*v, currency) : unknown;
    }
    case LeadTimeColumn:
        return q.leadTimeDays ? tr("%n day(s)", nullptr, *q.leadTimeDays) : unknown;
    case WarrantyColumn:
        return q.warrantyMonths ? tr("%n month(s)", nullptr, *q.warrantyMonths) : unknown;
    case ReturnsColumn:
        return q.returnsIntermittent ? (*q.returnsIntermittent ? tr("yes") : tr("no")) : unknown;
    case DateColumn:
        return quoteText(q.date);
    case ValidUntilColumn:
        return q.validUntil.empty() ? unknown : quoteText(q.validUntil);
    default:
        return {};
    }
}

QVariant QuoteTableModel::sortData(const Quote &q, int column) const
{
    const auto optional = [](const auto &v) { return v ? QVariant(double(*v)) : QVariant(); };
    switch (column) {
    case IdColumn:
        return qint64(q.id);
    case QuantityColumn:
        return q.quantity;
    case PriceColumn:
        return q.unitPrice;
    case PerGbColumn:
        return optional(pricePerGb(q));
    case PerTokensColumn:
        return optional(pricePerTokensPerSecond(q));
    case LeadTimeColumn:
        return optional(q.leadTimeDays);
    case WarrantyColumn:
        return optional(q.warrantyMonths);
    default:
        return displayData(q, column);
    }
}

QString QuoteTableModel::toolTip(const Quote &q, int column) const
{
    const QString currency = quoteText(q.currency);
    const QString perWhat = q.channel == SellerChannel::Cloud ? tr(" per GPU-hour") : QString();
    QString text;
    switch (column) {
    case PriceColumn:
        text = tr("%1 per card%2, quoted by %3 on %4 (%5)")
                   .arg(UnitFormat::money(q.unitPrice, currency), perWhat, quoteText(q.seller), quoteText(q.date),
                        q.sourceFile.empty() ? tr("entered")
                                             : tr("%1, line %2").arg(quoteText(q.sourceFile)).arg(q.sourceLine));
        break;
    case PerGbColumn: {
        const auto it = m_memoryBytes.find(q.skuId);
        text = it == m_memoryBytes.end()
            ? tr("The catalog gives no memory size for %1.").arg(skuName(q.skuId))
            : tr("%1 per card over %2 GB of VRAM (the catalog's memory of %3, 1 GB = 10^9 bytes)%4")
                  .arg(UnitFormat::money(q.unitPrice, currency))
                  .arg(double(it->second) / 1e9, 0, 'f', 1)
                  .arg(skuName(q.skuId), perWhat);
        break;
    }
    case PerTokensColumn: {
        const auto it = m_tokensPerSecond.find(q.skuId);
        text = it == m_tokensPerSecond.end()
            ? (m_workload.isEmpty() ? tr("The throughput estimate is not ready yet.")
                                    : tr("No throughput estimate for %1 on %2 (the model does not fit, or the "
                                         "estimate has no figure).")
                                          .arg(skuName(q.skuId), m_workload))
            : tr("%1 per card over %2 output tokens/s: the sizing engine's estimate for %3 on one %4 (the Workload "
                 "page's calibration). A lower figure buys more throughput per dollar.%5")
                  .arg(UnitFormat::money(q.unitPrice, currency))
                  .arg(it->second, 0, 'f', 1)
                  .arg(m_workload, skuName(q.skuId), perWhat);
        break;
    }
    case ReturnsColumn:
        text = tr("Whether the seller's returns cover intermittent faults: a channel that refuses them is a risk, "
                  "not a bargain.");
        break;
    case SkuColumn:
        text = quoteText(q.skuId);
        break;
    default:
        text = displayData(q, column).toString();
        break;
    }
    if (column == PerGbColumn || column == PerTokensColumn) {
        if (isBest(q, column))
            text += QLatin1Char('\n') + tr("The lowest of the quotes for this SKU.");
    }
    if (isStale(q))
        text += QLatin1Char('\n')
            + (q.validUntil.empty() ? tr("This quote is stale: it states no validity and is over a year old.")
                                    : tr("This quote is stale: it was valid until %1.").arg(quoteText(q.validUntil)));
    return text;
}

QVariant QuoteTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case IdColumn:
        return tr("Quote");
    case SellerColumn:
        return tr("Seller");
    case ChannelColumn:
        return tr("Channel");
    case SkuColumn:
        return tr("SKU");
    case ConditionColumn:
        return tr("Condition");
    case QuantityColumn:
        return tr("Qty");
    case PriceColumn:
        return tr("Unit price");
    case PerGbColumn:
        return tr("$/GB VRAM");
    case PerTokensColumn:
        return tr("$/(tokens/s)");
    case LeadTimeColumn:
        return tr("Lead time");
    case WarrantyColumn:
        return tr("Warranty");
    case ReturnsColumn:
        return tr("Returns intermittent");
    case DateColumn:
        return tr("Date");
    case ValidUntilColumn:
        return tr("Valid until");
    default:
        return {};
    }
}

} // namespace GpuPlan
