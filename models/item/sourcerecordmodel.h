#pragma once

#include "core/intake/intakelot.h"

#include <QAbstractTableModel>

#include <map>
#include <string>
#include <vector>

namespace GpuPlan {

/**
 * What the intake cards say about each source, one row per record: per channel, seller, SKU + condition and lot, the
 * cards, how many were judged and failed intake, the intake failure share with its 90 % interval and the prior it
 * starts from, whether the sample is small, and the failures in service per card-month. Tooltips give the posterior
 * and how it was computed.
 */
class SourceRecordModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum class Group { Channel, Seller, SkuCondition, Lot };
    Q_ENUM(Group)

    enum Columns {
        GroupColumn,
        KeyColumn,
        CardsColumn,
        JudgedColumn,
        FailedColumn,
        IntakeColumn,
        IntervalColumn,
        PriorColumn,
        SampleColumn,
        ServiceColumn,
        ColumnCount
    };
    Q_ENUM(Columns)

    enum Roles {
        GroupRole = Qt::UserRole, ///< int: the Group
        ValueRole,                ///< double: the intake failure's posterior mean (0-1)
        LowRole,                  ///< double: its 5 % quantile
        HighRole,                 ///< double: its 95 % quantile
        KeyRole,                  ///< QString: the record's key
        SortRole,                 ///< the raw number
        LabelRole                 ///< QString: the source as shown (a SKU + condition by the SKU's name)
    };
    Q_ENUM(Roles)

    explicit SourceRecordModel(QObject *parent = nullptr);

    /// Replaces every row: the records of each group, in this order.
    void setRecords(const std::vector<SourceRecord> &channels, const std::vector<SourceRecord> &sellers,
                    const std::vector<SourceRecord> &skuConditions, const std::vector<SourceRecord> &lots);
    /// The names shown for the SKU ids of the SKU + condition rows (the catalog's); an id not named shows as is.
    void setSkuNames(std::map<std::string, QString> names);
    const SourceRecord *recordAt(int row) const;
    /// The row of @p key in @p group, or -1.
    int rowOf(Group group, const QString &key) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static QString groupName(Group group);

private:
    QVariant displayData(const SourceRecord &r, Group group, int column) const;
    QString label(const SourceRecord &r, Group group) const;
    QString toolTip(const SourceRecord &r, int column) const;

    std::vector<std::pair<Group, SourceRecord>> m_rows;
    std::map<std::string, QString> m_skuNames;
};

} // namespace GpuPlan
