// The Fleet page's item models under QAbstractItemModelTester, their filters, and the Kubernetes label
// export (sanitising to the label value syntax, the VRAM class, the worst health per node).
#include "item/fleetfindingsmodel.h"
#include "item/fleetfindingsproxy.h"
#include "item/fleetinventorymodel.h"
#include "item/fleetinventoryproxy.h"
#include "item/fleetnodelabels.h"
#include "item/fleettriagemodel.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace GpuPlan;

namespace {

FleetInventoryRow gpu(qint64 id, const char *node, const char *name, std::uint64_t gib, FleetHealth health,
                      const char *sku = "")
{
    FleetInventoryRow r;
    r.id = id;
    r.deviceKey = QStringLiteral("uuid:GPU-%1").arg(id);
    r.device.device.node = node;
    r.device.device.name = name;
    r.device.device.index = int(id - 1);
    r.device.device.memoryBytes = gib << 30;
    r.device.device.driverVersion = "535.129.03";
    r.device.device.pcieGen = 4;
    r.device.device.pcieWidth = id == 2 ? 8 : 16;
    r.device.device.pcieMaxGen = 4;
    r.device.device.pcieMaxWidth = 16;
    r.device.skuId = sku;
    r.device.file = "/captures/q.txt";
    r.health = health;
    return r;
}

FleetFindingRow finding(FindingSeverity severity, const char *code, qint64 device, int line)
{
    FleetFindingRow r;
    r.finding.code = code;
    r.finding.severity = severity;
    r.finding.evidence = {"/logs/kern.log", line, "NVRM: Xid (PCI:0000:09:00): 79, pid=0, GPU has fallen off the bus."};
    r.deviceId = device;
    r.device = QStringLiteral("gpu%1").arg(device);
    r.text = QString::fromLatin1(code);
    r.action = QStringLiteral("Quarantine");
    return r;
}

} // namespace

