// Scenarios saved into a workspace (issue 17): versions and their history, a save or removal against a stale
// version refused with what is stored now, invalid documents and names refused, the audit rows; on a file and on a
// real PostgreSQL server.
#include "io/shippeddata.h"
#include "io/workspacestore.h"

#include "workspacebackends.h"

#include <QSignalSpy>
#include <QTest>

using namespace GpuPlan;

class TestWorkspaceScenarios : public QObject
{
    Q_OBJECT

private:
    TestRequire::WorkspaceBackends m_backends;
    QByteArray m_demo;

    // The demo scenario under another name: a second, different document.
    QByteArray renamed(const char *name) const
    {
        QByteArray out = m_demo;
        const QByteArray from = "\"name\": \"Demo: Llama 3.1 70B chat service, FP8\"";
        const qsizetype at = out.indexOf(from);
        if (at < 0)
            return {}; // the demo changed: every test that uses this then fails on an empty document
        out.replace(at, from.size(), QByteArray("\"name\": \"").append(name).append('"'));
        return out;
    }

    int count(const char *workspace, const QString &sql)
    {
        bool ok = false;
        const int n = m_backends.rawValue(workspace, sql).toInt(&ok);
        return ok ? n : -1;
    }

private Q_SLOTS:
    void initTestCase_data() { TestRequire::WorkspaceBackends::addRows(); }
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_backends.start(&error), qPrintable(error));
        QVERIFY2(ShippedData::read(QStringLiteral("scenarios/demo.json"), &m_demo, &error), qPrintable(error));
    }

    void savesVersionsAndKeepsTheirHistory()
    {
        WorkspaceStore store;
        QCOMPARE(store.open(m_backends.location("versions.gpuplan")), WorkspaceStore::OpenStatus::Ok);
        QVERIFY(store.holdsNothingOfTheUser());
        QVERIFY(store.savedScenarios().empty());
        QSignalSpy changed(&store, &WorkspaceStore::scenarioChanged);

        StoredScenario written;
        QCOMPARE(
            store.saveScenario(QStringLiteral("Chat 70B"), m_demo, 0, nullptr, &written, QStringLiteral("first draft")),
            WorkspaceStore::WriteResult::Written);
        QCOMPARE(written.version, 1);
        QCOMPARE(written.changedBy, store.userName());
        QVERIFY(!store.holdsNothingOfTheUser());
        const QByteArray second = renamed("Chat 70B, with spares");
        QCOMPARE(store.saveScenario(QStringLiteral("Chat 70B"), second, 1, nullptr, &written),
                 WorkspaceStore::WriteResult::Written);
        QCOMPARE(written.version, 2);
        QCOMPARE(changed.count(), 2);
        QCOMPARE(changed.at(1).at(0).toString(), QStringLiteral("Chat 70B"));
        QCOMPARE(changed.at(1).at(1).toInt(), 2);

        const std::vector<StoredScenario> list = store.savedScenarios();
        QCOMPARE(list.size(), std::size_t(1));
        QCOMPARE(list.front().name, QStringLiteral("Chat 70B"));
        QCOMPARE(list.front().version, 2);
        QVERIFY(list.front().document.isEmpty()); // lists carry no documents
        QCOMPARE(QDateTime::fromString(list.front().changedAt, Qt::ISODate).timeSpec(), Qt::UTC);

        // The newest by default, any version on request, byte for byte as saved.
        QCOMPARE(store.savedScenario(QStringLiteral("Chat 70B"))->document, second);
        QCOMPARE(store.savedScenario(QStringLiteral("Chat 70B"), 1)->document, m_demo);
        QCOMPARE(store.savedScenario(QStringLiteral("Chat 70B"), 1)->note, QStringLiteral("first draft"));
        QVERIFY(!store.savedScenario(QStringLiteral("Chat 70B"), 3));
        QVERIFY(!store.savedScenario(QStringLiteral("chat 70b"))); // names are exact

        const std::vector<StoredScenario> history = store.scenarioHistory(QStringLiteral("Chat 70B"));
        QCOMPARE(history.size(), std::size_t(2));
        QCOMPARE(history.at(0).version, 2);
        QCOMPARE(history.at(1).version, 1);

        // Each save is in the audit table: the version before and after.
        const std::vector<AuditEntry> audit = store.auditLog();
        QCOMPARE(audit.size(), std::size_t(2));
        QCOMPARE(audit.at(0).action, QStringLiteral("scenario_save"));
        QCOMPARE(audit.at(0).subject, QStringLiteral("Chat 70B"));
        QCOMPARE(audit.at(0).oldValue, std::optional<std::string>("{\"version\":1}"));
        QCOMPARE(audit.at(0).newValue, std::optional<std::string>("{\"version\":2}"));
        QCOMPARE(audit.at(1).oldValue, std::optional<std::string>());
        QCOMPARE(audit.at(1).detail, QStringLiteral("first draft"));

        // Reopened: all of it is still there.
        store.close();
        WorkspaceStore again;
        QCOMPARE(again.open(m_backends.location("versions.gpuplan")), WorkspaceStore::OpenStatus::Ok);
        QCOMPARE(again.savedScenario(QStringLiteral("Chat 70B"))->version, 2);
    }

    // Two people opened version 1; the first saves; the second's save is a conflict that says what is there now.
    void staleSaveIsAConflict()
    {
        const char *name = "stale.gpuplan";
        WorkspaceStore mine;
        WorkspaceStore theirs;
        QCOMPARE(mine.open(m_backends.location(name)), WorkspaceStore::OpenStatus::Ok);
        QCOMPARE(theirs.open(m_backends.location(name)), WorkspaceStore::OpenStatus::Ok);
        const QString scenario = QStringLiteral("Q3 buy");
        QCOMPARE(mine.saveScenario(scenario, m_demo, 0, nullptr), WorkspaceStore::WriteResult::Written);
        const QByteArray theirsDoc = renamed("Q3 buy, their edit");
        QCOMPARE(theirs.saveScenario(scenario, theirsDoc, 1, nullptr), WorkspaceStore::WriteResult::Written);

        const QByteArray before = m_backends.snapshot(name);
        ScenarioConflict conflict;
        QCOMPARE(mine.saveScenario(scenario, renamed("Q3 buy, my edit"), 1, &conflict),
                 WorkspaceStore::WriteResult::Conflict);
        QCOMPARE(conflict.name, scenario);
        QCOMPARE(conflict.expectedVersion, 1);
        QVERIFY(conflict.current);
        QCOMPARE(conflict.current->version, 2);
        QCOMPARE(conflict.current->changedBy, theirs.userName());
        QVERIFY(!conflict.current->changedAt.isEmpty());
        QCOMPARE(conflict.current->document, theirsDoc);
        QCOMPARE(m_backends.snapshot(name), before); // nothing written

        // "It is new" is stale too once someone saved that name.
        QCOMPARE(mine.saveScenario(scenario, m_demo, 0, &conflict), WorkspaceStore::WriteResult::Conflict);
        QCOMPARE(conflict.current->version, 2);
        QCOMPARE(m_backends.snapshot(name), before);

        // Overwrite, deliberately: the next version, theirs kept in the history.
        StoredScenario written;
        QCOMPARE(mine.saveScenario(scenario, renamed("Q3 buy, my edit"), WorkspaceStore::AnyVersion, nullptr, &written),
                 WorkspaceStore::WriteResult::Written);
        QCOMPARE(written.version, 3);
        QCOMPARE(mine.savedScenario(scenario, 2)->document, theirsDoc);
    }

    void invalidDocumentsAndNamesChangeNothing_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("document");
        QTest::addColumn<QString>("reason");
        QTest::newRow("not JSON") << QStringLiteral("Broken") << QByteArray("{\"schema\": \"gpuplan-scenario\",")
                                  << QStringLiteral("invalid");
        QTest::newRow("not a scenario") << QStringLiteral("Catalog") << QByteArray("{\"schema\": \"gpuplan-catalog\"}")
                                        << QStringLiteral("invalid");
        QTest::newRow("empty name") << QStringLiteral("  ") << QByteArray() << QStringLiteral("needs a name");
        QTest::newRow("padded name") << QStringLiteral(" Q3") << QByteArray() << QStringLiteral("space");
        QTest::newRow("control character")
            << QStringLiteral("Q3\nbuy") << QByteArray() << QStringLiteral("control character");
        QTest::newRow("long name") << QString(201, QLatin1Char('x')) << QByteArray() << QStringLiteral("200");
    }
    void invalidDocumentsAndNamesChangeNothing()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, document);
        QFETCH(QString, reason);
        const char *workspace = "invalid.gpuplan";
        WorkspaceStore store;
        QCOMPARE(store.open(m_backends.location(workspace)), WorkspaceStore::OpenStatus::Ok);
        const QByteArray before = m_backends.snapshot(workspace);
        QCOMPARE(store.saveScenario(name, document.isEmpty() ? m_demo : document, WorkspaceStore::AnyVersion, nullptr),
                 WorkspaceStore::WriteResult::Failed);
        QVERIFY2(store.lastError().contains(reason), qPrintable(store.lastError()));
        QCOMPARE(m_backends.snapshot(workspace), before);
    }

    void removalIsVersionedAndAudited()
    {
        const char *name = "remove.gpuplan";
        WorkspaceStore store;
        QCOMPARE(store.open(m_backends.location(name)), WorkspaceStore::OpenStatus::Ok);
        const QString scenario = QStringLiteral("Old plan");
        QCOMPARE(store.saveScenario(scenario, m_demo, 0, nullptr), WorkspaceStore::WriteResult::Written);
        QCOMPARE(store.saveScenario(scenario, renamed("Old plan v2"), 1, nullptr),
                 WorkspaceStore::WriteResult::Written);

        ScenarioConflict conflict;
        QCOMPARE(store.removeScenario(scenario, 1, &conflict), WorkspaceStore::WriteResult::Conflict);
        QCOMPARE(conflict.current->version, 2);
        QCOMPARE(count(name, QStringLiteral("SELECT count(*) FROM scenario_version")), 2);

        QSignalSpy changed(&store, &WorkspaceStore::scenarioChanged);
        QCOMPARE(store.removeScenario(scenario, 2, &conflict), WorkspaceStore::WriteResult::Written);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.front().at(1).toInt(), 0);
        QVERIFY(store.savedScenarios().empty());
        QCOMPARE(count(name, QStringLiteral("SELECT count(*) FROM scenario_version")), 0);
        const AuditEntry last = store.auditLog(1).front();
        QCOMPARE(last.action, QStringLiteral("scenario_remove"));
        QCOMPARE(last.subject, scenario);
        QCOMPARE(last.oldValue, std::optional<std::string>("{\"version\":2}"));
        QCOMPARE(last.newValue, std::optional<std::string>());

        // Gone: removing it again is an error; expecting a version finds it removed (a conflict with nothing now).
        QCOMPARE(store.removeScenario(scenario, WorkspaceStore::AnyVersion, nullptr),
                 WorkspaceStore::WriteResult::Failed);
        QVERIFY2(store.lastError().contains(scenario), qPrintable(store.lastError()));
        QCOMPARE(store.removeScenario(scenario, 2, &conflict), WorkspaceStore::WriteResult::Conflict);
        QVERIFY(!conflict.current);
        // Saved again under the same name, it starts at version 1.
        StoredScenario written;
        QCOMPARE(store.saveScenario(scenario, m_demo, 0, nullptr, &written), WorkspaceStore::WriteResult::Written);
        QCOMPARE(written.version, 1);
    }
};

QTEST_GUILESS_MAIN(TestWorkspaceScenarios)
#include "tst_workspacescenarios.moc"
