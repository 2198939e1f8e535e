// Tables of the report: column widths from the content, wrapped cells, number columns right-aligned
// (DejaVu Sans has tabular digits, so figures line up), zebra rows, and the header row repeated under
// "<title> (continued)" on every further page the table spans.

#include "report/reportblocks.h"
#include "report/reportwrap.h"

#include <QPainter>

#include <algorithm>
#include <memory>
#include <numeric>

namespace GpuPlan::ReportPaint {

namespace {

struct TableShape
{
    std::vector<double> widths;
    std::vector<bool> numeric;
    QFont font;
    QFont bold;       ///< the header row
    bool fits = true; ///< every column is at least as wide as its widest word
    double pad = 0;   ///< horizontal padding inside a cell
    double vpad = 0;  ///< vertical padding
};

QString headerText(const ReportTable &table, int column)
{
    const QString header = column < table.columns.size() ? table.columns.at(column) : QString();
    const QString unit = column < table.units.size() ? table.units.at(column) : QString();
    if (unit.isEmpty() || header.contains(unit))
        return header;
    return header.isEmpty() ? unit : header + QStringLiteral(" (") + unit + QLatin1Char(')');
}

/// HTML's automatic table layout: natural widths when they fit (stretched to the full width), else
/// every column gets its widest word plus a share of the rest in proportion to what it lacks.
std::vector<double> columnWidths(const std::vector<double> &natural, const std::vector<double> &minimum, double width)
{
    const double sumNatural = std::accumulate(natural.begin(), natural.end(), 0.0);
    const double sumMinimum = std::accumulate(minimum.begin(), minimum.end(), 0.0);
    std::vector<double> widths(natural.size());
    for (size_t c = 0; c < natural.size(); ++c) {
        if (sumNatural <= width)
            widths[c] = natural[c] * width / sumNatural;
        else if (sumMinimum <= width)
            widths[c] = minimum[c] + (natural[c] - minimum[c]) * (width - sumMinimum) / (sumNatural - sumMinimum);
    }
    if (sumMinimum > width) {
        // Not even the widest words fit: cap the widest columns (their long words break) and keep the
        // narrow ones whole, the cap found by bisection so that the columns fill the width.
        double low = 0, high = *std::max_element(minimum.begin(), minimum.end());
        for (int i = 0; i < 50; ++i) {
            const double cap = (low + high) / 2;
            double sum = 0;
            for (double m : minimum)
                sum += std::min(m, cap);
            (sum > width ? high : low) = cap;
        }
        for (size_t c = 0; c < minimum.size(); ++c)
            widths[c] = std::min(minimum[c], low);
    }
    return widths;
}

TableShape measure(const ReportTable &table, const QStringList &headers, int columnCount, double pointSize,
                   const ReportBlockContext &context)
{
    const ReportStyle &s = *context.style;
    QPaintDevice *device = s.device();
    TableShape shape;
    shape.font = ReportStyle::font(pointSize);
    shape.bold = ReportStyle::font(pointSize, true);
    shape.pad = s.pt(pointSize / 2);
    shape.vpad = s.pt(2.5);
    std::vector<double> natural(static_cast<size_t>(columnCount));
    std::vector<double> minimum(static_cast<size_t>(columnCount));
    shape.numeric.assign(static_cast<size_t>(columnCount), true);
    std::vector<bool> anyValue(static_cast<size_t>(columnCount), false);
    for (int c = 0; c < columnCount; ++c) {
        natural[static_cast<size_t>(c)] = textWidth(headers.at(c), shape.bold, device);
        minimum[static_cast<size_t>(c)] = widestWordWidth(headers.at(c), shape.bold, device);
    }
    for (const auto &row : table.rows) {
        for (int c = 0; c < row.size() && c < columnCount; ++c) {
            const ReportCell &cell = row.at(c);
            const auto i = static_cast<size_t>(c);
            if (cell.text.isEmpty())
                continue;
            anyValue[i] = true;
            if (!cell.number)
                shape.numeric[i] = false;
            natural[i] = std::max(natural[i], textWidth(cell.text, shape.font, device));
            minimum[i] = std::max(minimum[i], widestWordWidth(cell.text, shape.font, device));
        }
    }
    for (size_t c = 0; c < natural.size(); ++c) {
        shape.numeric[c] = shape.numeric[c] && anyValue[c];
        natural[c] = std::max(natural[c], s.pt(12)) + 2 * shape.pad;
        minimum[c] = std::max(minimum[c], s.pt(12)) + 2 * shape.pad;
    }
    shape.widths = columnWidths(natural, minimum, context.width);
    shape.fits = std::accumulate(minimum.begin(), minimum.end(), 0.0) <= context.width;
    return shape;
}

using CellLines = std::shared_ptr<const std::vector<ReportTextLines>>;

/// One row: its cells wrapped to the column widths, and its height.
std::pair<CellLines, double> layoutRow(const QStringList &texts, const QFont &font, const TableShape &shape,
                                       const ReportBlockContext &context)
{
    auto cells = std::make_shared<std::vector<ReportTextLines>>();
    double height = lineHeight(font, context.style->device());
    for (size_t c = 0; c < shape.widths.size(); ++c) {
        const QString text = static_cast<qsizetype>(c) < texts.size() ? texts.at(static_cast<qsizetype>(c)) : QString();
        cells->push_back(wrapText(text, font, shape.widths[c] - 2 * shape.pad, context.style->device()));
        height = std::max(height, cells->back().height());
    }
    return {cells, height + 2 * shape.vpad};
}

void paintCells(QPainter &p, const std::vector<ReportTextLines> &cells, const TableShape &shape, const QRectF &r)
{
    double x = r.left();
    for (size_t c = 0; c < cells.size(); ++c) {
        const double w = shape.widths[c];
        drawLines(p, cells[c], QPointF(x + shape.pad, r.top() + shape.vpad), w - 2 * shape.pad,
                  shape.numeric[c] ? Qt::AlignRight : Qt::AlignLeft);
        x += w;
    }
}

} // namespace

void appendTable(ReportFlow &flow, const ReportTable &table, const ReportBlockContext &context)
{
    const ReportStyle &s = *context.style;
    int columnCount = static_cast<int>(table.columns.size());
    for (const auto &row : table.rows)
        columnCount = std::max(columnCount, static_cast<int>(row.size()));
    if (columnCount == 0)
        return;
    QStringList headers;
    for (int c = 0; c < columnCount; ++c)
        headers.append(headerText(table, c));
    // A table too wide for its words at 8 pt gets a smaller font before words are broken.
    TableShape measured;
    for (double pointSize : {8.0, 7.2, 6.5}) {
        measured = measure(table, headers, columnCount, pointSize, context);
        if (measured.fits)
            break;
    }
    const auto shape = std::make_shared<const TableShape>(std::move(measured));

    if (!table.title.isEmpty()) {
        const size_t titleStart = flow.items.size();
        appendTextLines(flow, table.title, s.bodyBold, context, s.pt(10), 0, ReportStyle::textColor());
        for (size_t i = titleStart; i < flow.items.size(); ++i)
            flow.items[i].keepWithNext = true;
    }

    const auto [headerCells, headerHeight] = layoutRow(headers, shape->bold, *shape, context);
    auto paintHeader = [headerCells, shape, &s](QPainter &p, const QRectF &r) {
        p.fillRect(r, ReportStyle::headerFillColor());
        p.setPen(ReportStyle::textColor());
        paintCells(p, *headerCells, *shape, r);
        p.setPen(QPen(ReportStyle::accentColor(), s.pt(0.9)));
        p.drawLine(QPointF(r.left(), r.bottom()), QPointF(r.right(), r.bottom()));
    };
    ReportFlowItem header;
    header.height = headerHeight;
    header.spaceBefore = table.title.isEmpty() ? s.pt(8) : s.pt(4);
    header.keepWithNext = !table.rows.isEmpty();
    header.paint = paintHeader;
    flow.items.push_back(header);

    // On a further page: "<title> (continued)" above the header row.
    const QString continuedTitle = context.texts.continued.arg(table.title);
    const auto continued = std::make_shared<const ReportTextLines>(
        wrapText(table.title.isEmpty() ? QString() : continuedTitle, s.smallItalic, context.width, s.device()));
    ReportFlowItem repeated;
    repeated.height = continued->height() + (continued->lines.isEmpty() ? 0.0 : s.pt(3)) + headerHeight;
    repeated.paint = [continued, paintHeader, headerHeight](QPainter &p, const QRectF &r) {
        p.setPen(ReportStyle::mutedColor());
        drawLines(p, *continued, r.topLeft(), r.width());
        paintHeader(p, QRectF(r.left(), r.bottom() - headerHeight, r.width(), headerHeight));
    };
    const int headerIndex = static_cast<int>(flow.headers.size());
    flow.headers.push_back(std::move(repeated));

    for (int i = 0; i < table.rows.size(); ++i) {
        QStringList texts;
        for (const ReportCell &cell : table.rows.at(i))
            texts.append(cell.text);
        const auto [cells, height] = layoutRow(texts, shape->font, *shape, context);
        const bool zebra = i % 2 == 1;
        const bool last = i == table.rows.size() - 1;
        ReportFlowItem row;
        row.height = height;
        row.repeatHeader = headerIndex;
        row.paint = [cells, shape, zebra, last, &s](QPainter &p, const QRectF &r) {
            if (zebra)
                p.fillRect(r, ReportStyle::zebraColor());
            p.setPen(ReportStyle::textColor());
            paintCells(p, *cells, *shape, r);
            p.setPen(QPen(last ? ReportStyle::ruleColor() : ReportStyle::gridColor(), s.pt(last ? 0.9 : 0.4)));
            p.drawLine(QPointF(r.left(), r.bottom()), QPointF(r.right(), r.bottom()));
        };
        flow.items.push_back(std::move(row));
    }
    if (!table.note.isEmpty())
        appendTextLines(flow, table.note, s.smallItalic, context, s.pt(3), 0, ReportStyle::mutedColor());
}

} // namespace GpuPlan::ReportPaint
