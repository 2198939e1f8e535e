// First run and empty states: a new workspace opens on the welcome view, whose three ways in route to their pages;
// every page with no data shows a hint instead of empty axes or tables; Ctrl+1 … Ctrl+6 reach the pages and Help
// lists the shortcuts; the side bar's icons are one set at one size; a scenario file given to the window opens on
// the Decision page.
#include "catalogpage.h"
#include "decisionpage.h"
#include "fleetpage.h"
#include "intakepage.h"
#include "mainwindow.h"
#include "probespage.h"
#include "reportpage.h"
#include "skudetailpanel.h"
#include "welcomepage.h"
#include "workloadpage.h"

#include "charts/fleettelemetrychart.h"
#include "charts/probelivechartview.h"
#include "io/appsettings.h"
#include "translations/translations.h"

#include <QApplication>
#include <QCommandLinkButton>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QScreen>
#include <QSet>
#include <QSettings>
#include <QStackedWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace GpuPlan;

class TestWelcome : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<QSettings> m_qsettings;
    std::unique_ptr<AppSettings> m_settings;
    std::unique_ptr<Translations> m_translations;
    std::unique_ptr<MainWindow> m_window;

    QWidget *currentPage() const { return m_window->findChild<QStackedWidget *>()->currentWidget(); }
    QListWidget *nav() const { return m_window->findChild<QListWidget *>(); }

    // The EmptyHint covering @p view (over its viewport), or null.
    static QLabel *hintOver(QWidget *widget)
    {
        for (QLabel *label : widget->findChildren<QLabel *>(QStringLiteral("emptyHint")))
            return label;
        return nullptr;
    }

    void click(const char *button)
    {
        auto *b = m_window->welcomePage()->findChild<QCommandLinkButton *>(QLatin1String(button));
        QVERIFY(b);
        QVERIFY(b->isVisible());
        QTest::mouseClick(b, Qt::LeftButton);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_qsettings = std::make_unique<QSettings>(m_dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
        m_settings = std::make_unique<AppSettings>(*m_qsettings);
        m_translations = std::make_unique<Translations>();
        m_translations->install(QStringLiteral("en"));
        m_window = std::make_unique<MainWindow>(*m_settings, *m_translations);
        QVERIFY(m_window->openWorkspace(m_dir.filePath(QStringLiteral("new.gpuplan"))));
        m_window->show();
        m_window->showWelcomeIfNew(); // what main() does after opening
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void firstStartFillsMostOfTheScreen()
    {
        // No saved geometry: 85 % of the available screen, centred.
        const QRect screen = m_window->screen()->availableGeometry();
        QVERIFY2(m_window->width() >= screen.width() * 8 / 10, qPrintable(QString::number(m_window->width())));
        QVERIFY(m_window->height() >= screen.height() * 8 / 10);
        QVERIFY(screen.contains(m_window->geometry().center()));
    }

    void newWorkspaceShowsTheWelcome()
    {
        QCOMPARE(currentPage(), m_window->welcomePage());
        QCOMPARE(nav()->currentRow(), -1);
    }

    void welcomeRoutesToEachPage()
    {
        click("welcomeCompare");
        QCOMPARE(currentPage(), m_window->workloadPage());
        QCOMPARE(nav()->currentRow(), 1);
        m_window->showWelcome();
        QCOMPARE(currentPage(), m_window->welcomePage());
        click("welcomeImport");
        QCOMPARE(currentPage(), m_window->fleetPage());
        m_window->showWelcome();
        click("welcomeDemo");
        QCOMPARE(currentPage(), m_window->decisionPage());
        QTRY_VERIFY_WITH_TIMEOUT(m_window->decisionPage()->isReady(), 60000);
        QVERIFY(m_window->decisionPage()->scenarioPath().isEmpty()); // the shipped demo, tied to no file
        QVERIFY(!m_window->decisionPage()->scenario().options.empty());
    }

    void pagesHaveCtrlDigitShortcutsListedInHelp()
    {
        const QList<QWidget *> pages
            = {m_window->catalogPage(),  m_window->workloadPage(), m_window->probesPage(), m_window->fleetPage(),
               m_window->decisionPage(), m_window->reportPage(),   m_window->intakePage()};
        for (int page = 0; page < pages.size(); ++page) {
            QTest::keyClick(m_window.get(), Qt::Key(Qt::Key_1 + page), Qt::ControlModifier);
            QCOMPARE(currentPage(), pages[page]);
        }
        QSet<QString> keys;
        for (const auto &[what, key] : m_window->shortcuts())
            keys.insert(key.toString(QKeySequence::PortableText));
        for (int page = 1; page <= 7; ++page)
            QVERIFY2(keys.contains(QStringLiteral("Ctrl+%1").arg(page)),
                     qPrintable(QStringList(keys.values()).join(QLatin1Char(','))));
        QVERIFY(keys.contains(QStringLiteral("Ctrl+I"))); // Import Fleet Data
        QVERIFY(keys.contains(QStringLiteral("Ctrl+Z")));
    }

    // Each icon of the side bar: from the set's SVG at the list's icon size (not a theme icon of another size),
    // drawn in the palette's text colour (it has opaque pixels of exactly that colour).
    void checkNavigationIcons(const QColor &text)
    {
        QListWidget *list = nav();
        QCOMPARE(list->count(), 7);
        for (int row = 0; row < list->count(); ++row) {
            const QIcon icon = list->item(row)->icon();
            QVERIFY2(!icon.isNull(), qPrintable(list->item(row)->text()));
            QCOMPARE(icon.availableSizes(), QList<QSize>{list->iconSize()});
            const QImage image = icon.pixmap(list->iconSize()).toImage();
            bool found = false;
            for (int y = 0; y < image.height() && !found; ++y)
                for (int x = 0; x < image.width() && !found; ++x)
                    found = image.pixelColor(x, y).alpha() == 255 && image.pixelColor(x, y).rgb() == text.rgb();
            QVERIFY2(found, qPrintable(list->item(row)->text() + QLatin1Char(' ') + text.name()));
        }
    }

    void navigationIconsAreOneSetAtOneSize()
    {
        checkNavigationIcons(nav()->palette().color(QPalette::Text));
        // A dark palette: the same icons, drawn again in its light text colour.
        const QPalette before = QApplication::palette();
        QPalette dark = before;
        dark.setColor(QPalette::Base, QColor(0x20, 0x20, 0x20));
        dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
        dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
        dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
        QApplication::setPalette(dark);
        QCoreApplication::processEvents();
        checkNavigationIcons(QColor(0xee, 0xee, 0xee));
        QApplication::setPalette(before);
        QCoreApplication::processEvents();
        checkNavigationIcons(before.color(QPalette::Text));
    }

    void emptyFleetSaysWhatToImport()
    {
        FleetPage *fleet = m_window->fleetPage();
        QTest::keyClick(m_window.get(), Qt::Key_4, Qt::ControlModifier);
        QLabel *hint = nullptr;
        for (QTableView *view : fleet->findChildren<QTableView *>()) {
            if (QLabel *h = hintOver(view); h && h->isVisible() && h->text().contains(QStringLiteral("nvidia-smi")))
                hint = h;
        }
        QVERIFY2(hint, "no visible hint naming the formats over the inventory");
        QVERIFY(hint->text().contains(QStringLiteral("Ctrl+I")));
        // The telemetry charts: the hint covers them instead of axes reading 0 and 1.
        QLabel *chartHint = hintOver(fleet->telemetryChart());
        QVERIFY(chartHint);
        QVERIFY(chartHint->isVisible());
        QCOMPARE(chartHint->geometry(), fleet->telemetryChart()->rect());
        QVERIFY(chartHint->text().contains(QStringLiteral("No GPUs yet")));
    }

    void emptyProbesSayWhatToDo()
    {
        ProbesPage *probes = m_window->probesPage();
        QTest::keyClick(m_window.get(), Qt::Key_3, Qt::ControlModifier);
        QLabel *live = hintOver(probes->liveChart());
        QVERIFY(live);
        QVERIFY(live->isVisible());
        QVERIFY(live->text().contains(QStringLiteral("Run")));
        QLabel *history = hintOver(probes->historyView());
        QVERIFY(history);
        QCOMPARE(probes->historyView()->model()->rowCount(), 0);
        QVERIFY(history->text().contains(QStringLiteral("No run stored yet")));
        QVERIFY(!history->isHidden());
    }

    void priceTableSaysWhenASkuHasNoPrice()
    {
        // From the shipped catalog: a SKU with a dated price and one without.
        QFile f(QStringLiteral(GPUPLAN_SOURCE_DIR "/data/catalog.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject catalog = QJsonDocument::fromJson(f.readAll()).object();
        QSet<QString> priced;
        for (const auto &p : catalog.value(QStringLiteral("prices")).toArray())
            priced.insert(p.toObject().value(QStringLiteral("sku_id")).toString());
        QString withPrice, without;
        for (const auto &s : catalog.value(QStringLiteral("skus")).toArray()) {
            const QString id = s.toObject().value(QStringLiteral("id")).toString();
            (priced.contains(id) ? withPrice : without) = id;
        }
        QVERIFY(!withPrice.isEmpty() && !without.isEmpty());
        QTest::keyClick(m_window.get(), Qt::Key_1, Qt::ControlModifier);
        SkuDetailPanel *detail = m_window->catalogPage()->detailPanel();
        QLabel *hint = nullptr;
        for (QTableView *view : detail->findChildren<QTableView *>())
            if (QLabel *h = hintOver(view); h && h->text().contains(QStringLiteral("price")))
                hint = h;
        QVERIFY(hint);
        QVERIFY(m_window->catalogPage()->selectSku(without));
        QVERIFY2(hint->isVisible(), qPrintable(without));
        QVERIFY(m_window->catalogPage()->selectSku(withPrice));
        QVERIFY2(!hint->isVisible(), qPrintable(withPrice));
    }

    void scenarioFileOpensOnTheDecisionPage()
    {
        const QString path = m_dir.filePath(QStringLiteral("team.gpuplan-scenario.json"));
        QVERIFY(QFile::copy(QStringLiteral(GPUPLAN_SOURCE_DIR "/data/scenarios/demo.json"), path));
        m_window->showWelcome();
        QVERIFY(m_window->openScenarioFile(path));
        QCOMPARE(currentPage(), m_window->decisionPage());
        QTRY_VERIFY_WITH_TIMEOUT(m_window->decisionPage()->isReady(), 60000);
        QCOMPARE(m_window->decisionPage()->scenarioPath(), path);
    }

    void workspaceWithUserDataSkipsTheWelcome()
    {
        // The Fleet import of one file makes the workspace the user's: no welcome at the next start.
        QVERIFY(!m_window->fleetPage()->isImporting());
        QVERIFY(m_window->fleetPage()->importFiles(
            {QStringLiteral(GPUPLAN_SOURCE_DIR "/tests/import/samples/guides/g1-nvidia-smi.txt")}));
        QTRY_VERIFY_WITH_TIMEOUT(!m_window->fleetPage()->isImporting(), 60000);
        // The charts now ask for a GPU to be chosen; "no GPUs" would be wrong.
        QLabel *chartHint = hintOver(m_window->fleetPage()->telemetryChart());
        QVERIFY(!chartHint->isHidden()); // (the Fleet page is not the one shown)
        QVERIFY2(chartHint->text().contains(QStringLiteral("Select a GPU")), qPrintable(chartHint->text()));
        QTest::keyClick(m_window.get(), Qt::Key_1, Qt::ControlModifier);
        m_window->showWelcomeIfNew();
        QCOMPARE(currentPage(), m_window->catalogPage());
    }

    void cleanupTestCase() { m_window.reset(); }
};

QTEST_MAIN(TestWelcome)
#include "tst_welcome.moc"
