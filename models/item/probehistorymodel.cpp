#include "probehistorymodel.h"

#include "proberesultmodel.h"
#include "probeverdictmodel.h"

#include <QColor>
#include <QLocale>

namespace GpuPlan {

ProbeHistoryModel::ProbeHistoryModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

ProbeHistoryModel::~ProbeHistoryModel() = default;

void ProbeHistoryModel::setEntries(std::vector<ProbeHistoryEntry> entries)
{
    beginResetModel();
    m_entries = std::move(entries);
    endResetModel();
}

const ProbeHistoryEntry *ProbeHistoryModel::entryAt(int row) const
{
    if (row < 0 || row >= static_cast<int>(m_entries.size()))
        return nullptr;
    return &m_entries[static_cast<std::size_t>(row)];
}

int ProbeHistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_entries.size());
}

int ProbeHistoryModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString ProbeHistoryModel::statusText(const QString &s)
{
    if (s == QLatin1String("ok"))
        return tr("completed");
    if (s == QLatin1String("test_failed"))
        return tr("a result did not verify");
    if (s == QLatin1String("cancelled"))
        return tr("cancelled");
    if (s == QLatin1String("burnin_quarantine") || s == QLatin1String("burnin_reject"))
        return tr("burn-in finished");
    if (s == QLatin1String("crashed"))
        return tr("runner crashed");
    if (s == QLatin1String("timed_out"))
        return tr("timed out");
    if (s == QLatin1String("invalid_output"))
        return tr("invalid runner output");
    if (s == QLatin1String("schema_mismatch"))
        return tr("runner version mismatch");
    if (s == QLatin1String("no_final_line"))
        return tr("runner ended early");
    if (s == QLatin1String("backend_unavailable"))
        return tr("backend unavailable");
    if (s == QLatin1String("no_such_device"))
        return tr("no such device");
    if (s == QLatin1String("usage"))
        return tr("runner refused the options");
    if (s == QLatin1String("internal"))
        return tr("runner error");
    if (s == QLatin1String("missing_runner"))
        return tr("runner not found");
    return s;
}

QString ProbeHistoryModel::summary(const ProbeHistoryEntry &e)
{
    QStringList parts;
    const Probe::TestResult *bandwidth = nullptr;
    const Probe::TestResult *fp32 = nullptr;
    for (const auto &r : e.results) {
        if (!bandwidth && r.test.starts_with("bandwidth."))
            bandwidth = &r;
        if (!fp32 && r.test == "compute.fp32_fma")
            fp32 = &r;
    }
    for (const auto *r : {bandwidth, fp32}) {
        if (r)
            parts << tr("%1 %2 %3")
                         .arg(QString::fromStdString(r->test), ProbeResultModel::number(r->best),
                              ProbeResultModel::unitText(r->unit));
    }
    if (parts.isEmpty() && !e.results.empty())
        parts << tr("%n result(s)", nullptr, static_cast<int>(e.results.size()));
    if (e.verdict) {
        int failed = 0;
        for (const auto &r : e.verdict->reasons)
            failed += r.status == Probe::CheckStatus::Fail;
        parts << tr("%n check(s) failed", nullptr, failed);
    }
    return parts.join(QStringLiteral(" · "));
}

QVariant ProbeHistoryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ProbeHistoryEntry &e = m_entries[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case WhenColumn:
            return QLocale().toString(e.startedAt.toLocalTime(), QLocale::ShortFormat);
        case CommandColumn:
            return e.command == QLatin1String("burnin") ? tr("Burn-in") : tr("Measure");
        case OutcomeColumn:
            if (e.verdict)
                return ProbeVerdictModel::verdictText(e.verdict->verdict);
            return statusText(e.exitStatus);
        case SummaryColumn:
            return summary(e);
        default:
            return {};
        }
    case Qt::ForegroundRole:
        if (index.column() == OutcomeColumn && e.verdict)
            return ProbeVerdictModel::verdictColor(e.verdict->verdict);
        if (index.column() == OutcomeColumn && e.exitStatus != QLatin1String("ok"))
            return QColor(0xc6, 0x28, 0x28);
        return {};
    case Qt::ToolTipRole:
        if (index.column() == WhenColumn)
            return e.startedAt.toUTC().toString(Qt::ISODate);
        if (index.column() == OutcomeColumn)
            return tr("Runner status: %1").arg(e.exitStatus);
        return data(index, Qt::DisplayRole);
    case RunIdRole:
        return e.runId;
    case SortRole:
        return index.column() == WhenColumn ? QVariant(e.startedAt) : data(index, Qt::DisplayRole);
    default:
        return {};
    }
}

QVariant ProbeHistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case WhenColumn:
        return tr("When");
    case CommandColumn:
        return tr("Run");
    case OutcomeColumn:
        return tr("Outcome");
    case SummaryColumn:
        return tr("Headline");
    default:
        return {};
    }
}

} // namespace GpuPlan
