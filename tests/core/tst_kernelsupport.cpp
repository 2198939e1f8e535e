// The shipped kernel support matrix (data/reference/kernel_support.csv) read the conservative way its
// notes describe, on cases checked by hand against the sources its rows quote: NVIDIA's README floors
// (3.10 up to R550, 4.15 from R560), the build failures reported for named point releases, ROCm's
// validated kernels per OS, Intel's Arc A-series floor; and the parser's refusals.
#include "core/fleethealth.h"
#include "core/hostfacts.h"
#include "core/kernelsupport.h"

#include <QFile>
#include <QTest>

using namespace GpuPlan;

namespace {

const KernelSupportMatrix &shipped()
{
    static const KernelSupportMatrix m = [] {
        QFile f(QStringLiteral(GPUPLAN_SOURCE_DIR "/data/reference/kernel_support.csv"));
        if (!f.open(QIODevice::ReadOnly))
            qFatal("kernel_support.csv is missing");
        const QByteArray bytes = f.readAll();
        std::vector<Diagnostic> diags;
        KernelSupportMatrix parsed
            = KernelSupportMatrix::parse(std::string_view(bytes.constData(), std::size_t(bytes.size())), diags);
        if (!diags.empty())
            qFatal("kernel_support.csv: %s", diags.front().englishText().c_str());
        return parsed;
    }();
    return m;
}

/// "kind:bound" of each issue: "below:4.15", "broken:6.10", "not_validated:5.15, 6.5".
QStringList issues(std::string_view stack, std::string_view driver, std::string_view kernel, std::string_view gpu = {},
                   std::string_view os = {})
{
    QStringList out;
    for (const KernelSupportIssue &i : shipped().check(stack, driver, kernel, gpu, os)) {
        switch (i.kind) {
        case KernelSupportIssue::Kind::BelowMinimum:
            out << QStringLiteral("below:") + QString::fromStdString(i.row->kernelMin);
            break;
        case KernelSupportIssue::Kind::KnownBroken:
            out << QStringLiteral("broken:") + QString::fromStdString(i.row->kernelMax);
            break;
        case KernelSupportIssue::Kind::NotValidated: {
            QStringList v;
            for (const std::string &k : i.validated)
                v << QString::fromStdString(k);
            out << QStringLiteral("not_validated:") + v.join(QStringLiteral(", "));
            break;
        }
        }
    }
    return out;
}

} // namespace

