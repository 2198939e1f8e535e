// The intake report of a lot (issue 19), built from a real SQLite workspace: the lot of ten used RTX 3090s
// (7 pass, 2 quarantine, 1 reject, the reject sent back), one verdict resting on a burn-in run stored in the
// workspace, the other on imported logs. The content is checked against hand-computed figures, the PDF is read
// back with poppler's pdftotext, in English and in French; a fleet finding on a card in production puts it in the
// RMA summary.
#include "report/intakereport.h"
#include "report/reportlayout.h"

#include "io/catalogfile.h"
#include "io/workspacestore.h"

#include "reportpdftools.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace GpuPlan;

namespace {

Quote intakeTestQuote(const char *seller, const char *sku, int quantity)
{
    Quote q;
    q.seller = seller;
    q.channel = SellerChannel::Marketplace;
    q.skuId = sku;
    q.condition = CardCondition::Used;
    q.unitPrice = 699.5;
    q.quantity = quantity;
    q.warrantyMonths = 3;
    q.returnsIntermittent = false;
    q.date = "2026-01-05";
    q.validUntil = "2026-01-31";
    return q;
}

const ReportTable *intakeTestTable(const IntakeReportResult &r, const char *id)
{
    for (const ReportTable &t : r.tables)
        if (t.id == QLatin1String(id))
            return &t;
    return nullptr;
}

QString intakeTestHeadings(const ReportDocument &doc)
{
    QStringList out;
    for (const ReportBlock &b : doc.blocks)
        if (b.kind == ReportBlock::Kind::Heading)
            out << b.text;
    return out.join(QLatin1Char('|'));
}

} // namespace

