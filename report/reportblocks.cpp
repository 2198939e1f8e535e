#include "report/reportblocks.h"
#include "report/reportwrap.h"

#include <QPainter>

#include <algorithm>
#include <memory>

namespace GpuPlan::ReportPaint {

namespace {

using Lines = std::shared_ptr<const ReportTextLines>;

Lines wrapped(const QString &text, const QFont &font, double width, const ReportBlockContext &context)
{
    return std::make_shared<const ReportTextLines>(wrapText(text, font, width, context.style->device()));
}

void appendHeading(ReportFlow &flow, const ReportBlock &block, const ReportBlockContext &context, int &nextTocIndex)
{
    const ReportStyle &s = *context.style;
    const int level = std::clamp(block.level, 1, 3);
    const QFont &font = level == 1 ? s.heading1 : level == 2 ? s.heading2 : s.heading3;
    const Lines lines = wrapped(block.text, font, context.width, context);
    const double rule = level == 1 ? s.pt(6) : 0;
    ReportFlowItem item;
    item.height = lines->height() + rule + s.pt(level == 1 ? 8 : 4);
    item.spaceBefore = s.pt(level == 1 ? 0 : level == 2 ? 14 : 10);
    item.pageBreakBefore = level == 1;
    item.keepWithNext = true;
    if (level <= 2)
        item.tocIndex = nextTocIndex++;
    item.paint = [lines, level, &s](QPainter &p, const QRectF &r) {
        p.setPen(level == 3 ? ReportStyle::textColor() : ReportStyle::accentColor());
        drawLines(p, *lines, r.topLeft(), r.width());
        if (level == 1) {
            const double y = r.top() + lines->height() + s.pt(3);
            p.setPen(QPen(ReportStyle::accentColor(), s.pt(1.2)));
            p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y));
        }
    };
    flow.items.push_back(std::move(item));
}

void appendBullets(ReportFlow &flow, const ReportBlock &block, const ReportBlockContext &context)
{
    const ReportStyle &s = *context.style;
    const double indent = s.pt(14);
    bool first = true;
    for (const QString &text : block.items) {
        const Lines lines = wrapped(text, s.body, context.width - indent, context);
        for (int i = 0; i < lines->lines.size(); ++i) {
            ReportFlowItem item;
            item.height = lines->lineHeight;
            item.spaceBefore = i > 0 ? 0.0 : s.pt(first ? 6 : 3);
            item.paint = [lines, i, indent, &s](QPainter &p, const QRectF &r) {
                p.setPen(ReportStyle::textColor());
                if (i == 0) {
                    p.setBrush(ReportStyle::accentColor());
                    p.setPen(Qt::NoPen);
                    const double d = s.pt(3.2);
                    p.drawEllipse(QRectF(r.left() + s.pt(4), r.top() + lines->ascent * 0.62 - d / 2, d, d));
                    p.setPen(ReportStyle::textColor());
                }
                drawLines(p, *lines, QPointF(r.left() + indent, r.top()), r.width() - indent, Qt::AlignLeft, i, 1);
            };
            flow.items.push_back(std::move(item));
        }
        first = false;
    }
}

/// Key-values, checklists and sign-offs: a label column as wide as its longest label (at most 40% of
/// the width) and a value column.
double labelColumnWidth(const QVector<QPair<QString, QString>> &pairs, const QFont &font,
                        const ReportBlockContext &context)
{
    double widest = 0;
    for (const auto &pair : pairs)
        widest = std::max(widest, textWidth(pair.first, font, context.style->device()));
    return std::min(widest + context.style->pt(12), context.width * 0.4);
}