class TestFleetModels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void inventoryModelAndFilters()
    {
        FleetInventoryModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRows({gpu(1, "node-a", "NVIDIA A10", 24, FleetHealth::Ok, "nvidia-a10-24gb"),
                       gpu(2, "node-a", "NVIDIA H100 80GB HBM3", 80, FleetHealth::Reject),
                       gpu(3, "node-b", "NVIDIA H100 80GB HBM3", 80, FleetHealth::Warning)});
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.index(0, FleetInventoryModel::SkuColumn).data().toString(), QStringLiteral("nvidia-a10-24gb"));
        QCOMPARE(model.index(1, FleetInventoryModel::SkuColumn).data().toString(), QStringLiteral("unknown"));
        QCOMPARE(model.index(1, FleetInventoryModel::LinkColumn).data().toString(),
                 QStringLiteral("Gen4 x8 / Gen4 x16"));
        QCOMPARE(model.index(0, FleetInventoryModel::LinkColumn).data().toString(), QStringLiteral("Gen4 x16"));
        QCOMPARE(model.index(1, FleetInventoryModel::HealthColumn).data().toString(), QStringLiteral("Reject"));
        QVERIFY(!model.index(0, FleetInventoryModel::VramColumn).data(Qt::ToolTipRole).toString().isEmpty());
        QCOMPARE(model.nodes(), QStringList({QStringLiteral("node-a"), QStringLiteral("node-b")}));

        FleetInventoryProxy proxy;
        QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setSourceModel(&model);
        proxy.setSearchText(QStringLiteral("h100"));
        QCOMPARE(proxy.rowCount(), 2);
        proxy.setNode(QStringLiteral("node-b"));
        QCOMPARE(proxy.rowCount(), 1);
        proxy.setSearchText({});
        proxy.setNode({});
        proxy.setHealth(int(FleetHealth::Reject));
        QCOMPARE(proxy.rowCount(), 1);
        QCOMPARE(proxy.index(0, 0).data(FleetInventoryModel::DeviceIdRole).toLongLong(), 2);
        proxy.setHealth(std::nullopt);
        proxy.sort(FleetInventoryModel::HealthColumn, Qt::DescendingOrder);
        QCOMPARE(proxy.index(0, 0).data(FleetInventoryModel::DeviceIdRole).toLongLong(), 2);
        model.setRows({});
        QCOMPARE(proxy.rowCount(), 0);
    }

    void findingsModelAndSeverityFilter()
    {
        FleetFindingsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRows({finding(FindingSeverity::Reject, "xid_reject", 1, 3),
                       finding(FindingSeverity::Warning, "aer_corrected", 1, 17),
                       finding(FindingSeverity::Info, "unknown_sku", 2, 0)});
        QCOMPARE(model.index(0, FleetFindingsModel::EvidenceColumn).data().toString(), QStringLiteral("kern.log:3"));
        QVERIFY(model.index(0, FleetFindingsModel::EvidenceColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("fallen off the bus")));
        QCOMPARE(model.index(2, FleetFindingsModel::EvidenceColumn).data().toString(), QStringLiteral("kern.log"));
        QCOMPARE(model.index(0, FleetFindingsModel::SeverityColumn).data().toString(), QStringLiteral("Reject"));

        FleetFindingsProxy proxy;
        QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setSourceModel(&model);
        QCOMPARE(proxy.rowCount(), 3);
        proxy.setSeverityShown(FindingSeverity::Info, false);
        proxy.setSeverityShown(FindingSeverity::Warning, false);
        QCOMPARE(proxy.rowCount(), 1);
        QCOMPARE(proxy.index(0, 0).data(FleetFindingsModel::CodeRole).toString(), QStringLiteral("xid_reject"));
        proxy.setSeverityShown(FindingSeverity::Warning, true);
        QCOMPARE(proxy.rowCount(), 2);
    }

    void sanitizesLabelValues_data()
    {
        QTest::addColumn<QString>("in");
        QTest::addColumn<QString>("out");
        QTest::newRow("sku id") << "nvidia-h100-sxm-80gb"
                                << "nvidia-h100-sxm-80gb";
        QTest::newRow("spaces") << "NVIDIA H100 80GB HBM3"
                                << "NVIDIA-H100-80GB-HBM3";
        QTest::newRow("ends") << "(Tesla V100)"
                              << "Tesla-V100";
        QTest::newRow("empty") << ""
                               << "unknown";
        QTest::newRow("only symbols") << "@@@"
                                      << "unknown";
        QTest::newRow("long") << QString(70, QLatin1Char('a')) << QString(63, QLatin1Char('a'));
        QTest::newRow("long ends in dash")
            << QString(62, QLatin1Char('a')) + QStringLiteral("-b") << QString(62, QLatin1Char('a'));
    }

    void sanitizesLabelValues()
    {
        QFETCH(QString, in);
        QFETCH(QString, out);
        QCOMPARE(QString::fromStdString(sanitizeLabelValue(in.toStdString())), out);
    }

    void exportsNodeLabels()
    {
        QCOMPARE(vramClassLabel(85899345920ull), std::string("80GiB"));             // 80 GiB
        QCOMPARE(vramClassLabel(std::uint64_t(81559) << 20), std::string("80GiB")); // an H100's 81559 MiB
        QCOMPARE(vramClassLabel(std::nullopt), std::string("unknown"));
        const std::string text
            = kubectlNodeLabels({{"node-b", "nvidia-a10-24gb", 24ull << 30, FleetHealth::Ok},
                                 {"node-a", "NVIDIA H100 80GB HBM3", 80ull << 30, FleetHealth::Warning},
                                 {"node-a", "NVIDIA H100 80GB HBM3", 80ull << 30, FleetHealth::Reject},
                                 {"", "lost", std::nullopt, FleetHealth::Ok}});
        QCOMPARE(QString::fromStdString(text),
                 QStringLiteral("kubectl label node node-a gpuplan.io/gpu-product=NVIDIA-H100-80GB-HBM3 "
                                "gpuplan.io/vram-class=80GiB gpuplan.io/health=reject --overwrite\n"
                                "kubectl label node node-b gpuplan.io/gpu-product=nvidia-a10-24gb "
                                "gpuplan.io/vram-class=24GiB gpuplan.io/health=ok --overwrite\n"
                                "# 1 GPU(s) without a node name in the imported files are not labelled\n"));
    }

    void triageModelTree()
    {
        // Two nodes: one whose first step has a problem (a finding, then a missing check), one all OK.
        const auto steps = [](bool problem) {
            std::vector<FleetTriageStepRow> out;
            for (int i = 0; i < 5; ++i) {
                FleetTriageStepRow s{QStringLiteral("Step %1").arg(i + 1),
                                     QString(),
                                     problem && i == 0 ? QStringLiteral("problem") : QStringLiteral("ok"),
                                     QStringLiteral("step%1").arg(i),
                                     {}};
                if (problem && i == 0) {
                    s.lines.push_back({FleetTriageLine::Kind::Finding,
                                       QStringLiteral("CPU saturated"),
                                       QStringLiteral("Warning"),
                                       QStringLiteral("warning"),
                                       QStringLiteral("mpstat.txt:5"),
                                       QStringLiteral("More CPUs"),
                                       {},
                                       QStringLiteral("cpu_saturated"),
                                       {}});
                    s.lines.push_back({FleetTriageLine::Kind::Missing,
                                       QStringLiteral("No evidence yet: GPU"),
                                       QStringLiteral("Missing"),
                                       QStringLiteral("missing"),
                                       {},
                                       QStringLiteral("Run: nvidia-smi"),
                                       {},
                                       QStringLiteral("gpu_utilization"),
                                       QStringLiteral("nvidia-smi")});
                }
                out.push_back(std::move(s));
            }
            return out;
        };
        std::vector<FleetTriageNodeRow> rows{
            {QStringLiteral("a-node"), QStringLiteral("a-node"), QStringLiteral("1 step"), true, steps(true)},
            {QStringLiteral("b-node"), QStringLiteral("b-node"), QStringLiteral("No problem"), false, steps(false)},
            {QString(), QStringLiteral("(unattributed)"), QString(), false, steps(false)}};
        FleetTriageModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRows(rows);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.problemNodeCount(), 1);
        QCOMPARE(model.nodeNames(), (QStringList{QStringLiteral("a-node"), QStringLiteral("b-node")}));
        const QModelIndex a = model.index(0, 0);
        QCOMPARE(a.data().toString(), QStringLiteral("a-node"));
        QCOMPARE(model.rowCount(a), 5);
        const QModelIndex step1 = model.index(0, 0, a);
        QCOMPARE(step1.data(FleetTriageModel::StatusKeyRole).toString(), QStringLiteral("problem"));
        QCOMPARE(step1.parent(), a);
        QCOMPARE(model.rowCount(step1), 2);
        const QModelIndex finding = model.index(0, 0, step1);
        QCOMPARE(finding.data(FleetTriageModel::KindRole).toInt(), int(FleetTriageModel::FindingItem));
        QCOMPARE(finding.data(FleetTriageModel::CodeRole).toString(), QStringLiteral("cpu_saturated"));
        QCOMPARE(finding.parent().parent(), a);
        QCOMPARE(model.index(0, FleetTriageModel::EvidenceColumn, step1).data().toString(),
                 QStringLiteral("mpstat.txt:5"));
        QCOMPARE(model.index(1, 0, step1).data(FleetTriageModel::CommandRole).toString(), QStringLiteral("nvidia-smi"));
        QCOMPARE(model.index(1, 0, step1).data(FleetTriageModel::KindRole).toInt(), int(FleetTriageModel::MissingItem));
        model.setNodeFilter(QStringLiteral("b-node"));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("b-node"));
        QCOMPARE(model.problemNodeCount(), 1); // whatever the filter
        model.setNodeFilter(QString());
        QCOMPARE(model.rowCount(), 3);
    }
};

QTEST_GUILESS_MAIN(TestFleetModels)
#include "tst_fleetmodels.moc"
