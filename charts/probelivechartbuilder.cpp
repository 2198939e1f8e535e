#include "probelivechartbuilder.h"

#include "chartstyle.h"

#include <QChart>
#include <QFont>
#include <QLegend>
#include <QLineSeries>
#include <QPen>
#include <QValueAxis>

#include <algorithm>

namespace GpuPlan {

namespace {

QString unitLabel(const QString &unit) { return unit == QLatin1String("us") ? QStringLiteral("µs") : unit; }

QColor colorFor(std::size_t n)
{
    static const QColor palette[]
        = {QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x27, 0x28), QColor(0x2c, 0xa0, 0x2c), QColor(0xff, 0x7f, 0x0e),
           QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b), QColor(0xe3, 0x77, 0xc2), QColor(0x7f, 0x7f, 0x7f),
           QColor(0xbc, 0xbd, 0x22), QColor(0x17, 0xbe, 0xcf)};
    return palette[n % std::size(palette)];
}

} // namespace

ProbeLiveChartBuilder::ProbeLiveChartBuilder(QChart *chart)
    : m_chart(chart)
{
}

ProbeLiveChartBuilder::~ProbeLiveChartBuilder() = default;

void ProbeLiveChartBuilder::reset(Mode mode, const QString &subject)
{
    m_chart->removeAllSeries();
    for (QAbstractAxis *axis : m_chart->axes()) {
        m_chart->removeAxis(axis);
        delete axis;
    }
    m_series.clear();
    m_yAxes.clear();
    m_yMax.clear();
    m_xMax = 0.0;
    m_samples = 0;
    m_mode = mode;
    const QString title = mode == Mode::Run ? tr("Measuring %1").arg(subject) : tr("Burn-in of %1").arg(subject);
    m_chart->setTitle(title.toHtmlEscaped());
    m_xAxis = new QValueAxis;
    m_xAxis->setTitleText(mode == Mode::Run ? tr("Timed run") : tr("Time (s)"));
    ChartStyle::setNiceRange(m_xAxis, 9.5, 5); // 0..10 until the first point
    m_chart->addAxis(m_xAxis, Qt::AlignBottom);
    m_chart->legend()->setVisible(true);
    m_chart->legend()->setShowToolTips(true); // a name cut short for room shows whole on hover
    if (m_legendPointSize <= 0)
        m_legendPointSize = m_chart->legend()->font().pointSizeF();
    QFont font = m_chart->legend()->font();
    font.setPointSizeF(m_legendPointSize * 0.85);
    m_chart->legend()->setFont(font);
}

QValueAxis *ProbeLiveChartBuilder::axisFor(const QString &unit)
{
    if (const auto it = m_yAxes.find(unit); it != m_yAxes.end())
        return it->second;
    auto *axis = new QValueAxis;
    axis->setTitleText(unitLabel(unit));
    axis->setRange(0, 1);
    m_chart->addAxis(axis, m_yAxes.size() % 2 == 0 ? Qt::AlignLeft : Qt::AlignRight);
    m_yAxes.emplace(unit, axis);
    return axis;
}

QLineSeries *ProbeLiveChartBuilder::seriesFor(const QString &key, const QString &name, const QString &unit)
{
    if (const auto it = m_series.find(key); it != m_series.end())
        return it->second;
    auto *series = new QLineSeries;
    series->setObjectName(key);
    // A run's stages share their axes' units; a burn-in's four lines each need theirs.
    series->setName(m_mode == Mode::Run ? name : tr("%1 (%2)").arg(name, unitLabel(unit)));
    QPen pen(colorFor(m_series.size()));
    pen.setWidthF(2.0);
    series->setPen(pen);
    // Few points (a run's repeats) read better as dots on the line.
    series->setPointsVisible(m_mode == Mode::Run);
    m_chart->addSeries(series);
    series->attachAxis(m_xAxis);
    series->attachAxis(axisFor(unit));
    m_series.emplace(key, series);
    return series;
}

void ProbeLiveChartBuilder::append(const QString &key, const QString &name, const QString &unit, double x, double y)
{
    if (!m_xAxis)
        reset(m_mode, QString());
    QLineSeries *series = seriesFor(key, name, unit);
    series->append(x, y);
    if (series->count() > MaxPointsPerSeries) {
        const QList<QPointF> points = series->points();
        QList<QPointF> kept;
        kept.reserve(points.size() / 2 + 1);
        for (qsizetype i = 0; i < points.size(); i += 2)
            kept << points[i];
        if (kept.back() != points.back())
            kept << points.back();
        series->replace(kept);
    }
    double &yMax = m_yMax[unit];
    yMax = std::max(yMax, y);
    ChartStyle::setNiceRange(axisFor(unit), yMax);
    if (x > m_xMax) {
        m_xMax = x;
        ChartStyle::setNiceRange(m_xAxis, m_xMax, 8);
    }
}

void ProbeLiveChartBuilder::addStageValue(const QString &stage, double value, const QString &unit)
{
    // "bandwidth.triad" is "triad" in the legend: the chart is narrow, and the axis names the unit.
    append(stage, stage.section(QLatin1Char('.'), -1), unit, static_cast<double>(++m_samples), value);
}

void ProbeLiveChartBuilder::addBurnInCheck(const Probe::BurnInCheck &check)
{
    append(QStringLiteral("bandwidth"), tr("Bandwidth"), QStringLiteral("GB/s"), check.tSeconds, check.bandwidthGBs);
    append(QStringLiteral("fp32"), tr("FP32"), QStringLiteral("GFLOP/s"), check.tSeconds, check.fp32Gflops);
}

void ProbeLiveChartBuilder::addTelemetry(const Probe::TelemetrySample &sample)
{
    if (sample.smClockMHz)
        append(QStringLiteral("clock"), tr("Core clock"), QStringLiteral("MHz"), sample.tSeconds, *sample.smClockMHz);
    if (sample.temperatureC)
        append(QStringLiteral("temperature"), tr("Temperature"), QStringLiteral("°C"), sample.tSeconds,
               *sample.temperatureC);
}

QLineSeries *ProbeLiveChartBuilder::series(const QString &key) const
{
    const auto it = m_series.find(key);
    return it == m_series.end() ? nullptr : it->second;
}

int ProbeLiveChartBuilder::pointCount(const QString &key) const
{
    const QLineSeries *s = series(key);
    return s ? static_cast<int>(s->count()) : 0;
}

} // namespace GpuPlan
