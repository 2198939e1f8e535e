#include "calibrationdata.h"

#include "core/datasetlengths.h"

#include "shippeddata.h"

namespace GpuPlan {

namespace {
QByteArray resource(const char *name)
{
    return ShippedData::readOrEmpty(QStringLiteral("calibration/") + QLatin1String(name));
}

std::string_view view(const QByteArray &bytes)
{
    return std::string_view(bytes.constData(), std::size_t(bytes.size()));
}
} // namespace

std::vector<Measurement> shippedMeasurements(const Catalog &catalog)
{
    const QByteArray llama = resource("llamacpp_tps.csv");
    const QByteArray trt = resource("trtllm_h100.csv");
    const QByteArray mlperf = resource("mlperf_v41.csv");
    const QByteArray lengths = resource("mlperf_prompt_lengths.csv");
    std::vector<Measurement> rows = loadLlamaBenchCsv(view(llama), catalog, "llamacpp_tps.csv").rows;
    const std::vector<Measurement> serving = loadTrtllmBenchCsv(view(trt), catalog, "trtllm_h100.csv").rows;
    rows.insert(rows.end(), serving.begin(), serving.end());
    // MLPerf Offline rows, at the data sets' mean prompt lengths fitted on all rows (the results do not
    // publish them; see mlperf_prompt_lengths.csv).
    std::vector<Diagnostic> ignored;
    std::vector<Measurement> offline = loadMlperfCsv(view(mlperf), catalog, "mlperf_v41.csv").rows;
    applyDatasetLengths(offline, loadDatasetLengthsCsv(view(lengths), "mlperf_prompt_lengths.csv", ignored));
    rows.insert(rows.end(), offline.begin(), offline.end());
    return rows;
}

Calibration shippedCalibration(const Catalog &catalog, const ParamPins &pins)
{
    return Calibration::fit(shippedMeasurements(catalog), catalog, {}, pins);
}

} // namespace GpuPlan
