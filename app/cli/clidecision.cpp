#include "clidecision.h"

#include "clicommands.h"
#include "clidecisionjson.h"

#include "io/calibrationdata.h"
#include "io/scenarioload.h"
#include "io/workspacestore.h"

#include "core/decision/decisionrun.h"
#include "core/decision/queueing.h"

#include <QCoreApplication>
#include <QTextStream>

#include <memory>

namespace GpuPlan {

namespace {

int erlang(const CliOptions &o, QTextStream &out, QTextStream &err)
{
    bool okC = false;
    bool okA = false;
    const int c = o.servers.toInt(&okC);
    const double a = o.offeredLoad.toDouble(&okA);
    if (!okC || !okA || c < 1 || !(a >= 0)) {
        err << CliDecision::tr("erlang needs --servers C (an integer >= 1) and --offered-load A (Erlangs >= 0).")
            << '\n';
        return ExitUsage;
    }
    const double b = erlangB(c, a);
    const double cc = erlangC(c, a);
    if (o.json) {
        const Json j{{"servers", c}, {"offered_load", a}, {"utilisation", a / c}, {"erlang_b", b}, {"erlang_c", cc}};
        out << QString::fromStdString(j.dump(2)) << '\n';
    } else {
        out << CliDecision::tr("Servers %1, offered load %2 Erlangs (utilisation %3)").arg(c).arg(a).arg(a / c) << '\n'
            << CliDecision::tr("Erlang B (blocking, M/M/c/c): %1").arg(b, 0, 'f', 6) << '\n'
            << CliDecision::tr("Erlang C (probability of waiting, M/M/c): %1").arg(cc, 0, 'f', 6) << '\n';
    }
    return ExitOk;
}

} // namespace

int runDecisionCommand(WorkspaceStore &store, const CliOptions &o, QTextStream &out, QTextStream &err)
{
    const QString verb = o.command.value(0);
    if (verb == QLatin1String("erlang"))
        return erlang(o, out, err);
    if (o.scenario.isEmpty()) {
        err << CliDecision::tr("%1 needs --scenario FILE.").arg(verb) << '\n';
        return ExitUsage;
    }
    const LoadedScenario loaded = loadScenario(o.scenario, store);
    for (const QString &m : loaded.messages)
        err << m << '\n';
    if (!loaded.ok()) {
        err << loaded.error << '\n';
        return ExitBadInput;
    }
    const LoadedLockInDefaults lockIn = loadShippedLockInDefaults();
    if (!lockIn.ok) {
        for (const QString &m : lockIn.messages)
            err << m << '\n';
        return ExitWorkspace;
    }
    const Catalog catalog = store.catalog();
    const Calibration calibration = shippedCalibration(catalog);
    const DecisionRun run(loaded.parsed.scenario, catalog, calibration, lockIn.defaults);
    if (!run.ok()) {
        for (const QString &m : scenarioDiagnosticTexts(loaded, run.diagnostics()))
            err << m << '\n';
        err << CliDecision::tr("The scenario %1 is invalid.").arg(o.scenario) << '\n';
        return ExitBadInput;
    }
    if (verb == QLatin1String("plan")) {
        const DecisionPlan plan = run.plan();
        if (o.json)
            out << QString::fromStdString(planJson(run, plan).dump(2)) << '\n';
        else
            printPlanText(run, plan, out);
        return ExitOk;
    }
    const DecisionRanking ranking = run.rank();
    if (o.json)
        out << QString::fromStdString(rankJson(run, ranking).dump(2)) << '\n';
    else
        printRankText(run, ranking, out);
    return ExitOk;
}

} // namespace GpuPlan
