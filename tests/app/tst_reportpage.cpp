// The Report page offscreen over a fresh workspace and the shipped demo scenario: generation in the
// background fills the preview, Export PDF writes a PDF whose text (pdftotext) has the cover, Cancel
// leaves no file, a stale generation is dropped, table and chart exports write real files, and the
// Decision page's chart export writes a PNG and a vector SVG; the report is the Decision page's scenario and
// results, with no temporary file.
#include "decisionpage.h"
#include "reportpage.h"

#include "charts/decisionchartspanel.h"
#include "io/appsettings.h"
#include "io/workspaceopener.h"
#include "io/workspacestore.h"
#include "report/reportinput.h"

#include "testrequire.h"

#include <QChart>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPrintPreviewWidget>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>

using namespace GpuPlan;

namespace {
constexpr int kTimeoutMs = 90000;
const QString kDemoName = QStringLiteral("Demo: Llama 3.1 70B chat service, FP8");

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Text of a PDF as a reader's tool extracts it; empty when pdftotext is missing.
QString pdfText(const QString &path)
{
    QProcess process;
    process.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), path, QStringLiteral("-")});
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        return {};
    return QString::fromUtf8(process.readAllStandardOutput());
}

// Pixels that are not white: a rendered chart has axes, bars and text.
int inkPixels(const QImage &image)
{
    int ink = 0;
    for (int y = 0; y < image.height(); y += 2) {
        for (int x = 0; x < image.width(); x += 2) {
            if (qGray(image.pixel(x, y)) < 200)
                ++ink;
        }
    }
    return ink;
}

void verifyPng(const QString &path, int minWidth)
{
    QImage image;
    QVERIFY2(image.load(path, "PNG"), qPrintable(path));
    QVERIFY2(image.width() >= minWidth, qPrintable(QString::number(image.width())));
    QVERIFY(image.height() >= minWidth / 5);
    QVERIFY2(inkPixels(image) > 500, "the image is blank");
}

void verifySvg(const QString &path)
{
    const QByteArray svg = readAll(path);
    QVERIFY2(svg.contains("<svg"), svg.left(200).constData());
    QVERIFY(svg.contains("<path") || svg.contains("<polyline") || svg.contains("<rect"));
    QVERIFY(svg.contains("<text"));
    QVERIFY2(!svg.contains("<image"), "a chart must be vectors, not an embedded bitmap");
}
} // namespace

