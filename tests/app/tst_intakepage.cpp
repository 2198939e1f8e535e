// The Intake page offscreen over a fresh workspace (issue 19): a seller's quote imported through the page, compared
// in $/GB of VRAM and $/(tokens/s), sent to the Decision page; a lot of 10 cards through the pool (7 pass, 2
// quarantine, 1 reject) by the page's own actions, its record by hand from the consumer prior, the Channels tab and
// its chart; undo and redo of a state change in the workspace; a refused move and a bad quote file that change nothing.
#include "intakepage.h"
#include "pagetestfixture.h"

#include "charts/intakefailurechart.h"
#include "core/intake/failurerate.h"
#include "io/proberun.h"
#include "io/workspacestore.h"
#include "item/intakecardmodel.h"
#include "item/quotetablemodel.h"
#include "item/sourcerecordmodel.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QDate>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QUndoStack>

using namespace GpuPlan;

namespace {
constexpr const char *kIntakeSku = "nvidia-geforce-rtx-3090-24gb"; // a consumer card: prior Beta(1.5, 8.5)

QString intakeSerial(int i) { return QStringLiteral("SN%1").arg(1000 + i); }
} // namespace

class TestIntakePage : public QObject, PageTestFixture<IntakePage>
{
    Q_OBJECT

private:
    QString writeFile(const char *name, const QByteArray &content)
    {
        const QString path = m_dir.filePath(QString::fromLatin1(name));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size())
            return {};
        return path;
    }

    int stateCount(CardState state) const
    {
        int n = 0;
        for (int row = 0; row < m_page->cardModel()->rowCount(); ++row)
            n += m_page->cardModel()->index(row, 0).data(IntakeCardModel::StateRole).toInt() == int(state);
        return n;
    }

    int eventCount() const
    {
        int n = 0;
        for (const IntakeCard &c : m_store.intakeCards())
            n += int(c.history.size());
        return n;
    }

    qint64 m_quoteId = 0;
    qint64 m_lotId = 0;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QString error;
        QVERIFY2(openFixture("intake.gpuplan", &error), qPrintable(error));
        m_page = std::make_unique<IntakePage>(m_store, *m_settings);
        m_page->setInteractive(false);
        new QAbstractItemModelTester(m_page->quoteModel(), QAbstractItemModelTester::FailureReportingMode::QtTest,
                                     this);
        new QAbstractItemModelTester(m_page->cardModel(), QAbstractItemModelTester::FailureReportingMode::QtTest, this);
        new QAbstractItemModelTester(m_page->recordModel(), QAbstractItemModelTester::FailureReportingMode::QtTest,
                                     this);
        m_page->resize(1200, 800);
        m_page->show();
    }

    // The window builds its pages before it opens the workspace: the page shows nothing and queries nothing (it
    // used to run its SQL on the closed database, "QSqlQuery::exec: database not open"), then fills in on open.
    void isEmptyAndQuietBeforeAWorkspaceIsOpen()
    {
        QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
        WorkspaceStore closed;
        IntakePage page(closed, *m_settings);
        QCOMPARE(page.quoteModel()->rowCount(), 0);
        QCOMPARE(page.cardModel()->rowCount(), 0);
        QCOMPARE(page.recordModel()->rowCount(), 0);
    }

    // A quote file with a bad price: refused whole with its line, nothing stored. Then the good one.
    void importsOneQuote()
    {
        const QByteArray header = "Seller,Channel,SKU,Condition,Unit Price,Currency,Qty,Date,Valid Until\n";
        const QByteArray today = QDate::currentDate().toString(Qt::ISODate).toLatin1();
        const QString bad = writeFile("bad.csv",
                                      header + "GpuResale,marketplace," + kIntakeSku + ",used,cheap,USD,10," + today
                                          + ",2099-12-31\n");
        QVERIFY(!m_page->importQuotes(bad));
        QVERIFY2(m_page->lastMessage().contains(QLatin1String("bad.csv:2")), qPrintable(m_page->lastMessage()));
        QVERIFY(m_store.quotes().empty());
        QCOMPARE(m_page->quoteModel()->rowCount(), 0);

        const QString good = writeFile("good.csv",
                                       header + "GpuResale,marketplace," + kIntakeSku + ",used,699.50,USD,10," + today
                                           + ",2099-12-31\n");
        QVERIFY2(m_page->importQuotes(good), qPrintable(m_page->lastMessage()));
        QCOMPARE(m_store.quotes().size(), std::size_t(1));
        QCOMPARE(m_page->quoteModel()->rowCount(), 1);
        m_quoteId = m_store.quotes().front().id;
        const Quote &q = m_page->quoteModel()->quotes().front();
        QVERIFY(!m_page->quoteModel()->isStale(q));
        // $/GB of VRAM: the unit price over the catalog's memory in decimal GB.
        const Catalog catalog = m_store.catalog();
        const GpuSku *sku = catalog.findSku(kIntakeSku);
        QVERIFY(sku && sku->memoryBytes);
        QCOMPARE(*m_page->quoteModel()->pricePerGb(q), 699.5 / (double(*sku->memoryBytes) / 1e9));
        const QModelIndex perGb = m_page->quoteModel()->index(0, QuoteTableModel::PerGbColumn);
        QVERIFY(perGb.data(Qt::ToolTipRole).toString().contains(QLatin1String("GB of VRAM")));
        // $/(tokens/s): once the sizing engine's estimate is in (off the GUI thread), with what it assumed.
        QTRY_VERIFY_WITH_TIMEOUT(m_page->quoteModel()->pricePerTokensPerSecond(q).has_value(), 120000);
        QVERIFY(*m_page->quoteModel()->pricePerTokensPerSecond(q) > 0);
        const QString tip
            = m_page->quoteModel()->index(0, QuoteTableModel::PerTokensColumn).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QLatin1String("tokens/s")), qPrintable(tip));
    }

    void sendsTheQuoteToDecision()
    {
        QSignalSpy requested(m_page.get(), &IntakePage::optionRequested);
        QVERIFY(m_page->sendToDecision(m_quoteId));
        QCOMPARE(requested.count(), 1);
        const auto option = requested.first().first().value<ScenarioOption>();
        QCOMPARE(option.id, "quote-" + std::to_string(m_quoteId));
        QCOMPARE(option.sku, std::string(kIntakeSku));
        QVERIFY(!m_page->sendToDecision(m_quoteId + 100));
    }

    // The lot through the page: 10 cards, all to the pool, then 7 pass, 2 quarantine, 1 reject.
    void aLotOfTenThroughThePool()
    {
        QStringList serials;
        for (int i = 0; i < 10; ++i)
            serials << intakeSerial(i);
        m_lotId = m_page->createLot(m_quoteId, serials.join(QLatin1Char('\n')), QStringLiteral("2026-11-25"));
        QVERIFY2(m_lotId > 0, qPrintable(m_page->lastMessage()));
        QCOMPARE(m_page->currentLotId(), m_lotId);
        QCOMPARE(m_page->cardModel()->rowCount(), 10);
        QCOMPARE(stateCount(CardState::Received), 10);
        // A second lot with a serial of the first: refused whole.
        QCOMPARE(m_page->createLot(m_quoteId, QStringLiteral("XY1,SN1003"), QStringLiteral("2026-11-26")), qint64(0));
        QVERIFY2(m_page->lastMessage().contains(QLatin1String("SN1003")), qPrintable(m_page->lastMessage()));
        QCOMPARE(m_store.intakeLots().size(), std::size_t(1));

        for (int i = 0; i < 10; ++i)
            QVERIFY2(m_page->changeState(intakeSerial(i), CardState::InPool), qPrintable(m_page->lastMessage()));
        QCOMPARE(stateCount(CardState::InPool), 10);
        for (int i = 0; i < 10; ++i) {
            const Probe::VerdictKind verdict = i < 7 ? Probe::VerdictKind::Pass
                : i < 9                              ? Probe::VerdictKind::Quarantine
                                                     : Probe::VerdictKind::Reject;
            QVERIFY2(m_page->applyVerdict(intakeSerial(i), verdict, QStringLiteral("probe run 42")),
                     qPrintable(m_page->lastMessage()));
        }
        // The page and the workspace agree.
        QCOMPARE(stateCount(CardState::Pass), 7);
        QCOMPARE(stateCount(CardState::Quarantine), 2);
        QCOMPARE(stateCount(CardState::Reject), 1);
        const IntakeTally tally = tallyCards(m_store.intakeCards(m_lotId), "2026-12-01");
        QCOMPARE(tally.counts.at("pass"), 7);
        QCOMPARE(tally.counts.at("quarantine"), 2);
        QCOMPARE(tally.counts.at("reject"), 1);
        const int row = m_page->cardModel()->rowOf(intakeSerial(9));
        QCOMPARE(m_page->cardModel()->index(row, IntakeCardModel::EvidenceColumn).data().toString(),
                 QStringLiteral("probe run 42"));
        QCOMPARE(m_page->cardModel()->index(row, IntakeCardModel::VerdictColumn).data().toString(),
                 QStringLiteral("reject"));
    }

    // The lot's record: the consumer prior Beta(1.5, 8.5) (failurerate.cpp: mean 15 %, worth 10 cards) and 3
    // failures in 10 judged: Beta(4.5, 15.5), mean 4.5 / 20 = 22.5 %; shown on the Channels tab and its chart.
    void theRecordIsTheBetaPosterior()
    {
        const double alpha = 1.5, beta = 8.5;
        const double expected = (alpha + 3) / (alpha + beta + 10);
        QCOMPARE(expected, 0.225);
        const SourceRecordModel *records = m_page->recordModel();
        const int lot = records->rowOf(SourceRecordModel::Group::Lot, QStringLiteral("lot %1").arg(m_lotId));
        QVERIFY(lot >= 0);
        QVERIFY(qFuzzyCompare(records->index(lot, 0).data(SourceRecordModel::ValueRole).toDouble(), expected));
        const double low = records->index(lot, 0).data(SourceRecordModel::LowRole).toDouble();
        const double high = records->index(lot, 0).data(SourceRecordModel::HighRole).toDouble();
        QVERIFY(low < expected && expected < high);
        QVERIFY(std::abs(low - 0.092) < 0.001 && std::abs(high - 0.390) < 0.001); // docs/intake.md's example
        QCOMPARE(records->index(lot, SourceRecordModel::SampleColumn).data().toString(),
                 QStringLiteral("small sample"));
        QVERIFY(records->index(lot, SourceRecordModel::PriorColumn)
                    .data()
                    .toString()
                    .contains(QLatin1String("consumer intake")));
        const int channel = records->rowOf(SourceRecordModel::Group::Channel, QStringLiteral("marketplace"));
        QVERIFY(channel >= 0);
        QVERIFY(qFuzzyCompare(records->index(channel, 0).data(SourceRecordModel::ValueRole).toDouble(), expected));
        // The SKU + condition row is keyed by the SKU's id and shown by its catalog name.
        const int skuCondition = records->rowOf(SourceRecordModel::Group::SkuCondition,
                                                QString::fromLatin1(kIntakeSku) + QStringLiteral(" used"));
        QVERIFY(skuCondition >= 0);
        QCOMPARE(records->index(skuCondition, SourceRecordModel::KeyColumn).data().toString(),
                 QStringLiteral("GeForce RTX 3090 used"));
        QCOMPARE(m_page->chart()->recordCount(), 1); // one channel, one whisker
        QVERIFY2(m_page->lotSummary()->text().contains(QLatin1String("22.5")),
                 qPrintable(m_page->lotSummary()->text()));
    }

    // Send to Decision with the measured rate: the channel's record (3 of 10 failed intake; no card has served, so
    // the consumer in-service prior Beta(3, 117): 3 / 120 per card-month, 0.3 per GPU-year) goes into the option.
    void sendsTheMeasuredRate()
    {
        auto *view = m_page->findChild<QTableView *>(QStringLiteral("intakeQuoteView"));
        QVERIFY(view);
        view->selectRow(0);
        QCOMPARE(m_page->selectedQuoteId(), m_quoteId);
        m_page->fillSendMenu();
        auto *menu = m_page->findChild<QMenu *>(QStringLiteral("intakeSendMenu"));
        QVERIFY(menu);
        const QList<QAction *> actions = menu->actions();
        QCOMPARE(actions.size(), 4);
        for (QAction *a : actions)
            QVERIFY2(a->isEnabled(), qPrintable(a->text()));
        QVERIFY2(actions.at(1)->text().contains(QLatin1String("marketplace")), qPrintable(actions.at(1)->text()));
        QVERIFY2(actions.at(1)->toolTip().contains(QLatin1String("3 of 10")), qPrintable(actions.at(1)->toolTip()));

        QSignalSpy requested(m_page.get(), &IntakePage::optionRequested);
        actions.at(1)->trigger();
        QCOMPARE(requested.count(), 1);
        const auto option = requested.first().first().value<ScenarioOption>();
        QVERIFY(option.channelRecord);
        QCOMPARE(option.channelRecord->scope, std::string("channel"));
        QCOMPARE(option.channelRecord->key, std::string("marketplace"));
        QCOMPARE(option.channelRecord->intake.failures, 3.0);
        QCOMPARE(option.channelRecord->intake.trials, 10.0);
        QVERIFY(std::abs(option.channelRecord->failuresPerGpuYear() - 0.3) < 1e-12);
        QCOMPARE(option.channelRecord->intakeRate().value, 0.225);
        // The scenario's rate: no record. An unknown scope: refused, nothing sent.
        actions.at(0)->trigger();
        QCOMPARE(requested.count(), 2);
        QVERIFY(!requested.at(1).first().value<ScenarioOption>().channelRecord);
        QVERIFY(!m_page->sendToDecision(m_quoteId, QStringLiteral("planet")));
        QCOMPARE(requested.count(), 2);
    }

    // Undo takes the last change back in the workspace (the event removed, the state restored, the version on);
    // redo makes it again.
    void undoAndRedoAStateChange()
    {
        const QString serial = intakeSerial(9);
        QCOMPARE(m_store.intakeCard(serial)->version, 3);
        const int events = eventCount();
        QVERIFY(m_page->undoAction()->isEnabled());
        m_page->undoAction()->trigger();
        std::optional<IntakeCard> card = m_store.intakeCard(serial);
        QCOMPARE(int(card->state), int(CardState::InPool));
        QCOMPARE(card->version, 4);
        QCOMPARE(eventCount(), events - 1);
        QCOMPARE(stateCount(CardState::Reject), 0);
        QCOMPARE(stateCount(CardState::InPool), 1);
        m_page->redoAction()->trigger();
        card = m_store.intakeCard(serial);
        QCOMPARE(int(card->state), int(CardState::Reject));
        QCOMPARE(card->version, 5);
        QCOMPARE(card->history.back().evidence, std::string("probe run 42"));
        QCOMPARE(eventCount(), events);
        QCOMPARE(stateCount(CardState::Reject), 1);
        // A move without evidence (reject -> rma-requested) keeps showing the run that rejected the card; undone.
        QVERIFY2(m_page->changeState(serial, CardState::RmaRequested), qPrintable(m_page->lastMessage()));
        const int row = m_page->cardModel()->rowOf(serial);
        QCOMPARE(m_page->cardModel()->index(row, IntakeCardModel::StateColumn).data().toString(),
                 QStringLiteral("rma-requested"));
        QCOMPARE(m_page->cardModel()->index(row, IntakeCardModel::EvidenceColumn).data().toString(),
                 QStringLiteral("probe run 42"));
        m_page->undoAction()->trigger();
        QCOMPARE(int(m_store.intakeCard(serial)->state), int(CardState::Reject));
        QCOMPARE(eventCount(), events);
    }

    // pass -> received is not a move: refused with the card's state and where it can go; nothing changes.
    void aRefusedMoveChangesNothing()
    {
        const QString serial = intakeSerial(0);
        const int events = eventCount();
        const int commands = m_page->undoStack()->count();
        QVERIFY(!m_page->changeState(serial, CardState::Received));
        QVERIFY2(m_page->lastMessage().contains(QLatin1String("is pass and cannot become received")),
                 qPrintable(m_page->lastMessage()));
        QCOMPARE(int(m_store.intakeCard(serial)->state), int(CardState::Pass));
        QCOMPARE(m_store.intakeCard(serial)->version, 3);
        QCOMPARE(eventCount(), events);
        QCOMPARE(m_page->undoStack()->count(), commands);
        QVERIFY(m_page->undoStack()->canRedo()); // the rma-requested move undone above can still be redone
        QCOMPARE(stateCount(CardState::Pass), 7);
        // A verdict on a card that is not in the pool: refused too.
        QVERIFY(!m_page->applyVerdict(serial, Probe::VerdictKind::Reject, QStringLiteral("probe run 43")));
        QCOMPARE(int(m_store.intakeCard(serial)->state), int(CardState::Pass));
    }

    // The Lots tab's Intake Report: the lot's PDF; a lot that does not exist and a folder that does not are said.
    void writesTheLotReport()
    {
        const QString pdf = m_dir.filePath(QStringLiteral("lot.pdf"));
        QVERIFY2(m_page->writeLotReport(m_lotId, pdf, QStringLiteral("fr")), qPrintable(m_page->lastMessage()));
        QFile file(pdf);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.read(5) == "%PDF-");
        QVERIFY(file.size() > 1000);
        QVERIFY(
            !m_page->writeLotReport(m_lotId + 100, m_dir.filePath(QStringLiteral("none.pdf")), QStringLiteral("en")));
        QVERIFY(!m_page->lastMessage().isEmpty());
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("none.pdf"))));
        QVERIFY(!m_page->writeLotReport(m_lotId, m_dir.filePath(QStringLiteral("no-such-folder/lot.pdf")),
                                        QStringLiteral("en")));
        QVERIFY(!m_page->lastMessage().isEmpty());
    }

    // A burn-in log for a card that is not in the pool: refused before anything is imported.
    void aBurnInLogNeedsACardInThePool()
    {
        QVERIFY(m_page->selectCard(intakeSerial(0)));
        const QString log = writeFile("dmon.csv", "not a log\n");
        QVERIFY(!m_page->importBurnInLog(log));
        QVERIFY2(m_page->lastMessage().contains(QLatin1String("in-pool")), qPrintable(m_page->lastMessage()));
        QVERIFY(m_store.importedFiles().empty());
    }

    // Start Burn-in through the Probes machinery against the fake runner, whose one device has the serial
    // 1650000000001: a card that is not in this machine is refused and stays in the pool; the card that is gets the
    // runner's verdict with the stored run as evidence, pass and then (pulled from production) reject.
    void startBurnInOnTheCardInThisMachine()
    {
        qputenv("GPUPLAN_PROBE", GPUPLAN_FAKEPROBE);
        qputenv("FAKEPROBE_MODE", "burnin_ok");
        const QString here = QStringLiteral("1650000000001");
        const QString elsewhere = QStringLiteral("SN2000");
        const qint64 lot
            = m_page->createLot(m_quoteId, here + QLatin1Char('\n') + elsewhere, QStringLiteral("2026-11-30"));
        QVERIFY2(lot > 0, qPrintable(m_page->lastMessage()));
        for (const QString &serial : {here, elsewhere})
            QVERIFY2(m_page->changeState(serial, CardState::InPool), qPrintable(m_page->lastMessage()));
        QSignalSpy done(m_page.get(), &IntakePage::burnInDone);

        QVERIFY(m_page->selectCard(elsewhere));
        m_page->startBurnIn();
        QVERIFY(done.wait(60000));
        QVERIFY2(m_page->lastMessage().contains(here), qPrintable(m_page->lastMessage()));
        QCOMPARE(int(m_store.intakeCard(elsewhere)->state), int(CardState::InPool));
        QVERIFY(m_store.probeRuns().empty());

        QVERIFY(m_page->selectCard(here));
        m_page->startBurnIn();
        QVERIFY(m_page->isBurningIn() || done.count() == 1);
        QVERIFY(done.wait(120000));
        std::vector<ProbeRun> runs = m_store.probeRuns();
        QCOMPARE(runs.size(), std::size_t(1));
        QCOMPARE(runs.front().serial, here);
        QCOMPARE(runs.front().command, QStringLiteral("burnin"));
        std::optional<IntakeCard> card = m_store.intakeCard(here);
        QCOMPARE(int(card->state), int(CardState::Pass));
        QCOMPARE(card->history.back().evidence, "probe run " + std::to_string(runs.front().id));
        QVERIFY2(m_page->burnInStatus()->text().contains(QLatin1String("pass")),
                 qPrintable(m_page->burnInStatus()->text()));

        QVERIFY(m_page->changeState(here, CardState::Production));
        QVERIFY(m_page->changeState(here, CardState::InPool, QStringLiteral("Xid 79 in production")));
        qputenv("FAKEPROBE_MODE", "burnin_reject");
        QVERIFY(m_page->selectCard(here));
        m_page->startBurnIn();
        QVERIFY(done.wait(120000));
        runs = m_store.probeRuns();
        QCOMPARE(runs.size(), std::size_t(2));
        card = m_store.intakeCard(here);
        QCOMPARE(int(card->state), int(CardState::Reject));
        const qint64 second = std::max(runs.at(0).id, runs.at(1).id);
        QCOMPARE(card->history.back().evidence, "probe run " + std::to_string(second));
        qunsetenv("FAKEPROBE_MODE");
        qunsetenv("GPUPLAN_PROBE");
    }

    void cleanupTestCase() { m_page.reset(); }
};

QTEST_MAIN(TestIntakePage)
#include "tst_intakepage.moc"
