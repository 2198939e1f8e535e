#include "fleettriagemodel.h"

#include <QBrush>
#include <QColor>

#include <algorithm>

namespace GpuPlan {

FleetTriageModel::FleetTriageModel(QObject *parent)
    : QAbstractItemModel(parent)
{
    m_items.push_back({});
}

void FleetTriageModel::setRows(std::vector<FleetTriageNodeRow> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    rebuild();
    endResetModel();
}

void FleetTriageModel::setNodeFilter(const QString &node)
{
    if (node == m_nodeFilter)
        return;
    beginResetModel();
    m_nodeFilter = node;
    rebuild();
    endResetModel();
}

QStringList FleetTriageModel::nodeNames() const
{
    QStringList out;
    for (const FleetTriageNodeRow &node : m_rows)
        if (!node.name.isEmpty())
            out << node.name;
    return out;
}

int FleetTriageModel::problemNodeCount() const
{
    return int(std::count_if(m_rows.begin(), m_rows.end(), [](const FleetTriageNodeRow &n) { return n.problem; }));
}

int FleetTriageModel::add(int parent, Item item)
{
    item.parent = parent;
    item.row = int(m_items[std::size_t(parent)].children.size());
    m_items.push_back(std::move(item));
    const int id = int(m_items.size()) - 1;
    m_items[std::size_t(parent)].children.push_back(id);
    return id;
}

void FleetTriageModel::rebuild()
{
    m_items.assign(1, Item{});
    for (const FleetTriageNodeRow &node : m_rows) {
        if (!m_nodeFilter.isEmpty() && node.name != m_nodeFilter)
            continue;
        Item n;
        n.kind = NodeItem;
        n.text = node.display;
        n.status = node.status;
        n.statusKey = QLatin1String(node.problem ? "problem" : "ok");
        n.code = node.name;
        const int nodeId = add(0, std::move(n));
        for (const FleetTriageStepRow &s : node.steps) {
            Item step;
            step.kind = StepItem;
            step.text = s.title;
            step.status = s.status;
            step.statusKey = s.statusKey;
            step.code = s.code;
            const int stepId = add(nodeId, std::move(step));
            for (const FleetTriageLine &l : s.lines) {
                Item line;
                line.kind = l.kind == FleetTriageLine::Kind::Finding ? FindingItem
                    : l.kind == FleetTriageLine::Kind::Checked       ? CheckedItem
                                                                     : MissingItem;
                line.text = l.text;
                line.status = l.status;
                line.statusKey = l.statusKey;
                line.evidence = l.evidence;
                line.next = l.next;
                line.tooltip = l.tooltip;
                line.code = l.code;
                line.command = l.command;
                add(stepId, std::move(line));
            }
        }
    }
}

QModelIndex FleetTriageModel::index(int row, int column, const QModelIndex &parent) const
{
    const std::size_t p = parent.isValid() ? std::size_t(parent.internalId()) : 0;
    if (p >= m_items.size() || row < 0 || column < 0 || column >= ColumnCount || row >= int(m_items[p].children.size()))
        return {};
    return createIndex(row, column, quintptr(m_items[p].children[std::size_t(row)]));
}

QModelIndex FleetTriageModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    const Item &item = m_items[std::size_t(child.internalId())];
    if (item.parent <= 0)
        return {};
    return createIndex(m_items[std::size_t(item.parent)].row, 0, quintptr(item.parent));
}

int FleetTriageModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return 0;
    const std::size_t p = parent.isValid() ? std::size_t(parent.internalId()) : 0;
    return p < m_items.size() ? int(m_items[p].children.size()) : 0;
}

int FleetTriageModel::columnCount(const QModelIndex &) const { return ColumnCount; }

QVariant FleetTriageModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const Item &item = m_items[std::size_t(index.internalId())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case ItemColumn:
            return item.text;
        case StatusColumn:
            return item.status;
        case EvidenceColumn:
            return item.evidence;
        case NextColumn:
            return item.next;
        }
        return {};
    case Qt::ToolTipRole:
        return item.tooltip.isEmpty() ? QVariant() : QVariant(item.tooltip);
    case Qt::ForegroundRole:
        if (index.column() != StatusColumn)
            return item.kind == MissingItem ? QVariant(QBrush(QColor(0x70, 0x70, 0x70))) : QVariant();
        if (item.statusKey == QLatin1String("problem") || item.statusKey == QLatin1String("reject")
            || item.statusKey == QLatin1String("quarantine"))
            return QBrush(QColor(0xb0, 0x20, 0x20));
        if (item.statusKey == QLatin1String("warning"))
            return QBrush(QColor(0xa0, 0x60, 0x00));
        if (item.statusKey == QLatin1String("ok"))
            return QBrush(QColor(0x20, 0x80, 0x30));
        return {};
    case KindRole:
        return int(item.kind);
    case StatusKeyRole:
        return item.statusKey;
    case CodeRole:
        return item.code;
    case CommandRole:
        return item.command;
    }
    return {};
}

QVariant FleetTriageModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case ItemColumn:
        return tr("Node, step, evidence");
    case StatusColumn:
        return tr("Status");
    case EvidenceColumn:
        return tr("Where");
    case NextColumn:
        return tr("What to do");
    }
    return {};
}

} // namespace GpuPlan
