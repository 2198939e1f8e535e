// The Fleet page's telemetry charts: a device's samples read once on a worker thread into a min/max
// overview, from which zooming and panning are answered at once; a view too narrow for the overview reads
// its own rows on the worker. Only the newest request is drawn.
#include "fleetpage.h"

#include "charts/fleettelemetrychart.h"
#include "io/fleettelemetryreader.h"
#include "io/workspacestore.h"

#include <cmath>

namespace GpuPlan {

void FleetPage::showDevice(qint64 deviceId)
{
    m_device = deviceId;
    // NaN: the whole range, found by the worker.
    requestTelemetry(deviceId, std::nan(""), std::nan(""), m_chart->plotWidth());
}

void FleetPage::showTelemetry(qint64 deviceId, const FleetTelemetryView &view, bool wholeRange)
{
    if (!view.ok) {
        m_chart->showMessage(tr("Cannot read the telemetry: %1").arg(view.error));
    } else if (view.empty) {
        m_chart->showMessage(tr("No telemetry samples for this GPU: import a dmon, --query-gpu loop, DCGM or "
                                "exporter capture to chart its clocks, temperature, power and utilisation."));
    } else {
        if (wholeRange)
            m_chart->setFullRange(view.fullFrom, view.fullTo);
        m_chart->setData(view.from, view.to, view.series, view.samples);
    }
    Q_EMIT telemetryShown(deviceId);
}

void FleetPage::requestTelemetry(qint64 deviceId, double from, double to, int pixels)
{
    if (deviceId <= 0 || !m_store.isOpen())
        return;
    std::shared_ptr<const FleetMinMaxDecimator> overview = m_overviewDevice == deviceId ? m_overview : nullptr;
    if (auto view = fleetTelemetryFromOverview(overview, from, to, pixels)) {
        // In memory: a few milliseconds, whatever the number of samples.
        m_telemetryJobs.cancel(); // a running read stops at its next sample
        showTelemetry(deviceId, *view, std::isnan(from));
        return;
    }
    if (!overview) // every sample is read once: seconds for tens of millions
        m_chart->showMessage(tr("Reading the telemetry of this GPU…"));
    const QString path = m_store.connectionLocation();
    const bool wholeRange = std::isnan(from);
    // A newer request makes this one stale: its read stops at the next sample and nothing is drawn.
    m_telemetryJobs.start(
        [=](const JobControl &control) {
            return readFleetTelemetry(path, deviceId, from, to, pixels, overview,
                                      [&control] { return !control.cancelled(); });
        },
        [=, this](const FleetTelemetryView &view) {
            if (deviceId != m_device)
                return;
            if (view.overview) {
                m_overview = view.overview;
                m_overviewDevice = deviceId;
            }
            showTelemetry(deviceId, view, wholeRange);
        });
}

} // namespace GpuPlan