class TestReportPage : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    WorkspaceStore m_store;
    std::unique_ptr<QSettings> m_qsettings;
    std::unique_ptr<AppSettings> m_settings;
    std::unique_ptr<DecisionPage> m_decision;
    std::unique_ptr<ReportPage> m_page;

    // Starts nothing; waits for the one finished() of what was started and returns (ok, cancelled).
    QPair<bool, bool> waitFinished(QSignalSpy &spy)
    {
        if (!QTest::qWaitFor([&] { return spy.count() >= 1; }, kTimeoutMs))
            return {false, false};
        return {spy.at(0).at(0).toBool(), spy.at(0).at(1).toBool()};
    }

    // Lets every worker (cancelled ones included) end and hand back, so nothing is still writing.
    void drain()
    {
        m_page->waitForJobs();
        QCoreApplication::sendPostedEvents(); // their hand-backs, and removals of cancelled exports
    }

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QVERIFY(m_dir.isValid());
        QString error;
        QVERIFY2(openWorkspace(m_store, m_dir.filePath(QStringLiteral("report.gpuplan")), &error), qPrintable(error));
        m_qsettings = std::make_unique<QSettings>(m_dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
        m_settings = std::make_unique<AppSettings>(*m_qsettings);
        m_decision = std::make_unique<DecisionPage>(m_store, *m_settings);
        m_page = std::make_unique<ReportPage>(m_store, *m_settings, m_decision.get());
        m_page->resize(1500, 950);
        m_page->languageCombo()->setCurrentIndex(m_page->languageCombo()->findData(QStringLiteral("en")));
        m_page->pageSizeCombo()->setCurrentIndex(m_page->pageSizeCombo()->findText(QStringLiteral("A4")));
        QSignalSpy finished(m_page.get(), &ReportPage::finished);
        m_page->show(); // the first show generates the report of the Decision page's scenario (the demo)
        const auto [ok, cancelled] = waitFinished(finished);
        QVERIFY2(ok && !cancelled, qPrintable(m_page->messageLabel()->text()));
        drain();
    }

    void generatesInTheBackground()
    {
        QSignalSpy finished(m_page.get(), &ReportPage::finished);
        m_page->authorEdit()->setText(QStringLiteral("Ada Lovelace"));
        m_page->approverEdit()->setText(QStringLiteral("Grace Hopper"));
        m_page->generate();
        // It runs off the GUI thread: the call returned at once with the page busy and cancellable.
        QVERIFY(m_page->isBusy());
        QVERIFY(m_page->cancelButton()->isEnabled());
        QVERIFY(m_page->progressBar()->isVisible());
        const auto [ok, cancelled] = waitFinished(finished);
        QVERIFY2(ok && !cancelled, qPrintable(m_page->messageLabel()->text()));
        QVERIFY(!m_page->isBusy());
        QVERIFY(!m_page->cancelButton()->isEnabled());
        QVERIFY(m_page->document());
        QCOMPARE(m_page->document()->scenarioName, kDemoName);
        QCOMPARE(m_page->document()->author, QStringLiteral("Ada Lovelace"));
        QCOMPARE(m_page->document()->approver, QStringLiteral("Grace Hopper"));
        QVERIFY2(m_page->pageCount() > 3, qPrintable(QString::number(m_page->pageCount())));
        // The Exports area lists every table and chart of the report.
        QCOMPARE(m_page->tableList()->count(), int(m_page->tables().size()));
        QCOMPARE(m_page->chartList()->count(), int(m_page->charts().size()));
        QVERIFY(m_page->tableList()->count() > 0);
        QVERIFY(m_page->chartList()->count() > 0);
    }

    void previewGetsThePages()
    {
        // The preview paints the same document on its printer: as many pages as the background layout.
        QTRY_COMPARE_WITH_TIMEOUT(m_page->preview()->pageCount(), m_page->pageCount(), kTimeoutMs);
        QVERIFY(m_page->preview()->pageCount() > 3);
    }

    void authorIsRemembered()
    {
        // Typed and confirmed (Return), as a user does: remembered at once, not only when the window closes.
        for (QLineEdit *edit : {m_page->authorEdit(), m_page->approverEdit()}) {
            const QString text = edit->text();
            edit->clear();
            QTest::keyClicks(edit, text);
            QTest::keyClick(edit, Qt::Key_Return);
        }
        QCOMPARE(m_settings->reportAuthor(), QStringLiteral("Ada Lovelace"));
        ReportPage other(m_store, *m_settings, m_decision.get());
        QCOMPARE(other.authorEdit()->text(), QStringLiteral("Ada Lovelace"));
        QCOMPARE(other.approverEdit()->text(), QStringLiteral("Grace Hopper"));
    }

    void exportPdfWritesTheReport()
    {
        const QString path = m_dir.filePath(QStringLiteral("out/report.pdf"));
        QVERIFY(QDir().mkpath(QFileInfo(path).path()));
        QSignalSpy finished(m_page.get(), &ReportPage::finished);
        QVERIFY(m_page->exportPdf(path));
        const auto [ok, cancelled] = waitFinished(finished);
        QVERIFY2(ok && !cancelled, qPrintable(m_page->messageLabel()->text()));
        QVERIFY(readAll(path).startsWith("%PDF-"));
        GPUPLAN_REQUIRE(TestRequire::hasTool("pdftotext"), "pdftotext (poppler-utils)");
        const QString text = pdfText(path);
        QVERIFY2(text.contains(QStringLiteral("GPU procurement decision report")), qPrintable(text.left(400)));
        QVERIFY(text.contains(kDemoName));
        QVERIFY(text.contains(QStringLiteral("Ada Lovelace")));
        // One form feed per page break: the PDF has the pages the layout counted.
        QCOMPARE(int(text.count(QLatin1Char('\f'))), m_page->pageCount());
    }

    void cancelLeavesNoFile()
    {
        drain();
        const QString dir = m_dir.filePath(QStringLiteral("cancel"));
        QVERIFY(QDir().mkpath(dir));
        const QString path = QDir(dir).filePath(QStringLiteral("cancelled.pdf"));
        // A new approver makes the next export rebuild the document (with its Monte Carlo), not only lay it out.
        m_page->approverEdit()->setText(QStringLiteral("Someone Else"));
        QSignalSpy finished(m_page.get(), &ReportPage::finished);
        QVERIFY(m_page->exportPdf(path));
        QVERIFY(m_page->isBusy());
        m_page->cancel();
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        QCOMPARE(finished.at(0).at(1).toBool(), true);
        QVERIFY(!m_page->isBusy());
        drain();
        QCOMPARE(finished.count(), 1); // the cancelled run hands nothing back
        QVERIFY(!QFile::exists(path));
        QCOMPARE(QDir(dir).entryList(QDir::Files | QDir::Hidden).size(), 0);    // no temporary file either
        QCOMPARE(m_page->document()->approver, QStringLiteral("Grace Hopper")); // the last report is kept
        m_page->approverEdit()->setText(QStringLiteral("Grace Hopper"));
    }

    void staleGenerationIsDropped()
    {
        drain();
        QSignalSpy finished(m_page.get(), &ReportPage::finished);
        m_page->generate(); // English, soon replaced
        m_page->languageCombo()->setCurrentIndex(m_page->languageCombo()->findData(QStringLiteral("fr")));
        m_page->generate();
        const auto [ok, cancelled] = waitFinished(finished);
        QVERIFY2(ok && !cancelled, qPrintable(m_page->messageLabel()->text()));
        drain();
        QCOMPARE(finished.count(), 1); // only the newest run handed back
        QCOMPARE(m_page->document()->language, QStringLiteral("fr"));
        QSignalSpy back(m_page.get(), &ReportPage::finished);
        m_page->languageCombo()->setCurrentIndex(m_page->languageCombo()->findData(QStringLiteral("en")));
        m_page->generate();
        QVERIFY(waitFinished(back).first);
        drain();
    }

    void tableCsvExport()
    {
        const QVector<ReportTable> tables = m_page->tables();
        const auto options = std::find_if(tables.begin(), tables.end(),
                                          [](const ReportTable &t) { return t.id == QLatin1String("options"); });
        QVERIFY(options != tables.end());
        const QString path = m_dir.filePath(QStringLiteral("options.csv"));
        QString error;
        QVERIFY2(m_page->exportTable(QStringLiteral("options"), QStringLiteral("csv"), path, &error),
                 qPrintable(error));
        const QString csv = QString::fromUtf8(readAll(path));
        const QStringList lines = csv.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        // The header row holds the stable column keys; then one row per option of the demo (6).
        QCOMPARE(lines.first(), options->columnKeys.join(QLatin1Char(',')));
        QCOMPARE(lines.size(), 1 + 6);
        // RFC 4180: a label holding a comma is quoted.
        QVERIFY2(csv.contains(QStringLiteral("\"H100 SXM, owned (2 GPUs per replica)\"")), qPrintable(csv));
        QVERIFY(csv.contains(QStringLiteral("RTX 4090, used (4 GPUs per replica)")));
        QVERIFY(!m_page->exportTable(QStringLiteral("no_such_table"), QStringLiteral("csv"), path, &error));
        QVERIFY(error.contains(QStringLiteral("no_such_table")));
    }

    void reportChartExport()
    {
        const QVector<ReportChart> charts = m_page->charts();
        QVERIFY(!charts.isEmpty());
        for (const ReportChart &chart : charts) {
            const QString png = m_dir.filePath(chart.id + QStringLiteral(".png"));
            const QString svg = m_dir.filePath(chart.id + QStringLiteral(".svg"));
            QString error;
            QVERIFY2(m_page->exportChart(chart.id, png, &error), qPrintable(error));
            QVERIFY2(m_page->exportChart(chart.id, svg, &error), qPrintable(error));
            verifyPng(png, 1000); // 180 mm at 288 dpi is 2,041 pixels wide
            verifySvg(svg);
        }
    }

    void decisionChartExport()
    {
        m_decision->resize(1400, 900);
        m_decision->show();
        DecisionChartsPanel *panel = m_decision->chartsPanel();
        panel->tabWidget()->setCurrentIndex(DecisionChartsPanel::FleetTab);
        QTRY_VERIFY(panel->currentChart() && panel->currentChart()->isVisible());
        const QString png = m_dir.filePath(QStringLiteral("decision-fleet.png"));
        const QString svg = m_dir.filePath(QStringLiteral("decision-fleet.svg"));
        QString error;
        QVERIFY2(panel->exportCurrentChart(png, &error), qPrintable(error));
        QVERIFY2(panel->exportCurrentChart(svg, &error), qPrintable(error));
        verifyPng(png, 400);
        verifySvg(svg);
        QVERIFY(!panel->exportCurrentChart(m_dir.filePath(QStringLiteral("missing/dir/chart.png")), &error));
        QVERIFY(error.contains(QStringLiteral("chart.png")));
    }

    // The report of the shipped demo is the file's report, from the Decision page's ranking: no Monte
    // Carlo of its own.
    void decisionResultsAreTaken()
    {
        drain();
        m_decision->waitForJobs();
        QCoreApplication::sendPostedEvents();
        QSignalSpy finished(m_page.get(), &ReportPage::finished);
        m_decision->rank();
        QVERIFY(m_decision->isRanking());
        m_page->generate(); // waits for that ranking rather than running a Monte Carlo beside it
        QVERIFY2(m_page->messageLabel()->text().contains(QStringLiteral("Waiting for the Decision page's ranking")),
                 qPrintable(m_page->messageLabel()->text()));
        QVERIFY(waitFinished(finished).first);
        drain();
        QVERIFY(m_decision->ranking());
        ReportInput input = reportInput(m_decision->scenario(), QStringLiteral("demo.json"));
        input.results = m_decision->results();
        int monteCarloCalls = 0;
        const ReportBuildResult taken = buildReport(input, m_page->request(), m_store, [&](int, int) {
            ++monteCarloCalls;
            return true;
        });
        QVERIFY2(taken.ok, qPrintable(taken.error));
        QVERIFY(taken.calibrationReused);
        QVERIFY(taken.rankingReused);
        QCOMPARE(monteCarloCalls, 0);

        ReportInput file;
        QString error;
        QVERIFY2(loadReportInput(QStringLiteral(GPUPLAN_SOURCE_DIR "/data/scenarios/demo.json"), file, error),
                 qPrintable(error));
        file.date = QDate(); // the page gives the demo's own values today's date, not the checkout's
        const ReportBuildResult fromFile = buildReport(file, m_page->request(), m_store);
        QVERIFY2(fromFile.ok, qPrintable(fromFile.error));
        QCOMPARE(m_page->document()->dataHash, fromFile.document.dataHash); // the shipped file's bytes
        const QVector<ReportTable> shown = m_page->tables();
        QCOMPARE(shown.size(), fromFile.tables.size());
        for (int t = 0; t < shown.size(); ++t) {
            QVERIFY2(shown[t] == fromFile.tables[t], qPrintable(shown[t].id));
            QVERIFY2(shown[t] == taken.tables[t], qPrintable(shown[t].id));
        }
    }

    // An unsaved edit is reported as it is on the Decision page, and nothing is written to the temporary
    // folder on the way.
    void unsavedEditIsReportedWithoutATemporaryFile()
    {
        drain();
        // TMPDIR as it was when the test ends, passed or not.
        const auto restore = qScopeGuard([had = qEnvironmentVariableIsSet("TMPDIR"), old = qgetenv("TMPDIR")] {
            if (had)
                qputenv("TMPDIR", old);
            else
                qunsetenv("TMPDIR");
        });
        const QString tmp = m_dir.filePath(QStringLiteral("tmp"));
        QVERIFY(QDir().mkpath(tmp));
        qputenv("TMPDIR", QFile::encodeName(tmp));
        QCOMPARE(QDir::tempPath(), QDir::cleanPath(tmp));
        {
            DecisionPage decision(m_store, *m_settings);
            ReportPage page(m_store, *m_settings, &decision);
            QSignalSpy finished(&page, &ReportPage::finished);
            page.generate(); // opens the Decision page's first scenario, the demo
            QVERIFY(waitFinished(finished).first);
            QCOMPARE(page.document()->scenarioName, kDemoName);
            Scenario edited = decision.scenario();
            edited.name = "Edited demo";
            edited.workload.peakRequestsPerSecond *= 2;
            decision.editScenario(edited, QStringLiteral("Edit"));
            QVERIFY(decision.isModified());
            finished.clear();
            const QString pdf = m_dir.filePath(QStringLiteral("edited.pdf"));
            QVERIFY(page.exportPdf(pdf));
            const auto [ok, cancelled] = waitFinished(finished);
            QVERIFY2(ok && !cancelled, qPrintable(page.messageLabel()->text()));
            page.waitForJobs();
            QCOMPARE(page.document()->scenarioName, QStringLiteral("Edited demo"));
            QVERIFY(readAll(pdf).startsWith("%PDF-"));
            bool noted = false;
            for (const QLabel *label : page.findChildren<QLabel *>())
                noted = noted || label->text().contains(QStringLiteral("Not saved yet"));
            QVERIFY(noted);
            const ReportBuildResult expected
                = buildReport(reportInput(edited, QStringLiteral("demo.json")), page.request(), m_store);
            QVERIFY2(expected.ok, qPrintable(expected.error));
            const ReportTable *fleet = findReportTable(page.tables(), QStringLiteral("fleet"));
            QVERIFY(fleet);
            QVERIFY(*fleet == *findReportTable(expected.tables, QStringLiteral("fleet")));
            QVERIFY(*fleet != *findReportTable(m_page->tables(), QStringLiteral("fleet")));
            decision.waitForJobs();
            // While the pages live: a temporary folder of theirs would be removed only with them.
            const QStringList used = QDir(tmp).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
            QVERIFY2(used.isEmpty(), qPrintable(used.join(QLatin1Char(' '))));
        }
        const QStringList left = QDir(tmp).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
        QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char(' '))));
    }

    void errorWithoutWorkspace()
    {
        WorkspaceStore closed;
        ReportPage page(closed, *m_settings, m_decision.get());
        page.generate();
        QVERIFY(!page.isBusy());
        QVERIFY2(page.messageLabel()->text().contains(QStringLiteral("No workspace")),
                 qPrintable(page.messageLabel()->text()));
    }

    void cleanupTestCase()
    {
        m_page.reset();
        m_decision.reset();
    }
};

QTEST_MAIN(TestReportPage)
#include "tst_reportpage.moc"
