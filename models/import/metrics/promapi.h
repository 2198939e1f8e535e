#pragma once

// The answers of the Prometheus HTTP API (/api/v1/...) that GpuPlan reads, parsed without Qt so that a
// fuzzer can feed them: query_range matrices, instant vectors, label values, series and build info. The
// same API is answered by Thanos, Mimir, Cortex and VictoriaMetrics.
#include "metricscommon.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace GpuPlan::Metrics {

/// One series of a matrix or vector: its labels (__name__ included when the server kept it) and its
/// points, time in Unix seconds and the value as the server wrote it ("63", "NaN", "+Inf").
struct PromSeries
{
    Labels labels;
    std::vector<std::pair<double, std::string>> points;
};

struct PromResponse
{
    /// The body is an API answer with status "success". False: a server error (errorType, error), or a
    /// body that is not the Prometheus API at all (notPrometheus).
    bool ok = false;
    bool notPrometheus = false;
    std::string errorType; ///< "bad_data", "execution", "timeout", ... as the server says
    std::string error;
    std::vector<std::string> warnings;
    std::string resultType; ///< "matrix", "vector", "scalar", "string"; empty for other endpoints
    std::vector<PromSeries> series;
    std::vector<std::string> strings; ///< /api/v1/label/<name>/values
    std::vector<Labels> labelSets;    ///< /api/v1/series
    std::string version;              ///< /api/v1/status/buildinfo
};

/// Parses an API body. Never throws; a body that is not JSON or not the API's envelope gives
/// notPrometheus with a short reason in `error`.
PromResponse parsePromResponse(std::string_view body);

/// A Prometheus sample value: a float, "NaN", "+Inf", "-Inf". nullopt when the text is none of them.
std::optional<double> promValue(std::string_view text);

} // namespace GpuPlan::Metrics
