#pragma once

#include <QAbstractItemModel>
#include <QString>
#include <QStringList>

#include <vector>

namespace GpuPlan {

/// One line under a triage step: a finding, a check that was seen, or one that is missing.
struct FleetTriageLine
{
    enum class Kind { Finding, Checked, Missing };
    Kind kind = Kind::Finding;
    QString text;      ///< the finding's sentence, "Checked: CPU load", "No evidence yet: ..."
    QString status;    ///< "Warning", "Seen", "Missing"
    QString statusKey; ///< a finding's severity key ("warning"); "seen" / "missing" for checks
    QString evidence;  ///< "mpstat.txt:5"
    QString next;      ///< the finding's action, or "Run: <command>"
    QString tooltip;   ///< the full path and excerpt, or how to use the command
    QString code;      ///< the finding's code, the check's key
    QString command;   ///< a missing check's command
};

/// One of the playbook's five steps of a node.
struct FleetTriageStepRow
{
    QString title;     ///< "1. Is the GPU really used?"
    QString status;    ///< "Problem", "OK", "No evidence yet"
    QString statusKey; ///< "problem", "ok", "no_evidence"
    QString code;      ///< "gpu_used", ...
    std::vector<FleetTriageLine> lines;
};

/// A node and its five steps.
struct FleetTriageNodeRow
{
    QString name;    ///< the node, "" for what no file places on a host
    QString display; ///< the node's name as shown ("(unattributed)" for "")
    QString status;  ///< "2 steps with a problem", "No problem found"
    bool problem = false;
    std::vector<FleetTriageStepRow> steps;
};

/**
 * The Fleet page's Triage tab: a tree of nodes, each with the field guides' five steps, each step with
 * its findings, what it checked (with file and line) and the commands that would give what is missing.
 * The page renders the rows (core/triage.h through io's texts); the model shows and filters them.
 */
class FleetTriageModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Columns { ItemColumn, StatusColumn, EvidenceColumn, NextColumn, ColumnCount };
    Q_ENUM(Columns)
    enum Kind { NodeItem, StepItem, FindingItem, CheckedItem, MissingItem };
    Q_ENUM(Kind)
    enum Roles {
        KindRole = Qt::UserRole, ///< Kind
        StatusKeyRole,           ///< a step's "problem" / "ok" / "no_evidence"; a finding's severity key
        CodeRole,                ///< a finding's code, a check's key, a step's key
        CommandRole,             ///< a missing check's command
    };

    explicit FleetTriageModel(QObject *parent = nullptr);

    void setRows(std::vector<FleetTriageNodeRow> rows);
    /// Only this node ("" shows every node).
    void setNodeFilter(const QString &node);
    /// Nodes with at least one step that has a problem (whatever the filter).
    int problemNodeCount() const;
    int nodeCount() const { return int(m_rows.size()); }
    /// The named nodes (the unattributed one left out), in the rows' order.
    QStringList nodeNames() const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Item
    {
        int parent = -1; ///< index into m_items; -1 for the root
        int row = 0;
        std::vector<int> children;
        Kind kind = NodeItem;
        QString text, status, statusKey, evidence, next, tooltip, code, command;
    };
    void rebuild();
    int add(int parent, Item item);

    std::vector<FleetTriageNodeRow> m_rows;
    QString m_nodeFilter;
    std::vector<Item> m_items; ///< m_items[0] is the invisible root
};

} // namespace GpuPlan
