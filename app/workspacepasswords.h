#pragma once

#include <QString>

#include <optional>

class QWidget;

namespace GpuPlan {

class WorkspaceLocation;

/**
 * Where the GUI finds a team workspace's password when libpq has none of its own (the URI, PGPASSWORD, ~/.pgpass,
 * a service file): the desktop keychain (QtKeychain: Secret Service, KWallet, macOS Keychain, Windows Credential
 * Manager), else the user, who may keep it there. One keychain entry per host, port, database and user; settings,
 * logs and the recent list never hold it. Tests replace it with their own.
 */
class WorkspacePasswords
{
public:
    virtual ~WorkspacePasswords() = default;

    /// The keychain's entry for @p location: empty when there is none, or when the keychain cannot be reached
    /// (@p error then says why).
    virtual QString stored(const WorkspaceLocation &location, QString *error);
    /// Keeps @p password for @p location in the keychain; returns the error, empty on success.
    virtual QString store(const WorkspaceLocation &location, const QString &password);
    /// Asks the user for the password of @p location (@p problem: why it is asked again, e.g. the server refused
    /// the last one); none when they cancel. @p remember: keep it in the keychain.
    virtual std::optional<QString> ask(QWidget *parent, const WorkspaceLocation &location, const QString &problem,
                                       bool *remember);

    /// The keychain entry's key: "host|port|dbname|user" (a service name stands for what it sets).
    static QString keyOf(const WorkspaceLocation &location);
};

} // namespace GpuPlan
