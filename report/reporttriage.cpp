// The report's triage table ("fleet_triage"): the field guides' five-step playbook per node, from the fleet
// imported into the workspace: what each step found, and what to do or which command to run next.
#include "reporttables.h"
#include "reporttext.h"

#include "io/fleetfindingtext.h"
#include "io/triagetext.h"

namespace GpuPlan {
ReportTable triageTable(const ReportData &d)
{
    ReportTable t = newTable(QStringLiteral("fleet_triage"), ReportText::tr("Triage per node"),
                             {{QStringLiteral("node"), ReportText::tr("Node")},
                              {QStringLiteral("step"), ReportText::tr("Step")},
                              {QStringLiteral("status"), ReportText::tr("Status")},
                              {QStringLiteral("found"), ReportText::tr("What the evidence says")},
                              {QStringLiteral("next"), ReportText::tr("Next")}});
    for (const NodeTriage &node : d.triage.nodes) {
        for (const TriageStepResult &s : node.steps) {
            QStringList found, next;
            for (int i : s.findings) {
                const Finding &f = d.triage.findings[std::size_t(i)].finding;
                const QString w = evidenceText(f.evidence, true);
                found << fleetFindingText(f) + (w.isEmpty() ? QString() : QStringLiteral(" (") + w + QLatin1Char(')'));
                if (f.severity >= FindingSeverity::Warning)
                    next << fleetActionText(f.action);
            }
            if (found.isEmpty())
                for (const TriageCheck &c : s.checks)
                    if (c.seen)
                        found << ReportText::tr("%1 checked (%2)")
                                     .arg(triageCheckText(c.key), evidenceText(c.evidence, true));
            for (const TriageCheck &c : s.checks)
                if (!c.seen)
                    next << ReportText::tr("run `%1`").arg(QString::fromStdString(c.command));
            next.removeDuplicates();
            t.rows.append({textCell(triageNodeText(node.node)), textCell(triageStepTitle(s.step)),
                           textCell(triageStatusText(s.status)), textCell(found.join(QStringLiteral("; "))),
                           textCell(next.join(QStringLiteral("; ")))});
        }
    }
    t.note = d.triage.nodes.empty()
        ? ReportText::tr("No fleet data imported in this workspace.")
        : ReportText::tr("The field guides' order: is the GPU used, then data movement and topology, a framework "
                         "fallback, stability under load, the scheduler. A step without evidence names the command "
                         "whose output, imported, would answer it.");
    return t;
}

} // namespace GpuPlan
