#pragma once

#include "probelivechartbuilder.h"

#include <QWidget>

#include <memory>

QT_BEGIN_NAMESPACE
class QChart;
class QChartView;
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

    void reset(ProbeLiveChartBuilder::Mode mode, const QString &subject) { m_builder->reset(mode, subject); }
    void addStageValue(const QString &stage, double value, const QString &unit)
    {
        m_builder->addStageValue(stage, value, unit);
    }
    void addBurnInCheck(const Probe::BurnInCheck &check) { m_builder->addBurnInCheck(check); }
    void addTelemetry(const Probe::TelemetrySample &sample) { m_builder->addTelemetry(sample); }

private:
    QChartView *m_view = nullptr;
    std::unique_ptr<ProbeLiveChartBuilder> m_builder;
};

} // namespace GpuPlan
