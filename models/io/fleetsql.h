#pragma once

#include "core/fleetrecords.h"

#include <sqlite3.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

class QSqlDatabase;
typedef struct pg_conn PGconn;
typedef struct pg_result PGresult;

namespace GpuPlan {

/**
 * The connection under a workspace's QSqlDatabase: SQLite's handle under QSQLITE, libpq's under QPSQL. The fleet
 * tables are written and read through it: tens of millions of telemetry rows cannot afford a QVariant per value.
 */
class SqlHandle
{
public:
    SqlHandle() = default;
    SqlHandle(sqlite3 *lite) // NOLINT(google-explicit-constructor): a SQLite handle is one
        : m_lite(lite)
    {
    }
    SqlHandle(PGconn *pg) // NOLINT(google-explicit-constructor)
        : m_pg(pg)
    {
    }
    explicit operator bool() const { return m_lite || m_pg; }
    sqlite3 *sqlite() const { return m_lite; }
    PGconn *postgres() const { return m_pg; }
    bool isPostgres() const { return m_pg != nullptr; }
    /// The connection's last error, as its library words it.
    std::string errorMessage() const;

private:
    sqlite3 *m_lite = nullptr;
    PGconn *m_pg = nullptr;
};

/// The handle under @p db (QSQLITE or QPSQL); empty for another driver or a closed connection.
SqlHandle sqlHandle(const QSqlDatabase &db);
/// The SQLite handle under a QSQLITE connection, or nullptr for another driver.
sqlite3 *sqliteHandle(const QSqlDatabase &db);

/**
 * One statement, run again and again: bind, run, bind again. Placeholders are SQLite's "?N" (or "?"), turned into
 * PostgreSQL's "$N" on libpq. On SQLite, text is bound without a copy (SQLITE_STATIC), so a bound string must live
 * until run() or next() returns; every call binds all the parameters again. On libpq, each run sends the statement
 * with its parameters as text (PQexecParams): no prepared statement is left behind on the server, even when a
 * transaction fails.
 */
class SqlStatement
{
public:
    SqlStatement(SqlHandle db, const char *sql)
    {
        if (db.sqlite())
            sqlite3_prepare_v3(db.sqlite(), sql, -1, SQLITE_PREPARE_PERSISTENT, &m_stmt, nullptr);
        else if (db.postgres())
            preparePostgres(db.postgres(), sql);
    }
    ~SqlStatement();
    SqlStatement(const SqlStatement &) = delete;
    SqlStatement &operator=(const SqlStatement &) = delete;

    bool isValid() const { return m_stmt != nullptr || m_pg != nullptr; }

    void bind(int i, double v)
    {
        if (m_stmt)
            sqlite3_bind_double(m_stmt, i, v);
        else
            pgBind(i, v);
    }
    void bind(int i, std::int64_t v)
    {
        if (m_stmt)
            sqlite3_bind_int64(m_stmt, i, v);
        else
            pgBind(i, v);
    }
    void bind(int i, int v) { bind(i, std::int64_t(v)); }
    void bind(int i, std::string_view v)
    {
        if (m_stmt)
            sqlite3_bind_text(m_stmt, i, v.data(), int(v.size()), SQLITE_STATIC);
        else
            pgBindText(i, v);
    }
    /// Bytes (a BLOB, a bytea). On SQLite, as text, without a copy: they must live until run() or next() returns.
    void bindBlob(int i, std::string_view v)
    {
        if (m_stmt)
            sqlite3_bind_blob(m_stmt, i, v.data(), int(v.size()), SQLITE_STATIC);
        else
            pgBindBlob(i, v);
    }
    void bindNull(int i)
    {
        if (m_stmt)
            sqlite3_bind_null(m_stmt, i);
        else
            pgBindNull(i);
    }
    /// NaN (a value missing from the file) as NULL.
    void bindReal(int i, float v)
    {
        if (v != v)
            bindNull(i);
        else
            bind(i, double(v));
    }
    template <typename T>
    void bindOptional(int i, const std::optional<T> &v)
    {
        if (!v)
            bindNull(i);
        else if constexpr (std::is_floating_point_v<T>)
            bind(i, double(*v));
        else
            bind(i, std::int64_t(*v));
    }

