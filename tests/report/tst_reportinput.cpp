// buildReport() from a scenario in memory: the same tables as the file's report, the results already
// computed used instead of a second fit and Monte Carlo, and computed again when they belong to another
// scenario or catalog.
#include "report/reportcontent.h"
#include "report/reportinput.h"
#include "reportscenariofiles.h"

#include "io/calibrationdata.h"
#include "io/scenarioload.h"
#include "io/workspaceopener.h"
#include "io/workspacestore.h"

#include "core/calibration.h"
#include "core/catalog.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace GpuPlan;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

Scenario parsed(const QByteArray &bytes)
{
    return parseScenario(std::string_view(bytes.constData(), std::size_t(bytes.size()))).scenario;
}

// The cover's pair (appendix of hashes) named @p name, or empty.
QString hashPair(const ReportDocument &doc, const QString &name)
{
    for (const ReportBlock &b : doc.blocks) {
        for (const auto &pair : b.pairs) {
            if (pair.first == name)
                return pair.second;
        }
    }
    return {};
}

void compareTables(const ReportBuildResult &actual, const ReportBuildResult &expected)
{
    QCOMPARE(actual.tables.size(), expected.tables.size());
    for (int t = 0; t < expected.tables.size(); ++t) {
        const ReportTable &a = actual.tables[t];
        const ReportTable &e = expected.tables[t];
        QCOMPARE(a.id, e.id);
        QCOMPARE(a.columnKeys, e.columnKeys);
        QCOMPARE(a.note, e.note);
        QCOMPARE(a.rows.size(), e.rows.size());
        QCOMPARE(a.columns, e.columns);
        QCOMPARE(a.units, e.units);
        QCOMPARE(a.title, e.title);
        for (int r = 0; r < e.rows.size(); ++r) {
            QCOMPARE(a.rows[r].size(), e.rows[r].size());
            for (int c = 0; c < e.rows[r].size(); ++c) {
                QVERIFY2(a.rows[r][c].text == e.rows[r][c].text,
                         qPrintable(e.id + QStringLiteral(" row %1 col %2: ").arg(r).arg(c) + a.rows[r][c].text
                                    + QStringLiteral(" != ") + e.rows[r][c].text));
                QCOMPARE(a.rows[r][c].number, e.rows[r][c].number);
            }
        }
        QVERIFY(a == e);
    }
}

} // namespace

