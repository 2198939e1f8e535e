// Decision scenarios saved into the workspace: every save a new version, a save against a stale version a conflict
// (never a silent overwrite), each save and removal in the audit table, other GpuPlan windows told.

#include "workspacesqltext.h"
#include "workspacestore.h"

#include "diagnostictext.h"
#include "sqltransaction.h"

#include "core/decision/scenario.h"

#include <QDateTime>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace GpuPlan {

using WorkspaceSqlText::notNull;
using WorkspaceSqlText::utcNow;

namespace {
constexpr int kMaxNameLength = 200;

std::string versionJson(int version) { return "{\"version\":" + std::to_string(version) + '}'; }

StoredScenario readRow(const QSqlQuery &q, bool withDocument)
{
    StoredScenario s;
    s.name = q.value(0).toString();
    s.version = q.value(1).toInt();
    s.changedBy = q.value(2).toString();
    s.changedAt = q.value(3).toString();
    s.note = q.value(4).toString();
    if (withDocument)
        s.document = q.value(5).toString().toUtf8();
    return s;
}
} // namespace

bool WorkspaceStore::isValidScenarioName(const QString &name, QString *why)
{
    QString reason;
    if (name.trimmed().isEmpty())
        reason = tr("a scenario needs a name");
    else if (name.trimmed() != name)
        reason = tr("a scenario name cannot start or end with a space");
    else if (name.size() > kMaxNameLength)
        reason = tr("a scenario name has at most %1 characters").arg(kMaxNameLength);
    else if (std::any_of(name.begin(), name.end(), [](QChar c) { return c.category() == QChar::Other_Control; }))
        reason = tr("a scenario name cannot hold a control character");
    if (why)
        *why = reason;
    return reason.isEmpty();
}

std::vector<StoredScenario> WorkspaceStore::savedScenarios() const
{
    std::vector<StoredScenario> out;
    if (m_schemaVersion < 11)
        return out;
    QSqlQuery q(db());
    if (!q.exec(QStringLiteral("SELECT s.name, s.version, s.changed_by, s.changed_at, v.note FROM scenario s "
                               "JOIN scenario_version v ON v.name = s.name AND v.version = s.version "
                               "ORDER BY s.name")))
        return out;
    while (q.next())
        out.push_back(readRow(q, false));
    return out;
}

std::optional<StoredScenario> WorkspaceStore::savedScenario(const QString &name, int version) const
{
    if (m_schemaVersion < 11)
        return std::nullopt;
    QSqlQuery q(db());
    q.prepare(
        QStringLiteral("SELECT name, version, changed_by, changed_at, note, document FROM scenario_version "
                       "WHERE name = ? AND version = %1")
            .arg(version > 0 ? QStringLiteral("?") : QStringLiteral("(SELECT version FROM scenario WHERE name = ?)")));
    q.addBindValue(name);
    q.addBindValue(version > 0 ? QVariant(version) : QVariant(name));
    if (!q.exec() || !q.next())
        return std::nullopt;
    return readRow(q, true);
}

std::vector<StoredScenario> WorkspaceStore::scenarioHistory(const QString &name) const
{
    std::vector<StoredScenario> out;
    if (m_schemaVersion < 11)
        return out;
    QSqlQuery q(db());
    q.prepare(QStringLiteral("SELECT name, version, changed_by, changed_at, note FROM scenario_version WHERE name = ? "
                             "ORDER BY version DESC"));
    q.addBindValue(name);
    if (!q.exec())
        return out;
    while (q.next())
        out.push_back(readRow(q, false));
    return out;
}

