#pragma once

#include "protocol/burnin.h"
#include "protocol/types.h"

#include <QCoreApplication>
#include <QString>

#include <map>

QT_BEGIN_NAMESPACE
class QChart;
class QLineSeries;
class QValueAxis;
QT_END_NAMESPACE

namespace GpuPlan {

/**
 * Draws a running probe as it streams, on a chart the caller owns. For `run`: every measurement of
 * every stage (ProbeProcess::stageValue) in order, one line per stage, x the measurement's number in
 * the run. For a burn-in: each slice's bandwidth and FP32 rate and, when the telemetry has them, the
 * core clock and temperature, against seconds since the start. One value axis per unit, alternating
 * left and right.
 *
 * Series object names: the stage ("bandwidth.triad") for a run; "bandwidth", "fp32", "clock" and
 * "temperature" for a burn-in. A series keeps at most MaxPointsPerSeries points: past that, every
 * other point is dropped, so that a day-long burn-in stays light.
 */
class ProbeLiveChartBuilder
{
    Q_DECLARE_TR_FUNCTIONS(GpuPlan::ProbeLiveChartBuilder)

public:
    enum class Mode { Run, BurnIn };
    static constexpr int MaxPointsPerSeries = 2000;

    /// Draws on @p chart (not owned); call reset() before the first run.
    explicit ProbeLiveChartBuilder(QChart *chart);
    ~ProbeLiveChartBuilder();
    ProbeLiveChartBuilder(const ProbeLiveChartBuilder &) = delete;
    ProbeLiveChartBuilder &operator=(const ProbeLiveChartBuilder &) = delete;

    /// Empties the chart for a new run of @p mode on @p subject (the device's name).
    void reset(Mode mode, const QString &subject);
    Mode mode() const { return m_mode; }

    /// A measurement of the running stage in @p unit ("GB/s", "GFLOP/s", "us").
    void addStageValue(const QString &stage, double value, const QString &unit);
    void addBurnInCheck(const Probe::BurnInCheck &check);
    /// Adds the clock and temperature of @p sample where it has them.
    void addTelemetry(const Probe::TelemetrySample &sample);

    QChart *chart() const { return m_chart; }
    /// The series named @p key, or nullptr.
    QLineSeries *series(const QString &key) const;
    /// The number of points of series @p key (0 when it does not exist).
    int pointCount(const QString &key) const;

private:
    QLineSeries *seriesFor(const QString &key, const QString &name, const QString &unit);
    QValueAxis *axisFor(const QString &unit);
    void append(const QString &key, const QString &name, const QString &unit, double x, double y);

    QChart *m_chart;
    Mode m_mode = Mode::Run;
    QValueAxis *m_xAxis = nullptr;
    std::map<QString, QValueAxis *> m_yAxes;
    std::map<QString, double> m_yMax;
    std::map<QString, QLineSeries *> m_series;
    double m_xMax = 0.0;
    double m_legendPointSize = 0.0;
    int m_samples = 0;
};

} // namespace GpuPlan
