// Min/max decimation per pixel column (10 million samples -> at most 2 x width points, the global
// extremes and a one-sample spike kept) and the telemetry chart widget drawing decimated points.
#include "charts/fleettelemetrychart.h"
#include "core/fleetdecimation.h"

#include <QChartView>
#include <QSignalSpy>
#include <QTest>
#include <QWheelEvent>

#include <cmath>
#include <limits>

using namespace GpuPlan;

class TestFleetTelemetryChart : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void decimatesTenMillionSamples()
    {
        constexpr std::size_t n = 10'000'000;
        constexpr int width = 1200;
        constexpr std::size_t spikeAt = 6'543'210;
        FleetMinMaxDecimator d(0.0, double(n - 1), width, 2);
        float globalMin = std::numeric_limits<float>::max(), globalMax = -globalMin;
        for (std::size_t i = 0; i < n; ++i) {
            float v[2];
            v[0] = 60.0f + 10.0f * std::sin(float(i) * 1e-4f) + float(i % 7) * 0.1f;
            v[1] = i == spikeAt ? 900.0f : 300.0f + float(i % 13); // one sample of 900 W
            globalMin = std::min(globalMin, v[0]);
            globalMax = std::max(globalMax, v[0]);
            d.add(double(i), v);
        }
        QCOMPARE(d.samplesSeen(), n);
        const auto series = d.result();
        QCOMPARE(series.size(), std::size_t(2));
        for (const auto &s : series) {
            QVERIFY(!s.empty());
            QVERIFY(s.size() <= std::size_t(2 * width));
            for (std::size_t i = 1; i < s.size(); ++i)
                QVERIFY(s[i - 1].t <= s[i].t);
        }
        double lo = 1e9, hi = -1e9;
        for (const FleetSeriesPoint &p : series[0])
            lo = std::min(lo, p.v), hi = std::max(hi, p.v);
        QCOMPARE(lo, double(globalMin));
        QCOMPARE(hi, double(globalMax));
        bool spike = false;
        for (const FleetSeriesPoint &p : series[1])
            spike = spike || (p.v == 900.0 && p.t == double(spikeAt));
        QVERIFY2(spike, "the one-sample spike must survive");
    }

    void skipsMissingValuesAndOutOfRange()
    {
        std::vector<FleetSeriesPoint> points{{-1.0, 5.0}, {0.0, 1.0}, {0.5, 3.0}, {1.0, 2.0}, {2.0, 99.0}};
        const auto out = FleetMinMaxDecimator::decimate(points, 0.0, 1.0, 1);
        QCOMPARE(out.size(), std::size_t(2));
        QCOMPARE(out[0].v, 1.0);
        QCOMPARE(out[1].v, 3.0);
        FleetMinMaxDecimator d(0.0, 10.0, 10, 1);
        const float nan = std::numeric_limits<float>::quiet_NaN();
        d.add(1.0, &nan);
        QVERIFY(d.result()[0].empty());
    }

    void chartDrawsDecimatedPoints()
    {
        FleetTelemetryChart chart;
        chart.resize(900, 700);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        const int width = chart.plotWidth();
        QVERIFY(width > 100);
        FleetMinMaxDecimator d(0.0, 1e6, width, FleetTelemetryChart::SeriesCount);
        for (int i = 0; i < 1'000'000; ++i) {
            const float v[5] = {1800.0f, 2600.0f, 55.0f + float(i % 10), 350.0f, float(i % 100)};
            d.add(double(i), v);
        }
        chart.setFullRange(0.0, 1e6);
        QSignalSpy requested(&chart, &FleetTelemetryChart::rangeRequested);
        chart.setData(0.0, 1e6, d.result(), d.samplesSeen());
        QVERIFY(chart.pointCount(FleetTelemetryChart::Temperature) <= 2 * width);
        QVERIFY(chart.pointCount(FleetTelemetryChart::Temperature) > width / 2);
        QCOMPARE(requested.count(), 0); // drawing does not ask for more
        chart.resetZoom();
        QTRY_COMPARE(requested.count(), 1);
        QCOMPARE(requested.first().at(0).toDouble(), 0.0);
        QCOMPARE(requested.first().at(1).toDouble(), 1e6);
    }

    // Keyboard and wheel navigation: each gesture asks for the points of the new view, inside the range.
    void keysAndWheelZoomAndPan()
    {
        FleetTelemetryChart chart;
        chart.resize(900, 700);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        FleetMinMaxDecimator d(0.0, 1000.0, chart.plotWidth(), FleetTelemetryChart::SeriesCount);
        for (int i = 0; i <= 1000; ++i) {
            const float v[5] = {1800.0f, 2600.0f, 50.0f, 300.0f, 90.0f};
            d.add(double(i), v);
        }
        chart.setFullRange(0.0, 1000.0);
        chart.setData(0.0, 1000.0, d.result(), d.samplesSeen());
        QSignalSpy requested(&chart, &FleetTelemetryChart::rangeRequested);
        const auto expectView = [&](double from, double to) {
            QTRY_COMPARE(requested.count(), 1);
            QCOMPARE(requested.first().at(0).toDouble(), from);
            QCOMPARE(requested.first().at(1).toDouble(), to);
            requested.clear();
        };
        QTest::keyClick(&chart, Qt::Key_Plus); // twice as narrow, around the middle
        expectView(250.0, 750.0);
        QTest::keyClick(&chart, Qt::Key_Left); // a quarter of the view earlier
        expectView(125.0, 625.0);
        QTest::keyClick(&chart, Qt::Key_Left);
        QTest::keyClick(&chart, Qt::Key_Left); // stops at the start
        expectView(0.0, 500.0);
        QTest::keyClick(&chart, Qt::Key_Home);
        expectView(0.0, 1000.0);
        QTest::keyClick(&chart, Qt::Key_Right); // the whole range cannot move
        QVERIFY(!chart.hasPendingRequest());
        QCOMPARE(requested.count(), 0);

        // One wheel notch over the middle of the first chart's plot: 1.25 times narrower around it.
        auto *view = chart.findChildren<QChartView *>().value(0);
        QVERIFY(view);
        const QPointF middle = view->chart()->plotArea().center();
        QWheelEvent wheel(middle, view->viewport()->mapToGlobal(middle.toPoint()), QPoint(), QPoint(0, 120),
                          Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(view->viewport(), &wheel);
        QTRY_COMPARE(requested.count(), 1);
        QCOMPARE(requested.first().at(0).toDouble(), 100.0);
        QCOMPARE(requested.first().at(1).toDouble(), 900.0);
    }
};

QTEST_MAIN(TestFleetTelemetryChart)
#include "tst_fleettelemetrychart.moc"
