#include "intakecardmodel.h"

#include "unitformat.h"

#include <QDateTime>
#include <QLocale>

namespace GpuPlan {

namespace {
QString cardText(const std::string &s) { return QString::fromStdString(s); }
QString cardStateText(CardState s) { return QString::fromLatin1(cardStateKey(s)); }
// A change's time (stored as ISO 8601 UTC) in local time, as the other pages show times; as stored if unreadable.
QString cardTime(const std::string &at)
{
    const QDateTime time = QDateTime::fromString(cardText(at), Qt::ISODate);
    return time.isValid() ? QLocale().toString(time.toLocalTime(), QLocale::ShortFormat) : cardText(at);
}
// The evidence of the latest change that gave one: a move to rma-requested without evidence keeps showing the burn-in
// run or log that rejected the card.
QString latestEvidence(const IntakeCard &c)
{
    for (auto e = c.history.rbegin(); e != c.history.rend(); ++e)
        if (!e->evidence.empty())
            return cardText(e->evidence);
    return {};
}
} // namespace

IntakeCardModel::IntakeCardModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void IntakeCardModel::setCards(std::vector<IntakeCard> cards, std::vector<CardFinding> findings)
{
    beginResetModel();
    m_cards = std::move(cards);
    m_findings = std::move(findings);
    endResetModel();
}

const IntakeCard *IntakeCardModel::cardAt(int row) const
{
    return row >= 0 && std::size_t(row) < m_cards.size() ? &m_cards[std::size_t(row)] : nullptr;
}

int IntakeCardModel::rowOf(const QString &serial) const
{
    for (std::size_t i = 0; i < m_cards.size(); ++i)
        if (cardText(m_cards[i].serial) == serial)
            return int(i);
    return -1;
}

int IntakeCardModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_cards.size()); }

int IntakeCardModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString IntakeCardModel::eventText(const IntakeEvent &e)
{
    QString text = e.from ? tr("%1 -> %2").arg(cardStateText(*e.from), cardStateText(e.to)) : tr("received");
    text += tr(", %1 by %2").arg(cardTime(e.at), cardText(e.by));
    if (!e.evidence.empty())
        text += tr(", evidence: %1").arg(cardText(e.evidence));
    if (!e.note.empty())
        text += tr(", note: %1").arg(cardText(e.note));
    return text;
}

QVariant IntakeCardModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const IntakeCard &c = m_cards[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case SerialColumn:
            return cardText(c.serial);
        case UuidColumn:
            return c.uuid.empty() ? UnitFormat::unknownText() : cardText(c.uuid);
        case StateColumn:
            return cardStateText(c.state);
        case VerdictColumn: {
            const std::optional<CardState> verdict = latestVerdict(c);
            return verdict ? cardStateText(*verdict) : UnitFormat::unknownText();
        }
        case EvidenceColumn:
            return latestEvidence(c);
        case ChangedColumn:
            return c.history.empty() ? QString()
                                     : tr("%1 by %2").arg(cardTime(c.history.back().at), cardText(c.history.back().by));
        default:
            return {};
        }
    case SerialRole:
        return cardText(c.serial);
    case StateRole:
        return int(c.state);
    case VersionRole:
        return c.version;
    case Qt::ToolTipRole:
        return toolTip(c, index.column());
    default:
        return {};
    }
}

QString IntakeCardModel::toolTip(const IntakeCard &c, int column) const
{
    QStringList lines;
    switch (column) {
    case StateColumn: {
        QStringList next;
        for (const CardState s : nextStates(c.state))
            next << cardStateText(s);
        lines << tr("%1 (version %2); it can become: %3")
                     .arg(cardStateText(c.state))
                     .arg(c.version)
                     .arg(next.isEmpty() ? tr("nothing, it is final") : next.join(QStringLiteral(", ")));
        break;
    }
    case VerdictColumn:
        lines << tr("The latest burn-in verdict (pass, quarantine or reject) in the card's history: what the lot's "
                    "intake failure counts.");
        break;
    case EvidenceColumn:
        lines << tr("The latest evidence in the card's history: a probe run (Start burn-in) or an imported log. A "
                    "change made without evidence keeps the earlier one.");
        break;
    default:
        break;
    }
    lines << tr("History:");
    for (const IntakeEvent &e : c.history)
        lines << QStringLiteral("  ") + eventText(e);
    QStringList found;
    for (const CardFinding &f : m_findings)
        if (f.serial == c.serial)
            found << QStringLiteral("  ") + cardText(f.code) + QStringLiteral(": ") + cardText(f.message)
                    + (isServiceFailureFinding(f.code) ? tr(" (counts as a failure in service)") : QString());
    if (!found.isEmpty())
        lines << tr("Fleet findings on this card:") << found;
    return lines.join(QLatin1Char('\n'));
}

QVariant IntakeCardModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case SerialColumn:
        return tr("Serial");
    case UuidColumn:
        return tr("UUID");
    case StateColumn:
        return tr("State");
    case VerdictColumn:
        return tr("Latest verdict");
    case EvidenceColumn:
        return tr("Evidence");
    case ChangedColumn:
        return tr("Last change");
    default:
        return {};
    }
}

} // namespace GpuPlan
