#include "namelookup.h"

namespace GpuPlan {

namespace {
std::string normalized(std::string_view s)
{
    std::string out;
    out.reserve(s.size());
    for (char c : s) {
        if (c == ' ' || c == '-' || c == '_')
            continue;
        out += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    }
    return out;
}
} // namespace

NameMatch findByIdOrName(std::string_view query, const std::vector<NamedEntry> &entries)
{
    NameMatch result;
    const std::string q = normalized(query);
    if (q.empty())
        return result;
    std::vector<std::size_t> exact;
    std::vector<std::size_t> partial;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        if (entries[i].id == query) {
            result.status = NameMatch::Status::Found;
            result.index = i;
            return result;
        }
        const std::string id = normalized(entries[i].id);
        const std::string name = normalized(entries[i].name);
        if (id == q || name == q)
            exact.push_back(i);
        else if (name.find(q) != std::string::npos || id.find(q) != std::string::npos)
            partial.push_back(i);
    }
    const std::vector<std::size_t> &hits = exact.empty() ? partial : exact;
    if (hits.size() == 1) {
        result.status = NameMatch::Status::Found;
        result.index = hits.front();
    } else if (hits.size() > 1) {
        result.status = NameMatch::Status::Ambiguous;
        result.candidates = hits;
    }
    return result;
}

} // namespace GpuPlan
