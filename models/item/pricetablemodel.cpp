#include "pricetablemodel.h"

#include "unitformat.h"

#include <QColor>

namespace GpuPlan {

namespace {

QString kindText(const PricePoint &price)
{
    const QString kind = UnitFormat::priceKindName(price.kind);
    if (price.term.empty())
        return kind;
    //: a reserved-instance price kind and its term, e.g. "Cloud reserved (1y)"
    return PriceTableModel::tr("%1 (%2)").arg(kind, QString::fromStdString(price.term));
}

} // namespace

PriceTableModel::PriceTableModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_today(QDate::currentDate())
{
}

PriceTableModel::~PriceTableModel() = default;

void PriceTableModel::setMoneyDisplay(const UnitFormat::MoneyDisplay &display)
{
    m_money = display;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, AmountColumn), index(rowCount() - 1, AmountColumn));
}

void PriceTableModel::setPrices(std::vector<PricePoint> prices, const QDate &today)
{
    beginResetModel();
    m_prices = std::move(prices);
    m_today = today;
    endResetModel();
}

const PricePoint *PriceTableModel::priceAt(int row) const
{
    if (row < 0 || row >= static_cast<int>(m_prices.size()))
        return nullptr;
    return &m_prices[static_cast<std::size_t>(row)];
}

int PriceTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_prices.size());
}

int PriceTableModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

bool PriceTableModel::isStale(const PricePoint &price) const
{
    const QDate date = UnitFormat::parseIsoDate(price.date);
    return date.isValid() && m_today.isValid() && date.daysTo(m_today) > StaleAfterDays;
}

QVariant PriceTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const PricePoint &price = m_prices[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return displayData(price, index.column());
    case SortRole:
        return sortData(price, index.column());
    case IdRole:
        return QString::fromStdString(price.id);
    case StaleRole:
        return isStale(price);
    case Qt::ToolTipRole:
        return toolTip(price, index.column());
    case Qt::ForegroundRole:
        // Dark amber: readable on light and dark backgrounds, and not the red of an error.
        if (isStale(price))
            return QColor(0xB3, 0x6B, 0x00);
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == AmountColumn)
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        return {};
    default:
        return {};
    }
}

QVariant PriceTableModel::displayData(const PricePoint &price, int column) const
{
    switch (column) {
    case KindColumn:
        return kindText(price);
    case AmountColumn:
        return UnitFormat::moneyIn(price.amount, QString::fromStdString(price.currency), m_money);
    case UnitColumn:
        return UnitFormat::priceUnitName(price.unit);
    case ProviderColumn:
        return QString::fromStdString(price.provider);
    case DateColumn:
        return QString::fromStdString(price.date);
    case AgeColumn:
        return UnitFormat::age(UnitFormat::parseIsoDate(price.date), m_today);
    case SourceColumn:
        return QString::fromStdString(price.provenance.source);
    default:
        return {};
    }
}

QVariant PriceTableModel::sortData(const PricePoint &price, int column) const
{
    const QDate date = UnitFormat::parseIsoDate(price.date);
    switch (column) {
    case KindColumn:
        return static_cast<int>(price.kind);
    case AmountColumn:
        return UnitFormat::amountIn(price.amount, QString::fromStdString(price.currency), m_money);
    case UnitColumn:
        return static_cast<int>(price.unit);
    case DateColumn:
        return date.isValid() ? QVariant(date) : QVariant();
    case AgeColumn:
        return date.isValid() ? QVariant(date.daysTo(m_today)) : QVariant();
    default:
        return displayData(price, column);
    }
}

QString PriceTableModel::toolTip(const PricePoint &price, int column) const
{
    QString text;
    if (column == AmountColumn || column == SourceColumn || column == KindColumn)
        text = UnitFormat::provenanceText(price.provenance);
    if (column == AmountColumn) {
        const QString note = UnitFormat::conversionNote(price.amount, QString::fromStdString(price.currency), m_money);
        if (!note.isEmpty())
            text = note + QLatin1Char('\n') + text;
    } else
        text = displayData(price, column).toString();
    if (isStale(price)) {
        text += QLatin1Char('\n')
            + tr("this price is %1 old").arg(UnitFormat::age(UnitFormat::parseIsoDate(price.date), m_today));
    }
    return text;
}

QVariant PriceTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case KindColumn:
        return tr("Kind");
    case AmountColumn:
        return tr("Price");
    case UnitColumn:
        return tr("Unit");
    case ProviderColumn:
        return tr("Provider");
    case DateColumn:
        return tr("Date");
    case AgeColumn:
        return tr("Age");
    case SourceColumn:
        return tr("Source");
    default:
        return {};
    }
}

} // namespace GpuPlan
