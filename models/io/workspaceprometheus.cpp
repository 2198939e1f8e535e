// The Prometheus half of WorkspaceStore: the servers the fleet is pulled from, saved without secrets.
#include "workspacesqltext.h"
#include "workspacestore.h"

#include "sqltransaction.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace GpuPlan {

using WorkspaceSqlText::notNull;

std::vector<PrometheusSource> WorkspaceStore::prometheusSources() const
{
    std::vector<PrometheusSource> out;
    QSqlQuery q(db());
    if (!q.exec(QStringLiteral("SELECT id, url, selector, tenant, auth, username, token_file, ca_file, cert_file, "
                               "key_file, step_s, refresh_min, last_end, last_pull_at FROM prometheus_source "
                               "ORDER BY id")))
        return out;
    while (q.next()) {
        PrometheusSource s;
        s.id = q.value(0).toLongLong();
        s.url = q.value(1).toString();
        s.selector = q.value(2).toString();
        s.tenant = q.value(3).toString();
        s.auth = prometheusAuthFromKey(q.value(4).toString());
        s.username = q.value(5).toString();
        s.tokenFile = q.value(6).toString();
        s.caFile = q.value(7).toString();
        s.certFile = q.value(8).toString();
        s.keyFile = q.value(9).toString();
        s.stepSeconds = q.value(10).toInt();
        s.refreshMinutes = q.value(11).toInt();
        if (!q.value(12).isNull())
            s.lastEnd = q.value(12).toDouble();
        s.lastPullAt = QDateTime::fromString(q.value(13).toString(), Qt::ISODateWithMs);
        s.lastPullAt.setTimeSpec(Qt::UTC);
        out.push_back(std::move(s));
    }
    return out;
}

qint64 WorkspaceStore::savePrometheusSource(const PrometheusSource &source)
{
    if (refuseWrite())
        return 0;
    SqlTransaction tx(db());
    QSqlQuery q(db());
    q.prepare(QStringLiteral(
        "INSERT INTO prometheus_source (url, selector, tenant, auth, username, token_file, ca_file, cert_file, "
        "key_file, step_s, refresh_min, last_end, last_pull_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
        "ON CONFLICT (url, selector, tenant) DO UPDATE SET auth = excluded.auth, username = excluded.username, "
        "token_file = excluded.token_file, ca_file = excluded.ca_file, cert_file = excluded.cert_file, "
        "key_file = excluded.key_file, step_s = excluded.step_s, refresh_min = excluded.refresh_min, "
        "last_end = coalesce(excluded.last_end, last_end), "
        "last_pull_at = CASE WHEN excluded.last_pull_at = '' THEN last_pull_at ELSE excluded.last_pull_at END"));
    q.addBindValue(notNull(source.url));
    q.addBindValue(notNull(source.selector));
    q.addBindValue(notNull(source.tenant));
    q.addBindValue(QString::fromLatin1(prometheusAuthKey(source.auth)));
    q.addBindValue(notNull(source.username));
    q.addBindValue(notNull(source.tokenFile));
    q.addBindValue(notNull(source.caFile));
    q.addBindValue(notNull(source.certFile));
    q.addBindValue(notNull(source.keyFile));
    q.addBindValue(std::max(0, source.stepSeconds));
    q.addBindValue(std::max(0, source.refreshMinutes));
    q.addBindValue(source.lastEnd ? QVariant(*source.lastEnd) : QVariant(QMetaType(QMetaType::Double)));
    q.addBindValue(source.lastPullAt.isValid() ? source.lastPullAt.toUTC().toString(Qt::ISODateWithMs)
                                               : QStringLiteral(""));
    QSqlQuery id(db());
    id.prepare(QStringLiteral("SELECT id FROM prometheus_source WHERE url = ? AND selector = ? AND tenant = ?"));
    id.addBindValue(notNull(source.url));
    id.addBindValue(notNull(source.selector));
    id.addBindValue(notNull(source.tenant));
    if (!tx.isActive() || !q.exec() || !id.exec() || !id.next() || !tx.commit()) {
        m_lastError = tr("cannot save the Prometheus source %1: %2")
                          .arg(source.url, q.lastError().isValid() ? q.lastError().text() : db().lastError().text());
        return 0;
    }
    return id.value(0).toLongLong();
}

} // namespace GpuPlan
