// The live chart of a running probe: a run's measurements per stage, a burn-in's checks and telemetry,
// one axis per unit, reset between runs, and the point cap of long burn-ins. Offscreen.
#include "charts/probelivechartbuilder.h"
#include "charts/probelivechartview.h"

#include <QApplication>
#include <QChart>
#include <QLineSeries>
#include <QTest>
#include <QValueAxis>

#include <memory>

using namespace GpuPlan;
class TestProbeLiveChart : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void runAppendsPerStage()
    {
        auto chart = std::make_unique<QChart>();
        ProbeLiveChartBuilder builder(chart.get());
        builder.reset(ProbeLiveChartBuilder::Mode::Run, QStringLiteral("Fake H100 PCIe"));
        QCOMPARE(chart->series().size(), 0);
        builder.addStageValue(QStringLiteral("bandwidth.triad"), 1800.0, QStringLiteral("GB/s"));
        builder.addStageValue(QStringLiteral("bandwidth.triad"), 1850.5, QStringLiteral("GB/s"));
        builder.addStageValue(QStringLiteral("compute.fp32_fma"), 48000.0, QStringLiteral("GFLOP/s"));
        QCOMPARE(chart->series().size(), 2);
        QCOMPARE(builder.pointCount(QStringLiteral("bandwidth.triad")), 2);
        QCOMPARE(builder.pointCount(QStringLiteral("compute.fp32_fma")), 1);
        // The measurements follow each other along x, across stages.
        QLineSeries *triad = builder.series(QStringLiteral("bandwidth.triad"));
        QCOMPARE(triad->at(1), QPointF(2, 1850.5));
        QCOMPARE(builder.series(QStringLiteral("compute.fp32_fma"))->at(0), QPointF(3, 48000.0));
        // One value axis per unit, each covering its values.
        const QList<QAbstractAxis *> vertical = chart->axes(Qt::Vertical);
        QCOMPARE(vertical.size(), 2);
        const auto *gbs = qobject_cast<QValueAxis *>(triad->attachedAxes().at(1));
        QVERIFY(gbs);
        QCOMPARE(gbs->titleText(), QStringLiteral("GB/s"));
        QVERIFY(gbs->max() >= 1850.5);
        QVERIFY(chart->title().contains(QLatin1String("Fake H100 PCIe")));

        builder.reset(ProbeLiveChartBuilder::Mode::Run, QStringLiteral("cpu"));
        QCOMPARE(chart->series().size(), 0);
        QCOMPARE(chart->axes(Qt::Vertical).size(), 0);
        builder.addStageValue(QStringLiteral("latency.launch"), 2.5, QStringLiteral("us"));
        QCOMPARE(builder.series(QStringLiteral("latency.launch"))->at(0), QPointF(1, 2.5));
        QCOMPARE(builder.series(QStringLiteral("latency.launch"))->name(), QStringLiteral("launch"));
        QCOMPARE(chart->axes(Qt::Vertical).at(0)->titleText(), QStringLiteral("µs"));
    }

    void burnInChecksAndTelemetry()
    {
        auto chart = std::make_unique<QChart>();
        ProbeLiveChartBuilder builder(chart.get());
        builder.reset(ProbeLiveChartBuilder::Mode::BurnIn, QStringLiteral("cuda:0"));
        for (int t = 0; t < 3; ++t) {
            Probe::TelemetrySample sample;
            sample.tSeconds = t;
            sample.smClockMHz = 1755.0 - t;
            if (t > 0)
                sample.temperatureC = 60.0 + t;
            builder.addTelemetry(sample);
            Probe::BurnInCheck check;
            check.tSeconds = t + 0.5;
            check.bandwidthGBs = 1800.0;
            check.fp32Gflops = 48000.0;
            builder.addBurnInCheck(check);
        }
        QCOMPARE(builder.pointCount(QStringLiteral("bandwidth")), 3);
        QCOMPARE(builder.pointCount(QStringLiteral("fp32")), 3);
        QCOMPARE(builder.pointCount(QStringLiteral("clock")), 3);
        QCOMPARE(builder.pointCount(QStringLiteral("temperature")), 2);
        QCOMPARE(builder.series(QStringLiteral("bandwidth"))->at(2), QPointF(2.5, 1800.0));
        QCOMPARE(builder.series(QStringLiteral("temperature"))->at(1), QPointF(2, 62.0));
        QCOMPARE(chart->axes(Qt::Vertical).size(), 4); // GB/s, GFLOP/s, MHz, °C
        // Telemetry without clock or temperature adds nothing.
        Probe::TelemetrySample bare;
        bare.tSeconds = 4;
        builder.addTelemetry(bare);
        QCOMPARE(builder.pointCount(QStringLiteral("clock")), 3);
    }

    void longBurnInIsThinned()
    {
        auto chart = std::make_unique<QChart>();
        ProbeLiveChartBuilder builder(chart.get());
        builder.reset(ProbeLiveChartBuilder::Mode::BurnIn, QStringLiteral("cuda:0"));
        const int n = ProbeLiveChartBuilder::MaxPointsPerSeries * 3;
        for (int t = 0; t < n; ++t) {
            Probe::BurnInCheck check;
            check.tSeconds = t;
            check.bandwidthGBs = 1000.0 + t;
            builder.addBurnInCheck(check);
        }
        QLineSeries *series = builder.series(QStringLiteral("bandwidth"));
        QVERIFY(series->count() <= ProbeLiveChartBuilder::MaxPointsPerSeries);
        QVERIFY(series->count() > ProbeLiveChartBuilder::MaxPointsPerSeries / 4);
        QCOMPARE(series->at(0).x(), 0.0);
        QCOMPARE(series->at(series->count() - 1).x(), double(n - 1)); // the latest point is kept
    }

    void viewForwards()
    {
        ProbeLiveChartView view;
        view.resize(600, 400);
        view.show();
        view.reset(ProbeLiveChartBuilder::Mode::Run, QStringLiteral("cpu:0"));
        view.addStageValue(QStringLiteral("bandwidth.copy"), 20.0, QStringLiteral("GB/s"));
        QCOMPARE(view.chart()->series().size(), 1);
        QCOMPARE(view.builder()->pointCount(QStringLiteral("bandwidth.copy")), 1);
    }
};

QTEST_MAIN(TestProbeLiveChart)
#include "tst_probelivechart.moc"
