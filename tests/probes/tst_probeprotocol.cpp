// Round trips of every gpuplan-probe message, and the lines the parser must refuse.
#include "protocol/messages.h"

#include <QTest>

using namespace GpuPlan::Probe;

class TestProbeProtocol : public QObject
{
    Q_OBJECT

private:
    template <typename T>
    static T roundTrip(const Message &message)
    {
        const std::string line = toJsonLine(message);
        if (line.find('\n') != std::string::npos)
            qFatal("a message spans several lines");
        const ParseResult parsed = parseLine(line);
        if (!parsed.ok)
            qFatal("round trip failed: %s", parsed.error.c_str());
        return std::get<T>(parsed.message);
    }

private Q_SLOTS:
    void helloRoundTrip()
    {
        const Hello h = roundTrip<Hello>(Hello{kSchemaVersion, "gpuplan-probe", "0.1.0", "burnin", "cuda:0"});
        QCOMPARE(h.schema, kSchemaVersion);
        QCOMPARE(h.command, std::string("burnin"));
        QCOMPARE(h.device, std::string("cuda:0"));
    }

    void resultRoundTrip()
    {
        TestResult r;
        r.backend = "cuda";
        r.device = "cuda:0";
        r.test = "bandwidth.triad";
        r.unit = "GB/s";
        r.best = 4312.5;
        r.median = 4301.25;
        r.min = 4290.0;
        r.max = 4312.5;
        r.runs = 20;
        r.bytesPerRun = 3ull << 30;
        r.workingSetBytes = 3ull << 30;
        r.verified = false;
        r.verifyMessage = "1 element differs, first at index 7";
        r.timer = "cudaEvent";
        r.detail = "1 GiB per array";
        r.clockMHz = 1980.0;
        const TestResult back = roundTrip<ResultLine>(ResultLine{r}).result;
        QCOMPARE(back.test, r.test);
        QCOMPARE(back.best, r.best);
        QCOMPARE(back.median, r.median);
        QCOMPARE(back.runs, 20);
        QCOMPARE(back.bytesPerRun, r.bytesPerRun);
        QCOMPARE(back.verified, false);
        QCOMPARE(back.verifyMessage, r.verifyMessage);
        QCOMPARE(back.detail, r.detail);
        QCOMPARE(back.clockMHz.value_or(0), 1980.0);
        QVERIFY(!back.temperatureC);
    }

    void telemetryRoundTrip()
    {
        TelemetrySample s;
        s.tSeconds = 12.5;
        s.device = "cuda:0";
        s.smClockMHz = 1980;
        s.powerW = 630;
        s.temperatureC = 53;
        s.throttleReasons = {"sw_power_cap"};
        s.eccUncorrected = 0;
        s.retiredPages = 2;
        s.pcieGen = 5;
        s.pcieWidth = 16;
        s.xidCount = 1;
        const TelemetrySample back = roundTrip<TelemetryLine>(TelemetryLine{s}).sample;
        QCOMPARE(back.tSeconds, 12.5);
        QCOMPARE(back.powerW.value_or(0), 630.0);
        QCOMPARE(back.throttleReasons, s.throttleReasons);
        QCOMPARE(back.eccUncorrected.value_or(99), 0u);
        QCOMPARE(back.retiredPages.value_or(0), 2u);
        QCOMPARE(back.xidCount.value_or(0), 1u);
        QVERIFY(!back.memClockMHz); // absent stays absent, never 0
    }

    void verdictAndFinalRoundTrip()
    {
        BurnInVerdict v;
        v.verdict = VerdictKind::Quarantine;
        v.durationSeconds = 600;
        v.reasons.push_back({"clock_sag", CheckStatus::Fail, VerdictKind::Quarantine, 1500, 1782, "clock"});
        v.reasons.push_back({"xid", CheckStatus::Unchecked, VerdictKind::Reject, 0, 0, "not reported"});
        const BurnInVerdict back = roundTrip<VerdictLine>(VerdictLine{v}).verdict;
        QCOMPARE(back.verdict, VerdictKind::Quarantine);
        QCOMPARE(back.reasons.size(), std::size_t(2));
        QCOMPARE(back.reasons[0].status, CheckStatus::Fail);
        QCOMPARE(back.reasons[0].limit, 1782.0);
        QCOMPARE(back.reasons[1].severity, VerdictKind::Reject);

        const FinalLine f = roundTrip<FinalLine>(FinalLine{ExitCode::BurnInReject, 3, "reject"});
        QCOMPARE(f.exitCode, ExitCode::BurnInReject);
        QCOMPARE(f.results, 3);
        QVERIFY(toJsonLine(FinalLine{ExitCode::BurnInReject, 3, {}}).find("\"status\":\"burnin_reject\"")
                != std::string::npos);
    }

    void progressAndCheckRoundTrip()
    {
        const Progress p = roundTrip<Progress>(Progress{0.25, "bandwidth.triad", {}, 35.5, "GB/s"});
        QCOMPARE(p.fraction, 0.25);
        QCOMPARE(p.value.value_or(0), 35.5);
        QCOMPARE(p.unit, std::string("GB/s"));
        const BurnInCheck c = roundTrip<BurnInCheckLine>(BurnInCheckLine{{30.0, 4100.0, 52000.0, 2}}).check;
        QCOMPARE(c.miscompares, 2LL);
        QCOMPARE(c.fp32Gflops, 52000.0);
    }

