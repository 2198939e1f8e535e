#pragma once

#include <optional>
#include <string_view>
#include <vector>

namespace GpuPlan {

/**
 * Where a card that arrived in an intake lot stands (the second field guide's intake practice: every card
 * passes a burn-in in a quarantine pool before production). The burn-in verdicts are pass, quarantine and
 * reject; the others are where the card went afterwards.
 */
enum class CardState {
    Received,     ///< "received": arrived, not yet in the pool
    InPool,       ///< "in-pool": in the quarantine pool, burn-in pending
    Pass,         ///< "pass": the burn-in passed
    Quarantine,   ///< "quarantine": the burn-in found a soft problem (clocks, temperature, speed)
    Reject,       ///< "reject": the burn-in found a hard fault (miscompare, Xid, uncorrectable ECC)
    Production,   ///< "production"
    DevOnly,      ///< "dev-only": kept for non-critical work
    RmaRequested, ///< "rma-requested": sent back to the seller
    RmaReturned,  ///< "rma-returned": the seller took it back
    Replaced,     ///< "replaced": the seller's replacement arrived (as a new card)
};
inline constexpr int CardStateCount = 10;

std::string_view cardStateKey(CardState state); ///< the CLI name: "in-pool", "rma-requested", ...
std::optional<CardState> cardStateFromKey(std::string_view key);
/// Every state, in the order above.
const std::vector<CardState> &allCardStates();

/**
 * Whether a card may go from @p from to @p to:
 * received -> in-pool; in-pool -> pass | quarantine | reject; pass -> production | dev-only;
 * quarantine -> in-pool (re-test) | dev-only | rma-requested; reject -> rma-requested | dev-only;
 * production -> in-pool (pulled after a fault); rma-requested -> rma-returned -> replaced.
 * Anything else (including staying put) is refused.
 */
bool canTransition(CardState from, CardState to);
/// The states @p from may go to, in the order of allCardStates().
std::vector<CardState> nextStates(CardState from);
/// A burn-in verdict: pass, quarantine or reject.
bool isVerdict(CardState state);
/// A verdict that counts as failing intake: quarantine or reject.
bool isIntakeFailure(CardState state);

} // namespace GpuPlan
