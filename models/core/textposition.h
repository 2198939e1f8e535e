#pragma once

#include <cstddef>
#include <string_view>

namespace GpuPlan {

/// A place in a text: 1-based line and column; columns count characters (UTF-8 code points).
struct TextPosition
{
    int line = 1;
    int column = 1;

    bool operator==(const TextPosition &) const = default;
};

/// The position of byte @p offset of @p text (clamped to its end), lines counted from @p firstLine.
TextPosition textPosition(std::string_view text, std::size_t offset, int firstLine = 1);

/// The position of a JSON syntax error of @p text from nlohmann's parse_error::byte, which counts
/// from 1 and points just past the offending character.
TextPosition jsonErrorPosition(std::string_view text, std::size_t errorByte, int firstLine = 1);

} // namespace GpuPlan