    void listReportRoundTrip()
    {
        ListReport report;
        report.version = "0.1.0";
        report.backends.push_back({"cpu", true, {}, "built in"});
        report.backends.push_back({"hip", false, "libamdhip64.so.5: cannot open shared object file", "x.so"});
        DeviceInfo d;
        d.id = "cpu:0";
        d.backend = "cpu";
        d.name = "AMD EPYC";
        d.memoryBytes = 24ull << 30;
        d.pcie = {4, 8, 5, 16};
        report.devices.push_back(d);
        const ListParseResult back = parseListReport(toJson(report));
        QVERIFY2(back.ok, back.error.c_str());
        QCOMPARE(back.report.backends.size(), std::size_t(2));
        QCOMPARE(back.report.backends[1].reason, report.backends[1].reason);
        QCOMPARE(back.report.devices.at(0).memoryBytes, d.memoryBytes);
        QCOMPARE(back.report.devices.at(0).pcie.maxWidth, 16);
    }

    // A hello (or list report) of another schema is told apart from garbage, so that the client can say
    // "install the matching runner" rather than "invalid line".
    void foreignSchema_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<int>("hello"); // ParseResult::foreignSchema of parseLine
        QTest::addColumn<int>("list");  // ListParseResult::foreignSchema of parseListReport
        QTest::newRow("newer hello") << QByteArray(R"({"type":"hello","schema":99})") << 99 << 99;
        QTest::newRow("older hello") << QByteArray(R"({"type":"hello","schema":0})") << 0 << 0;
        QTest::newRow("negative") << QByteArray(R"({"type":"hello","schema":-3})") << -3 << -3;
        QTest::newRow("our hello") << QByteArray(R"({"type":"hello","schema":1,"version":"0.1.0"})") << 0 << 0;
        QTest::newRow("not a hello") << QByteArray(R"({"type":"progress","schema":2,"fraction":1})") << 0 << 2;
        QTest::newRow("newer list") << QByteArray(R"({"schema":7,"backends":[],"devices":[]})") << 0 << 7;
        QTest::newRow("fraction") << QByteArray(R"({"type":"hello","schema":2.5})") << 0 << 0;
        QTest::newRow("whole float") << QByteArray(R"({"type":"hello","schema":2.0})") << 2 << 2;
        QTest::newRow("string") << QByteArray(R"({"type":"hello","schema":"2"})") << 0 << 0;
        // Beyond an int: refused as bad lines, never cast (1e99 to int is undefined behaviour).
        QTest::newRow("huge float") << QByteArray(R"({"type":"hello","schema":1e99})") << 0 << 0;
        QTest::newRow("huge integer") << QByteArray(R"({"type":"hello","schema":99999999999})") << 0 << 0;
        QTest::newRow("text") << QByteArray("usage: schema 2") << 0 << 0;
    }

    void foreignSchema()
    {
        QFETCH(QByteArray, line);
        QFETCH(int, hello);
        QFETCH(int, list);
        const std::string_view text(line.constData(), static_cast<std::size_t>(line.size()));
        const ParseResult parsed = parseLine(text);
        QCOMPARE(parsed.foreignSchema, hello);
        if (hello != 0)
            QVERIFY(!parsed.ok);
        const ListParseResult report = parseListReport(text);
        QCOMPARE(report.foreignSchema, list);
        if (list != 0)
            QVERIFY(!report.ok);
    }

    void refusedLines_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QByteArray>("reason");
        QTest::newRow("empty") << QByteArray("") << QByteArray("not valid JSON");
        QTest::newRow("text") << QByteArray("Segmentation fault") << QByteArray("not valid JSON");
        QTest::newRow("array") << QByteArray("[1,2]") << QByteArray("not a JSON object");
        QTest::newRow("no type") << QByteArray(R"({"fraction":1})") << QByteArray("missing field \"type\"");
        QTest::newRow("unknown type") << QByteArray(R"({"type":"gossip"})") << QByteArray("unknown message type");
        QTest::newRow("newer schema") << QByteArray(R"({"type":"hello","schema":99})")
                                      << QByteArray("schema 99 is not supported");
        QTest::newRow("result without best")
            << QByteArray(R"({"type":"result","backend":"cpu","device":"cpu:0","test":"t","unit":"GB/s",)"
                          R"("median":1,"runs":1,"verified":true})")
            << QByteArray("missing field \"best\"");
        QTest::newRow("wrong type") << QByteArray(R"({"type":"progress","fraction":"half"})")
                                    << QByteArray("field \"fraction\" has the wrong type");
        QTest::newRow("unknown exit code")
            << QByteArray(R"({"type":"final","exit_code":42})") << QByteArray("unknown exit code 42");
        // Numbers an int cannot hold are refused, never cast (1e99 to int is undefined behaviour).
        QTest::newRow("huge schema") << QByteArray(R"({"type":"hello","schema":1e99})")
                                     << QByteArray("field \"schema\" is not a whole number in range");
        QTest::newRow("fractional exit code") << QByteArray(R"({"type":"final","exit_code":2.5})")
                                              << QByteArray("field \"exit_code\" is not a whole number in range");
        QTest::newRow("huge exit code") << QByteArray(R"({"type":"final","exit_code":99999999999})")
                                        << QByteArray("field \"exit_code\" is out of range");
        QTest::newRow("unknown verdict") << QByteArray(R"({"type":"verdict","verdict":"maybe"})")
                                         << QByteArray("unknown verdict");
    }

    void refusedLines()
    {
        QFETCH(QByteArray, line);
        QFETCH(QByteArray, reason);
        const ParseResult parsed = parseLine(std::string_view(line.constData(), static_cast<std::size_t>(line.size())));
        QVERIFY(!parsed.ok);
        QVERIFY2(parsed.error.find(reason.toStdString()) != std::string::npos, parsed.error.c_str());
    }
};

QTEST_GUILESS_MAIN(TestProbeProtocol)
#include "tst_probeprotocol.moc"
