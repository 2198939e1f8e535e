#include "textsource.h"

#include <algorithm>

namespace GpuPlan {
namespace {

constexpr std::size_t kChunk = 1 << 20;
constexpr std::size_t kHead = 64 * 1024;

void appendUtf8(std::string &out, char32_t c)
{
    if (c < 0x80) {
        out += static_cast<char>(c);
    } else if (c < 0x800) {
        out += static_cast<char>(0xC0 | (c >> 6));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += static_cast<char>(0xE0 | (c >> 12));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (c >> 18));
        out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    }
}

// UTF-16 (after its BOM) to UTF-8; an unpaired surrogate becomes U+FFFD.
std::string fromUtf16(std::string_view bytes, bool littleEndian)
{
    std::string out;
    out.reserve(bytes.size() / 2);
    const auto unit = [&](std::size_t i) {
        const auto a = static_cast<unsigned char>(bytes[i]);
        const auto b = static_cast<unsigned char>(bytes[i + 1]);
        return static_cast<char32_t>(littleEndian ? (a | (b << 8)) : ((a << 8) | b));
    };
    for (std::size_t i = 0; i + 1 < bytes.size(); i += 2) {
        char32_t c = unit(i);
        if (c >= 0xD800 && c <= 0xDBFF && i + 3 < bytes.size()) {
            const char32_t low = unit(i + 2);
            if (low >= 0xDC00 && low <= 0xDFFF) {
                c = 0x10000 + ((c - 0xD800) << 10) + (low - 0xDC00);
                i += 2;
            } else {
                c = 0xFFFD;
            }
        } else if (c >= 0xD800 && c <= 0xDFFF) {
            c = 0xFFFD;
        }
        appendUtf8(out, c);
    }
    return out;
}

// Drops a byte-order mark; converts UTF-16. `bytes` is a whole file or its beginning.
std::string decode(std::string bytes)
{
    const std::string_view view(bytes);
    if (view.starts_with("\xFF\xFE"))
        return fromUtf16(view.substr(2), true);
    if (view.starts_with("\xFE\xFF"))
        return fromUtf16(view.substr(2), false);
    if (view.starts_with("\xEF\xBB\xBF"))
        bytes.erase(0, 3);
    return bytes;
}

} // namespace

TextSource::TextSource(TextSource &&) noexcept = default;
TextSource &TextSource::operator=(TextSource &&) noexcept = default;
TextSource::~TextSource() = default;

TextSource TextSource::fromBytes(std::string bytes)
{
    TextSource s;
    s.m_total = bytes.size();
    s.m_buffer = decode(std::move(bytes));
    s.m_eof = true;
    s.prime();
    return s;
}

TextSource TextSource::open(const std::string &path)
{
    TextSource s;
    auto file = std::make_unique<std::ifstream>(path, std::ios::binary);
    if (!*file) {
        s.m_error = "cannot open " + path;
        return s;
    }
    file->seekg(0, std::ios::end);
    s.m_total = static_cast<std::uint64_t>(std::max<std::streamoff>(0, file->tellg()));
    file->seekg(0, std::ios::beg);
    char bom[3] = {};
    file->read(bom, 3);
    const auto got = static_cast<std::size_t>(file->gcount());
    const auto b0 = static_cast<unsigned char>(bom[0]);
    const auto b1 = static_cast<unsigned char>(bom[1]);
    if (got >= 2 && ((b0 == 0xFF && b1 == 0xFE) || (b0 == 0xFE && b1 == 0xFF))) {
        // UTF-16 files come from Windows tools and are small: decode at once.
        std::string all(bom, got);
        all.append(std::istreambuf_iterator<char>(*file), std::istreambuf_iterator<char>());
        TextSource whole = fromBytes(std::move(all));
        whole.m_consumed = 0;
        return whole;
    }
    if (!(got == 3 && std::string_view(bom, 3) == "\xEF\xBB\xBF"))
        s.m_buffer.assign(bom, got);
    s.m_file = std::move(file);
    s.m_eof = false;
    while (s.m_buffer.size() < kHead && s.fill()) { }
    s.prime();
    return s;
}

void TextSource::prime() { m_head = m_buffer.substr(0, std::min(kHead, m_buffer.size())); }

bool TextSource::looksBinary() const
{
    return std::any_of(m_head.begin(), m_head.end(), [](char c) {
        const auto u = static_cast<unsigned char>(c);
        return u == 0 || (u < 0x20 && u != '\n' && u != '\r' && u != '\t' && u != '\f' && u != 0x1B);
    });
}

bool TextSource::fill()
{
    if (m_eof || !m_file)
        return false;
    const std::size_t old = m_buffer.size();
    m_buffer.resize(old + kChunk);
    m_file->read(m_buffer.data() + old, static_cast<std::streamsize>(kChunk));
    const auto got = static_cast<std::size_t>(m_file->gcount());
    m_buffer.resize(old + got);
    if (got < kChunk)
        m_eof = true;
    return got > 0;
}

bool TextSource::nextLine(std::string_view &line)
{
    for (;;) {
        if (m_skipLf && m_pos < m_buffer.size()) {
            if (m_buffer[m_pos] == '\n') {
                ++m_pos;
                ++m_consumed;
            }
            m_skipLf = false;
        }
        // Not find_first_of("\r\n"): libstdc++ calls memchr on the set for every byte (half the time of
        // a big CSV import went there).
        auto end = m_pos;
        while (end < m_buffer.size() && m_buffer[end] != '\n' && m_buffer[end] != '\r')
            ++end;
        if (end == m_buffer.size())
            end = std::string::npos;
        if (end != std::string::npos && (m_buffer[end] == '\n' || end + 1 < m_buffer.size() || m_eof)) {
            line = std::string_view(m_buffer).substr(m_pos, end - m_pos);
            m_skipLf = m_buffer[end] == '\r';
            m_consumed += end + 1 - m_pos;
            m_pos = end + 1;
            ++m_lineNumber;
            return true;
        }
        if (!m_eof) {
            m_buffer.erase(0, m_pos); // the previous line's view is no longer needed
            m_pos = 0;
            fill();
            continue;
        }
        if (m_pos < m_buffer.size()) { // last line without an end
            line = std::string_view(m_buffer).substr(m_pos);
            m_consumed += m_buffer.size() - m_pos;
            m_pos = m_buffer.size();
            ++m_lineNumber;
            return true;
        }
        return false;
    }
}

std::string TextSource::readAll()
{
    std::string rest = m_buffer.substr(m_pos);
    if (m_skipLf && !rest.empty() && rest.front() == '\n')
        rest.erase(0, 1);
    m_skipLf = false;
    if (m_file && !m_eof)
        rest.append(std::istreambuf_iterator<char>(*m_file), std::istreambuf_iterator<char>());
    m_eof = true;
    m_buffer.clear();
    m_pos = 0;
    m_consumed = m_total;
    return rest;
}

} // namespace GpuPlan
