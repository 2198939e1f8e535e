// A team workspace on PostgreSQL: other GpuPlan windows on the same database hear of each change (LISTEN/NOTIFY),
// and a lost connection is opened again.

#include "fleetsql.h"
#include "workspacestore.h"

#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlQuery>

#include <libpq-fe.h>

namespace GpuPlan {

namespace {
const QString kChannel = QStringLiteral("gpuplan_workspace");
} // namespace

void WorkspaceStore::listenToOthers()
{
    if (m_backend != Backend::PostgreSql)
        return;
    QSqlDriver *driver = db().driver();
    if (!driver || !driver->subscribeToNotification(kChannel))
        return;
    // Delivered at the other connection's commit, read by QPSQL from the socket in this thread's event loop.
    connect(driver, &QSqlDriver::notification, this,
            [this](const QString &name, QSqlDriver::NotificationSource source, const QVariant &payload) {
                if (name != kChannel || source == QSqlDriver::SelfSource)
                    return;
                const QString what = payload.toString();
                if (what.startsWith(QLatin1String("sku:")))
                    Q_EMIT skuChanged(what.mid(4));
                else if (what == QLatin1String("catalog"))
                    Q_EMIT catalogChanged();
                else if (what == QLatin1String("fleet"))
                    Q_EMIT fleetChanged();
                else if (what == QLatin1String("intake"))
                    Q_EMIT intakeChanged();
                else if (what.startsWith(QLatin1String("probe:")))
                    Q_EMIT probeRunSaved(what.mid(6).toLongLong());
                else if (what.startsWith(QLatin1String("scenario:"))) {
                    const qsizetype colon = what.indexOf(QLatin1Char(':'), 9);
                    if (colon > 0)
                        Q_EMIT scenarioChanged(what.mid(colon + 1), what.mid(9, colon - 9).toInt());
                }
                Q_EMIT changedElsewhere(what);
            });
}

void WorkspaceStore::tellOthers(const QString &what)
{
    if (m_backend != Backend::PostgreSql)
        return;
    // Ids only (a payload stays far under PostgreSQL's 8,000 bytes): the listeners read the rows again.
    QSqlQuery q(db());
    q.prepare(QStringLiteral("SELECT pg_notify(?, ?)"));
    q.addBindValue(kChannel);
    q.addBindValue(what);
    q.exec();
}

bool WorkspaceStore::checkConnection()
{
    if (m_backend != Backend::PostgreSql || m_location.isEmpty())
        return isOpen();
    const SqlHandle h = sqlHandle(db());
    PGconn *pg = h.postgres();
    // Reads what the server sent (a notification, or the end of a dropped connection) without waiting.
    if (pg && PQconsumeInput(pg) == 1 && PQstatus(pg) == CONNECTION_OK)
        return true;
    const QString location = m_location;
    Q_EMIT connectionLost(tr("the connection to %1 was lost").arg(m_displayName));
    if (open(location) != OpenStatus::Ok)
        return false;
    Q_EMIT reconnected();
    return true;
}

} // namespace GpuPlan
