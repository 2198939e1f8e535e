#pragma once

#include "core/catalog.h"
#include "core/intake/quote.h"

#include <QAbstractTableModel>
#include <QDate>
#include <QString>

#include <map>
#include <string>
#include <vector>

namespace GpuPlan {

/**
 * Sellers' quotes side by side, one row per quote, compared per SKU: the unit price over the SKU's memory
 * ($ per GB of VRAM, decimal GB) and over the throughput the sizing estimates for a reference workload
 * ($ per token/s). The cheapest quote of each SKU by either figure is shown bold. A quote past its validity
 * (or older than a year when it states none) is stale, flagged like a stale price. Tooltips say where each
 * number comes from.
 */
class QuoteTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Columns {
        IdColumn,
        SellerColumn,
        ChannelColumn,
        SkuColumn,
        ConditionColumn,
        QuantityColumn,
        PriceColumn,
        PerGbColumn,
        PerTokensColumn,
        LeadTimeColumn,
        WarrantyColumn,
        ReturnsColumn,
        DateColumn,
        ValidUntilColumn,
        ColumnCount
    };
    Q_ENUM(Columns)

    enum Roles {
        IdRole = Qt::UserRole, ///< qint64: the quote's id
        SortRole,              ///< the raw number (price, $/GB, ...); invalid when unknown
        SkuRole,               ///< QString: the SKU id
        StaleRole              ///< bool
    };
    Q_ENUM(Roles)

    explicit QuoteTableModel(QObject *parent = nullptr);

    /// Replaces every row; @p today is what staleness is measured against.
    void setQuotes(std::vector<Quote> quotes, const Catalog &catalog, const QDate &today);
    /// The estimated output tokens/s of each SKU for @p workload (a sentence naming the model and workload), from
    /// the sizing engine; SKUs missing from @p tokensPerSecond show no $/(tokens/s).
    void setThroughput(std::map<std::string, double> tokensPerSecond, const QString &workload);

    const std::vector<Quote> &quotes() const { return m_quotes; }
    const Quote *quoteAt(int row) const;
    int rowOf(qint64 id) const;
    /// The unit price per GB (1e9 bytes) of the SKU's memory; nullopt when the catalog has no memory size.
    std::optional<double> pricePerGb(const Quote &quote) const;
    /// The unit price per estimated output token/s; nullopt without an estimate.
    std::optional<double> pricePerTokensPerSecond(const Quote &quote) const;
    bool isStale(const Quote &quote) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant displayData(const Quote &quote, int column) const;
    QVariant sortData(const Quote &quote, int column) const;
    QString toolTip(const Quote &quote, int column) const;
    bool isBest(const Quote &quote, int column) const;
    QString skuName(const std::string &id) const;

    std::vector<Quote> m_quotes;
    std::map<std::string, std::string> m_skuNames;
    std::map<std::string, std::int64_t> m_memoryBytes;
    std::map<std::string, double> m_tokensPerSecond;
    QString m_workload;
    QDate m_today;
};

} // namespace GpuPlan
