// Sellers' quotes and the intake lots that arrive from them (issue 19): quotes stored in one transaction per
// import, lots of cards each in one lot, every state change of a card a dated event checked against the allowed
// moves (core/intake/cardstate.h), audited and announced to other GpuPlan windows.

#include "workspacesqltext.h"
#include "workspacestore.h"

#include "sqltransaction.h"

#include <QSqlError>
#include <QSqlQuery>

#include <map>
#include <set>

namespace GpuPlan {

using WorkspaceSqlText::notNull;
using WorkspaceSqlText::utcNow;

namespace {
constexpr int kIntakeSchema = 13;

QString intakeText(const std::string &s) { return notNull(QString::fromStdString(s)); }

QVariant optionalInt(const std::optional<int> &v) { return v ? QVariant(*v) : QVariant(QMetaType(QMetaType::Int)); }

const QString kQuoteColumns = QStringLiteral(
    "id, seller, channel, sku_id, condition, unit_price, currency, quantity, lead_time_days, warranty_months, "
    "returns_intermittent, quote_date, valid_until, note, source_file, source_line, version");

Quote readQuote(const QSqlQuery &q, int first = 0)
{
    Quote r;
    const auto at = [&](int i) { return q.value(first + i); };
    r.id = at(0).toLongLong();
    r.seller = at(1).toString().toStdString();
    r.channel = sellerChannelFromKey(at(2).toString().toStdString()).value_or(SellerChannel::Distributor);
    r.skuId = at(3).toString().toStdString();
    r.condition = cardConditionFromKey(at(4).toString().toStdString()).value_or(CardCondition::New);
    r.unitPrice = at(5).toDouble();
    r.currency = at(6).toString().toStdString();
    r.quantity = at(7).toInt();
    if (!at(8).isNull())
        r.leadTimeDays = at(8).toInt();
    if (!at(9).isNull())
        r.warrantyMonths = at(9).toInt();
    if (!at(10).isNull())
        r.returnsIntermittent = at(10).toLongLong() != 0;
    r.date = at(11).toString().toStdString();
    r.validUntil = at(12).toString().toStdString();
    r.note = at(13).toString().toStdString();
    r.sourceFile = at(14).toString().toStdString();
    r.sourceLine = at(15).toInt();
    r.version = at(16).toInt();
    return r;
}

QString stateNames(const std::vector<CardState> &states)
{
    QStringList names;
    for (const CardState s : states)
        names << QString::fromLatin1(cardStateKey(s));
    return names.isEmpty() ? WorkspaceStore::tr("nowhere: it is final") : names.join(QStringLiteral(", "));
}
} // namespace

std::vector<Quote> WorkspaceStore::quotes() const
{
    std::vector<Quote> out;
    if (m_schemaVersion < kIntakeSchema)
        return out;
    QSqlQuery q(db());
    if (!q.exec(QStringLiteral("SELECT %1 FROM quote ORDER BY id").arg(kQuoteColumns)))
        return out;
    while (q.next())
        out.push_back(readQuote(q));
    return out;
}

std::optional<Quote> WorkspaceStore::quote(qint64 id) const
{
    if (m_schemaVersion < kIntakeSchema)
        return std::nullopt;
    QSqlQuery q(db());
    q.prepare(QStringLiteral("SELECT %1 FROM quote WHERE id = ?").arg(kQuoteColumns));
    q.addBindValue(id);
    if (!q.exec() || !q.next())
        return std::nullopt;
    return readQuote(q);
}

bool WorkspaceStore::addQuotes(std::vector<Quote> &quotes, const QString &source)
{
    if (refuseWrite())
        return false;
    if (m_schemaVersion < kIntakeSchema)
        return fail(tr("this workspace's schema (%1) holds no quotes").arg(m_schemaVersion));
    const Catalog catalog = this->catalog();
    for (const Quote &quote : quotes)
        if (!catalog.findSku(quote.skuId))
            return fail(tr("the quote names the SKU \"%1\", which is not in the catalog").arg(intakeText(quote.skuId)));
    SqlTransaction tx(db());
    if (!tx.isActive())
        return fail(db().lastError().text());
    const QString changedAt = utcNow();
    for (Quote &quote : quotes) {
        QSqlQuery q(db());
        q.prepare(QStringLiteral(
            "INSERT INTO quote (seller, channel, sku_id, condition, unit_price, currency, quantity, lead_time_days, "
            "warranty_months, returns_intermittent, quote_date, valid_until, note, source_file, source_line, version, "
            "changed_by, changed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?) RETURNING id"));
        for (const QVariant &v :
             {QVariant(intakeText(quote.seller)), QVariant(QString::fromLatin1(sellerChannelKey(quote.channel))),
              QVariant(intakeText(quote.skuId)), QVariant(QString::fromLatin1(cardConditionKey(quote.condition))),
              QVariant(quote.unitPrice), QVariant(intakeText(quote.currency)), QVariant(quote.quantity),
              optionalInt(quote.leadTimeDays), optionalInt(quote.warrantyMonths),
              quote.returnsIntermittent ? QVariant(*quote.returnsIntermittent ? 1 : 0)
                                        : QVariant(QMetaType(QMetaType::Int)),
              QVariant(intakeText(quote.date)), QVariant(intakeText(quote.validUntil)),
              QVariant(intakeText(quote.note)), QVariant(intakeText(quote.sourceFile)), QVariant(quote.sourceLine),
              QVariant(notNull(m_userName)), QVariant(changedAt)})
            q.addBindValue(v);
        if (!q.exec() || !q.next())
            return fail(tr("cannot store the quote: %1").arg(q.lastError().text()));
        quote.id = q.value(0).toLongLong();
        quote.version = 1;
        q.finish();
    }
    if (!audit(QStringLiteral("quote_import"), source, std::nullopt,
               "{\"quotes\":" + std::to_string(quotes.size()) + '}'))
        return false;
    if (!tx.commit())
        return fail(db().lastError().text());
    tellOthers(QStringLiteral("intake"));
    Q_EMIT intakeChanged();
    return true;
}

qint64 WorkspaceStore::createLot(qint64 quoteId, const std::vector<std::pair<std::string, std::string>> &cards,
                                 const QString &receivedDate, const QString &note)
{
    if (refuseWrite())
        return 0;
    if (m_schemaVersion < kIntakeSchema) {
        fail(tr("this workspace's schema (%1) holds no intake lots").arg(m_schemaVersion));
        return 0;
    }
    if (!quote(quoteId)) {
        fail(tr("there is no quote %1").arg(quoteId));
        return 0;
    }
    if (cards.empty()) {
        fail(tr("a lot needs at least one card"));
        return 0;
    }
    if (!isIsoDate(receivedDate.toStdString())) {
        fail(tr("\"%1\" is not a date written YYYY-MM-DD").arg(receivedDate));
        return 0;
    }
    std::set<std::string> seen;
    for (const auto &[serial, uuid] : cards) {
        if (QString::fromStdString(serial).trimmed().isEmpty()) {
            fail(tr("a card of the lot has no serial"));
            return 0;
        }
        if (!seen.insert(serial).second) {
            fail(tr("the serial %1 is listed twice").arg(intakeText(serial)));
            return 0;
        }
        if (const auto existing = intakeCard(QString::fromStdString(serial))) {
            fail(tr("the serial %1 is already in lot %2").arg(intakeText(serial)).arg(existing->lotId));
            return 0;
        }
    }
    SqlTransaction tx(db());
    if (!tx.isActive()) {
        fail(db().lastError().text());
        return 0;
    }
    const QString changedAt = utcNow();
    QSqlQuery lot(db());
    lot.prepare(
        QStringLiteral("INSERT INTO intake_lot (quote_id, received_date, note, version, changed_by, changed_at) "
                       "VALUES (?, ?, ?, 1, ?, ?) RETURNING id"));
    for (const QVariant &v : {QVariant(quoteId), QVariant(receivedDate), QVariant(notNull(note)),
                              QVariant(notNull(m_userName)), QVariant(changedAt)})
        lot.addBindValue(v);
    if (!lot.exec() || !lot.next()) {
        fail(tr("cannot store the lot: %1").arg(lot.lastError().text()));
        return 0;
    }
    const qint64 lotId = lot.value(0).toLongLong();
    lot.finish();
    for (const auto &[serial, uuid] : cards) {
        QSqlQuery card(db());
        card.prepare(QStringLiteral("INSERT INTO intake_card (lot_id, serial, uuid, state, version) "
                                    "VALUES (?, ?, ?, 'received', 1) RETURNING id"));
        for (const QVariant &v : {QVariant(lotId), QVariant(intakeText(serial)), QVariant(intakeText(uuid))})
            card.addBindValue(v);
        if (!card.exec() || !card.next()) {
            fail(tr("cannot store the card %1: %2").arg(intakeText(serial), card.lastError().text()));
            return 0;
        }
        const qint64 cardId = card.value(0).toLongLong();
        card.finish();
        QSqlQuery event(db());
        event.prepare(QStringLiteral("INSERT INTO intake_event (card_id, from_state, to_state, at, changed_by, "
                                     "evidence, note) VALUES (?, '', 'received', ?, ?, '', '')"));
        for (const QVariant &v : {QVariant(cardId), QVariant(changedAt), QVariant(notNull(m_userName))})
            event.addBindValue(v);
        if (!event.exec()) {
            fail(tr("cannot store the card %1: %2").arg(intakeText(serial), event.lastError().text()));
            return 0;
        }
    }
    if (!audit(QStringLiteral("lot_create"), QStringLiteral("lot/%1").arg(lotId), std::nullopt,
               "{\"quote\":" + std::to_string(quoteId) + ",\"cards\":" + std::to_string(cards.size()) + '}', note))
        return 0;
    if (!tx.commit()) {
        fail(db().lastError().text());
        return 0;
    }
    tellOthers(QStringLiteral("intake"));
    Q_EMIT intakeChanged();
    return lotId;
}

std::vector<IntakeLot> WorkspaceStore::intakeLots() const
{
    std::vector<IntakeLot> out;
    if (m_schemaVersion < kIntakeSchema)
        return out;
    QSqlQuery q(db());
    if (!q.exec(QStringLiteral("SELECT l.id, l.quote_id, l.received_date, l.note, l.version, %1 FROM intake_lot l "
                               "JOIN quote q ON q.id = l.quote_id ORDER BY l.id")
                    .arg(QString(kQuoteColumns)
                             .replace(QStringLiteral(", "), QStringLiteral(", q."))
                             .prepend(QStringLiteral("q.")))))
        return out;
    while (q.next()) {
        IntakeLot lot;
        lot.id = q.value(0).toLongLong();
        lot.quoteId = q.value(1).toLongLong();
        lot.receivedDate = q.value(2).toString().toStdString();
        lot.note = q.value(3).toString().toStdString();
        lot.version = q.value(4).toInt();
        lot.quote = readQuote(q, 5);
        out.push_back(std::move(lot));
    }
    return out;
}

std::optional<IntakeLot> WorkspaceStore::intakeLot(qint64 id) const
{
    for (IntakeLot &lot : intakeLots())
        if (lot.id == id)
            return std::move(lot);
    return std::nullopt;
}

std::vector<IntakeCard> WorkspaceStore::intakeCards(qint64 lotId, const QString &serial) const
{
    std::vector<IntakeCard> out;
    if (m_schemaVersion < kIntakeSchema)
        return out;
    QString where;
    if (lotId > 0)
        where = QStringLiteral(" WHERE c.lot_id = ?");
    else if (!serial.isNull())
        where = QStringLiteral(" WHERE c.serial = ?");
    QSqlQuery q(db());
    q.prepare(QStringLiteral("SELECT c.id, c.lot_id, c.serial, c.uuid, c.state, c.version, e.from_state, e.to_state, "
                             "e.at, e.changed_by, e.evidence, e.note FROM intake_card c "
                             "LEFT JOIN intake_event e ON e.card_id = c.id%1 ORDER BY c.id, e.id")
                  .arg(where));
    if (lotId > 0)
        q.addBindValue(lotId);
    else if (!serial.isNull())
        q.addBindValue(serial);
    if (!q.exec())
        return out;
    while (q.next()) {
        const qint64 id = q.value(0).toLongLong();
        if (out.empty() || out.back().id != id) {
            IntakeCard card;
            card.id = id;
            card.lotId = q.value(1).toLongLong();
            card.serial = q.value(2).toString().toStdString();
            card.uuid = q.value(3).toString().toStdString();
            card.state = cardStateFromKey(q.value(4).toString().toStdString()).value_or(CardState::Received);
            card.version = q.value(5).toInt();
            out.push_back(std::move(card));
        }
        if (q.value(7).isNull())
            continue;
        IntakeEvent e;
        const std::string from = q.value(6).toString().toStdString();
        if (!from.empty())
            e.from = cardStateFromKey(from);
        e.to = cardStateFromKey(q.value(7).toString().toStdString()).value_or(CardState::Received);
        e.at = q.value(8).toString().toStdString();
        e.by = q.value(9).toString().toStdString();
        e.evidence = q.value(10).toString().toStdString();
        e.note = q.value(11).toString().toStdString();
        out.back().history.push_back(std::move(e));
    }
    return out;
}

std::optional<IntakeCard> WorkspaceStore::intakeCard(const QString &serial) const
{
    std::vector<IntakeCard> cards = intakeCards(0, serial.isNull() ? QStringLiteral("") : serial);
    if (cards.empty())
        return std::nullopt;
    return std::move(cards.front());
}

std::vector<CardFinding> WorkspaceStore::cardFindings() const
{
    std::vector<CardFinding> out;
    const std::vector<IntakeCard> cards = intakeCards();
    if (cards.empty())
        return out;
    const auto lower = [](const std::string &s) { return QString::fromStdString(s).toLower().toStdString(); };
    std::map<std::string, std::string> byUuid; // lower-case UUID -> the card's serial
    std::set<std::string> serials;
    for (const IntakeCard &c : cards) {
        if (!c.uuid.empty())
            byUuid[lower(c.uuid)] = c.serial;
        serials.insert(c.serial);
    }
    std::map<qint64, std::string> cardOfDevice;
    for (const FleetInventoryDevice &d : fleetDevices()) {
        const FleetDevice &device = d.device.device;
        if (const auto it = byUuid.find(lower(device.uuid)); !device.uuid.empty() && it != byUuid.end())
            cardOfDevice[d.id] = it->second;
        else if (!device.serial.empty() && serials.count(device.serial))
            cardOfDevice[d.id] = device.serial;
    }
    for (const StoredFinding &f : fleetFindings())
        if (const auto it = cardOfDevice.find(f.deviceId); it != cardOfDevice.end())
            out.push_back(CardFinding{it->second, f.finding.code, f.message, f.finding.evidence.file,
                                      f.finding.evidence.line, f.finding.evidence.time});
    return out;
}

QString WorkspaceStore::refusedMoveText(const QString &serial, CardState from, CardState to)
{
    return tr("the card %1 is %2 and cannot become %3; from %2 it can become: %4")
        .arg(serial, QString::fromLatin1(cardStateKey(from)), QString::fromLatin1(cardStateKey(to)),
             stateNames(nextStates(from)));
}

WorkspaceStore::WriteResult WorkspaceStore::setCardState(const QString &serial, CardState to, const QString &evidence,
                                                         const QString &note, int expectedVersion, IntakeCard *written)
{
    if (refuseWrite())
        return WriteResult::Failed;
    const std::optional<IntakeCard> card = intakeCard(serial);
    if (!card) {
        fail(tr("no lot has a card with the serial %1").arg(serial));
        return WriteResult::Failed;
    }
    if (expectedVersion != AnyVersion && card->version != expectedVersion)
        return WriteResult::Conflict;
    if (!canTransition(card->state, to)) {
        fail(refusedMoveText(serial, card->state, to));
        return WriteResult::Failed;
    }
    SqlTransaction tx(db());
    QSqlQuery q(db());
    // Only the version read: a colleague's change in between leaves no row to update.
    q.prepare(QStringLiteral("UPDATE intake_card SET state = ?, version = version + 1 WHERE id = ? AND version = ?"));
    for (const QVariant &v :
         {QVariant(QString::fromLatin1(cardStateKey(to))), QVariant(qint64(card->id)), QVariant(card->version)})
        q.addBindValue(v);
    if (!tx.isActive() || !q.exec()) {
        fail(q.lastError().isValid() ? q.lastError().text() : db().lastError().text());
        return WriteResult::Failed;
    }
    if (q.numRowsAffected() == 0)
        return WriteResult::Conflict;
    const QString at = utcNow();
    QSqlQuery event(db());
    event.prepare(QStringLiteral("INSERT INTO intake_event (card_id, from_state, to_state, at, changed_by, evidence, "
                                 "note) VALUES (?, ?, ?, ?, ?, ?, ?)"));
    for (const QVariant &v : {QVariant(qint64(card->id)), QVariant(QString::fromLatin1(cardStateKey(card->state))),
                              QVariant(QString::fromLatin1(cardStateKey(to))), QVariant(at),
                              QVariant(notNull(m_userName)), QVariant(notNull(evidence)), QVariant(notNull(note))})
        event.addBindValue(v);
    if (!event.exec()) {
        fail(event.lastError().text());
        return WriteResult::Failed;
    }
    if (!audit(QStringLiteral("card_state"), QStringLiteral("card/") + serial,
               "\"" + std::string(cardStateKey(card->state)) + '"', "\"" + std::string(cardStateKey(to)) + '"',
               evidence.isEmpty() ? note : evidence + QStringLiteral(" ") + note))
        return WriteResult::Failed;
    if (!tx.commit()) {
        fail(db().lastError().text());
        return WriteResult::Failed;
    }
    if (written) {
        *written = *card;
        written->state = to;
        written->version = card->version + 1;
        written->history.push_back(IntakeEvent{card->state, to, at.toStdString(), m_userName.toStdString(),
                                               evidence.toStdString(), note.toStdString()});
    }
    tellOthers(QStringLiteral("intake"));
    Q_EMIT intakeChanged();
    return WriteResult::Written;
}

WorkspaceStore::WriteResult WorkspaceStore::revertCardState(const QString &serial, int expectedVersion,
                                                            IntakeCard *written)
{
    if (refuseWrite())
        return WriteResult::Failed;
    const std::optional<IntakeCard> card = intakeCard(serial);
    if (!card) {
        fail(tr("no lot has a card with the serial %1").arg(serial));
        return WriteResult::Failed;
    }
    if (expectedVersion != AnyVersion && card->version != expectedVersion)
        return WriteResult::Conflict;
    if (card->history.empty() || !card->history.back().from) {
        fail(tr("the card %1 has no state change to undo: it was only received").arg(serial));
        return WriteResult::Failed;
    }
    const CardState from = card->state;
    const CardState back = *card->history.back().from;
    SqlTransaction tx(db());
    if (!tx.isActive()) {
        fail(db().lastError().text());
        return WriteResult::Failed;
    }
    QSqlQuery last(db());
    last.prepare(QStringLiteral("SELECT id FROM intake_event WHERE card_id = ? ORDER BY id DESC LIMIT 1"));
    last.addBindValue(qint64(card->id));
    if (!last.exec() || !last.next()) {
        fail(last.lastError().text());
        return WriteResult::Failed;
    }
    const qint64 eventId = last.value(0).toLongLong();
    last.finish();
    QSqlQuery q(db());
    q.prepare(QStringLiteral("UPDATE intake_card SET state = ?, version = version + 1 WHERE id = ? AND version = ?"));
    for (const QVariant &v :
         {QVariant(QString::fromLatin1(cardStateKey(back))), QVariant(qint64(card->id)), QVariant(card->version)})
        q.addBindValue(v);
    if (!q.exec()) {
        fail(q.lastError().text());
        return WriteResult::Failed;
    }
    if (q.numRowsAffected() == 0)
        return WriteResult::Conflict;
    QSqlQuery remove(db());
    remove.prepare(QStringLiteral("DELETE FROM intake_event WHERE id = ?"));
    remove.addBindValue(eventId);
    if (!remove.exec()) {
        fail(remove.lastError().text());
        return WriteResult::Failed;
    }
    const IntakeEvent &undone = card->history.back();
    if (!audit(QStringLiteral("card_state_revert"), QStringLiteral("card/") + serial,
               "\"" + std::string(cardStateKey(from)) + '"', "\"" + std::string(cardStateKey(back)) + '"',
               tr("undo of the change made %1 by %2").arg(intakeText(undone.at), intakeText(undone.by))))
        return WriteResult::Failed;
    if (!tx.commit()) {
        fail(db().lastError().text());
        return WriteResult::Failed;
    }
    if (written) {
        *written = *card;
        written->state = back;
        written->version = card->version + 1;
        written->history.pop_back();
    }
    tellOthers(QStringLiteral("intake"));
    Q_EMIT intakeChanged();
    return WriteResult::Written;
}

} // namespace GpuPlan
