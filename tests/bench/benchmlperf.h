// Leave-one-GPU-out evaluation helpers for the batched-throughput rows (MLPerf, trtllm-bench).
#pragma once

#include "core/calibration.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace GpuPlan {

/// Mean prompt length of each benchmark data set whose rows leave it unknown (Measurement::dataset).
using DatasetLengths = std::map<std::string, std::int64_t>;

/// Sets workload.contextTokens of every row of a data set in @p lengths.
void applyDatasetLengths(std::vector<Measurement> &rows, const DatasetLengths &lengths);

/// The calibration fitted on @p training and the prompt lengths fitted with it. MLPerf's files give
/// each run's output tokens per sample but not its data set's mean prompt length, so that length is a
/// nuisance parameter fitted on the training rows only: alternately the calibration at the current
/// lengths, then for each data set the length (32 to 2048 tokens) minimising the squared log error of
/// its rows under that calibration, from 512 tokens, for @p rounds rounds.
struct DatasetFit
{
    Calibration calibration;
    DatasetLengths lengths;
};
DatasetFit fitWithDatasetLengths(std::vector<Measurement> training, const Catalog &catalog, int rounds = 3);

} // namespace GpuPlan
