// The main window offscreen: the Catalog page shows the shipped SKUs, filters them, and edits with undo.
#include "catalogpage.h"
#include "decisionpage.h"
#include "mainwindow.h"
#include "skudetailpanel.h"

#include "io/appsettings.h"
#include "item/skudetailmodel.h"
#include "item/skufilterproxy.h"
#include "item/skutablemodel.h"
#include "translations/translations.h"

#include <QApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QSettings>
#include <QStackedWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace GpuPlan;

namespace {
// A background job (the decision page's calibration fit) may take seconds under the sanitizers.
constexpr int kTimeoutMs = 60000;
} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<QSettings> m_qsettings;
    std::unique_ptr<AppSettings> m_settings;
    std::unique_ptr<Translations> m_translations;
    std::unique_ptr<MainWindow> m_window;
    QJsonArray m_shippedSkus;

    CatalogPage *page() const { return m_window->catalogPage(); }

    int countShipped(const char *key, const char *value) const
    {
        int n = 0;
        for (const auto &v : m_shippedSkus)
            n += v.toObject().value(QLatin1String(key)).toString() == QLatin1String(value) ? 1 : 0;
        return n;
    }

    // The text the SKU table shows for @p id in @p column.
    QString cell(const char *id, int column) const
    {
        SkuFilterProxy *proxy = page()->skuProxy();
        for (int row = 0; row < proxy->rowCount(); ++row) {
            if (proxy->index(row, 0).data(SkuTableModel::IdRole).toString() == QLatin1String(id))
                return proxy->index(row, column).data().toString();
        }
        return {};
    }

    QModelIndex detailIndex(const char *field) const
    {
        auto *view = page()->detailPanel()->findChild<QTableView *>();
        QAbstractItemModel *model = view->model();
        for (int row = 0; row < model->rowCount(); ++row) {
            const QModelIndex index = model->index(row, SkuDetailModel::ValueColumn);
            if (index.data(SkuDetailModel::FieldKeyRole).toString() == QLatin1String(field))
                return index;
        }
        return {};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QFile f(QStringLiteral(GPUPLAN_SOURCE_DIR "/data/catalog.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        m_shippedSkus = QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("skus")).toArray();
        m_qsettings = std::make_unique<QSettings>(m_dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
        m_settings = std::make_unique<AppSettings>(*m_qsettings);
        m_translations = std::make_unique<Translations>();
        m_translations->install(QStringLiteral("en"));
        m_window = std::make_unique<MainWindow>(*m_settings, *m_translations);
        QVERIFY(m_window->openWorkspace(m_dir.filePath(QStringLiteral("gui.gpuplan"))));
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void showsShippedSkus()
    {
        QCOMPARE(page()->skuProxy()->rowCount(), m_shippedSkus.size());
        // H100 SXM: 80 GB of HBM3 (80 GiB as nvidia-smi counts it), 3.35 TB/s, 700 W.
        QCOMPARE(cell("nvidia-h100-sxm-80gb", SkuTableModel::MemoryColumn), QStringLiteral("80 GiB"));
        QCOMPARE(cell("nvidia-h100-sxm-80gb", SkuTableModel::TdpColumn), QStringLiteral("700 W"));
        QVERIFY(m_window->windowTitle().contains(QStringLiteral("gui.gpuplan")));
    }

    void filters()
    {
        SkuFilterProxy *proxy = page()->skuProxy();
        proxy->setVendorFilter(QStringLiteral("AMD"));
        QCOMPARE(proxy->rowCount(), countShipped("vendor", "AMD"));
        proxy->setVendorFilter(QString());
        proxy->setSegmentFilter(QStringLiteral("consumer"));
        QCOMPARE(proxy->rowCount(), countShipped("segment", "consumer"));
        proxy->setSegmentFilter(QString());

        // The search field, typed into as a user would.
        auto *search = page()->findChild<QLineEdit *>(QStringLiteral("skuSearch"));
        QVERIFY(search);
        QTest::keyClicks(search, QStringLiteral("rtx 4090"));
        QCOMPARE(proxy->rowCount(), 1);
        QCOMPARE(proxy->index(0, 0).data(SkuTableModel::IdRole).toString(),
                 QStringLiteral("nvidia-geforce-rtx-4090-24gb"));
        search->clear();
        QCOMPARE(proxy->rowCount(), m_shippedSkus.size());
    }

    void editUndoRedoRevert()
    {
        QVERIFY(page()->selectSku(QStringLiteral("nvidia-h100-pcie-80gb")));
        QCOMPARE(page()->detailPanel()->skuId(), QStringLiteral("nvidia-h100-pcie-80gb"));
        QCOMPARE(cell("nvidia-h100-pcie-80gb", SkuTableModel::TdpColumn), QStringLiteral("350 W"));

        QModelIndex tdp = detailIndex("tdp_watts");
        QVERIFY(tdp.isValid());
        QVERIFY(tdp.flags() & Qt::ItemIsEditable);
        QVERIFY(const_cast<QAbstractItemModel *>(tdp.model())->setData(tdp, QStringLiteral("300"), Qt::EditRole));
        QUndoStack *undo = m_window->undoStack();
        QCOMPARE(undo->count(), 1);
        QCOMPARE(cell("nvidia-h100-pcie-80gb", SkuTableModel::TdpColumn), QStringLiteral("300 W"));
        tdp = detailIndex("tdp_watts");
        QVERIFY(tdp.data(SkuDetailModel::OverriddenRole).toBool());

        undo->undo();
        QCOMPARE(cell("nvidia-h100-pcie-80gb", SkuTableModel::TdpColumn), QStringLiteral("350 W"));
        QVERIFY(!detailIndex("tdp_watts").data(SkuDetailModel::OverriddenRole).toBool());
        undo->redo();
        QCOMPARE(cell("nvidia-h100-pcie-80gb", SkuTableModel::TdpColumn), QStringLiteral("300 W"));

        // Revert to the shipped value, itself undoable.
        Q_EMIT page()->detailPanel()->revertRequested(QStringLiteral("nvidia-h100-pcie-80gb"),
                                                      QStringLiteral("tdp_watts"));
        QCOMPARE(cell("nvidia-h100-pcie-80gb", SkuTableModel::TdpColumn), QStringLiteral("350 W"));
        QCOMPARE(undo->count(), 2);
        undo->undo();
        QCOMPARE(cell("nvidia-h100-pcie-80gb", SkuTableModel::TdpColumn), QStringLiteral("300 W"));
    }

    // An unsaved scenario edit marks the window title ("[*]"); undoing it back to the saved state clears it.
    void scenarioEditsMarkTheWindow()
    {
        auto *decision = m_window->findChild<DecisionPage *>();
        QVERIFY(decision);
        auto *pages = qobject_cast<QStackedWidget *>(decision->parentWidget());
        QVERIFY(pages);
        pages->setCurrentWidget(decision); // the page opens its scenario (the demo) when first shown
        QTRY_VERIFY_WITH_TIMEOUT(decision->isReady(), kTimeoutMs); // once the calibration is fitted, off the GUI thread
        QVERIFY(!decision->isModified());
        QVERIFY(!m_window->isWindowModified());
        decision->addOption();
        QVERIFY(decision->isModified());
        QVERIFY(m_window->isWindowModified());
        m_window->undoStack()->undo();
        QVERIFY(!decision->isModified());
        QVERIFY(!m_window->isWindowModified());
        pages->setCurrentWidget(page());
    }

    void invalidEditIsRejected()
    {
        QVERIFY(page()->selectSku(QStringLiteral("nvidia-l4-24gb")));
        const QModelIndex tdp = detailIndex("tdp_watts");
        const int before = m_window->undoStack()->count();
        QVERIFY(!const_cast<QAbstractItemModel *>(tdp.model())->setData(tdp, QStringLiteral("-70"), Qt::EditRole));
        QCOMPARE(m_window->undoStack()->count(), before);
        QCOMPARE(cell("nvidia-l4-24gb", SkuTableModel::TdpColumn), QStringLiteral("72 W"));
        // The reason is shown in the panel, next to the value.
        auto *error = page()->detailPanel()->findChild<QLabel *>(QStringLiteral("editError"));
        QVERIFY(error && error->isVisible());
        QVERIFY(!error->text().isEmpty());
    }

    void switchesToFrench()
    {
        m_translations->install(QStringLiteral("fr"));
        QCoreApplication::processEvents(); // deliver the LanguageChange events
        QCOMPARE(m_window->menuBar()->actions().first()->text(), QStringLiteral("&Fichier"));
        m_translations->install(QStringLiteral("en"));
        QCoreApplication::processEvents();
        QCOMPARE(m_window->menuBar()->actions().first()->text(), QStringLiteral("&File"));
    }

    void remembersWindowState()
    {
        m_window->resize(1000, 700);
        m_window->close();
        QVERIFY(!m_settings->windowGeometry().isEmpty());
        MainWindow second(*m_settings, *m_translations);
        QCOMPARE(second.size(), QSize(1000, 700));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
