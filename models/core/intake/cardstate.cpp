#include "cardstate.h"

#include "core/enumtable.h"

#include <array>
#include <utility>

namespace GpuPlan {

namespace {

constexpr std::array<std::pair<CardState, std::string_view>, CardStateCount> kCardStateKeys{{
    {CardState::Received, "received"},
    {CardState::InPool, "in-pool"},
    {CardState::Pass, "pass"},
    {CardState::Quarantine, "quarantine"},
    {CardState::Reject, "reject"},
    {CardState::Production, "production"},
    {CardState::DevOnly, "dev-only"},
    {CardState::RmaRequested, "rma-requested"},
    {CardState::RmaReturned, "rma-returned"},
    {CardState::Replaced, "replaced"},
}};

} // namespace

std::string_view cardStateKey(CardState state) { return EnumTable::keyOf(kCardStateKeys, state); }

std::optional<CardState> cardStateFromKey(std::string_view key) { return EnumTable::valueOf(kCardStateKeys, key); }

const std::vector<CardState> &allCardStates()
{
    static const std::vector<CardState> states = [] {
        std::vector<CardState> out;
        for (const auto &entry : kCardStateKeys)
            out.push_back(entry.first);
        return out;
    }();
    return states;
}

bool canTransition(CardState from, CardState to)
{
    using S = CardState;
    switch (from) {
    case S::Received:
        return to == S::InPool;
    case S::InPool:
        return to == S::Pass || to == S::Quarantine || to == S::Reject;
    case S::Pass:
        return to == S::Production || to == S::DevOnly;
    case S::Quarantine:
        return to == S::InPool || to == S::DevOnly || to == S::RmaRequested;
    case S::Reject:
        return to == S::RmaRequested || to == S::DevOnly;
    case S::Production:
        return to == S::InPool;
    case S::RmaRequested:
        return to == S::RmaReturned;
    case S::RmaReturned:
        return to == S::Replaced;
    case S::DevOnly:
    case S::Replaced:
        return false;
    }
    return false;
}

std::vector<CardState> nextStates(CardState from)
{
    std::vector<CardState> out;
    for (const CardState to : allCardStates())
        if (canTransition(from, to))
            out.push_back(to);
    return out;
}

bool isVerdict(CardState state)
{
    return state == CardState::Pass || state == CardState::Quarantine || state == CardState::Reject;
}

bool isIntakeFailure(CardState state) { return state == CardState::Quarantine || state == CardState::Reject; }

} // namespace GpuPlan
