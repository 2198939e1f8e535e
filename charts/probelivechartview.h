#pragma once

#include "probelivechartbuilder.h"

#include <QWidget>

#include <memory>

QT_BEGIN_NAMESPACE
class QChart;
class QChartView;
class QLabel;
QT_END_NAMESPACE

namespace GpuPlan {

/// The live chart of a running probe as a widget the app embeds (the app includes no Qt Charts
/// header): a chart view over a ProbeLiveChartBuilder.
class ProbeLiveChartView : public QWidget
{
    Q_OBJECT

public:
    explicit ProbeLiveChartView(QWidget *parent = nullptr);
    ~ProbeLiveChartView() override;

    ProbeLiveChartBuilder *builder() const { return m_builder.get(); }
    QChart *chart() const;

    /// A new run: the chart is emptied, and @p waiting is shown in its place until the first value arrives.
    void reset(ProbeLiveChartBuilder::Mode mode, const QString &subject, const QString &waiting = QString());
    // Each value is drawn at once, and the waiting text gives way to the chart.
    void addStageValue(const QString &stage, double value, const QString &unit);
    void addBurnInCheck(const Probe::BurnInCheck &check);
    void addTelemetry(const Probe::TelemetrySample &sample);

private:
    QChartView *m_view = nullptr;
    QLabel *m_hint = nullptr; ///< what to do, instead of empty axes, until a value arrives
    std::unique_ptr<ProbeLiveChartBuilder> m_builder;
};

} // namespace GpuPlan
