// The probe half of WorkspaceStore: runs of gpuplan-probe, their results and burn-in verdicts.
#include "workspacestore.h"

#include "probejson.h"
#include "sqltransaction.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <set>

namespace GpuPlan {

namespace {

// Qt binds a null QString as SQL NULL: the text columns are NOT NULL, empty is ''.
QString text(const QString &s) { return s.isNull() ? QStringLiteral("") : s; }

QString qs(const std::string &s) { return text(QString::fromStdString(s)); }

QVariant optionalValue(const std::optional<double> &v)
{
    return v ? QVariant(*v) : QVariant(QMetaType(QMetaType::Double));
}

std::optional<double> optionalFrom(const QVariant &v)
{
    return v.isNull() ? std::nullopt : std::optional<double>(v.toDouble());
}

const QString kRunColumns = QStringLiteral(
    "r.id, r.started_at, r.command, r.backend, r.device_id, r.device_name, r.vendor, r.uuid, r.serial, "
    "r.pci_bus_id, r.runner_version, r.exit_code, r.exit_status, r.note");

ProbeRun runFrom(const QSqlQuery &q)
{
    ProbeRun r;
    r.id = q.value(0).toLongLong();
    r.startedAt = QDateTime::fromString(q.value(1).toString(), Qt::ISODate);
    r.command = q.value(2).toString();
    r.backend = q.value(3).toString();
    r.deviceId = q.value(4).toString();
    r.deviceName = q.value(5).toString();
    r.vendor = q.value(6).toString();
    r.uuid = q.value(7).toString();
    r.serial = q.value(8).toString();
    r.pciBusId = q.value(9).toString();
    r.runnerVersion = q.value(10).toString();
    r.exitCode = q.value(11).isNull() ? -1 : q.value(11).toInt();
    r.exitStatus = q.value(12).toString();
    r.note = q.value(13).toString();
    return r;
}

// Columns verdict, criteria, reasons, duration_s starting at @p first; false when the stored JSON
// is not what saveProbeRun wrote.
bool verdictFrom(const QSqlQuery &q, int first, ProbeVerdict &out)
{
    if (!Probe::verdictFromKey(q.value(first).toString().toStdString(), out.verdict.verdict))
        return false;
    const Json criteria = Json::parse(q.value(first + 1).toString().toStdString(), nullptr, false);
    const Json reasons = Json::parse(q.value(first + 2).toString().toStdString(), nullptr, false);
    if (criteria.is_discarded() || !ProbeJson::reasonsFrom(reasons, out.verdict.reasons))
        return false;
    out.criteria = ProbeJson::criteriaFrom(criteria);
    out.verdict.durationSeconds = q.value(first + 3).toDouble();
    return true;
}

QString utcIso(const QDateTime &t)
{
    const QDateTime when = t.isValid() ? t : QDateTime::currentDateTimeUtc();
    return when.toUTC().toString(Qt::ISODateWithMs);
}

} // namespace

qint64 WorkspaceStore::saveProbeRun(const ProbeRun &run, const std::vector<Probe::TestResult> &results,
                                    const std::optional<ProbeVerdict> &verdict)
{
    if (refuseWrite())
        return 0;
    SqlTransaction tx(db());
    if (!tx.isActive()) {
        fail(db().lastError().text());
        return 0;
    }
    QSqlQuery q(db());
    q.prepare(QStringLiteral(
        "INSERT INTO probe_run (started_at, command, backend, device_id, device_name, vendor, uuid, serial, "
        "pci_bus_id, runner_version, exit_code, exit_status, note) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
        "RETURNING id"));
    q.addBindValue(utcIso(run.startedAt));
    q.addBindValue(text(run.command));
    q.addBindValue(text(run.backend));
    q.addBindValue(text(run.deviceId));
    q.addBindValue(text(run.deviceName));
    q.addBindValue(text(run.vendor));
    q.addBindValue(text(run.uuid));
    q.addBindValue(text(run.serial));
    q.addBindValue(text(run.pciBusId));
    q.addBindValue(text(run.runnerVersion));
    q.addBindValue(run.exitCode >= 0 ? QVariant(run.exitCode) : QVariant(QMetaType(QMetaType::Int)));
    q.addBindValue(text(run.exitStatus));
    q.addBindValue(text(run.note));
    if (!q.exec() || !q.next()) {
        fail(tr("cannot store the probe run: %1").arg(q.lastError().text()));
        return 0;
    }
    const qint64 id = q.value(0).toLongLong();
    q.finish(); // SQLite keeps a RETURNING statement running until it is stepped past its row or finished

    QSqlQuery r(db());
    r.prepare(QStringLiteral(
        "INSERT INTO probe_result (run_id, seq, test, unit, best, median, min, max, runs, bytes_per_run, "
        "flops_per_run, working_set_bytes, verified, verify_message, timer, detail, clock_mhz, temperature_c) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    int seq = 0;
    for (const Probe::TestResult &t : results) {
        r.addBindValue(id);
        r.addBindValue(seq++);
        r.addBindValue(qs(t.test));
        r.addBindValue(qs(t.unit));
        r.addBindValue(t.best);
        r.addBindValue(t.median);
        r.addBindValue(t.min);
        r.addBindValue(t.max);
        r.addBindValue(t.runs);
        r.addBindValue(qint64(t.bytesPerRun));
        r.addBindValue(t.flopsPerRun);
        r.addBindValue(qint64(t.workingSetBytes));
        r.addBindValue(t.verified ? 1 : 0);
        r.addBindValue(qs(t.verifyMessage));
        r.addBindValue(qs(t.timer));
        r.addBindValue(qs(t.detail));
        r.addBindValue(optionalValue(t.clockMHz));
        r.addBindValue(optionalValue(t.temperatureC));
        if (!r.exec()) {
            fail(tr("cannot store the result of %1: %2").arg(qs(t.test), r.lastError().text()));
            return 0;
        }
    }

    if (verdict) {
        QSqlQuery v(db());
        v.prepare(QStringLiteral(
            "INSERT INTO burnin_verdict (run_id, verdict, criteria, reasons, duration_s) VALUES (?, ?, ?, ?, ?)"));
        v.addBindValue(id);
        v.addBindValue(QString::fromLatin1(Probe::verdictKey(verdict->verdict.verdict)));
        v.addBindValue(qs(ProbeJson::criteria(verdict->criteria).dump()));
        v.addBindValue(qs(ProbeJson::reasons(verdict->verdict.reasons).dump()));
        v.addBindValue(verdict->verdict.durationSeconds);
        if (!v.exec()) {
            fail(tr("cannot store the burn-in verdict: %1").arg(v.lastError().text()));
            return 0;
        }
    }
    if (!tx.commit()) {
        fail(db().lastError().text());
        return 0;
    }
    tellOthers(QStringLiteral("probe:") + QString::number(id));
    Q_EMIT probeRunSaved(id);
    return id;
}

std::vector<ProbeRun> WorkspaceStore::probeRuns(const ProbeRunFilter &filter) const
{
    std::vector<ProbeRun> out;
    QString sql = QStringLiteral("SELECT ") + kRunColumns + QStringLiteral(" FROM probe_run r WHERE 1 = 1");
    if (!filter.uuid.isEmpty())
        sql += QStringLiteral(" AND r.uuid = :uuid");
    if (!filter.serial.isEmpty())
        sql += QStringLiteral(" AND r.serial = :serial");
    sql += QStringLiteral(" ORDER BY r.started_at DESC, r.id DESC");
    QSqlQuery q(db());
    q.prepare(sql);
    if (!filter.uuid.isEmpty())
        q.bindValue(QStringLiteral(":uuid"), filter.uuid);
    if (!filter.serial.isEmpty())
        q.bindValue(QStringLiteral(":serial"), filter.serial);
    if (!q.exec())
        return out;
    while (q.next())
        out.push_back(runFrom(q));
    return out;
}

std::optional<ProbeRun> WorkspaceStore::probeRun(qint64 runId) const
{
    QSqlQuery q(db());
    q.prepare(QStringLiteral("SELECT ") + kRunColumns + QStringLiteral(" FROM probe_run r WHERE r.id = ?"));
    q.addBindValue(runId);
    if (!q.exec() || !q.next())
        return std::nullopt;
    return runFrom(q);
}

std::vector<Probe::TestResult> WorkspaceStore::probeResults(qint64 runId) const
{
    std::vector<Probe::TestResult> out;
    QSqlQuery q(db());
    q.prepare(QStringLiteral(
        "SELECT p.test, p.unit, p.best, p.median, p.min, p.max, p.runs, p.bytes_per_run, p.flops_per_run, "
        "p.working_set_bytes, p.verified, p.verify_message, p.timer, p.clock_mhz, p.temperature_c, r.backend, "
        "r.device_id, p.detail FROM probe_result p JOIN probe_run r ON r.id = p.run_id WHERE p.run_id = ? ORDER BY "
        "p.seq"));
    q.addBindValue(runId);
    if (!q.exec())
        return out;
    while (q.next()) {
        Probe::TestResult t;
        t.test = q.value(0).toString().toStdString();
        t.unit = q.value(1).toString().toStdString();
        t.best = q.value(2).toDouble();
        t.median = q.value(3).toDouble();
        t.min = q.value(4).toDouble();
        t.max = q.value(5).toDouble();
        t.runs = q.value(6).toInt();
        t.bytesPerRun = std::uint64_t(q.value(7).toLongLong());
        t.flopsPerRun = q.value(8).toDouble();
        t.workingSetBytes = std::uint64_t(q.value(9).toLongLong());
        t.verified = q.value(10).toInt() != 0;
        t.verifyMessage = q.value(11).toString().toStdString();
        t.timer = q.value(12).toString().toStdString();
        t.clockMHz = optionalFrom(q.value(13));
        t.temperatureC = optionalFrom(q.value(14));
        t.backend = q.value(15).toString().toStdString();
        t.device = q.value(16).toString().toStdString();
        t.detail = q.value(17).toString().toStdString();
        out.push_back(std::move(t));
    }
    return out;
}

std::optional<ProbeVerdict> WorkspaceStore::probeVerdict(qint64 runId) const
{
    QSqlQuery q(db());
    q.prepare(QStringLiteral("SELECT verdict, criteria, reasons, duration_s FROM burnin_verdict WHERE run_id = ?"));
    q.addBindValue(runId);
    if (!q.exec() || !q.next())
        return std::nullopt;
    ProbeVerdict v;
    v.runId = runId;
    if (!verdictFrom(q, 0, v))
        return std::nullopt;
    return v;
}

std::vector<DeviceVerdict> WorkspaceStore::latestVerdicts() const
{
    std::vector<DeviceVerdict> out;
    QSqlQuery q(db());
    if (!q.exec(QStringLiteral("SELECT ") + kRunColumns
                + QStringLiteral(", v.verdict, v.criteria, v.reasons, v.duration_s FROM probe_run r "
                                 "JOIN burnin_verdict v ON v.run_id = r.id ORDER BY r.started_at DESC, r.id DESC")))
        return out;
    // A card keeps its uuid and serial when it moves to another slot or machine; the PCI bus id (with
    // the name) is the last resort for devices that report neither.
    std::set<QString> seen;
    while (q.next()) {
        DeviceVerdict d;
        d.run = runFrom(q);
        QString key;
        if (!d.run.uuid.isEmpty())
            key = QStringLiteral("uuid:") + d.run.uuid;
        else if (!d.run.serial.isEmpty())
            key = QStringLiteral("serial:") + d.run.serial;
        else
            key = QStringLiteral("pci:") + d.run.pciBusId + QLatin1Char('/') + d.run.deviceName;
        if (!seen.insert(key).second)
            continue;
        d.verdict.runId = d.run.id;
        if (!verdictFrom(q, 14, d.verdict))
            continue;
        out.push_back(std::move(d));
    }
    return out;
}

} // namespace GpuPlan
