// Quotes and intake lots in a workspace (issue 19): quotes stored all or nothing, a lot's cards each in one lot,
// every move of a card checked against the allowed ones, dated, versioned and audited; on a file and on a real
// PostgreSQL server, with a second connection for the stale-version conflict.
#include "io/catalogfile.h"
#include "io/workspacestore.h"

#include "workspacebackends.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace GpuPlan;

namespace {

Quote usedQuote(const char *seller, const char *sku, int quantity)
{
    Quote q;
    q.seller = seller;
    q.channel = SellerChannel::Marketplace;
    q.skuId = sku;
    q.condition = CardCondition::Used;
    q.unitPrice = 699.5;
    q.currency = "USD";
    q.quantity = quantity;
    q.warrantyMonths = 3;
    q.returnsIntermittent = false;
    q.date = "2026-11-20";
    q.validUntil = "2026-12-20";
    q.sourceFile = "market.csv";
    q.sourceLine = 2;
    return q;
}

std::vector<std::pair<std::string, std::string>> serials(int n, const char *prefix = "SN")
{
    std::vector<std::pair<std::string, std::string>> out;
    for (int i = 0; i < n; ++i)
        out.emplace_back(prefix + std::to_string(1000 + i), "");
    return out;
}

} // namespace

class TestWorkspaceIntake : public QObject
{
    Q_OBJECT

private:
    TestRequire::WorkspaceBackends m_backends;

    // A workspace with the shipped catalog, as the app and the CLI open one.
    bool openWithCatalog(WorkspaceStore &store, const char *name)
    {
        if (store.open(m_backends.location(name)) != WorkspaceStore::OpenStatus::Ok)
            return false;
        const CatalogFileResult shipped = shippedCatalog();
        return shipped.ok() && store.syncShippedCatalog(shipped.catalog);
    }

