#pragma once

#include "core/fleetdecimation.h"

#include <QWidget>

#include <array>
#include <vector>

QT_BEGIN_NAMESPACE
class QChartView;
class QLabel;
class QLineSeries;
class QTimer;
class QValueAxis;
QT_END_NAMESPACE

namespace GpuPlan {

/**
 * A device's telemetry as four stacked charts sharing the time axis: clocks, temperature, power and
 * utilisation. It draws what it is given (min/max-decimated points, at most two per pixel column) and asks
 * for new points when the view changes: a horizontal drag zooms in, a right click zooms out, the mouse
 * wheel zooms around the pointer, Left/Right pan by a quarter of the view, +/- zoom around its middle,
 * Home shows the whole range, and a resize changes the number of pixel columns; each emits
 * rangeRequested() once the gesture settles.
 */
class FleetTelemetryChart : public QWidget
{
    Q_OBJECT
public:
    enum Series { SmClock, MemClock, Temperature, Power, Utilization, SeriesCount };
    Q_ENUM(Series)

    explicit FleetTelemetryChart(QWidget *parent = nullptr);
    ~FleetTelemetryChart() override;

    /// The device's whole time range (Unix seconds or seconds from the start of its file).
    void setFullRange(double from, double to);
    /// Draws decimated points for the view [from, to]; @p samples is how many samples they stand for.
    void setData(double from, double to, const std::vector<std::vector<FleetSeriesPoint>> &series, std::size_t samples);
    /// Empties the charts and shows @p message ("Select a GPU", "No telemetry", ...) in their place.
    void showMessage(const QString &message);

    /// Pixel columns of the plot area: the number of buckets to decimate into.
    int plotWidth() const;
    double viewFrom() const { return m_viewFrom; }
    double viewTo() const { return m_viewTo; }
    int pointCount(Series series) const;
    /// Back to the whole range (emits rangeRequested()).
    void resetZoom();
    /// Shows [from, to], kept inside the whole range (emits rangeRequested()).
    void setView(double from, double to);
    /// Moves the view by @p fraction of its width (negative: earlier), at the range's ends no further.
    void pan(double fraction);
    /// Zooms by @p factor (2: twice as narrow) keeping the time at @p anchor (0: left edge, 1: right) in place.
    void zoom(double factor, double anchor = 0.5);

    /// A view change is settling: rangeRequested() follows unless another change comes first.
    bool hasPendingRequest() const;

Q_SIGNALS:
    void rangeRequested(double from, double to, int pixels);

protected:
    void resizeEvent(QResizeEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void axisRangeChanged(int chart, qreal min, qreal max);

    std::array<QChartView *, 4> m_views{};
    std::array<QValueAxis *, 4> m_xAxes{};
    std::array<QValueAxis *, 4> m_yAxes{};
    std::array<QLineSeries *, SeriesCount> m_series{};
    QLabel *m_status = nullptr;
    QLabel *m_hint = nullptr; ///< an EmptyHint over the charts while there is nothing to draw
    QTimer *m_settle = nullptr;
    double m_fullFrom = 0.0, m_fullTo = 0.0;
    double m_viewFrom = 0.0, m_viewTo = 0.0;
    bool m_updating = false;
};

} // namespace GpuPlan
