// The Fleet page's Triage tab: the field guides' five-step playbook per node (is the GPU used, data movement
// and topology, framework fallback, stability under load, the scheduler), each step with what it found, what
// it checked (file:line) and the command that would give what is missing. The node filter picks a node;
// Copy Command puts a missing check's command on the clipboard.
#include "fleetpage.h"

#include "io/fleetfindingtext.h"
#include "io/triagetext.h"
#include "io/workspacestore.h"
#include "item/fleettriagemodel.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTabWidget>
#include <QTreeView>
#include <QVBoxLayout>

namespace GpuPlan {

namespace {

FleetTriageLine findingLine(const Finding &f)
{
    FleetTriageLine l;
    l.kind = FleetTriageLine::Kind::Finding;
    l.text = fleetFindingText(f);
    l.status = fleetSeverityText(f.severity);
    l.statusKey = QLatin1String(findingSeverityKey(f.severity));
    l.evidence = evidenceText(f.evidence, true);
    l.next = fleetActionText(f.action);
    l.code = QString::fromStdString(f.code);
    l.tooltip = evidenceText(f.evidence, false)
        + (f.evidence.excerpt.empty() ? QString() : QStringLiteral("\n") + QString::fromStdString(f.evidence.excerpt));
    return l;
}

FleetTriageLine checkLine(const TriageCheck &c)
{
    FleetTriageLine l;
    l.code = QString::fromStdString(c.key);
    if (c.seen) {
        l.kind = FleetTriageLine::Kind::Checked;
        l.text = FleetPage::tr("Checked: %1").arg(triageCheckText(c.key));
        l.status = FleetPage::tr("Seen");
        l.statusKey = QStringLiteral("seen");
        l.evidence = evidenceText(c.evidence, true);
        l.tooltip = evidenceText(c.evidence, false);
    } else {
        l.kind = FleetTriageLine::Kind::Missing;
        l.text = FleetPage::tr("No evidence yet: %1").arg(triageCheckText(c.key));
        l.status = FleetPage::tr("Missing");
        l.statusKey = QStringLiteral("missing");
        l.command = QString::fromStdString(c.command);
        l.next = FleetPage::tr("Run: %1").arg(l.command);
        l.tooltip = FleetPage::tr("Run this on the node and import its output:\n%1").arg(l.command);
    }
    return l;
}

std::vector<FleetTriageNodeRow> triageRows(const FleetTriage &triage)
{
    std::vector<FleetTriageNodeRow> out;
    for (const NodeTriage &node : triage.nodes) {
        FleetTriageNodeRow n;
        n.name = QString::fromStdString(node.node);
        n.display = triageNodeText(node.node);
        for (const TriageStepResult &s : node.steps) {
            FleetTriageStepRow step;
            step.title = triageStepTitle(s.step);
            step.status = triageStatusText(s.status);
            step.statusKey = QLatin1String(triageStatusKey(s.status));
            step.code = QLatin1String(triageStepKey(s.step));
            for (int f : s.findings)
                step.lines.push_back(findingLine(triage.findings[std::size_t(f)].finding));
            for (const TriageCheck &c : s.checks)
                step.lines.push_back(checkLine(c));
            n.steps.push_back(std::move(step));
        }
        const int problems = triageStepsWith(node, TriageStatus::Problem);
        const int unanswered = triageStepsWith(node, TriageStatus::NoEvidence);
        n.problem = problems > 0;
        switch (nodeTriageStatus(node)) {
        case TriageStatus::Problem:
            n.status = FleetPage::tr("%n step(s) with a problem", nullptr, problems);
            break;
        case TriageStatus::NoEvidence:
            n.status = FleetPage::tr("No evidence yet: run the steps' commands");
            break;
        case TriageStatus::Ok:
            n.status = unanswered
                ? FleetPage::tr("No problem found; %n step(s) without evidence yet", nullptr, unanswered)
                : FleetPage::tr("No problem found");
            break;
        }
        out.push_back(std::move(n));
    }
    return out;
}

} // namespace

QWidget *FleetPage::buildTriageTab()
{
    auto *tab = new QWidget(this);
    m_triageView = new QTreeView(tab);
    m_triageView->setModel(m_triage);
    m_triageView->setUniformRowHeights(true);
    m_triageView->setAlternatingRowColors(true);
    m_triageView->header()->setStretchLastSection(true);
    m_triageHint = new QLabel(tab);
    m_triageHint->setWordWrap(true);
    m_copyCommand = new QPushButton(tab);
    m_copyCommand->setEnabled(false);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_triageHint, 1);
    buttons->addWidget(m_copyCommand);
    auto *layout = new QVBoxLayout(tab);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_triageView, 1);
    layout->addLayout(buttons);
    connect(m_triageView->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                m_copyCommand->setEnabled(!current.data(FleetTriageModel::CommandRole).toString().isEmpty());
            });
    connect(m_copyCommand, &QPushButton::clicked, this, [this] {
        const QString command = m_triageView->currentIndex().data(FleetTriageModel::CommandRole).toString();
        if (!command.isEmpty()) {
            QApplication::clipboard()->setText(command);
            Q_EMIT statusMessage(tr("Copied: %1").arg(command));
        }
    });
    return tab;
}

void FleetPage::reloadTriage()
{
    m_triage->setRows(m_store.isOpen() ? triageRows(m_store.fleetTriage()) : std::vector<FleetTriageNodeRow>{});
    filterTriage();
    retranslateTriage();
}

void FleetPage::filterTriage()
{
    m_triage->setNodeFilter(m_node->currentIndex() > 0 ? m_node->currentText() : QString());
    m_triageView->expandToDepth(0); // nodes open on their five steps; a step opens on a click
    for (int c = 0; c < FleetTriageModel::NextColumn; ++c)
        m_triageView->resizeColumnToContents(c);
    m_triageView->setColumnWidth(FleetTriageModel::ItemColumn,
                                 std::min(m_triageView->columnWidth(FleetTriageModel::ItemColumn), 560));
}

void FleetPage::retranslateTriage()
{
    const int problems = m_triage->problemNodeCount();
    m_tabs->setTabText(m_tabs->indexOf(m_triageView->parentWidget()),
                       problems ? tr("Triage (%1 to look at)").arg(problems) : tr("Triage"));
    m_triageHint->setText(m_triage->nodeCount() > 0
                              ? tr("Open a step to see its findings, what was checked and the commands whose "
                                   "output would answer the rest.")
                              : tr("Nothing imported yet. Import the outputs of the guides' commands (nvidia-smi, "
                                   "lspci -vv, journalctl -k, mpstat, iostat -x, numactl --hardware, kubectl "
                                   "describe pod, ...) and each node's five steps are answered here."));
    m_copyCommand->setText(tr("Copy &Command"));
    m_copyCommand->setToolTip(tr("Copy the selected check's command, to run on the node and import its output"));
}

} // namespace GpuPlan
