#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace GpuPlan {

/// One telemetry sample as the workspace stores it: the values as doubles, NaN where the file had none (stored NULL).
struct StoredSample
{
    double time = 0.0;
    std::int64_t line = 0;
    std::int64_t throttleMask = 0;
    double values[10]; ///< GPUPLAN_SAMPLE_VALUE_COLUMNS without throttle_mask, in that order
};

/**
 * A run of samples of one device from one file, packed into one value (telemetry_chunk.data, schema 12). One row
 * per sample cost PostgreSQL a heap tuple and an index entry each (2M rows: 4.7 s of COPY, 3.3 s of it the key's
 * index); a chunk of up to 1,024 samples is one row and one index entry.
 *
 * Column by column, little-endian: a header (format 1, sample count), then the time, the line, the throttle mask and
 * the ten values, each in the smallest of these forms that reads back exactly: all NULL (no byte), one constant, an
 * arithmetic run (integers), whole numbers as 16-bit integers, 32-bit floats or integers, thousandths as 32-bit
 * steps from a 64-bit first (a file's millisecond times), else 64-bit doubles or integers. What is decoded is exactly
 * what was encoded: doubles stay bit for bit (NaN stands for NULL), integers stay whole.
 */
std::string encodeTelemetryChunk(const std::vector<StoredSample> &samples);
/// Appends the samples of @p data to @p out; false when @p data is not a chunk this version reads.
bool decodeTelemetryChunk(std::string_view data, std::vector<StoredSample> &out);

/// Sorts @p samples by time then line, and keeps one of samples equal in time and line (INSERT OR IGNORE's rule).
void sortTelemetryChunk(std::vector<StoredSample> &samples);

/// Samples per chunk: a chunk's data stays a few tens of kilobytes, and a chart's narrow view reads little beyond it.
inline constexpr std::size_t kTelemetryChunkSamples = 1024;

} // namespace GpuPlan
