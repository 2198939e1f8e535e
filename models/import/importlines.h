#pragma once

#include "importer.h"
#include "parsetext.h"

#include <string_view>

namespace GpuPlan {

/**
 * The read loop of a parser that goes line by line, with keepGoing()'s progress and cancel cadence:
 *
 *     ImportLines lines(text, sink);
 *     while (lines.nextNonBlank()) {
 *         ... lines.trimmed(), lines.number() ...
 *     }
 *     if (lines.cancelled())
 *         return false;
 *
 * A cancelled import has its import.cancelled error already; the parser returns false at once.
 */
class ImportLines
{
public:
    ImportLines(TextSource &text, ImportSink &sink)
        : m_text(text)
        , m_sink(sink)
    {
    }

    /// Reads the next line; false at the end of the text, or when the import was cancelled.
    bool next()
    {
        if (!m_text.nextLine(m_raw))
            return false;
        if (!keepGoing(m_text, m_sink)) {
            m_cancelled = true;
            return false;
        }
        m_trimmed = ParseText::trim(m_raw);
        return true;
    }
    /// next(), passing over the lines that are blank once trimmed.
    bool nextNonBlank()
    {
        while (next())
            if (!m_trimmed.empty())
                return true;
        return false;
    }

    bool cancelled() const { return m_cancelled; }
    /// The line as read, without its line break.
    std::string_view raw() const { return m_raw; }
    /// The line without its leading and trailing blanks.
    std::string_view trimmed() const { return m_trimmed; }
    /// Its 1-based number in the text.
    int number() const { return m_text.lineNumber(); }

private:
    TextSource &m_text;
    ImportSink &m_sink;
    std::string_view m_raw, m_trimmed;
    bool m_cancelled = false;
};

} // namespace GpuPlan
