#pragma once

#include "calibration.h"
#include "diagnostic.h"

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace GpuPlan {

/// Mean prompt length of each benchmark data set whose rows leave it unknown (Measurement::dataset).
using DatasetLengths = std::map<std::string, std::int64_t>;

/// The lengths of data/calibration/mlperf_prompt_lengths.csv (dataset, mean_prompt_tokens, derivation);
/// a row that does not parse is a diagnostic naming its line.
DatasetLengths loadDatasetLengthsCsv(std::string_view text, const std::string &file,
                                     std::vector<Diagnostic> &diagnostics);

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
DatasetFit fitWithDatasetLengths(std::vector<Measurement> training, const Catalog &catalog, int rounds = 3,
                                 const ParamPins &pins = {});

} // namespace GpuPlan
