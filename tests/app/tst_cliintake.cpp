// gpuplan-cli quotes, lot and channels as a script uses them (issue 19): the real executable on a workspace file
// and on a real PostgreSQL server's database. A seller's quote imported (a bad row refusing the file), the issue's
// lot of ten cards (7 pass, 2 quarantine, 1 reject) moved card by card, its status with the hand-computed Beta
// posterior, moves not allowed and a serial in two lots refused, the channel records, the lot's intake report.
#include "workspacebackends.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

class TestCliIntake : public QObject
{
    Q_OBJECT

private:
    GpuPlan::TestRequire::WorkspaceBackends m_backends;
    QTemporaryDir m_dir;

    struct Run
    {
        int exitCode = -1;
        QByteArray out;
        QString err;
    };

    Run run(const QString &ws, const QStringList &args) const
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(GPUPLAN_CLI), QStringList{QStringLiteral("--workspace"), ws} + args);
        if (!p.waitForFinished(60000))
            return {};
        return Run{p.exitCode(), p.readAllStandardOutput(), QString::fromUtf8(p.readAllStandardError())};
    }

    QString write(const char *name, const QByteArray &text) const
    {
        const QString path = m_dir.filePath(QLatin1String(name));
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
            return {};
        return path;
    }

private Q_SLOTS:
    void initTestCase_data() { GpuPlan::TestRequire::WorkspaceBackends::addRows(); }
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QString error;
        QVERIFY2(m_backends.start(&error), qPrintable(error));
    }

    void quoteToLotToRecord()
    {
        const QString ws = m_backends.location("intake.gpuplan");
        // A bad row: line 3's price. Nothing imported.
        const QString bad = write("bad.csv",
                                  "Seller,Channel,GPU,Condition,Price,Qty\n"
                                  "GpuResale,marketplace,RTX 3090,used,699,10\n"
                                  "GpuResale,marketplace,RTX 3090,used,ask us,4\n");
        Run r = run(ws, {QStringLiteral("quotes"), QStringLiteral("import"), bad, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.err.contains(QLatin1String("bad.csv:3: column 5 (Price): \"ask us\" is not a price")),
                 qPrintable(r.err));
        // An unknown SKU: refused too.
        const QString unknown = write("unknown.csv", "Seller,GPU,Price,Qty\nGpuResale,RTX 9999 Ultra,699,10\n");
        r = run(ws,
                {QStringLiteral("quotes"), QStringLiteral("import"), unknown, QStringLiteral("--channel"),
                 QStringLiteral("marketplace"), QStringLiteral("--condition"), QStringLiteral("used")});
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.err.contains(QLatin1String("RTX 9999 Ultra")), qPrintable(r.err));
        r = run(ws, {QStringLiteral("quotes"), QStringLiteral("list"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(r.out).array().size(), 0);

        const QString good = write("good.csv",
                                   "Seller,Channel,GPU,Condition,Price,Qty,Valid until\n"
                                   "GpuResale,marketplace,RTX 3090,used,\"$699.00\",10,2026-01-31\n");
        r = run(ws,
                {QStringLiteral("quotes"), QStringLiteral("import"), good, QStringLiteral("--date"),
                 QStringLiteral("2026-01-05"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject imported = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(imported.value(QStringLiteral("imported")).toInt(), 1);
        const QJsonObject quote = imported.value(QStringLiteral("quotes")).toArray().at(0).toObject();
        QCOMPARE(quote.value(QStringLiteral("sku")).toString(), QStringLiteral("nvidia-geforce-rtx-3090-24gb"));
        QCOMPARE(quote.value(QStringLiteral("unit_price")).toDouble(), 699.0);
        QCOMPARE(quote.value(QStringLiteral("currency")).toString(), QStringLiteral("USD"));
        QCOMPARE(quote.value(QStringLiteral("stale")).toBool(), true); // valid until 2026-01-31: past
        const QString quoteId = QString::number(quote.value(QStringLiteral("id")).toInteger());

        // The quote as one more option of the demo scenario, in one command.
        const QString withQuote = m_dir.filePath(QStringLiteral("with-quote.json"));
        r = run(ws,
                {QStringLiteral("quotes"), QStringLiteral("option"), quoteId, QStringLiteral("--scenario"),
                 QStringLiteral(GPUPLAN_DEMO_SCENARIO), QStringLiteral("-o"), withQuote, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QFile scenarioFile(withQuote);
        QVERIFY(scenarioFile.open(QIODevice::ReadOnly));
        const QJsonArray options
            = QJsonDocument::fromJson(scenarioFile.readAll()).object().value(QStringLiteral("options")).toArray();
        const QJsonObject added = options.last().toObject();
        QCOMPARE(added.value(QStringLiteral("id")).toString(), QStringLiteral("quote-") + quoteId);
        QCOMPARE(added.value(QStringLiteral("sku")).toString(), QStringLiteral("nvidia-geforce-rtx-3090-24gb"));
        QCOMPARE(added.value(QStringLiteral("mode")).toString(), QStringLiteral("used"));
        QCOMPARE(added.value(QStringLiteral("price_usd")).toDouble(), 699.0);
        QCOMPARE(added.value(QStringLiteral("max_gpus")).toInt(), 10);
        QVERIFY(added.value(QStringLiteral("price_note")).toString().contains(QLatin1String("GpuResale")));
        // The file is a scenario the planner reads.
        r = run(ws, {QStringLiteral("plan"), QStringLiteral("--scenario"), withQuote, QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        // Twice is refused.
        r = run(ws,
                {QStringLiteral("quotes"), QStringLiteral("option"), quoteId, QStringLiteral("--scenario"), withQuote,
                 QStringLiteral("-o"), withQuote});
        QCOMPARE(r.exitCode, 4);

        // The lot of ten, from a file of serials with a UUID on the first.
        const QString serials = write("serials.txt",
                                      "# lot from GpuResale\nSN1000,GPU-11111111-2222-3333-4444-"
                                      "555555555555\nSN1001\nSN1002\nSN1003\nSN1004\nSN1005\nSN1006\n"
                                      "SN1007\nSN1008\nSN1009\n");
        r = run(ws,
                {QStringLiteral("lot"), QStringLiteral("create"), QStringLiteral("--quote"), quoteId,
                 QStringLiteral("--serials"), serials, QStringLiteral("--date"), QStringLiteral("2026-01-20"),
                 QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QString lot
            = QString::number(QJsonDocument::fromJson(r.out).object().value(QStringLiteral("lot")).toInteger());
        QCOMPARE(QJsonDocument::fromJson(r.out).object().value(QStringLiteral("cards")).toInt(), 10);
        // A serial in two lots.
        r = run(ws,
                {QStringLiteral("lot"), QStringLiteral("create"), QStringLiteral("--quote"), quoteId,
                 QStringLiteral("--serials"), QStringLiteral("SN2000,SN1003")});
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.err.contains(QStringLiteral("SN1003 is already in lot %1").arg(lot)), qPrintable(r.err));

        for (int i = 0; i < 10; ++i) {
            const QString serial = QStringLiteral("SN%1").arg(1000 + i);
            const QString verdict = i < 7 ? QStringLiteral("pass")
                : i < 9                   ? QStringLiteral("quarantine")
                                          : QStringLiteral("reject");
            QCOMPARE(run(ws,
                         {QStringLiteral("lot"), QStringLiteral("card"), serial, QStringLiteral("--state"),
                          QStringLiteral("in-pool")})
                         .exitCode,
                     0);
            r = run(ws,
                    {QStringLiteral("lot"), QStringLiteral("card"), serial, QStringLiteral("--state"), verdict,
                     QStringLiteral("--evidence"), QStringLiteral("burnin.log"), QStringLiteral("--note"),
                     QStringLiteral("60 min burn-in"), QStringLiteral("--json")});
            QCOMPARE(r.exitCode, 0);
            const QJsonObject moved = QJsonDocument::fromJson(r.out).object();
            QCOMPARE(moved.value(QStringLiteral("from")).toString(), QStringLiteral("in-pool"));
            QCOMPARE(moved.value(QStringLiteral("to")).toString(), verdict);
            QCOMPARE(moved.value(QStringLiteral("version")).toInt(), 3);
        }
        // Not allowed: a pass back to received; a stale version.
        r = run(ws,
                {QStringLiteral("lot"), QStringLiteral("card"), QStringLiteral("SN1000"), QStringLiteral("--state"),
                 QStringLiteral("received")});
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.err.contains(QLatin1String("cannot become received")), qPrintable(r.err));
        r = run(ws,
                {QStringLiteral("lot"), QStringLiteral("card"), QStringLiteral("SN1000"), QStringLiteral("--state"),
                 QStringLiteral("production"), QStringLiteral("--expect-version"), QStringLiteral("2")});
        QCOMPARE(r.exitCode, 7);
        QVERIFY2(r.err.startsWith(QLatin1String("conflict:")), qPrintable(r.err));
        r = run(ws,
                {QStringLiteral("lot"), QStringLiteral("card"), QStringLiteral("SN4242"), QStringLiteral("--state"),
                 QStringLiteral("in-pool")});
        QCOMPARE(r.exitCode, 2);

        // The status: counts by verdict, and the consumer prior Beta(1.5, 8.5) with 3 failures in 10:
        // Beta(4.5, 15.5), mean 0.225, 90 % interval 0.09219 - 0.38969 (tests/core/tst_intakerates.cpp).
        r = run(ws, {QStringLiteral("lot"), QStringLiteral("status"), lot, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject status = QJsonDocument::fromJson(r.out).object();
        const QJsonObject counts = status.value(QStringLiteral("counts")).toObject();
        QCOMPARE(counts.value(QStringLiteral("pass")).toInt(), 7);
        QCOMPARE(counts.value(QStringLiteral("quarantine")).toInt(), 2);
        QCOMPARE(counts.value(QStringLiteral("reject")).toInt(), 1);
        const QJsonObject failure = status.value(QStringLiteral("intake_failure")).toObject();
        QCOMPARE(failure.value(QStringLiteral("value")).toDouble(), 0.225);
        QVERIFY(std::fabs(failure.value(QStringLiteral("low")).toDouble() - 0.09219) < 1e-4);
        QVERIFY(std::fabs(failure.value(QStringLiteral("high")).toDouble() - 0.38969) < 1e-4);
        QCOMPARE(failure.value(QStringLiteral("prior")).toObject().value(QStringLiteral("name")).toString(),
                 QStringLiteral("consumer intake"));
        QCOMPARE(failure.value(QStringLiteral("small_sample")).toBool(), true);
        const QJsonArray cards = status.value(QStringLiteral("cards_detail")).toArray();
        QCOMPARE(cards.size(), 10);
        QCOMPARE(cards.at(0).toObject().value(QStringLiteral("uuid")).toString(),
                 QStringLiteral("GPU-11111111-2222-3333-4444-555555555555"));
        QCOMPARE(cards.at(9).toObject().value(QStringLiteral("history")).toArray().size(), 3);

        // The same record for the seller, the channel and the SKU + condition.
        r = run(ws, {QStringLiteral("channels"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject channels = QJsonDocument::fromJson(r.out).object();
        const QJsonObject marketplace = channels.value(QStringLiteral("channels")).toArray().at(0).toObject();
        QCOMPARE(marketplace.value(QStringLiteral("key")).toString(), QStringLiteral("marketplace"));
        QCOMPARE(
            marketplace.value(QStringLiteral("intake_failure")).toObject().value(QStringLiteral("value")).toDouble(),
            0.225);
        QCOMPARE(channels.value(QStringLiteral("sku_conditions"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .value(QStringLiteral("key"))
                     .toString(),
                 QStringLiteral("nvidia-geforce-rtx-3090-24gb used"));
        QCOMPARE(
            channels.value(QStringLiteral("sellers")).toArray().at(0).toObject().value(QStringLiteral("cards")).toInt(),
            10);

        // The quote again, its failure rates measured on the marketplace channel's cards. None has served yet, so
        // the rate in service is the consumer prior's, Beta(3, 117): 3 / 120 per card-month, 0.3 per GPU-year.
        const QString measured = m_dir.filePath(QStringLiteral("measured.json"));
        r = run(ws,
                {QStringLiteral("quotes"), QStringLiteral("option"), quoteId, QStringLiteral("--scenario"),
                 QStringLiteral(GPUPLAN_DEMO_SCENARIO), QStringLiteral("-o"), measured, QStringLiteral("--measured"),
                 QStringLiteral("channel"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject option = QJsonDocument::fromJson(r.out).object();
        QVERIFY(std::fabs(option.value(QStringLiteral("failures_per_gpu_year")).toDouble() - 0.3) < 1e-12);
        QCOMPARE(option.value(QStringLiteral("intake_failure")).toObject().value(QStringLiteral("value")).toDouble(),
                 0.225);
        QFile measuredFile(measured);
        QVERIFY(measuredFile.open(QIODevice::ReadOnly));
        const QJsonObject record = QJsonDocument::fromJson(measuredFile.readAll())
                                       .object()
                                       .value(QStringLiteral("options"))
                                       .toArray()
                                       .last()
                                       .toObject()
                                       .value(QStringLiteral("channel_record"))
                                       .toObject();
        QCOMPARE(record.value(QStringLiteral("scope")).toString(), QStringLiteral("channel"));
        QCOMPARE(record.value(QStringLiteral("key")).toString(), QStringLiteral("marketplace"));
        const QJsonObject intake = record.value(QStringLiteral("intake")).toObject();
        QCOMPARE(intake.value(QStringLiteral("cards")).toDouble(), 10.0);
        QCOMPARE(intake.value(QStringLiteral("failures")).toDouble(), 3.0);
        r = run(ws, {QStringLiteral("plan"), QStringLiteral("--scenario"), measured, QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        r = run(ws,
                {QStringLiteral("quotes"), QStringLiteral("option"), quoteId, QStringLiteral("--scenario"),
                 QStringLiteral(GPUPLAN_DEMO_SCENARIO), QStringLiteral("-o"), measured, QStringLiteral("--measured"),
                 QStringLiteral("planet")});
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.err.contains(QLatin1String("planet")), qPrintable(r.err));

        // The reject goes back to the seller; the lot's intake report names every card, in English and French.
        QCOMPARE(
            run(ws,
                {QStringLiteral("lot"), QStringLiteral("card"), QStringLiteral("SN1009"), QStringLiteral("--state"),
                 QStringLiteral("rma-requested"), QStringLiteral("--note"), QStringLiteral("RMA 4411")})
                .exitCode,
            0);
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("fr")}) {
            const QString pdf = m_dir.filePath(QStringLiteral("lot-%1.pdf").arg(language));
            r = run(ws,
                    {QStringLiteral("lot"), QStringLiteral("report"), lot, QStringLiteral("-o"), pdf,
                     QStringLiteral("--lang"), language});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            QVERIFY2(QString::fromUtf8(r.out).contains(pdf), r.out.constData());
            QVERIFY(QFile(pdf).size() > 1000);
            if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
                continue; // the PDF's text is read back where poppler-utils is installed (CI)
            QProcess text;
            text.start(QStringLiteral("pdftotext"),
                       {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
            QVERIFY(text.waitForFinished(30000));
            const QString body = QString::fromUtf8(text.readAllStandardOutput());
            for (int i = 0; i < 10; ++i)
                QVERIFY2(body.contains(QStringLiteral("SN%1").arg(1000 + i)), qPrintable(body.left(2000)));
            QVERIFY(body.contains(language == QLatin1String("fr") ? QStringLiteral("Synthèse des RMA")
                                                                  : QStringLiteral("RMA summary")));
        }
        // No such lot: exit 2, nothing written; an output that cannot be written: exit 3.
        const QString missing = m_dir.filePath(QStringLiteral("missing.pdf"));
        r = run(
            ws,
            {QStringLiteral("lot"), QStringLiteral("report"), QStringLiteral("9999"), QStringLiteral("-o"), missing});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("There is no lot 9999.")), qPrintable(r.err));
        QVERIFY(!QFile::exists(missing));
        r = run(ws,
                {QStringLiteral("lot"), QStringLiteral("report"), lot, QStringLiteral("-o"),
                 m_dir.filePath(QStringLiteral("no-such-folder/lot.pdf"))});
        QCOMPARE(r.exitCode, 3);
        r = run(ws, {QStringLiteral("lot"), QStringLiteral("report"), lot});
        QCOMPARE(r.exitCode, 1);
    }
};

QTEST_GUILESS_MAIN(TestCliIntake)
#include "tst_cliintake.moc"
