#include "fleetsql.h"

#include <QSqlDatabase>
#include <QSqlDriver>
#include <QVariant>

#include <libpq-fe.h>

#include <charconv>
#include <cstring>

namespace GpuPlan {

namespace {
// SQLite's "?N" and "?" placeholders as PostgreSQL's "$N", outside quoted text and identifiers; @p used marks
// the numbers the statement names.
std::string postgresPlaceholders(const char *sql, std::vector<bool> &used)
{
    std::string out;
    int next = 0;
    char quote = 0;
    for (const char *p = sql; *p; ++p) {
        if (quote) {
            out += *p;
            if (*p == quote)
                quote = 0;
        } else if (*p == '\'' || *p == '"') {
            quote = *p;
            out += *p;
        } else if (*p == '?') {
            int n = 0;
            while (p[1] >= '0' && p[1] <= '9')
                n = n * 10 + (*++p - '0');
            n = n ? n : ++next;
            if (used.size() < std::size_t(n))
                used.resize(std::size_t(n));
            used[std::size_t(n - 1)] = true;
            out += '$' + std::to_string(n);
        } else {
            out += *p;
        }
    }
    return out;
}
} // namespace

std::string SqlHandle::errorMessage() const
{
    if (m_lite)
        return sqlite3_errmsg(m_lite);
    if (m_pg) {
        std::string message = PQerrorMessage(m_pg);
        while (!message.empty() && (message.back() == '\n' || message.back() == ' '))
            message.pop_back();
        return message;
    }
    return "no database connection";
}

sqlite3 *sqliteHandle(const QSqlDatabase &db)
{
    const QVariant v = db.driver() ? db.driver()->handle() : QVariant();
    if (!v.isValid() || qstrcmp(v.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3 *const *>(v.constData());
}

SqlHandle sqlHandle(const QSqlDatabase &db)
{
    if (!db.isOpen())
        return {};
    const QVariant v = db.driver() ? db.driver()->handle() : QVariant();
    // Qt 6 names the type after the struct behind libpq's typedef ("pg_conn*"); Qt 5 after the typedef.
    if (v.isValid() && (qstrcmp(v.typeName(), "pg_conn*") == 0 || qstrcmp(v.typeName(), "PGconn*") == 0))
        return SqlHandle(*static_cast<PGconn *const *>(v.constData()));
    return SqlHandle(sqliteHandle(db));
}

bool sqlExec(SqlHandle db, const char *sql)
{
    if (db.sqlite())
        return sqlite3_exec(db.sqlite(), sql, nullptr, nullptr, nullptr) == SQLITE_OK;
    if (!db.postgres())
        return false;
    PGresult *r = PQexec(db.postgres(), sql);
    const ExecStatusType status = PQresultStatus(r);
    PQclear(r);
    return status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK;
}

SqlStatement::~SqlStatement()
{
    sqlite3_finalize(m_stmt);
    PQclear(m_result);
}

void SqlStatement::preparePostgres(PGconn *db, const char *sql)
{
    m_pg = db;
    m_sql = postgresPlaceholders(sql, m_used);
}

void SqlStatement::pgBind(int i, double v)
{
    char buffer[32];
    const auto r = std::to_chars(buffer, buffer + sizeof buffer, v); // shortest text that reads back the same
    pgBindText(i, std::string_view(buffer, std::size_t(r.ptr - buffer)));
}

void SqlStatement::pgBind(int i, std::int64_t v)
{
    char buffer[24];
    const auto r = std::to_chars(buffer, buffer + sizeof buffer, v);
    pgBindText(i, std::string_view(buffer, std::size_t(r.ptr - buffer)));
}

void SqlStatement::pgBindText(int i, std::string_view v)
{
    if (i < 1)
        return;
    if (m_params.size() < std::size_t(i))
        m_params.resize(std::size_t(i));
    m_params[std::size_t(i - 1)] = std::string(v);
}

void SqlStatement::pgBindNull(int i)
{
    if (i < 1)
        return;
    if (m_params.size() < std::size_t(i))
        m_params.resize(std::size_t(i));
    m_params[std::size_t(i - 1)].reset();
}

void SqlStatement::pgBindBlob(int i, std::string_view v)
{
    // bytea's hex text form: "\\x" then two digits a byte.
    static constexpr char kHex[] = "0123456789abcdef";
    std::string text;
    text.reserve(2 + 2 * v.size());
    text += "\\x";
    for (const char c : v) {
        text += kHex[(std::uint8_t(c) >> 4) & 0xf];
        text += kHex[std::uint8_t(c) & 0xf];
    }
    pgBindText(i, text);
}

bool SqlStatement::pgRun()
{
    pgReset();
    if (!m_pg)
        return false;
    std::vector<const char *> values;
    // The server infers a parameter's type from where the statement uses it; one it does not use (a statement
    // shared by two queries) is declared text, which it then ignores.
    std::vector<Oid> types(m_params.size(), 0);
    values.reserve(m_params.size());
    for (std::size_t i = 0; i < m_params.size(); ++i) {
        values.push_back(m_params[i] ? m_params[i]->c_str() : nullptr);
        if (i >= m_used.size() || !m_used[i])
            types[i] = 25; // TEXTOID
    }
    m_result = PQexecParams(m_pg, m_sql.c_str(), int(values.size()), types.data(), values.data(), nullptr, nullptr, 0);
    const ExecStatusType status = PQresultStatus(m_result);
    return status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK;
}

bool SqlStatement::pgNext()
{
    if (!m_result) {
        if (!pgRun()) {
            m_row = -1;
            return false;
        }
        m_row = 0;
    } else {
        ++m_row;
    }
    return PQresultStatus(m_result) == PGRES_TUPLES_OK && m_row < PQntuples(m_result);
}

void SqlStatement::pgReset()
{
    PQclear(m_result);
    m_result = nullptr;
    m_row = -1;
}

bool SqlStatement::pgIsNull(int c) const { return !m_result || m_row < 0 || PQgetisnull(m_result, m_row, c); }

std::int64_t SqlStatement::pgInteger(int c) const
{
    if (pgIsNull(c))
        return 0;
    const char *v = PQgetvalue(m_result, m_row, c);
    // A boolean reads as SQLite's 0 or 1; a numeric one (an average, a sum) as its integer part.
    if (v[0] == 't' && v[1] == 0)
        return 1;
    if (v[0] == 'f' && v[1] == 0)
        return 0;
    std::int64_t n = 0;
    const std::from_chars_result r = std::from_chars(v, v + std::strlen(v), n);
    // "12.0" from a numeric expression: the integer part, as SQLite's sqlite3_column_int64 gives.
    if (r.ec == std::errc() && *r.ptr == '.')
        return std::int64_t(pgReal(c));
    return n;
}

double SqlStatement::pgReal(int c) const
{
    if (pgIsNull(c))
        return 0.0;
    const char *v = PQgetvalue(m_result, m_row, c);
    if (v[0] == 't' && v[1] == 0)
        return 1.0;
    if (v[0] == 'f' && v[1] == 0)
        return 0.0;
    // from_chars, not strtod: the C locale of a French desktop reads "1.5" as 1.
    double x = 0.0;
    std::from_chars(v, v + std::strlen(v), x); // also "Infinity" and "NaN", case-blind
    return x;
}

SqlStatement::Kind SqlStatement::kind(int c) const
{
    if (m_stmt) {
        switch (sqlite3_column_type(m_stmt, c)) {
        case SQLITE_NULL:
            return Kind::Null;
        case SQLITE_INTEGER:
            return Kind::Integer;
        case SQLITE_FLOAT:
            return Kind::Real;
        case SQLITE_BLOB:
            return Kind::Blob;
        default:
            return Kind::Text;
        }
    }
    if (pgIsNull(c))
        return Kind::Null;
    switch (PQftype(m_result, c)) {
    case 16: // bool
    case 20: // int8
    case 21: // int2
    case 23: // int4
        return Kind::Integer;
    case 700:  // float4
    case 701:  // float8
    case 1700: // numeric
        return Kind::Real;
    case 17: // bytea
        return Kind::Blob;
    default:
        return Kind::Text;
    }
}

int SqlStatement::columnCount() const
{
    if (m_stmt)
        return sqlite3_column_count(m_stmt);
    return m_result ? PQnfields(m_result) : 0;
}

std::string SqlStatement::columnName(int c) const
{
    if (m_stmt) {
        const char *name = sqlite3_column_name(m_stmt, c);
        return name ? name : "";
    }
    return m_result ? PQfname(m_result, c) : "";
}

std::string SqlStatement::pgText(int c) const
{
    if (pgIsNull(c))
        return {};
    return std::string(PQgetvalue(m_result, m_row, c), std::size_t(PQgetlength(m_result, m_row, c)));
}

std::string SqlStatement::pgBlob(int c) const
{
    // Results come as text: a bytea as "\\x" and two hex digits a byte (the server's default bytea_output).
    if (pgIsNull(c))
        return {};
    const char *v = PQgetvalue(m_result, m_row, c);
    const auto length = std::size_t(PQgetlength(m_result, m_row, c));
    if (length < 2 || v[0] != '\\' || v[1] != 'x') {
        std::size_t size = 0;
        unsigned char *bytes = PQunescapeBytea(reinterpret_cast<const unsigned char *>(v), &size); // "escape" output
        std::string out(reinterpret_cast<const char *>(bytes), bytes ? size : 0);
        PQfreemem(bytes);
        return out;
    }
    const auto digit = [](char h) { return h <= '9' ? h - '0' : (h | 0x20) - 'a' + 10; };
    std::string out((length - 2) / 2, '\0');
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = char((digit(v[2 + 2 * i]) << 4) | digit(v[3 + 2 * i]));
    return out;
}

} // namespace GpuPlan
