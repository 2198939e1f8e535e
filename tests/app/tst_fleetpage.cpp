// The Fleet page offscreen over a fresh workspace: real captures imported through the page's import
// path (ImportJob), the per-file report with a failing file, the inventory and a reject finding with its
// evidence line, cancel, the CSV mapping dialog's pre-fill, and the node label export.
#include "csvmappingdialog.h"
#include "fleetimportreport.h"
#include "fleetpage.h"
#include "mainwindow.h"
#include "pagetestfixture.h"

#include "charts/fleettelemetrychart.h"
#include "io/appsettings.h"
#include "io/workspacestore.h"
#include "item/fleetfilesmodel.h"
#include "item/fleetfindingsmodel.h"
#include "item/fleethostsmodel.h"
#include "item/fleetinventorymodel.h"
#include "item/fleettriagemodel.h"
#include "translations/translations.h"

#include <QClipboard>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QDropEvent>
#include <QFile>
#include <QGuiApplication>
#include <QLineEdit>
#include <QMimeData>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>
#include <QUrl>

#include <memory>

using namespace GpuPlan;

namespace {
constexpr int kTimeoutMs = 30000;
QString sample(const char *path) { return QStringLiteral(GPUPLAN_SAMPLES "/") + QString::fromLatin1(path); }
} // namespace

class TestFleetPage : public QObject, PageTestFixture<FleetPage>
{
    Q_OBJECT

private:
    QList<FleetFileReport> importAndWait(const QStringList &files)
    {
        QSignalSpy done(m_page.get(), &FleetPage::importDone);
        if (!m_page->importFiles(files))
            return {};
        if (!QTest::qWaitFor([&] { return done.count() == 1; }, kTimeoutMs))
            return {};
        return done.first().first().value<QList<FleetFileReport>>();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QStandardPaths::setTestModeEnabled(true);
        QString error;
        QVERIFY2(openFixture("fleet.gpuplan", &error), qPrintable(error));
        m_page = std::make_unique<FleetPage>(m_store, *m_settings);
        m_page->resize(1400, 900);
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
        QCOMPARE(m_page->inventoryModel()->rowCount(), 0);
    }

    void importsCapturesWithReport()
    {
        const QString empty = m_dir.filePath(QStringLiteral("empty.txt"));
        QFile(empty).open(QIODevice::WriteOnly);
        const QList<FleetFileReport> reports = importAndWait(
            {sample("kmsg/xid79-pid0-multiline-crashdump.log"), sample("nvsmi-q-text/a10-535.129.03.txt"),
             sample("nvsmi-q-text/h100-535.183.01-corrupt-truncated.txt"), empty});
        QCOMPARE(reports.size(), 4);
        QCOMPARE(reports[0].status, FleetFileReport::Status::Imported);
        QCOMPARE(reports[0].format, QStringLiteral("kernel-log"));
        QCOMPARE(reports[1].format, QStringLiteral("nvidia-smi-q"));
        QCOMPARE(reports[2].status, FleetFileReport::Status::Failed);
        QCOMPARE(reports[2].errors.front().line, 91);
        QCOMPARE(reports[3].status, FleetFileReport::Status::Failed);
        QVERIFY(!m_page->isImporting());
        QVERIFY(!m_page->cancelButton()->isEnabled());

        // The report shows every file, the failing ones with their line.
        FleetImportReport *report = m_page->reportView();
        QCOMPARE(report->topLevelItemCount(), 4);
        QTreeWidgetItem *truncated = report->topLevelItem(2);
        QCOMPARE(truncated->text(FleetImportReport::StatusColumn), QStringLiteral("Failed: nothing imported"));
        QVERIFY(truncated->childCount() >= 1);
        QCOMPARE(truncated->child(0)->text(FleetImportReport::FileColumn), QStringLiteral("line 91"));
        QVERIFY(
            report->topLevelItem(0)->text(FleetImportReport::RecordsColumn).startsWith(QStringLiteral("1 devices")));

        // The inventory: the A10 and the GPU that fell off the bus.
        FleetInventoryModel *inventory = m_page->inventoryModel();
        QCOMPARE(inventory->rowCount(), 2);
        bool a10 = false, rejected = false;
        for (int r = 0; r < inventory->rowCount(); ++r) {
            a10 = a10
                || inventory->index(r, FleetInventoryModel::GpuColumn)
                       .data()
                       .toString()
                       .contains(QStringLiteral("A10"));
            rejected = rejected
                || inventory->index(r, FleetInventoryModel::HealthColumn).data().toString() == QStringLiteral("Reject");
        }
        QVERIFY(a10);
        QVERIFY(rejected);

        // The reject finding with its evidence line and excerpt.
        FleetFindingsModel *findings = m_page->findingsModel();
        int xid = -1;
        for (int r = 0; r < findings->rowCount(); ++r)
            if (findings->index(r, 0).data(FleetFindingsModel::CodeRole).toString() == QStringLiteral("xid_reject"))
                xid = r;
        QVERIFY(xid >= 0);
        QCOMPARE(findings->index(xid, FleetFindingsModel::SeverityColumn).data().toString(), QStringLiteral("Reject"));
        QCOMPARE(findings->index(xid, FleetFindingsModel::EvidenceColumn).data().toString(),
                 QStringLiteral("xid79-pid0-multiline-crashdump.log:3"));
        QVERIFY(findings->index(xid, FleetFindingsModel::EvidenceColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("Xid (PCI:0000:09:00): 79")));
        QVERIFY(findings->index(xid, FleetFindingsModel::FindingColumn)
                    .data()
                    .toString()
                    .startsWith(QStringLiteral("Xid 79")));
    }

