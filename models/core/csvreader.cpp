#include "csvreader.h"

namespace GpuPlan {

CsvReader::CsvReader(std::string_view text, char separator)
    : m_text(text)
    , m_separator(separator)
{
}

bool CsvReader::next(std::vector<std::string> &fields)
{
    fields.clear();
    if (m_pos >= m_text.size())
        return false;
    m_recordLine = m_line;
    fields.emplace_back();
    bool quoted = false;
    bool started = false; // the field has a quote or a character other than leading blanks
    for (; m_pos < m_text.size(); ++m_pos) {
        const char c = m_text[m_pos];
        std::string &field = fields.back();
        if (quoted) {
            if (c == '"' && m_pos + 1 < m_text.size() && m_text[m_pos + 1] == '"') {
                field += '"';
                ++m_pos;
            } else if (c == '"') {
                quoted = false;
            } else {
                if (c == '\n')
                    ++m_line;
                field += c;
            }
        } else if (c == '"' && !started) {
            field.clear(); // the blanks before the opening quote
            quoted = started = true;
        } else if (c == m_separator) {
            fields.emplace_back();
            started = false;
        } else if (c == '\n') {
            ++m_pos;
            ++m_line;
            m_unterminated = false;
            return true;
        } else if (c != '\r') {
            field += c;
            started = started || (c != ' ' && c != '\t');
        }
    }
    m_unterminated = quoted;
    return true;
}

} // namespace GpuPlan
