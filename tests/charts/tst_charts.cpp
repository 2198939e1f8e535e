// The Pareto frontier on hand-made points, each chart builder on real estimates from the shipped
// catalog, and ChartsPanel offscreen. Set GPUPLAN_CHART_PNG_DIR to keep the rendered charts.
#include "charts/chartspanel.h"
#include "charts/fitheatmapchartbuilder.h"
#include "charts/fitlevel.h"
#include "charts/ownvsrentchartbuilder.h"
#include "charts/paretochartbuilder.h"
#include "charts/paretofrontier.h"
#include "charts/vrambreakdownchartbuilder.h"

#include "core/catalogjson.h"

#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QDir>
#include <QFile>
#include <QGraphicsSimpleTextItem>
#include <QHorizontalStackedBarSeries>
#include <QLineSeries>
#include <QScatterSeries>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QValueAxis>

#include <cmath>
#include <limits>
#include <memory>

using namespace GpuPlan;

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

template <class T>
QList<T *> seriesNamed(const QChart *chart, const QString &name)
{
    QList<T *> out;
    for (QAbstractSeries *s : chart->series()) {
        if (s->objectName() == name) {
            if (auto *typed = qobject_cast<T *>(s))
                out << typed;
        }
    }
    return out;
}

int pointCount(const QChart *chart, const QString &name)
{
    const QList<QScatterSeries *> series = seriesNamed<QScatterSeries>(chart, name);
    return series.isEmpty() ? 0 : static_cast<int>(series.front()->count());
}

QList<QGraphicsSimpleTextItem *> textItems(const QChart *chart)
{
    QList<QGraphicsSimpleTextItem *> out;
    for (QGraphicsItem *item : chart->childItems()) {
        if (auto *text = dynamic_cast<QGraphicsSimpleTextItem *>(item))
            out << text;
    }
    return out;
}

} // namespace

