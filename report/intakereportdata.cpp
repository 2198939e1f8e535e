// The intake report's data: one lot read from the workspace with what its cards' evidence points to.
#include "report/intakereportdata.h"

#include "io/intakerecords.h"
#include "io/workspacestore.h"

#include <QDateTime>
#include <QRegularExpression>

namespace GpuPlan {

const IntakeRunEvidence *IntakeReportData::runOf(const std::string &evidence) const
{
    const auto it = runs.find(evidence);
    return it == runs.end() ? nullptr : &it->second;
}

std::vector<const CardFinding *> IntakeReportData::findingsOf(const IntakeCard &card) const
{
    std::vector<const CardFinding *> out;
    for (const CardFinding &f : findings)
        if (f.serial == card.serial)
            out.push_back(&f);
    return out;
}

std::optional<qint64> intakeEvidenceRunId(const std::string &evidence)
{
    static const QRegularExpression pattern(
        QStringLiteral("^\\s*(?:(?:probe\\s+)?run\\s*[:#]?\\s*|#)?(\\d{1,18})\\s*$"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = pattern.match(QString::fromStdString(evidence));
    if (!m.hasMatch())
        return std::nullopt;
    bool ok = false;
    const qint64 id = m.captured(1).toLongLong(&ok);
    return ok && id > 0 ? std::optional<qint64>(id) : std::nullopt;
}

std::vector<const IntakeEvent *> intakeVerdictEvents(const IntakeCard &card)
{
    std::vector<const IntakeEvent *> out;
    for (const IntakeEvent &e : card.history)
        if (isVerdict(e.to))
            out.push_back(&e);
    return out;
}

const IntakeEvent *intakeLastEventTo(const IntakeCard &card, CardState state)
{
    for (auto it = card.history.rbegin(); it != card.history.rend(); ++it)
        if (it->to == state)
            return &*it;
    return nullptr;
}

bool gatherIntakeReportData(const WorkspaceStore &store, qint64 lotId, IntakeReportData &d)
{
    const std::optional<IntakeLot> lot = store.intakeLot(lotId);
    if (!lot)
        return false;
    d.lot = *lot;
    d.workspace = store.path();
    const Catalog catalog = store.catalog();
    const GpuSku *sku = catalog.findSku(lot->quote.skuId);
    d.skuName
        = sku && !sku->name.empty() ? QString::fromStdString(sku->name) : QString::fromStdString(lot->quote.skuId);
    d.cards = store.intakeCards(lotId);
    for (const CardFinding &f : store.cardFindings())
        for (const IntakeCard &c : d.cards)
            if (c.serial == f.serial) {
                d.findings.push_back(f);
                break;
            }
    d.record
        = sourceRecord("lot " + std::to_string(lotId), d.cards, cardSegments(catalog, lot->quote.skuId, d.cards.size()),
                       d.today.toString(Qt::ISODate).toStdString(), d.findings);
    for (const IntakeCard &c : d.cards)
        for (const IntakeEvent *e : intakeVerdictEvents(c)) {
            const std::optional<qint64> id = intakeEvidenceRunId(e->evidence);
            if (!id || d.runs.count(e->evidence))
                continue;
            std::optional<ProbeRun> run = store.probeRun(*id);
            std::optional<ProbeVerdict> verdict = run ? store.probeVerdict(*id) : std::nullopt;
            if (verdict)
                d.runs.emplace(e->evidence, IntakeRunEvidence{std::move(*run), std::move(*verdict)});
        }
    return true;
}

QString intakeStateText(CardState state)
{
    switch (state) {
    case CardState::Received:
        return ReportText::tr("received");
    case CardState::InPool:
        return ReportText::tr("in pool");
    case CardState::Pass:
        return ReportText::tr("pass");
    case CardState::Quarantine:
        return ReportText::tr("quarantine");
    case CardState::Reject:
        return ReportText::tr("reject");
    case CardState::Production:
        return ReportText::tr("production");
    case CardState::DevOnly:
        return ReportText::tr("dev only");
    case CardState::RmaRequested:
        return ReportText::tr("RMA requested");
    case CardState::RmaReturned:
        return ReportText::tr("RMA returned");
    case CardState::Replaced:
        return ReportText::tr("replaced");
    }
    return QString::fromLatin1(cardStateKey(state));
}

QString intakeTimeText(const std::string &at)
{
    const QDateTime t = QDateTime::fromString(QString::fromStdString(at), Qt::ISODate);
    if (!t.isValid())
        return QString::fromStdString(at);
    return t.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")) + QStringLiteral(" UTC");
}

QString intakeDayText(const std::string &at)
{
    const QDateTime t = QDateTime::fromString(QString::fromStdString(at), Qt::ISODate);
    return t.isValid() ? t.toUTC().date().toString(Qt::ISODate) : QString::fromStdString(at);
}

QString intakeFindingDay(const CardFinding &f)
{
    if (f.time <= 0)
        return {};
    return QDateTime::fromSecsSinceEpoch(qint64(f.time), Qt::UTC).date().toString(Qt::ISODate);
}

QString intakeFindingSource(const CardFinding &f)
{
    if (f.evidenceFile.empty())
        return {};
    const QString file = QString::fromStdString(f.evidenceFile);
    return f.evidenceLine > 0 ? file + QLatin1Char(':') + QString::number(f.evidenceLine) : file;
}

} // namespace GpuPlan
