#pragma once

#include "fleetsql.h"
#include "telemetrychunk.h"

#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <string>

namespace GpuPlan {

/// Which stored samples of one device readStoredSamples() reads.
struct StoredSampleRange
{
    std::int64_t device = 0;
    double from = std::numeric_limits<double>::lowest();
    double to = std::numeric_limits<double>::max();
    bool toIncluded = true;           ///< t <= to, else t < to
    std::optional<std::int64_t> file; ///< one file's samples only
};

/**
 * Calls @p sink with each sample of @p range in time order (equal times: by file, then line), as the rows of a
 * one-row-per-sample table ordered by time would come; @p sink returns false to stop. Reads the chunks that overlap
 * the range in order of their first time and merges those that overlap each other, so only those are in memory at
 * once. On PostgreSQL the chunks come through a cursor, a few at a time (in the connection's transaction, else in
 * one of its own). False when the workspace cannot be read or a chunk is damaged (@p error says why).
 */
bool readStoredSamples(SqlHandle db, const StoredSampleRange &range,
                       const std::function<bool(const StoredSample &, std::int64_t file)> &sink,
                       std::string *error = nullptr);

/// @p s as an importer's row of device @p device (the values as floats, as importers read them).
TelemetryRow telemetryRowOf(const StoredSample &s, int device);

/// Schema step 12: the rows of telemetry_sample (one per sample) into telemetry_chunk, file by file, then drops it.
bool convertSampleRowsToChunks(SqlHandle db, std::string *error);

} // namespace GpuPlan
