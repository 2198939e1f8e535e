#pragma once

#include "catalog.h"
#include "measurement.h"
#include "throughput.h"

#include <map>
#include <memory>
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

/// The levels of the calibration's hierarchy, from the widest group to one GPU. A group with few rows
/// borrows from its parent (partial pooling); an estimate uses the deepest group that has rows.
enum class CalibrationLevel {
    Kind,     ///< serving engines (vLLM, TensorRT-LLM, transformers) or llama.cpp
    Engine,   ///< every GPU under one engine
    Stack,    ///< + the vendor software stack (CUDA, ROCm, oneAPI, SynapseAI)
    Math,     ///< + the precision the engine computes the weight format in (computeRate)
    GpuClass, ///< + HBM or GDDR memory
    Family,   ///< + the architecture family (Ada Lovelace, Hopper, ...)
    Gpu,      ///< + the SKU itself
};
inline constexpr int CalibrationLevelCount = 7;

/// Fitted parameters for one group of the hierarchy, with how well they fit.
struct CalibrationEntry
{
    PerfParams params;
    CalibrationLevel level = CalibrationLevel::Engine;
    std::string group; ///< "llamacpp/llamacpp/CUDA/int8/GDDR/Ada Lovelace": the group the parameters come from
    int rows = 0;
    /// Root mean square of the relative residuals (observed vs estimated) of the rows it was fitted on:
    /// the uncertainty shown beside each estimate.
    double relativeRms = 0;
    /// The same, separately for each kind of measurement (0 where the fit had no such rows).
    std::map<MeasurementKind, double> relativeRmsByKind;
    bool fitted = false;
    /// The SKU's architecture family was never measured under this engine, stack, memory class and
    /// math: the parameters come from a wider group, and the uncertainty is widened by how much the
    /// measured families of that group differ from one another.
    bool extrapolated = false;
    /// Relative spread of the efficiencies between the measured families of the group used (only
    /// when extrapolated): added in quadrature to the residuals.
    double familySpread = 0;

    /// The uncertainty of an estimate of @p kind: its own residuals when the fit had such rows, else
    /// the residuals over all rows.
    double uncertainty(MeasurementKind kind) const;
};

/**
 * Efficiency parameters fitted on measurements in a hierarchy of groups (CalibrationLevel): engine,
 * then software stack, memory class, math and architecture family, then the GPU. Each group is fitted
 * by least squares (a grid for serving rows) with its parent's parameters as a prior worth
 * kPoolingRows rows, so a group with few rows stays near its parent and one with many follows its data.
 * A parameter can be pinned by the user, and it then stays put during the fit.
 */
class Calibration
{
public:
    /// Fits on @p rows, leaving out the rows of @p excludeSku (for cross-validation).
    static Calibration fit(const std::vector<Measurement> &rows, const Catalog &catalog,
                           const std::string &excludeSku = {}, const ParamPins &pins = {});

    /// The parameters for @p sku running @p weights under @p engine: the deepest fitted group of the
    /// hierarchy it belongs to, else GpuPlan's defaults.
    CalibrationEntry entry(const GpuSku &sku, Engine engine, WeightFormat weights = WeightFormat::BF16) const;
    PerfParams params(const GpuSku &sku, Engine engine, WeightFormat weights = WeightFormat::BF16) const
    {
        return entry(sku, engine, weights).params;
    }
    /// The fitted group @p name (a groupPath entry), or nullptr.
    const CalibrationEntry *group(const std::string &name) const;
    /// The group names of @p sku under @p engine and @p weights, widest first (CalibrationLevelCount).
    static std::vector<std::string> groupPath(const GpuSku &sku, Engine engine, WeightFormat weights);
    /// How many rows a parent's parameters weigh in a child group's fit.
    static constexpr double kPoolingRows = 2.0;

    /// The batch a serving engine reaches at steady state for @p workload, at most MaxServingBatch: the
    /// sequences whose KV cache fits at their mean length (prompt + half the output) for an engine that
    /// allocates KV as sequences grow and preempts when it runs out (vLLM, transformers); at their whole
    /// length (prompt + output) for TensorRT-LLM, whose default capacity scheduler (GUARANTEED_NO_EVICT)
    /// admits a request only once the KV of its whole output is reserved.
    static std::int64_t servingBatch(const GpuSku &sku, const ModelArch &model, const Workload &workload);
    static constexpr std::int64_t MaxServingBatch = 2048;

    /// The estimate a measurement row is compared with (for a whole-system row, the sum of its
    /// Measurement::replicas identical replicas).
    static double estimateFor(const Measurement &row, const GpuSku &sku, const ModelArch &model,
                              const PerfParams &params);

private:
    std::map<std::string, CalibrationEntry> m_entries; // by group name (groupPath)
    std::map<std::string, double> m_familySpread;      // by group name: childSpread of its families
    // entry() walks the hierarchy with string keys; a sweep asks the same question thousands of times.
    // Shared by copies (the entries never change after fit()), locked for the background estimators.
    struct EntryCache;
    std::shared_ptr<EntryCache> m_cache;
    CalibrationEntry lookup(const GpuSku &sku, Engine engine, WeightFormat weights) const;
    CalibrationEntry m_default;
};

} // namespace GpuPlan