class TestReportInput : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    WorkspaceStore m_store;
    ReportRequest m_request;
    ReportBuildResult m_file; ///< the demo's report from its file
    ReportResults m_results;  ///< the demo's, computed as the Decision page does

    // A build of @p input; @p monteCarloCalls counts the progress callbacks (the Monte Carlo's).
    ReportBuildResult build(const ReportInput &input, int &monteCarloCalls)
    {
        monteCarloCalls = 0;
        return buildReport(input, m_request, m_store, [&monteCarloCalls](int, int) {
            ++monteCarloCalls;
            return true;
        });
    }

    ReportInput demoInMemory() const
    {
        ReportInput input = reportInput(parsed(readAll(demoPath())), QStringLiteral("demo.json"));
        input.date = QFileInfo(demoPath()).lastModified().date();
        return input;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QString error;
        QVERIFY2(openWorkspace(m_store, m_dir.filePath(QStringLiteral("ws.gpuplan")), &error), qPrintable(error));
        m_request.date = QStringLiteral("2026-11-29");
        m_file = buildReportFromFile(demoPath(), m_request, m_store);
        QVERIFY2(m_file.ok, qPrintable(m_file.error));
        QVERIFY(!m_file.calibrationReused && !m_file.rankingReused);

        const LoadedLockInDefaults lockIn = loadShippedLockInDefaults();
        QVERIFY(lockIn.ok);
        m_results.catalog = std::make_shared<const Catalog>(m_store.catalog());
        m_results.calibration = std::make_shared<const Calibration>(shippedCalibration(*m_results.catalog));
        m_results.run = std::make_shared<const DecisionRun>(parsed(readAll(demoPath())), *m_results.catalog,
                                                            *m_results.calibration, lockIn.defaults);
        QVERIFY(m_results.run->ok());
        m_results.plan = m_results.run->plan();
        m_results.ranking = std::make_shared<const DecisionRanking>(m_results.run->rank());
    }

    void fileBytesInMemoryEqualFileBuild()
    {
        ReportInput input = demoInMemory();
        QVERIFY(matchFileBytes(input, readAll(demoPath()), QFileInfo(demoPath()).lastModified().date()));
        int calls = 0;
        const ReportBuildResult r = build(input, calls);
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY(calls > 0); // no results given: the Monte Carlo ran
        compareTables(r, m_file);
        QCOMPARE(r.document.dataHash, m_file.document.dataHash);
        QCOMPARE(r.document.coverLines, m_file.document.coverLines);
    }

    void canonicalJsonIsHashed()
    {
        int calls = 0;
        const ReportBuildResult r = build(demoInMemory(), calls);
        QVERIFY2(r.ok, qPrintable(r.error));
        compareTables(r, m_file);
        const QByteArray canonical = QByteArray::fromStdString(scenarioToJson(parsed(readAll(demoPath()))) + '\n');
        QVERIFY(canonical != readAll(demoPath())); // else this test would not tell the two apart
        QCOMPARE(hashPair(r.document, QStringLiteral("scenario")),
                 QString::fromLatin1(QCryptographicHash::hash(canonical, QCryptographicHash::Sha256).toHex()));
        QVERIFY(r.document.dataHash != m_file.document.dataHash);
    }

    void matchFileBytesRefusesAnotherScenario()
    {
        ReportInput input = demoInMemory();
        input.scenario.workload.peakRequestsPerSecond *= 2;
        const QByteArray before = input.bytes;
        QVERIFY(!matchFileBytes(input, readAll(demoPath()), QDate(2020, 1, 1)));
        QCOMPARE(input.bytes, before);
        QVERIFY(!input.date.isValid() || input.date != QDate(2020, 1, 1));
    }

    void givenResultsAreUsed()
    {
        ReportInput input = demoInMemory();
        input.results = m_results;
        int calls = 0;
        const ReportBuildResult r = build(input, calls);
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY(r.calibrationReused);
        QVERIFY(r.rankingReused);
        QCOMPARE(calls, 0); // the Monte Carlo reports progress every 1 %: it did not run
        compareTables(r, m_file);
    }

    void resultsOfAnotherScenarioAreNotUsed()
    {
        ReportInput input = demoInMemory();
        input.scenario.workload.peakRequestsPerSecond *= 2; // the page's results are of the demo as it was
        input.bytes = canonicalScenarioJson(input.scenario);
        input.results = m_results;
        int calls = 0;
        const ReportBuildResult r = build(input, calls);
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY(r.calibrationReused); // same catalog
        QVERIFY(!r.rankingReused);
        QVERIFY(calls > 0);
        ReportInput fresh = input;
        fresh.results = {};
        const ReportBuildResult expected = build(fresh, calls);
        QVERIFY(expected.ok);
        compareTables(r, expected);
        const ReportTable *fleet = findReportTable(r.tables, QStringLiteral("fleet"));
        const ReportTable *demoFleet = findReportTable(m_file.tables, QStringLiteral("fleet"));
        QVERIFY(fleet && demoFleet);
        QVERIFY(*fleet != *demoFleet); // twice the peak: other fleets
    }

    void resultsOfAnotherCatalogAreNotUsed()
    {
        Catalog other = *m_results.catalog;
        other.catalogVersion += 1;
        ReportInput input = demoInMemory();
        input.results = m_results;
        input.results.catalog = std::make_shared<const Catalog>(other);
        int calls = 0;
        const ReportBuildResult r = build(input, calls);
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY(!r.calibrationReused);
        QVERIFY(!r.rankingReused);
        QVERIFY(calls > 0);
        compareTables(r, m_file);
    }

    void resultsWithAnOptionLeftOutAreNotUsed()
    {
        // The scenario has an option without a price: the report runs the other six, which are the demo's
        // options, but the results given are for the scenario as a whole, so they are not taken.
        ReportInput input = demoInMemory();
        ScenarioOption refurb;
        refurb.id = "h200-refurb";
        refurb.label = "H200 refurbished";
        refurb.sku = "nvidia-h200-sxm-141gb";
        refurb.mode = PurchaseMode::Refurbished;
        input.scenario.options.push_back(refurb);
        input.bytes = canonicalScenarioJson(input.scenario);
        input.results = m_results;
        int calls = 0;
        const ReportBuildResult r = build(input, calls);
        QVERIFY2(r.ok, qPrintable(r.error));
        QVERIFY(!r.rankingReused);
        QVERIFY(calls > 0);
        const ReportTable *options = findReportTable(r.tables, QStringLiteral("options"));
        QCOMPARE(options->rows.size(), int(input.scenario.options.size()));
        QCOMPARE(options->rows.last().first().text, QStringLiteral("h200-refurb"));
        QCOMPARE(findReportTable(r.tables, QStringLiteral("tco"))->rows.size(), int(input.scenario.options.size()) - 1);
    }

    void namesTheFileWhenTheScenarioCannotRun()
    {
        ReportInput input = demoInMemory();
        input.fileName = QStringLiteral("edited.json");
        input.scenario.workload.model = "no-such-model";
        input.bytes = canonicalScenarioJson(input.scenario);
        int calls = 0;
        const ReportBuildResult r = build(input, calls);
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(QLatin1String("edited.json")), qPrintable(r.error));
    }
};

QTEST_MAIN(TestReportInput)
#include "tst_reportinput.moc"
