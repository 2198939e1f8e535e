#include "fleettelemetryreader.h"

#include "fleetsql.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>

namespace GpuPlan {
namespace {

struct Closer
{
    void operator()(sqlite3 *db) const { sqlite3_close_v2(db); }
};
using Connection = std::unique_ptr<sqlite3, Closer>;

Connection openReadOnly(const QString &path, QString *error)
{
    sqlite3 *db = nullptr;
    const QByteArray file = path.toUtf8();
    if (sqlite3_open_v2(file.constData(), &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nullptr) != SQLITE_OK) {
        if (error)
            *error = QCoreApplication::translate("FleetTelemetryReader", "cannot read %1: %2")
                         .arg(path, QString::fromUtf8(db ? sqlite3_errmsg(db) : "out of memory"));
        sqlite3_close_v2(db);
        return {};
    }
    sqlite3_busy_timeout(db, 2000);
    return Connection(db);
}

} // namespace

bool streamFleetSamples(const QString &workspacePath, qint64 deviceId, double from, double to,
                        const std::function<bool(const FleetChartSample &)> &sink, QString *error)
{
    Connection db = openReadOnly(workspacePath, error);
    if (!db)
        return false;
    // Only the charted columns: the clustered (device_id, t) key makes this one contiguous scan.
    SqlStatement q(db.get(),
                   "SELECT t, sm_clock_mhz, mem_clock_mhz, temperature_c, power_w, utilization_pct "
                   "FROM telemetry_sample WHERE device_id = ?1 AND t >= ?2 AND t <= ?3 ORDER BY t");
    if (!q.isValid()) {
        if (error)
            *error = QString::fromUtf8(sqlite3_errmsg(db.get()));
        return false;
    }
    q.bind(1, std::int64_t(deviceId));
    q.bind(2, from);
    q.bind(3, to);
    FleetChartSample s;
    while (q.next()) {
        s.time = q.real(0);
        for (int i = 0; i < 5; ++i)
            s.values[i] = q.isNull(1 + i) ? std::numeric_limits<float>::quiet_NaN() : float(q.real(1 + i));
        if (!sink(s))
            break;
    }
    return true;
}

std::optional<std::pair<double, double>> fleetSampleTimeRange(const QString &workspacePath, qint64 deviceId,
                                                              QString *error)
{
    Connection db = openReadOnly(workspacePath, error);
    if (!db)
        return std::nullopt;
    // Two index seeks: min() and max() together would scan the device's whole range.
    const auto edge = [&db, deviceId, error](const char *sql) -> std::optional<double> {
        SqlStatement q(db.get(), sql);
        if (!q.isValid()) {
            if (error)
                *error = QString::fromUtf8(sqlite3_errmsg(db.get()));
            return std::nullopt;
        }
        q.bind(1, std::int64_t(deviceId));
        if (!q.next())
            return std::nullopt;
        return q.real(0);
    };
    const auto first = edge("SELECT t FROM telemetry_sample WHERE device_id = ?1 ORDER BY t LIMIT 1");
    const auto last = edge("SELECT t FROM telemetry_sample WHERE device_id = ?1 ORDER BY t DESC LIMIT 1");
    if (!first || !last)
        return std::nullopt;
    return std::make_pair(*first, *last);
}

std::optional<FleetTelemetryView>
fleetTelemetryFromOverview(const std::shared_ptr<const FleetMinMaxDecimator> &overview, double from, double to,
                           int pixels)
{
    if (!overview)
        return std::nullopt;
    if (std::isnan(from) || std::isnan(to))
        from = overview->from(), to = overview->to();
    pixels = std::max(1, pixels);
    if (overview->bucketsSpanned(from, to) < 2.0 * pixels)
        return std::nullopt;
    FleetTelemetryView view;
    view.ok = true;
    view.fullFrom = overview->from();
    view.fullTo = overview->to();
    view.from = from;
    view.to = to;
    view.series = overview->resample(from, to, pixels, &view.samples);
    view.overview = overview;
    return view;
}

FleetTelemetryView readFleetTelemetry(const QString &workspacePath, qint64 deviceId, double from, double to, int pixels,
                                      std::shared_ptr<const FleetMinMaxDecimator> overview,
                                      const std::function<bool()> &keepGoing)
{
    FleetTelemetryView view;
    std::size_t rows = 0;
    const auto sinkInto = [&](FleetMinMaxDecimator &d) {
        return [&](const FleetChartSample &s) {
            d.add(s.time, s.values);
            ++rows;
            return keepGoing();
        };
    };
    if (!overview) {
        const auto range = fleetSampleTimeRange(workspacePath, deviceId, &view.error);
        if (!range) {
            if (!view.error.isEmpty())
                return view; // the workspace cannot be read
            view.ok = true;
            view.empty = true;
            return view;
        }
        auto built = std::make_shared<FleetMinMaxDecimator>(range->first, range->second, kFleetOverviewBuckets,
                                                            kFleetChartSeries);
        if (!streamFleetSamples(workspacePath, deviceId, range->first, range->second, sinkInto(*built), &view.error))
            return view;
        if (!keepGoing()) { // stopped: a partial overview must not be kept
            view.ok = true;
            return view;
        }
        overview = std::move(built);
    }
    if (auto answered = fleetTelemetryFromOverview(overview, from, to, pixels)) {
        answered->rowsRead = rows;
        return std::move(*answered);
    }
    // Too narrow for the overview: read the view's own rows (under 1/40 of the device's at 1,600 pixels).
    view.overview = overview;
    view.fullFrom = overview->from();
    view.fullTo = overview->to();
    view.from = std::isnan(from) ? view.fullFrom : from;
    view.to = std::isnan(to) ? view.fullTo : to;
    if (!(view.to > view.from))
        view.to = view.from + 1.0; // one sample, or a degenerate request: a one-second view
    FleetMinMaxDecimator decimator(view.from, view.to, std::max(1, pixels), kFleetChartSeries);
    view.ok = streamFleetSamples(workspacePath, deviceId, view.from, view.to, sinkInto(decimator), &view.error);
    view.rowsRead = rows;
    view.samples = decimator.samplesSeen();
    view.series = decimator.result();
    return view;
}

} // namespace GpuPlan
