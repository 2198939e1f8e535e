#pragma once

#include "core/fleetdecimation.h"

#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace GpuPlan {

/// The charted values of one telemetry sample; NaN where the file did not have the value.
struct FleetChartSample
{
    double time = 0.0;
    float values[5]; ///< SM clock MHz, memory clock MHz, temperature °C, power W, utilisation %
};

/**
 * Streams a device's samples out of the workspace for the charts, without holding them: tens of
 * millions of rows go through @p sink one by one (the caller decimates). Opens its own read-only connection
 * (SQLite on a file, WAL; libpq with a cursor on PostgreSQL, @p workspacePath being the store's
 * connectionLocation()), so it runs on any thread while the GUI's connection stays usable. @p sink returns
 * false to stop (a newer request replaced this one). Returns false with @p error when the file or the
 * table cannot be read.
 */
bool streamFleetSamples(const QString &workspacePath, qint64 deviceId, double from, double to,
                        const std::function<bool(const FleetChartSample &)> &sink, QString *error = nullptr);

/// The first and last sample time of a device, or nullopt when it has no sample (or, with @p error set, when
/// the workspace cannot be read).
std::optional<std::pair<double, double>> fleetSampleTimeRange(const QString &workspacePath, qint64 deviceId,
                                                              QString *error = nullptr);

/// The charted series (FleetChartSample::values).
inline constexpr int kFleetChartSeries = 5;
/// Buckets of a device's overview: 131,072 min/max pairs per series, 21 MB. A 1,600-pixel chart reads the
/// samples again only when zoomed in past 1/40 of the whole range (2 buckets per pixel column): at most
/// 250,000 of 10 million rows, about 70 ms.
inline constexpr int kFleetOverviewBuckets = 131072;

/// What the telemetry charts draw for one view of a device.
struct FleetTelemetryView
{
    bool ok = false;
    bool empty = false;                  ///< the device has no sample
    double fullFrom = 0.0, fullTo = 0.0; ///< the device's whole range
    double from = 0.0, to = 0.0;         ///< the view
    std::size_t samples = 0;             ///< samples the points stand for
    std::size_t rowsRead = 0;            ///< rows read from the workspace for this view (0: answered by the overview)
    std::vector<std::vector<FleetSeriesPoint>> series;
    /// The device's overview: the one given, or the one built by this read.
    std::shared_ptr<const FleetMinMaxDecimator> overview;
    QString error;
};

/**
 * One view [from, to] (NaN, NaN: the whole range) of a device in @p pixels columns. Without an @p overview it
 * first reads all the device's samples once into a new one (returned in the view). A view spanning at least
 * two overview buckets per pixel is answered from the overview alone, in memory; a narrower one reads only
 * its own rows. Ten million samples are read once per device (about 3 s), after which zooming and panning cost
 * milliseconds. @p keepGoing is polled per sample: false stops the read (ok stays true, points partial).
 */
FleetTelemetryView readFleetTelemetry(const QString &workspacePath, qint64 deviceId, double from, double to, int pixels,
                                      std::shared_ptr<const FleetMinMaxDecimator> overview,
                                      const std::function<bool()> &keepGoing);
/// The view from @p overview alone, or nullopt when the view is too narrow for it (see readFleetTelemetry).
std::optional<FleetTelemetryView>
fleetTelemetryFromOverview(const std::shared_ptr<const FleetMinMaxDecimator> &overview, double from, double to,
                           int pixels);

} // namespace GpuPlan
