#include "sourcerecordmodel.h"

#include <QLocale>

namespace GpuPlan {

namespace {
QString recordPercent(double share) { return QLocale().toString(share * 100.0, 'f', 1) + QStringLiteral(" %"); }
} // namespace

SourceRecordModel::SourceRecordModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void SourceRecordModel::setRecords(const std::vector<SourceRecord> &channels, const std::vector<SourceRecord> &sellers,
                                   const std::vector<SourceRecord> &skuConditions,
                                   const std::vector<SourceRecord> &lots)
{
    beginResetModel();
    m_rows.clear();
    for (const auto &[group, list] : {std::pair{Group::Channel, &channels},
                                      {Group::Seller, &sellers},
                                      {Group::SkuCondition, &skuConditions},
                                      {Group::Lot, &lots}})
        for (const SourceRecord &r : *list)
            m_rows.emplace_back(group, r);
    endResetModel();
}

void SourceRecordModel::setSkuNames(std::map<std::string, QString> names)
{
    m_skuNames = std::move(names);
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, KeyColumn), index(rowCount() - 1, KeyColumn));
}

QString SourceRecordModel::label(const SourceRecord &r, Group group) const
{
    const QString key = QString::fromStdString(r.key);
    if (group != Group::SkuCondition)
        return key;
    // The key is "SKU-ID condition" (recordKey in models/io/intakerecords).
    const auto space = r.key.rfind(' ');
    const auto name = m_skuNames.find(r.key.substr(0, space));
    return name == m_skuNames.end() || space == std::string::npos
        ? key
        : name->second + QString::fromStdString(r.key.substr(space));
}

const SourceRecord *SourceRecordModel::recordAt(int row) const
{
    return row >= 0 && std::size_t(row) < m_rows.size() ? &m_rows[std::size_t(row)].second : nullptr;
}

int SourceRecordModel::rowOf(Group group, const QString &key) const
{
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].first == group && QString::fromStdString(m_rows[i].second.key) == key)
            return int(i);
    return -1;
}

int SourceRecordModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_rows.size()); }

int SourceRecordModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString SourceRecordModel::groupName(Group group)
{
    switch (group) {
    case Group::Channel:
        return tr("Channel");
    case Group::Seller:
        return tr("Seller");
    case Group::SkuCondition:
        return tr("SKU + condition");
    case Group::Lot:
        return tr("Lot");
    }
    return {};
}

QVariant SourceRecordModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto &[group, r] = m_rows[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return displayData(r, group, index.column());
    case GroupRole:
        return int(group);
    case KeyRole:
        return QString::fromStdString(r.key);
    case LabelRole:
        return label(r, group);
    case ValueRole:
        return r.intake.value;
    case LowRole:
        return r.intake.low;
    case HighRole:
        return r.intake.high;
    case SortRole:
        switch (index.column()) {
        case CardsColumn:
            return r.cards;
        case JudgedColumn:
            return r.tally.judged;
        case FailedColumn:
            return r.tally.failedIntake;
        case IntakeColumn:
            return r.intake.value;
        case IntervalColumn:
            return r.intake.high - r.intake.low;
        case ServiceColumn:
            return r.inService.value;
        default:
            return displayData(r, group, index.column());
        }
    case Qt::ToolTipRole:
        return toolTip(r, index.column());
    case Qt::TextAlignmentRole:
        if (index.column() >= CardsColumn && index.column() <= IntervalColumn)
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        return {};
    default:
        return {};
    }
}

QVariant SourceRecordModel::displayData(const SourceRecord &r, Group group, int column) const
{
    switch (column) {
    case GroupColumn:
        return groupName(group);
    case KeyColumn:
        return label(r, group);
    case CardsColumn:
        return r.cards;
    case JudgedColumn:
        return r.tally.judged;
    case FailedColumn:
        return r.tally.failedIntake;
    case IntakeColumn:
        return recordPercent(r.intake.value);
    case IntervalColumn:
        return tr("%1 – %2").arg(recordPercent(r.intake.low), recordPercent(r.intake.high));
    case PriorColumn:
        return tr("%1, Beta(%2, %3)")
            .arg(QString::fromStdString(r.intake.prior.name))
            .arg(r.intake.prior.alpha, 0, 'g', 3)
            .arg(r.intake.prior.beta, 0, 'g', 3);
    case SampleColumn:
        return r.intake.smallSample ? tr("small sample") : QString();
    case ServiceColumn:
        return tr("%1 per 1,000 card-months (%2 card-months)")
            .arg(QLocale().toString(r.inService.value * 1000.0, 'f', 2))
            .arg(QLocale().toString(r.tally.serviceMonths, 'f', 1));
    default:
        return {};
    }
}

QString SourceRecordModel::toolTip(const SourceRecord &r, int column) const
{
    const FailureRate &i = r.intake;
    switch (column) {
    case JudgedColumn:
        return tr("Cards with a burn-in verdict (pass, quarantine or reject) in their history.");
    case FailedColumn:
        return tr("Judged cards whose latest verdict is quarantine or reject.");
    case IntakeColumn:
    case IntervalColumn:
    case PriorColumn:
        return tr("Intake failure: the mean of the posterior Beta(%1 + %2, %3 + %4 - %2) = Beta(%5, %6), from the "
                  "prior %7 (Beta(%1, %3)) and %2 failure(s) in %4 card(s) judged. The interval is the posterior's "
                  "5 % and 95 % quantiles (90 %, equal-tailed).")
            .arg(i.prior.alpha, 0, 'g', 4)
            .arg(i.failures, 0, 'g', 4)
            .arg(i.prior.beta, 0, 'g', 4)
            .arg(i.trials, 0, 'g', 4)
            .arg(i.prior.alpha + i.failures, 0, 'g', 4)
            .arg(i.prior.beta + i.trials - i.failures, 0, 'g', 4)
            .arg(QString::fromStdString(i.prior.name));
    case SampleColumn:
        return tr("Fewer than %1 cards judged: the prior still weighs much in the estimate.")
            .arg(kSmallIntakeSample, 0, 'g', 3);
    case ServiceColumn:
        return tr("Failures in service per card-month: %1 failure(s) over %2 card-months in production, prior %3; "
                  "90 % interval %4 to %5 per 1,000 card-months%6.")
            .arg(r.inService.failures, 0, 'g', 4)
            .arg(r.tally.serviceMonths, 0, 'f', 1)
            .arg(QString::fromStdString(r.inService.prior.name))
            .arg(r.inService.low * 1000.0, 0, 'f', 2)
            .arg(r.inService.high * 1000.0, 0, 'f', 2)
            .arg(r.inService.smallSample ? tr(", a small sample") : QString());
    default:
        return QString::fromStdString(r.key);
    }
}

QVariant SourceRecordModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case GroupColumn:
        return tr("By");
    case KeyColumn:
        return tr("Source");
    case CardsColumn:
        return tr("Cards");
    case JudgedColumn:
        return tr("Judged");
    case FailedColumn:
        return tr("Failed intake");
    case IntakeColumn:
        return tr("Intake failure");
    case IntervalColumn:
        return tr("90 % interval");
    case PriorColumn:
        return tr("Prior");
    case SampleColumn:
        return tr("Sample");
    case ServiceColumn:
        return tr("In service");
    default:
        return {};
    }
}

} // namespace GpuPlan