    /// Executes a statement that returns no row (or ignores them); true on success.
    bool run()
    {
        if (!m_stmt)
            return pgRun();
        const int rc = sqlite3_step(m_stmt);
        sqlite3_reset(m_stmt);
        return rc == SQLITE_DONE || rc == SQLITE_ROW;
    }
    /// Steps a query: true while it has a row. Call reset() before binding again.
    bool next()
    {
        if (!m_stmt)
            return pgNext();
        return sqlite3_step(m_stmt) == SQLITE_ROW;
    }
    void reset()
    {
        if (m_stmt)
            sqlite3_reset(m_stmt);
        else
            pgReset();
    }

    bool isNull(int c) const { return m_stmt ? sqlite3_column_type(m_stmt, c) == SQLITE_NULL : pgIsNull(c); }
    /// What a value of the current row is (SQLite: the value's own type; PostgreSQL: its column's).
    enum class Kind { Null, Integer, Real, Text, Blob };
    Kind kind(int c) const;
    int columnCount() const;
    std::string columnName(int c) const;
    std::int64_t integer(int c) const { return m_stmt ? sqlite3_column_int64(m_stmt, c) : pgInteger(c); }
    double real(int c) const { return m_stmt ? sqlite3_column_double(m_stmt, c) : pgReal(c); }
    std::string text(int c) const
    {
        if (!m_stmt)
            return pgText(c);
        const auto *p = reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, c));
        return p ? std::string(p, std::size_t(sqlite3_column_bytes(m_stmt, c))) : std::string();
    }
    /// A BLOB's (bytea's) bytes.
    std::string blob(int c) const
    {
        if (!m_stmt)
            return pgBlob(c);
        const auto *p = static_cast<const char *>(sqlite3_column_blob(m_stmt, c));
        return p ? std::string(p, std::size_t(sqlite3_column_bytes(m_stmt, c))) : std::string();
    }
    template <typename T>
    std::optional<T> optional(int c) const
    {
        if (isNull(c))
            return std::nullopt;
        if constexpr (std::is_floating_point_v<T>)
            return T(real(c));
        else
            return T(integer(c));
    }

private:
    // libpq (fleetsql.cpp).
    void preparePostgres(PGconn *db, const char *sql);
    void pgBind(int i, double v);
    void pgBind(int i, std::int64_t v);
    void pgBindText(int i, std::string_view v);
    void pgBindNull(int i);
    void pgBindBlob(int i, std::string_view v);
    bool pgRun();
    bool pgNext();
    void pgReset();
    bool pgIsNull(int c) const;
    std::int64_t pgInteger(int c) const;
    double pgReal(int c) const;
    std::string pgText(int c) const;
    std::string pgBlob(int c) const;

    sqlite3_stmt *m_stmt = nullptr;
    PGconn *m_pg = nullptr;
    std::string m_sql;
    std::vector<bool> m_used; ///< the parameters the statement names
    std::vector<std::optional<std::string>> m_params;
    PGresult *m_result = nullptr;
    int m_row = -1;
};

/// Runs one statement without parameters; true on success.
bool sqlExec(SqlHandle db, const char *sql);

/// The values of a sample (schema 11's telemetry_sample columns), in StoredSample::values' order, then the throttle
/// mask.
#define GPUPLAN_SAMPLE_VALUE_COLUMNS                                                                                   \
    "sm_clock_mhz, mem_clock_mhz, power_w, temperature_c, mem_temperature_c, utilization_pct, "                        \
    "mem_utilization_pct, mem_used_mib, pcie_rx_mbs, pcie_tx_mbs, throttle_mask"

} // namespace GpuPlan
