#pragma once

// A real PostgreSQL server for the tests (Debian's postgresql-15): initdb and pg_ctl in a temporary folder, the
// server on a Unix socket there and on 127.0.0.1 at a free port, stopped and removed when the object goes. Local
// (socket) connections are trusted; TCP ones need the superuser's password (scram-sha-256), so that a wrong password
// can be tested. When the tests run as root, initdb and the server run as the postgres user (PostgreSQL refuses
// root), which then owns the folder.

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QTemporaryDir>

#include <algorithm>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <pwd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

namespace GpuPlan::TestRequire {

class PostgresServer
{
public:
    static constexpr const char *SuperUser = "postgres";
    static constexpr const char *Password = "gpuplan-test-secret";

    ~PostgresServer() { stop(); }

    /// Creates the cluster and starts the server; false with @p error set when a step fails.
    bool start(QString *error)
    {
        m_bin = binDir();
        if (m_bin.isEmpty()) {
            *error = QStringLiteral("PostgreSQL's initdb is not installed (Debian's postgresql-15)");
            return false;
        }
        if (!m_dir.isValid()) {
            *error = QStringLiteral("cannot create a temporary folder");
            return false;
        }
        if (geteuid() == 0) {
            const passwd *pw = getpwnam("postgres");
            if (!pw || chown(QFile::encodeName(m_dir.path()).constData(), pw->pw_uid, pw->pw_gid) != 0) {
                *error = QStringLiteral("running as root, but there is no postgres user to run the server as");
                return false;
            }
            m_runAs
                = {QStringLiteral("runuser"), QStringLiteral("-u"), QStringLiteral("postgres"), QStringLiteral("--")};
        }
        const QString pwfile = m_dir.filePath(QStringLiteral("pw"));
        {
            QFile f(pwfile);
            if (!f.open(QIODevice::WriteOnly) || f.write(Password) < 0) {
                *error = QStringLiteral("cannot write the password file");
                return false;
            }
        }
        if (!m_runAs.isEmpty()) {
            const passwd *pw = getpwnam("postgres");
            if (chown(QFile::encodeName(pwfile).constData(), pw->pw_uid, pw->pw_gid) != 0) {
                *error = QStringLiteral("cannot hand the password file to postgres");
                return false;
            }
        }
        QString out;
        if (!run(QStringLiteral("initdb"),
                 {QStringLiteral("-D"), dataDir(), QStringLiteral("-U"), QString::fromLatin1(SuperUser),
                  QStringLiteral("--auth-local=trust"), QStringLiteral("--auth-host=scram-sha-256"),
                  QStringLiteral("--pwfile=") + pwfile, QStringLiteral("-E"), QStringLiteral("UTF8"),
                  QStringLiteral("--no-sync"), QStringLiteral("--locale=C")},
                 &out)) {
            *error = QStringLiteral("initdb failed: ") + out.right(2000);
            return false;
        }
        QFile::remove(pwfile);
        m_port = freePort();
        const QString options = QStringLiteral("-k %1 -p %2 -c listen_addresses=127.0.0.1 -c fsync=off "
                                               "-c synchronous_commit=off -c full_page_writes=off")
                                    .arg(m_dir.path())
                                    .arg(m_port);
        if (!run(QStringLiteral("pg_ctl"),
                 {QStringLiteral("-D"), dataDir(), QStringLiteral("-o"), options, QStringLiteral("-l"),
                  m_dir.filePath(QStringLiteral("server.log")), QStringLiteral("-w"), QStringLiteral("-t"),
                  QStringLiteral("120"), QStringLiteral("start")},
                 &out)) {
            *error = QStringLiteral("pg_ctl start failed: ") + out.right(2000) + log();
            return false;
        }
        m_running = true;
        return true;
    }

    void stop()
    {
        if (!m_running)
            return;
        m_running = false;
        // GPUPLAN_PG_LOG=1: the server's log (every failed statement with its text) on stderr, to debug a test.
        if (qEnvironmentVariableIsSet("GPUPLAN_PG_LOG")) {
            QFile f(m_dir.filePath(QStringLiteral("server.log")));
            if (f.open(QIODevice::ReadOnly))
                qWarning("%s", f.readAll().constData());
        }
        QString out;
        run(QStringLiteral("pg_ctl"),
            {QStringLiteral("-D"), dataDir(), QStringLiteral("-m"), QStringLiteral("immediate"), QStringLiteral("-w"),
             QStringLiteral("stop")},
            &out);
    }

