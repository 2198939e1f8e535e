#pragma once

#include "core/calibration.h"
#include "core/catalog.h"
#include "core/estimator.h"
#include "core/workload.h"
#include "io/jobtracker.h"

#include <QWidget>

#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QSplitter;
class QTabWidget;
class QTableView;
class QTimer;

namespace GpuPlan {

class CalibrationPinsBox;
class ChartsPanel;
class AppSettings;
class EstimateFilterProxy;
class EstimateTableModel;
class WorkloadForm;
class WorkspaceStore;

/**
 * What a model needs and what it costs on every GPU of the catalog: a form (model, formats, lengths,
 * batch, engine, replica size, cost assumptions) and the estimates of every SKU, recomputed off the GUI
 * thread shortly after any input changes.
 */
class WorkloadPage : public QWidget
{
    Q_OBJECT
public:
    WorkloadPage(WorkspaceStore &store, AppSettings &settings, QWidget *parent = nullptr);
    ~WorkloadPage() override;

    /// Reads the catalog from the workspace again (after opening one, an import or an edit) and the
    /// user's currency and electricity price, then recomputes.
    void reload();
    /// Selects the model with @p id and recomputes.
    void setModelId(const QString &id);
    Workload workload() const;
    CostAssumptions costAssumptions() const;
    /// The estimates of the last completed sweep, in catalog order.
    const std::vector<Estimate> &estimates() const;
    /// True from an input change until its estimates are shown.
    bool isComputing() const;

    EstimateTableModel *resultsModel() const { return m_results; }
    EstimateFilterProxy *resultsProxy() const { return m_proxy; }
    QTableView *resultsView() const { return m_view; }
    /// The results tabs; the first is the table.
    QTabWidget *resultTabs() const { return m_tabs; }
    WorkloadForm *form() const { return m_form; }
    /// The calibration parameters the user pins, below the form.
    CalibrationPinsBox *pinsBox() const { return m_pins; }
    void saveViewState();

Q_SIGNALS:
    /// A sweep started on the inputs as they are now (after the typing pause).
    void sweepStarted();
    /// A sweep finished and its estimates are in resultsModel().
    void estimatesReady();

protected:
    void changeEvent(QEvent *event) override;

private:
    QWidget *createResults();
    void scheduleCompute();
    void compute();
    void startCalibration();
    void recalibrate();
    /// The form's state with the pins added, and back.
    QByteArray formState() const;
    void restoreFormState(const QByteArray &state);
    void setBusy(bool busy);
    void updateStatus();
    void retranslateUi();

    WorkspaceStore &m_store;
    AppSettings &m_settings;
    Catalog m_catalog;
    std::optional<Calibration> m_calibration;
    bool m_restored = false;
    bool m_columnsSized = false;

    WorkloadForm *m_form = nullptr;
    CalibrationPinsBox *m_pins = nullptr;
    QSplitter *m_splitter = nullptr;
    QTimer *m_debounce = nullptr;
    EstimateTableModel *m_results = nullptr;
    EstimateFilterProxy *m_proxy = nullptr;
    QTableView *m_view = nullptr;
    QTabWidget *m_tabs = nullptr;
    ChartsPanel *m_charts = nullptr;
    QCheckBox *m_fitsOnly = nullptr;
    QComboBox *m_vendor = nullptr;
    QLineEdit *m_search = nullptr;
    QProgressBar *m_busy = nullptr;
    QLabel *m_status = nullptr;
    JobTracker m_fitJobs{this};   ///< the calibration fit; a catalog or pin change makes it stale
    JobTracker m_sweepJobs{this}; ///< the estimates; every new sweep makes the older one stale
};

} // namespace GpuPlan
