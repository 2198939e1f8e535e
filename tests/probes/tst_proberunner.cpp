// The real gpuplan-probe executable: listing without GPU runtimes, a CPU run, cancellation, exit codes.
#include "protocol/messages.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace GpuPlan::Probe;

namespace {

struct Run
{
    int exitCode = -1;
    std::vector<Message> messages;
    QByteArray stdErr;
};

Run runProbe(const QStringList &args, const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment(),
             int timeoutMs = 120000)
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(GPUPLAN_PROBE_PATH), args);
    if (!p.waitForFinished(timeoutMs))
        qFatal("gpuplan-probe did not finish");
    Run r;
    r.exitCode = p.exitCode();
    r.stdErr = p.readAllStandardError();
    for (const QByteArray &line : p.readAllStandardOutput().split('\n')) {
        if (line.isEmpty())
            continue;
        const ParseResult parsed = parseLine(std::string_view(line.constData(), static_cast<std::size_t>(line.size())));
        if (!parsed.ok)
            qFatal("unparsable line %s: %s", line.constData(), parsed.error.c_str());
        r.messages.push_back(parsed.message);
    }
    return r;
}

template <typename T>
std::vector<T> all(const Run &run)
{
    std::vector<T> out;
    for (const Message &m : run.messages)
        if (const T *t = std::get_if<T>(&m))
            out.push_back(*t);
    return out;
}

} // namespace

