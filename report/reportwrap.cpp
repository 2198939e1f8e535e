#include "report/reportwrap.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QRegularExpression>
#include <QTextLayout>

#include <algorithm>

namespace GpuPlan::ReportPaint {

namespace {

QString withoutTrailingSpace(const QString &line)
{
    qsizetype end = line.size();
    while (end > 0 && line.at(end - 1).isSpace())
        --end;
    return line.left(end);
}

} // namespace

ReportTextLines wrapText(const QString &text, const QFont &font, double width, QPaintDevice *device)
{
    ReportTextLines result;
    result.font = font;
    const QFontMetricsF metrics(font, device);
    result.lineHeight = metrics.lineSpacing();
    result.ascent = metrics.ascent();
    if (text.isEmpty())
        return result;

    // QTextLayout can find a word a few units wider than QFontMetricsF did (the last glyph's bearing):
    // a column measured to fit its widest word must not break it for that.
    const double lineWidth = std::max(width, 1.0) + metrics.averageCharWidth() * 0.25;
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    const QStringList paragraphs = text.split(QLatin1Char('\n'));
    for (const QString &paragraph : paragraphs) {
        if (paragraph.trimmed().isEmpty()) {
            result.lines.append(QString());
            continue;
        }
        QTextLayout layout(paragraph, font, device);
        layout.setTextOption(option);
        layout.setCacheEnabled(false);
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(lineWidth);
            result.lines.append(withoutTrailingSpace(paragraph.mid(line.textStart(), line.textLength())));
            result.naturalWidth = std::max(result.naturalWidth, line.naturalTextWidth());
        }
        layout.endLayout();
    }
    return result;
}

double textWidth(const QString &text, const QFont &font, QPaintDevice *device)
{
    const QFontMetricsF metrics(font, device);
    double widest = 0;
    for (const QString &line : text.split(QLatin1Char('\n')))
        widest = std::max(widest, metrics.horizontalAdvance(line));
    return widest;
}

double widestWordWidth(const QString &text, const QFont &font, QPaintDevice *device)
{
    static const QRegularExpression spaces(QStringLiteral("\\s+"));
    const QFontMetricsF metrics(font, device);
    double widest = 0;
    for (const QString &word : text.split(spaces, Qt::SkipEmptyParts))
        widest = std::max(widest, metrics.horizontalAdvance(word));
    return widest;
}

double lineHeight(const QFont &font, QPaintDevice *device) { return QFontMetricsF(font, device).lineSpacing(); }

void drawLines(QPainter &painter, const ReportTextLines &text, const QPointF &topLeft, double width,
               Qt::Alignment align, int first, int count)
{
    const int last = count < 0 ? static_cast<int>(text.lines.size())
                               : std::min(static_cast<int>(text.lines.size()), first + count);
    if (first >= last)
        return;
    painter.setFont(text.font);
    const QFontMetricsF metrics(text.font, painter.device());
    double baseline = topLeft.y() + text.ascent;
    for (int i = first; i < last; ++i, baseline += text.lineHeight) {
        const QString &line = text.lines.at(i);
        if (line.isEmpty())
            continue;
        double x = topLeft.x();
        if (align & (Qt::AlignRight | Qt::AlignHCenter)) {
            const double advance = metrics.horizontalAdvance(line);
            x += (align & Qt::AlignRight) ? width - advance : (width - advance) / 2;
        }
        painter.drawText(QPointF(x, baseline), line);
    }
}

} // namespace GpuPlan::ReportPaint
