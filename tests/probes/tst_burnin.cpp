// Burn-in verdicts on telemetry sequences: a real H200 capture replayed, and hand-built failure cases
// whose expected verdicts follow from the criteria by hand.
#include "protocol/burnin.h"

#include <QFile>
#include <QTest>

using namespace GpuPlan::Probe;

namespace {

// `nvidia-smi dmon` rows (gpu pwr gtemp mtemp sm mem enc dec jpg ofa mclk pclk), one per second.
std::vector<TelemetrySample> replayDmon(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        qFatal("cannot open %s", qPrintable(path));
    std::vector<TelemetrySample> out;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        const QList<QByteArray> f = line.simplified().split(' ');
        TelemetrySample s;
        s.tSeconds = static_cast<double>(out.size());
        s.device = "cuda:0";
        s.powerW = f.at(1).toDouble();
        s.temperatureC = f.at(2).toDouble();
        s.memClockMHz = f.at(f.size() - 2).toDouble();
        s.smClockMHz = f.at(f.size() - 1).toDouble();
        out.push_back(s);
    }
    return out;
}

std::vector<TelemetrySample> steady(int seconds, double clock, double temperature)
{
    std::vector<TelemetrySample> out;
    for (int t = 0; t < seconds; ++t) {
        TelemetrySample s;
        s.tSeconds = t;
        s.smClockMHz = clock;
        s.temperatureC = temperature;
        s.eccUncorrected = 0;
        s.retiredPages = 0;
        s.xidCount = 0;
        s.pcieGen = 5;
        s.pcieWidth = 16;
        out.push_back(s);
    }
    return out;
}

std::vector<BurnInCheck> checks(int count, double every, double bandwidth, double fp32)
{
    std::vector<BurnInCheck> out;
    for (int i = 1; i <= count; ++i)
        out.push_back({i * every, bandwidth, fp32, 0});
    return out;
}

const VerdictReason &reason(const BurnInVerdict &v, const std::string &code)
{
    for (const VerdictReason &r : v.reasons)
        if (r.code == code)
            return r;
    qFatal("no reason %s", code.c_str());
}

const PcieLink kGen5x16{5, 16, 5, 16};

} // namespace

