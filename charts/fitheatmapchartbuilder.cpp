#include "fitheatmapchartbuilder.h"

#include "chartstyle.h"

#include <QCategoryAxis>
#include <QChart>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QLegendMarker>
#include <QLocale>
#include <QPen>
#include <QScatterSeries>

#include <algorithm>
#include <array>
#include <cmath>
#include <memory>

namespace GpuPlan {

namespace {

struct Grid
{
    std::vector<const GpuSku *> skus;
    std::vector<const ModelArch *> models;
    std::vector<FitCell> cells; // row-major: skus x models
    const FitCell *at(const QPointF &p) const
    {
        const long col = std::lround(p.x());
        const long row = static_cast<long>(skus.size()) - 1 - std::lround(p.y());
        if (col < 0 || row < 0 || col >= static_cast<long>(models.size()) || row >= static_cast<long>(skus.size()))
            return nullptr;
        return &cells[static_cast<std::size_t>(row) * models.size() + static_cast<std::size_t>(col)];
    }
};

// An axis of unit-wide categories centred on 0 .. n - 1, without grid lines (the cells' white borders
// draw the grid).
QCategoryAxis *categoryAxis(const QStringList &labels)
{
    auto *axis = new QCategoryAxis;
    axis->setStartValue(-0.5);
    for (int i = 0; i < labels.size(); ++i)
        axis->append(labels.at(i), i + 0.5);
    axis->setRange(-0.5, labels.size() - 0.5);
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionCenter);
    axis->setGridLineVisible(false);
    return axis;
}

struct Items
{
    std::vector<QGraphicsSimpleTextItem *> rows;
    std::vector<QGraphicsRectItem *> cells;
};

constexpr double kCellZ = 3.5; // above the plot area and grid, under the series (Qt Charts draws series at 4+)

} // namespace

int FitHeatmapChartBuilder::preferredHeight(int rows) { return std::max(400, rows * RowHeight + 260); }

std::vector<std::string> FitHeatmapChartBuilder::defaultModels(const Catalog &catalog,
                                                               const std::string &currentModelId, int maxModels)
{
    std::vector<const ModelArch *> bySize;
    for (const ModelArch &m : catalog.models)
        bySize.push_back(&m);
    std::stable_sort(bySize.begin(), bySize.end(),
                     [](const ModelArch *a, const ModelArch *b) { return a->params < b->params; });
    std::vector<const ModelArch *> chosen;
    if (const ModelArch *current = catalog.findModel(currentModelId))
        chosen.push_back(current);
    const std::size_t want = static_cast<std::size_t>(std::max(0, maxModels));
    // Evenly spaced ranks over the sizes, so small, medium and frontier models all get a column.
    const std::size_t n = bySize.size();
    for (std::size_t k = 0; chosen.size() < want && k < want && n > 0; ++k) {
        const std::size_t rank = want > 1 ? k * (n - 1) / (want - 1) : 0;
        if (std::find(chosen.begin(), chosen.end(), bySize[rank]) == chosen.end())
            chosen.push_back(bySize[rank]);
    }
    for (std::size_t rank = 0; chosen.size() < want && rank < n; ++rank) {
        if (std::find(chosen.begin(), chosen.end(), bySize[rank]) == chosen.end())
            chosen.push_back(bySize[rank]);
    }
    std::stable_sort(chosen.begin(), chosen.end(),
                     [](const ModelArch *a, const ModelArch *b) { return a->params < b->params; });
    std::vector<std::string> ids;
    for (const ModelArch *m : chosen)
        ids.push_back(m->id);
    return ids;
}

