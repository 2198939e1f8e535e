#pragma once

#include "diagnostic.h"
#include "jsonlocator.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace GpuPlan {

/// Reads typed fields out of one JSON object, recording a diagnostic (with its JSON pointer) for each
/// missing, mistyped or out-of-range field instead of throwing.
class JsonFieldReader
{
public:
    JsonFieldReader(const Json &object, std::string path, std::vector<Diagnostic> &diags);

    bool ok() const { return m_ok; }
    bool isObject() const { return m_isObject; }
    const std::string &path() const { return m_path; }
    const Json *child(std::string_view key) const;

    std::string text(std::string_view key, bool required = false);
    std::optional<double> number(std::string_view key, double min, double max, bool required = false);
    std::optional<std::int64_t> integer(std::string_view key, double min, double max, bool required = false);
    std::optional<bool> boolean(std::string_view key);
    std::string date(std::string_view key, bool required = false);

    /// Reads a key string and maps it with @p fromKey; @p allowed lists the keys for the message.
    template <typename E, typename F>
    bool enumeration(std::string_view key, F fromKey, std::string_view allowed, E &out, bool required = true)
    {
        const std::string value = text(key, required);
        if (value.empty())
            return !required;
        if (!fromKey(value, out)) {
            fail("field.enum", key, {value, std::string(allowed)});
            return false;
        }
        return true;
    }

    void fail(const std::string &code, std::string_view key, std::vector<std::string> params = {});

private:
    const Json &m_object;
    std::string m_path;
    std::vector<Diagnostic> &m_diags;
    bool m_ok = true;
    bool m_isObject = true;
};

} // namespace GpuPlan
