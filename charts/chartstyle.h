#pragma once

#include "core/catalog.h"
#include "core/workload.h"

#include <QColor>
#include <QPointF>
#include <QString>

#include <functional>
#include <string>

QT_BEGIN_NAMESPACE
class QChart;
class QGraphicsSimpleTextItem;
class QValueAxis;
class QXYSeries;
QT_END_NAMESPACE

/// What every GpuPlan chart shares: look, colours, names and the helpers Qt Charts lacks.
namespace GpuPlan::ChartStyle {

/// A chart with GpuPlan's look (light theme, no animation, legend at the bottom) and @p title; plain
/// text @p details, if any, goes on a second, smaller line (the assumptions behind the figures).
QChart *newChart(const QString &title, const QString &details = {});
/// A chart with no series that shows @p message in the middle of its plot area.
QChart *messageChart(const QString &title, const QString &message);

QColor fitsColor();
QColor reducedColor();
QColor doesNotFitColor();

/// The SKU's display name, or its id when the catalog does not have it.
QString skuName(const Catalog &catalog, const std::string &skuId);
QString modelName(const Catalog &catalog, const std::string &modelId);
/// One line on what is being sized: "BF16, 4,096 + 256 tokens, batch 1, 1 GPU per replica, vLLM".
QString workloadText(const Workload &workload);

/// Sets @p axis to 0 .. a round number just above @p largest, with at most @p maxIntervals round steps
/// (1, 2, 2.5 or 5 times a power of ten) and labels with as many decimals as the step needs.
/// QValueAxis::applyNiceNumbers can nearly double the range (288 becomes 400).
void setNiceRange(QValueAxis *axis, double largest, int maxIntervals = 6);

/// A text item owned by @p chart, in the chart's label font.
QGraphicsSimpleTextItem *addText(QChart *chart, const QString &text);
/// Calls @p place now and whenever the plot area moves (a resize, a legend change), so that text items
/// positioned with QChart::mapToPosition stay next to their points.
void keepPlaced(QChart *chart, const std::function<void()> &place);
/// Shows the tool tip @p textAt returns for the hovered point of @p series (empty: none).
void showToolTips(QXYSeries *series, const std::function<QString(const QPointF &)> &textAt);

} // namespace GpuPlan::ChartStyle
