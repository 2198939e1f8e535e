#include "promapi.h"

#include <cmath>
#include <cstdlib>
#include <limits>

#include <nlohmann/json.hpp>

namespace GpuPlan::Metrics {

namespace {

using nlohmann::json;

/**
 * Reads an API answer as it is parsed (nlohmann's SAX interface), straight into PromResponse: a day of 1,000
 * GPUs is several MB of points per query, which a DOM would hold several times over. Each container opened
 * gets a role from its parent's role and key; what a role does not expect is skipped.
 */
class ApiReader
{
public:
    explicit ApiReader(PromResponse &r)
        : m_r(r)
    {
    }

    bool null() { return true; }
    bool boolean(bool) { return true; }
    bool number_integer(json::number_integer_t v) { return number(double(v)); }
    bool number_unsigned(json::number_unsigned_t v) { return number(double(v)); }
    bool number_float(json::number_float_t v, const json::string_t &) { return number(v); }
    bool binary(json::binary_t &) { return true; }
    bool string(json::string_t &s)
    {
        if (m_stack.empty())
            return true;
        Frame &f = m_stack.back();
        switch (f.role) {
        case Role::Top:
            if (f.key == "status") {
                m_status = s;
                m_hasStatus = true;
            } else if (f.key == "errorType") {
                m_r.errorType = s;
            } else if (f.key == "error") {
                m_r.error = s;
            }
            break;
        case Role::Warnings:
            m_r.warnings.push_back(s);
            break;
        case Role::DataObject:
            if (f.key == "version")
                m_r.version = s;
            else if (f.key == "resultType")
                m_r.resultType = s;
            break;
        case Role::DataArray:
            m_r.strings.push_back(s);
            break;
        case Role::LabelSet:
            m_r.labelSets.back().emplace_back(f.key, s);
            break;
        case Role::Metric:
            m_r.series.back().labels.emplace_back(f.key, s);
            break;
        case Role::Point:
            if (f.count == 1)
                m_value = s, m_hasValue = true;
            ++f.count;
            break;
        default:
            break;
        }
        return true;
    }
    bool start_object(std::size_t) { return push(true); }
    bool end_object() { return pop(); }
    bool start_array(std::size_t) { return push(false); }
    bool end_array() { return pop(); }
    bool key(json::string_t &k)
    {
        if (!m_stack.empty())
            m_stack.back().key = k;
        return true;
    }
    bool parse_error(std::size_t, const std::string &, const nlohmann::detail::exception &)
    {
        m_syntaxError = true;
        return false;
    }

    bool syntaxError() const { return m_syntaxError; }
    bool topIsObject() const { return m_topIsObject; }
    bool hasStatus() const { return m_hasStatus; }
    const std::string &status() const { return m_status; }
    bool hasData() const { return m_hasData; }

private:
    enum class Role { Other, Top, Warnings, DataObject, DataArray, LabelSet, Result, Series, Metric, Values, Point };
    struct Frame
    {
        Role role = Role::Other;
        std::string key; ///< the key being read, in an object
        int count = 0;   ///< the elements read, in a point
    };

    Role childRole(bool object) const
    {
        if (m_stack.empty())
            return object ? Role::Top : Role::Other;
        const Frame &p = m_stack.back();
        switch (p.role) {
        case Role::Top:
            if (p.key == "warnings" && !object)
                return Role::Warnings;
            if (p.key == "data")
                return object ? Role::DataObject : Role::DataArray;
            break;
        case Role::DataObject:
            if (p.key == "result" && !object)
                return Role::Result;
            break;
        case Role::DataArray:
            if (object)
                return Role::LabelSet;
            break;
        case Role::Result:
            if (object)
                return Role::Series;
            break;
        case Role::Series:
            if (p.key == "metric" && object)
                return Role::Metric;
            if (p.key == "values" && !object)
                return Role::Values;
            if (p.key == "value" && !object)
                return Role::Point;
            break;
        case Role::Values:
            if (!object)
                return Role::Point;
            break;
        default:
            break;
        }
        return Role::Other;
    }

    bool push(bool object)
    {
        const Role role = childRole(object);
        if (m_stack.empty())
            m_topIsObject = object;
        if (role == Role::DataObject || role == Role::DataArray)
            m_hasData = true;
        if (role == Role::LabelSet)
            m_r.labelSets.emplace_back();
        else if (role == Role::Series)
            m_r.series.emplace_back();
        else if (role == Role::Point)
            m_hasTime = m_hasValue = false;
        m_stack.push_back({role, {}, 0});
        return true;
    }

    bool pop()
    {
        if (m_stack.empty())
            return true;
        const Frame f = m_stack.back();
        m_stack.pop_back();
        // [time, "value"] and nothing else: a point.
        if (f.role == Role::Point && f.count == 2 && m_hasTime && m_hasValue && std::isfinite(m_time))
            m_r.series.back().points.emplace_back(m_time, std::move(m_value));
        return true;
    }

    bool number(double v)
    {
        if (m_stack.empty())
            return true;
        Frame &f = m_stack.back();
        if (f.role == Role::Point) {
            if (f.count == 0)
                m_time = v, m_hasTime = true;
            ++f.count;
        }
        return true;
    }

    PromResponse &m_r;
    std::vector<Frame> m_stack;
    std::string m_status;
    bool m_hasStatus = false;
    bool m_topIsObject = false;
    bool m_hasData = false;
    bool m_syntaxError = false;
    double m_time = 0;
    bool m_hasTime = false;
    std::string m_value;
    bool m_hasValue = false;
};

void notApi(PromResponse &r, const char *why)
{
    r = PromResponse();
    r.notPrometheus = true;
    r.error = why;
}

} // namespace

std::optional<double> promValue(std::string_view text)
{
    if (text == "NaN")
        return std::numeric_limits<double>::quiet_NaN();
    if (text == "+Inf" || text == "Inf")
        return std::numeric_limits<double>::infinity();
    if (text == "-Inf")
        return -std::numeric_limits<double>::infinity();
    if (text.empty() || text.front() == ' ' || text.front() == '\t' || text.front() == '\n')
        return std::nullopt; // strtod skips leading blanks; the API writes none
    const std::string s(text);
    char *end = nullptr;
    const double v = std::strtod(s.c_str(), &end);
    if (s.empty() || end != s.c_str() + s.size() || std::isnan(v) || std::isinf(v))
        return std::nullopt; // "nan", "infinity" and hex floats are not the API's spelling
    return v;
}

PromResponse parsePromResponse(std::string_view body)
{
    PromResponse r;
    ApiReader reader(r);
    json::sax_parse(body.begin(), body.end(), &reader);
    if (reader.syntaxError()) {
        notApi(r, "the answer is not JSON");
        return r;
    }
    if (!reader.topIsObject() || !reader.hasStatus()) {
        notApi(r, "the answer has no API status");
        return r;
    }
    if (reader.status() == "error") {
        r.series.clear();
        r.strings.clear();
        r.labelSets.clear();
        return r;
    }
    if (reader.status() != "success") {
        notApi(r, "the answer's status is neither success nor error");
        return r;
    }
    if (!reader.hasData()) {
        notApi(r, "the answer has no data");
        return r;
    }
    r.ok = true;
    return r;
}

} // namespace GpuPlan::Metrics