    void reimportSaysAlreadyImported()
    {
        const QList<FleetFileReport> reports = importAndWait({sample("nvsmi-q-text/a10-535.129.03.txt")});
        QCOMPARE(reports.size(), 1);
        QCOMPARE(reports[0].status, FleetFileReport::Status::AlreadyImported);
        QCOMPARE(m_page->reportView()->topLevelItem(0)->text(FleetImportReport::StatusColumn),
                 QStringLiteral("Already imported"));
        QCOMPARE(m_page->inventoryModel()->rowCount(), 2);
    }

    // The Files tab: Delete removes the selected file off the GUI thread as one undo step; undo imports it
    // again from its path while its content is unchanged, and refuses it (import.content_changed) once not.
    void removeFileWithUndo()
    {
        QUndoStack undo;
        m_page->setUndoStack(&undo);
        const QString copy = m_dir.filePath(QStringLiteral("titanv.txt"));
        QVERIFY(QFile::copy(sample("nvsmi-q-text/titanv-560.35.03.txt"), copy));
        QCOMPARE(importAndWait({copy}).value(0).status, FleetFileReport::Status::Imported);
        FleetFilesModel *files = m_page->filesModel();
        QCOMPARE(files->rowCount(), 3);
        QCOMPARE(m_page->inventoryModel()->rowCount(), 3);
        QTableView *view = m_page->filesView();
        QModelIndex titan;
        for (int r = 0; r < view->model()->rowCount(); ++r)
            if (view->model()
                    ->index(r, FleetFilesModel::PathColumn)
                    .data()
                    .toString()
                    .endsWith(QStringLiteral("titanv.txt")))
                titan = view->model()->index(r, FleetFilesModel::PathColumn);
        QVERIFY(titan.isValid());
        QCOMPARE(view->model()->index(titan.row(), FleetFilesModel::DevicesColumn).data().toString(),
                 QStringLiteral("1"));
        QCOMPARE(view->model()->index(titan.row(), FleetFilesModel::FormatColumn).data().toString(),
                 QStringLiteral("nvidia-smi-q"));
        view->setCurrentIndex(titan);
        QVERIFY(m_page->removeFileButton()->isEnabled());

        // Delete in the shown Files tab, as a user would.
        m_page->findChild<QTabWidget *>()->setCurrentWidget(view->parentWidget());
        m_page->activateWindow();
        view->setFocus();
        QTRY_VERIFY(view->hasFocus());
        QSignalSpy removed(m_page.get(), &FleetPage::removalDone);
        QTest::keyClick(view, Qt::Key_Delete);
        QTRY_COMPARE_WITH_TIMEOUT(removed.count(), 1, kTimeoutMs);
        QVERIFY2(removed.first().at(0).toBool(), qPrintable(removed.first().at(1).toString()));
        QCOMPARE(files->rowCount(), 2);
        QCOMPARE(m_page->inventoryModel()->rowCount(), 2);
        QCOMPARE(undo.count(), 1);
        QCOMPARE(undo.undoText(), QStringLiteral("Remove titanv.txt from the Fleet"));

        QSignalSpy imported(m_page.get(), &FleetPage::importDone);
        undo.undo();
        QTRY_COMPARE_WITH_TIMEOUT(imported.count(), 1, kTimeoutMs);
        QCOMPARE(imported.first().first().value<QList<FleetFileReport>>().value(0).status,
                 FleetFileReport::Status::Imported);
        QCOMPARE(files->rowCount(), 3);
        QCOMPARE(m_page->inventoryModel()->rowCount(), 3);

        undo.redo();
        QTRY_COMPARE_WITH_TIMEOUT(removed.count(), 2, kTimeoutMs);
        QVERIFY(removed.at(1).at(0).toBool());
        QCOMPARE(m_page->inventoryModel()->rowCount(), 2);

        // Changed since: undo refuses to bring other content back under the old name.
        QFile changed(copy);
        QVERIFY(changed.open(QIODevice::Append));
        changed.write("\n");
        changed.close();
        undo.undo();
        QTRY_COMPARE_WITH_TIMEOUT(imported.count(), 2, kTimeoutMs);
        const FleetFileReport refused = imported.at(1).first().value<QList<FleetFileReport>>().value(0);
        QCOMPARE(refused.status, FleetFileReport::Status::Failed);
        QVERIFY(!refused.errors.empty());
        QCOMPARE(QString::fromStdString(refused.errors.front().code), QStringLiteral("import.content_changed"));
        QCOMPARE(m_page->inventoryModel()->rowCount(), 2);
        QCOMPARE(files->rowCount(), 2);
        m_page->setUndoStack(nullptr);
    }