QChart *FitHeatmapChartBuilder::build(const Catalog &catalog, const std::vector<std::string> &skuIds,
                                      const std::vector<std::string> &modelIds, const Workload &workload)
{
    auto grid = std::make_shared<Grid>();
    for (const std::string &id : skuIds) {
        if (const GpuSku *sku = catalog.findSku(id))
            grid->skus.push_back(sku);
    }
    for (const std::string &id : modelIds) {
        if (const ModelArch *model = catalog.findModel(id))
            grid->models.push_back(model);
    }
    const QString title = tr("Which models fit");
    if (grid->skus.empty() || grid->models.empty())
        return ChartStyle::messageChart(title, tr("Choose at least one SKU and one model."));

    QChart *chart = ChartStyle::newChart(title, ChartStyle::workloadText(workload));
    const std::array<QString, 3> names
        = {tr("Fits"), tr("Fits only at a smaller batch or a shorter context"), tr("Does not fit")};
    const std::array<QColor, 3> colors
        = {ChartStyle::fitsColor(), ChartStyle::reducedColor(), ChartStyle::doesNotFitColor()};
    const std::array<QString, 3> objectNames
        = {QStringLiteral("fits"), QStringLiteral("reduced"), QStringLiteral("doesNotFit")};
    std::array<QScatterSeries *, 3> series{};
    for (std::size_t level = 0; level < series.size(); ++level) {
        series[level] = new QScatterSeries;
        series[level]->setObjectName(objectNames[level]);
        series[level]->setName(names[level]);
        series[level]->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
        // The cells are rectangles behind the series: the markers are invisible hover targets.
        series[level]->setColor(Qt::transparent);
        series[level]->setBorderColor(Qt::transparent);
    }

    const std::size_t rows = grid->skus.size();
    grid->cells.reserve(rows * grid->models.size());
    for (std::size_t row = 0; row < rows; ++row) {
        for (std::size_t col = 0; col < grid->models.size(); ++col) {
            const FitCell cell = classifyFit(*grid->skus[row], *grid->models[col], workload);
            grid->cells.push_back(cell);
            series[static_cast<std::size_t>(cell.level)]->append(static_cast<double>(col),
                                                                 static_cast<double>(rows - 1 - row));
        }
    }

    // Model names read top-down above the columns, where they stay in view while the rows scroll; at
    // 90 degrees Qt does not elide them. SKU names are text items of our own: Qt elides vertical category
    // labels taller than a row less twice the label padding, which would turn every SKU into "...".
    QStringList modelLabels;
    for (const ModelArch *m : grid->models)
        modelLabels << QString::fromStdString(m->name.empty() ? m->id : m->name);
    QStringList rowKeys;
    for (std::size_t row = 0; row < rows; ++row)
        rowKeys << QString::number(row); // category labels must be unique; they are hidden
    QCategoryAxis *xAxis = categoryAxis(modelLabels);
    xAxis->setLabelsAngle(-90);
    QCategoryAxis *yAxis = categoryAxis(rowKeys);
    yAxis->setLabelsVisible(false);
    chart->addAxis(xAxis, Qt::AlignTop);
    chart->addAxis(yAxis, Qt::AlignLeft);
    chart->legend()->setAlignment(Qt::AlignTop);

    auto items = std::make_shared<Items>();
    double left = 0;
    for (const GpuSku *sku : grid->skus) {
        items->rows.push_back(ChartStyle::addText(chart, QString::fromStdString(sku->name)));
        left = std::max(left, items->rows.back()->boundingRect().width());
    }
    for (const FitCell &cell : grid->cells) {
        auto *rect = new QGraphicsRectItem(chart);
        rect->setBrush(colors[static_cast<std::size_t>(cell.level)]);
        rect->setPen(QPen(Qt::white, 1));
        rect->setZValue(kCellZ);
        items->cells.push_back(rect);
    }
    QMargins margins = chart->margins();
    margins.setLeft(static_cast<int>(std::ceil(left)) + 16);
    chart->setMargins(margins);

    const QLocale locale;
    for (std::size_t level = 0; level < series.size(); ++level) {
        QScatterSeries *s = series[level];
        chart->addSeries(s);
        s->attachAxis(xAxis);
        s->attachAxis(yAxis);
        for (QLegendMarker *marker : chart->legend()->markers(s)) {
            marker->setBrush(colors[level]);
            marker->setPen(QPen(colors[level].darker(130)));
        }
        ChartStyle::showToolTips(s, [grid, locale, verdict = names[level]](const QPointF &p) {
            const FitCell *cell = grid->at(p);
            if (!cell)
                return QString();
            const std::size_t index = static_cast<std::size_t>(cell - grid->cells.data());
            const GpuSku &sku = *grid->skus[index / grid->models.size()];
            const ModelArch &model = *grid->models[index % grid->models.size()];
            return tr("%1 on %2: %3\nlargest batch at this length: %4\nlongest prompt + output at this batch: %5 "
                      "tokens\nlongest prompt + output at batch 1: %6 tokens")
                .arg(QString::fromStdString(model.name), QString::fromStdString(sku.name), verdict,
                     locale.toString(cell->fit.maxBatch), locale.toString(cell->fit.maxContext),
                     locale.toString(cell->maxContextAtBatch1));
        });
    }

    QScatterSeries *reference = series.front();
    ChartStyle::keepPlaced(chart, [chart, grid, items, series, reference] {
        const QRectF area = chart->plotArea();
        const std::size_t columns = grid->models.size();
        const std::size_t rowCount = grid->skus.size();
        const double pitchX = area.width() / static_cast<double>(columns);
        const double pitchY = area.height() / static_cast<double>(rowCount);
        for (std::size_t row = 0; row < rowCount; ++row) {
            const double y = static_cast<double>(rowCount - 1 - row);
            for (std::size_t col = 0; col < columns; ++col) {
                const QPointF center = chart->mapToPosition(QPointF(static_cast<double>(col), y), reference);
                items->cells[row * columns + col]->setRect(center.x() - pitchX / 2, center.y() - pitchY / 2, pitchX,
                                                           pitchY);
            }
            QGraphicsSimpleTextItem *text = items->rows[row];
            const QRectF box = text->boundingRect();
            const QPointF at = chart->mapToPosition(QPointF(0, y), reference);
            text->setPos(area.left() - 8 - box.width(), at.y() - box.height() / 2);
        }
        // The markers only carry hover (and the points): size them to the cell they sit in.
        for (QScatterSeries *s : series)
            s->setMarkerSize(std::max(2.0, std::min(pitchX, pitchY) - 1));
    });
    return chart;
}

} // namespace GpuPlan
