#pragma once
// A domain enum's string keys as a constexpr table of (value, key) pairs, looked up both ways: the keys written in
// catalog JSON, the workspace, presets and the command line.

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <utility>

namespace GpuPlan::EnumTable {

template <typename E, std::size_t N>
using Table = std::array<std::pair<E, std::string_view>, N>;

/// The key of @p value ("" when the table lacks it).
template <typename E, std::size_t N>
constexpr std::string_view keyOf(const Table<E, N> &table, E value)
{
    for (const auto &[e, key] : table)
        if (e == value)
            return key;
    return {};
}

/// The value whose key is @p key, exactly.
template <typename E, std::size_t N>
constexpr std::optional<E> valueOf(const Table<E, N> &table, std::string_view key)
{
    for (const auto &[e, k] : table)
        if (k == key)
            return e;
    return std::nullopt;
}

} // namespace GpuPlan::EnumTable
