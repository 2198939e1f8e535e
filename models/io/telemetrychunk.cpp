#include "telemetrychunk.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>
#include <optional>

namespace GpuPlan {

namespace {

constexpr std::uint8_t kChunkFormat = 1;
constexpr std::uint8_t kChunkColumns = 13; // time, line, throttle mask, ten values

// How a column is stored.
enum ChunkMode : std::uint8_t {
    ModeAllNull = 0,
    ModeConstant = 1,
    ModeArithmetic = 2, // integers: first, step
    ModeSmall = 3,      // reals: whole numbers as 16-bit integers, kSmallNull for NULL
    ModeNarrow = 4,     // 32-bit float or integer
    ModeMillis = 5,     // reals: k / 1000 exactly, k as a 64-bit first and 32-bit steps from it (a file's times)
    ModeWide = 8,       // 64-bit double or integer
};

bool sameBitsOf(double a, double b) { return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b); }

constexpr std::int16_t kSmallNull = std::numeric_limits<std::int16_t>::min();
constexpr double kMillis = 1000.0;

// @p v as k / 1000 with k a whole number (exactly: the text "1784073600.337" reads as the double nearest to
// 1784073600337 / 1000, which is what that division gives).
std::optional<std::int64_t> asMillis(double v)
{
    const double k = v * kMillis;
    if (!(std::fabs(k) < 9.0e15))
        return std::nullopt;
    const auto whole = std::llround(k);
    if (!sameBitsOf(double(whole) / kMillis, v))
        return std::nullopt;
    return whole;
}

template <typename T>
void putLittle(std::string &out, T value)
{
    char bytes[sizeof(T)];
    std::memcpy(bytes, &value, sizeof(T));
    if constexpr (std::endian::native == std::endian::big)
        std::reverse(bytes, bytes + sizeof(T));
    out.append(bytes, sizeof(T));
}

template <typename T>
T getLittle(const char *p)
{
    char bytes[sizeof(T)];
    std::memcpy(bytes, p, sizeof(T));
    if constexpr (std::endian::native == std::endian::big)
        std::reverse(bytes, bytes + sizeof(T));
    T value;
    std::memcpy(&value, bytes, sizeof(T));
    return value;
}

template <typename Get>
void putRealColumn(std::string &out, std::size_t n, Get get)
{
    bool allNull = true, constant = true, small = true, narrow = true, millis = true;
    const double first = get(0);
    const std::optional<std::int64_t> firstMillis = asMillis(first);
    for (std::size_t i = 0; i < n; ++i) {
        const double v = get(i);
        const bool null = std::isnan(v);
        allNull = allNull && null;
        constant = constant && !null && sameBitsOf(v, first);
        // Whole numbers (clocks, temperatures, percentages): not -0, which would read back as 0.
        small = small && (null || (v == std::trunc(v) && std::fabs(v) <= 32767.0 && !(v == 0.0 && std::signbit(v))));
        narrow = narrow && (null || sameBitsOf(double(float(v)), v));
        if (millis && i > 0) {
            const std::optional<std::int64_t> k = null ? std::nullopt : asMillis(v);
            millis = k && *k - *firstMillis >= std::numeric_limits<std::int32_t>::min()
                && *k - *firstMillis <= std::numeric_limits<std::int32_t>::max();
        }
        millis = millis && firstMillis.has_value();
    }
    if (allNull) {
        out += char(ModeAllNull);
    } else if (constant) {
        out += char(ModeConstant);
        putLittle(out, first);
    } else if (small) {
        out += char(ModeSmall);
        for (std::size_t i = 0; i < n; ++i) {
            const double v = get(i);
            putLittle(out, std::isnan(v) ? kSmallNull : std::int16_t(v));
        }
    } else if (narrow) {
        out += char(ModeNarrow);
        for (std::size_t i = 0; i < n; ++i)
            putLittle(out, float(get(i)));
    } else if (millis) {
        out += char(ModeMillis);
        putLittle(out, *firstMillis);
        for (std::size_t i = 0; i < n; ++i)
            putLittle(out, std::int32_t(*asMillis(get(i)) - *firstMillis));
    } else {
        out += char(ModeWide);
        for (std::size_t i = 0; i < n; ++i)
            putLittle(out, get(i));
    }
}

template <typename Get>
void putIntegerColumn(std::string &out, std::size_t n, Get get)
{
    const auto first = std::uint64_t(get(0));
    const std::uint64_t step = n > 1 ? std::uint64_t(get(1)) - first : 0;
    bool arithmetic = true, narrow = true;
    for (std::size_t i = 0; i < n; ++i) {
        const std::int64_t v = get(i);
        arithmetic = arithmetic && std::uint64_t(v) == first + step * i; // modulo 2^64 both ways: exact
        narrow
            = narrow && v >= std::numeric_limits<std::int32_t>::min() && v <= std::numeric_limits<std::int32_t>::max();
    }
    if (arithmetic && step == 0) {
        out += char(ModeConstant);
        putLittle(out, first);
    } else if (arithmetic) {
        out += char(ModeArithmetic);
        putLittle(out, first);
        putLittle(out, step);
    } else if (narrow) {
        out += char(ModeNarrow);
        for (std::size_t i = 0; i < n; ++i)
            putLittle(out, std::int32_t(get(i)));
    } else {
        out += char(ModeWide);
        for (std::size_t i = 0; i < n; ++i)
            putLittle(out, get(i));
    }
}

// Reads one column into set(i, value); false when the data is short or the mode unknown.
class ChunkColumnReader
{
public:
    ChunkColumnReader(std::string_view data, std::size_t n)
        : m_data(data)
        , m_n(n)
    {
    }
    template <typename Set>
    bool reals(Set set)
    {
        if (!has(1))
            return false;
        const auto mode = std::uint8_t(m_data[m_at++]);
        if (mode == ModeAllNull) {
            for (std::size_t i = 0; i < m_n; ++i)
                set(i, std::numeric_limits<double>::quiet_NaN());
            return true;
        }
        if (mode == ModeConstant) {
            if (!has(8))
                return false;
            const auto v = getLittle<double>(m_data.data() + m_at);
            m_at += 8;
            for (std::size_t i = 0; i < m_n; ++i)
                set(i, v);
            return true;
        }
        if (mode == ModeSmall) {
            if (!has(m_n * 2))
                return false;
            const char *p = m_data.data() + m_at;
            for (std::size_t i = 0; i < m_n; ++i) {
                const auto v = getLittle<std::int16_t>(p + 2 * i);
                set(i, v == kSmallNull ? std::numeric_limits<double>::quiet_NaN() : double(v));
            }
            m_at += m_n * 2;
            return true;
        }
        if (mode == ModeMillis) {
            if (!has(8 + m_n * 4))
                return false;
            const auto first = getLittle<std::int64_t>(m_data.data() + m_at);
            const char *p = m_data.data() + m_at + 8;
            for (std::size_t i = 0; i < m_n; ++i)
                set(i, double(first + getLittle<std::int32_t>(p + 4 * i)) / kMillis);
            m_at += 8 + m_n * 4;
            return true;
        }
        if ((mode != ModeNarrow && mode != ModeWide) || !has(m_n * mode))
            return false;
        const char *p = m_data.data() + m_at;
        for (std::size_t i = 0; i < m_n; ++i)
            set(i, mode == ModeNarrow ? double(getLittle<float>(p + 4 * i)) : getLittle<double>(p + 8 * i));
        m_at += m_n * mode;
        return true;
    }
    template <typename Set>
    bool integers(Set set)
    {
        if (!has(1))
            return false;
        const auto mode = std::uint8_t(m_data[m_at++]);
        if (mode == ModeConstant || mode == ModeArithmetic) {
            const std::size_t bytes = mode == ModeConstant ? 8 : 16;
            if (!has(bytes))
                return false;
            const auto first = getLittle<std::uint64_t>(m_data.data() + m_at);
            const auto step = mode == ModeConstant ? 0 : getLittle<std::uint64_t>(m_data.data() + m_at + 8);
            m_at += bytes;
            for (std::size_t i = 0; i < m_n; ++i)
                set(i, std::int64_t(first + step * i));
            return true;
        }
        if ((mode != ModeNarrow && mode != ModeWide) || !has(m_n * mode))
            return false;
        const char *p = m_data.data() + m_at;
        for (std::size_t i = 0; i < m_n; ++i)
            set(i,
                mode == ModeNarrow ? std::int64_t(getLittle<std::int32_t>(p + 4 * i))
                                   : getLittle<std::int64_t>(p + 8 * i));
        m_at += m_n * mode;
        return true;
    }
    bool atEnd() const { return m_at == m_data.size(); }
    void skip(std::size_t bytes) { m_at += bytes; }

private:
    bool has(std::size_t bytes) const { return m_data.size() - m_at >= bytes; }
    std::string_view m_data;
    std::size_t m_n;
    std::size_t m_at = 0;
};

} // namespace

