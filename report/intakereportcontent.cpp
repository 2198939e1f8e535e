// buildIntakeReport(): the intake report of one lot, its sections in the order an RMA desk and a buyer read them.
#include "report/intakereport.h"
#include "report/intakereportdata.h"
#include "report/reportlayout.h"
#include "report/reportsections.h"

#include "io/workspacestore.h"

#include "core/intake/quote.h"

#include <QDateTime>

namespace GpuPlan {

namespace {

QString intakeQuoteText(const IntakeReportData &d)
{
    const Quote &q = d.lot.quote;
    QString text
        = ReportText::tr("quote %1: %2 × %3 %4 on %5")
              .arg(q.id)
              .arg(q.quantity)
              .arg(d.fmt.number(q.unitPrice, 2), QString::fromStdString(q.currency), QString::fromStdString(q.date));
    if (!q.validUntil.empty())
        text += ReportText::tr(", valid until %1").arg(QString::fromStdString(q.validUntil));
    if (isStaleQuote(q, d.today.toString(Qt::ISODate).toStdString()))
        text += ReportText::tr(" (stale)");
    return text;
}

QString intakeConditionText(CardCondition condition)
{
    switch (condition) {
    case CardCondition::New:
        return ReportText::tr("new");
    case CardCondition::Refurbished:
        return ReportText::tr("refurbished");
    case CardCondition::Used:
        return ReportText::tr("used");
    }
    return {};
}

Pairs intakeLotPairs(const IntakeReportData &d)
{
    const Quote &q = d.lot.quote;
    Pairs pairs{
        {ReportText::tr("Seller"), QString::fromStdString(q.seller)},
        {ReportText::tr("Channel"), QString::fromLatin1(sellerChannelKey(q.channel))},
        {ReportText::tr("SKU"), d.skuName + QStringLiteral(" (") + QString::fromStdString(q.skuId) + QLatin1Char(')')},
        {ReportText::tr("Condition"), intakeConditionText(q.condition)},
        {ReportText::tr("Quote"), intakeQuoteText(d)},
        {ReportText::tr("Received"), QString::fromStdString(d.lot.receivedDate)},
        {ReportText::tr("Cards"), d.fmt.integer(qint64(d.cards.size()))}};
    if (q.warrantyMonths)
        pairs.append({ReportText::tr("Warranty"), ReportText::tr("%n month(s)", nullptr, *q.warrantyMonths)});
    if (q.returnsIntermittent)
        pairs.append({ReportText::tr("Returns cover intermittent faults"), d.fmt.yesNo(*q.returnsIntermittent)});
    if (!q.sourceFile.empty())
        pairs.append({ReportText::tr("Quote source"),
                      QString::fromStdString(q.sourceFile)
                          + (q.sourceLine > 0 ? QStringLiteral(":") + QString::number(q.sourceLine) : QString())});
    if (!d.lot.note.empty())
        pairs.append({ReportText::tr("Note"), QString::fromStdString(d.lot.note)});
    return pairs;
}

void addIntakeTable(Blocks &out, const ReportTable &table, const QString &empty, QVector<ReportTable> &tables)
{
    if (table.rows.isEmpty())
        out.append(paragraphBlock(empty));
    else
        out.append(tableBlock(table));
    tables.append(table);
}

} // namespace

QStringList intakeReportTableIds()
{
    return {QStringLiteral("intake_counts"),  QStringLiteral("intake_rates"),  QStringLiteral("intake_rma"),
            QStringLiteral("intake_cards"),   QStringLiteral("intake_checks"), QStringLiteral("intake_history"),
            QStringLiteral("intake_findings")};
}

IntakeReportResult buildIntakeReport(qint64 lotId, const IntakeReportRequest &request, const WorkspaceStore &store)
{
    IntakeReportResult result;
    const ReportLanguageScope language(request.language);
    IntakeReportData d;
    d.fmt = ReportFormat(request.language);
    d.today = QDate::fromString(request.date, Qt::ISODate);
    if (!d.today.isValid())
        d.today = QDate::currentDate();
    if (!gatherIntakeReportData(store, lotId, d)) {
        result.notFound = true;
        result.error = ReportText::tr("There is no lot %1 in the workspace.").arg(lotId);
        return result;
    }
    const Quote &q = d.lot.quote;
    const QString workspace = d.workspace.isEmpty() ? ReportText::tr("(in memory)") : d.workspace;
    ReportDocument &doc = result.document;
    doc.language = request.language;
    doc.layoutTexts = reportLayoutTexts();
    doc.layoutTexts.scenario = ReportText::tr("Subject");
    doc.title = ReportText::tr("Intake report");
    doc.scenarioName = ReportText::tr("Lot %1: %2, %3 %4")
                           .arg(lotId)
                           .arg(QString::fromStdString(q.seller), d.skuName, intakeConditionText(q.condition));
    doc.date = d.fmt.locale().toString(d.today, QLocale::LongFormat);
    doc.coverLines
        = {{ReportText::tr("Seller"), QString::fromStdString(q.seller)},
           {ReportText::tr("Channel"), QString::fromLatin1(sellerChannelKey(q.channel))},
           {ReportText::tr("Quote"), intakeQuoteText(d)},
           {ReportText::tr("Received"), QString::fromStdString(d.lot.receivedDate)},
           {ReportText::tr("Workspace"), workspace},
           {ReportText::tr("Generated"),
            QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyy-MM-dd HH:mm")) + QStringLiteral(" UTC")}};
    doc.runningHeader = ReportText::tr("Lot %1 · %2").arg(lotId).arg(QString::fromStdString(q.seller));
    doc.runningFooter = ReportText::tr("GpuPlan intake report · %1").arg(workspace);
    doc.tocTitle = ReportText::tr("Contents");
    doc.pageLabel = ReportText::tr("Page %1 of %2");

    Blocks &out = doc.blocks;
    QVector<ReportTable> &tables = result.tables;
    out.append(headingBlock(ReportText::tr("Lot summary")));
    out.append(keyValuesBlock(intakeLotPairs(d)));
    addIntakeTable(out, intakeCountsTable(d), {}, tables);
    addIntakeTable(out, intakeRatesTable(d), {}, tables);

    out.append(headingBlock(ReportText::tr("RMA summary")));
    const ReportTable rma = intakeRmaTable(d);
    if (!rma.rows.isEmpty())
        out.append(paragraphBlock(
            ReportText::tr("%n card(s) of this lot failed intake or in service.", nullptr, int(rma.rows.size()))));
    addIntakeTable(out, rma, ReportText::tr("No card of this lot failed intake or in service."), tables);

    out.append(headingBlock(ReportText::tr("Cards")));
    addIntakeTable(out, intakeCardsTable(d), ReportText::tr("The lot has no cards."), tables);
    out.append(headingBlock(ReportText::tr("Burn-in verdicts and their checks")));
    addIntakeTable(out, intakeChecksTable(d), ReportText::tr("No card of this lot has a burn-in verdict yet."), tables);
    out.append(headingBlock(ReportText::tr("State history")));
    addIntakeTable(out, intakeHistoryTable(d), ReportText::tr("No change of state recorded."), tables);
    out.append(headingBlock(ReportText::tr("Fleet health findings")));
    addIntakeTable(out, intakeFindingsTable(d), ReportText::tr("The fleet data holds no finding on this lot's cards."),
                   tables);

    out.append(headingBlock(ReportText::tr("Method")));
    out.append(paragraphBlock(
        ReportText::tr("Intake failure is the share of judged cards whose latest burn-in verdict is quarantine or "
                       "reject. Failures in service are counted per card-month in production (30.4375 days a month, "
                       "up to %1): a card's pulls from production back to the pool or, when more, the distinct "
                       "hardware faults the fleet found on it.")
            .arg(d.today.toString(Qt::ISODate))));
    out.append(paragraphBlock(
        ReportText::tr("Each rate is the mean of a Beta posterior whose prior comes from the card's class (datacenter, "
                       "workstation, consumer) and is named beside it; the priors are GpuPlan's assumptions, weak on "
                       "purpose, and docs/intake.md states them. The interval is equal-tailed and holds 90 % of the "
                       "posterior.")));
    out.append(keyValuesBlock({{ReportText::tr("Workspace"), workspace},
                               {ReportText::tr("Records read on"), d.today.toString(Qt::ISODate)},
                               {ReportText::tr("Generated"), doc.coverLines.last().second}}));
    result.ok = true;
    return result;
}

} // namespace GpuPlan