class TestProbeRunner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // With no modules at all, every GPU backend is unavailable with the reason, and the CPU is there.
    void listsMissingBackendsWithReasons()
    {
        QTemporaryDir empty;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("GPUPLAN_PROBE_MODULE_DIR"), empty.path());
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(GPUPLAN_PROBE_PATH), {QStringLiteral("--list"), QStringLiteral("--json")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QByteArray out = p.readAllStandardOutput();
        const ListParseResult list
            = parseListReport(std::string_view(out.constData(), static_cast<std::size_t>(out.size())));
        QVERIFY2(list.ok, list.error.c_str());
        QCOMPARE(list.report.backends.size(), std::size_t(4));
        for (const BackendStatus &b : list.report.backends) {
            if (b.name == "cpu") {
                QVERIFY(b.available);
                continue;
            }
            QVERIFY(!b.available);
            QVERIFY2(b.reason.find("gpuplan-probe-" + b.name + ".so not found") != std::string::npos, b.reason.c_str());
        }
        QCOMPARE(list.report.devices.size(), std::size_t(1));
        QCOMPARE(list.report.devices[0].id, std::string("cpu:0"));
        QVERIFY(list.report.devices[0].memoryBytes > 0);
    }

    // The modules this build made load; without a GPU they say why there is no device, by runtime.
    void builtModulesExplainMissingDevices()
    {
        QProcess p;
        p.start(QStringLiteral(GPUPLAN_PROBE_PATH), {QStringLiteral("--list"), QStringLiteral("--json")});
        QVERIFY(p.waitForFinished(60000));
        const QByteArray out = p.readAllStandardOutput();
        const ListParseResult list
            = parseListReport(std::string_view(out.constData(), static_cast<std::size_t>(out.size())));
        QVERIFY2(list.ok, list.error.c_str());
        int checked = 0;
        for (const BackendStatus &b : list.report.backends) {
            if (b.name == "cpu" || b.reason.find("not found (this build has no") != std::string::npos)
                continue;
            ++checked;
            if (b.available)
                continue; // a machine with that GPU
            QVERIFY2(!b.reason.empty(), b.name.c_str());
        }
        QCOMPARE(checked, GPUPLAN_BUILT_GPU_MODULES); // every module this build made, and no other
    }

    void cpuRunVerifies()
    {
        const Run r
            = runProbe({QStringLiteral("run"), QStringLiteral("--device"), QStringLiteral("cpu:0"),
                        QStringLiteral("--tests"), QStringLiteral("bandwidth,compute"), QStringLiteral("--size-mib"),
                        QStringLiteral("16"), QStringLiteral("--repeats"), QStringLiteral("3"),
                        QStringLiteral("--warmups"), QStringLiteral("1"), QStringLiteral("--json-lines")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(std::holds_alternative<Hello>(r.messages.front()));
        QVERIFY(std::holds_alternative<FinalLine>(r.messages.back()));
        const auto results = all<ResultLine>(r);
        QCOMPARE(results.size(), std::size_t(6));
        double fp64 = 0;
        double fp32 = 0;
        for (const ResultLine &line : results) {
            const TestResult &t = line.result;
            QCOMPARE(t.backend, std::string("cpu"));
            QCOMPARE(t.device, std::string("cpu:0"));
            QVERIFY2(t.verified, t.verifyMessage.c_str());
            QCOMPARE(t.runs, 3);
            QVERIFY(t.best >= t.median && t.median >= t.min && t.max == t.best);
            if (t.test == "bandwidth.triad")
                QCOMPARE(t.bytesPerRun, std::uint64_t(3 * 16 * 1048576));
            if (t.test == "bandwidth.copy")
                QCOMPARE(t.bytesPerRun, std::uint64_t(2 * 16 * 1048576));
            if (t.test == "compute.fp64_fma")
                fp64 = t.median;
            if (t.test == "compute.fp32_fma")
                fp32 = t.median;
        }
        // Rates are positive; their ratio (about 2: twice the lanes) is timing and belongs to the benchmark.
        QVERIFY(fp64 > 0.0 && fp32 > 0.0);
        QVERIFY(!all<Progress>(r).empty());
    }

    // Without --tests, every test the device's backend has runs (the CPU has no transfer or latency test).
    void defaultTestsAreTheBackends()
    {
        const Run r = runProbe({QStringLiteral("run"), QStringLiteral("--device"), QStringLiteral("cpu:0"),
                                QStringLiteral("--size-mib"), QStringLiteral("8"), QStringLiteral("--repeats"),
                                QStringLiteral("1"), QStringLiteral("--warmups"), QStringLiteral("0"),
                                QStringLiteral("--json-lines")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(all<ResultLine>(r).size(), std::size_t(6));
    }

    void exitCodes_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("no device") << QStringList{QStringLiteral("run")} << int(ExitCode::Usage);
        QTest::newRow("bad number") << QStringList{
            QStringLiteral("run"), QStringLiteral("--device"), QStringLiteral("cpu:0"), QStringLiteral("--repeats"),
            QStringLiteral("many")} << int(ExitCode::Usage);
        QTest::newRow("unknown test") << QStringList{QStringLiteral("run"),   QStringLiteral("--device"),
                                                     QStringLiteral("cpu:0"), QStringLiteral("--tests"),
                                                     QStringLiteral("magic"), QStringLiteral("--json-lines")}
                                      << int(ExitCode::Usage);
        QTest::newRow("no such index") << QStringList{QStringLiteral("run"), QStringLiteral("--device"),
                                                      QStringLiteral("cpu:7"), QStringLiteral("--json-lines")}
                                       << int(ExitCode::NoSuchDevice);
        QTest::newRow("no such backend") << QStringList{QStringLiteral("run"), QStringLiteral("--device"),
                                                        QStringLiteral("tpu:0"), QStringLiteral("--json-lines")}
                                         << int(ExitCode::NoSuchDevice);
        QTest::newRow("burnin without duration")
            << QStringList{QStringLiteral("burnin"), QStringLiteral("--device"), QStringLiteral("cpu:0")}
            << int(ExitCode::Usage);
    }

    void exitCodes()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        const Run r = runProbe(args);
        QCOMPARE(r.exitCode, exitCode);
        if (args.contains(QStringLiteral("--json-lines"))) {
            const auto finals = all<FinalLine>(r);
            QCOMPARE(finals.size(), std::size_t(1));
            QCOMPARE(int(finals[0].exitCode), exitCode);
            QCOMPARE(all<ErrorLine>(r).size(), std::size_t(1));
        }
    }

    // SIGTERM (what the app sends on cancel) ends a burn-in with a final "cancelled" line.
    void terminateCancels()
    {
        QProcess p;
        p.start(QStringLiteral(GPUPLAN_PROBE_PATH),
                {QStringLiteral("burnin"), QStringLiteral("--device"), QStringLiteral("cpu:0"),
                 QStringLiteral("--seconds"), QStringLiteral("120"), QStringLiteral("--slice-seconds"),
                 QStringLiteral("1"), QStringLiteral("--json-lines")});
        QVERIFY(p.waitForStarted());
        QByteArray output;
        QTRY_VERIFY_WITH_TIMEOUT((output += p.readAllStandardOutput()).contains("\"burnin_check\""), 30000);
        p.terminate();
        QVERIFY(p.waitForFinished(20000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), int(ExitCode::Cancelled));
        output += p.readAllStandardOutput();
        const QList<QByteArray> lines = output.trimmed().split('\n');
        const ParseResult last = parseLine(lines.last().toStdString());
        QVERIFY(last.ok);
        QCOMPARE(std::get<FinalLine>(last.message).exitCode, ExitCode::Cancelled);
    }

    void shortBurnInGivesAVerdict()
    {
        const Run r
            = runProbe({QStringLiteral("burnin"), QStringLiteral("--device"), QStringLiteral("cpu:0"),
                        QStringLiteral("--seconds"), QStringLiteral("3"), QStringLiteral("--slice-seconds"),
                        QStringLiteral("1"), QStringLiteral("--warmup-seconds"), QStringLiteral("1"),
                        QStringLiteral("--spec-bandwidth"), QStringLiteral("0.001"), QStringLiteral("--spec-fp32"),
                        QStringLiteral("0.001"), QStringLiteral("--json-lines")});
        const auto verdicts = all<VerdictLine>(r);
        QCOMPARE(verdicts.size(), std::size_t(1));
        QVERIFY(!all<BurnInCheckLine>(r).empty()); // a busy machine may fit only one slice in 3 s
        QVERIFY(!all<TelemetryLine>(r).empty());
        for (const VerdictReason &reason : verdicts[0].verdict.reasons) {
            if (reason.code == "miscompare" || reason.code == "bandwidth" || reason.code == "fp32")
                QCOMPARE(reason.status, CheckStatus::Pass);
        }
        // The CPU has no PCIe link, ECC counter or Xid: those checks are "not checked", never passed.
        QCOMPARE(r.exitCode, int(ExitCode::Ok));
    }
};

QTEST_GUILESS_MAIN(TestProbeRunner)
#include "tst_proberunner.moc"
