// The real gpuplan-cli: `report` writes a PDF whose figures (read back with pdftotext) are those that
// `plan --json` and `rank --json` print for the same scenario; `export` writes tables; errors name files.
#include "reportcsvreader.h"
#include "reportpdftools.h"
#include "reportscenariofiles.h"

#include "testrequire.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace GpuPlan;

namespace {

// Separators differ between locales and pdftotext keeps no-break spaces: compare on single spaces.
QString norm(QString s)
{
    s.replace(QChar(0x00a0), QLatin1Char(' '));
    s.replace(QChar(0x202f), QLatin1Char(' '));
    return s.simplified();
}

} // namespace

class TestReportCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QJsonObject m_plan;
    QJsonObject m_rank;
    QString m_pdfEn;
    QString m_pdfFr;

    struct Run
    {
        int exitCode = -1;
        QByteArray out;
        QString err;
    };

    Run run(QStringList args) const
    {
        args.prepend(m_dir.filePath(QStringLiteral("ws.gpuplan")));
        args.prepend(QStringLiteral("--workspace"));
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        env.remove(QStringLiteral("QT_QPA_PLATFORM")); // the CLI must pick the offscreen platform itself
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(GPUPLAN_CLI), args);
        if (!p.waitForFinished(120000))
            return {};
        return Run{p.exitCode(), p.readAllStandardOutput(), QString::fromUtf8(p.readAllStandardError())};
    }

    QJsonObject planOption(const QString &id) const
    {
        for (const QJsonValue &v : m_plan.value(QStringLiteral("options")).toArray()) {
            if (v[QStringLiteral("id")].toString() == id)
                return v.toObject();
        }
        return {};
    }

    QJsonObject rankOption(const QString &id) const
    {
        for (const QJsonValue &v : m_rank.value(QStringLiteral("options")).toArray()) {
            if (v[QStringLiteral("id")].toString() == id)
                return v.toObject();
        }
        return {};
    }

    // The figures of the recommended option as the CLI prints them, formatted in @p locale the way a
    // reader finds them in the report: whole dollars, cents per million tokens, P(first) in percent.
    QStringList keyFigures(const QLocale &locale) const
    {
        const QString top = m_rank.value(QStringLiteral("top")).toString();
        const QJsonObject plan = planOption(top);
        const QJsonObject costs = plan.value(QStringLiteral("costs")).toObject();
        const double monthly = costs.value(QStringLiteral("monthly_usd")).toDouble();
        const double perMtok = costs.value(QStringLiteral("usd_per_million_tokens")).toDouble();
        const double pFirst = rankOption(top).value(QStringLiteral("probability_first")).toDouble();
        const int gpus = plan.value(QStringLiteral("fleet")).toObject().value(QStringLiteral("ordered_gpus")).toInt();
        return {plan.value(QStringLiteral("label")).toString(),
                locale.toString(std::round(monthly), 'f', 0) + QStringLiteral(" USD"),
                locale.toString(perMtok, 'f', 2) + QStringLiteral(" USD"),
                locale.toString(100.0 * pFirst, 'f', 1) + QStringLiteral(" %"), locale.toString(gpus)};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        GPUPLAN_REQUIRE(PdfTools::available(), "poppler-utils (pdftotext, pdfinfo, pdfimages)");
        const Run plan
            = run({QStringLiteral("plan"), QStringLiteral("--scenario"), demoPath(), QStringLiteral("--json")});
        QCOMPARE(plan.exitCode, 0);
        m_plan = QJsonDocument::fromJson(plan.out).object();
        const Run rank
            = run({QStringLiteral("rank"), QStringLiteral("--scenario"), demoPath(), QStringLiteral("--json")});
        QCOMPARE(rank.exitCode, 0);
        m_rank = QJsonDocument::fromJson(rank.out).object();
        QVERIFY(!m_rank.value(QStringLiteral("top")).toString().isEmpty());

        m_pdfEn = m_dir.filePath(QStringLiteral("demo-en.pdf"));
        const Run en = run({QStringLiteral("report"), QStringLiteral("--scenario"), demoPath(), QStringLiteral("-o"),
                            m_pdfEn, QStringLiteral("--author"), QStringLiteral("Ada Author"),
                            QStringLiteral("--approver"), QStringLiteral("Bob Approver")});
        QVERIFY2(en.exitCode == 0, qPrintable(en.err));
        m_pdfFr = m_dir.filePath(QStringLiteral("demo-fr.pdf"));
        const Run fr = run({QStringLiteral("report"), QStringLiteral("--scenario"), demoPath(), QStringLiteral("-o"),
                            m_pdfFr, QStringLiteral("--lang"), QStringLiteral("fr"), QStringLiteral("--page-size"),
                            QStringLiteral("Letter")});
        QVERIFY2(fr.exitCode == 0, qPrintable(fr.err));
    }

    void englishSectionsAndFigures()
    {
        const QString text = norm(PdfTools::text(m_pdfEn));
        QVERIFY(!text.isEmpty());
        for (const char *title :
             {"Contents", "Executive summary", "Requirements", "Options considered", "Method", "Results", "Sensitivity",
              "Risks and mitigations", "Procurement checklist", "Recommendation and sign-off", "Appendices",
              "Assumptions", "Data provenance", "Formulas", "Glossary"})
            QVERIFY2(text.contains(QLatin1String(title)), title);
        for (const QString &figure : keyFigures(QLocale(QLocale::English, QLocale::UnitedStates)))
            QVERIFY2(text.contains(norm(figure)), qPrintable(figure));
        QVERIFY(text.contains(QLatin1String("Ada Author")));
        QVERIFY(text.contains(QLatin1String("Bob Approver")));
        // The scenario name on the cover, and a fresh workspace says it has no fleet.
        QVERIFY(text.contains(m_plan.value(QStringLiteral("scenario")).toString()));
        QVERIFY(text.contains(QLatin1String("No fleet data imported in this workspace.")));
    }

    void frenchFigures()
    {
        const QString text = norm(PdfTools::text(m_pdfFr));
        QVERIFY(!text.isEmpty());
        const QLocale fr(QLocale::French, QLocale::France);
        const QStringList figures = keyFigures(fr);
        for (const QString &figure : figures)
            QVERIFY2(text.contains(norm(figure)), qPrintable(figure));
        // A French decimal comma, not the English point, in the cost per million tokens.
        QVERIFY(figures.at(2).contains(QLatin1Char(',')));
        // The section titles in French (the translation ships embedded).
        QVERIFY(!text.contains(QLatin1String("Executive summary")));
        for (const char *title : {"Synthèse", "Exigences", "Méthode", "Résultats", "Sensibilité", "Annexes"})
            QVERIFY2(text.contains(QString::fromUtf8(title)), title);
    }

    void pagesSizesAndNoImages()
    {
        QVERIFY(PdfTools::info(m_pdfEn, QStringLiteral("Pages")).toInt() >= 12);
        QVERIFY(PdfTools::info(m_pdfFr, QStringLiteral("Pages")).toInt() >= 12);
        QVERIFY2(PdfTools::info(m_pdfEn, QStringLiteral("Page size")).contains(QLatin1String("(A4)")),
                 qPrintable(PdfTools::info(m_pdfEn, QStringLiteral("Page size"))));
        QVERIFY(PdfTools::info(m_pdfFr, QStringLiteral("Page size"))
                    .contains(QLatin1String("letter"), Qt::CaseInsensitive));
        // Header lines only: every chart is vector graphics.
        QCOMPARE(PdfTools::imageListing(m_pdfEn).size(), 2);
        QCOMPARE(PdfTools::imageListing(m_pdfFr).size(), 2);
    }

    void markupPrintsLiterally()
    {
        QJsonObject s = demoScenario();
        s[QStringLiteral("name")] = QStringLiteral("Injected <b>bold</b> and <img src=\"x.png\">");
        QJsonArray options = s.value(QStringLiteral("options")).toArray();
        QJsonObject o = options[1].toObject();
        o[QStringLiteral("label")] = QStringLiteral("<b>H200</b>");
        options[1] = o;
        s[QStringLiteral("options")] = options;
        const QString path = writeScenarioFile(m_dir, QStringLiteral("inject.json"), s);
        const QString pdf = m_dir.filePath(QStringLiteral("inject.pdf"));
        const Run r = run({QStringLiteral("report"), QStringLiteral("--scenario"), path, QStringLiteral("-o"), pdf});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString text = norm(PdfTools::text(pdf));
        QVERIFY(text.contains(QLatin1String("<b>bold</b>")));
        QVERIFY(text.contains(QLatin1String("<img src=\"x.png\">")));
        QVERIFY(text.contains(QLatin1String("<b>H200</b>")));
        QCOMPARE(PdfTools::imageListing(pdf).size(), 2);
    }

    void missingPriceIsSaid()
    {
        // Independent precondition: the shipped catalog has no refurbished price for the H200.
        QFile catalog(QStringLiteral(GPUPLAN_SOURCE_DIR "/data/catalog.json"));
        QVERIFY(catalog.open(QIODevice::ReadOnly));
        for (const QJsonValue &p : QJsonDocument::fromJson(catalog.readAll())[QStringLiteral("prices")].toArray())
            QVERIFY(!(p[QStringLiteral("sku_id")] == QStringLiteral("nvidia-h200-sxm-141gb")
                      && p[QStringLiteral("kind")] == QStringLiteral("refurbished")));
        QJsonObject s = demoScenario();
        QJsonArray options = s.value(QStringLiteral("options")).toArray();
        options.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("h200-refurb")},
                                   {QStringLiteral("label"), QStringLiteral("H200 refurbished")},
                                   {QStringLiteral("sku"), QStringLiteral("nvidia-h200-sxm-141gb")},
                                   {QStringLiteral("mode"), QStringLiteral("refurbished")}});
        s[QStringLiteral("options")] = options;
        const QString path = writeScenarioFile(m_dir, QStringLiteral("missing.json"), s);
        // plan refuses the scenario; the report runs the rest and says what is missing.
        QCOMPARE(run({QStringLiteral("plan"), QStringLiteral("--scenario"), path}).exitCode, 4);
        const QString pdf = m_dir.filePath(QStringLiteral("missing.pdf"));
        const Run r = run({QStringLiteral("report"), QStringLiteral("--scenario"), path, QStringLiteral("-o"), pdf});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString text = norm(PdfTools::text(pdf));
        QVERIFY(text.contains(QLatin1String("Missing data")));
        QVERIFY(text.contains(QLatin1String("no USD refurbished price for SKU \"nvidia-h200-sxm-141gb\"")));
    }

    void reportErrors()
    {
        const QString missing = m_dir.filePath(QStringLiteral("no-such-dir/none.json"));
        const QString out = m_dir.filePath(QStringLiteral("never.pdf"));
        Run r = run({QStringLiteral("report"), QStringLiteral("--scenario"), missing, QStringLiteral("-o"), out});
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.err.contains(missing), qPrintable(r.err));
        QVERIFY(!QFile::exists(out));
        QFile bad(m_dir.filePath(QStringLiteral("bad.json")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{\"schema\": \"gpuplan-scenario\", \"schema_version\": 2,\n \"name\": 3}");
        bad.close();
        r = run({QStringLiteral("report"), QStringLiteral("--scenario"), bad.fileName(), QStringLiteral("-o"), out});
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.err.contains(QLatin1String("bad.json")), qPrintable(r.err));
        QCOMPARE(run({QStringLiteral("report"), QStringLiteral("--scenario"), demoPath()}).exitCode, 1);
        QCOMPARE(run({QStringLiteral("report"), QStringLiteral("--scenario"), demoPath(), QStringLiteral("-o"), out,
                      QStringLiteral("--lang"), QStringLiteral("de")})
                     .exitCode,
                 1);
        QCOMPARE(run({QStringLiteral("report"), QStringLiteral("--scenario"), demoPath(), QStringLiteral("-o"), out,
                      QStringLiteral("--page-size"), QStringLiteral("A3")})
                     .exitCode,
                 1);
        const QString unwritable = m_dir.filePath(QStringLiteral("no-such-dir/out.pdf"));
        r = run({QStringLiteral("report"), QStringLiteral("--scenario"), demoPath(), QStringLiteral("-o"), unwritable});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains(unwritable), qPrintable(r.err));
    }

    void exportCsvMatchesPlan()
    {
        const QString out = m_dir.filePath(QStringLiteral("tco.csv"));
        const Run r = run({QStringLiteral("export"), QStringLiteral("--scenario"), demoPath(),
                           QStringLiteral("--table"), QStringLiteral("tco"), QStringLiteral("--format"),
                           QStringLiteral("csv"), QStringLiteral("-o"), out});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QVector<QStringList> rows = parseCsv(f.readAll());
        const QJsonArray options = m_plan.value(QStringLiteral("options")).toArray();
        QCOMPARE(rows.size(), options.size() + 1);
        const QStringList header = rows.first();
        const int label = header.indexOf(QStringLiteral("option"));
        const int monthly = header.indexOf(QStringLiteral("monthly_cost_usd"));
        const int capex = header.indexOf(QStringLiteral("capex_usd"));
        QVERIFY(label >= 0 && monthly >= 0 && capex >= 0);
        for (int i = 0; i < options.size(); ++i) {
            const QJsonObject o = options[i].toObject();
            QCOMPARE(rows[i + 1][label], o.value(QStringLiteral("id")).toString());
            const QJsonObject costs = o.value(QStringLiteral("costs")).toObject();
            if (!o.value(QStringLiteral("gates")).toObject().value(QStringLiteral("meets_slo")).toBool())
                continue;
            bool ok = false;
            const double v = rows[i + 1][monthly].toDouble(&ok);
            QVERIFY(ok);
            QVERIFY(qAbs(v - costs.value(QStringLiteral("monthly_usd")).toDouble()) <= 1e-9 * qMax(1.0, v));
        }
    }

    void exportJsonMatchesRank()
    {
        const QString out = m_dir.filePath(QStringLiteral("mc.json"));
        const Run r = run({QStringLiteral("export"), QStringLiteral("--scenario"), demoPath(),
                           QStringLiteral("--table"), QStringLiteral("montecarlo"), QStringLiteral("--format"),
                           QStringLiteral("json"), QStringLiteral("-o"), out});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject table = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(table.value(QStringLiteral("id")).toString(), QStringLiteral("montecarlo"));
        const QJsonArray columns = table.value(QStringLiteral("columns")).toArray();
        int p = -1;
        for (int c = 0; c < columns.size(); ++c) {
            if (columns[c][QStringLiteral("key")] == QStringLiteral("probability_first"))
                p = c;
        }
        QVERIFY(p >= 0);
        const QJsonArray rows = table.value(QStringLiteral("rows")).toArray();
        const QJsonArray rank = m_rank.value(QStringLiteral("options")).toArray();
        QCOMPARE(rows.size(), rank.size());
        double sum = 0;
        for (int i = 0; i < rows.size(); ++i) {
            const double v = rows[i].toArray().at(p).toDouble();
            QCOMPARE(v, rank[i][QStringLiteral("probability_first")].toDouble());
            sum += v;
        }
        QVERIFY(qAbs(sum - 1.0) < 1e-9);
    }

    void exportErrors()
    {
        const QString out = m_dir.filePath(QStringLiteral("x.csv"));
        const QStringList base{QStringLiteral("export"), QStringLiteral("--scenario"), demoPath(), QStringLiteral("-o"),
                               out};
        QCOMPARE(run(base
                     + QStringList{QStringLiteral("--table"), QStringLiteral("nope"), QStringLiteral("--format"),
                                   QStringLiteral("csv")})
                     .exitCode,
                 2);
        QCOMPARE(run(base
                     + QStringList{QStringLiteral("--table"), QStringLiteral("tco"), QStringLiteral("--format"),
                                   QStringLiteral("xml")})
                     .exitCode,
                 1);
        const QString missing = m_dir.filePath(QStringLiteral("none.json"));
        Run r = run({QStringLiteral("export"), QStringLiteral("--scenario"), missing, QStringLiteral("-o"), out,
                     QStringLiteral("--table"), QStringLiteral("tco"), QStringLiteral("--format"),
                     QStringLiteral("csv")});
        QCOMPARE(r.exitCode, 4);
        QVERIFY(r.err.contains(missing));
        const QString unwritable = m_dir.filePath(QStringLiteral("no-such-dir/t.xlsx"));
        r = run({QStringLiteral("export"), QStringLiteral("--scenario"), demoPath(), QStringLiteral("-o"), unwritable,
                 QStringLiteral("--table"), QStringLiteral("fleet"), QStringLiteral("--format"),
                 QStringLiteral("xlsx")});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains(unwritable), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestReportCli)
#include "tst_reportcli.moc"
