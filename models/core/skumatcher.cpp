#include "skumatcher.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace GpuPlan {

namespace {

// Words of a product name, lower case, split on spaces and punctuation; a parenthesis drops its content
// in catalog names ("A16 (per GPU; 4 per board)") but not in device names (lspci's "[H100 SXM5 80GB]").
std::vector<std::string> words(std::string_view name, bool dropParentheses)
{
    std::vector<std::string> out;
    std::string word;
    int depth = 0;
    const auto flush = [&] {
        if (!word.empty() && depth == 0)
            out.push_back(word);
        word.clear();
    };
    for (char ch : name) {
        const auto c = static_cast<unsigned char>(ch);
        if (dropParentheses && c == '(') {
            flush();
            ++depth;
        } else if (dropParentheses && c == ')') {
            word.clear();
            depth = std::max(0, depth - 1);
        } else if (std::isalnum(c)) {
            word += char(std::tolower(c));
        } else {
            flush();
        }
    }
    flush();
    static const char *const kNoise[] = {"nvidia", "amd", "intel", "r", "tm", "corporation", "inc", "ati"};
    std::erase_if(out, [](const std::string &w) {
        return std::find_if(std::begin(kNoise), std::end(kNoise), [&w](const char *n) { return w == n; })
            != std::end(kNoise);
    });
    return out;
}

bool isMemoryWord(const std::string &w)
{
    return w.size() > 2 && w.ends_with("gb")
        && std::all_of(w.begin(), w.end() - 2, [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

bool hasDigit(const std::string &w)
{
    return std::any_of(w.begin(), w.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

// "sxm" in a catalog name matches "sxm4" in a device name; model numbers must match exactly.
bool wordIn(const std::string &w, const std::vector<std::string> &deviceWords)
{
    for (const std::string &d : deviceWords)
        if (d == w || (!hasDigit(w) && w.size() >= 3 && d.starts_with(w)))
            return true;
    return false;
}

bool isFormFactor(const std::string &w) { return w.starts_with("sxm") || w == "pcie" || w == "nvl" || w == "oam"; }

std::string lowered(std::string_view s)
{
    std::string out;
    for (char c : s)
        out += char(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

// Usable memory is a little below the nominal size: within 8 % of it, or either unknown.
bool memoryFits(long long skuBytes, std::optional<std::uint64_t> deviceBytes)
{
    return !deviceBytes || skuBytes <= 0
        || std::fabs(double(*deviceBytes) - double(skuBytes)) <= 0.08 * double(skuBytes);
}

} // namespace

SkuMatcher::SkuMatcher(const std::vector<GpuSku> &skus)
{
    for (std::size_t i = 0; i < skus.size(); ++i) {
        const GpuSku &sku = skus[i];
        Entry e;
        e.index = i;
        e.vendor = lowered(vendorKey(sku.vendor));
        for (std::string &w : words(sku.name, true)) {
            if (isMemoryWord(w))
                e.memoryWord = w;
            else
                e.words.push_back(std::move(w));
        }
        e.memoryType = lowered(sku.memoryType);
        e.memoryBytes = sku.memoryBytes.value_or(0);
        for (const std::string &id : sku.pciIds)
            e.pciIds.push_back(lowered(id));
        if (!e.words.empty())
            m_entries.push_back(std::move(e));
    }
}

std::optional<std::size_t> SkuMatcher::match(std::string_view name, std::string_view vendor,
                                             std::optional<std::uint64_t> memoryBytes, std::string_view pciId) const
{
    const std::string id = lowered(pciId);
    std::vector<std::size_t> byId;
    for (const Entry &e : m_entries)
        if (!id.empty() && std::find(e.pciIds.begin(), e.pciIds.end(), id) != e.pciIds.end()
            && memoryFits(e.memoryBytes, memoryBytes))
            byId.push_back(e.index);
    if (byId.size() == 1)
        return byId.front();
    const std::optional<std::size_t> byName = matchName(name, vendor, memoryBytes);
    if (byId.empty())
        return byName;
    // Several SKUs share the ID: the name must pick one of them.
    return byName && std::find(byId.begin(), byId.end(), *byName) != byId.end() ? byName : std::nullopt;
}

std::optional<std::size_t> SkuMatcher::matchName(std::string_view name, std::string_view vendorName,
                                                 std::optional<std::uint64_t> memoryBytes) const
{
    const std::vector<std::string> dw = words(name, false);
    if (dw.empty())
        return std::nullopt;
    const std::string vendor = lowered(vendorName);
    std::string deviceMemoryWord;
    bool deviceFormFactor = false;
    for (const std::string &w : dw) {
        if (isMemoryWord(w))
            deviceMemoryWord = w;
        deviceFormFactor = deviceFormFactor || isFormFactor(w);
    }
    struct Candidate
    {
        const Entry *entry;
        bool full;
        int matched;
    };
    std::vector<Candidate> candidates;
    for (const Entry &e : m_entries) {
        if (!vendor.empty() && vendor != e.vendor)
            continue;
        int matched = 0, modelWords = 0, modelMatched = 0;
        for (const std::string &w : e.words) {
            const bool in = wordIn(w, dw);
            matched += in;
            if (hasDigit(w)) {
                ++modelWords;
                modelMatched += in;
            }
        }
        if (modelWords == 0 || modelMatched < modelWords)
            continue;
        if (!e.memoryWord.empty() && !deviceMemoryWord.empty() && e.memoryWord != deviceMemoryWord)
            continue;
        if (!memoryFits(e.memoryBytes, memoryBytes))
            continue;
        candidates.push_back({&e, matched == int(e.words.size()), matched});
    }
    const auto keep = [&candidates](auto predicate) {
        if (std::any_of(candidates.begin(), candidates.end(), predicate))
            std::erase_if(candidates, [&](const Candidate &c) { return !predicate(c); });
    };
    keep([](const Candidate &c) { return c.full; });
    const int most = candidates.empty()
        ? 0
        : std::max_element(candidates.begin(), candidates.end(), [](const auto &a, const auto &b) {
              return a.matched < b.matched;
          })->matched;
    keep([most](const Candidate &c) { return c.matched == most; });
    keep([&dw](const Candidate &c) { return !c.entry->memoryType.empty() && wordIn(c.entry->memoryType, dw); });
    if (!deviceFormFactor)
        keep([](const Candidate &c) {
            return std::any_of(c.entry->words.begin(), c.entry->words.end(),
                               [](const std::string &w) { return w.starts_with("sxm"); });
        });
    return candidates.size() == 1 ? std::optional<std::size_t>(candidates.front().entry->index) : std::nullopt;
}

} // namespace GpuPlan