class TestIntakeReport : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    WorkspaceStore m_store;
    qint64 m_lot = 0;
    qint64 m_run = 0;

    // The stored day (UTC) of a card's newest move to @p state: what the report must print for it.
    QString dayOf(const char *serial, CardState state) const
    {
        const std::optional<IntakeCard> card = m_store.intakeCard(QString::fromLatin1(serial));
        for (auto it = card->history.rbegin(); it != card->history.rend(); ++it)
            if (it->to == state)
                return QString::fromStdString(it->at).left(10);
        return {};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QCOMPARE(m_store.open(m_dir.filePath(QStringLiteral("intake.gpuplan"))), WorkspaceStore::OpenStatus::Ok);
        const CatalogFileResult shipped = shippedCatalog();
        QVERIFY(shipped.ok() && m_store.syncShippedCatalog(shipped.catalog));
        std::vector<Quote> quotes{intakeTestQuote("GpuResale", "nvidia-geforce-rtx-3090-24gb", 10)};
        QVERIFY2(m_store.addQuotes(quotes, QStringLiteral("market.csv")), qPrintable(m_store.lastError()));
        std::vector<std::pair<std::string, std::string>> cards;
        for (int i = 0; i < 10; ++i)
            cards.emplace_back("SN" + std::to_string(1000 + i),
                               i == 9 ? "GPU-99999999-0000-1111-2222-333333333333" : "");
        m_lot = m_store.createLot(quotes.front().id, cards, QStringLiteral("2026-01-20"));
        QVERIFY2(m_lot > 0, qPrintable(m_store.lastError()));

        // The reject's burn-in, stored as the Probes machinery stores it: a miscompare failed, bandwidth passed.
        ProbeRun run;
        run.startedAt = QDateTime(QDate(2026, 1, 21), QTime(9, 30), Qt::UTC);
        run.command = QStringLiteral("burnin");
        run.backend = QStringLiteral("cuda");
        run.deviceId = QStringLiteral("cuda:0");
        run.deviceName = QStringLiteral("NVIDIA GeForce RTX 3090");
        run.uuid = QStringLiteral("gpu-99999999-0000-1111-2222-333333333333"); // another case: the same card
        run.serial = QStringLiteral("SN1009");
        run.exitCode = 11;
        ProbeVerdict verdict;
        verdict.verdict.verdict = Probe::VerdictKind::Reject;
        verdict.verdict.reasons
            = {{"miscompare", Probe::CheckStatus::Fail, Probe::VerdictKind::Reject, 12, 0, "12 miscompares"},
               {"bandwidth", Probe::CheckStatus::Pass, Probe::VerdictKind::Quarantine, 850.25, 748.8, "ok"},
               {"temperature", Probe::CheckStatus::Unchecked, Probe::VerdictKind::Quarantine, 0, 85, "no telemetry"}};
        m_run = m_store.saveProbeRun(run, {}, verdict);
        QVERIFY2(m_run > 0, qPrintable(m_store.lastError()));

        for (int i = 0; i < 10; ++i) {
            const QString serial = QStringLiteral("SN%1").arg(1000 + i);
            QCOMPARE(m_store.setCardState(serial, CardState::InPool, {}, {}), WorkspaceStore::WriteResult::Written);
            const CardState state = i < 7 ? CardState::Pass : i < 9 ? CardState::Quarantine : CardState::Reject;
            const QString evidence = i < 9 ? QStringLiteral("burnin-%1.log").arg(serial) : QString::number(m_run);
            QCOMPARE(m_store.setCardState(serial, state, evidence, i == 7 ? QStringLiteral("clock sag") : QString()),
                     WorkspaceStore::WriteResult::Written);
        }
        QCOMPARE(
            m_store.setCardState(QStringLiteral("SN1009"), CardState::RmaRequested, {}, QStringLiteral("RMA 4411")),
            WorkspaceStore::WriteResult::Written);
    }

    void contentOfTheLot()
    {
        const IntakeReportResult r
            = buildIntakeReport(m_lot, {QStringLiteral("en"), QStringLiteral("2026-03-01")}, m_store);
        QVERIFY2(r.ok, qPrintable(r.error));
        QStringList ids;
        for (const ReportTable &t : r.tables)
            ids << t.id;
        QCOMPARE(ids, intakeReportTableIds());
        QVERIFY(r.document.scenarioName.contains(QLatin1String("GpuResale")));

        const ReportTable *cards = intakeTestTable(r, "intake_cards");
        QCOMPARE(cards->rows.size(), 10);
        for (int i = 0; i < 10; ++i)
            QCOMPARE(cards->rows[i][0].text, QStringLiteral("SN%1").arg(1000 + i));
        QCOMPARE(cards->rows[9][2].text, QStringLiteral("RMA requested"));
        QCOMPARE(cards->rows[9][3].text, QStringLiteral("reject"));
        QCOMPARE(cards->rows[9][5].text, QStringLiteral("burn-in run %1").arg(m_run));
        QCOMPARE(cards->rows[0][5].text, QStringLiteral("burnin-SN1000.log"));

        // Counts now and under the latest verdict: 7 pass, 2 quarantine, 1 reject (now sent back).
        const ReportTable *counts = intakeTestTable(r, "intake_counts");
        QMap<QString, QPair<double, double>> byState;
        for (const auto &row : counts->rows)
            byState[row[0].text] = {*row[1].number, *row[2].number};
        QCOMPARE(byState.value(QStringLiteral("pass")), qMakePair(7.0, 7.0));
        QCOMPARE(byState.value(QStringLiteral("quarantine")), qMakePair(2.0, 2.0));
        QCOMPARE(byState.value(QStringLiteral("reject")), qMakePair(0.0, 1.0));
        QCOMPARE(byState.value(QStringLiteral("RMA requested")), qMakePair(1.0, 0.0));
        QCOMPARE(byState.value(QStringLiteral("Total")), qMakePair(10.0, 10.0));

        // Consumer prior Beta(1.5, 8.5), 3 failures in 10 judged: Beta(4.5, 15.5), mean 0.225, 90 % interval
        // 0.09219 - 0.38969 (docs/intake.md; tests/core/tst_intakerates.cpp). Nothing in service: Beta(3, 117).
        const ReportTable *rates = intakeTestTable(r, "intake_rates");
        QCOMPARE(rates->rows.size(), 2);
        const auto &intake = rates->rows[0];
        QCOMPARE(*intake[1].number, 0.225);
        QCOMPARE(intake[1].text, QStringLiteral("22.5 %"));
        QVERIFY(std::fabs(*intake[2].number - 0.09219) < 1e-4);
        QVERIFY(std::fabs(*intake[3].number - 0.38969) < 1e-4);
        QCOMPARE(*intake[4].number, 3.0);
        QCOMPARE(*intake[5].number, 10.0);
        QCOMPARE(intake[6].text, QStringLiteral("consumer intake, Beta(1.50, 8.50)"));
        QCOMPARE(intake[7].text, QStringLiteral("small sample"));
        const auto &service = rates->rows[1];
        QVERIFY(std::fabs(*service[1].number - 0.025) < 1e-12);
        QCOMPARE(*service[5].number, 0.0);
        QVERIFY(service[6].text.startsWith(QLatin1String("consumer in service, Beta(3.00, 117.00)")));

        // The reject's checks come from its stored run; a log's evidence is shown as given.
        const ReportTable *checks = intakeTestTable(r, "intake_checks");
        QCOMPARE(checks->rows.size(), 9 + 3);
        const auto &miscompare = checks->rows[9];
        QCOMPARE(miscompare[0].text, QStringLiteral("SN1009"));
        QCOMPARE(miscompare[3].text, QStringLiteral("run %1").arg(m_run));
        QCOMPARE(miscompare[4].text, QStringLiteral("Result miscompares"));
        QCOMPARE(miscompare[5].text, QStringLiteral("FAIL"));
        QCOMPARE(miscompare[6].text, QStringLiteral("12"));
        QCOMPARE(miscompare[7].text, QStringLiteral("0 allowed"));
        QCOMPARE(checks->rows[10][6].text, QStringLiteral("850.3 GB/s"));
        QCOMPARE(checks->rows[10][7].text, QStringLiteral("≥ 748.8 GB/s"));
        QCOMPARE(checks->rows[11][5].text, QStringLiteral("not checked"));
        QCOMPARE(checks->rows[0][3].text, QStringLiteral("burnin-SN1000.log"));
        QCOMPARE(checks->rows[0][4].text, QStringLiteral("checks not stored in this workspace"));

        // The history: arrival, pool, verdict per card, and the RMA request.
        QCOMPARE(intakeTestTable(r, "intake_history")->rows.size(), 10 * 3 + 1);
        QCOMPARE(intakeTestTable(r, "intake_findings")->rows.size(), 0);

        // The RMA summary: exactly the two quarantined cards and the reject, with their dates.
        const ReportTable *rma = intakeTestTable(r, "intake_rma");
        QCOMPARE(rma->rows.size(), 3);
        const char *serials[] = {"SN1007", "SN1008", "SN1009"};
        const CardState verdicts[] = {CardState::Quarantine, CardState::Quarantine, CardState::Reject};
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(rma->rows[i][0].text, QString::fromLatin1(serials[i]));
            QCOMPARE(rma->rows[i][4].text, dayOf(serials[i], verdicts[i]));
        }
        QCOMPARE(rma->rows[0][5].text, QStringLiteral("not requested"));
        QCOMPARE(rma->rows[2][5].text, dayOf("SN1009", CardState::RmaRequested));
        QCOMPARE(rma->rows[2][1].text, QStringLiteral("GPU-99999999-0000-1111-2222-333333333333"));
        QCOMPARE(rma->rows[0][3].text,
                 QStringLiteral("quarantine at burn-in (evidence: burnin-SN1007.log); note: clock sag"));
        QCOMPARE(rma->rows[2][3].text,
                 QStringLiteral("reject at burn-in (run %1): Result miscompares 12 (limit 0 allowed)").arg(m_run));
    }

    void unknownLot()
    {
        const IntakeReportResult r = buildIntakeReport(m_lot + 100, {}, m_store);
        QVERIFY(!r.ok);
        QVERIFY(r.notFound);
        QVERIFY2(r.error.contains(QString::number(m_lot + 100)), qPrintable(r.error));
    }

    // A card is the fleet's device with its UUID: the journal's Xid 79 on the A10 of a real nvidia-smi -q capture
    // (tests/io/tst_workspaceintake.cpp) is a failure in service, and puts the production card in the RMA summary.
    void fleetFindingOnAProductionCard()
    {
        std::vector<Quote> quotes{intakeTestQuote("DataCenterSurplus", "nvidia-a10-24gb", 1)};
        QVERIFY2(m_store.addQuotes(quotes, QStringLiteral("surplus.csv")), qPrintable(m_store.lastError()));
        const qint64 lot
            = m_store.createLot(quotes.front().id, {{"1324521052681", "GPU-73D12EF7-F589-F867-4259-C7090AB44736"}},
                                QStringLiteral("2026-01-22"));
        QVERIFY2(lot > 0, qPrintable(m_store.lastError()));
        for (const CardState s : {CardState::InPool, CardState::Pass, CardState::Production})
            QCOMPARE(m_store.setCardState(QStringLiteral("1324521052681"), s, QStringLiteral("burnin-a10.log"), {}),
                     WorkspaceStore::WriteResult::Written);
        QCOMPARE(m_store.importFleetFile(QStringLiteral(GPUPLAN_SAMPLES_DIR "/nvsmi-q-text/a10-535.129.03.txt")).status,
                 FleetFileReport::Status::Imported);
        QFile journal(m_dir.filePath(QStringLiteral("node1.log")));
        QVERIFY(journal.open(QIODevice::WriteOnly));
        journal.write("Dec 01 10:00:00 gpu-node-1 kernel: NVRM: Xid (PCI:0000:07:00): 79, pid=0, GPU has fallen off "
                      "the bus.\n");
        journal.close();
        QCOMPARE(m_store.importFleetFile(journal.fileName()).status, FleetFileReport::Status::Imported);

        // Read 61 days after the card went into production: 61 / 30.4375 card-months, one failure.
        const QString later = QDateTime::currentDateTimeUtc().date().addDays(61).toString(Qt::ISODate);
        const IntakeReportResult r = buildIntakeReport(lot, {QStringLiteral("en"), later}, m_store);
        QVERIFY2(r.ok, qPrintable(r.error));
        const ReportTable *findings = intakeTestTable(r, "intake_findings");
        int faults = 0;
        for (const auto &row : findings->rows) {
            QCOMPARE(row[0].text, QStringLiteral("1324521052681"));
            if (row[1].text == QLatin1String("xid_reject")) {
                ++faults;
                QCOMPARE(row[3].text, QStringLiteral("yes"));
                QVERIFY2(row[4].text.endsWith(QLatin1String("node1.log:1")), qPrintable(row[4].text));
            }
        }
        QCOMPARE(faults, 1);
        const ReportTable *rma = intakeTestTable(r, "intake_rma");
        QCOMPARE(rma->rows.size(), 1);
        QCOMPARE(rma->rows[0][2].text, QStringLiteral("production"));
        QVERIFY2(rma->rows[0][3].text.startsWith(QLatin1String("in service: xid_reject")),
                 qPrintable(rma->rows[0][3].text));
        QVERIFY(!rma->rows[0][4].text.isEmpty());
        QCOMPARE(rma->rows[0][5].text, QStringLiteral("not requested"));
        const auto &service = intakeTestTable(r, "intake_rates")->rows[1];
        QCOMPARE(*service[4].number, 1.0); // the fault counts against the lot
        QVERIFY2(std::fabs(*service[5].number - 61 / 30.4375) < 1e-9, qPrintable(service[5].text));
    }

    void pdfInEnglishAndFrench()
    {
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("fr")}) {
            const IntakeReportResult r = buildIntakeReport(m_lot, {language, QStringLiteral("2026-03-01")}, m_store);
            QVERIFY2(r.ok, qPrintable(r.error));
            const QString path = m_dir.filePath(QStringLiteral("lot-%1.pdf").arg(language));
            const ReportLayoutResult written = writeReportPdf(r.document, path, ReportPageSetup{});
            QVERIFY2(written.ok, qPrintable(written.error));
            QVERIFY(written.pageCount >= 3);
            QVERIFY(QFile(path).size() > 1000);
            if (language == QLatin1String("fr")) {
                // Words and numbers in French: the layout's and the decision report's translated headings, and
                // the decimal comma.
                QCOMPARE(r.document.tocTitle, QStringLiteral("Sommaire"));
                const QString headings = intakeTestHeadings(r.document);
                QVERIFY2(headings.contains(QStringLiteral("Méthode"))
                             && headings.contains(QStringLiteral("Constats de santé du parc")),
                         qPrintable(headings));
                QCOMPARE(intakeTestTable(r, "intake_rates")->rows[0][1].text, QStringLiteral("22,5 %"));
            }
            if (!PdfTools::available())
                QSKIP("poppler-utils (pdftotext) is not installed: the PDF's text is not read back");
            const QString text = PdfTools::text(path);
            for (int i = 0; i < 10; ++i)
                QVERIFY2(text.contains(QStringLiteral("SN%1").arg(1000 + i)), qPrintable(text.left(2000)));
            QVERIFY(text.contains(QLatin1String("GPU-99999999-0000-1111-2222-333333333333")));
            if (language == QLatin1String("fr")) {
                QVERIFY2(text.contains(QStringLiteral("Sommaire")) && text.contains(QStringLiteral("Méthode"))
                             && text.contains(QStringLiteral("Espace de travail")),
                         qPrintable(text.left(3000)));
                QVERIFY(text.contains(QStringLiteral("22,5")));
            } else {
                QVERIFY(text.contains(QLatin1String("RMA summary")) && text.contains(QLatin1String("Intake report")));
                QVERIFY(text.contains(QLatin1String("22.5 %")));
            }
        }
    }
};

QTEST_MAIN(TestIntakeReport)
#include "tst_intakereport.moc"
