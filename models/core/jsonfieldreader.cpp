#include "jsonfieldreader.h"

#include "catalogjson.h"

#include <cmath>
#include <sstream>

namespace GpuPlan {

namespace {
std::string formatNumber(double v)
{
    std::ostringstream os;
    os << v;
    return os.str();
}
} // namespace

JsonFieldReader::JsonFieldReader(const Json &object, std::string path, std::vector<Diagnostic> &diags)
    : m_object(object)
    , m_path(std::move(path))
    , m_diags(diags)
{
    if (!m_object.is_object()) {
        m_isObject = false;
        fail("field.type", {}, {"object"});
    }
}

void JsonFieldReader::fail(const std::string &code, std::string_view key, std::vector<std::string> params)
{
    m_ok = false;
    std::string pointer = m_path;
    if (!key.empty())
        pointer += "/" + std::string(key);
    m_diags.push_back(Diagnostic{code, Severity::Error, 0, 0, pointer, std::move(params)});
}

const Json *JsonFieldReader::child(std::string_view key) const
{
    if (!m_isObject)
        return nullptr;
    const auto it = m_object.find(key);
    if (it == m_object.end() || it->is_null())
        return nullptr;
    return &*it;
}

std::string JsonFieldReader::text(std::string_view key, bool required)
{
    const Json *v = child(key);
    if (!v) {
        if (required && m_isObject)
            fail("field.missing", key);
        return {};
    }
    if (!v->is_string()) {
        fail("field.type", key, {"string"});
        return {};
    }
    std::string s = v->get<std::string>();
    if (required && s.empty())
        fail("field.missing", key);
    return s;
}

std::optional<double> JsonFieldReader::number(std::string_view key, double min, double max, bool required)
{
    const Json *v = child(key);
    if (!v) {
        if (required && m_isObject)
            fail("field.missing", key);
        return std::nullopt;
    }
    if (!v->is_number()) {
        fail("field.type", key, {"number"});
        return std::nullopt;
    }
    const double d = v->get<double>();
    if (!std::isfinite(d) || d < min || d > max) {
        fail("field.range", key, {formatNumber(d), formatNumber(min), formatNumber(max)});
        return std::nullopt;
    }
    return d;
}

std::optional<std::int64_t> JsonFieldReader::integer(std::string_view key, double min, double max, bool required)
{
    const Json *v = child(key);
    if (v && v->is_number_float()) {
        const double d = v->get<double>();
        if (std::floor(d) != d) {
            fail("field.type", key, {"integer"});
            return std::nullopt;
        }
    }
    const auto d = number(key, min, max, required);
    if (!d)
        return std::nullopt;
    return static_cast<std::int64_t>(std::llround(*d));
}

std::optional<bool> JsonFieldReader::boolean(std::string_view key)
{
    const Json *v = child(key);
    if (!v)
        return std::nullopt;
    if (!v->is_boolean()) {
        fail("field.type", key, {"boolean"});
        return std::nullopt;
    }
    return v->get<bool>();
}

std::string JsonFieldReader::date(std::string_view key, bool required)
{
    std::string s = text(key, required);
    if (!s.empty() && !isValidIsoDate(s)) {
        fail("field.date", key, {s});
        return {};
    }
    return s;
}

} // namespace GpuPlan