WorkspaceStore::WriteResult WorkspaceStore::saveScenario(const QString &name, const QByteArray &document,
                                                         int expectedVersion, ScenarioConflict *conflict,
                                                         StoredScenario *written, const QString &note)
{
    if (refuseWrite())
        return WriteResult::Failed;
    if (m_schemaVersion < 11) {
        fail(tr("this workspace's schema (%1) holds no scenarios").arg(m_schemaVersion));
        return WriteResult::Failed;
    }
    QString why;
    if (!isValidScenarioName(name, &why)) {
        fail(why);
        return WriteResult::Failed;
    }
    // What is stored must open again: a document that does not parse is refused before anything is written.
    const ScenarioParseResult parsed
        = parseScenario(std::string_view(document.constData(), std::size_t(document.size())));
    if (!parsed.ok()) {
        QString reason = tr("the scenario \"%1\" is invalid").arg(name);
        for (const Diagnostic &d : parsed.diagnostics) {
            if (d.severity == Severity::Error) {
                reason += QStringLiteral(": ") + diagnosticText(d, name);
                break;
            }
        }
        fail(reason);
        return WriteResult::Failed;
    }
    const QString changedAt = utcNow();
    SqlTransaction tx(db());
    QSqlQuery q(db());
    if (expectedVersion > 0) {
        // Only the version read: a colleague's save in between leaves no row to update.
        q.prepare(QStringLiteral("UPDATE scenario SET version = version + 1, changed_by = ?, changed_at = ? "
                                 "WHERE name = ? AND version = ?"));
        q.addBindValue(notNull(m_userName));
        q.addBindValue(changedAt);
        q.addBindValue(name);
        q.addBindValue(expectedVersion);
    } else {
        // Expected none (0): one saved in between is kept and the insert does nothing. Any: the next version.
        q.prepare(QStringLiteral("INSERT INTO scenario (name, version, changed_by, changed_at) VALUES (?, 1, ?, ?) "
                                 "ON CONFLICT (name) DO %1")
                      .arg(expectedVersion == 0 ? QStringLiteral("NOTHING")
                                                : QStringLiteral("UPDATE SET version = scenario.version + 1, "
                                                                 "changed_by = excluded.changed_by, "
                                                                 "changed_at = excluded.changed_at")));
        q.addBindValue(name);
        q.addBindValue(notNull(m_userName));
        q.addBindValue(changedAt);
    }
    if (!tx.isActive() || !q.exec()) {
        fail(q.lastError().isValid() ? q.lastError().text() : db().lastError().text());
        return WriteResult::Failed;
    }
    if (expectedVersion != AnyVersion && q.numRowsAffected() == 0) {
        if (conflict)
            *conflict = ScenarioConflict{name, expectedVersion, savedScenario(name)};
        return WriteResult::Conflict;
    }
    QSqlQuery v(db());
    v.prepare(QStringLiteral("SELECT version FROM scenario WHERE name = ?"));
    v.addBindValue(name);
    if (!v.exec() || !v.next()) {
        fail(v.lastError().text());
        return WriteResult::Failed;
    }
    const int version = v.value(0).toInt();
    QSqlQuery insert(db());
    insert.prepare(QStringLiteral("INSERT INTO scenario_version (name, version, document, changed_by, changed_at, "
                                  "note) VALUES (?, ?, ?, ?, ?, ?)"));
    for (const QVariant &value : {QVariant(name), QVariant(version), QVariant(QString::fromUtf8(document)),
                                  QVariant(notNull(m_userName)), QVariant(changedAt), QVariant(notNull(note))})
        insert.addBindValue(value);
    if (!insert.exec()) {
        fail(insert.lastError().text());
        return WriteResult::Failed;
    }
    if (!audit(QStringLiteral("scenario_save"), name,
               version > 1 ? std::optional<std::string>(versionJson(version - 1)) : std::nullopt, versionJson(version),
               note))
        return WriteResult::Failed;
    if (!tx.commit()) {
        fail(db().lastError().text());
        return WriteResult::Failed;
    }
    if (written)
        *written = StoredScenario{name, version, m_userName, changedAt, note, document};
    tellOthers(QStringLiteral("scenario:%1:%2").arg(version).arg(name));
    Q_EMIT scenarioChanged(name, version);
    return WriteResult::Written;
}

WorkspaceStore::WriteResult WorkspaceStore::removeScenario(const QString &name, int expectedVersion,
                                                           ScenarioConflict *conflict)
{
    if (refuseWrite())
        return WriteResult::Failed;
    SqlTransaction tx(db());
    const std::optional<StoredScenario> before = savedScenario(name);
    if (!before && expectedVersion > 0) { // removed by someone else since it was read
        if (conflict)
            *conflict = ScenarioConflict{name, expectedVersion, std::nullopt};
        return WriteResult::Conflict;
    }
    if (!before) {
        fail(tr("no scenario named \"%1\" is saved in the workspace").arg(name));
        return WriteResult::Failed;
    }
    QSqlQuery q(db());
    q.prepare(QStringLiteral("DELETE FROM scenario WHERE name = ?%1")
                  .arg(expectedVersion != AnyVersion ? QStringLiteral(" AND version = ?") : QString()));
    q.addBindValue(name);
    if (expectedVersion != AnyVersion)
        q.addBindValue(expectedVersion);
    if (!tx.isActive() || !q.exec()) {
        fail(q.lastError().isValid() ? q.lastError().text() : db().lastError().text());
        return WriteResult::Failed;
    }
    if (q.numRowsAffected() == 0) {
        if (conflict)
            *conflict = ScenarioConflict{name, expectedVersion, savedScenario(name)};
        return WriteResult::Conflict;
    }
    // The versions go with it (ON DELETE CASCADE); the audit keeps that it was there.
    if (!audit(QStringLiteral("scenario_remove"), name, versionJson(before->version), std::nullopt))
        return WriteResult::Failed;
    if (!tx.commit()) {
        fail(db().lastError().text());
        return WriteResult::Failed;
    }
    tellOthers(QStringLiteral("scenario:0:%1").arg(name));
    Q_EMIT scenarioChanged(name, 0);
    return WriteResult::Written;
}

} // namespace GpuPlan
