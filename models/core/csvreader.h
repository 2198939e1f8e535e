#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace GpuPlan {

/**
 * The one CSV tokenizer: reads the records of a text one at a time, RFC 4180 style (quoted fields,
 * doubled quotes, separators and newlines inside quotes, CRLF line ends), counting 1-based lines.
 * A quote opens a quoted field at the start of a field, after optional spaces or tabs (tools print
 * `a, "b, c"`); elsewhere it is an ordinary character.
 */
class CsvReader
{
public:
    explicit CsvReader(std::string_view text, char separator = ',');

    /// The next record's fields (a blank line gives one empty field); false at the end of the text.
    bool next(std::vector<std::string> &fields);
    /// The 1-based line where the record last returned by next() starts.
    int recordLine() const { return m_recordLine; }
    /// True when the last record's quoted field was still open at the end of the text.
    bool unterminatedQuote() const { return m_unterminated; }

private:
    std::string_view m_text;
    std::size_t m_pos = 0;
    char m_separator;
    int m_line = 1;
    int m_recordLine = 0;
    bool m_unterminated = false;
};

} // namespace GpuPlan
