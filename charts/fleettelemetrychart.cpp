#include "fleettelemetrychart.h"

#include "chartstyle.h"
#include "emptyhint.h"

#include <QChart>
#include <QChartView>
#include <QDateTime>
#include <QKeyEvent>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QTimer>
#include <QVBoxLayout>
#include <QValueAxis>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace GpuPlan {
namespace {

// Unix time when it looks like one (after 1973), else seconds from the start of the capture.
QString timeText(double t)
{
    if (t > 1e8)
        return QDateTime::fromMSecsSinceEpoch(qint64(t * 1000.0), Qt::UTC)
            .toString(QStringLiteral("yyyy-MM-dd HH:mm:ss 'UTC'"));
    return FleetTelemetryChart::tr("%1 s").arg(QLocale().toString(t, 'f', 1));
}

} // namespace

FleetTelemetryChart::FleetTelemetryChart(QWidget *parent)
    : QWidget(parent)
    , m_status(new QLabel(this))
    , m_settle(new QTimer(this))
{
    const QString titles[4] = {tr("Clocks (MHz)"), tr("Temperature (°C)"), tr("Power (W)"), tr("Utilisation (%)")};
    const QString names[SeriesCount]
        = {tr("SM clock"), tr("Memory clock"), tr("GPU temperature"), tr("Power draw"), tr("GPU utilisation")};
    const int chartOf[SeriesCount] = {0, 0, 1, 2, 3};
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    for (int c = 0; c < 4; ++c) {
        QChart *chart = ChartStyle::newChart(titles[c]);
        chart->legend()->setVisible(c == 0);
        chart->legend()->setAlignment(Qt::AlignRight);
        chart->setMargins(QMargins(4, 0, 4, 0));
        m_xAxes[std::size_t(c)] = new QValueAxis(chart);
        m_yAxes[std::size_t(c)] = new QValueAxis(chart);
        m_xAxes[std::size_t(c)]->setLabelFormat(QStringLiteral("%.0f"));
        chart->addAxis(m_xAxes[std::size_t(c)], Qt::AlignBottom);
        chart->addAxis(m_yAxes[std::size_t(c)], Qt::AlignLeft);
        auto *view = new QChartView(chart, this);
        view->setRenderHint(QPainter::Antialiasing, false); // thousands of segments: crisp and fast
        view->setRubberBand(QChartView::HorizontalRubberBand);
        view->setMinimumHeight(c == 3 ? 140 : 110);
        view->setToolTip(tr("Drag across the chart to zoom into a time range, right-click to zoom out, or use the "
                            "mouse wheel; Left and Right pan, + and - zoom, Home shows everything. Each pixel "
                            "column shows the lowest and highest sample of its time slice, so short spikes stay "
                            "visible however many samples there are."));
        view->viewport()->installEventFilter(this);
        view->setFocusPolicy(Qt::NoFocus); // a click focuses the chart itself, whose keys pan and zoom
        m_views[std::size_t(c)] = view;
        layout->addWidget(view, 1);
        connect(m_xAxes[std::size_t(c)], &QValueAxis::rangeChanged, this,
                [this, c](qreal min, qreal max) { axisRangeChanged(c, min, max); });
    }
    for (int s = 0; s < SeriesCount; ++s) {
        auto *series = new QLineSeries(this);
        series->setName(names[s]);
        QChart *chart = m_views[std::size_t(chartOf[s])]->chart();
        chart->addSeries(series);
        series->attachAxis(m_xAxes[std::size_t(chartOf[s])]);
        series->attachAxis(m_yAxes[std::size_t(chartOf[s])]);
        m_series[std::size_t(s)] = series;
    }
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    m_settle->setSingleShot(true);
    m_settle->setInterval(150);
    connect(m_settle, &QTimer::timeout, this, [this] {
        if (m_viewTo > m_viewFrom)
            Q_EMIT rangeRequested(m_viewFrom, m_viewTo, plotWidth());
    });
    setFocusPolicy(Qt::StrongFocus);
    m_hint = new EmptyHint(this, QString());
    showMessage(tr("Select a GPU in the inventory to see its telemetry."));
}

FleetTelemetryChart::~FleetTelemetryChart() = default;

bool FleetTelemetryChart::hasPendingRequest() const { return m_settle->isActive(); }

void FleetTelemetryChart::setFullRange(double from, double to)
{
    m_fullFrom = from;
    m_fullTo = to > from ? to : from + 1.0;
    m_viewFrom = m_fullFrom;
    m_viewTo = m_fullTo;
}

