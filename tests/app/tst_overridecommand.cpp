// An edit through the undo stack when a colleague changed the same field in between (two connections to one
// workspace, on both backends): never a silent overwrite; the user's choice decides, and undo restores theirs.
#include "editconflictdialog.h"
#include "io/workspaceopener.h"
#include "io/workspacestore.h"
#include "overridecommand.h"

#include "workspacebackends.h"

#include <QTest>
#include <QUndoStack>

using namespace GpuPlan;

class TestOverrideCommand : public QObject
{
    Q_OBJECT

private:
    TestRequire::WorkspaceBackends m_backends;
    int m_workspaces = 0;

    static FieldOverride edit(double watts)
    {
        FieldOverride o;
        o.skuId = "nvidia-l40s-48gb";
        o.field = "tdp_watts";
        o.value = watts;
        o.provenance = Provenance{ProvenanceKind::UserOverride, "user", "2026-12-03", {}};
        return o;
    }
    static double stored(WorkspaceStore &store)
    {
        const std::optional<FieldOverride> o = store.storedOverride("nvidia-l40s-48gb", "tdp_watts");
        return o ? o->value.get<double>() : -1.0;
    }

private Q_SLOTS:
    void initTestCase_data() { TestRequire::WorkspaceBackends::addRows(); }
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_backends.start(&error), qPrintable(error));
    }

    void conflictChoice_data()
    {
        QTest::addColumn<int>("choice");
        QTest::newRow("keep theirs") << int(EditConflictChoice::KeepTheirs);
        QTest::newRow("reload") << int(EditConflictChoice::Reload);
        QTest::newRow("overwrite") << int(EditConflictChoice::Overwrite);
    }

    void conflictChoice()
    {
        QFETCH(int, choice);
        const QByteArray name = "cmd" + QByteArray::number(++m_workspaces) + ".gpuplan";
        const QString path = m_backends.location(name.constData());
        WorkspaceStore mine;
        WorkspaceStore theirs;
        QString error;
        QVERIFY2(openWorkspace(mine, path, &error), qPrintable(error));
        QVERIFY2(openWorkspace(theirs, path, &error), qPrintable(error));
        QVERIFY(theirs.setOverride(edit(300)));
        // I read version 1 (300 W); they change it to 280 W (version 2); then I set 320 W.
        const int seen = mine.storedOverride("nvidia-l40s-48gb", "tdp_watts")->version;
        QCOMPARE(seen, 1);
        QVERIFY(theirs.setOverride(edit(280)));
        int asked = 0;
        EditConflict seenConflict;
        std::vector<Json> offered; // the value the command was writing, at each ask
        QUndoStack undo;
        undo.push(new OverrideCommand(
            mine, "nvidia-l40s-48gb", "tdp_watts", edit(320), QStringLiteral("Edit TDP"), [](const QString &) {}, seen,
            [&](const EditConflict &c, const std::optional<Json> &value) {
                ++asked;
                seenConflict = c;
                offered.push_back(value.value_or(Json()));
                return EditConflictChoice(choice);
            }));
        QCOMPARE(asked, 1);
        QVERIFY(offered.back() == Json(320.0));
        QCOMPARE(seenConflict.expectedVersion, 1);
        QCOMPARE(seenConflict.currentVersion, 2);
        QVERIFY(*seenConflict.currentValue == Json(280.0));
        QCOMPARE(QString::fromStdString(seenConflict.changedBy), theirs.userName());
        if (EditConflictChoice(choice) != EditConflictChoice::Overwrite) {
            QCOMPARE(stored(mine), 280.0);
            QCOMPARE(undo.count(), 0); // nothing written: nothing to undo
            return;
        }
        QCOMPARE(stored(theirs), 320.0);
        QCOMPARE(undo.count(), 1);
        // Undo restores theirs (the value my overwrite replaced), over the version I wrote; redo mine again.
        undo.undo();
        QCOMPARE(stored(theirs), 280.0);
        undo.redo();
        QCOMPARE(stored(theirs), 320.0);
        // They change it again: my undo meets their edit and asks again; keeping theirs drops my command.
        QVERIFY(theirs.setOverride(edit(270)));
        asked = 0;
        choice = int(EditConflictChoice::KeepTheirs);
        undo.undo();
        QCOMPARE(asked, 1);
        QVERIFY(offered.back() == Json(280.0));   // the undo was restoring theirs of before
        QCOMPARE(seenConflict.currentVersion, 6); // 300, 280, mine 320, undo 280, redo 320, theirs 270
        QCOMPARE(stored(mine), 270.0);
        QCOMPARE(undo.count(), 0);
    }
};

QTEST_MAIN(TestOverrideCommand)
#include "tst_overridecommand.moc"
