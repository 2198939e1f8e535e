// gpuplan-cli workspace copy SRC DST: everything of one workspace into a new one, file or PostgreSQL, either way,
// then each table's row count and checksum compared on both sides.

#include "workspacestore.h"

#include "fleetsql.h"
#include "sqltransaction.h"

#include <QCryptographicHash>
#include <QSqlDatabase>
#include <QSqlError>

#include <charconv>
#include <cmath>

namespace GpuPlan {

namespace {
// Parents before children (the foreign keys), the catalog first.
const char *const kTables[] = {"sku",          "price",           "model_arch",       "sku_override",
                               "probe_run",    "probe_result",    "burnin_verdict",   "imported_file",
                               "fleet_device", "telemetry_chunk", "fleet_event",      "benchmark",
                               "finding",      "host_fact",       "device_sighting",  "prometheus_source",
                               "audit",        "scenario",        "scenario_version", "quote",
                               "intake_lot",   "intake_card",     "intake_event"};

std::vector<std::string> columnsOf(SqlHandle h, const std::string &table)
{
    SqlStatement q(h, ("SELECT * FROM " + table + " LIMIT 0").c_str());
    q.next();
    std::vector<std::string> out;
    for (int c = 0; c < q.columnCount(); ++c)
        out.push_back(q.columnName(c));
    return out;
}

std::string joined(const std::vector<std::string> &columns)
{
    std::string out;
    for (const std::string &c : columns)
        out += (out.empty() ? "" : ", ") + c;
    return out;
}

// One value as the checksum reads it: the same on both backends for the same value (an integral REAL as an integer,
// a double as its shortest exact text).
void appendCanonical(std::string &out, const SqlStatement &q, int c)
{
    char buffer[32];
    switch (q.kind(c)) {
    case SqlStatement::Kind::Null:
        out += "N;";
        return;
    case SqlStatement::Kind::Integer:
        out += 'I' + std::to_string(q.integer(c)) + ';';
        return;
    case SqlStatement::Kind::Real: {
        const double v = q.real(c);
        if (std::isfinite(v) && v == std::floor(v) && std::fabs(v) < 9.0e15) {
            out += 'I' + std::to_string(std::int64_t(v)) + ';';
            return;
        }
        const auto r = std::to_chars(buffer, buffer + sizeof buffer, v);
        out += 'R' + std::string(buffer, r.ptr) + ';';
        return;
    }
    case SqlStatement::Kind::Text: {
        const std::string t = q.text(c);
        out += 'T' + std::to_string(t.size()) + ':' + t + ';';
        return;
    }
    case SqlStatement::Kind::Blob: {
        const std::string b = q.blob(c);
        out += 'B' + std::to_string(b.size()) + ':' + b + ';';
        return;
    }
    }
}

// Rows and an order-free checksum of @p columns of @p table: the sum of each row's SHA-256 prefix (two backends
// sort text differently, the sum does not care).
std::pair<std::int64_t, quint64> digest(SqlHandle h, const std::string &table, const std::vector<std::string> &columns)
{
    SqlStatement q(h, ("SELECT " + joined(columns) + " FROM " + table).c_str());
    std::int64_t rows = 0;
    quint64 sum = 0;
    std::string row;
    while (q.next()) {
        row.clear();
        for (int c = 0; c < int(columns.size()); ++c)
            appendCanonical(row, q, c);
        const QByteArray hash
            = QCryptographicHash::hash(QByteArrayView(row.data(), qsizetype(row.size())), QCryptographicHash::Sha256);
        quint64 part = 0;
        for (int i = 0; i < 8; ++i)
            part = (part << 8) | quint8(hash[i]);
        sum += part;
        ++rows;
    }
    return {rows, sum};
}

void bindValue(SqlStatement &insert, int i, const SqlStatement &q, int c, std::string &keep)
{
    switch (q.kind(c)) {
    case SqlStatement::Kind::Null:
        insert.bindNull(i);
        return;
    case SqlStatement::Kind::Integer:
        insert.bind(i, q.integer(c));
        return;
    case SqlStatement::Kind::Real:
        insert.bind(i, q.real(c));
        return;
    case SqlStatement::Kind::Text:
        keep = q.text(c);
        insert.bind(i, std::string_view(keep));
        return;
    case SqlStatement::Kind::Blob: // telemetry_chunk.data: copied as stored, so both sides' checksums agree
        keep = q.blob(c);
        insert.bindBlob(i, keep);
        return;
    }
}
} // namespace

bool WorkspaceStore::copyFrom(WorkspaceStore &source, std::vector<CopiedTable> *tables)
{
    if (refuseWrite())
        return false;
    const SqlHandle from = sqlHandle(source.db());
    const SqlHandle to = sqlHandle(db());
    if (!from || !to)
        return fail(tr("cannot copy: a workspace is not open"));
    if (source.schemaVersion() != schemaVersion())
        return fail(tr("cannot copy: the source is at schema %1 and the destination at %2")
                        .arg(source.schemaVersion())
                        .arg(schemaVersion()));
    // A copy goes into a new workspace only: what is there would be mixed with what comes.
    for (const char *table : kTables) {
        SqlStatement any(to, (std::string("SELECT 1 FROM ") + table + " LIMIT 1").c_str());
        if (any.next())
            return fail(tr("the destination already holds data (table %1): copy into a new, empty workspace")
                            .arg(QLatin1String(table)));
    }
    SqlTransaction tx(db());
    if (!tx.isActive())
        return fail(db().lastError().text());
    if (m_backend == Backend::PostgreSql)
        sqlExec(to, "SET LOCAL synchronous_commit = off"); // as an import's commit (workspacefleet.cpp)
    {
        SqlStatement meta(from, "SELECT key, value FROM meta WHERE key NOT IN ('application', 'schema_version')");
        SqlStatement put(to,
                         "INSERT INTO meta (key, value) VALUES (?1, ?2) ON CONFLICT (key) DO UPDATE SET "
                         "value = excluded.value");
        while (meta.next()) {
            const std::string key = meta.text(0), value = meta.text(1);
            put.bind(1, std::string_view(key));
            put.bind(2, std::string_view(value));
            if (!put.run())
                return fail(tr("cannot copy meta: %1").arg(QString::fromStdString(to.errorMessage())));
        }
    }
    std::vector<CopiedTable> copied;
    for (const char *table : kTables) {
        // The columns both sides have (a PostgreSQL catalog table's seq is its own: it numbers the rows as written).
        const bool catalogTable = std::string_view(table) == "sku" || std::string_view(table) == "price"
            || std::string_view(table) == "model_arch";
        const std::vector<std::string> theirs = columnsOf(to, table);
        std::vector<std::string> columns;
        for (const std::string &c : columnsOf(from, table)) {
            if ((!catalogTable || c != "seq") && std::find(theirs.begin(), theirs.end(), c) != theirs.end())
                columns.push_back(c);
        }
        std::string select = "SELECT " + joined(columns) + " FROM " + table;
        if (catalogTable)
            select += " ORDER BY " + source.insertionOrder().toStdString(); // the catalog reads in this order
        std::string placeholders;
        for (std::size_t i = 1; i <= columns.size(); ++i)
            placeholders += (i > 1 ? ", ?" : "?") + std::to_string(i);
        SqlStatement q(from, select.c_str());
        SqlStatement insert(
            to,
            ("INSERT INTO " + std::string(table) + " (" + joined(columns) + ") VALUES (" + placeholders + ")").c_str());
        std::vector<std::string> keep(columns.size());
        while (q.next()) {
            for (int c = 0; c < int(columns.size()); ++c)
                bindValue(insert, c + 1, q, c, keep[std::size_t(c)]);
            if (!insert.run())
                return fail(tr("cannot copy table %1: %2")
                                .arg(QLatin1String(table), QString::fromStdString(to.errorMessage())));
        }
        copied.push_back(CopiedTable{QLatin1String(table), 0, 0, false, columns});
    }
    // PostgreSQL's identity columns start after the ids copied in.
    if (m_backend == Backend::PostgreSql) {
        for (const char *table :
             {"probe_run", "imported_file", "fleet_device", "fleet_event", "benchmark", "finding", "host_fact",
              "prometheus_source", "audit", "quote", "intake_lot", "intake_card", "intake_event"}) {
            const std::string sql = std::string("SELECT setval(pg_get_serial_sequence('") + table
                + "', 'id'), coalesce(max(id), 1), max(id) IS NOT NULL) FROM " + table;
            if (!sqlExec(to, sql.c_str()))
                return fail(QString::fromStdString(to.errorMessage()));
        }
    }
    if (!tx.commit())
        return fail(db().lastError().text());
    // Read back on both sides: the same rows, the same values.
    bool same = true;
    for (CopiedTable &t : copied) {
        const auto [rows, sum] = digest(from, t.table.toStdString(), t.columns);
        const auto [copiedRows, copiedSum] = digest(to, t.table.toStdString(), t.columns);
        t.rows = copiedRows;
        t.checksum = copiedSum;
        t.matches = rows == copiedRows && sum == copiedSum;
        same = same && t.matches;
    }
    if (tables)
        *tables = copied;
    if (!same)
        return fail(tr("the copy differs from the source (row counts or checksums): see the tables"));
    tellOthers(QStringLiteral("catalog"));
    tellOthers(QStringLiteral("fleet"));
    Q_EMIT catalogChanged();
    Q_EMIT fleetChanged();
    return true;
}

} // namespace GpuPlan
