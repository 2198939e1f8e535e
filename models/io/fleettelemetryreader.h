#pragma once

#include <QString>

#include <functional>
#include <optional>
#include <utility>

namespace GpuPlan {

/// The charted values of one telemetry sample; NaN where the file did not have the value.
struct FleetChartSample
{
    double time = 0.0;
    float values[5];  ///< SM clock MHz, memory clock MHz, temperature °C, power W, utilisation %
};

/**
 * Streams a device's samples out of the workspace file for the charts, without holding them: tens of
 * millions of rows go through @p sink one by one (the caller decimates). Opens its own read-only SQLite
 * connection, so it runs on any thread while the GUI's connection stays usable (WAL). @p sink returns
 * false to stop (a newer request replaced this one). Returns false with @p error when the file or the
 * table cannot be read.
 */
bool streamFleetSamples(const QString &workspacePath, qint64 deviceId, double from, double to,
                        const std::function<bool(const FleetChartSample &)> &sink, QString *error = nullptr);

/// The first and last sample time of a device, or nullopt when it has no sample.
std::optional<std::pair<double, double>> fleetSampleTimeRange(const QString &workspacePath, qint64 deviceId);

} // namespace GpuPlan
