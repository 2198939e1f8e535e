#pragma once

#include "io/jobtracker.h"
#include "io/prometheuspull.h"

#include <QTimer>
#include <QWidget>

#include <vector>

class QAction;
class QLabel;
class QProgressBar;
class QPushButton;
class QStandardItemModel;
class QTableView;

namespace GpuPlan {

class WorkspaceStore;

/**
 * The Fleet page's Prometheus tab: the saved servers (Prometheus, Thanos, Mimir, VictoriaMetrics), each pulled
 * by hand (Pull Now) or every so many minutes, off the GUI thread with progress and Cancel; the time and
 * outcome of the last pull. A pull is an imported file of the workspace: the Files tab removes it, with undo.
 */
class PrometheusPanel : public QWidget
{
    Q_OBJECT
public:
    enum Columns { UrlColumn, SelectorColumn, TenantColumn, UntilColumn, PulledAtColumn, EveryColumn, ColumnCount };

    PrometheusPanel(WorkspaceStore &store, QWidget *parent = nullptr);
    ~PrometheusPanel() override;

    /// Reads the saved sources again (the workspace changed).
    void reload();
    /// Fleet > Connect to Prometheus: a new source, saved, then pulled (the last hour).
    void connectToServer();
    void editSelected();
    /// Pulls the selected source (or the only one) from its last pull, or the last hour.
    void pullSelected();
    /// Pulls @p source; its secret comes from @p secret, else its token file, else the keychain.
    bool pull(const PrometheusSource &source, const QString &secret = {});
    void cancelPull();
    /// Pulls the first source whose refresh interval has passed since its last pull (a timer calls it every 30 s).
    void pullDueSources();
    bool isPulling() const { return m_pulls.isRunning() || m_readingSecret; }

    /// Fleet > Connect to Prometheus… and Fleet > Pull from Prometheus (F5), for the main window's menu.
    /// A viewer: connecting, editing and pulling disabled (a pull writes samples), with @p reason as their tooltip.
    void setReadOnly(const QString &reason);
    QList<QAction *> actions() const { return {m_connectAction, m_pullAction}; }
    const std::vector<PrometheusSource> &sources() const { return m_sources; }
    QTableView *view() const { return m_view; }
    QPushButton *connectButton() const { return m_connect; }
    QPushButton *pullButton() const { return m_pull; }
    QPushButton *cancelButton() const { return m_cancel; }
    QProgressBar *progressBar() const { return m_progress; }
    QLabel *statusLabel() const { return m_status; }

Q_SIGNALS:
    /// A pull ended (its import, if any, is in the workspace and the pages were told).
    void pulled(const GpuPlan::PrometheusPullResult &result);
    void statusMessage(const QString &message);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void startPull(const PrometheusSource &source, const QString &secret);
    void pullFinished(const PrometheusSource &source, const PrometheusPullResult &result);
    void updateActions();
    int selectedRow() const;
    bool editSource(PrometheusSource source);

    WorkspaceStore &m_store;
    std::vector<PrometheusSource> m_sources;
    QStandardItemModel *m_model = nullptr;
    QTableView *m_view = nullptr;
    QPushButton *m_connect = nullptr;
    QPushButton *m_edit = nullptr;
    QPushButton *m_pull = nullptr;
    QPushButton *m_cancel = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QAction *m_connectAction = nullptr;
    QAction *m_pullAction = nullptr;
    QTimer m_refresh;
    bool m_readingSecret = false;
    QString m_readOnly; ///< setReadOnly()
    JobTracker m_pulls{this};
};

} // namespace GpuPlan

Q_DECLARE_METATYPE(GpuPlan::PrometheusPullResult)
