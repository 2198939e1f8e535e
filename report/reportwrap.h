#pragma once

// Plain-text wrapping for the report layout: text is broken into lines with QTextLayout (word
// boundaries, anywhere when a word is wider than the line) and each line is drawn with
// QPainter::drawText, so user text is never interpreted as markup.

#include <QFont>
#include <QStringList>
#include <Qt>

class QPainter;
class QPaintDevice;
class QPointF;

namespace GpuPlan::ReportPaint {

/// A text broken into lines for one width.
struct ReportTextLines
{
    QFont font;
    QStringList lines;
    double lineHeight = 0; ///< baseline to baseline
    double ascent = 0;
    double naturalWidth = 0; ///< the widest line

    double height() const { return lineHeight * static_cast<double>(lines.size()); }
};

/// Breaks @p text into lines at most @p width wide (device units of @p device); "\n" starts a new line.
/// An empty text gives no line.
ReportTextLines wrapText(const QString &text, const QFont &font, double width, QPaintDevice *device);

/// The width of @p text on one line.
double textWidth(const QString &text, const QFont &font, QPaintDevice *device);
/// The width of the widest word of @p text: the narrowest column it fits in without breaking a word.
double widestWordWidth(const QString &text, const QFont &font, QPaintDevice *device);
/// The line height of @p font on @p device.
double lineHeight(const QFont &font, QPaintDevice *device);

/// Draws lines [@p first, @p first + @p count) of @p text with the top of the first at @p topLeft, each
/// aligned in @p width by @p align (left, right or centre). The painter's pen is used.
void drawLines(QPainter &painter, const ReportTextLines &text, const QPointF &topLeft, double width,
               Qt::Alignment align = Qt::AlignLeft, int first = 0, int count = -1);

} // namespace GpuPlan::ReportPaint
