#include "io/appsettings.h"

#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace GpuPlan;

class TestAppSettings : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString iniPath() const { return m_dir.filePath(QStringLiteral("settings.ini")); }

private Q_SLOTS:
    void defaults()
    {
        QSettings qs(m_dir.filePath(QStringLiteral("empty.ini")), QSettings::IniFormat);
        AppSettings s(qs);
        QCOMPARE(s.language(), QString());
        QCOMPARE(s.currency(), QStringLiteral("USD"));
        QCOMPARE(s.exchangeRatePerUsd(), 1.0);
        QVERIFY(s.defaultWorkspace().endsWith(QStringLiteral("workspace.gpuplan")));
        QVERIFY(s.recentWorkspaces().items().isEmpty());
        QVERIFY(s.recentScenarios().items().isEmpty());
        QCOMPARE(s.lastScenario(), QString());
        QCOMPARE(s.burnInMinutes(), 0.0);
        QVERIFY(s.reportSectionsOff().isEmpty());
    }

    // Values must survive a restart: written to a file, read back from disk. Qt caches a settings file
    // per process, so the read goes through a copy that no QSettings has opened yet.
    void survivesRestart()
    {
        {
            QSettings qs(iniPath(), QSettings::IniFormat);
            AppSettings s(qs);
            s.setLanguage(QStringLiteral("fr"));
            s.setCurrency(QStringLiteral("EUR"));
            s.setExchangeRatePerUsd(0.92);
            s.setElectricityUsdPerKwh(0.21);
            s.setDefaultWorkspace(QStringLiteral("/srv/team.gpuplan"));
            s.setWindowGeometry(QByteArrayLiteral("geometry"));
            qs.sync();
        }
        const QString copy = m_dir.filePath(QStringLiteral("restarted.ini"));
        QVERIFY(QFile::copy(iniPath(), copy));
        QSettings qs(copy, QSettings::IniFormat);
        AppSettings s(qs);
        QCOMPARE(s.language(), QStringLiteral("fr"));
        QCOMPARE(s.currency(), QStringLiteral("EUR"));
        QCOMPARE(s.exchangeRatePerUsd(), 0.92);
        QCOMPARE(s.electricityUsdPerKwh(), 0.21);
        QCOMPARE(s.defaultWorkspace(), QStringLiteral("/srv/team.gpuplan"));
        QCOMPARE(s.windowGeometry(), QByteArrayLiteral("geometry"));
    }

    void recentListIsMostRecentFirstAndBounded()
    {
        QSettings qs(m_dir.filePath(QStringLiteral("recent.ini")), QSettings::IniFormat);
        AppSettings s(qs);
        for (int i = 0; i < 10; ++i)
            s.recentWorkspaces().add(QStringLiteral("/w/%1.gpuplan").arg(i));
        s.recentWorkspaces().add(QStringLiteral("/w/5.gpuplan"));
        const QStringList recent = s.recentWorkspaces().items();
        QCOMPARE(recent.size(), AppSettings::MaxRecentWorkspaces);
        QCOMPARE(recent.first(), QStringLiteral("/w/5.gpuplan"));
        QCOMPARE(recent.at(1), QStringLiteral("/w/9.gpuplan"));
        QCOMPARE(recent.count(QStringLiteral("/w/5.gpuplan")), 1);
        QVERIFY(!recent.contains(QStringLiteral("/w/0.gpuplan")));
    }

    void recentScenariosWrittenBeforeTheListTypeAreRead()
    {
        QSettings qs(m_dir.filePath(QStringLiteral("legacy.ini")), QSettings::IniFormat);
        // As the Decision page wrote them: one newline-separated byte string among the view states.
        qs.setValue(QStringLiteral("views/decision/recentScenarios"), QByteArrayLiteral("/s/b.json\n/s/a.json"));
        AppSettings s(qs);
        QCOMPARE(s.recentScenarios().items(), (QStringList{QStringLiteral("/s/b.json"), QStringLiteral("/s/a.json")}));
        s.recentScenarios().add(QStringLiteral("/s/a.json"));
        QCOMPARE(s.recentScenarios().items(), (QStringList{QStringLiteral("/s/a.json"), QStringLiteral("/s/b.json")}));
        s.recentScenarios().remove(QStringLiteral("/s/b.json"));
        QCOMPARE(s.recentScenarios().items(), QStringList{QStringLiteral("/s/a.json")});
        QVERIFY(s.recentWorkspaces().items().isEmpty()); // a list of its own
    }

    void pageSettingsKeepTheirKeys()
    {
        const QString path = m_dir.filePath(QStringLiteral("pages.ini"));
        {
            QSettings qs(path, QSettings::IniFormat);
            AppSettings s(qs);
            s.setReportAuthor(QStringLiteral("Ada Lovelace"));
            s.setReportSectionsOff({QStringLiteral("method"), QStringLiteral("appendix")});
            s.setBurnInMinutes(45);
            s.setLastScenario(QStringLiteral("/s/plan.json"));
        }
        QSettings qs(path, QSettings::IniFormat);
        // The keys the pages used before AppSettings named them, so nothing saved is lost.
        QCOMPARE(qs.value(QStringLiteral("views/report/author")).toByteArray(), QByteArrayLiteral("Ada Lovelace"));
        QCOMPARE(qs.value(QStringLiteral("views/report/sectionsOff")).toByteArray(),
                 QByteArrayLiteral("method,appendix"));
        QCOMPARE(qs.value(QStringLiteral("views/probes/minutes")).toByteArray(), QByteArrayLiteral("45"));
        AppSettings s(qs);
        QCOMPARE(s.reportAuthor(), QStringLiteral("Ada Lovelace"));
        QCOMPARE(s.reportSectionsOff(), (QStringList{QStringLiteral("method"), QStringLiteral("appendix")}));
        QCOMPARE(s.burnInMinutes(), 45.0);
        QCOMPARE(s.lastScenario(), QStringLiteral("/s/plan.json"));
    }

    void nonsenseRateFallsBackToOne()
    {
        QSettings qs(m_dir.filePath(QStringLiteral("rate.ini")), QSettings::IniFormat);
        AppSettings s(qs);
        s.setExchangeRatePerUsd(-3);
        QCOMPARE(s.exchangeRatePerUsd(), 1.0);
    }
};

QTEST_GUILESS_MAIN(TestAppSettings)
#include "tst_appsettings.moc"