void FleetTelemetryChart::setData(double from, double to, const std::vector<std::vector<FleetSeriesPoint>> &series,
                                  std::size_t samples)
{
    m_updating = true;
    m_viewFrom = from;
    m_viewTo = to > from ? to : from + 1.0;
    // x in seconds from the start of the device's range: the axis labels stay short.
    const double origin = m_fullFrom;
    std::array<double, 4> lo{}, hi{};
    std::array<bool, 4> any{};
    const int chartOf[SeriesCount] = {0, 0, 1, 2, 3};
    std::size_t drawn = 0;
    for (int s = 0; s < SeriesCount; ++s) {
        QList<QPointF> points;
        if (std::size_t(s) < series.size()) {
            points.reserve(qsizetype(series[std::size_t(s)].size()));
            for (const FleetSeriesPoint &p : series[std::size_t(s)]) {
                points.append(QPointF(p.t - origin, p.v));
                const auto c = std::size_t(chartOf[s]);
                lo[c] = any[c] ? std::min(lo[c], p.v) : p.v;
                hi[c] = any[c] ? std::max(hi[c], p.v) : p.v;
                any[c] = true;
            }
        }
        drawn += std::size_t(points.size());
        m_series[std::size_t(s)]->replace(points);
    }
    for (std::size_t c = 0; c < 4; ++c) {
        m_xAxes[c]->setRange(m_viewFrom - origin, m_viewTo - origin);
        // One axis title, under the last chart: the four share the time axis.
        m_xAxes[c]->setTitleText(c == 3 ? tr("seconds from %1").arg(timeText(origin)) : QString());
        // As many value labels as the plot's height holds (Qt elides crowded labels to "..."): one per
        // 22 pixels, 1 to 4 intervals.
        const double plotHeight = m_views[c]->chart()->plotArea().height();
        const int intervals = plotHeight > 0 ? std::clamp(int(plotHeight / 22), 1, 4) : 4;
        if (any[c] && c == 3 && hi[c] <= 100.0) { // utilisation: the whole 0-100 % scale
            m_yAxes[c]->setRange(0, 100);
            m_yAxes[c]->setTickCount((intervals >= 4 ? 4 : intervals >= 2 ? 2 : 1) + 1);
            m_yAxes[c]->setLabelFormat(QStringLiteral("%.0f"));
        } else if (any[c]) {
            ChartStyle::setNiceRange(m_yAxes[c], std::max(hi[c], 1.0), intervals);
        } else {
            m_yAxes[c]->setRange(0, 1);
        }
    }
    m_status->setText(tr("%1 sample(s) from %2 to %3, drawn as %4 points (the lowest and highest of each pixel "
                         "column). Drag or turn the wheel to zoom, right-click to zoom out, Left and Right to pan.")
                          .arg(QLocale().toString(qulonglong(samples)), timeText(m_viewFrom), timeText(m_viewTo),
                               QLocale().toString(qulonglong(drawn))));
    m_hint->hide();
    m_status->setToolTip(tr("Min/max decimation keeps every spike and the global extremes while drawing at most "
                            "two points per pixel column and series."));
    m_updating = false;
}

void FleetTelemetryChart::showMessage(const QString &message)
{
    m_updating = true;
    for (QLineSeries *s : m_series)
        s->clear();
    for (QValueAxis *axis : m_yAxes) { // empty charts: two value labels, never crowded
        axis->setRange(0, 1);
        axis->setTickCount(2);
    }
    m_status->setText(message);
    // The message instead of four empty charts (their axes would read 0 and 1).
    m_hint->setText(message);
    m_hint->show();
    m_hint->raise();
    m_updating = false;
}

int FleetTelemetryChart::plotWidth() const
{
    const int w = int(m_views[0]->chart()->plotArea().width());
    return std::max(w > 0 ? w : width() - 80, 16);
}

int FleetTelemetryChart::pointCount(Series series) const { return int(m_series[std::size_t(series)]->count()); }

void FleetTelemetryChart::resetZoom()
{
    m_viewFrom = m_fullFrom;
    m_viewTo = m_fullTo;
    m_settle->start();
}

void FleetTelemetryChart::setView(double from, double to)
{
    if (!(m_fullTo > m_fullFrom) || !(to > from))
        return;
    const double width = std::min(to - from, m_fullTo - m_fullFrom);
    from = std::clamp(from, m_fullFrom, m_fullTo - width);
    // The axes move at once; the points for the new view follow (axisRangeChanged() asks for them).
    m_xAxes[0]->setRange(from - m_fullFrom, from + width - m_fullFrom);
}

void FleetTelemetryChart::pan(double fraction)
{
    const double shift = (m_viewTo - m_viewFrom) * fraction;
    setView(m_viewFrom + shift, m_viewTo + shift);
}

void FleetTelemetryChart::zoom(double factor, double anchor)
{
    if (!(factor > 0))
        return;
    const double width = m_viewTo - m_viewFrom;
    const double at = m_viewFrom + width * std::clamp(anchor, 0.0, 1.0);
    // No narrower than a millisecond per pixel column: past that there is nothing more to see.
    const double narrowest = 1e-3 * plotWidth();
    const double next = std::max(width / factor, narrowest);
    setView(at - (at - m_viewFrom) * next / width, at + (m_viewTo - at) * next / width);
}

void FleetTelemetryChart::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Left:
        pan(-0.25);
        break;
    case Qt::Key_Right:
        pan(0.25);
        break;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
    case Qt::Key_Up:
        zoom(2.0);
        break;
    case Qt::Key_Minus:
    case Qt::Key_Down:
        zoom(0.5);
        break;
    case Qt::Key_Home:
        setView(m_fullFrom, m_fullTo);
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

bool FleetTelemetryChart::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Wheel) {
        auto *wheel = static_cast<QWheelEvent *>(event);
        for (QChartView *view : m_views) {
            if (view->viewport() != watched)
                continue;
            const QRectF plot = view->chart()->plotArea();
            const double anchor = plot.width() > 0 ? (wheel->position().x() - plot.left()) / plot.width() : 0.5;
            // 1.25 times narrower per notch (120 eighths of a degree) away from the user.
            zoom(std::pow(1.25, wheel->angleDelta().y() / 120.0), anchor);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void FleetTelemetryChart::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (m_viewTo > m_viewFrom)
        m_settle->start();
}

void FleetTelemetryChart::axisRangeChanged(int chart, qreal min, qreal max)
{
    if (m_updating)
        return;
    // A zoom on one chart moves the others and asks for points decimated for the new range.
    m_updating = true;
    for (int c = 0; c < 4; ++c)
        if (c != chart)
            m_xAxes[std::size_t(c)]->setRange(min, max);
    m_updating = false;
    m_viewFrom = std::max(m_fullFrom, m_fullFrom + min);
    m_viewTo = std::min(m_fullTo, m_fullFrom + max);
    m_settle->start();
}

} // namespace GpuPlan