class TestKernelSupport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void versionNumbers_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QList<long>>("numbers");
        QTest::newRow("ubuntu") << QStringLiteral("6.8.0-40-generic") << QList<long>{6, 8, 0, 40};
        QTest::newRow("rhel") << QStringLiteral("4.18.0-513.el8.x86_64") << QList<long>{4, 18, 0, 513};
        QTest::newRow("debian") << QStringLiteral("6.1.0-18-amd64") << QList<long>{6, 1, 0, 18};
        QTest::newRow("driver") << QStringLiteral("550.54.15") << QList<long>{550, 54, 15};
        QTest::newRow("rc") << QStringLiteral("6.4.0-rc1") << QList<long>{6, 4, 0};
        QTest::newRow("words") << QStringLiteral("N/A") << QList<long>{};
        QTest::newRow("too long") << QStringLiteral("12345678901.1") << QList<long>{123456789};
    }

    void versionNumbers()
    {
        QFETCH(QString, text);
        QFETCH(QList<long>, numbers);
        const std::vector<long> got = GpuPlan::versionNumbers(text.toStdString());
        QCOMPARE(QList<long>(got.begin(), got.end()), numbers);
        QCOMPARE(compareVersionPrefix({6, 8, 0, 40}, {6, 8}), 0);
        QCOMPARE(compareVersionPrefix({6, 7, 12}, {6, 8}), -1);
        QCOMPARE(compareVersionPrefix({4, 18}, {4, 15}), 1);
        QCOMPARE(kernelSupportRelease("nvidia-driver", "550.54.15"), std::string("550"));
        QCOMPARE(kernelSupportRelease("rocm", "6.1.2"), std::string("6.1"));
        QCOMPARE(kernelSupportRelease("rocm", "6"), std::string());
    }

    void shippedMatrixParses()
    {
        int nvidia = 0, rocm = 0, intel = 0;
        for (const KernelSupportRow &r : shipped().rows()) {
            nvidia += r.stack == "nvidia-driver";
            rocm += r.stack == "rocm";
            intel += r.stack == "intel-level-zero";
            QVERIFY2(!r.source.empty() && !r.quote.empty(), qPrintable(QString::number(r.line)));
        }
        QCOMPARE(nvidia, 21);
        QCOMPARE(rocm, 85);
        QCOMPARE(intel, 26);
    }

    void nvidiaFloors_data()
    {
        QTest::addColumn<QString>("driver");
        QTest::addColumn<QString>("kernel");
        QTest::addColumn<QStringList>("expected");
        // "This is currently Linux kernel 3.10 or newer" (525 to 550), "4.15 or newer" (560 on).
        QTest::newRow("550 on 4.4") << QStringLiteral("550.54.15") << QStringLiteral("4.4.0-210-generic")
                                    << QStringList();
        QTest::newRow("560 on 4.4") << QStringLiteral("560.35.03") << QStringLiteral("4.4.0-210-generic")
                                    << QStringList{QStringLiteral("below:4.15")};
        QTest::newRow("580 on 4.15") << QStringLiteral("580.65.06") << QStringLiteral("4.15.0-213-generic")
                                     << QStringList();
        QTest::newRow("535 on 3.2") << QStringLiteral("535.161.08") << QStringLiteral("3.2.0")
                                    << QStringList{QStringLiteral("below:3.10")};
        // No upper bound: a recent kernel above the floor is not called unsupported.
        QTest::newRow("580 on 6.14") << QStringLiteral("580.65.06") << QStringLiteral("6.14.0-29-generic")
                                     << QStringList();
        // An unknown branch says nothing.
        QTest::newRow("390 on 2.6") << QStringLiteral("390.157") << QStringLiteral("2.6.32") << QStringList();
    }

    void nvidiaFloors()
    {
        QFETCH(QString, driver);
        QFETCH(QString, kernel);
        QFETCH(QStringList, expected);
        QCOMPARE(issues("nvidia-driver", driver.toStdString(), kernel.toStdString()), expected);
    }

    void nvidiaKnownBreakage_data()
    {
        QTest::addColumn<QString>("driver");
        QTest::addColumn<QString>("kernel");
        QTest::addColumn<QStringList>("expected");
        // nixpkgs #332350: "nvidia-x11-550.78-6.10.5 ... failed"; a later 550 point release is not assumed broken.
        QTest::newRow("550.78 on 6.10.5")
            << QStringLiteral("550.78") << QStringLiteral("6.10.5") << QStringList{QStringLiteral("broken:6.10")};
        QTest::newRow("550.127.05 on 6.10.5")
            << QStringLiteral("550.127.05") << QStringLiteral("6.10.5") << QStringList();
        QTest::newRow("550.78 on 6.8") << QStringLiteral("550.78") << QStringLiteral("6.8.0-40-generic")
                                       << QStringList();
        // open-gpu-kernel-modules #501: "fixed in 525.116.04"; 525.105.17 is before the fix.
        QTest::newRow("525.105.17 on 6.4")
            << QStringLiteral("525.105.17") << QStringLiteral("6.4.0") << QStringList{QStringLiteral("broken:6.4")};
        QTest::newRow("525.116.04 on 6.4") << QStringLiteral("525.116.04") << QStringLiteral("6.4.0") << QStringList();
        // #866 and void-packages #55536: 570.153.02 on 6.15.0, reported twice, said once.
        QTest::newRow("570.153.02 on 6.15") << QStringLiteral("570.153.02") << QStringLiteral("6.15.0-arch1-1")
                                            << QStringList{QStringLiteral("broken:6.15")};
        // 470.239.06 failed on 6.12, and its branch's 470.256.02 needed a patch on 6.10: the earliest says.
        QTest::newRow("470.239.06 on 6.12")
            << QStringLiteral("470.239.06") << QStringLiteral("6.12.7")
            << QStringList{QStringLiteral("broken:6.10"), QStringLiteral("not_validated:<= 5.17")};
    }

    void nvidiaKnownBreakage()
    {
        QFETCH(QString, driver);
        QFETCH(QString, kernel);
        QFETCH(QStringList, expected);
        QCOMPARE(issues("nvidia-driver", driver.toStdString(), kernel.toStdString()), expected);
    }

    void rocmValidatedKernels_data()
    {
        QTest::addColumn<QString>("rocm");
        QTest::addColumn<QString>("kernel");
        QTest::addColumn<QString>("os");
        QTest::addColumn<QStringList>("expected");
        // ROCm 6.1 lists Ubuntu 22.04.4 with kernels 5.15 and 6.5.
        QTest::newRow("6.1 on 22.04.4 HWE 6.5") << QStringLiteral("6.1.2") << QStringLiteral("6.5.0-27-generic")
                                                << QStringLiteral("Ubuntu 22.04.4 LTS") << QStringList();
        QTest::newRow("6.1 on 22.04.4 with 6.8")
            << QStringLiteral("6.1.2") << QStringLiteral("6.8.0-40-generic") << QStringLiteral("Ubuntu 22.04.4 LTS")
            << QStringList{QStringLiteral("not_validated:5.15, 6.5")};
        // ROCm 6.2 lists RHEL 9.4 with 5.14.0: the RHEL build of it matches.
        QTest::newRow("6.2 on RHEL 9.4") << QStringLiteral("6.2.4") << QStringLiteral("5.14.0-427.13.1.el9_4.x86_64")
                                         << QStringLiteral("Red Hat Enterprise Linux 9.4 (Plow)") << QStringList();
        // An OS ROCm 6.1 does not list: judged against every kernel it lists.
        QTest::newRow("6.1, OS unknown, 5.15")
            << QStringLiteral("6.1.2") << QStringLiteral("5.15.0-105-generic") << QString() << QStringList();
        QTest::newRow("6.1 on Ubuntu 18.04's 4.15")
            << QStringLiteral("6.1.2") << QStringLiteral("4.15.0-213-generic") << QStringLiteral("Ubuntu 18.04.6 LTS")
            << QStringList{QStringLiteral(
                   "not_validated:5.15, 6.5, 6.2, 5.14.0-362, 4.18.0-513, 3.10, 5.14.21-150500, 5.15.0")};
        // A release the matrix does not cover says nothing.
        QTest::newRow("6.5 unknown") << QStringLiteral("6.5.0") << QStringLiteral("4.15.0") << QString()
                                     << QStringList();
    }

    void rocmValidatedKernels()
    {
        QFETCH(QString, rocm);
        QFETCH(QString, kernel);
        QFETCH(QString, os);
        QFETCH(QStringList, expected);
        QCOMPARE(issues("rocm", rocm.toStdString(), kernel.toStdString(), {}, os.toStdString()), expected);
    }

    void intelByGpuName()
    {
        // Arc A-series needs 6.2 (compute-runtime #610, and upstream i915 per the i915-backports README).
        QCOMPARE(issues("intel-level-zero", {}, "5.15.0-105-generic", "Intel(R) Arc(TM) A770 Graphics"),
                 QStringList{QStringLiteral("below:6.2")});
        QCOMPARE(issues("intel-level-zero", {}, "6.5.0-27-generic", "Intel(R) Arc(TM) A770 Graphics"), QStringList());
        // compute-runtime's own floor (4.7) applies to every Intel GPU.
        QCOMPARE(issues("intel-level-zero", {}, "4.4.0", "Intel(R) Data Center GPU Max 1550"),
                 QStringList{QStringLiteral("below:4.7")});
        // The out-of-tree driver's list needs to know which kernel driver runs: no file says it yet.
        QCOMPARE(issues("intel-level-zero", {}, "5.4.0", "Intel(R) Data Center GPU Max 1550"), QStringList());
    }

    void findingsOfANode()
    {
        // One node: kernel 6.10.5 (uname -r, line 2), an NVIDIA GPU on driver 550.78 and ROCm 6.1.2 (amd-smi
        // version); another node without a kernel fact says nothing.
        FleetSnapshot s;
        s.kernelSupport = &shipped();
        s.hostFacts.push_back({{"n1", Host::kKernelRelease, "6.10.5", {}, 2}, "uname.txt"});
        s.hostFacts.push_back({{"n1", Host::kRocmVersion, "6.1.2", {}, 1}, "amd-smi.txt"});
        InventoryDevice gpu;
        gpu.device.node = "n1";
        gpu.device.vendor = "NVIDIA";
        gpu.device.name = "NVIDIA H100 PCIe";
        gpu.device.driverVersion = "550.78";
        gpu.skuId = "nvidia-h100-pcie-80gb";
        s.devices.push_back(gpu);
        gpu.device.node = "n2";
        s.devices.push_back(gpu);
        QStringList found;
        for (const Finding &f : evaluateFleetHealth(s)) {
            if (f.code.rfind("kernel_", 0) != 0)
                continue;
            found << QString::fromStdString(f.code + ":" + f.node + ":" + f.params.at(2) + ":" + f.params.at(3));
            QCOMPARE(f.evidence.file, std::string("uname.txt"));
            QCOMPARE(f.evidence.line, 2);
            QCOMPARE(f.action, FindingAction::AlignKernelDriver);
            QCOMPARE(f.severity, f.code == "kernel_not_validated" ? FindingSeverity::Info : FindingSeverity::Warning);
        }
        found.sort();
        QCOMPARE(found,
                 (QStringList{QStringLiteral("kernel_known_broken:n1:550.78:6.10"),
                              QStringLiteral("kernel_not_validated:n1:ROCm 6.1:5.15, 6.5, 6.2, 5.14.0-362, "
                                             "4.18.0-513, 3.10, 5.14.21-150500, 5.15.0")}));
        s.kernelSupport = nullptr; // no matrix, no kernel rule
        for (const Finding &f : evaluateFleetHealth(s))
            QVERIFY(f.code.rfind("kernel_", 0) != 0);
    }

    void badRowsAreNamed()
    {
        std::vector<Diagnostic> diags;
        const KernelSupportMatrix m = KernelSupportMatrix::parse(
            "stack,release,kernel_min,kernel_max,os,kind,driver_affected,applies_to,source,locator,source_date,quote\n"
            "nvidia-driver,550,3.10,,,minimum,,,s,l,d,q\n"
            "cuda,12,3.10,,,minimum,,,s,l,d,q\n"
            "nvidia-driver,550,,,,minimum,,,s,l,d,q\n"
            "nvidia-driver,550,,6.10,,known-broken,,,s,l,d,q\n"
            "nvidia-driver,550,x.y,,,minimum,,,s,l,d,q\n",
            diags);
        QCOMPARE(m.rows().size(), std::size_t(1));
        QCOMPARE(diags.size(), std::size_t(4));
        QCOMPARE(diags[0].line, 3);
        QCOMPARE(diags[0].params.front(), std::string("cuda"));
        QCOMPARE(diags[3].line, 6);
        std::vector<Diagnostic> missing;
        QVERIFY(KernelSupportMatrix::parse("stack,release\nrocm,6.1\n", missing).empty());
        QCOMPARE(missing.front().code, std::string("field.missing"));
    }
};

QTEST_GUILESS_MAIN(TestKernelSupport)
#include "tst_kernelsupport.moc"
