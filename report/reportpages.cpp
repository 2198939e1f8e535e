#include "report/reportpages.h"
#include "report/reportwrap.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace GpuPlan::ReportPaint {

void paintCover(QPainter &p, const ReportDocument &document, const ReportBlockContext &context, const QRectF &area)
{
    const ReportStyle &s = *context.style;
    QPaintDevice *device = s.device();
    p.fillRect(QRectF(area.left(), area.top(), area.width(), s.pt(5)), ReportStyle::accentColor());

    double y = area.top() + area.height() * 0.2;
    p.setPen(ReportStyle::accentColor());
    const ReportTextLines title = wrapText(document.title, s.title, area.width(), device);
    drawLines(p, title, QPointF(area.left(), y), area.width());
    y += title.height() + s.pt(10);
    p.setPen(ReportStyle::textColor());
    const ReportTextLines scenario = wrapText(document.scenarioName, s.heading2, area.width(), device);
    drawLines(p, scenario, QPointF(area.left(), y), area.width());
    y += scenario.height() + s.pt(14);
    p.setPen(QPen(ReportStyle::accentColor(), s.pt(1.2)));
    p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y));
    y += s.pt(14);

    QVector<QPair<QString, QString>> lines;
    const ReportLayoutTexts &t = context.texts;
    auto add = [&lines](const QString &label, const QString &value) {
        if (!value.isEmpty())
            lines.append({label, value});
    };
    add(t.scenario, document.scenarioName);
    add(t.version, document.scenarioVersion);
    add(t.date, document.date);
    add(t.author, document.author);
    add(t.approver, document.approver);
    add(t.dataHash, document.dataHash);
    const qsizetype hashIndex = document.dataHash.isEmpty() ? -1 : lines.size() - 1;
    lines += document.coverLines;

    double labelWidth = 0;
    for (const auto &line : lines)
        labelWidth = std::max(labelWidth, textWidth(line.first, s.bodyBold, device));
    labelWidth = std::min(labelWidth + s.pt(16), area.width() * 0.4);
    const double valueWidth = area.width() - labelWidth;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const auto &line = lines.at(i);
        const bool hash = i == hashIndex;
        const ReportTextLines label = wrapText(line.first, s.bodyBold, labelWidth - s.pt(15), device);
        const ReportTextLines value = wrapText(line.second, hash ? s.mono : s.body, valueWidth, device);
        p.setPen(ReportStyle::mutedColor());
        drawLines(p, label, QPointF(area.left(), y), labelWidth);
        p.setPen(ReportStyle::textColor());
        drawLines(p, value, QPointF(area.left() + labelWidth, y), valueWidth);
        y += std::max(label.height(), value.height()) + s.pt(6);
        if (y > area.bottom())
            break;
    }
}

ReportFlow tocFlow(const QString &title, const QVector<ReportTocEntry> &toc,
                   const std::shared_ptr<const std::vector<int>> &pages, const ReportBlockContext &context)
{
    const ReportStyle &s = *context.style;
    ReportFlow flow;
    ReportBlock heading;
    heading.kind = ReportBlock::Kind::Heading;
    heading.level = 1;
    heading.text = title;
    int unused = 0;
    appendBlock(flow, heading, context, unused);
    flow.items.back().tocIndex = -1;

    const double numberWidth = textWidth(QStringLiteral("0000"), s.bodyBold, s.device());
    for (int i = 0; i < toc.size(); ++i) {
        const ReportTocEntry &entry = toc.at(i);
        const bool top = entry.level <= 1;
        const double indent = top ? 0.0 : s.pt(16);
        const QFont &font = top ? s.bodyBold : s.body;
        const auto lines = std::make_shared<const ReportTextLines>(
            wrapText(entry.title, font, context.width - indent - numberWidth - s.pt(24), s.device()));
        ReportFlowItem item;
        item.height = std::max(lines->height(), lines->lineHeight);
        item.spaceBefore = s.pt(top ? 7 : 2);
        item.paint = [lines, pages, i, indent, numberWidth, &s, font](QPainter &p, const QRectF &r) {
            p.setPen(ReportStyle::textColor());
            drawLines(p, *lines, QPointF(r.left() + indent, r.top()), r.width() - indent);
            const QString number
                = QString::number(static_cast<size_t>(i) < pages->size() ? (*pages)[static_cast<size_t>(i)] : 0);
            p.setFont(font);
            const QFontMetricsF metrics(font, p.device());
            const double baseline = r.bottom() - lines->lineHeight + lines->ascent;
            p.drawText(QPointF(r.right() - metrics.horizontalAdvance(number), baseline), number);
            const double textEnd
                = r.left() + indent + (lines->lines.isEmpty() ? 0.0 : metrics.horizontalAdvance(lines->lines.last()));
            const double leaderEnd = r.right() - numberWidth - s.pt(4);
            if (leaderEnd > textEnd + s.pt(8)) {
                QPen dots(ReportStyle::ruleColor(), s.pt(0.8), Qt::DotLine);
                p.setPen(dots);
                p.drawLine(QPointF(textEnd + s.pt(4), baseline), QPointF(leaderEnd, baseline));
            }
        };
        flow.items.push_back(std::move(item));
    }
    return flow;
}

double runningBandHeight(const ReportStyle &style) { return lineHeight(style.small, style.device()) + style.pt(10); }

void paintRunningBands(QPainter &p, const ReportStyle &s, const QRectF &area, const QString &header,
                       const QString &title, const QString &footer, const QString &pageText)
{
    const double band = runningBandHeight(s);
    const QFontMetricsF metrics(s.small, p.device());
    p.setFont(s.small);
    auto pair = [&](double baseline, const QString &left, const QString &right) {
        const double rightWidth = metrics.horizontalAdvance(right);
        const double leftRoom = area.width() - rightWidth - s.pt(18);
        p.setPen(ReportStyle::mutedColor());
        p.drawText(QPointF(area.left(), baseline), metrics.elidedText(left, Qt::ElideRight, std::max(leftRoom, 0.0)));
        p.drawText(QPointF(area.right() - rightWidth, baseline), right);
    };
    const double headerBaseline = area.top() + metrics.ascent();
    const QString shownTitle = metrics.elidedText(title, Qt::ElideRight, area.width() * 0.45);
    pair(headerBaseline, header, shownTitle);
    p.setPen(QPen(ReportStyle::ruleColor(), s.pt(0.6)));
    p.drawLine(QPointF(area.left(), area.top() + band - s.pt(5)), QPointF(area.right(), area.top() + band - s.pt(5)));
    const double footerTop = area.bottom() - band;
    p.setPen(QPen(ReportStyle::ruleColor(), s.pt(0.6)));
    p.drawLine(QPointF(area.left(), footerTop + s.pt(5)), QPointF(area.right(), footerTop + s.pt(5)));
    pair(area.bottom() - metrics.descent(), footer, pageText);
}

} // namespace GpuPlan::ReportPaint
