// gpuplan-cli triage [--node NAME] [--json]: the field guides' five-step playbook per node.
#include "clifleet.h"
#include "qtutil/qtstring.h"

#include "clicommands.h"

#include "core/jsonlocator.h"
#include "io/fleetfindingtext.h"
#include "io/triagetext.h"
#include "io/workspacestore.h"

#include <QCoreApplication>
#include <QTextStream>

namespace GpuPlan {

namespace {

Json stepJson(const TriageStepResult &step, const FleetTriage &t)
{
    Json findings = Json::array();
    for (int i : step.findings)
        findings.push_back(findingJson(t.findings[std::size_t(i)]));
    Json checks = Json::array();
    for (const TriageCheck &c : step.checks) {
        Json j = {{"check", c.key}, {"seen", c.seen}};
        if (c.seen)
            j["evidence"] = {{"file", c.evidence.file}, {"line", c.evidence.line > 0 ? Json(c.evidence.line) : Json()}};
        else
            j["command"] = c.command;
        checks.push_back(std::move(j));
    }
    return {{"step", triageStepKey(step.step)},
            {"title", triageStepTitle(step.step).toStdString()},
            {"status", triageStatusKey(step.status)},
            {"findings", findings},
            {"checks", checks}};
}

void printStep(QTextStream &out, const TriageStepResult &step, const FleetTriage &t)
{
    out << "  " << triageStepTitle(step.step) << "  [" << triageStatusText(step.status) << "]\n";
    for (int i : step.findings) {
        const StoredFinding &f = t.findings[std::size_t(i)];
        out << "    " << fleetSeverityText(f.finding.severity) << ": " << fleetFindingText(f.finding);
        if (const QString w = evidenceText(f.finding.evidence, false); !w.isEmpty())
            out << " (" << w << ')';
        out << "\n      -> " << fleetActionText(f.finding.action) << '\n';
    }
    QStringList seen;
    for (const TriageCheck &c : step.checks)
        if (c.seen)
            seen << triageCheckText(c.key) + QStringLiteral(" (") + evidenceText(c.evidence, false) + QLatin1Char(')');
    if (!seen.isEmpty())
        out << "    " << QCoreApplication::translate("CliTriage", "checked: %1").arg(seen.join(QStringLiteral(", ")))
            << '\n';
    for (const TriageCheck &c : step.checks)
        if (!c.seen)
            out << "    " << triageRunText(c) << '\n';
}

} // namespace

int runTriageCommand(WorkspaceStore &store, const CliOptions &o, QTextStream &out, QTextStream &err)
{
    const FleetTriage t = store.fleetTriage();
    std::vector<const NodeTriage *> nodes;
    for (const NodeTriage &n : t.nodes)
        if (o.node.isEmpty() || qs(n.node) == o.node)
            nodes.push_back(&n);
    if (nodes.empty() && !o.node.isEmpty()) {
        err << QCoreApplication::translate("CliTriage", "triage: no imported file speaks of node \"%1\".").arg(o.node)
            << '\n';
        return ExitNotFound;
    }
    if (o.json) {
        Json j = {{"nodes", Json::array()}};
        for (const NodeTriage *n : nodes) {
            Json steps = Json::array();
            for (const TriageStepResult &s : n->steps)
                steps.push_back(stepJson(s, t));
            j["nodes"].push_back({{"node", n->node.empty() ? Json() : Json(n->node)},
                                  {"status", triageStatusKey(nodeTriageStatus(*n))},
                                  {"steps", steps}});
        }
        out << qs(j.dump(2)) << '\n';
        return ExitOk;
    }
    if (nodes.empty())
        out << QCoreApplication::translate("CliTriage",
                                           "Nothing imported yet: import the outputs of the guides' "
                                           "commands (gpuplan-cli import FILE...).")
            << '\n';
    for (const NodeTriage *n : nodes) {
        out << triageNodeText(n->node) << "  [" << triageStatusText(nodeTriageStatus(*n)) << "]\n";
        for (const TriageStepResult &s : n->steps)
            printStep(out, s, t);
    }
    return ExitOk;
}

} // namespace GpuPlan