std::string encodeTelemetryChunk(const std::vector<StoredSample> &samples)
{
    const std::size_t n = samples.size();
    std::string out;
    out.reserve(8 + n * 40);
    out += char(kChunkFormat);
    out += char(kChunkColumns);
    putLittle(out, std::uint16_t(0));
    putLittle(out, std::uint32_t(n));
    if (n == 0)
        return out;
    putRealColumn(out, n, [&](std::size_t i) { return samples[i].time; });
    putIntegerColumn(out, n, [&](std::size_t i) { return samples[i].line; });
    putIntegerColumn(out, n, [&](std::size_t i) { return samples[i].throttleMask; });
    for (int c = 0; c < 10; ++c)
        putRealColumn(out, n, [&](std::size_t i) { return samples[i].values[c]; });
    return out;
}

bool decodeTelemetryChunk(std::string_view data, std::vector<StoredSample> &out)
{
    if (data.size() < 8 || std::uint8_t(data[0]) != kChunkFormat || std::uint8_t(data[1]) != kChunkColumns)
        return false;
    const std::size_t n = getLittle<std::uint32_t>(data.data() + 4);
    if (n == 0)
        return data.size() == 8;
    const std::size_t base = out.size();
    out.resize(base + n);
    StoredSample *s = out.data() + base;
    ChunkColumnReader column(data, n);
    column.skip(8);
    bool ok = column.reals([s](std::size_t i, double v) { s[i].time = v; })
        && column.integers([s](std::size_t i, std::int64_t v) { s[i].line = v; })
        && column.integers([s](std::size_t i, std::int64_t v) { s[i].throttleMask = v; });
    for (int c = 0; ok && c < 10; ++c)
        ok = column.reals([s, c](std::size_t i, double v) { s[i].values[c] = v; });
    if (!ok || !column.atEnd()) {
        out.resize(base);
        return false;
    }
    return true;
}

void sortTelemetryChunk(std::vector<StoredSample> &samples)
{
    const auto before = [](const StoredSample &a, const StoredSample &b) {
        return a.time < b.time || (a.time == b.time && a.line < b.line);
    };
    if (!std::is_sorted(samples.begin(), samples.end(), before))
        std::stable_sort(samples.begin(), samples.end(), before);
    samples.erase(
        std::unique(samples.begin(), samples.end(),
                    [](const StoredSample &a, const StoredSample &b) { return a.time == b.time && a.line == b.line; }),
        samples.end());
}

} // namespace GpuPlan
