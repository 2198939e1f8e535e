#pragma once

#include <cstdint>
#include <fstream>
#include <memory>
#include <string>
#include <string_view>

namespace GpuPlan {

/**
 * The text of an imported file, line by line, with 1-based line numbers. UTF-8 (a BOM is dropped) is
 * streamed in chunks so that a 1 GB CSV never sits in memory; UTF-16 with a BOM (nvidia-smi redirected
 * on Windows) is converted to UTF-8. CRLF and lone CR end lines like LF.
 */
class TextSource
{
public:
    /// Text already in memory (tests, fuzzers, small files).
    static TextSource fromBytes(std::string bytes);
    /// A file on disk; on failure returns a source whose error() says why.
    static TextSource open(const std::string &path);

    TextSource(TextSource &&) noexcept;
    TextSource &operator=(TextSource &&) noexcept;
    ~TextSource();

    const std::string &error() const { return m_error; }
    /// The first bytes of the decoded text (up to 64 KiB), for format detection; does not consume.
    std::string_view head() const { return m_head; }
    /// True when the head holds NUL or other control bytes that text never has.
    bool looksBinary() const;

    /// The next line without its end; false at the end of the text. The view is valid until the next call.
    bool nextLine(std::string_view &line);
    /// 1-based number of the last line returned by nextLine() (0 before the first).
    int lineNumber() const { return m_lineNumber; }
    /// The rest of the text at once (XML and JSON parsers); line numbers then restart from the current one.
    std::string readAll();
    std::uint64_t bytesConsumed() const { return m_consumed; }
    std::uint64_t totalBytes() const { return m_total; }

private:
    TextSource() = default;
    bool fill(); // appends the next chunk of the file to the buffer; false at end of file
    void prime();

    std::unique_ptr<std::ifstream> m_file;
    std::string m_buffer; // decoded text not yet returned
    std::size_t m_pos = 0;
    std::string m_line;
    std::string m_head;
    std::string m_error;
    int m_lineNumber = 0;
    std::uint64_t m_consumed = 0;
    std::uint64_t m_total = 0;
    bool m_eof = true;
    bool m_skipLf = false; // the previous line ended on CR: a following LF belongs to it
};

} // namespace GpuPlan
