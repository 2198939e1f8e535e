// The Fleet page's telemetry charts: a device's samples streamed out of the workspace on a worker
// thread and decimated to min/max per pixel column; only the newest request is drawn.
#include "fleetpage.h"

#include "charts/fleettelemetrychart.h"
#include "io/fleettelemetryreader.h"
#include "io/workspacestore.h"
#include "item/fleetdecimation.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

#include <cmath>

namespace GpuPlan {
namespace {

struct TelemetryResult
{
    quint64 generation = 0;
    bool ok = false;
    bool empty = false;
    bool full = false;  ///< fullFrom/fullTo hold the device's whole range
    double fullFrom = 0.0, fullTo = 0.0;
    double from = 0.0, to = 0.0;
    std::size_t samples = 0;
    std::vector<std::vector<FleetSeriesPoint>> series;
    QString error;
};

} // namespace

void FleetPage::showDevice(qint64 deviceId)
{
    m_device = deviceId;
    // NaN: the whole range, found by the worker.
    requestTelemetry(deviceId, std::nan(""), std::nan(""), m_chart->plotWidth());
}

void FleetPage::requestTelemetry(qint64 deviceId, double from, double to, int pixels)
{
    if (deviceId <= 0 || !m_store.isOpen())
        return;
    const quint64 generation = ++*m_telemetryGeneration;
    const auto current = m_telemetryGeneration;
    const QString path = m_store.path();
    auto *watcher = new QFutureWatcher<TelemetryResult>(this);
    connect(watcher, &QFutureWatcher<TelemetryResult>::finished, this, [this, watcher, deviceId] {
        const TelemetryResult r = watcher->result();
        watcher->deleteLater();
        if (r.generation != *m_telemetryGeneration || deviceId != m_device)
            return;  // a newer request replaced this one
        if (!r.ok) {
            m_chart->showMessage(tr("Cannot read the telemetry: %1").arg(r.error));
        } else if (r.empty) {
            m_chart->showMessage(tr("No telemetry samples for this GPU: import a dmon, --query-gpu loop, DCGM or "
                                    "exporter capture to chart its clocks, temperature, power and utilisation."));
        } else {
            if (r.full)
                m_chart->setFullRange(r.fullFrom, r.fullTo);
            m_chart->setData(r.from, r.to, r.series, r.samples);
        }
        Q_EMIT telemetryShown(deviceId);
    });
    watcher->setFuture(QtConcurrent::run([=] {
        TelemetryResult r;
        r.generation = generation;
        double a = from, b = to;
        if (std::isnan(a) || std::isnan(b)) {
            const auto range = fleetSampleTimeRange(path, deviceId);
            if (!range) {
                r.ok = true;
                r.empty = true;
                return r;
            }
            std::tie(a, b) = *range;
            r.full = true;
            r.fullFrom = a;
            r.fullTo = b;
        }
        if (b <= a)
            b = a + 1.0;
        FleetMinMaxDecimator decimator(a, b, pixels, FleetTelemetryChart::SeriesCount);
        r.ok = streamFleetSamples(
            path, deviceId, a, b,
            [&](const FleetChartSample &s) {
                decimator.add(s.time, s.values);
                return *current == generation;
            },
            &r.error);
        r.from = a;
        r.to = b;
        r.samples = decimator.samplesSeen();
        r.series = decimator.result();
        return r;
    }));
}

} // namespace GpuPlan