    /// A location for a workspace in database @p db over the Unix socket (trusted: no password).
    QString socketLocation(const QString &db) const
    {
        return QStringLiteral("postgresql:host=%1 port=%2 user=%3 dbname=%4")
            .arg(m_dir.path())
            .arg(m_port)
            .arg(QString::fromLatin1(SuperUser), db);
    }
    /// A URI over TCP on 127.0.0.1 with @p password.
    QString tcpUri(const QString &db, const QString &password) const
    {
        return QStringLiteral("postgresql://%1:%2@127.0.0.1:%3/%4")
            .arg(QString::fromLatin1(SuperUser), password)
            .arg(m_port)
            .arg(db);
    }

    /// Runs @p sql with psql in database @p db (over the socket); false with psql's output in @p out.
    bool psql(const QString &db, const QString &sql, QString *out = nullptr) const
    {
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(m_bin + QStringLiteral("/psql"),
                {QStringLiteral("-X"), QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("-A"),
                 QStringLiteral("-v"), QStringLiteral("ON_ERROR_STOP=1"), QStringLiteral("-h"), m_dir.path(),
                 QStringLiteral("-p"), QString::number(m_port), QStringLiteral("-U"), QString::fromLatin1(SuperUser),
                 QStringLiteral("-d"), db, QStringLiteral("-c"), sql});
        const bool ok = p.waitForFinished(120000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
        if (out)
            *out = QString::fromUtf8(p.readAll()).trimmed() + (ok ? QString() : QLatin1Char(' ') + p.errorString());
        return ok;
    }
    bool createDatabase(const QString &db, QString *out = nullptr) const
    {
        return psql(QStringLiteral("postgres"), QStringLiteral("CREATE DATABASE \"%1\"").arg(db), out);
    }
    /// Everything in @p db, schema and rows, as pg_dump writes it: equal dumps mean an untouched database.
    QByteArray dump(const QString &db) const
    {
        QProcess p;
        p.start(m_bin + QStringLiteral("/pg_dump"),
                {QStringLiteral("-h"), m_dir.path(), QStringLiteral("-p"), QString::number(m_port),
                 QStringLiteral("-U"), QString::fromLatin1(SuperUser), db});
        p.waitForFinished(120000);
        // pg_dump 15.14 and later fence the dump with a random \restrict key: not part of what the database holds.
        QByteArray kept;
        const QList<QByteArray> lines = p.readAllStandardOutput().split('\n');
        for (const QByteArray &line : lines) {
            if (!line.startsWith("\\restrict") && !line.startsWith("\\unrestrict"))
                kept += line + '\n';
        }
        return kept;
    }

    quint16 port() const { return m_port; }
    QString socketDir() const { return m_dir.path(); }
    QString log() const
    {
        QFile f(m_dir.filePath(QStringLiteral("server.log")));
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll().right(2000)) : QString();
    }

    /// A port free on 127.0.0.1 now (the kernel's pick for port 0; POSIX, so that the tests need no Qt Network).
    static quint16 freePort()
    {
        const int fd = socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t length = sizeof address;
        quint16 port = 0;
        if (fd >= 0 && bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof address) == 0
            && getsockname(fd, reinterpret_cast<sockaddr *>(&address), &length) == 0)
            port = ntohs(address.sin_port);
        if (fd >= 0)
            close(fd);
        return port;
    }

private:
    // Debian keeps the server programs out of PATH, under /usr/lib/postgresql/VERSION/bin (newest first); elsewhere
    // initdb's folder on PATH, through any symbolic link, holds psql and pg_dump beside it.
    static QString binDir()
    {
        QDir lib(QStringLiteral("/usr/lib/postgresql"));
        QStringList versions = lib.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        std::sort(versions.begin(), versions.end(),
                  [](const QString &a, const QString &b) { return a.toInt() > b.toInt(); });
        for (const QString &v : versions) {
            const QString bin = lib.filePath(v + QStringLiteral("/bin"));
            if (QFile::exists(bin + QStringLiteral("/initdb")))
                return bin;
        }
        const QString onPath = QStandardPaths::findExecutable(QStringLiteral("initdb"));
        return onPath.isEmpty() ? QString() : QFileInfo(QFileInfo(onPath).canonicalFilePath()).absolutePath();
    }
    QString dataDir() const { return m_dir.filePath(QStringLiteral("data")); }

    bool run(const QString &tool, const QStringList &args, QString *out) const
    {
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.setWorkingDirectory(m_dir.path());
        const QString program = m_bin + QLatin1Char('/') + tool;
        if (m_runAs.isEmpty())
            p.start(program, args);
        else
            p.start(m_runAs.front(), m_runAs.mid(1) + QStringList{program} + args);
        const bool ok = p.waitForFinished(180000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
        *out = QString::fromUtf8(p.readAll());
        return ok;
    }

    QTemporaryDir m_dir;
    QString m_bin;
    QStringList m_runAs;
    quint16 m_port = 0;
    bool m_running = false;
};

} // namespace GpuPlan::TestRequire
