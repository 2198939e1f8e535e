#include "promapi.h"

#include <cmath>
#include <cstdlib>
#include <limits>

#include <nlohmann/json.hpp>

namespace GpuPlan::Metrics {

namespace {

using nlohmann::json;

Labels labelsOf(const json &metric)
{
    Labels labels;
    if (!metric.is_object())
        return labels;
    for (const auto &[key, value] : metric.items())
        if (value.is_string())
            labels.emplace_back(key, value.get<std::string>());
    return labels;
}

/// [time, "value"], as the API writes a point; false for anything else.
bool pointOf(const json &p, std::pair<double, std::string> &out)
{
    if (!p.is_array() || p.size() != 2 || !p[0].is_number() || !p[1].is_string())
        return false;
    out = {p[0].get<double>(), p[1].get<std::string>()};
    return std::isfinite(out.first);
}

std::string notApi(PromResponse &r, const char *why)
{
    r.ok = false;
    r.notPrometheus = true;
    r.error = why;
    return r.error;
}

void readData(const json &data, PromResponse &r)
{
    if (data.is_array()) {
        for (const json &item : data) {
            if (item.is_string())
                r.strings.push_back(item.get<std::string>());
            else if (item.is_object())
                r.labelSets.push_back(labelsOf(item));
        }
        return;
    }
    if (!data.is_object())
        return;
    if (const auto v = data.find("version"); v != data.end() && v->is_string())
        r.version = v->get<std::string>();
    if (const auto t = data.find("resultType"); t != data.end() && t->is_string())
        r.resultType = t->get<std::string>();
    const auto result = data.find("result");
    if (result == data.end() || !result->is_array())
        return;
    for (const json &s : *result) {
        if (!s.is_object())
            continue;
        PromSeries series;
        series.labels = labelsOf(s.value("metric", json::object()));
        std::pair<double, std::string> point;
        if (const auto values = s.find("values"); values != s.end() && values->is_array()) {
            series.points.reserve(values->size());
            for (const json &p : *values)
                if (pointOf(p, point))
                    series.points.push_back(std::move(point));
        } else if (const auto value = s.find("value"); value != s.end() && pointOf(*value, point)) {
            series.points.push_back(std::move(point));
        }
        r.series.push_back(std::move(series));
    }
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
    const json j = json::parse(body.begin(), body.end(), nullptr, false);
    if (j.is_discarded()) {
        notApi(r, "the answer is not JSON");
        return r;
    }
    const auto status = j.is_object() ? j.find("status") : j.end();
    if (!j.is_object() || status == j.end() || !status->is_string()) {
        notApi(r, "the answer has no API status");
        return r;
    }
    if (const auto w = j.find("warnings"); w != j.end() && w->is_array())
        for (const json &item : *w)
            if (item.is_string())
                r.warnings.push_back(item.get<std::string>());
    if (*status == "error") {
        r.errorType = j.value("errorType", std::string());
        if (const auto e = j.find("error"); e != j.end() && e->is_string())
            r.error = e->get<std::string>();
        return r;
    }
    if (*status != "success") {
        notApi(r, "the answer's status is neither success nor error");
        return r;
    }
    const auto data = j.find("data");
    if (data == j.end()) {
        notApi(r, "the answer has no data");
        return r;
    }
    readData(*data, r);
    r.ok = true;
    return r;
}

} // namespace GpuPlan::Metrics
