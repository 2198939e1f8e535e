// Tests of the intake core (core/intake): the card states and their transitions, the Beta distribution against
// closed forms and an independent numerical integration, and the failure rates' posteriors and intervals.
#include "core/intake/betadistribution.h"
#include "core/intake/cardstate.h"
#include "core/intake/failurerate.h"
#include "core/intake/intakelot.h"
#include "core/intake/quoteoption.h"

#include <QTest>

#include <cmath>
#include <set>
#include <string>

using namespace GpuPlan;

class TestIntakeRates : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void stateKeysRoundTrip()
    {
        QCOMPARE(int(allCardStates().size()), CardStateCount);
        for (const CardState s : allCardStates()) {
            const auto back = cardStateFromKey(cardStateKey(s));
            QVERIFY(back.has_value());
            QCOMPARE(int(*back), int(s));
        }
        QVERIFY(cardStateKey(CardState::InPool) == "in-pool");
        QVERIFY(cardStateKey(CardState::RmaRequested) == "rma-requested");
        QVERIFY(!cardStateFromKey("In-Pool"));
        QVERIFY(!cardStateFromKey("broken"));
    }

    // Every allowed move of the issue's list, and nothing else: 10 x 10 pairs checked against the list.
    void transitionsAreExactlyTheIssuesList()
    {
        const std::set<std::pair<std::string, std::string>> allowed = {
            {"received", "in-pool"},
            {"in-pool", "pass"},
            {"in-pool", "quarantine"},
            {"in-pool", "reject"},
            {"pass", "production"},
            {"pass", "dev-only"},
            {"quarantine", "in-pool"},
            {"quarantine", "dev-only"},
            {"quarantine", "rma-requested"},
            {"reject", "rma-requested"},
            {"reject", "dev-only"},
            {"production", "in-pool"},
            {"rma-requested", "rma-returned"},
            {"rma-returned", "replaced"},
        };
        int count = 0;
        for (const CardState from : allCardStates())
            for (const CardState to : allCardStates()) {
                const bool expected
                    = allowed.count({std::string(cardStateKey(from)), std::string(cardStateKey(to))}) > 0;
                QVERIFY2(canTransition(from, to) == expected,
                         (std::string(cardStateKey(from)) + " -> " + std::string(cardStateKey(to))).c_str());
                count += expected;
            }
        QCOMPARE(count, 14);
        QVERIFY(!canTransition(CardState::Production, CardState::Received));
        QVERIFY(!canTransition(CardState::Pass, CardState::Pass));
        const std::vector<CardState> fromQuarantine{CardState::InPool, CardState::DevOnly, CardState::RmaRequested};
        QVERIFY(nextStates(CardState::Quarantine) == fromQuarantine);
        QVERIFY(nextStates(CardState::Replaced).empty());
        QVERIFY(isIntakeFailure(CardState::Quarantine) && isIntakeFailure(CardState::Reject));
        QVERIFY(!isIntakeFailure(CardState::Pass) && isVerdict(CardState::Pass));
        QVERIFY(!isVerdict(CardState::Production));
    }

    // Closed forms: Beta(1,1) is uniform, Beta(a,1) has CDF x^a, Beta(1,b) has CDF 1 - (1 - x)^b.
    void betaAgainstClosedForms()
    {
        for (const double p : {0.05, 0.3, 0.5, 0.95}) {
            QVERIFY(std::fabs(BetaDistribution{1, 1}.quantile(p) - p) < 1e-10);
            QVERIFY(std::fabs(BetaDistribution{3, 1}.quantile(p) - std::cbrt(p)) < 1e-10);
            QVERIFY(std::fabs(BetaDistribution{1, 4}.quantile(p) - (1.0 - std::pow(1.0 - p, 0.25))) < 1e-10);
        }
        for (const double x : {0.01, 0.2, 0.5, 0.77, 0.99}) {
            QVERIFY(std::fabs(BetaDistribution{3, 1}.cdf(x) - x * x * x) < 1e-12);
            // Beta(2,2): CDF 3x^2 - 2x^3.
            QVERIFY(std::fabs(BetaDistribution{2, 2}.cdf(x) - (3 * x * x - 2 * x * x * x)) < 1e-12);
            // Symmetry: I_x(a, b) = 1 - I_{1-x}(b, a), on both sides of the continued fraction's switch.
            QVERIFY(std::fabs(BetaDistribution{4.5, 15.5}.cdf(x) + BetaDistribution{15.5, 4.5}.cdf(1 - x) - 1) < 1e-12);
        }
        // Beta(2,2)'s 5 % quantile: the root of 3x^2 - 2x^3 = 0.05 in [0, 1], 0.135350 (by hand, Newton from 0.1).
        QVERIFY(std::fabs(BetaDistribution{2, 2}.quantile(0.05) - 0.1353504) < 1e-6);
        QCOMPARE((BetaDistribution{2, 2}.quantile(0)), 0.0);
        QCOMPARE((BetaDistribution{2, 2}.quantile(1)), 1.0);
    }

    // The issue's lot of 10 cards: 7 pass, 2 quarantine, 1 reject, consumer cards. Prior Beta(1.5, 8.5) (mean 15 %
    // worth 10 cards); posterior Beta(1.5 + 3, 8.5 + 7) = Beta(4.5, 15.5), mean 4.5 / 20 = 0.225. Its 5 % and 95 %
    // quantiles, 0.09219 and 0.38969, come from integrating the Beta(4.5, 15.5) density with Simpson's rule (200,000
    // steps) and bisecting, in Python: a different method from the continued fraction under test.
    void lotOfTenIntakeFailure()
    {
        const BetaPrior prior = intakePrior(Segment::Consumer);
        QCOMPARE(prior.alpha, 1.5);
        QCOMPARE(prior.beta, 8.5);
        const FailureRate r = failureRate(prior, 3, 10, kSmallIntakeSample);
        QCOMPARE(r.value, 0.225);
        QVERIFY2(std::fabs(r.low - 0.09219) < 1e-4, QByteArray::number(r.low, 'g', 8).constData());
        QVERIFY2(std::fabs(r.high - 0.38969) < 1e-4, QByteArray::number(r.high, 'g', 8).constData());
        QVERIFY(r.smallSample); // 10 cards < 20
        QCOMPARE(r.prior.name, std::string("consumer intake"));
        // Forty cards, twelve failing: no longer small, and the interval narrower around the same share.
        const FailureRate more = failureRate(prior, 12, 40, kSmallIntakeSample);
        QVERIFY(!more.smallSample);
        QVERIFY(more.high - more.low < r.high - r.low);
        QCOMPARE(more.value, (1.5 + 12) / (10.0 + 40));
    }

    // In service: datacenter cards at 0.1 failures per GPU-year, 1/120 per card-month, worth 120 card-months:
    // Beta(1, 119). Two failures in 240 card-months: Beta(3, 357), mean 3 / 360.
    void inServicePerCardMonth()
    {
        const BetaPrior prior = inServicePrior(Segment::Datacenter);
        QVERIFY(std::fabs(prior.alpha - 1.0) < 1e-12);
        QVERIFY(std::fabs(prior.beta - 119.0) < 1e-12);
        const FailureRate r = failureRate(prior, 2, 240, kSmallServiceSample);
        QVERIFY(std::fabs(r.value - 3.0 / 360.0) < 1e-12);
        QVERIFY(r.low < r.value && r.value < r.high);
        QVERIFY(!r.smallSample);
        // The interval is the posterior's: its CDF at the bounds is 5 % and 95 %.
        const BetaDistribution posterior{3, 357};
        QVERIFY(std::fabs(posterior.cdf(r.low) - 0.05) < 1e-9);
        QVERIFY(std::fabs(posterior.cdf(r.high) - 0.95) < 1e-9);
        // Consumer cards' prior is three times the datacenter's.
        QVERIFY(std::fabs(inServicePrior(Segment::Consumer).alpha - 3.0) < 1e-12);
    }

    // Nothing observed: the prior itself, and bad counts clamped rather than producing a NaN.
    void noDataIsThePrior()
    {
        const FailureRate r = failureRate(intakePrior(Segment::Datacenter), 0, 0, kSmallIntakeSample);
        QVERIFY(std::fabs(r.value - 0.05) < 1e-12);
        QVERIFY(r.smallSample);
        const FailureRate clamped = failureRate(intakePrior(Segment::Datacenter), 5, 2, kSmallIntakeSample);
        QCOMPARE(clamped.failures, 2.0);
        QVERIFY(std::isfinite(clamped.low) && std::isfinite(clamped.high));
    }

    // The issue's lot of ten: 7 pass, 2 quarantine, 1 reject. Three of the passes went to production on 2026-01-01;
    // one was pulled back to the pool on 2026-04-01 (a failure in service). On 2026-07-01: counts by latest verdict
    // (the pulled card still counts as a pass), 10 judged, 3 failed; in service (181 + 181 + 90) days / 30.4375 =
    // 14.8501 card-months with 1 failure.
    void tallyOfALot()
    {
        std::vector<IntakeCard> cards;
        const auto event = [](std::optional<CardState> from, CardState to, const char *at) {
            return IntakeEvent{from, to, at, "sre", "", ""};
        };
        for (int i = 0; i < 10; ++i) {
            IntakeCard c;
            c.serial = "S" + std::to_string(i);
            const CardState verdict = i < 7 ? CardState::Pass : i < 9 ? CardState::Quarantine : CardState::Reject;
            c.history = {event(std::nullopt, CardState::Received, "2025-12-01T09:00:00Z"),
                         event(CardState::Received, CardState::InPool, "2025-12-02T09:00:00Z"),
                         event(CardState::InPool, verdict, "2025-12-05T09:00:00Z")};
            c.state = verdict;
            if (i < 3) {
                c.history.push_back(event(CardState::Pass, CardState::Production, "2026-01-01T08:00:00Z"));
                c.state = CardState::Production;
            }
            if (i == 2) {
                c.history.push_back(event(CardState::Production, CardState::InPool, "2026-04-01T08:00:00Z"));
                c.state = CardState::InPool;
            }
            cards.push_back(c);
        }
        const IntakeTally t = tallyCards(cards, "2026-07-01");
        QCOMPARE(t.counts.at("pass"), 7);
        QCOMPARE(t.counts.at("quarantine"), 2);
        QCOMPARE(t.counts.at("reject"), 1);
        QCOMPARE(t.counts.count("in-pool"), std::size_t(0));
        QCOMPARE(t.judged, 10);
        QCOMPARE(t.failedIntake, 3);
        QCOMPARE(t.serviceFailures, 1);
        QVERIFY(std::fabs(t.serviceMonths - 452.0 / 30.4375) < 1e-9);
        // A card not yet judged counts under its state.
        IntakeCard fresh;
        fresh.history = {event(std::nullopt, CardState::Received, "2026-06-30T09:00:00Z")};
        cards.push_back(fresh);
        QCOMPARE(tallyCards(cards, "2026-07-01").counts.at("received"), 1);
        QCOMPARE(tallyCards(cards, "2026-07-01").judged, 10);

        // As a source record, consumer cards: the consumer prior, Beta(1.5 + 3, 8.5 + 7) as in lotOfTenIntakeFailure.
        cards.pop_back();
        const SourceRecord consumer
            = sourceRecord("lot 1", cards, std::vector<Segment>(10, Segment::Consumer), "2026-07-01");
        QCOMPARE(consumer.intake.value, 0.225);
        QCOMPARE(consumer.cards, 10);
        // In service: the consumer prior Beta(3, 117) (0.3 failures per card-year, worth 120 card-months), then 1
        // failure in 14.8501 card-months: mean (3 + 1) / (120 + 14.8501).
        QVERIFY(std::fabs(consumer.inService.value - (3.0 + 1) / (120.0 + 452.0 / 30.4375)) < 1e-12);
        QVERIFY(consumer.inService.smallSample); // 14.85 card-months < 120
    }

    // Fleet findings on a card count as failures in service once it has been in production: the distinct fault
    // codes, or its pulls from production when more (a pull for a fault the fleet also found counts once).
    void findingsCountAgainstTheLot()
    {
        const auto event = [](std::optional<CardState> from, CardState to, const char *at) {
            return IntakeEvent{from, to, at, "sre", "", ""};
        };
        const auto card = [&](const char *serial, bool production, bool pulled) {
            IntakeCard c;
            c.serial = serial;
            c.history = {event(std::nullopt, CardState::Received, "2026-01-01T00:00:00Z"),
                         event(CardState::Received, CardState::InPool, "2026-01-02T00:00:00Z"),
                         event(CardState::InPool, CardState::Pass, "2026-01-03T00:00:00Z")};
            if (production)
                c.history.push_back(event(CardState::Pass, CardState::Production, "2026-01-04T00:00:00Z"));
            if (pulled)
                c.history.push_back(event(CardState::Production, CardState::InPool, "2026-03-01T00:00:00Z"));
            return c;
        };
        const std::vector<IntakeCard> cards
            = {card("A", true, true), card("B", false, false), card("C", true, false), card("D", true, false)};
        const auto finding = [](const char *serial, const char *code) {
            CardFinding f;
            f.serial = serial;
            f.code = code;
            return f;
        };
        const std::vector<CardFinding> findings = {
            finding("A", "xid_reject"),        // A: pulled for it: 1, not 2
            finding("B", "ecc_uncorrectable"), // B: never in production: not in service
            finding("C", "xid_application"),   // C: the application's fault, not the card's
            finding("C", "ecc_corrected_high"), finding("D", "ecc_uncorrectable"), // D: two distinct faults
            finding("D", "xid_recurring"),      finding("D", "xid_recurring"),
        };
        QCOMPARE(tallyCards(cards, "2026-06-01").serviceFailures, 1);
        QCOMPARE(tallyCards(cards, "2026-06-01", findings).serviceFailures, 1 + 0 + 0 + 2);
        QVERIFY(isServiceFailureFinding("row_remap_failure"));
        QVERIFY(!isServiceFailureFinding("row_remap_pending"));
    }

    // A quote as a Decision option: mode by condition (cloud channel: on demand), price, quantity as the most GPUs,
    // lead time in weeks; a quote in another currency is refused.
    void quoteAsOption()
    {
        Quote q;
        q.id = 7;
        q.seller = "Refurb Co";
        q.channel = SellerChannel::Refurbisher;
        q.skuId = "nvidia-a100-sxm-80gb";
        q.condition = CardCondition::Refurbished;
        q.unitPrice = 9800;
        q.quantity = 16;
        q.leadTimeDays = 21;
        q.date = "2026-11-20";
        const std::optional<ScenarioOption> o = quoteOption(q);
        QVERIFY(o.has_value());
        QCOMPARE(o->id, std::string("quote-7"));
        QCOMPARE(int(o->mode), int(PurchaseMode::Refurbished));
        QCOMPARE(o->priceUsd.value_or(0), 9800.0);
        QCOMPARE(o->maxGpus.value_or(0), 16);
        QCOMPARE(o->lockIn.leadTimeWeeks.value_or(0), 3.0);
        QCOMPARE(o->priceNote, std::string("quote 7 from Refurb Co (refurbisher), 2026-11-20"));
        q.channel = SellerChannel::Cloud;
        QCOMPARE(int(quoteOption(q)->mode), int(PurchaseMode::CloudOnDemand));
        q.currency = "EUR";
        std::string why;
        QVERIFY(!quoteOption(q, &why));
        QCOMPARE(why, std::string("the quote is in EUR and decisions are in USD"));
    }

    // 7 consumer and 3 datacenter cards: the mean of the class priors, Beta((1.5 x 7 + 0.5 x 3) / 10,
    // (8.5 x 7 + 9.5 x 3) / 10) = Beta(1.2, 8.8).
    void mixedPriors()
    {
        std::vector<Segment> segments(7, Segment::Consumer);
        segments.insert(segments.end(), 3, Segment::Datacenter);
        const BetaPrior p = mixedPrior(segments, false);
        QVERIFY(std::fabs(p.alpha - 1.2) < 1e-12);
        QVERIFY(std::fabs(p.beta - 8.8) < 1e-12);
        QCOMPARE(p.name, std::string("mixed intake (datacenter 3, consumer 7)"));
        QCOMPARE(mixedPrior(std::vector<Segment>(4, Segment::Workstation), true).name,
                 std::string("workstation in service"));
    }
};

QTEST_APPLESS_MAIN(TestIntakeRates)
#include "tst_intakerates.moc"
