#include "jsonlocator.h"

#include "textposition.h"

#include <cstddef>
#include <iterator>
#include <vector>

namespace GpuPlan {

namespace {

// An input iterator over the text that counts the newlines nlohmann's lexer has consumed; the parse
// callback reads the count to know on which line a key or an opening brace stands.
class CountingIterator
{
public:
    using iterator_category = std::input_iterator_tag;
    using value_type = char;
    using difference_type = std::ptrdiff_t;
    using pointer = const char *;
    using reference = const char &;

    CountingIterator(const char *p, int *line)
        : m_p(p)
        , m_line(line)
    {
    }
    reference operator*() const { return *m_p; }
    CountingIterator &operator++()
    {
        if (*m_p == '\n')
            ++*m_line;
        ++m_p;
        return *this;
    }
    CountingIterator operator++(int)
    {
        auto copy = *this;
        ++*this;
        return copy;
    }
    bool operator==(const CountingIterator &o) const { return m_p == o.m_p; }

private:
    const char *m_p;
    int *m_line;
};

std::string escapePointerToken(const std::string &token)
{
    std::string out;
    for (char c : token) {
        if (c == '~')
            out += "~0";
        else if (c == '/')
            out += "~1";
        else
            out += c;
    }
    return out;
}

struct Frame
{
    bool isArray = false;
    std::size_t index = 0;
    std::string key;
    std::string pointer;
};

} // namespace

int LocatedJson::lineOf(const std::string &pointer) const
{
    std::string p = pointer;
    while (true) {
        const auto it = lines.find(p);
        if (it != lines.end())
            return it->second;
        if (p.empty())
            return 0;
        p.erase(p.rfind('/'));
    }
}

LocatedJson parseLocatedJson(std::string_view text)
{
    LocatedJson result;
    int line = 1;
    std::vector<Frame> stack;

    // The pointer of the value that starts now, inside the innermost container.
    auto childPointer = [&stack]() -> std::string {
        if (stack.empty())
            return {};
        const Frame &f = stack.back();
        return f.pointer + "/" + (f.isArray ? std::to_string(f.index) : escapePointerToken(f.key));
    };
    auto valueDone = [&stack]() {
        if (!stack.empty() && stack.back().isArray)
            ++stack.back().index;
    };

    auto callback = [&](int, Json::parse_event_t event, Json &parsed) -> bool {
        switch (event) {
        case Json::parse_event_t::object_start:
        case Json::parse_event_t::array_start: {
            const std::string pointer = childPointer();
            result.lines.emplace(pointer, line);
            stack.push_back(Frame{event == Json::parse_event_t::array_start, 0, {}, pointer});
            break;
        }
        case Json::parse_event_t::key:
            if (!stack.empty()) {
                stack.back().key = parsed.get<std::string>();
                result.lines.emplace(childPointer(), line);
            }
            break;
        case Json::parse_event_t::object_end:
        case Json::parse_event_t::array_end:
            if (!stack.empty())
                stack.pop_back();
            valueDone();
            break;
        case Json::parse_event_t::value:
            if (!stack.empty() && stack.back().isArray)
                result.lines.emplace(childPointer(), line);
            valueDone();
            break;
        }
        return true;
    };

    CountingIterator first(text.data(), &line);
    CountingIterator last(text.data() + text.size(), &line);
    try {
        result.value = Json::parse(first, last, callback);
    } catch (const Json::parse_error &e) {
        const TextPosition at = jsonErrorPosition(text, e.byte);
        std::string what = e.what();
        const auto colon = what.find(": ");
        if (colon != std::string::npos)
            what = what.substr(colon + 2);
        result.syntaxError = Diagnostic{"json.syntax", Severity::Error, at.line, at.column, {}, {what}};
        result.value = Json();
    }
    return result;
}

} // namespace GpuPlan
