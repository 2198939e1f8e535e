#include "workspacestore.h"

#include "diagnostictext.h"
#include "fleetfindingstore.h"
#include "fleetsql.h"
#include "shippeddata.h"
#include "sqlscript.h"
#include "sqltransaction.h"
#include "telemetrychunkstore.h"
#include "workspacelocation.h"

#include <QAtomicInt>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace GpuPlan {

namespace {
QAtomicInt s_connectionCounter;

// The schema steps, applied in order: step N brings a workspace from version N-1 to N. A step whose DDL differs
// on PostgreSQL (identity columns, DOUBLE PRECISION, no WITHOUT ROWID, upserts) names its PostgreSQL file. A step
// whose rows SQL cannot convert names the code that does, run after its script in the same transaction.
struct MigrationStep
{
    const char *sqlite;
    const char *postgresql;
    bool (*convert)(SqlHandle, std::string *) = nullptr;
};
constexpr MigrationStep kSteps[] = {
    {"001_catalog.sql", "postgresql/001_catalog.sql"},
    {"002_overrides.sql", "002_overrides.sql"},
    {"003_probes.sql", "postgresql/003_probes.sql"},
    {"004_fleet.sql", "postgresql/004_fleet.sql"},
    {"005_override_source.sql", "005_override_source.sql"},
    {"006_host_facts.sql", "postgresql/006_host_facts.sql"},
    {"007_triage.sql", "007_triage.sql"},
    {"008_sightings.sql", "postgresql/008_sightings.sql"},
    {"009_prometheus.sql", "postgresql/009_prometheus.sql"},
    {"010_versions_audit.sql", "postgresql/010_versions_audit.sql"},
    {"011_scenarios.sql", "postgresql/011_scenarios.sql"},
    {"012_sample_chunks.sql", "postgresql/012_sample_chunks.sql", &convertSampleRowsToChunks},
    {"013_intake.sql", "postgresql/013_intake.sql"},
};

QString migrationFile(int version, WorkspaceStore::Backend backend)
{
    if (version < 1 || version > int(std::size(kSteps)))
        return {};
    const MigrationStep &step = kSteps[version - 1];
    return QStringLiteral("schema/")
        + QLatin1String(backend == WorkspaceStore::Backend::PostgreSql ? step.postgresql : step.sqlite);
}

// Two GpuPlan windows opening the same new PostgreSQL database at once: the first creates the schema, the second
// waits on this lock and then finds it done (an arbitrary key, "GpuPlan" in ASCII).
constexpr qint64 kMigrationLockKey = 0x4770755061;

} // namespace

// Splits a migration script into statements, dropping "--" comment lines.
QStringList sqlScriptStatements(const QString &script)
{
    QString body;
    const auto lines = script.split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        if (!line.trimmed().startsWith(QLatin1String("--")))
            body += line + QLatin1Char('\n');
    }
    QStringList out;
    const auto parts = body.split(QLatin1Char(';'));
    for (const QString &part : parts) {
        if (!part.trimmed().isEmpty())
            out << part.trimmed();
    }
    return out;
}

WorkspaceStore::WorkspaceStore(QObject *parent)
    : QObject(parent)
    , m_connection(QStringLiteral("gpuplan-workspace-%1").arg(s_connectionCounter.fetchAndAddRelaxed(1)))
{
    connect(this, &WorkspaceStore::catalogChanged, this, [this] { m_skuMatcher.reset(); });
    connect(this, &WorkspaceStore::skuChanged, this, [this] { m_skuMatcher.reset(); });
}

WorkspaceStore::~WorkspaceStore() { close(); }

QSqlDatabase WorkspaceStore::db() const { return QSqlDatabase::database(m_connection, false); }

bool WorkspaceStore::isOpen() const { return QSqlDatabase::contains(m_connection) && db().isOpen(); }

bool WorkspaceStore::holdsNothingOfTheUser() const
{
    if (!isOpen())
        return false;
    QSqlQuery q(db());
    return q.exec(QStringLiteral("SELECT EXISTS (SELECT 1 FROM imported_file) OR EXISTS (SELECT 1 FROM probe_run) "
                                 "OR EXISTS (SELECT 1 FROM sku_override)%1%2")
                      .arg(m_schemaVersion >= 11 ? QStringLiteral(" OR EXISTS (SELECT 1 FROM scenario)") : QString(),
                           m_schemaVersion >= 13 ? QStringLiteral(" OR EXISTS (SELECT 1 FROM quote)") : QString()))
        && q.next() && !q.value(0).toBool();
}

