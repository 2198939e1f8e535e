#include "intakelot.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <set>

namespace GpuPlan {

namespace {

constexpr double kDaysPerMonth = 30.4375;

// Days since 1970-01-01 of the date part of an ISO date or date-time; nullopt when it is none.
std::optional<double> dayOf(std::string_view iso)
{
    if (iso.size() < 10)
        return std::nullopt;
    int y = 0;
    unsigned m = 0, d = 0;
    const auto number = [](std::string_view text, auto &out) {
        const auto r = std::from_chars(text.data(), text.data() + text.size(), out);
        return r.ec == std::errc() && r.ptr == text.data() + text.size();
    };
    if (iso[4] != '-' || iso[7] != '-' || !number(iso.substr(0, 4), y) || !number(iso.substr(5, 2), m)
        || !number(iso.substr(8, 2), d))
        return std::nullopt;
    const std::chrono::year_month_day date{std::chrono::year{y}, std::chrono::month{m}, std::chrono::day{d}};
    if (!date.ok())
        return std::nullopt;
    return static_cast<double>(std::chrono::sys_days{date}.time_since_epoch().count());
}

} // namespace

std::optional<CardState> latestVerdict(const IntakeCard &card)
{
    for (auto it = card.history.rbegin(); it != card.history.rend(); ++it)
        if (isVerdict(it->to))
            return it->to;
    return std::nullopt;
}

bool isServiceFailureFinding(std::string_view code)
{
    for (const std::string_view fault : {"xid_reject", "xid_quarantine", "xid_recurring", "ecc_uncorrectable",
                                         "ecc_growing", "retired_pages_dbe", "row_remap_failure"})
        if (code == fault)
            return true;
    return false;
}

IntakeTally tallyCards(const std::vector<IntakeCard> &cards, std::string_view today,
                       const std::vector<CardFinding> &findings)
{
    IntakeTally t;
    const std::optional<double> now = dayOf(today);
    for (const IntakeCard &card : cards) {
        const std::optional<CardState> verdict = latestVerdict(card);
        ++t.counts[std::string(cardStateKey(verdict ? *verdict : card.state))];
        if (verdict) {
            ++t.judged;
            t.failedIntake += isIntakeFailure(*verdict) ? 1 : 0;
        }
        // Production periods: from each move into production to the next move out of it (or today). A plain
        // double and a flag, not an optional: GCC's -O2 takes a reset optional for one read uninitialised.
        bool inProduction = false;
        bool everInProduction = false;
        int pulls = 0;
        double since = 0;
        for (const IntakeEvent &e : card.history) {
            if (e.to == CardState::Production) {
                const std::optional<double> day = dayOf(e.at);
                inProduction = day.has_value();
                everInProduction = true;
                since = day.value_or(0.0);
            } else if (e.from == CardState::Production) {
                const std::optional<double> end = dayOf(e.at);
                if (inProduction && end)
                    t.serviceMonths += std::max(0.0, *end - since) / kDaysPerMonth;
                inProduction = false;
                pulls += e.to == CardState::InPool ? 1 : 0;
            }
        }
        std::set<std::string> faults;
        if (everInProduction)
            for (const CardFinding &f : findings)
                if (f.serial == card.serial && isServiceFailureFinding(f.code))
                    faults.insert(f.code);
        t.serviceFailures += std::max(pulls, static_cast<int>(faults.size()));
        if (inProduction && now)
            t.serviceMonths += std::max(0.0, *now - since) / kDaysPerMonth;
    }
    return t;
}

BetaPrior mixedPrior(const std::vector<Segment> &segments, bool inService)
{
    const auto priorOf = [&](Segment s) { return inService ? inServicePrior(s) : intakePrior(s); };
    if (segments.empty())
        return priorOf(Segment::Consumer);
    std::map<Segment, int> counts;
    for (const Segment s : segments)
        ++counts[s];
    if (counts.size() == 1)
        return priorOf(segments.front());
    BetaPrior mixed;
    mixed.alpha = 0;
    mixed.beta = 0;
    std::string parts;
    for (const auto &[segment, n] : counts) {
        const BetaPrior p = priorOf(segment);
        mixed.alpha += p.alpha * n / static_cast<double>(segments.size());
        mixed.beta += p.beta * n / static_cast<double>(segments.size());
        parts += (parts.empty() ? "" : ", ") + std::string(segmentKey(segment)) + " " + std::to_string(n);
    }
    mixed.name = std::string(inService ? "mixed in service" : "mixed intake") + " (" + parts + ")";
    return mixed;
}

SourceRecord sourceRecord(std::string key, const std::vector<IntakeCard> &cards, const std::vector<Segment> &segments,
                          std::string_view today, const std::vector<CardFinding> &findings)
{
    SourceRecord r;
    r.key = std::move(key);
    r.cards = static_cast<int>(cards.size());
    r.tally = tallyCards(cards, today, findings);
    r.intake = failureRate(mixedPrior(segments, false), r.tally.failedIntake, r.tally.judged, kSmallIntakeSample);
    r.inService
        = failureRate(mixedPrior(segments, true), r.tally.serviceFailures, r.tally.serviceMonths, kSmallServiceSample);
    return r;
}

} // namespace GpuPlan
