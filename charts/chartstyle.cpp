#include "chartstyle.h"

#include <QChart>
#include <QCoreApplication>
#include <QCursor>
#include <QFont>
#include <QGraphicsSimpleTextItem>
#include <QLocale>
#include <QToolTip>
#include <QValueAxis>
#include <QXYSeries>

#include <algorithm>
#include <cmath>

namespace GpuPlan::ChartStyle {

QChart *newChart(const QString &title, const QString &details)
{
    auto *chart = new QChart;
    chart->setTheme(QChart::ChartThemeLight);
    chart->setAnimationOptions(QChart::NoAnimation);
    // Chart titles are rich text: escape, and put the details on a second, smaller line.
    QString html = title.toHtmlEscaped();
    if (!details.isEmpty())
        html += QStringLiteral("<br><span style=\"font-size: small; font-weight: normal\">") + details.toHtmlEscaped()
            + QStringLiteral("</span>");
    chart->setTitle(html);
    QFont titleFont = chart->titleFont();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.25);
    titleFont.setBold(true);
    chart->setTitleFont(titleFont);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setLocalizeNumbers(true);
    return chart;
}

QChart *messageChart(const QString &title, const QString &message)
{
    QChart *chart = newChart(title);
    chart->legend()->hide();
    QGraphicsSimpleTextItem *text = addText(chart, message);
    QFont font = text->font();
    font.setPointSizeF(font.pointSizeF() * 1.4);
    text->setFont(font);
    text->setBrush(QColor(0x55, 0x55, 0x55));
    keepPlaced(chart, [chart, text] {
        const QRectF area = chart->plotArea();
        const QRectF box = text->boundingRect();
        text->setPos(area.center() - QPointF(box.width() / 2, box.height() / 2));
    });
    return chart;
}

QColor fitsColor()
{
    return QColor(0x2e, 0x7d, 0x32); // green 800
}

QColor reducedColor()
{
    return QColor(0xf9, 0xa8, 0x25); // amber
}

QColor doesNotFitColor()
{
    return QColor(0xc6, 0x28, 0x28); // red 800
}

QString skuName(const Catalog &catalog, const std::string &skuId)
{
    const GpuSku *sku = catalog.findSku(skuId);
    return QString::fromStdString(sku ? sku->name : skuId);
}

QString modelName(const Catalog &catalog, const std::string &modelId)
{
    const ModelArch *model = catalog.findModel(modelId);
    return QString::fromStdString(model && !model->name.empty() ? model->name : modelId);
}

QString workloadText(const Workload &workload)
{
    const QLocale locale;
    const QString batch = workload.batch > 0
        ? QCoreApplication::translate("GpuPlan::ChartStyle", "batch %1").arg(locale.toString(workload.batch))
        : QCoreApplication::translate("GpuPlan::ChartStyle", "largest batch that fits");
    const int gpus = std::max(1, workload.gpus);
    const QString replica = gpus == 1
        ? QCoreApplication::translate("GpuPlan::ChartStyle", "%n GPU per replica", nullptr, gpus)
        : QCoreApplication::translate("GpuPlan::ChartStyle", "%n GPUs per replica", nullptr, gpus);
    return QCoreApplication::translate("GpuPlan::ChartStyle", "%1, %2 + %3 tokens, %4, %5, %6",
                                       "weights, prompt, output, batch, GPUs, engine")
        .arg(QString::fromUtf8(weightFormatInfo(workload.weights).label), locale.toString(workload.contextTokens),
             locale.toString(workload.outputTokens), batch, replica,
             QString::fromUtf8(engineInfo(workload.engine.engine).label));
}

void setNiceRange(QValueAxis *axis, double largest, int maxIntervals)
{
    const int intervals = std::max(1, maxIntervals);
    if (!(largest > 0) || !std::isfinite(largest)) {
        axis->setRange(0, 1);
        axis->setTickCount(intervals + 1);
        return;
    }
    const double target = largest * 1.03; // a little headroom for markers and labels at the top
    const double magnitude = std::pow(10.0, std::floor(std::log10(target / intervals)));
    double step = 10 * magnitude;
    for (double mantissa : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (std::ceil(target / (mantissa * magnitude)) <= intervals) {
            step = mantissa * magnitude;
            break;
        }
    }
    const int ticks = static_cast<int>(std::ceil(target / step));
    axis->setRange(0, ticks * step);
    axis->setTickType(QValueAxis::TicksFixed);
    axis->setTickCount(ticks + 1);
    int decimals = std::max(0, static_cast<int>(-std::floor(std::log10(step) + 1e-9)));
    if (std::abs(std::round(step * std::pow(10.0, decimals)) - step * std::pow(10.0, decimals)) > 1e-6)
        ++decimals; // 2.5, 0.25, ...
    axis->setLabelFormat(QStringLiteral("%.%1f").arg(decimals));
}

QGraphicsSimpleTextItem *addText(QChart *chart, const QString &text)
{
    auto *item = new QGraphicsSimpleTextItem(text, chart);
    item->setZValue(100); // above series and grid
    return item;
}

void keepPlaced(QChart *chart, const std::function<void()> &place)
{
    place();
    QObject::connect(chart, &QChart::plotAreaChanged, chart, [place](const QRectF &) { place(); });
}

void showToolTips(QXYSeries *series, const std::function<QString(const QPointF &)> &textAt)
{
    QObject::connect(series, &QXYSeries::hovered, series, [textAt](const QPointF &point, bool state) {
        if (!state) {
            QToolTip::hideText();
            return;
        }
        const QString text = textAt(point);
        if (!text.isEmpty())
            QToolTip::showText(QCursor::pos(), text);
    });
}

} // namespace GpuPlan::ChartStyle