void appendKeyValues(ReportFlow &flow, const ReportBlock &block, const ReportBlockContext &context)
{
    const ReportStyle &s = *context.style;
    const double labelWidth = labelColumnWidth(block.pairs, s.bodyBold, context);
    const double pad = s.pt(2.5);
    bool first = true;
    for (const auto &pair : block.pairs) {
        const Lines label = wrapped(pair.first, s.bodyBold, labelWidth - s.pt(11), context);
        const Lines value = wrapped(pair.second, s.body, context.width - labelWidth, context);
        ReportFlowItem item;
        item.height = std::max({label->height(), value->height(), label->lineHeight}) + 2 * pad;
        item.spaceBefore = first ? s.pt(6) : 0;
        item.paint = [label, value, labelWidth, pad, &s](QPainter &p, const QRectF &r) {
            p.setPen(ReportStyle::mutedColor());
            drawLines(p, *label, QPointF(r.left(), r.top() + pad), labelWidth);
            p.setPen(ReportStyle::textColor());
            drawLines(p, *value, QPointF(r.left() + labelWidth, r.top() + pad), r.width() - labelWidth);
            p.setPen(QPen(ReportStyle::gridColor(), s.pt(0.5)));
            p.drawLine(QPointF(r.left(), r.bottom()), QPointF(r.right(), r.bottom()));
        };
        flow.items.push_back(std::move(item));
        first = false;
    }
}

void appendChecklist(ReportFlow &flow, const ReportBlock &block, const ReportBlockContext &context)
{
    const ReportStyle &s = *context.style;
    const double box = s.pt(8);
    const double gutter = box + s.pt(8);
    // The items as wide as the longest needs, at most half the width: the answers are often longer.
    double widestItem = 0;
    for (const auto &pair : block.pairs)
        widestItem = std::max(widestItem, textWidth(pair.first, s.body, s.device()));
    const double itemWidth = std::min(widestItem + s.pt(4), (context.width - gutter) * 0.5);
    const double answerX = gutter + itemWidth + s.pt(8);
    const double pad = s.pt(3);
    for (int i = 0; i < block.pairs.size(); ++i) {
        const auto &pair = block.pairs.at(i);
        const bool open = i < block.flags.size() ? block.flags.at(i)
                                                 : pair.second.startsWith(QLatin1String("OPEN"), Qt::CaseInsensitive);
        const QString answerText = pair.second.isEmpty() && open ? context.texts.open : pair.second;
        const Lines itemLines = wrapped(pair.first, s.body, itemWidth, context);
        const Lines answer = wrapped(answerText, open ? s.bodyBold : s.body, context.width - answerX, context);
        ReportFlowItem item;
        item.height = std::max({itemLines->height(), answer->height(), itemLines->lineHeight}) + 2 * pad;
        item.spaceBefore = i == 0 ? s.pt(6) : 0;
        item.paint = [itemLines, answer, open, box, gutter, answerX, pad, &s](QPainter &p, const QRectF &r) {
            if (open)
                p.fillRect(r, ReportStyle::openFillColor());
            const QRectF square(r.left() + s.pt(2), r.top() + pad + (itemLines->lineHeight - box) / 2, box, box);
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(open ? ReportStyle::openTextColor() : ReportStyle::mutedColor(), s.pt(0.8)));
            p.drawRect(square);
            if (!open) {
                p.setPen(QPen(ReportStyle::accentColor(), s.pt(1.3)));
                const QPointF tick[] = {square.topLeft() + QPointF(box * 0.2, box * 0.55),
                                        square.topLeft() + QPointF(box * 0.42, box * 0.78),
                                        square.topLeft() + QPointF(box * 0.82, box * 0.22)};
                p.drawPolyline(tick, 3);
            }
            p.setPen(ReportStyle::textColor());
            drawLines(p, *itemLines, QPointF(r.left() + gutter, r.top() + pad), answerX - gutter);
            p.setPen(open ? ReportStyle::openTextColor() : ReportStyle::textColor());
            drawLines(p, *answer, QPointF(r.left() + answerX, r.top() + pad), r.width() - answerX);
            p.setPen(QPen(ReportStyle::gridColor(), s.pt(0.5)));
            p.drawLine(QPointF(r.left(), r.bottom()), QPointF(r.right(), r.bottom()));
        };
        flow.items.push_back(std::move(item));
    }
}

