// The Fleet page's Prometheus tab against a real Prometheus the test starts: Test Connection, a pull off the
// GUI thread with its progress, the fleet it brings, and the source's record of it.
#include "fleetpage.h"
#include "prometheusdialog.h"
#include "prometheuspanel.h"

#include "item/fleetinventorymodel.h"

#include "pagetestfixture.h"
#include "prometheusserver.h"
#include "promfixture.h"

#include <QAbstractItemModel>
#include <QDateTime>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace GpuPlan;
using TestRequire::PrometheusServer;
using TestRequire::PromFleet;

class TestPrometheusPanel : public QObject, PageTestFixture<FleetPage>
{
    Q_OBJECT

private:
    PrometheusServer m_server;
    PromFleet m_fleet;

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QStandardPaths::setTestModeEnabled(true);
        m_fleet.start = TestRequire::promFixtureStart();
        QString error;
        // The README's test command installs Prometheus: one that cannot start fails the test (no skip).
        QVERIFY2(m_server.start(TestRequire::promFleetOpenMetrics(m_fleet), &error), qPrintable(error));
        QVERIFY2(openFixture("prometheus.gpuplan", &error), qPrintable(error));
        m_page = std::make_unique<FleetPage>(m_store, *m_settings);
        m_page->resize(1400, 900);
        m_page->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_page.get()));
    }

    void testConnectionSaysWhatTheServerHas()
    {
        PrometheusDialog dialog;
        QVERIFY(!dialog.testButton()->isEnabled()); // no URL yet
        dialog.urlEdit()->setText(m_server.url());
        dialog.selectorEdit()->setText(QStringLiteral("Hostname=\"gpu-a\""));
        QVERIFY(!dialog.testButton()->isEnabled()); // not a matcher list
        QVERIFY(dialog.testResult()->text().contains(QLatin1String("Series selector")));
        dialog.selectorEdit()->setText(QStringLiteral("{Hostname=\"gpu-a\"}"));
        QVERIFY(dialog.testButton()->isEnabled());
        QSignalSpy finished(&dialog, &PrometheusDialog::testFinished);
        QTest::mouseClick(dialog.testButton(), Qt::LeftButton);
        QVERIFY(finished.wait(30000));
        QVERIFY2(finished.front().at(0).toBool(), qPrintable(finished.front().at(1).toString()));
        const QString text = dialog.testResult()->text();
        QVERIFY2(text.contains(QLatin1String("version 2.42")) && text.contains(QLatin1String(": 2 GPU(s)")),
                 qPrintable(text));
        QCOMPARE(dialog.source().selector, QStringLiteral("{Hostname=\"gpu-a\"}"));
        QCOMPARE(dialog.source().url, m_server.url());
    }

    void pullNowFillsTheFleet()
    {
        // A source saved as pulled up to the fixture's start: Pull Now asks for everything after it.
        PrometheusSource source;
        source.url = m_server.url();
        source.lastEnd = double(m_fleet.start);
        QVERIFY(m_store.savePrometheusSource(source) > 0);
        PrometheusPanel *panel = m_page->prometheusPanel();
        panel->reload();
        QCOMPARE(panel->view()->model()->rowCount(), 1);
        QVERIFY(panel->pullButton()->isEnabled());
        QSignalSpy pulled(panel, &PrometheusPanel::pulled);
        QTest::mouseClick(panel->pullButton(), Qt::LeftButton);
        QVERIFY(panel->isPulling());
        QVERIFY(panel->cancelButton()->isEnabled());
        QVERIFY(!panel->pullButton()->isEnabled());
        QVERIFY(pulled.wait(60000));
        const auto result = pulled.front().front().value<PrometheusPullResult>();
        QVERIFY2(result.status == PrometheusPullResult::Status::Pulled, qPrintable(result.message));
        QCOMPARE(result.start, double(m_fleet.start + 60));
        QVERIFY(!panel->isPulling());
        QVERIFY(!panel->cancelButton()->isEnabled());
        QVERIFY2(panel->statusLabel()->text().startsWith(QLatin1String("Pulled 4 GPU(s) from ")),
                 qPrintable(panel->statusLabel()->text()));
        QTRY_COMPARE(m_page->inventoryModel()->rowCount(), 4);
        const QString until = panel->view()->model()->index(0, PrometheusPanel::UntilColumn).data().toString();
        QVERIFY(until != QLatin1String("never"));
        QCOMPARE(m_store.importedFiles().size(), std::size_t(1));
    }

    void dueSourcesArePulledAgain()
    {
        // The source pulled above, to be pulled every minute, last pulled two minutes ago: the refresh pulls it;
        // the fixture has nothing after the last pull's end, which says so.
        PrometheusSource source = m_store.prometheusSources().front();
        source.refreshMinutes = 1;
        source.lastPullAt = QDateTime::currentDateTimeUtc().addSecs(-120);
        QVERIFY(m_store.savePrometheusSource(source) > 0);
        PrometheusPanel *panel = m_page->prometheusPanel();
        panel->reload();
        QCOMPARE(panel->view()->model()->index(0, PrometheusPanel::EveryColumn).data().toString(),
                 QStringLiteral("1 min"));
        QSignalSpy pulled(panel, &PrometheusPanel::pulled);
        panel->pullDueSources();
        QVERIFY(pulled.wait(60000));
        const auto result = pulled.front().front().value<PrometheusPullResult>();
        QVERIFY2(result.status == PrometheusPullResult::Status::NothingNew, qPrintable(result.message));
        QVERIFY(panel->statusLabel()->text().startsWith(QLatin1String("Nothing new on ")));
        // Not due again right after.
        pulled.clear();
        const std::vector<PrometheusSource> now = m_store.prometheusSources();
        QVERIFY(now.front().lastPullAt.secsTo(QDateTime::currentDateTimeUtc()) < 60);
        panel->reload();
        panel->pullDueSources();
        QVERIFY(!panel->isPulling());
    }
};

QTEST_MAIN(TestPrometheusPanel)
#include "tst_prometheuspanel.moc"
