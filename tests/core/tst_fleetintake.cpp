// An imported burn-in telemetry sequence gets the verdict a gpuplan-probe burn-in would give.
#include "core/fleetintake.h"

#include <QTest>

using namespace GpuPlan;
using GpuPlan::Probe::CheckStatus;
using GpuPlan::Probe::VerdictKind;

namespace {

std::vector<TelemetryRow> run(int seconds, float firstClock, float laterClock, float temperature)
{
    std::vector<TelemetryRow> rows;
    for (int t = 0; t < seconds; ++t) {
        TelemetryRow r;
        r.time = 1700000000.0 + t;
        r.smClockMHz = t < 60 ? firstClock : laterClock;
        r.temperatureC = temperature;
        r.utilizationPct = 100;
        rows.push_back(r);
    }
    return rows;
}

CheckStatus status(const GpuPlan::Probe::BurnInVerdict &v, const std::string &code)
{
    for (const auto &r : v.reasons)
        if (r.code == code)
            return r.status;
    return CheckStatus::Unchecked;
}

} // namespace

class TestFleetIntake : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void steadyRunPasses()
    {
        FleetDevice d;
        d.pcieGen = d.pcieMaxGen = 5;
        d.pcieWidth = d.pcieMaxWidth = 16;
        const auto v = judgeImportedBurnIn(d, run(600, 1980, 1980, 60), {},
                                           GpuPlan::Probe::defaultCriteria(GpuPlan::Probe::SkuClass::Datacenter));
        QCOMPARE(v.verdict, VerdictKind::Pass);
        QCOMPARE(status(v, "miscompare"), CheckStatus::Unchecked); // a log cannot verify results
        QCOMPARE(status(v, "clock_sag"), CheckStatus::Pass);
        QCOMPARE(status(v, "pcie_link"), CheckStatus::Pass);
        QCOMPARE(v.durationSeconds, 599.0);
    }

    void sagAndXidAreJudgedLikeAProbe()
    {
        FleetDevice d;
        std::vector<FleetEvent> events(1);
        events[0].kind = FleetEventKind::Xid;
        events[0].code = 79;
        events[0].time = 1700000000.0 + 300;
        // 1700 MHz after a 1980 MHz first minute: below 90 % (1782 MHz).
        const auto v = judgeImportedBurnIn(d, run(600, 1980, 1700, 60), events,
                                           GpuPlan::Probe::defaultCriteria(GpuPlan::Probe::SkuClass::Datacenter));
        QCOMPARE(status(v, "clock_sag"), CheckStatus::Fail);
        QCOMPARE(status(v, "xid"), CheckStatus::Fail);
        QCOMPARE(v.verdict, VerdictKind::Reject);
    }

    void xidBeforeTheRunDoesNotCount()
    {
        FleetDevice d;
        std::vector<FleetEvent> events(1);
        events[0].kind = FleetEventKind::Xid;
        events[0].time = 1600000000.0;
        const auto v = judgeImportedBurnIn(d, run(120, 1980, 1980, 60), events,
                                           GpuPlan::Probe::defaultCriteria(GpuPlan::Probe::SkuClass::Datacenter));
        QCOMPARE(status(v, "xid"), CheckStatus::Pass);
    }
};

QTEST_GUILESS_MAIN(TestFleetIntake)
#include "tst_fleetintake.moc"
