#pragma once

#include "core/catalog.h"

#include "overridecommand.h"

#include <QWidget>

#include <map>
#include <string>

class QComboBox;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTabWidget;
class QTableView;
class QUndoStack;

namespace GpuPlan {

class AppSettings;
class ColumnChooser;
class ModelArchTableModel;
class SkuDetailPanel;
class SkuFilterProxy;
class SkuTableModel;
class WorkspaceStore;

/// The catalog: GPU SKUs (filter, search, column chooser, details with provenance, edits with undo)
/// and, on a second tab, the model architectures.
class CatalogPage : public QWidget
{
    Q_OBJECT
public:
    CatalogPage(WorkspaceStore &store, QUndoStack &undoStack, AppSettings &settings, QWidget *parent = nullptr);
    ~CatalogPage() override;

    /// Reads the whole catalog from the workspace again (after opening one, or an import).
    void reload();
    /// A viewer's workspace: no edit, no revert, each control saying why (@p reason; empty: editable again).
    void setReadOnly(const QString &reason);
    /// Shows the SKU with @p id, clearing filters that hide it. Returns false if there is none.
    bool selectSku(const QString &id);
    void saveViewState();
    /// Puts the keyboard focus in the search field of the current tab.
    void focusSearch();

    SkuFilterProxy *skuProxy() const { return m_proxy; }
    QTableView *skuView() const { return m_skuView; }
    SkuDetailPanel *detailPanel() const { return m_detail; }

Q_SIGNALS:
    void statusMessage(const QString &message);

protected:
    void changeEvent(QEvent *event) override;

private:
    QWidget *createSkuTab();
    QWidget *createModelTab();
    void retranslateUi();
    void refreshSku(const QString &id);
    /// Reads the versions of the stored edits (of one SKU, or all for an empty id).
    void readVersions(const std::string &skuId = {});
    int seenVersion(const std::string &skuId, const std::string &field) const;
    /// Asks the user about an edit that met a colleague's, and refreshes what they chose to keep.
    OverrideCommand::ConflictHandler conflictHandler(const QString &skuId);
    void showCurrentSku();
    void requestEdit(const QString &skuId, const QString &field, const QString &jsonValue);
    void requestRevert(const QString &skuId, const QString &field);
    void updateCountLabel();

    WorkspaceStore &m_store;
    QUndoStack &m_undo;
    AppSettings &m_settings;
    Catalog m_shipped; ///< the catalog without the user's edits, to show shipped values beside them
    Catalog m_effective;
    /// The version of each edit as last read ("sku\x1ffield"): what an edit made on this page expects to replace.
    std::map<std::string, int> m_seenVersions;

    QTabWidget *m_tabs = nullptr;
    SkuTableModel *m_skuModel = nullptr;
    SkuFilterProxy *m_proxy = nullptr;
    QTableView *m_skuView = nullptr;
    SkuDetailPanel *m_detail = nullptr;
    QLineEdit *m_search = nullptr;
    QComboBox *m_vendor = nullptr;
    QComboBox *m_segment = nullptr;
    QComboBox *m_memory = nullptr;
    QLabel *m_count = nullptr;
    ColumnChooser *m_columns = nullptr;
    ModelArchTableModel *m_modelModel = nullptr;
    QSortFilterProxyModel *m_modelProxy = nullptr;
    QTableView *m_modelView = nullptr;
    QLineEdit *m_modelSearch = nullptr;
};

} // namespace GpuPlan