    int count(const char *workspace, const QString &sql)
    {
        bool ok = false;
        const int n = m_backends.rawValue(workspace, sql).toInt(&ok);
        return ok ? n : -1;
    }

private Q_SLOTS:
    void initTestCase_data() { TestRequire::WorkspaceBackends::addRows(); }
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_backends.start(&error), qPrintable(error));
    }

    void quotesAreStoredWholeOrNotAtAll()
    {
        WorkspaceStore store;
        QVERIFY2(openWithCatalog(store, "quotes.gpuplan"), qPrintable(store.lastError()));
        QCOMPARE(store.schemaVersion(), 13);
        QVERIFY(store.holdsNothingOfTheUser());
        std::vector<Quote> quotes{usedQuote("GpuResale", "nvidia-geforce-rtx-3090-24gb", 10),
                                  usedQuote("GpuResale", "nvidia-not-a-gpu", 2)};
        QVERIFY(!store.addQuotes(quotes, QStringLiteral("market.csv")));
        QVERIFY2(store.lastError().contains(QLatin1String("nvidia-not-a-gpu")), qPrintable(store.lastError()));
        QVERIFY(store.quotes().empty());
        quotes.pop_back();
        QSignalSpy changed(&store, &WorkspaceStore::intakeChanged);
        QVERIFY2(store.addQuotes(quotes, QStringLiteral("market.csv")), qPrintable(store.lastError()));
        QCOMPARE(changed.count(), 1);
        QVERIFY(quotes.front().id > 0);
        const std::vector<Quote> stored = store.quotes();
        QCOMPARE(stored.size(), std::size_t(1));
        QVERIFY(stored.front() == quotes.front()); // every field, the optional ones included
        QVERIFY(!store.holdsNothingOfTheUser());
        QCOMPARE(count("quotes.gpuplan", QStringLiteral("SELECT count(*) FROM audit WHERE action = 'quote_import'")),
                 1);
    }

    void lotsAndTheirCards()
    {
        WorkspaceStore store;
        QVERIFY2(openWithCatalog(store, "lots.gpuplan"), qPrintable(store.lastError()));
        std::vector<Quote> quotes{usedQuote("GpuResale", "nvidia-geforce-rtx-3090-24gb", 10)};
        QVERIFY2(store.addQuotes(quotes, QStringLiteral("market.csv")), qPrintable(store.lastError()));
        const qint64 quoteId = quotes.front().id;
        // Refused whole: an unknown quote, no cards, a serial twice, a bad date.
        QCOMPARE(store.createLot(quoteId + 100, serials(3), QStringLiteral("2026-11-25")), qint64(0));
        QCOMPARE(store.createLot(quoteId, {}, QStringLiteral("2026-11-25")), qint64(0));
        auto twice = serials(3);
        twice.push_back(twice.front());
        QCOMPARE(store.createLot(quoteId, twice, QStringLiteral("2026-11-25")), qint64(0));
        QVERIFY(store.lastError().contains(QLatin1String("SN1000")));
        QCOMPARE(store.createLot(quoteId, serials(3), QStringLiteral("25/11/2026")), qint64(0));
        QVERIFY(store.intakeLots().empty());

        const qint64 lot = store.createLot(quoteId, serials(10), QStringLiteral("2026-11-25"), QStringLiteral("box 1"));
        QVERIFY2(lot > 0, qPrintable(store.lastError()));
        // A serial in two lots: refused, naming the lot it is in; nothing of the second lot is stored.
        auto overlap = serials(2, "XY");
        overlap.push_back({"SN1004", ""});
        QCOMPARE(store.createLot(quoteId, overlap, QStringLiteral("2026-11-26")), qint64(0));
        QVERIFY2(store.lastError().contains(QStringLiteral("SN1004 is already in lot %1").arg(lot)),
                 qPrintable(store.lastError()));
        QCOMPARE(store.intakeLots().size(), std::size_t(1));
        QVERIFY(!store.intakeCard(QStringLiteral("XY1000")));

        const std::optional<IntakeLot> stored = store.intakeLot(lot);
        QVERIFY(stored.has_value());
        QCOMPARE(stored->receivedDate, std::string("2026-11-25"));
        QCOMPARE(stored->note, std::string("box 1"));
        QCOMPARE(stored->quote.seller, std::string("GpuResale"));
        const std::vector<IntakeCard> cards = store.intakeCards(lot);
        QCOMPARE(cards.size(), std::size_t(10));
        for (const IntakeCard &c : cards) {
            QCOMPARE(int(c.state), int(CardState::Received));
            QCOMPARE(c.version, 1);
            QCOMPARE(c.history.size(), std::size_t(1));
            QVERIFY(!c.history.front().from);
        }
    }

    // The lot: 10 cards through the pool, 7 pass, 2 quarantine, 1 reject; a move not allowed changes
    // nothing; a stale version from a second connection is a conflict.
    void cardsMoveOnlyAsAllowed()
    {
        WorkspaceStore store;
        QVERIFY2(openWithCatalog(store, "cards.gpuplan"), qPrintable(store.lastError()));
        std::vector<Quote> quotes{usedQuote("GpuResale", "nvidia-geforce-rtx-3090-24gb", 10)};
        QVERIFY2(store.addQuotes(quotes, QStringLiteral("market.csv")), qPrintable(store.lastError()));
        const qint64 lot = store.createLot(quotes.front().id, serials(10), QStringLiteral("2026-11-25"));
        QVERIFY(lot > 0);
        for (int i = 0; i < 10; ++i) {
            const QString serial = QStringLiteral("SN%1").arg(1000 + i);
            QCOMPARE(store.setCardState(serial, CardState::InPool, {}, {}), WorkspaceStore::WriteResult::Written);
            const CardState verdict = i < 7 ? CardState::Pass : i < 9 ? CardState::Quarantine : CardState::Reject;
            IntakeCard written;
            QCOMPARE(store.setCardState(serial, verdict, QStringLiteral("probe run 42"), QStringLiteral("burn-in"), 2,
                                        &written),
                     WorkspaceStore::WriteResult::Written);
            QCOMPARE(written.version, 3);
        }
        const std::vector<IntakeCard> cards = store.intakeCards(lot);
        const IntakeTally tally = tallyCards(cards, "2026-12-01");
        QCOMPARE(tally.counts.at("pass"), 7);
        QCOMPARE(tally.counts.at("quarantine"), 2);
        QCOMPARE(tally.counts.at("reject"), 1);
        QCOMPARE(cards[9].history.back().evidence, std::string("probe run 42"));
        QCOMPARE(cards[9].history.back().note, std::string("burn-in"));
        QCOMPARE(int(*cards[9].history.back().from), int(CardState::InPool));

        // Not allowed: pass -> received, reject -> production. Nothing written.
        const int events = count("cards.gpuplan", QStringLiteral("SELECT count(*) FROM intake_event"));
        QCOMPARE(store.setCardState(QStringLiteral("SN1000"), CardState::Received, {}, {}),
                 WorkspaceStore::WriteResult::Failed);
        QVERIFY2(store.lastError().contains(QLatin1String("is pass and cannot become received"))
                     && store.lastError().contains(QLatin1String("production, dev-only")),
                 qPrintable(store.lastError()));
        QCOMPARE(store.setCardState(QStringLiteral("SN1009"), CardState::Production, {}, {}),
                 WorkspaceStore::WriteResult::Failed);
        QCOMPARE(store.setCardState(QStringLiteral("SN9999"), CardState::InPool, {}, {}),
                 WorkspaceStore::WriteResult::Failed);
        QCOMPARE(count("cards.gpuplan", QStringLiteral("SELECT count(*) FROM intake_event")), events);
        QCOMPARE(store.intakeCard(QStringLiteral("SN1000"))->version, 3);

        // Two connections: the second moves a card the first read at version 3.
        WorkspaceStore other;
        QCOMPARE(other.open(m_backends.location("cards.gpuplan")), WorkspaceStore::OpenStatus::Ok);
        QCOMPARE(other.setCardState(QStringLiteral("SN1000"), CardState::Production, {}, {}, 3),
                 WorkspaceStore::WriteResult::Written);
        QCOMPARE(store.setCardState(QStringLiteral("SN1000"), CardState::DevOnly, {}, {}, 3),
                 WorkspaceStore::WriteResult::Conflict);
        QCOMPARE(int(store.intakeCard(QStringLiteral("SN1000"))->state), int(CardState::Production));
        QCOMPARE(count("cards.gpuplan", QStringLiteral("SELECT count(*) FROM audit WHERE action = 'card_state'")), 21);
    }

    // Undo of a state change: the last event goes, the card is back where it came from, its version moves on; the
    // arrival cannot be undone; a stale version is a conflict; every revert is audited and nothing else changes.
    void revertTakesBackTheLastChange()
    {
        WorkspaceStore store;
        QVERIFY2(openWithCatalog(store, "revert.gpuplan"), qPrintable(store.lastError()));
        std::vector<Quote> quotes{usedQuote("GpuResale", "nvidia-geforce-rtx-3090-24gb", 2)};
        QVERIFY2(store.addQuotes(quotes, QStringLiteral("market.csv")), qPrintable(store.lastError()));
        QVERIFY(store.createLot(quotes.front().id, serials(2), QStringLiteral("2026-11-25")) > 0);
        const QString serial = QStringLiteral("SN1000");

        // Only received: nothing to undo.
        QCOMPARE(store.revertCardState(serial, 1), WorkspaceStore::WriteResult::Failed);
        QVERIFY2(store.lastError().contains(QLatin1String("only received")), qPrintable(store.lastError()));
        QCOMPARE(store.intakeCard(serial)->history.size(), std::size_t(1));

        QCOMPARE(store.setCardState(serial, CardState::InPool, {}, {}, 1), WorkspaceStore::WriteResult::Written);
        QCOMPARE(store.setCardState(serial, CardState::Quarantine, QStringLiteral("probe run 7"), {}, 2),
                 WorkspaceStore::WriteResult::Written);
        const int events = count("revert.gpuplan", QStringLiteral("SELECT count(*) FROM intake_event"));

        // A stale version: a conflict, nothing written.
        QCOMPARE(store.revertCardState(serial, 2), WorkspaceStore::WriteResult::Conflict);
        QCOMPARE(int(store.intakeCard(serial)->state), int(CardState::Quarantine));

        QSignalSpy changed(&store, &WorkspaceStore::intakeChanged);
        IntakeCard written;
        QCOMPARE(store.revertCardState(serial, 3, &written), WorkspaceStore::WriteResult::Written);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(int(written.state), int(CardState::InPool));
        QCOMPARE(written.version, 4);
        const std::optional<IntakeCard> stored = store.intakeCard(serial);
        QCOMPARE(int(stored->state), int(CardState::InPool));
        QCOMPARE(stored->version, 4);
        QCOMPARE(stored->history.size(), std::size_t(2));
        QCOMPARE(int(stored->history.back().to), int(CardState::InPool));
        QCOMPARE(count("revert.gpuplan", QStringLiteral("SELECT count(*) FROM intake_event")), events - 1);
        QCOMPARE(count("revert.gpuplan",
                       QStringLiteral("SELECT count(*) FROM audit WHERE action = 'card_state_revert' AND subject = "
                                      "'card/SN1000'")),
                 1);
        // The other card is untouched.
        QCOMPARE(store.intakeCard(QStringLiteral("SN1001"))->version, 1);

        // Back to received, then no further.
        QCOMPARE(store.revertCardState(serial, 4), WorkspaceStore::WriteResult::Written);
        QCOMPARE(int(store.intakeCard(serial)->state), int(CardState::Received));
        QCOMPARE(store.revertCardState(serial), WorkspaceStore::WriteResult::Failed);
        QCOMPARE(store.revertCardState(QStringLiteral("SN9999")), WorkspaceStore::WriteResult::Failed);
        // The card moves on from there as from any received card (a redo).
        QCOMPARE(store.setCardState(serial, CardState::InPool, {}, {}, 5), WorkspaceStore::WriteResult::Written);
        QCOMPARE(store.intakeCard(serial)->version, 6);
    }

    // Two connections: an undo over a colleague's later change is a conflict and leaves theirs.
    void revertOverAColleaguesChangeIsAConflict()
    {
        WorkspaceStore store;
        QVERIFY2(openWithCatalog(store, "revert2.gpuplan"), qPrintable(store.lastError()));
        std::vector<Quote> quotes{usedQuote("GpuResale", "nvidia-geforce-rtx-3090-24gb", 1)};
        QVERIFY2(store.addQuotes(quotes, QStringLiteral("market.csv")), qPrintable(store.lastError()));
        QVERIFY(store.createLot(quotes.front().id, serials(1), QStringLiteral("2026-11-25")) > 0);
        const QString serial = QStringLiteral("SN1000");
        QCOMPARE(store.setCardState(serial, CardState::InPool, {}, {}, 1), WorkspaceStore::WriteResult::Written);
        WorkspaceStore other;
        QCOMPARE(other.open(m_backends.location("revert2.gpuplan")), WorkspaceStore::OpenStatus::Ok);
        QCOMPARE(other.setCardState(serial, CardState::Pass, {}, {}, 2), WorkspaceStore::WriteResult::Written);
        QCOMPARE(store.revertCardState(serial, 2), WorkspaceStore::WriteResult::Conflict);
        QCOMPARE(int(store.intakeCard(serial)->state), int(CardState::Pass));
        QCOMPARE(store.intakeCard(serial)->history.size(), std::size_t(3));
    }

    // A card is the fleet's device with its UUID: the journal's Xid 79 on the A10 (a real nvidia-smi -q capture,
    // UUID GPU-73d12ef7-..., bus 0000:07:00.0; tests/io/tst_fleetidentity.cpp) is a finding on the card.
    void fleetFindingsLandOnCards()
    {
        WorkspaceStore store;
        QVERIFY2(openWithCatalog(store, "findings.gpuplan"), qPrintable(store.lastError()));
        std::vector<Quote> quotes{usedQuote("DataCenterSurplus", "nvidia-a10-24gb", 1)};
        QVERIFY2(store.addQuotes(quotes, QStringLiteral("surplus.csv")), qPrintable(store.lastError()));
        QVERIFY(store.createLot(quotes.front().id, {{"1324521052681", "GPU-73D12EF7-F589-F867-4259-C7090AB44736"}},
                                QStringLiteral("2026-11-25"))
                > 0);
        QVERIFY(store.cardFindings().empty());
        QCOMPARE(store.importFleetFile(QStringLiteral(GPUPLAN_SAMPLES_DIR "/nvsmi-q-text/a10-535.129.03.txt")).status,
                 FleetFileReport::Status::Imported);
        QTemporaryDir dir;
        QFile journal(dir.filePath(QStringLiteral("node1.log")));
        QVERIFY(journal.open(QIODevice::WriteOnly));
        journal.write("Dec 01 10:00:00 gpu-node-1 kernel: NVRM: Xid (PCI:0000:07:00): 79, pid=0, GPU has fallen off "
                      "the bus.\n");
        journal.close();
        QCOMPARE(store.importFleetFile(journal.fileName()).status, FleetFileReport::Status::Imported);
        const std::vector<CardFinding> findings = store.cardFindings();
        QVERIFY(std::any_of(findings.begin(), findings.end(), [](const CardFinding &f) {
            return f.serial == "1324521052681" && f.code == "xid_reject";
        }));
    }
};

QTEST_GUILESS_MAIN(TestWorkspaceIntake)
#include "tst_workspaceintake.moc"
