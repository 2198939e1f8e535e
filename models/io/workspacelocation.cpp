#include "workspacelocation.h"

#include <QCoreApplication>
#include <QUrl>
#include <QUrlQuery>

#include <algorithm>
#include <vector>

#include <libpq-fe.h>

namespace GpuPlan {

namespace {
const QLatin1String kSchemes[] = {QLatin1String("postgresql:"), QLatin1String("postgres:")};

// A libpq value as written in key=value words: bare when it can be, else in single quotes with backslash and
// quote escaped (libpq's conninfo syntax).
QString quoted(QString value)
{
    const bool bare = !value.isEmpty() && std::none_of(value.cbegin(), value.cend(), [](QChar c) {
        return c.isSpace() || c == QLatin1Char('\'') || c == QLatin1Char('\\');
    });
    if (bare)
        return value;
    value.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
    value.replace(QLatin1Char('\''), QLatin1String("\\'"));
    return QLatin1Char('\'') + value + QLatin1Char('\'');
}

} // namespace

bool WorkspaceLocation::isPostgreSql(const QString &value)
{
    const QString trimmed = value.trimmed();
    for (const QLatin1String scheme : kSchemes) {
        if (trimmed.startsWith(scheme, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

WorkspaceLocation WorkspaceLocation::parse(const QString &value, QString *error)
{
    WorkspaceLocation location;
    location.m_original = value.trimmed();
    if (!isPostgreSql(value)) {
        location.m_kind = Kind::File;
        location.m_filePath = value;
        location.m_valid = !value.isEmpty();
        if (!location.m_valid && error)
            *error = QCoreApplication::translate("Workspace", "no workspace file was given");
        return location;
    }
    location.m_kind = Kind::PostgreSql;
    // A URI goes to libpq whole ("postgresql://..." or "postgres://..."); otherwise the words after the scheme.
    QString words = location.m_original;
    location.m_uri = words.contains(QLatin1String("://"));
    if (!location.m_uri)
        words = words.mid(words.indexOf(QLatin1Char(':')) + 1);
    char *message = nullptr;
    PQconninfoOption *parsed = PQconninfoParse(words.toUtf8().constData(), &message);
    if (!parsed) {
        if (error) {
            // libpq's message names the bad word, never a value: it cannot leak a password.
            *error = QCoreApplication::translate("Workspace", "the PostgreSQL connection string is not valid: %1")
                         .arg(message ? QString::fromUtf8(message).trimmed()
                                      : QCoreApplication::translate("Workspace", "out of memory"));
        }
        PQfreemem(message);
        return location;
    }
    for (const PQconninfoOption *o = parsed; o->keyword; ++o) {
        if (!o->val)
            continue;
        const QString keyword = QString::fromUtf8(o->keyword);
        const QString val = QString::fromUtf8(o->val);
        if (keyword == QLatin1String("password"))
            location.m_password = val;
        else
            location.m_options.append({keyword, val});
    }
    PQconninfoFree(parsed);
    // QPSQL joins its connect options with spaces after turning every ';' into one: a value holding a ';' would
    // be cut in two.
    for (const auto &[keyword, val] : std::as_const(location.m_options)) {
        if (val.contains(QLatin1Char(';'))) {
            if (error) {
                *error = QCoreApplication::translate("Workspace",
                                                     "the PostgreSQL option %1 holds a ';', which Qt's PostgreSQL "
                                                     "driver cannot pass on")
                             .arg(keyword);
            }
            return location;
        }
    }
    location.m_valid = true;
    return location;
}

QString WorkspaceLocation::option(const QString &keyword) const
{
    for (const auto &[key, val] : m_options) {
        if (key == keyword)
            return val;
    }
    return {};
}

QString WorkspaceLocation::displayName() const
{
    if (m_kind == Kind::File)
        return m_filePath;
    const QString service = option(QStringLiteral("service"));
    QString host = option(QStringLiteral("host"));
    if (host.isEmpty())
        host = option(QStringLiteral("hostaddr"));
    const QString port = option(QStringLiteral("port"));
    const QString db = option(QStringLiteral("dbname"));
    const QString user = option(QStringLiteral("user"));
    // What libpq will use when a word is missing: its defaults, which a message names as such.
    const QString defaulted = QCoreApplication::translate("Workspace", "(libpq's default)");
    QString text
        = QCoreApplication::translate("Workspace", "PostgreSQL database %1 on %2")
              .arg(db.isEmpty() ? defaulted : db,
                   (host.isEmpty() ? defaulted : host) + (port.isEmpty() ? QString() : QLatin1Char(':') + port));
    if (!user.isEmpty())
        text += QCoreApplication::translate("Workspace", " as %1").arg(user);
    if (!service.isEmpty())
        text += QCoreApplication::translate("Workspace", " (service %1)").arg(service);
    return text;
}

QString WorkspaceLocation::withoutPassword() const
{
    if (m_kind == Kind::File)
        return m_filePath;
    if (m_uri) {
        QUrl url(m_original, QUrl::StrictMode);
        if (url.isValid()) {
            url.setPassword(QString());
            QUrlQuery query(url);
            query.removeAllQueryItems(QStringLiteral("password"));
            url.setQuery(query);
            return url.toString();
        }
    }
    // A key=value string, or a URI QUrl cannot read (several hosts): the words libpq read, less the password.
    QStringList words;
    for (const auto &[keyword, val] : m_options)
        words << keyword + QLatin1Char('=') + quoted(val);
    return QStringLiteral("postgresql:") + words.join(QLatin1Char(' '));
}

QString WorkspaceLocation::withPassword(const QString &password) const
{
    if (m_kind == Kind::File)
        return m_filePath;
    QStringList words;
    for (const auto &[keyword, val] : m_options)
        words << keyword + QLatin1Char('=') + quoted(val);
    words << QStringLiteral("password=") + quoted(password);
    return QStringLiteral("postgresql:") + words.join(QLatin1Char(' '));
}

bool WorkspaceLocation::serverWantsPassword() const
{
    if (m_kind != Kind::PostgreSql || !m_valid)
        return false;
    std::vector<QByteArray> storage;
    for (const auto &[keyword, val] : m_options) {
        storage.push_back(keyword.toUtf8());
        storage.push_back(val.toUtf8());
    }
    if (!m_password.isEmpty()) {
        storage.push_back(QByteArrayLiteral("password"));
        storage.push_back(m_password.toUtf8());
    }
    std::vector<const char *> keywords;
    std::vector<const char *> values;
    for (std::size_t i = 0; i + 1 < storage.size(); i += 2) {
        keywords.push_back(storage[i].constData());
        values.push_back(storage[i + 1].constData());
    }
    keywords.push_back(nullptr);
    values.push_back(nullptr);
    PGconn *conn = PQconnectdbParams(keywords.data(), values.data(), 0);
    const bool wants = conn && PQstatus(conn) != CONNECTION_OK && PQconnectionNeedsPassword(conn);
    PQfinish(conn);
    return wants;
}

QString WorkspaceLocation::connectOptions() const
{
    QStringList words;
    for (const auto &[keyword, val] : m_options)
        words << keyword + QLatin1Char('=') + quoted(val);
    return words.join(QLatin1Char(';'));
}

} // namespace GpuPlan
