#include "calibrationdata.h"

#include <QFile>

namespace GpuPlan {

namespace {
QByteArray resource(const char *name)
{
    QFile f(QStringLiteral(":/gpuplan/calibration/") + QLatin1String(name));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
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
    std::vector<Measurement> rows = loadLlamaBenchCsv(view(llama), catalog, "llamacpp_tps.csv").rows;
    const std::vector<Measurement> serving = loadTrtllmBenchCsv(view(trt), catalog, "trtllm_h100.csv").rows;
    rows.insert(rows.end(), serving.begin(), serving.end());
    return rows;
}

Calibration shippedCalibration(const Catalog &catalog, const ParamPins &pins)
{
    return Calibration::fit(shippedMeasurements(catalog), catalog, {}, pins);
}

} // namespace GpuPlan
