#include "fleettelemetryreader.h"

#include "fleetsql.h"
#include "telemetrychunkstore.h"
#include "workspacelocation.h"

#include <libpq-fe.h>

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>

namespace GpuPlan {
namespace {

// A read-only connection of its own: SQLite's on a file, libpq's on a PostgreSQL workspace.
class Connection
{
public:
    Connection() = default;
    Connection(const Connection &) = delete;
    Connection &operator=(const Connection &) = delete;
    ~Connection()
    {
        sqlite3_close_v2(m_lite);
        if (m_pg)
            PQfinish(m_pg);
    }
    explicit operator bool() const { return m_lite || m_pg; }
    SqlHandle handle() const { return m_pg ? SqlHandle(m_pg) : SqlHandle(m_lite); }

    bool open(const QString &location, QString *error)
    {
        const auto failed = [&](const QString &reason) {
            if (error)
                *error = QCoreApplication::translate("FleetTelemetryReader", "cannot read %1: %2")
                             .arg(WorkspaceLocation::parse(location).displayName(), reason);
            return false;
        };
        if (WorkspaceLocation::isPostgreSql(location)) {
            const WorkspaceLocation l = WorkspaceLocation::parse(location);
            if (!l.isValid())
                return failed(QCoreApplication::translate("FleetTelemetryReader", "not a valid connection string"));
            std::vector<QByteArray> keys, values;
            for (const auto &[key, value] : l.options()) {
                keys.push_back(key.toUtf8());
                values.push_back(value.toUtf8());
            }
            if (!l.password().isEmpty()) {
                keys.push_back(QByteArrayLiteral("password"));
                values.push_back(l.password().toUtf8());
            }
            std::vector<const char *> k, v;
            for (std::size_t i = 0; i < keys.size(); ++i) {
                k.push_back(keys[i].constData());
                v.push_back(values[i].constData());
            }
            k.push_back(nullptr);
            v.push_back(nullptr);
            m_pg = PQconnectdbParams(k.data(), v.data(), 0);
            if (PQstatus(m_pg) != CONNECTION_OK)
                return failed(QString::fromStdString(SqlHandle(m_pg).errorMessage()));
            // Charts only read: a slip in this code cannot write to the team's workspace.
            sqlExec(handle(), "SET default_transaction_read_only = on");
            return true;
        }
        const QByteArray file = location.toUtf8();
        if (sqlite3_open_v2(file.constData(), &m_lite, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nullptr)
            != SQLITE_OK)
            return failed(QString::fromUtf8(m_lite ? sqlite3_errmsg(m_lite) : "out of memory"));
        sqlite3_busy_timeout(m_lite, 2000);
        return true;
    }

private:
    sqlite3 *m_lite = nullptr;
    PGconn *m_pg = nullptr;
};

} // namespace

bool streamFleetSamples(const QString &workspacePath, qint64 deviceId, double from, double to,
                        const std::function<bool(const FleetChartSample &)> &sink, QString *error)
{
    Connection db;
    if (!db.open(workspacePath, error))
        return false;
    FleetChartSample c;
    StoredSampleRange range;
    range.device = deviceId;
    range.from = from;
    range.to = to;
    std::string why;
    // The charted values: SM clock, memory clock, temperature, power, utilisation (StoredSample::values' order).
    constexpr int kCharted[kFleetChartSeries] = {0, 1, 3, 2, 5};
    const bool ok = readStoredSamples(
        db.handle(), range,
        [&](const StoredSample &s, std::int64_t) {
            c.time = s.time;
            for (int i = 0; i < kFleetChartSeries; ++i)
                c.values[i] = float(s.values[kCharted[i]]); // NaN (NULL) stays NaN
            return sink(c);
        },
        &why);
    if (!ok && error)
        *error = QString::fromStdString(why);
    return ok;
}

std::optional<std::pair<double, double>> fleetSampleTimeRange(const QString &workspacePath, qint64 deviceId,
                                                              QString *error)
{
    Connection db;
    if (!db.open(workspacePath, error))
        return std::nullopt;
    // The device's chunks only: a few rows of the (device_id, t_min) key per million samples.
    SqlStatement q(db.handle(), "SELECT min(t_min), max(t_max) FROM telemetry_chunk WHERE device_id = ?1");
    if (!q.isValid()) {
        if (error)
            *error = QString::fromStdString(db.handle().errorMessage());
        return std::nullopt;
    }
    q.bind(1, std::int64_t(deviceId));
    if (!q.next()) {
        if (error)
            *error = QString::fromStdString(db.handle().errorMessage());
        return std::nullopt;
    }
    if (q.isNull(0))
        return std::nullopt;
    return std::make_pair(q.real(0), q.real(1));
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
