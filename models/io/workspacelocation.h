#pragma once

#include <QList>
#include <QPair>
#include <QString>

namespace GpuPlan {

/**
 * Where a workspace lives: a SQLite file, or a PostgreSQL database named the way libpq names one, either a URI
 * (postgresql://[user@]host[:port]/db[?sslmode=...]) or "postgresql:" followed by libpq's key=value words
 * (postgresql:service=gpuplan). The words are parsed by libpq itself (PQconninfoParse), so every option it knows
 * (sslmode, sslrootcert, sslcert, sslkey, service, connect_timeout...) passes through; the password, when the
 * value carries one, is kept apart and never shown, logged or stored (displayName(), withoutPassword()).
 */
class WorkspaceLocation
{
public:
    enum class Kind { File, PostgreSql };

    /// True when @p value names a PostgreSQL database (it starts with postgresql: or postgres:).
    static bool isPostgreSql(const QString &value);
    /// Parses @p value; a malformed connection string gives an invalid location and @p error says why, without the
    /// password.
    static WorkspaceLocation parse(const QString &value, QString *error = nullptr);

    bool isValid() const { return m_valid; }
    Kind kind() const { return m_kind; }
    QString filePath() const { return m_filePath; }

    /// libpq's words that the value sets, without the password, in libpq's order.
    const QList<QPair<QString, QString>> &options() const { return m_options; }
    QString option(const QString &keyword) const;
    QString password() const { return m_password; }

    /// For messages: the file, or "database DB on HOST:PORT as USER" (what is known of it; never the password).
    QString displayName() const;
    /// The value as a user would type it again, without the password: what the recent list keeps.
    QString withoutPassword() const;
    /// Every word but the password, as QPSQL's connect options (semicolon-separated, values quoted for libpq):
    /// host and port go this way too, since libpq takes lists of them that QSqlDatabase::setPort() cannot.
    QString connectOptions() const;
    /// The location with @p password for libpq (as libpq's words after "postgresql:"): what a store opens when the
    /// password came from the keychain or the user. Never show, log or store it.
    QString withPassword(const QString &password) const;
    /**
     * Asks the server (one short libpq connection, as psql does before it prompts) whether it wants a password that
     * neither this location nor libpq's own sources (PGPASSWORD, ~/.pgpass, a service file) supply. False for a file,
     * and when the connection fails for another reason or succeeds.
     */
    bool serverWantsPassword() const;

private:
    bool m_valid = false;
    Kind m_kind = Kind::File;
    QString m_filePath;
    QString m_original;
    bool m_uri = false;
    QList<QPair<QString, QString>> m_options;
    QString m_password;
};

} // namespace GpuPlan