void WorkspaceStore::close()
{
    if (!QSqlDatabase::contains(m_connection))
        return;
    {
        QSqlDatabase d = db();
        if (d.isOpen())
            d.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

bool WorkspaceStore::fail(const QString &reason)
{
    m_lastError = tr("Workspace %1: %2").arg(m_displayName, reason);
    return false;
}

QString WorkspaceStore::writeError(const QString &reason) const
{
    return tr("cannot write to %1: %2").arg(m_displayName, reason);
}

bool WorkspaceStore::exec(const QString &sql)
{
    QSqlQuery q(db());
    if (!q.exec(sql))
        return fail(q.lastError().text());
    return true;
}

int WorkspaceStore::schemaVersion() const
{
    QSqlQuery q(db());
    if (m_backend == Backend::Sqlite) {
        if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
            return -1;
        return q.value(0).toInt();
    }
    // PostgreSQL has no user_version: the version is a meta row, and a database without the meta table has none.
    if (!q.exec(QStringLiteral("SELECT to_regclass('meta') IS NOT NULL")) || !q.next())
        return -1;
    if (!q.value(0).toBool())
        return 0;
    if (!q.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'schema_version'")))
        return -1;
    return q.next() ? q.value(0).toInt() : 0;
}

std::optional<bool> WorkspaceStore::isEmptyDatabase()
{
    QSqlQuery q(db());
    const QString sql = m_backend == Backend::Sqlite
        ? QStringLiteral("SELECT count(*) FROM sqlite_master")
        : QStringLiteral("SELECT count(*) FROM pg_catalog.pg_class WHERE relnamespace = "
                         "(SELECT oid FROM pg_catalog.pg_namespace WHERE nspname = current_schema()) "
                         "AND relkind IN ('r', 'v', 'm', 'f', 'p', 'S')");
    if (!q.exec(sql) || !q.next())
        return std::nullopt;
    return q.value(0).toInt() == 0;
}

QString WorkspaceStore::insertionOrder() const
{
    return m_backend == Backend::Sqlite ? QStringLiteral("rowid") : QStringLiteral("seq");
}

bool WorkspaceStore::connectSqlite(const QString &path)
{
    const QFileInfo info(path);
    if (!info.absoluteDir().exists() && !QDir().mkpath(info.absolutePath()))
        return fail(tr("cannot create the folder %1").arg(info.absolutePath()));
    QSqlDatabase d = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    d.setDatabaseName(path);
    if (!d.open())
        return fail(d.lastError().text());
    return true;
}

bool WorkspaceStore::connectPostgreSql(const WorkspaceLocation &location)
{
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")))
        return fail(tr("Qt's PostgreSQL driver (QPSQL) is not installed; on Debian: apt-get install libqt6sql6-psql"));
    QSqlDatabase d = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_connection);
    // Every word goes to libpq as written (host lists, sslmode, sslrootcert, service...); the password, when the
    // location carries one, is set apart so that it is never part of a text GpuPlan shows. Without one, libpq looks
    // in PGPASSWORD, ~/.pgpass and the service file itself.
    d.setConnectOptions(location.connectOptions());
    if (!location.password().isEmpty())
        d.setPassword(location.password());
    if (!d.open()) {
        // libpq's message names the host and the reason (authentication failed, connection refused); never the
        // password.
        return fail(tr("cannot connect: %1").arg(d.lastError().databaseText().trimmed()));
    }
    // Fail fast rather than hang on a lock held by a colleague's long import.
    QSqlQuery q(d);
    q.exec(QStringLiteral("SET lock_timeout = '30s'"));
    q.exec(QStringLiteral("SET client_min_messages = warning"));
    return true;
}

WorkspaceStore::OpenStatus WorkspaceStore::open(const QString &value, int targetVersion)
{
    close();
    m_lastError.clear();
    QString error;
    const WorkspaceLocation location = WorkspaceLocation::parse(value, &error);
    m_backend = location.kind() == WorkspaceLocation::Kind::PostgreSql ? Backend::PostgreSql : Backend::Sqlite;
    m_path = location.withoutPassword();
    m_location = value;
    m_displayName = m_backend == Backend::Sqlite ? QDir::toNativeSeparators(value) : location.displayName();
    if (!location.isValid()) {
        fail(error);
        return OpenStatus::CannotOpen;
    }
    if (!(m_backend == Backend::Sqlite ? connectSqlite(value) : connectPostgreSql(location))) {
        close();
        return OpenStatus::CannotOpen;
    }
    // Read before writing anything: a file that is not SQLite, or is someone else's database, or comes
    // from a newer GpuPlan, must be left exactly as it is.
    const QString notOurs = m_backend == Backend::Sqlite
        ? tr("the file is an SQLite database but not a GpuPlan workspace")
        : tr("the database holds tables but is not a GpuPlan workspace");
    const int version = schemaVersion();
    if (version < 0) {
        fail(m_backend == Backend::Sqlite
                 ? tr("the file is damaged or is not a GpuPlan workspace (%1)").arg(QSqlQuery(db()).lastError().text())
                 : tr("cannot read the workspace's schema version (%1)").arg(db().lastError().text()));
        close();
        return OpenStatus::NotAWorkspace;
    }
    if (version == 0) {
        const std::optional<bool> empty = isEmptyDatabase();
        if (!empty) {
            fail(tr("the file is damaged or is not a GpuPlan workspace (%1)").arg(db().lastError().text()));
            close();
            return OpenStatus::NotAWorkspace;
        }
        if (!*empty) {
            fail(notOurs);
            close();
            return OpenStatus::NotAWorkspace;
        }
    }
    if (version > SchemaVersion) {
        fail(tr("it was written by a newer GpuPlan (workspace schema %1; this version reads up to %2). "
                "Update GpuPlan to open it.")
                 .arg(version)
                 .arg(SchemaVersion));
        close();
        return OpenStatus::NewerSchema;
    }
    if (m_backend == Backend::Sqlite) {
        // A new workspace gets 16 KiB pages (set before its first table and before WAL mode, which fixes it):
        // the telemetry table holds millions of short rows, and with pages four times SQLite's default its
        // tree is a level shallower and splits a quarter as often. Inserting a 2-million-row file took 18 %
        // less time (tests/bench/bench_import.sh, README). An existing workspace keeps its page size.
        if (version == 0 && !exec(QStringLiteral("PRAGMA page_size = 16384"))) {
            close();
            return OpenStatus::CannotOpen;
        }
        if (!exec(QStringLiteral("PRAGMA foreign_keys = ON")) || !exec(QStringLiteral("PRAGMA journal_mode = WAL"))) {
            close();
            return OpenStatus::CannotOpen;
        }
    }
    if (version < targetVersion && !migrate(version, std::min(targetVersion, SchemaVersion))) {
        close();
        return OpenStatus::MigrationFailed;
    }
    m_schemaVersion = schemaVersion();
    m_userName = queryUserName();
    m_role = role();
    listenToOthers();
    // A batch of imports that stopped before its end, or a schema step with new rules, left the findings
    // behind the data: evaluate them now, so that no page shows findings the data no longer says.
    if (SqlHandle h = sqlHandle(db()); h && m_role != Role::Viewer && fleetFindingsStale(h) && !refreshFleetHealth()) {
        close();
        return OpenStatus::CannotOpen;
    }
    return OpenStatus::Ok;
}

bool WorkspaceStore::migrate(int from, int to)
{
    const bool postgres = m_backend == Backend::PostgreSql;
    for (int v = from + 1; v <= to; ++v) {
        QByteArray script;
        QString error;
        const QString step = migrationFile(v, m_backend);
        if (step.isEmpty() || !ShippedData::read(step, &script, &error))
            return fail(tr("schema step %1 is missing from this build: %2").arg(v).arg(error));
        SqlTransaction tx(db());
        if (!tx.isActive())
            return fail(db().lastError().text());
        if (postgres) {
            // PostgreSQL runs DDL in the transaction: under the lock, a step another window has just applied is
            // seen here and skipped.
            if (!exec(QStringLiteral("SELECT pg_advisory_xact_lock(%1)").arg(kMigrationLockKey)))
                return false;
            const int now = schemaVersion();
            if (now >= v)
                continue;
            if (now != v - 1)
                return fail(
                    tr("upgrade to schema %1 failed: another GpuPlan left the workspace at schema %2").arg(v).arg(now));
        }
        const auto statements = sqlScriptStatements(QString::fromUtf8(script));
        for (const QString &sql : statements) {
            if (!exec(sql))
                return fail(tr("upgrade to schema %1 failed: %2").arg(v).arg(m_lastError));
        }
        if (const auto convert = kSteps[v - 1].convert) {
            std::string why;
            if (!convert(sqlHandle(db()), &why))
                return fail(tr("upgrade to schema %1 failed: %2").arg(v).arg(QString::fromStdString(why)));
        }
        if (v == 1 && !exec(QStringLiteral("INSERT INTO meta (key, value) VALUES ('application', 'gpuplan')")))
            return false;
        const QString setVersion = postgres
            ? QStringLiteral("INSERT INTO meta (key, value) VALUES ('schema_version', '%1') "
                             "ON CONFLICT (key) DO UPDATE SET value = excluded.value")
                  .arg(v)
            : QStringLiteral("PRAGMA user_version = %1").arg(v);
        if (!exec(setVersion) || !tx.commit())
            return fail(tr("upgrade to schema %1 failed: %2").arg(v).arg(db().lastError().text()));
    }
    return true;
}

} // namespace GpuPlan