    void cancelStopsTheImport()
    {
        QStringList files;
        for (const char *f : {"nvsmi-q-text/h100x8-535.161.08.txt", "nvsmi-q-text/rtx4090x8-535.154.05.txt",
                              "nvsmi-q-text/l40s-595-load.txt", "nvsmi-q-text/titanv-560.35.03.txt"})
            files << sample(f);
        QSignalSpy done(m_page.get(), &FleetPage::importDone);
        QVERIFY(m_page->importFiles(files));
        QVERIFY(m_page->cancelButton()->isEnabled());
        QVERIFY(m_page->progressBar()->isVisible());
        m_page->cancelButton()->click();
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, kTimeoutMs);
        const auto reports = done.first().first().value<QList<FleetFileReport>>();
        QCOMPARE(reports.size(), 4);
        // The worker may finish a file before the cancel lands; the last one never starts.
        QCOMPARE(reports.back().status, FleetFileReport::Status::Cancelled);
        QVERIFY(!m_page->isImporting());
        QVERIFY(!m_page->progressBar()->isVisible());
    }

    void mappingDialogPrefills()
    {
        CsvMappingDialog dialog(QStringLiteral("power.csv"),
                                QStringLiteral("timestamp,host,gpu,power.draw [mW],temp,util"),
                                QStringLiteral("2024-05-12 10:31:02,node-7,0,301250,64,98"));
        QCOMPARE(dialog.table()->rowCount(), 6);
        QCOMPARE(dialog.fieldAt(0), CsvField::Time);
        QCOMPARE(dialog.fieldAt(1), CsvField::Node);
        QCOMPARE(dialog.fieldAt(3), CsvField::Power);
        QCOMPARE(dialog.fieldAt(4), CsvField::Temperature);
        const CsvColumnMapping m = dialog.mapping();
        const CsvColumn *power = m.column(CsvField::Power);
        QVERIFY(power);
        QCOMPARE(power->scale, 0.001);
        QCOMPARE(dialog.table()->item(3, 1)->text(), QStringLiteral("301250"));
        QString error;
        QVERIFY2(dialog.savePreset(QStringLiteral("my tool"), &error), qPrintable(error));
        QVERIFY(CsvMappingDialog::presetNames().contains(QStringLiteral("my tool")));
        QVERIFY(dialog.loadPreset(QStringLiteral("my tool"), &error));
        QCOMPARE(dialog.fieldAt(3), CsvField::Power);
    }

    // Two files dropped onto the main window (the window takes drops for the whole app): the Fleet page
    // comes forward, imports both and reports both.
    void dropOfTwoFilesImportsBoth()
    {
        Translations translations;
        translations.install(QStringLiteral("en"));
        MainWindow window(*m_settings, translations);
        QVERIFY(window.openWorkspace(m_dir.filePath(QStringLiteral("drop.gpuplan"))));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *page = window.findChild<FleetPage *>();
        QVERIFY(page);
        QSignalSpy done(page, &FleetPage::importDone);
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(sample("nvsmi-xml/h200-v13-580.xml")),
                      QUrl::fromLocalFile(sample("gpuplan-probe/h200-burnin-60s.jsonl"))});
        QDragEnterEvent enter(QPoint(100, 100), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(100, 100), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&window, &drop);
        QVERIFY(drop.isAccepted());
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, kTimeoutMs);
        QVERIFY(page->isVisible());
        const auto reports = done.first().first().value<QList<FleetFileReport>>();
        QCOMPARE(reports.size(), 2);
        QCOMPARE(reports[0].status, FleetFileReport::Status::Imported);
        QCOMPARE(reports[0].format, QStringLiteral("nvidia-smi-xml"));
        QCOMPARE(reports[1].status, FleetFileReport::Status::Imported);
        QCOMPARE(reports[1].format, QStringLiteral("gpuplan-probe-jsonl"));
        QCOMPARE(int(reports[1].samples), 61);
        FleetImportReport *report = page->reportView();
        QCOMPARE(report->topLevelItemCount(), 2);
        QVERIFY(
            report->topLevelItem(0)->text(FleetImportReport::FileColumn).contains(QStringLiteral("h200-v13-580.xml")));
        QVERIFY(report->topLevelItem(1)
                    ->text(FleetImportReport::FileColumn)
                    .contains(QStringLiteral("h200-burnin-60s.jsonl")));
        // The H200 of the XML (by UUID) and the probe's cuda:0 (no UUID in its hello line).
        QCOMPARE(page->inventoryModel()->rowCount(), 2);
    }

    // A CSV no importer knows goes through the column-mapping dialog: the mapping set in the dialog's
    // combos, accepted, the rows in the workspace; saved as a preset, it maps the next file of that tool.
    void unknownCsvThroughTheMappingDialog()
    {
        const QByteArray header = "when,box,card,milliwatts,celsius\n";
        const auto write = [&](const char *name, int firstMinute) {
            const QString path = m_dir.filePath(QString::fromLatin1(name));
            QFile f(path);
            if (!f.open(QIODevice::WriteOnly))
                return QString();
            f.write(header);
            for (int i = 0; i < 3; ++i)
                f.write(QStringLiteral("2024-05-12 10:%1:00,rack7-node3,0,%2,%3\n")
                            .arg(firstMinute + i, 2, 10, QLatin1Char('0'))
                            .arg(30250 + 1000 * i) // mW
                            .arg(60 + i)
                            .toUtf8());
            return path;
        };
        const QString first = write("logger-a.csv", 10);
        QSignalSpy offered(m_page.get(), &FleetPage::csvMappingOffered);
        const int devicesBefore = m_page->inventoryModel()->rowCount();
        const QList<FleetFileReport> failed = importAndWait({first});
        QCOMPARE(failed.size(), 1);
        QCOMPARE(failed[0].status, FleetFileReport::Status::Failed);
        QCOMPARE(failed[0].errors.front().code, std::string("import.unrecognized"));
        QTRY_COMPARE_WITH_TIMEOUT(offered.count(), 1, kTimeoutMs);
        QPointer<CsvMappingDialog> dialog = offered.first().first().value<CsvMappingDialog *>();
        QVERIFY(dialog);
        QCOMPARE(dialog->table()->rowCount(), 5);
        // What each column means, chosen as a user would: in the Field column's combo boxes.
        const CsvField fields[]
            = {CsvField::Time, CsvField::Node, CsvField::Index, CsvField::Power, CsvField::Temperature};
        for (int r = 0; r < 5; ++r) {
            auto *combo = qobject_cast<QComboBox *>(dialog->table()->cellWidget(r, 2));
            QVERIFY(combo);
            combo->setCurrentIndex(combo->findData(int(fields[r])));
            QCOMPARE(dialog->fieldAt(r), fields[r]);
        }
        auto *scale = qobject_cast<QDoubleSpinBox *>(dialog->table()->cellWidget(3, 3));
        QVERIFY(scale);
        scale->setValue(0.001); // mW -> W
        QString error;
        QVERIFY2(dialog->savePreset(QStringLiteral("rack logger"), &error), qPrintable(error));
        QSignalSpy done(m_page.get(), &FleetPage::importDone);
        dialog->accept();
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, kTimeoutMs);
        auto reports = done.first().first().value<QList<FleetFileReport>>();
        QCOMPARE(reports.size(), 1);
        QCOMPARE(reports[0].status, FleetFileReport::Status::Imported);
        QCOMPARE(int(reports[0].samples), 3);
        QCOMPARE(m_page->inventoryModel()->rowCount(), devicesBefore + 1);
        // In the workspace: node rack7-node3, GPU 0, 30.25 W / 31.25 W / 32.25 W at 60 / 61 / 62 C.
        qint64 id = 0;
        for (const FleetInventoryDevice &d : m_store.fleetDevices())
            if (d.device.device.node == "rack7-node3")
                id = d.id;
        QVERIFY(id != 0);
        const auto rows = m_store.fleetTelemetry(id, 0, 1e12);
        QCOMPARE(int(rows.size()), 3);
        QCOMPARE(rows[0].powerW, 30.25f);
        QCOMPARE(rows[2].powerW, 32.25f);
        QCOMPARE(rows[2].temperatureC, 62.0f);
        QTRY_VERIFY(!dialog); // closed and deleted

        // The next file of the same tool: the saved preset fills the dialog, and the rows import.
        const QString second = write("logger-b.csv", 20);
        QVERIFY(importAndWait({second}).value(0).status == FleetFileReport::Status::Failed);
        QTRY_COMPARE_WITH_TIMEOUT(offered.count(), 2, kTimeoutMs);
        QPointer<CsvMappingDialog> again = offered.at(1).first().value<CsvMappingDialog *>();
        QVERIFY(again);
        QVERIFY(CsvMappingDialog::presetNames().contains(QStringLiteral("rack logger")));
        QVERIFY2(again->loadPreset(QStringLiteral("rack logger"), &error), qPrintable(error));
        for (int r = 0; r < 5; ++r)
            QCOMPARE(again->fieldAt(r), fields[r]);
        QSignalSpy doneAgain(m_page.get(), &FleetPage::importDone);
        again->accept();
        QTRY_COMPARE_WITH_TIMEOUT(doneAgain.count(), 1, kTimeoutMs);
        reports = doneAgain.first().first().value<QList<FleetFileReport>>();
        QCOMPARE(reports.value(0).status, FleetFileReport::Status::Imported);
        QCOMPARE(int(m_store.fleetTelemetry(id, 0, 1e12).size()), 6); // the same GPU, three more samples
    }

    void exportsNodeLabels()
    {
        const QString text = m_page->labelsText();
        // The captures name no host: the GPUs cannot be labelled, and the export says so.
        QVERIFY2(text.contains(QStringLiteral("without a node name"))
                     || text.contains(QStringLiteral("kubectl label node")),
                 qPrintable(text));
        for (const QString &line : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            QVERIFY(line.startsWith(QStringLiteral("#")) || line.endsWith(QStringLiteral(" --overwrite")));
    }

    // The charts read a device's samples once into an overview: zooming to half the range is answered at
    // once (no worker, no row read), zooming in to 20 s reads those rows in the background.
    void telemetryZoomFromTheOverview()
    {
        const QString path = m_dir.filePath(QStringLiteral("hour.csv"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("timestamp, name, uuid, clocks.current.sm [MHz], temperature.gpu\n");
        for (int i = 0; i < 3600; ++i)
            f.write(QStringLiteral(
                        "2026/07/14 10:%1:%2.000, NVIDIA H100 80GB HBM3, GPU-0b1e2c3d-0000-0000-0000-00000000cafe, "
                        "%3 MHz, 60\n")
                        .arg(i / 60, 2, 10, QLatin1Char('0'))
                        .arg(i % 60, 2, 10, QLatin1Char('0'))
                        .arg(1000 + i % 100)
                        .toUtf8());
        f.close();
        QCOMPARE(importAndWait({path}).value(0).status, FleetFileReport::Status::Imported);
        qint64 id = 0;
        for (const auto &d : m_store.fleetDevices())
            if (d.deviceKey.find("cafe") != std::string::npos)
                id = d.id;
        QVERIFY(id > 0);
        FleetTelemetryChart *chart = m_page->telemetryChart();
        QSignalSpy shown(m_page.get(), &FleetPage::telemetryShown);
        m_page->selectDevice(id);
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), kTimeoutMs);
        QCOMPARE(chart->viewFrom(), 1784023200.0); // 2026-07-14 10:00:00 UTC
        QCOMPARE(chart->viewTo(), 1784023200.0 + 3599);
        QVERIFY(chart->pointCount(FleetTelemetryChart::SmClock) > 0);
        QCOMPARE(chart->pointCount(FleetTelemetryChart::MemClock), 0);

        shown.clear();
        Q_EMIT chart->rangeRequested(1784023200.0 + 900, 1784023200.0 + 2700, chart->plotWidth());
        QCOMPARE(shown.count(), 1); // answered before the call returned: from the overview
        QCOMPARE(chart->viewFrom(), 1784023200.0 + 900);
        QCOMPARE(chart->viewTo(), 1784023200.0 + 2700);

        shown.clear();
        Q_EMIT chart->rangeRequested(1784023200.0 + 60, 1784023200.0 + 80, chart->plotWidth());
        QCOMPARE(shown.count(), 0); // 20 s are too narrow for the overview: read on the worker
        QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, kTimeoutMs);
        QCOMPARE(chart->pointCount(FleetTelemetryChart::SmClock), 21); // one sample per second, drawn as is
    }

    // The Hosts tab: the facts of the machines around the GPUs, by host, with their file and line.
    void hostsTabListsHostFacts()
    {
        QTabWidget *tabs = m_page->findChild<QTabWidget *>();
        QVERIFY(tabs);
        const int tab = tabs->indexOf(m_page->hostsView()->parentWidget());
        QCOMPARE(tabs->tabText(tab), QStringLiteral("Hosts (0)"));
        const QList<FleetFileReport> reports
            = importAndWait({sample("guides/g1-numactl-hardware.txt"), sample("guides/g2-taskset.txt")});
        QCOMPARE(reports.size(), 2);
        QCOMPARE(reports[0].hostFacts, 5);
        FleetHostsModel *hosts = m_page->hostsModel();
        QCOMPARE(hosts->rowCount(), 6);
        QCOMPARE(hosts->hostCount(), 1);
        QCOMPARE(tabs->tabText(tab), QStringLiteral("Hosts (1)"));
        bool numa = false;
        for (int r = 0; r < hosts->rowCount(); ++r) {
            QCOMPARE(hosts->index(r, FleetHostsModel::NodeColumn).data().toString(), QStringLiteral("server"));
            if (hosts->index(r, FleetHostsModel::FactColumn).data().toString() == QLatin1String("NUMA nodes")) {
                numa = true;
                QCOMPARE(hosts->index(r, FleetHostsModel::ValueColumn).data().toString(), QStringLiteral("2"));
                QCOMPARE(hosts->index(r, FleetHostsModel::SourceColumn).data().toString(),
                         QStringLiteral("g1-numactl-hardware.txt:2"));
            }
        }
        QVERIFY(numa);
        // The page's search narrows the facts too.
        QLineEdit *search = m_page->findChild<QLineEdit *>(QStringLiteral("search"));
        QVERIFY(search);
        search->setText(QStringLiteral("pid 18233"));
        QCOMPARE(m_page->hostsView()->model()->rowCount(), 1);
        search->clear();
        QCOMPARE(m_page->hostsView()->model()->rowCount(), 6);
    }

    void triageTabAnswersTheSteps()
    {
        QTabWidget *tabs = m_page->findChild<QTabWidget *>();
        const int tab = tabs->indexOf(m_page->triageView()->parentWidget());
        QVERIFY(tab >= 0);
        QCOMPARE(importAndWait({sample("guides/g1-mpstat.txt")}).size(), 1);
        // The node filter offers "server", which only host facts name, and narrows the triage to it.
        QComboBox *node = nullptr;
        for (QComboBox *c : m_page->findChildren<QComboBox *>())
            if (c->findText(QStringLiteral("server")) >= 0)
                node = c;
        QVERIFY(node);
        node->setCurrentIndex(node->findText(QStringLiteral("server")));
        FleetTriageModel *model = m_page->triageModel();
        QCOMPARE(model->rowCount(), 1);
        const QModelIndex server = model->index(0, 0);
        QCOMPARE(server.data().toString(), QStringLiteral("server"));
        QVERIFY(m_page->triageView()->isExpanded(server));
        const QModelIndex step1 = model->index(0, 0, server);
        QCOMPARE(step1.data(FleetTriageModel::StatusKeyRole).toString(), QStringLiteral("problem"));
        QCOMPARE(model->index(0, 0, step1).data(FleetTriageModel::CodeRole).toString(),
                 QStringLiteral("cpu_saturated"));
        QVERIFY(tabs->tabText(tab).startsWith(QStringLiteral("Triage (")));
        // A missing check's command goes to the clipboard.
        QModelIndex missing;
        for (int r = 0; r < model->rowCount(step1) && !missing.isValid(); ++r)
            if (!model->index(r, 0, step1).data(FleetTriageModel::CommandRole).toString().isEmpty())
                missing = model->index(r, 0, step1);
        QVERIFY(missing.isValid());
        QPushButton *copy = nullptr;
        for (QPushButton *b : m_page->findChildren<QPushButton *>())
            if (b->text() == QStringLiteral("Copy &Command"))
                copy = b;
        QVERIFY(copy && !copy->isEnabled());
        m_page->triageView()->setCurrentIndex(missing);
        QVERIFY(copy->isEnabled());
        copy->click();
        QCOMPARE(QGuiApplication::clipboard()->text(), missing.data(FleetTriageModel::CommandRole).toString());
        node->setCurrentIndex(0);
    }

    void filesWithoutAHostGoToTheHostField()
    {
        // `uname -r` prints the kernel and no host: the page's host field places it, as import --node does. Last:
        // it adds a file and a host to the fixture the other tests count.
        const QString file = m_dir.filePath(QStringLiteral("uname-r-plain.txt"));
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write("6.8.0-45-generic\n");
        out.close();
        auto *host = m_page->findChild<QLineEdit *>(QStringLiteral("importNode"));
        QVERIFY(host);
        QVERIFY(!host->placeholderText().isEmpty());
        host->setText(QStringLiteral(" rack9-node4 "));
        QCOMPARE(importAndWait({file}).value(0).status, FleetFileReport::Status::Imported);
        host->clear();
        bool placed = false;
        for (const StoredHostFact &f : m_store.hostFacts())
            placed = placed
                || (f.fact.key == "kernel.release" && f.fact.value == "6.8.0-45-generic"
                    && f.fact.node == "rack9-node4");
        QVERIFY(placed);
    }

    void benchmarkCeilingsInEstimates()
    {
        // BabelStream 3.4 on an A100-SXM4-40GB (MIG 7g.40gb): its best Triad, 1,398,669.922 MB/s on line
        // 59, over the 0.90 a healthy card's triad reaches, becomes the SKU's bandwidth; undo takes it back.
        QCOMPARE(importAndWait({sample("babelstream/v3.4-cuda-a100-mig-3sizes.txt")}).value(0).status,
                 FleetFileReport::Status::Imported);
        QTableView *view = m_page->filesView();
        QModelIndex row;
        for (int r = 0; r < view->model()->rowCount(); ++r)
            if (view->model()
                    ->index(r, FleetFilesModel::PathColumn)
                    .data()
                    .toString()
                    .endsWith(QStringLiteral("v3.4-cuda-a100-mig-3sizes.txt")))
                row = view->model()->index(r, FleetFilesModel::PathColumn);
        QVERIFY(row.isValid());
        view->setCurrentIndex(view->model()->index(0, 0));
        view->setCurrentIndex(row);
        QVERIFY(m_page->useBenchmarkButton()->isEnabled());
        QVERIFY(!m_page->useBenchmarkButton()->toolTip().isEmpty());
        const QString sha = row.data(FleetFilesModel::Sha256Role).toString();
        const std::string a100 = "nvidia-a100-sxm-40gb";
        QCOMPARE(m_page->benchmarkSku(sha), a100);
        const double datasheet = m_store.catalog().findSku(a100)->memoryBandwidthBytesPerSecond.value_or(0);

        QUndoStack undo;
        m_page->setUndoStack(&undo);
        QVERIFY(m_page->useBenchmarkInEstimates(sha, a100));
        const std::vector<FieldOverride> edits = m_store.overrides(a100);
        QCOMPARE(edits.size(), std::size_t(1));
        QCOMPARE(edits[0].field, std::string("memory_bandwidth_bytes_per_s"));
        QCOMPARE(edits[0].value.get<double>(), std::round(1398669.922e6 / 0.9));
        QCOMPARE(edits[0].provenance.source, std::string("imported babelstream"));
        QVERIFY(edits[0].provenance.note.find("v3.4-cuda-a100-mig-3sizes.txt, line 59") != std::string::npos);
        QCOMPARE(m_store.catalog().findSku(a100)->memoryBandwidthBytesPerSecond.value_or(0),
                 std::round(1398669.922e6 / 0.9));
        undo.undo();
        QVERIFY(m_store.overrides(a100).empty());
        QCOMPARE(m_store.catalog().findSku(a100)->memoryBandwidthBytesPerSecond.value_or(0), datasheet);
        m_page->setUndoStack(nullptr);
        // A file without such figures, or a SKU the catalog lacks, changes nothing.
        QVERIFY(!m_page->useBenchmarkInEstimates(sha, "no-such-sku"));
        QVERIFY(m_store.overrides(a100).empty());
    }
};

QTEST_MAIN(TestFleetPage)
#include "tst_fleetpage.moc"
