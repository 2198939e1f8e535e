// The main window on a team workspace of a real PostgreSQL server (tests/postgresserver.h): a viewer gets a
// read-only app (every control that would write disabled, saying why), and a password the server asks for comes
// from the keychain or the user, and is kept only in the keychain.
#include "decisionpage.h"
#include "fleetpage.h"
#include "mainwindow.h"
#include "proberesultspanel.h"
#include "proberunform.h"
#include "probespage.h"
#include "prometheuspanel.h"
#include "workspacepasswords.h"

#include "io/appsettings.h"
#include "io/recentitems.h"
#include "io/workspacelocation.h"
#include "io/workspaceopener.h"
#include "io/workspacestore.h"
#include "translations/translations.h"

#include "postgresserver.h"

#include <QAction>
#include <QFile>
#include <QMap>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace GpuPlan;

// Not in an anonymous namespace: the test class below holds one.
// The keychain and the password dialog, scripted.
class ScriptedPasswords : public WorkspacePasswords
{
public:
    QMap<QString, QString> keychain;
    QStringList answers; ///< what the user types, in order; none left: they cancel
    QStringList problems;
    bool remember = false;

    QString stored(const WorkspaceLocation &location, QString *) override { return keychain.value(keyOf(location)); }
    QString store(const WorkspaceLocation &location, const QString &password) override
    {
        keychain.insert(keyOf(location), password);
        return {};
    }
    std::optional<QString> ask(QWidget *, const WorkspaceLocation &, const QString &problem, bool *keep) override
    {
        problems << problem;
        if (answers.isEmpty())
            return std::nullopt;
        *keep = remember;
        return answers.takeFirst();
    }
};

class TestTeamWindow : public QObject
{
    Q_OBJECT

private:
    TestRequire::PostgresServer m_server;
    QTemporaryDir m_dir;
    std::unique_ptr<QSettings> m_qsettings;
    std::unique_ptr<AppSettings> m_settings;
    std::unique_ptr<Translations> m_translations;
    std::unique_ptr<MainWindow> m_window;
    ScriptedPasswords *m_passwords = nullptr;

