// buildReport() in process: the document's sections, charts and tables for the demo scenario, a
// scenario with missing data, section selection, French number formats and the scenario hash.
#include "report/reportcontent.h"
#include "reportscenariofiles.h"

#include "io/workspaceopener.h"
#include "io/workspacestore.h"
#include "translations/translations.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace GpuPlan;

namespace {

// Every text of the document, one string per block item, for searching.
QStringList allText(const ReportDocument &doc)
{
    QStringList out{doc.title, doc.scenarioName};
    for (const ReportBlock &b : doc.blocks) {
        out << b.text << b.items;
        for (const auto &p : b.pairs)
            out << p.first << p.second;
        out << b.table.title << b.table.note << b.chart.title << b.chart.caption;
        for (const auto &row : b.table.rows) {
            for (const ReportCell &c : row)
                out << c.text;
        }
    }
    return out;
}

const ReportTable *table(const ReportBuildResult &r, const QString &id) { return findReportTable(r.tables, id); }

} // namespace

class TestReportContent : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    WorkspaceStore m_store;
    ReportBuildResult m_demo;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QString error;
        QVERIFY2(openWorkspace(m_store, m_dir.filePath(QStringLiteral("ws.gpuplan")), &error), qPrintable(error));
        ReportRequest request;
        request.date = QStringLiteral("2026-11-29");
        m_demo = buildReportFromFile(demoPath(), request, m_store);
        QVERIFY2(m_demo.ok, qPrintable(m_demo.error));
    }

    void sectionsInOrder()
    {
        QStringList headings;
        for (const ReportBlock &b : m_demo.document.blocks) {
            if (b.kind == ReportBlock::Kind::Heading && b.level == 1)
                headings << b.text;
        }
        QCOMPARE(headings,
                 (QStringList{QStringLiteral("Executive summary"), QStringLiteral("Requirements"),
                              QStringLiteral("Options considered"), QStringLiteral("Method"), QStringLiteral("Results"),
                              QStringLiteral("Sensitivity"), QStringLiteral("Risks and mitigations"),
                              QStringLiteral("Procurement checklist"), QStringLiteral("Recommendation and sign-off"),
                              QStringLiteral("Appendices")}));
        QCOMPARE(reportSectionIds().size(), headings.size());
    }

    void atLeastSixChartsWithData()
    {
        int charts = 0;
        QStringList ids;
        for (const ReportBlock &b : m_demo.document.blocks) {
            if (b.kind != ReportBlock::Kind::Chart)
                continue;
            bool data = false;
            for (const ReportSeries &s : b.chart.series)
                data = data || !s.values.isEmpty() || !s.points.isEmpty();
            if (data)
                ++charts;
            QVERIFY(!b.chart.id.isEmpty());
            QVERIFY(!ids.contains(b.chart.id));
            ids << b.chart.id;
        }
        QVERIFY2(charts >= 6, qPrintable(ids.join(QLatin1Char(' '))));
    }

    void tablesAreConsistent()
    {
        QStringList ids;
        for (const ReportTable &t : m_demo.tables) {
            ids << t.id;
            QCOMPARE(t.columns.size(), t.columnKeys.size());
            QCOMPARE(t.units.size(), t.columnKeys.size());
            for (const auto &row : t.rows) {
                QCOMPARE(row.size(), t.columnKeys.size());
                for (const ReportCell &c : row) {
                    // A cell without a number never pretends to be zero.
                    if (!c.number)
                        QVERIFY2(c.text != QLatin1String("0") && c.text != QLatin1String("0.00"), qPrintable(t.id));
                }
            }
        }
        QCOMPARE(ids, reportTableIds());
    }

    void gatedOutOptionsHaveNoNumbers()
    {
        // A capital budget of 50,000 USD: every owned option of the demo needs more (the cheapest, 40 used
        // RTX 4090 at 1,300 USD plus 30 % server uplift, is 67,600 USD); the cloud options need none.
        QJsonObject s = demoScenario();
        s[QStringLiteral("budget")]
            = QJsonObject{{QStringLiteral("monthly_usd"), 150000}, {QStringLiteral("capex_usd"), 50000}};
        ReportRequest request;
        const QString path = writeScenarioFile(m_dir, QStringLiteral("budget.json"), s);
        const ReportBuildResult r = buildReportFromFile(path, request, m_store);
        QVERIFY2(r.ok, qPrintable(r.error));
        const ReportTable *options = table(r, QStringLiteral("options"));
        const ReportTable *scoring = table(r, QStringLiteral("scoring"));
        QVERIFY(options && scoring);
        const int passed = options->columnKeys.indexOf(QStringLiteral("passed"));
        QStringList failed;
        for (int row = 0; row < options->rows.size(); ++row) {
            if (options->rows[row][passed].text != QLatin1String("failed"))
                continue;
            failed << options->rows[row][0].text;
            // Criterion columns (between the option and the scores) say why, with no number behind.
            for (int c = 1; c < scoring->columnKeys.indexOf(QStringLiteral("weighted_sum")); ++c) {
                QVERIFY(!scoring->rows[row][c].number);
                QVERIFY(scoring->rows[row][c].text.startsWith(QLatin1String("not available")));
            }
        }
        QCOMPARE(failed,
                 (QStringList{QStringLiteral("h100-owned"), QStringLiteral("h200-owned"),
                              QStringLiteral("mi300x-owned"), QStringLiteral("rtx4090-used")}));
        const QString text = allText(r.document).join(QLatin1Char('\n'));
        QVERIFY(text.contains(QLatin1String("above the budget of 50,000 USD")));
    }

    void scenarioHashOnCover()
    {
        QFile f(demoPath());
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString expected
            = QString::fromLatin1(QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256).toHex());
        bool found = false;
        for (const ReportBlock &b : m_demo.document.blocks) {
            for (const auto &pair : b.pairs)
                found = found || (pair.first == QLatin1String("scenario") && pair.second == expected);
        }
        QVERIFY(found);
        QCOMPARE(m_demo.document.dataHash.size(), 64);
        QVERIFY(m_demo.document.dataHash != expected); // the data hash covers more than the scenario
    }

    void noFleetIsSaid()
    {
        QVERIFY(allText(m_demo.document).contains(QStringLiteral("No fleet data imported in this workspace.")));
    }

    void missingPriceLeavesOptionOut()
    {
        QJsonObject s = demoScenario();
        QJsonArray options = s.value(QStringLiteral("options")).toArray();
        options.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("h200-refurb")},
                                   {QStringLiteral("label"), QStringLiteral("H200 refurbished")},
                                   {QStringLiteral("sku"), QStringLiteral("nvidia-h200-sxm-141gb")},
                                   {QStringLiteral("mode"), QStringLiteral("refurbished")}});
        s[QStringLiteral("options")] = options;
        ReportRequest request;
        const QString path = writeScenarioFile(m_dir, QStringLiteral("missing.json"), s);
        const ReportBuildResult r = buildReportFromFile(path, request, m_store);
        QVERIFY2(r.ok, qPrintable(r.error));
        const QString text = allText(r.document).join(QLatin1Char('\n'));
        QVERIFY(text.contains(QLatin1String("Option \"H200 refurbished\" (h200-refurb) was left out: no price")));
        const ReportTable *opts = table(r, QStringLiteral("options"));
        QCOMPARE(opts->rows.size(), options.size());
        QCOMPARE(opts->rows.last().first().text, QStringLiteral("h200-refurb"));
        QCOMPARE(opts->rows.last().at(1).text, QStringLiteral("H200 refurbished"));
        for (const ReportCell &c : opts->rows.last())
            QVERIFY(!c.number);
        // The figures of the other options are those of the demo without it.
        const ReportTable *tco = table(r, QStringLiteral("tco"));
        QCOMPARE(tco->rows.size(), options.size() - 1);
    }

    void channelRecordInTheRiskSection()
    {
        QVERIFY(allText(m_demo.document)
                    .join(QLatin1Char('\n'))
                    .contains(QLatin1String("No option takes its failure rate from a measured seller channel")));
        QVERIFY(table(m_demo, QStringLiteral("channel_records"))->rows.isEmpty());
        QJsonObject s = demoScenario();
        QJsonArray options = s.value(QStringLiteral("options")).toArray();
        QJsonObject o = options[0].toObject();
        const auto measured = [](double failures, double trials, const char *trialsKey, double alpha, double beta) {
            return QJsonObject{{QStringLiteral("failures"), failures},
                               {QLatin1String(trialsKey), trials},
                               {QStringLiteral("prior"),
                                QJsonObject{{QStringLiteral("alpha"), alpha}, {QStringLiteral("beta"), beta}}}};
        };
        o[QStringLiteral("channel_record")]
            = QJsonObject{{QStringLiteral("scope"), QStringLiteral("seller")},
                          {QStringLiteral("key"), QStringLiteral("GpuResale")},
                          {QStringLiteral("as_of"), QStringLiteral("2026-11-20")},
                          {QStringLiteral("intake"), measured(3, 10, "cards", 1.5, 8.5)},
                          {QStringLiteral("service"), measured(2, 60, "card_months", 3, 117)}};
        options[0] = o;
        s[QStringLiteral("options")] = options;
        ReportRequest request;
        const QString path = writeScenarioFile(m_dir, QStringLiteral("channel.json"), s);
        const ReportBuildResult r = buildReportFromFile(path, request, m_store);
        QVERIFY2(r.ok, qPrintable(r.error));
        const ReportTable *t = table(r, QStringLiteral("channel_records"));
        QCOMPARE(t->rows.size(), 1);
        const QVector<ReportCell> &row = t->rows.first();
        const auto cell = [&](const char *key) { return row.at(t->columnKeys.indexOf(QLatin1String(key))); };
        QCOMPARE(cell("option").text, o.value(QStringLiteral("id")).toString());
        QCOMPARE(cell("source").text, QStringLiteral("seller GpuResale"));
        // Beta(4.5, 15.5): 22.5 %, 90 % interval 9.2 to 39.0 %; Beta(5, 175) × 12 = 1/3 per GPU-year.
        QCOMPARE(*cell("intake_failure").number, 22.5);
        QVERIFY(cell("intake_failure").text.startsWith(QLatin1String("22.5 (90 % interval 9.2 to 39.0)")));
        QVERIFY(cell("intake_failure").text.endsWith(QLatin1String(", small sample")));
        QVERIFY(std::abs(*cell("failures_per_gpu_year").number - 1.0 / 3.0) < 1e-12);
        QVERIFY(*cell("replacement_monthly_usd").number > 0);
        QVERIFY(cell("supply_quality_risk").text.endsWith(QLatin1String("%")));
        const QString text = allText(r.document).join(QLatin1Char('\n'));
        QVERIFY(text.contains(QLatin1String("Seller channel record")));
    }

    void explicitPriceNoteIsLiteral()
    {
        QJsonObject s = demoScenario();
        QJsonArray options = s.value(QStringLiteral("options")).toArray();
        QJsonObject o = options[5].toObject();
        o[QStringLiteral("price_note")] = QStringLiteral("<img src=\"x.png\"> & <b>note</b>");
        options[5] = o;
        s[QStringLiteral("options")] = options;
        ReportRequest request;
        const QString path = writeScenarioFile(m_dir, QStringLiteral("note.json"), s);
        const ReportBuildResult r = buildReportFromFile(path, request, m_store);
        QVERIFY2(r.ok, qPrintable(r.error));
        const ReportTable *prices = table(r, QStringLiteral("prices"));
        const int source = prices->columnKeys.indexOf(QStringLiteral("source"));
        QCOMPARE(prices->rows[5][source].text, QStringLiteral("<img src=\"x.png\"> & <b>note</b>"));
    }

    void sectionSelection()
    {
        ReportRequest request;
        request.sections = {QStringLiteral("summary"), QStringLiteral("appendices")};
        const ReportBuildResult r = buildReportFromFile(demoPath(), request, m_store);
        QVERIFY(r.ok);
        int level1 = 0;
        for (const ReportBlock &b : r.document.blocks)
            level1 += b.kind == ReportBlock::Kind::Heading && b.level == 1 ? 1 : 0;
        QCOMPARE(level1, 2);
        request.sections = {QStringLiteral("nonsense")};
        const ReportBuildResult bad = buildReportFromFile(demoPath(), request, m_store);
        QVERIFY(!bad.ok);
        QVERIFY(bad.error.contains(QLatin1String("nonsense")));
    }

    void badScenarioNamesTheFile()
    {
        ReportRequest request;
        const QString path = m_dir.filePath(QStringLiteral("absent.json"));
        const ReportBuildResult r = buildReportFromFile(path, request, m_store);
        QVERIFY(!r.ok);
        QVERIFY(r.error.contains(path));
    }

    // The report's words follow request.language, not the application's translation: the GUI builds a
    // French report while its interface stays English, and an English one while it is French.
    void wordsFollowTheRequestNotTheApplication()
    {
        auto headings = [](const ReportBuildResult &r) {
            QStringList titles;
            for (const ReportBlock &b : r.document.blocks)
                if (b.kind == ReportBlock::Kind::Heading && b.level == 1)
                    titles << b.text;
            return titles;
        };
        ReportRequest request;
        request.language = QStringLiteral("fr");
        const ReportBuildResult fr = buildReportFromFile(demoPath(), request, m_store); // no translator installed
        QVERIFY(fr.ok);
        QVERIFY2(headings(fr).contains(QStringLiteral("Synthèse")), qPrintable(headings(fr).join(u'|')));
        QVERIFY(!headings(fr).contains(QStringLiteral("Executive summary")));
        QCOMPARE(fr.document.layoutTexts.noData, QStringLiteral("Aucune donnée"));

        Translations translations;
        translations.install(QStringLiteral("fr"));
        request.language = QStringLiteral("en");
        const ReportBuildResult en = buildReportFromFile(demoPath(), request, m_store);
        translations.install(QStringLiteral("en"));
        QVERIFY(en.ok);
        QVERIFY2(headings(en).contains(QStringLiteral("Executive summary")), qPrintable(headings(en).join(u'|')));
        QVERIFY(!headings(en).contains(QStringLiteral("Synthèse")));
    }

    void frenchNumbers()
    {
        Translations translations;
        translations.install(QStringLiteral("fr"));
        ReportRequest request;
        request.language = QStringLiteral("fr");
        const ReportBuildResult fr = buildReportFromFile(demoPath(), request, m_store);
        translations.install(QStringLiteral("en"));
        QVERIFY(fr.ok);
        QCOMPARE(fr.document.language, QStringLiteral("fr"));
        // The same number, formatted with the French locale: "12 345,67".
        const ReportTable *en = table(m_demo, QStringLiteral("tco"));
        const ReportTable *frTco = table(fr, QStringLiteral("tco"));
        const int col = en->columnKeys.indexOf(QStringLiteral("usd_per_million_tokens"));
        for (int r = 0; r < en->rows.size(); ++r) {
            const ReportCell &e = en->rows[r][col];
            const ReportCell &f = frTco->rows[r][col];
            if (!e.number)
                continue;
            QCOMPARE(*f.number, *e.number);
            QCOMPARE(f.text, QLocale(QLocale::French, QLocale::France).toString(*e.number, 'f', 2));
            QVERIFY(f.text.contains(QLatin1Char(',')));
        }
    }
};

QTEST_MAIN(TestReportContent)
#include "tst_reportcontent.moc"
