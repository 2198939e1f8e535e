#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace GpuPlan {

struct NamedEntry
{
    std::string_view id;
    std::string_view name;
};

struct NameMatch
{
    enum class Status { Found, NotFound, Ambiguous };
    Status status = Status::NotFound;
    std::size_t index = 0;               ///< valid when Found
    std::vector<std::size_t> candidates; ///< when Ambiguous: every entry that matched
};

/**
 * Finds the entry a user means by @p query: its id, its exact name, or an unambiguous part of its name
 * ("RTX 4090" for "GeForce RTX 4090"). Case, spaces, '-' and '_' are ignored. An exact id or name wins
 * over partial matches, so "L4" is the L4 even though "L40S" contains it.
 */
NameMatch findByIdOrName(std::string_view query, const std::vector<NamedEntry> &entries);

} // namespace GpuPlan