    QString as(const char *user) const
    {
        return m_server.socketLocation(QStringLiteral("team"))
            .replace(QStringLiteral("user=postgres"), QStringLiteral("user=") + QLatin1String(user));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // libpq's own password sources stay out of it: the keychain and the dialog are what is tested.
        qunsetenv("PGPASSWORD");
        qputenv("PGPASSFILE", QFile::encodeName(m_dir.filePath(QStringLiteral("no-pgpass"))));
        QString error;
        QVERIFY2(m_server.start(&error), qPrintable(error));
        QVERIFY(m_server.createDatabase(QStringLiteral("team")));
        {
            WorkspaceStore owner;
            QVERIFY2(openWorkspace(owner, m_server.socketLocation(QStringLiteral("team")), &error), qPrintable(error));
            QVERIFY2(owner.initRoles(), qPrintable(owner.lastError()));
        }
        QVERIFY(m_server.psql(QStringLiteral("team"), QStringLiteral("CREATE ROLE ana LOGIN IN ROLE gpuplan_viewer")));
        m_qsettings = std::make_unique<QSettings>(m_dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
        m_settings = std::make_unique<AppSettings>(*m_qsettings);
        m_translations = std::make_unique<Translations>();
        m_translations->install(QStringLiteral("en"));
        m_window = std::make_unique<MainWindow>(*m_settings, *m_translations);
        auto passwords = std::make_unique<ScriptedPasswords>();
        m_passwords = passwords.get();
        m_window->setWorkspacePasswords(std::move(passwords));
        m_window->show();
    }

    void viewerGetsAReadOnlyApp()
    {
        QVERIFY(m_window->openWorkspace(as("ana")));
        const auto saysViewer = [](QWidget *w) { return w->toolTip().contains(QStringLiteral("viewer role")); };
        FleetPage *fleet = m_window->fleetPage();
        QVERIFY(!fleet->importButton()->isEnabled());
        QVERIFY2(saysViewer(fleet->importButton()), qPrintable(fleet->importButton()->toolTip()));
        QVERIFY(!fleet->prometheusPanel()->connectButton()->isEnabled());
        QVERIFY(saysViewer(fleet->prometheusPanel()->connectButton()));
        QVERIFY(saysViewer(fleet->removeFileButton()));
        ProbesPage *probes = m_window->probesPage();
        QVERIFY(!probes->form()->runButton()->isEnabled());
        QVERIFY(saysViewer(probes->form()->runButton()));
        QVERIFY(saysViewer(probes->form()->burnInButton()));
        QVERIFY(!probes->resultsPanel()->useInEstimatesButton()->isEnabled());
        QVERIFY(saysViewer(probes->resultsPanel()->useInEstimatesButton()));
        QVERIFY(!m_window->decisionPage()->saveToWorkspaceAction()->isEnabled());
        QVERIFY(m_window->decisionPage()->saveToWorkspaceAction()->toolTip().contains(QStringLiteral("ana")));

        // The owner: everything writable again, the tooltips back to what the controls do.
        QVERIFY(m_window->openWorkspace(as("postgres")));
        QVERIFY(fleet->importButton()->isEnabled());
        QVERIFY(!saysViewer(fleet->importButton()));
        QVERIFY(fleet->prometheusPanel()->connectButton()->isEnabled());
        QVERIFY(!saysViewer(probes->form()->runButton()));
        QVERIFY(!saysViewer(probes->resultsPanel()->useInEstimatesButton()));
        QVERIFY(m_window->decisionPage()->saveToWorkspaceAction()->isEnabled());
    }

    void passwordFromTheUserThenTheKeychain()
    {
        // Over TCP the server wants a password (scram-sha-256) that the URI does not carry.
        const QString uri
            = m_server.tcpUri(QStringLiteral("team"), QString()).replace(QStringLiteral(":@"), QStringLiteral("@"));
        QVERIFY2(uri.startsWith(QStringLiteral("postgresql://postgres@127.0.0.1:")), qPrintable(uri));
        QVERIFY(WorkspaceLocation::parse(uri).serverWantsPassword());
        QVERIFY(!WorkspaceLocation::parse(as("postgres")).serverWantsPassword()); // the socket is trusted

        // Cancelled: nothing opens, the current workspace stays.
        const QString title = m_window->windowTitle();
        QVERIFY(!m_window->openWorkspace(uri));
        QCOMPARE(m_passwords->problems.size(), 1);
        QCOMPARE(m_window->windowTitle(), title);

        // A wrong password, then the right one, kept in the keychain.
        m_passwords->problems.clear();
        m_passwords->answers = {QStringLiteral("not-it"), QString::fromLatin1(TestRequire::PostgresServer::Password)};
        m_passwords->remember = true;
        QVERIFY(m_window->openWorkspace(uri));
        QCOMPARE(m_passwords->problems.size(), 2);
        QVERIFY(m_passwords->problems.at(0).isEmpty());
        QVERIFY2(m_passwords->problems.at(1).contains(QStringLiteral("127.0.0.1"))
                     && !m_passwords->problems.at(1).contains(QStringLiteral("not-it")),
                 qPrintable(m_passwords->problems.at(1)));
        QCOMPARE(m_passwords->keychain.value(WorkspacePasswords::keyOf(WorkspaceLocation::parse(uri))),
                 QString::fromLatin1(TestRequire::PostgresServer::Password));
        // The recent list has the location as typed, and no setting holds the password.
        QCOMPARE(m_settings->recentWorkspaces().items().value(0), uri);
        m_qsettings->sync();
        QFile ini(m_dir.filePath(QStringLiteral("settings.ini")));
        QVERIFY(ini.open(QIODevice::ReadOnly));
        QVERIFY(!ini.readAll().contains(TestRequire::PostgresServer::Password));

        // Next time the keychain answers: no question.
        m_passwords->problems.clear();
        QVERIFY(m_window->openWorkspace(uri));
        QVERIFY(m_passwords->problems.isEmpty());

        // A stale keychain entry: asked again, saying why.
        m_passwords->keychain.insert(WorkspacePasswords::keyOf(WorkspaceLocation::parse(uri)),
                                     QStringLiteral("changed-since"));
        m_passwords->answers = {QString::fromLatin1(TestRequire::PostgresServer::Password)};
        QVERIFY(m_window->openWorkspace(uri));
        QCOMPARE(m_passwords->problems.size(), 1);
        QVERIFY2(!m_passwords->problems.front().isEmpty(), "the refusal is shown");
    }
};

QTEST_MAIN(TestTeamWindow)
#include "tst_teamwindow.moc"
