// The users' edits of SKU fields: versioned writes (a stale version is a conflict, never a silent overwrite) and
// the audit table that records who changed what and when.

#include "workspacesqltext.h"
#include "workspacestore.h"

#include "diagnostictext.h"
#include "sqltransaction.h"

#include <QDateTime>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace GpuPlan {

using WorkspaceSqlText::notNull;
using WorkspaceSqlText::utcNow;

namespace {
QString editText(const std::string &s) { return QString::fromStdString(s); }

QString subjectOf(const std::string &skuId, const std::string &field)
{
    return QStringLiteral("sku/") + editText(skuId) + QLatin1Char('/') + editText(field);
}

QVariant nullableText(const std::optional<std::string> &value)
{
    return value ? QVariant(editText(*value)) : QVariant(QMetaType(QMetaType::QString));
}
} // namespace

std::vector<FieldOverride> WorkspaceStore::overrides(const std::string &skuId) const
{
    std::vector<FieldOverride> out;
    QSqlQuery q(db());
    // Schema 5 records who wrote an edit, schema 10 its version, author and time; an older workspace's edits are
    // the user's, at version 1.
    const QString source = m_schemaVersion >= 5 ? QStringLiteral("source") : QStringLiteral("'user'");
    const QString versioned
        = m_schemaVersion >= 10 ? QStringLiteral("version, changed_by, changed_at") : QStringLiteral("1, '', ''");
    q.prepare(QStringLiteral("SELECT sku_id, field, value, edited_at, note, %1, %2 FROM sku_override%3 "
                             "ORDER BY sku_id, field")
                  .arg(source, versioned, skuId.empty() ? QString() : QStringLiteral(" WHERE sku_id = ?")));
    if (!skuId.empty())
        q.addBindValue(editText(skuId));
    if (!q.exec())
        return out;
    while (q.next()) {
        FieldOverride o;
        o.skuId = q.value(0).toString().toStdString();
        o.field = q.value(1).toString().toStdString();
        o.value = Json::parse(q.value(2).toString().toStdString(), nullptr, false);
        if (o.value.is_discarded())
            continue;
        o.provenance = Provenance{ProvenanceKind::UserOverride, q.value(5).toString().toStdString(),
                                  q.value(3).toString().toStdString(), q.value(4).toString().toStdString()};
        o.version = q.value(6).toInt();
        o.changedBy = q.value(7).toString().toStdString();
        o.changedAt = q.value(8).toString().toStdString();
        out.push_back(std::move(o));
    }
    return out;
}

std::optional<FieldOverride> WorkspaceStore::storedOverride(const std::string &skuId, const std::string &field) const
{
    for (FieldOverride &o : overrides(skuId)) {
        if (o.field == field)
            return std::move(o);
    }
    return std::nullopt;
}

EditConflict WorkspaceStore::conflictOf(const std::string &skuId, const std::string &field, int expectedVersion) const
{
    EditConflict c;
    c.skuId = skuId;
    c.field = field;
    c.expectedVersion = expectedVersion;
    if (const std::optional<FieldOverride> now = storedOverride(skuId, field)) {
        c.currentVersion = now->version;
        c.currentValue = now->value;
        c.changedBy = now->changedBy;
        c.changedAt = now->changedAt;
    }
    return c;
}

