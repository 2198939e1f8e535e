#include "textposition.h"

#include <algorithm>

namespace GpuPlan {

TextPosition textPosition(std::string_view text, std::size_t offset, int firstLine)
{
    TextPosition at{firstLine, 1};
    const std::size_t end = std::min(offset, text.size());
    for (std::size_t i = 0; i < end; ++i) {
        if (text[i] == '\n') {
            ++at.line;
            at.column = 1;
        } else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
            ++at.column; // a UTF-8 continuation byte does not start a character
        }
    }
    return at;
}

TextPosition jsonErrorPosition(std::string_view text, std::size_t errorByte, int firstLine)
{
    return textPosition(text, errorByte > 0 ? errorByte - 1 : 0, firstLine);
}

} // namespace GpuPlan