void appendSignOff(ReportFlow &flow, const ReportBlock &block, const ReportBlockContext &context)
{
    const ReportStyle &s = *context.style;
    const double left = context.width * 0.36;
    for (int i = 0; i < block.pairs.size(); ++i) {
        const auto &pair = block.pairs.at(i);
        const Lines role = wrapped(pair.first, s.bodyBold, left - s.pt(10), context);
        const Lines name = wrapped(pair.second, s.body, left - s.pt(10), context);
        const Lines signature = wrapped(context.texts.signature, s.small, context.width, context);
        const Lines date = wrapped(context.texts.signedOn, s.small, context.width, context);
        const double signSpace = s.pt(30);
        ReportFlowItem item;
        item.height = std::max(role->height() + name->height(), signSpace + signature->height()) + s.pt(10);
        item.spaceBefore = s.pt(i == 0 ? 10 : 4);
        item.paint = [=, &s](QPainter &p, const QRectF &r) {
            p.setPen(ReportStyle::textColor());
            drawLines(p, *role, QPointF(r.left(), r.top() + s.pt(4)), left);
            drawLines(p, *name, QPointF(r.left(), r.top() + s.pt(4) + role->height()), left);
            const double lineY = r.top() + signSpace;
            const double signRight = r.left() + left + (r.width() - left) * 0.62;
            p.setPen(QPen(ReportStyle::mutedColor(), s.pt(0.6)));
            p.drawLine(QPointF(r.left() + left, lineY), QPointF(signRight, lineY));
            p.drawLine(QPointF(signRight + s.pt(14), lineY), QPointF(r.right(), lineY));
            p.setPen(ReportStyle::mutedColor());
            drawLines(p, *signature, QPointF(r.left() + left, lineY + s.pt(2)), r.width());
            drawLines(p, *date, QPointF(signRight + s.pt(14), lineY + s.pt(2)), r.width());
            p.setPen(QPen(ReportStyle::gridColor(), s.pt(0.5)));
            p.drawLine(QPointF(r.left(), r.bottom()), QPointF(r.right(), r.bottom()));
        };
        flow.items.push_back(std::move(item));
    }
}

} // namespace

void appendTextLines(ReportFlow &flow, const QString &text, const QFont &font, const ReportBlockContext &context,
                     double spaceBefore, double indent, const QColor &color)
{
    const Lines lines = wrapped(text, font, context.width - indent, context);
    for (int i = 0; i < lines->lines.size(); ++i) {
        ReportFlowItem item;
        item.height = lines->lineHeight;
        item.spaceBefore = i == 0 ? spaceBefore : 0.0;
        item.paint = [lines, i, indent, color](QPainter &p, const QRectF &r) {
            p.setPen(color);
            drawLines(p, *lines, QPointF(r.left() + indent, r.top()), r.width() - indent, Qt::AlignLeft, i, 1);
        };
        flow.items.push_back(std::move(item));
    }
}

void appendBlock(ReportFlow &flow, const ReportBlock &block, const ReportBlockContext &context, int &nextTocIndex)
{
    const ReportStyle &s = *context.style;
    switch (block.kind) {
    case ReportBlock::Kind::Heading:
        appendHeading(flow, block, context, nextTocIndex);
        break;
    case ReportBlock::Kind::Paragraph:
        appendTextLines(flow, block.text, s.body, context, s.pt(6));
        break;
    case ReportBlock::Kind::Bullets:
        appendBullets(flow, block, context);
        break;
    case ReportBlock::Kind::KeyValues:
        appendKeyValues(flow, block, context);
        break;
    case ReportBlock::Kind::Table:
        appendTable(flow, block.table, context);
        break;
    case ReportBlock::Kind::Chart:
        appendChart(flow, block.chart, context);
        break;
    case ReportBlock::Kind::Checklist:
        appendChecklist(flow, block, context);
        break;
    case ReportBlock::Kind::SignOff:
        appendSignOff(flow, block, context);
        break;
    case ReportBlock::Kind::PageBreak: {
        ReportFlowItem item;
        item.pageBreakBefore = true;
        flow.items.push_back(std::move(item));
        break;
    }
    }
}

} // namespace GpuPlan::ReportPaint