bool WorkspaceStore::audit(const QString &action, const QString &subject, const std::optional<std::string> &oldValue,
                           const std::optional<std::string> &newValue, const QString &detail)
{
    if (m_schemaVersion < 10)
        return true;
    QSqlQuery q(db());
    q.prepare(QStringLiteral("INSERT INTO audit (at, who, action, subject, old_value, new_value, detail) "
                             "VALUES (?, ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(utcNow());
    q.addBindValue(notNull(m_userName));
    q.addBindValue(action);
    q.addBindValue(notNull(subject));
    q.addBindValue(nullableText(oldValue));
    q.addBindValue(nullableText(newValue));
    q.addBindValue(notNull(detail));
    if (!q.exec())
        return fail(tr("cannot record the change in the audit table: %1").arg(q.lastError().text()));
    return true;
}

std::vector<AuditEntry> WorkspaceStore::auditLog(int limit) const
{
    std::vector<AuditEntry> out;
    if (m_schemaVersion < 10)
        return out;
    QSqlQuery q(db());
    if (!q.exec(QStringLiteral("SELECT id, at, who, action, subject, old_value, new_value, detail FROM audit "
                               "ORDER BY id DESC%1")
                    .arg(limit > 0 ? QStringLiteral(" LIMIT %1").arg(limit) : QString())))
        return out;
    while (q.next()) {
        AuditEntry e;
        e.id = q.value(0).toLongLong();
        e.at = q.value(1).toString();
        e.who = q.value(2).toString();
        e.action = q.value(3).toString();
        e.subject = q.value(4).toString();
        if (!q.value(5).isNull())
            e.oldValue = q.value(5).toString().toStdString();
        if (!q.value(6).isNull())
            e.newValue = q.value(6).toString().toStdString();
        e.detail = q.value(7).toString();
        out.push_back(std::move(e));
    }
    return out;
}

bool WorkspaceStore::setOverride(const FieldOverride &edit)
{
    return setOverride(edit, AnyVersion, nullptr) == WriteResult::Written;
}

WorkspaceStore::WriteResult WorkspaceStore::setOverride(const FieldOverride &edit, int expectedVersion,
                                                        EditConflict *conflict, FieldOverride *written)
{
    if (refuseWrite())
        return WriteResult::Failed;
    const Catalog raw = catalog(false);
    const GpuSku *shipped = raw.findSku(edit.skuId);
    if (!shipped) {
        fail(tr("no SKU with id \"%1\"").arg(editText(edit.skuId)));
        return WriteResult::Failed;
    }
    // Validate the edit together with the SKU's other edits: the result must be a valid SKU.
    auto all = overrides(edit.skuId);
    std::optional<FieldOverride> before;
    for (const FieldOverride &o : all) {
        if (o.field == edit.field)
            before = o;
    }
    std::erase_if(all, [&](const FieldOverride &o) { return o.field == edit.field; });
    all.push_back(edit);
    GpuSku effective;
    std::vector<Diagnostic> diags;
    if (!applyOverrides(*shipped, all, effective, diags)) {
        fail(diags.empty() ? tr("invalid value") : diagnosticText(diags.front()));
        return WriteResult::Failed;
    }
    const QString editedAt
        = edit.provenance.date.empty() ? QDate::currentDate().toString(Qt::ISODate) : editText(edit.provenance.date);
    const QString source = edit.provenance.source.empty() ? QStringLiteral("user") : editText(edit.provenance.source);
    const QString value = editText(edit.value.dump());
    const QString changedAt = utcNow();
    SqlTransaction tx(db());
    QSqlQuery q(db());
    if (m_schemaVersion < 10) {
        // Schema 5 records who wrote the edit; an older workspace keeps it as the user's.
        const bool hasSource = m_schemaVersion >= 5;
        q.prepare(QStringLiteral(
                      "INSERT INTO sku_override (sku_id, field, value, edited_at, note%1) VALUES (?, ?, ?, ?, ?%2) "
                      "ON CONFLICT (sku_id, field) DO UPDATE SET value = excluded.value, "
                      "edited_at = excluded.edited_at, note = excluded.note%3")
                      .arg(hasSource ? QStringLiteral(", source") : QString(),
                           hasSource ? QStringLiteral(", ?") : QString(),
                           hasSource ? QStringLiteral(", source = excluded.source") : QString()));
        for (const QVariant &v : {QVariant(editText(edit.skuId)), QVariant(editText(edit.field)), QVariant(value),
                                  QVariant(editedAt), QVariant(notNull(editText(edit.provenance.note)))})
            q.addBindValue(v);
        if (hasSource)
            q.addBindValue(source);
    } else if (expectedVersion > 0) {
        // Only the version read: a colleague's write in between leaves no row to update.
        q.prepare(QStringLiteral("UPDATE sku_override SET value = ?, edited_at = ?, note = ?, source = ?, "
                                 "version = version + 1, changed_by = ?, changed_at = ? "
                                 "WHERE sku_id = ? AND field = ? AND version = ?"));
        for (const QVariant &v :
             {QVariant(value), QVariant(editedAt), QVariant(notNull(editText(edit.provenance.note))), QVariant(source),
              QVariant(notNull(m_userName)), QVariant(changedAt), QVariant(editText(edit.skuId)),
              QVariant(editText(edit.field)), QVariant(expectedVersion)})
            q.addBindValue(v);
    } else {
        // No edit expected (0): an edit stored in between is kept and the insert does nothing. Any version: the
        // stored edit, if there is one, is replaced and its version goes up.
        q.prepare(QStringLiteral("INSERT INTO sku_override (sku_id, field, value, edited_at, note, source, version, "
                                 "changed_by, changed_at) VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?) "
                                 "ON CONFLICT (sku_id, field) DO %1")
                      .arg(expectedVersion == 0
                               ? QStringLiteral("NOTHING")
                               : QStringLiteral("UPDATE SET value = excluded.value, edited_at = excluded.edited_at, "
                                                "note = excluded.note, source = excluded.source, "
                                                "version = sku_override.version + 1, "
                                                "changed_by = excluded.changed_by, changed_at = excluded.changed_at")));
        for (const QVariant &v : {QVariant(editText(edit.skuId)), QVariant(editText(edit.field)), QVariant(value),
                                  QVariant(editedAt), QVariant(notNull(editText(edit.provenance.note))),
                                  QVariant(source), QVariant(notNull(m_userName)), QVariant(changedAt)})
            q.addBindValue(v);
    }
    if (!tx.isActive() || !q.exec()) {
        fail(q.lastError().isValid() ? q.lastError().text() : db().lastError().text());
        return WriteResult::Failed;
    }
    if (m_schemaVersion >= 10 && expectedVersion != AnyVersion && q.numRowsAffected() == 0) {
        if (conflict)
            *conflict = conflictOf(edit.skuId, edit.field, expectedVersion);
        return WriteResult::Conflict;
    }
    const std::optional<FieldOverride> stored = storedOverride(edit.skuId, edit.field);
    if (!audit(QStringLiteral("override_set"), subjectOf(edit.skuId, edit.field),
               before ? std::optional<std::string>(before->value.dump()) : std::nullopt, edit.value.dump(),
               editText(edit.provenance.note)))
        return WriteResult::Failed;
    if (!tx.commit()) {
        fail(db().lastError().text());
        return WriteResult::Failed;
    }
    if (written && stored)
        *written = *stored;
    tellOthers(QStringLiteral("sku:") + editText(edit.skuId));
    Q_EMIT skuChanged(editText(edit.skuId));
    return WriteResult::Written;
}

bool WorkspaceStore::removeOverride(const std::string &skuId, const std::string &field)
{
    return removeOverride(skuId, field, AnyVersion, nullptr) == WriteResult::Written;
}

WorkspaceStore::WriteResult WorkspaceStore::removeOverride(const std::string &skuId, const std::string &field,
                                                           int expectedVersion, EditConflict *conflict)
{
    if (refuseWrite())
        return WriteResult::Failed;
    SqlTransaction tx(db());
    const std::optional<FieldOverride> before = storedOverride(skuId, field);
    const bool versioned = m_schemaVersion >= 10 && expectedVersion != AnyVersion;
    // Expected no edit (0) and one is there: a colleague's edit, kept.
    if (versioned && expectedVersion == 0 && before) {
        if (conflict)
            *conflict = conflictOf(skuId, field, expectedVersion);
        return WriteResult::Conflict;
    }
    QSqlQuery q(db());
    q.prepare(QStringLiteral("DELETE FROM sku_override WHERE sku_id = ? AND field = ?")
              + (versioned ? QStringLiteral(" AND version = ?") : QString()));
    q.addBindValue(editText(skuId));
    q.addBindValue(editText(field));
    if (versioned)
        q.addBindValue(expectedVersion);
    if (!tx.isActive() || !q.exec()) {
        fail(q.lastError().isValid() ? q.lastError().text() : db().lastError().text());
        return WriteResult::Failed;
    }
    if (versioned && expectedVersion > 0 && q.numRowsAffected() == 0) {
        if (conflict)
            *conflict = conflictOf(skuId, field, expectedVersion);
        return WriteResult::Conflict;
    }
    if (before
        && !audit(QStringLiteral("override_remove"), subjectOf(skuId, field), before->value.dump(), std::nullopt))
        return WriteResult::Failed;
    if (!tx.commit()) {
        fail(db().lastError().text());
        return WriteResult::Failed;
    }
    tellOthers(QStringLiteral("sku:") + editText(skuId));
    Q_EMIT skuChanged(editText(skuId));
    return WriteResult::Written;
}

} // namespace GpuPlan
