#pragma once

#include "catalog.h"
#include "measurement.h"
#include "throughput.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace GpuPlan {

/// GPUs whose efficiencies behave alike: single-stream decode reaches 60-93 % of the datasheet
/// bandwidth on GDDR cards but 33-55 % on HBM datacenter cards, so they are fitted apart.
enum class GpuClass { Gddr, Hbm };
GpuClass gpuClassOf(const GpuSku &sku);

/// Parameters the user fixes: the fit leaves them as given and fits the others around them.
struct ParamPins
{
    std::optional<double> bandwidthEfficiency;
    std::optional<double> computeEfficiency;
    std::optional<double> stepOverheadSeconds;
    std::optional<double> tensorParallelPenalty;

    PerfParams apply(PerfParams params) const;
};

/// Fitted parameters for one GPU class and engine, with how well they fit.
struct CalibrationEntry
{
    PerfParams params;
    int rows = 0;
    /// Root mean square of the relative residuals (observed vs estimated) of the rows it was fitted on:
    /// the uncertainty shown beside each estimate.
    double relativeRms = 0;
    /// The same, separately for each kind of measurement (0 where the fit had no such rows).
    std::map<MeasurementKind, double> relativeRmsByKind;
    bool fitted = false;

    /// The uncertainty of an estimate of @p kind: its own residuals when the fit had such rows, else
    /// the residuals over all rows.
    double uncertainty(MeasurementKind kind) const;
};

/**
 * Efficiency parameters fitted by least squares on measurements, per GPU class and engine, with
 * fall-backs: an engine's parameters fitted over every class, then GpuPlan's defaults. A parameter can
 * be pinned by the user, and it then stays put during the fit.
 */
class Calibration
{
public:
    /// Fits on @p rows, leaving out the rows of @p excludeSku (for cross-validation).
    static Calibration fit(const std::vector<Measurement> &rows, const Catalog &catalog,
                           const std::string &excludeSku = {}, const ParamPins &pins = {});

    /// The parameters for @p sku under @p engine: fitted for its class and engine, else its class's
    /// efficiencies with the engine's overhead, else whichever exists, else the defaults.
    CalibrationEntry entry(const GpuSku &sku, Engine engine) const;
    PerfParams params(const GpuSku &sku, Engine engine) const { return entry(sku, engine).params; }

    /// The batch a serving engine reaches at steady state for @p workload: the sequences whose KV cache
    /// fits at their mean length (prompt + half the output), at most MaxServingBatch.
    static std::int64_t servingBatch(const GpuSku &sku, const ModelArch &model, const Workload &workload);
    static constexpr std::int64_t MaxServingBatch = 2048;

    /// The estimate a measurement row is compared with (for a whole-system row, the sum of its
    /// Measurement::replicas identical replicas).
    static double estimateFor(const Measurement &row, const GpuSku &sku, const ModelArch &model,
                              const PerfParams &params);

private:
    std::map<std::pair<int, int>, CalibrationEntry> m_entries; // (class or -1, engine or -1)
    CalibrationEntry m_default;
};

} // namespace GpuPlan