class TestCharts : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog;
    std::unique_ptr<Estimator> m_estimator;
    std::vector<Estimate> m_estimates; // Llama-3-8B BF16 on every SKU, default workload and costs
    Workload m_workload;

    // A chart in a view of @p size, laid out and painted; kept as PNG under GPUPLAN_CHART_PNG_DIR.
    static QImage render(QChart *chart, const QString &name, QSize size = QSize(1000, 700))
    {
        QChartView view(chart);
        view.setRenderHint(QPainter::Antialiasing);
        view.resize(size);
        const QImage image = view.grab().toImage();
        const QString dir = qEnvironmentVariable("GPUPLAN_CHART_PNG_DIR");
        if (!dir.isEmpty() && QDir().mkpath(dir))
            image.save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
        view.setChart(new QChart); // the caller keeps its chart
        return image;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QFile file(QStringLiteral(GPUPLAN_SOURCE_DIR "/data/catalog.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        CatalogParseResult r
            = parseCatalog(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
        QVERIFY(r.ok());
        m_catalog = std::move(r.catalog);
        m_estimator = std::make_unique<Estimator>(m_catalog, Calibration::fit({}, m_catalog));
        m_workload.weights = WeightFormat::BF16;
        m_estimates = m_estimator->sweep(*m_catalog.findModel("llama-3-8b"), m_workload);
        QCOMPARE(m_estimates.size(), m_catalog.skus.size());
    }

    void paretoFrontier_data()
    {
        QTest::addColumn<QList<QPointF>>("points");
        QTest::addColumn<QList<int>>("expected");
        const double nan = std::numeric_limits<double>::quiet_NaN();
        QTest::newRow("empty") << QList<QPointF>{} << QList<int>{};
        QTest::newRow("single point") << QList<QPointF>{{3, 4}} << QList<int>{0};
        QTest::newRow("dominated points excluded")
            << QList<QPointF>{{1, 1}, {2, 2}, {3, 1}, {1, 3}, {2, 1.5}} << QList<int>{3, 1, 2};
        QTest::newRow("trade-off curve sorted by x") << QList<QPointF>{{3, 1}, {1, 3}, {2, 2}} << QList<int>{1, 2, 0};
        QTest::newRow("identical points both kept") << QList<QPointF>{{2, 2}, {1, 1}, {2, 2}} << QList<int>{0, 2};
        QTest::newRow("same x, larger y wins") << QList<QPointF>{{1, 1}, {1, 2}} << QList<int>{1};
        QTest::newRow("same y, larger x wins") << QList<QPointF>{{1, 1}, {2, 1}} << QList<int>{1};
        QTest::newRow("one point dominates all") << QList<QPointF>{{1, 5}, {5, 1}, {5, 5}, {0, 0}} << QList<int>{2};
        QTest::newRow("non-finite ignored") << QList<QPointF>{{nan, 1}, {1, 1}, {0.5, qInf()}} << QList<int>{1};
    }

    void paretoFrontier()
    {
        QFETCH(QList<QPointF>, points);
        QFETCH(QList<int>, expected);
        const std::vector<std::size_t> got
            = GpuPlan::paretoFrontier(std::vector<QPointF>(points.begin(), points.end()));
        QList<int> actual;
        for (std::size_t i : got)
            actual << static_cast<int>(i);
        QCOMPARE(actual, expected);
    }

    void classifyFit_data()
    {
        QTest::addColumn<QString>("sku");
        QTest::addColumn<QString>("model");
        QTest::addColumn<qint64>("context");
        QTest::addColumn<qint64>("batch");
        QTest::addColumn<int>("level");
        // Llama-3-8B BF16 weights are 15 GiB: an 80 GB card fits it, an 8 GB card never does.
        QTest::newRow("8B on H100") << "nvidia-h100-sxm-80gb"
                                    << "llama-3-8b" << qint64(4096) << qint64(1) << int(FitLevel::Fits);
        QTest::newRow("8B on 8 GB") << "nvidia-geforce-rtx-3070-8gb"
                                    << "llama-3-8b" << qint64(4096) << qint64(1) << int(FitLevel::DoesNotFit);
        // 64 sequences of 4,352 tokens need 34 GiB of KV cache (128 KiB/token): too much beside the
        // weights on 24 GB, but a few sequences fit.
        QTest::newRow("8B batch 64 on 24 GB") << "nvidia-geforce-rtx-4090-24gb"
                                              << "llama-3-8b" << qint64(4096) << qint64(64) << int(FitLevel::Reduced);
        // 64k tokens need 8 GiB of KV cache: only a shorter context fits beside 15 GiB of weights.
        QTest::newRow("8B 64k context on 24 GB")
            << "nvidia-geforce-rtx-4090-24gb"
            << "llama-3-1-8b" << qint64(65536) << qint64(1) << int(FitLevel::Reduced);
        QTest::newRow("405B on 80 GB") << "nvidia-h100-sxm-80gb"
                                       << "llama-3-1-405b" << qint64(4096) << qint64(1) << int(FitLevel::DoesNotFit);
    }

    void classifyFit()
    {
        QFETCH(QString, sku);
        QFETCH(QString, model);
        QFETCH(qint64, context);
        QFETCH(qint64, batch);
        QFETCH(int, level);
        const GpuSku *s = m_catalog.findSku(sku.toStdString());
        const ModelArch *m = m_catalog.findModel(model.toStdString());
        QVERIFY(s && m);
        Workload w = m_workload;
        w.contextTokens = context;
        w.batch = batch;
        const FitCell cell = GpuPlan::classifyFit(*s, *m, w);
        QCOMPARE(int(cell.level), level);
        QCOMPARE(cell.fit.fits, level == int(FitLevel::Fits));
    }

    void vramBreakdownChart()
    {
        const std::vector<std::size_t> bars = VramBreakdownChartBuilder::selection(m_estimates, 8);
        QCOMPARE(bars.size(), std::size_t(8));
        // Bottom-up by capacity: the largest (MI355X, 288 GB) is the top bar.
        for (std::size_t i = 1; i < bars.size(); ++i)
            QVERIFY(m_estimates[bars[i - 1]].fit.perGpu.capacity <= m_estimates[bars[i]].fit.perGpu.capacity);

        std::unique_ptr<QChart> chart(VramBreakdownChartBuilder::build(m_estimates, m_catalog, 8));
        const QList<QHorizontalStackedBarSeries *> stacked
            = seriesNamed<QHorizontalStackedBarSeries>(chart.get(), QStringLiteral("vramBreakdown"));
        QCOMPARE(stacked.size(), 1);
        const QList<QBarSet *> sets = stacked.front()->barSets();
        QCOMPARE(sets.size(), 4);
        const QList<QLineSeries *> capacity = seriesNamed<QLineSeries>(chart.get(), QStringLiteral("capacity"));
        QCOMPARE(capacity.size(), 8);
        for (std::size_t bar = 0; bar < bars.size(); ++bar) {
            const VramBreakdown &b = m_estimates[bars[bar]].fit.perGpu;
            const int i = static_cast<int>(bar);
            QCOMPARE(sets[0]->at(i), b.weights / kGiB);
            QCOMPARE(sets[1]->at(i), b.kv / kGiB);
            QCOMPARE(sets[2]->at(i), b.activations / kGiB);
            QCOMPARE(sets[3]->at(i), b.runtime / kGiB);
            const double sum = sets[0]->at(i) + sets[1]->at(i) + sets[2]->at(i) + sets[3]->at(i);
            QVERIFY(qFuzzyCompare(sum, b.total() / kGiB));
            QCOMPARE(capacity[i]->at(0).x(), b.capacity / kGiB);
        }
        const auto *axis = qobject_cast<QValueAxis *>(chart->axes(Qt::Horizontal).value(0));
        QVERIFY(axis);
        QCOMPARE(axis->titleText(), QStringLiteral("GiB per GPU"));
        QVERIFY(!render(chart.get(), QStringLiteral("vram")).isNull());
    }

    void paretoChart()
    {
        using Basis = ParetoChartBuilder::CostBasis;
        for (Basis basis : {Basis::Own, Basis::Rent}) {
            const std::vector<ParetoChartBuilder::Point> points = ParetoChartBuilder::points(m_estimates, basis);
            QVERIFY2(points.size() >= 3, "the shipped catalog prices several SKUs");
            std::vector<QPointF> values;
            for (const auto &p : points)
                values.push_back(p.value);
            const std::vector<std::size_t> frontier = GpuPlan::paretoFrontier(values);

            std::unique_ptr<QChart> chart(ParetoChartBuilder::build(m_estimates, m_catalog, basis));
            const QList<QScatterSeries *> best = seriesNamed<QScatterSeries>(chart.get(), QStringLiteral("frontier"));
            QCOMPARE(best.size(), 1);
            QCOMPARE(best.front()->count(), qsizetype(frontier.size()));
            for (std::size_t i = 0; i < frontier.size(); ++i)
                QCOMPARE(best.front()->at(static_cast<int>(i)), values[frontier[i]]);
            QCOMPARE(pointCount(chart.get(), QStringLiteral("others")), int(points.size() - frontier.size()));
            // Every frontier point is labelled with its SKU's name.
            QStringList labels;
            for (QGraphicsSimpleTextItem *text : textItems(chart.get()))
                labels << text->text();
            QCOMPARE(labels.size(), qsizetype(frontier.size()));
            for (std::size_t i : frontier)
                QVERIFY(labels.contains(QString::fromStdString(m_catalog.findSku(points[i].skuId)->name)));
            render(chart.get(), basis == Basis::Own ? QStringLiteral("pareto-own") : QStringLiteral("pareto-rent"));
        }
    }

    void ownVsRentChart()
    {
        OwnVsRent comparison;
        for (int month = 0; month <= 60; ++month) {
            comparison.cumulativeOwnUsd.push_back(30000 + 400.0 * month);
            comparison.cumulativeRentUsd.push_back(2500.0 * month);
        }
        comparison.breakEvenMonth = 15; // 30,000 + 6,000 = 36,000 <= 37,500
        comparison.npvOwnUsd = 50000;
        comparison.npvRentUsd = 120000;
        std::unique_ptr<QChart> chart(OwnVsRentChartBuilder::build(comparison, QStringLiteral("hand-made")));
        const QList<QLineSeries *> marker = seriesNamed<QLineSeries>(chart.get(), QStringLiteral("breakEven"));
        QCOMPARE(marker.size(), 1);
        QCOMPARE(marker.front()->count(), qsizetype(2));
        QCOMPARE(marker.front()->at(0).x(), 15.0);
        QCOMPARE(marker.front()->at(1).x(), 15.0);
        QCOMPARE(seriesNamed<QLineSeries>(chart.get(), QStringLiteral("own")).front()->count(), qsizetype(61));
        QCOMPARE(seriesNamed<QLineSeries>(chart.get(), QStringLiteral("rent")).front()->at(60).y(), 150.0); // thousands
        QCOMPARE(textItems(chart.get()).value(0)->text(), QStringLiteral("break-even: month 15"));
        render(chart.get(), QStringLiteral("ownvsrent-handmade"));

        comparison.breakEvenMonth.reset();
        chart.reset(OwnVsRentChartBuilder::build(comparison, QStringLiteral("no break-even")));
        QVERIFY(seriesNamed<QLineSeries>(chart.get(), QStringLiteral("breakEven")).isEmpty());
        QVERIFY(textItems(chart.get()).value(0)->text().contains(QStringLiteral("never breaks even")));
        render(chart.get(), QStringLiteral("ownvsrent-never"));
    }

    void fitHeatmapChart()
    {
        std::vector<std::string> skus;
        for (std::size_t i = 0; i < 10; ++i)
            skus.push_back(m_catalog.skus[i].id);
        const std::vector<std::string> models
            = {"llama-3-2-1b", "llama-3-8b", "llama-3-1-70b", "llama-3-1-405b", "deepseek-v3"};
        std::unique_ptr<QChart> chart(FitHeatmapChartBuilder::build(m_catalog, skus, models, m_workload));
        const int fits = pointCount(chart.get(), QStringLiteral("fits"));
        const int reduced = pointCount(chart.get(), QStringLiteral("reduced"));
        const int none = pointCount(chart.get(), QStringLiteral("doesNotFit"));
        QCOMPARE(fits + reduced + none, 10 * 5);
        QVERIFY(fits > 0 && none > 0); // Llama-3.2-1B fits an H200; DeepSeek-V3 fits no single GPU

        // The whole catalog: one point per SKU x model.
        std::vector<std::string> allSkus;
        std::vector<std::string> allModels;
        for (const GpuSku &s : m_catalog.skus)
            allSkus.push_back(s.id);
        for (const ModelArch &m : m_catalog.models)
            allModels.push_back(m.id);
        chart.reset(FitHeatmapChartBuilder::build(m_catalog, allSkus, allModels, m_workload));
        int total = 0;
        for (const QString &name : {QStringLiteral("fits"), QStringLiteral("reduced"), QStringLiteral("doesNotFit")})
            total += pointCount(chart.get(), name);
        QCOMPARE(total, int(allSkus.size() * allModels.size()));

        const std::vector<std::string> columns = FitHeatmapChartBuilder::defaultModels(m_catalog, "llama-3-8b");
        QCOMPARE(columns.size(), std::size_t(FitHeatmapChartBuilder::DefaultMaxModels));
        QVERIFY(std::find(columns.begin(), columns.end(), "llama-3-8b") != columns.end());
        chart.reset(FitHeatmapChartBuilder::build(m_catalog, allSkus, columns, m_workload));
        render(chart.get(), QStringLiteral("heatmap"),
               QSize(1000, FitHeatmapChartBuilder::preferredHeight(int(allSkus.size()))));
    }

    void chartsPanel()
    {
        ChartsPanel panel;
        panel.resize(1000, 700);
        QCOMPARE(panel.tabWidget()->count(), int(ChartsPanel::TabCount));
        panel.setData(m_estimates, m_catalog, m_workload, CostAssumptions{});
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        for (int tab = 0; tab < ChartsPanel::TabCount; ++tab) {
            QVERIFY(!panel.tabWidget()->tabText(tab).isEmpty());
            QChart *chart = panel.chart(ChartsPanel::Tab(tab));
            QVERIFY(chart);
            QVERIFY2(!chart->series().isEmpty(), qPrintable(chart->title()));
            panel.tabWidget()->setCurrentIndex(tab);
            const QImage image = panel.grab().toImage();
            QVERIFY(!image.isNull());
            const QString dir = qEnvironmentVariable("GPUPLAN_CHART_PNG_DIR");
            if (!dir.isEmpty())
                image.save(dir + QStringLiteral("/panel-%1.png").arg(tab));
        }
        // The own-vs-rent subject has both prices and the lowest cost per million tokens.
        const Estimate *subject = ChartsPanel::ownVsRentSubject(m_estimates);
        QVERIFY(subject && subject->purchasePrice && subject->rentalPrice);
        QVERIFY(!seriesNamed<QLineSeries>(panel.chart(ChartsPanel::OwnVsRentTab), QStringLiteral("own")).isEmpty());

        // Retranslation rebuilds the charts in place.
        QChart *before = panel.chart(ChartsPanel::VramTab);
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(&panel, &change);
        QVERIFY(panel.chart(ChartsPanel::VramTab) != before);
        QCOMPARE(panel.tabWidget()->count(), int(ChartsPanel::TabCount));

        // Without a SKU priced both ways, own vs rent says so instead of drawing.
        std::vector<Estimate> unpriced;
        for (const Estimate &e : m_estimates) {
            if (!e.purchasePrice || !e.rentalPrice)
                unpriced.push_back(e);
        }
        panel.setData(unpriced, m_catalog, m_workload, CostAssumptions{});
        QVERIFY(panel.chart(ChartsPanel::OwnVsRentTab)->series().isEmpty());
        QCOMPARE(textItems(panel.chart(ChartsPanel::OwnVsRentTab)).value(0)->text(),
                 QStringLiteral("No SKU has both a purchase and a rental price."));
        const QImage message = panel.grab().toImage();
        QVERIFY(!message.isNull());
        if (!qEnvironmentVariableIsEmpty("GPUPLAN_CHART_PNG_DIR"))
            message.save(qEnvironmentVariable("GPUPLAN_CHART_PNG_DIR") + QStringLiteral("/panel-unpriced.png"));
    }
};

QTEST_MAIN(TestCharts)
#include "tst_charts.moc"