class TestBurnIn : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void realH200CapturePasses()
    {
        const auto telemetry = replayDmon(QStringLiteral(GPUPLAN_TEST_DATA_DIR "/h200-590-load.txt"));
        QCOMPARE(telemetry.size(), std::size_t(5));
        BurnInCriteria c = defaultCriteria(SkuClass::Datacenter);
        c.warmupSeconds = 2; // the capture is five seconds long
        c.specBandwidthGBs = 4800;
        c.specFp32Gflops = 67000;
        // 4300 GB/s is 90% of 4800 (>= 80%); 60,000 GFLOP/s is 90% of 67,000.
        const BurnInVerdict v = judgeBurnIn(c, telemetry, checks(5, 1, 4300, 60000), {}, std::nullopt);
        QCOMPARE(v.verdict, VerdictKind::Pass);
        QCOMPARE(reason(v, "clock_sag").status, CheckStatus::Pass);
        QCOMPARE(reason(v, "clock_sag").value, 1980.0);
        QCOMPARE(reason(v, "temperature").value, 54.0); // hottest row of the capture
        QCOMPARE(reason(v, "temperature").status, CheckStatus::Pass);
        // dmon shows no ECC, Xid or PCIe columns: those checks are reported as not checked, not passed.
        QCOMPARE(reason(v, "ecc_uncorrectable").status, CheckStatus::Unchecked);
        QCOMPARE(reason(v, "xid").status, CheckStatus::Unchecked);
        QCOMPARE(reason(v, "pcie_link").status, CheckStatus::Unchecked);
    }

    void realH200CaptureOverATighterTemperatureLimit()
    {
        const auto telemetry = replayDmon(QStringLiteral(GPUPLAN_TEST_DATA_DIR "/h200-590-load.txt"));
        BurnInCriteria c = defaultCriteria(SkuClass::Datacenter);
        c.warmupSeconds = 2;
        // The device's own slowdown threshold wins when it is below the criterion.
        const BurnInVerdict v = judgeBurnIn(c, telemetry, checks(5, 1, 1, 1), {}, 53.5);
        QCOMPARE(reason(v, "temperature").status, CheckStatus::Fail);
        QCOMPARE(reason(v, "temperature").limit, 53.5);
        QCOMPARE(v.verdict, VerdictKind::Quarantine);
    }

    void verdicts_data()
    {
        QTest::addColumn<QString>("failure");
        QTest::addColumn<int>("verdict");
        QTest::addColumn<QString>("failedCheck");
        QTest::newRow("healthy") << "" << int(VerdictKind::Pass) << "";
        QTest::newRow("clock sag") << "sag" << int(VerdictKind::Quarantine) << "clock_sag";
        QTest::newRow("hot") << "hot" << int(VerdictKind::Quarantine) << "temperature";
        QTest::newRow("x8 under load") << "x8" << int(VerdictKind::Quarantine) << "pcie_link";
        QTest::newRow("slow memory") << "slowmem" << int(VerdictKind::Quarantine) << "bandwidth";
        QTest::newRow("slow fp32") << "slowfp32" << int(VerdictKind::Quarantine) << "fp32";
        QTest::newRow("new uncorrectable ECC") << "ecc" << int(VerdictKind::Reject) << "ecc_uncorrectable";
        QTest::newRow("new retired page") << "retired" << int(VerdictKind::Reject) << "retired_pages";
        QTest::newRow("Xid") << "xid" << int(VerdictKind::Reject) << "xid";
        QTest::newRow("miscompare") << "miscompare" << int(VerdictKind::Reject) << "miscompare";
        QTest::newRow("Xid and hot: the worst wins") << "xid+hot" << int(VerdictKind::Reject) << "xid";
    }

    // Ten minutes at 1 Hz; criteria: clock >= 90% of the first minute, <= 85 °C, Gen5 x16, 80% of spec.
    void verdicts()
    {
        QFETCH(QString, failure);
        QFETCH(int, verdict);
        QFETCH(QString, failedCheck);
        BurnInCriteria c = defaultCriteria(SkuClass::Datacenter);
        c.specBandwidthGBs = 2000;
        c.specFp32Gflops = 50000;
        auto telemetry = steady(600, 1800, 70);
        auto measured = checks(60, 10, 1700, 45000);
        for (TelemetrySample &s : telemetry) {
            if (failure == QLatin1String("sag") && s.tSeconds >= 120)
                s.smClockMHz = 1600; // 1600 < 0.9 x 1800 = 1620
            if (failure.contains(QLatin1String("hot")) && s.tSeconds == 300)
                s.temperatureC = 86;
            if (failure == QLatin1String("x8") && s.tSeconds >= 60)
                s.pcieWidth = 8;
            if (failure == QLatin1String("ecc") && s.tSeconds >= 400)
                s.eccUncorrected = 1;
            if (failure == QLatin1String("retired") && s.tSeconds >= 500)
                s.retiredPages = 1;
            if (failure.startsWith(QLatin1String("xid")) && s.tSeconds >= 200)
                s.xidCount = 1;
        }
        if (failure == QLatin1String("slowmem"))
            for (BurnInCheck &m : measured)
                m.bandwidthGBs = 1500; // < 0.8 x 2000
        if (failure == QLatin1String("slowfp32"))
            for (BurnInCheck &m : measured)
                m.fp32Gflops = 39000; // < 0.8 x 50000
        if (failure == QLatin1String("miscompare"))
            measured[30].miscompares = 3;

        const BurnInVerdict v = judgeBurnIn(c, telemetry, measured, kGen5x16, std::nullopt);
        QCOMPARE(int(v.verdict), verdict);
        QCOMPARE(v.durationSeconds, 600.0);
        for (const VerdictReason &r : v.reasons) {
            const bool shouldFail = !failedCheck.isEmpty() && failure.contains(QLatin1String("hot"))
                ? (r.code == failedCheck.toStdString() || r.code == "temperature")
                : r.code == failedCheck.toStdString();
            QVERIFY2((r.status == CheckStatus::Fail) == shouldFail, r.message.c_str());
            QVERIFY2(r.status != CheckStatus::Unchecked, r.message.c_str());
        }
    }

    // A link trained down at idle (power saving) but at full width under load is healthy.
    void linkJudgedUnderLoad()
    {
        BurnInCriteria c = defaultCriteria(SkuClass::Datacenter);
        auto telemetry = steady(180, 1800, 60);
        for (TelemetrySample &s : telemetry)
            if (s.tSeconds < 5)
                s.pcieGen = 1;
        const BurnInVerdict v = judgeBurnIn(c, telemetry, checks(18, 10, 1, 1), kGen5x16, std::nullopt);
        QCOMPARE(reason(v, "pcie_link").status, CheckStatus::Pass);
        // Without telemetry the static link from the device list is used.
        const BurnInVerdict fromList = judgeBurnIn(c, {}, checks(18, 10, 1, 1), PcieLink{4, 16, 5, 16}, std::nullopt);
        QCOMPARE(reason(fromList, "pcie_link").status, CheckStatus::Fail);
        QCOMPARE(fromList.verdict, VerdictKind::Quarantine);
    }

    void consumerDefaultsAreLooser()
    {
        const BurnInCriteria dc = defaultCriteria(SkuClass::Datacenter);
        const BurnInCriteria consumer = defaultCriteria(SkuClass::Consumer);
        QVERIFY(consumer.minClockFraction < dc.minClockFraction);
        // 1550 MHz after a 1800 MHz first minute: 86% — a consumer card passes, a datacenter card does not.
        auto telemetry = steady(300, 1800, 70);
        for (TelemetrySample &s : telemetry)
            if (s.tSeconds >= 60)
                s.smClockMHz = 1550;
        QCOMPARE(reason(judgeBurnIn(consumer, telemetry, checks(30, 10, 1, 1), kGen5x16), "clock_sag").status,
                 CheckStatus::Pass);
        QCOMPARE(reason(judgeBurnIn(dc, telemetry, checks(30, 10, 1, 1), kGen5x16), "clock_sag").status,
                 CheckStatus::Fail);
    }

    void overridesWinOverTheClassDefaults()
    {
        CriteriaOverrides over;
        over.specFp32Gflops = 51000;
        over.maxTemperatureC = 75;
        over.requirePcieMax = false;
        const BurnInCriteria c = criteriaFor(SkuClass::Workstation, over);
        QCOMPARE(c.maxTemperatureC, 75.0);
        QCOMPARE(c.minClockFraction, 0.88); // the workstation default
        QCOMPARE(c.minBandwidthFraction, 0.80);
        QCOMPARE(c.warmupSeconds, 60.0);
        QVERIFY(!c.specBandwidthGBs);
        QCOMPARE(c.specFp32Gflops, std::optional<double>(51000));
        QVERIFY(!c.requirePcieMax);
        QVERIFY(criteriaFor(SkuClass::Consumer, {}).requirePcieMax);
    }

    void skuClassKeys()
    {
        for (SkuClass k : {SkuClass::Datacenter, SkuClass::Workstation, SkuClass::Consumer}) {
            SkuClass back = k == SkuClass::Consumer ? SkuClass::Datacenter : SkuClass::Consumer;
            QVERIFY(skuClassFromKey(skuClassKey(k), back));
            QCOMPARE(back, k);
        }
        QCOMPARE(std::string(skuClassKey(SkuClass::Workstation)), std::string("workstation"));
        SkuClass unchanged = SkuClass::Workstation;
        QVERIFY(!skuClassFromKey("Consumer", unchanged)); // keys are lower case
        QVERIFY(!skuClassFromKey("", unchanged));
        QCOMPARE(unchanged, SkuClass::Workstation);
    }

    void nothingMeasuredIsNotAPass()
    {
        const BurnInVerdict v = judgeBurnIn(defaultCriteria(SkuClass::Datacenter), {}, {}, {}, std::nullopt);
        QCOMPARE(v.verdict, VerdictKind::Quarantine);
        QCOMPARE(reason(v, "miscompare").status, CheckStatus::Fail);
        for (const VerdictReason &r : v.reasons)
            if (r.code != "miscompare")
                QCOMPARE(r.status, CheckStatus::Unchecked);
    }
};

QTEST_GUILESS_MAIN(TestBurnIn)
#include "tst_burnin.moc"
