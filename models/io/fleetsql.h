#pragma once

#include <sqlite3.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

class QSqlDatabase;

namespace GpuPlan {

/// The SQLite handle under a QSQLITE connection, or nullptr for another driver. The fleet tables are
/// written through it: tens of millions of telemetry rows cannot afford a QVariant per value.
sqlite3 *sqliteHandle(const QSqlDatabase &db);

/**
 * One prepared statement, reused for every row: bind, run, bind again. Text is bound without a copy
 * (SQLITE_STATIC), so a bound string must live until run() or next() returns; every call binds all
 * the parameters again.
 */
class SqlStatement
{
public:
    SqlStatement(sqlite3 *db, const char *sql)
    {
        if (db)
            sqlite3_prepare_v3(db, sql, -1, SQLITE_PREPARE_PERSISTENT, &m_stmt, nullptr);
    }
    ~SqlStatement() { sqlite3_finalize(m_stmt); }
    SqlStatement(const SqlStatement &) = delete;
    SqlStatement &operator=(const SqlStatement &) = delete;

    bool isValid() const { return m_stmt != nullptr; }

    void bind(int i, double v) { sqlite3_bind_double(m_stmt, i, v); }
    void bind(int i, std::int64_t v) { sqlite3_bind_int64(m_stmt, i, v); }
    void bind(int i, int v) { sqlite3_bind_int(m_stmt, i, v); }
    void bind(int i, std::string_view v) { sqlite3_bind_text(m_stmt, i, v.data(), int(v.size()), SQLITE_STATIC); }
    void bindNull(int i) { sqlite3_bind_null(m_stmt, i); }
    /// NaN (a value missing from the file) as NULL.
    void bindReal(int i, float v)
    {
        if (v != v)
            sqlite3_bind_null(m_stmt, i);
        else
            sqlite3_bind_double(m_stmt, i, double(v));
    }
    template <typename T>
    void bindOptional(int i, const std::optional<T> &v)
    {
        if (!v)
            sqlite3_bind_null(m_stmt, i);
        else if constexpr (std::is_floating_point_v<T>)
            sqlite3_bind_double(m_stmt, i, double(*v));
        else
            sqlite3_bind_int64(m_stmt, i, std::int64_t(*v));
    }

    /// Executes a statement that returns no row; true on success.
    bool run()
    {
        const int rc = sqlite3_step(m_stmt);
        sqlite3_reset(m_stmt);
        return rc == SQLITE_DONE || rc == SQLITE_ROW;
    }
    /// Steps a query: true while it has a row. Call reset() before binding again.
    bool next() { return sqlite3_step(m_stmt) == SQLITE_ROW; }
    void reset() { sqlite3_reset(m_stmt); }

    bool isNull(int c) const { return sqlite3_column_type(m_stmt, c) == SQLITE_NULL; }
    std::int64_t integer(int c) const { return sqlite3_column_int64(m_stmt, c); }
    double real(int c) const { return sqlite3_column_double(m_stmt, c); }
    std::string text(int c) const
    {
        const auto *p = reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, c));
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
    sqlite3_stmt *m_stmt = nullptr;
};

/// Runs one statement without parameters; true on success.
inline bool sqlExec(sqlite3 *db, const char *sql)
{
    return db && sqlite3_exec(db, sql, nullptr, nullptr, nullptr) == SQLITE_OK;
}

} // namespace GpuPlan
