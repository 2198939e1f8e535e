#pragma once

#include "core/estimator.h"
#include "core/modelarch.h"
#include "core/workload.h"

#include <QByteArray>
#include <QWidget>

#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QCheckBox;
class QSpinBox;

namespace GpuPlan {

/**
 * The inputs of the Workload page: the model, its formats, sequence lengths, batch, engine and replica
 * size, and the cost assumptions, each starting at its documented default.
 */
class WorkloadForm : public QWidget
{
    Q_OBJECT
public:
    explicit WorkloadForm(QWidget *parent = nullptr);
    ~WorkloadForm() override;

    /// Fills the model list, keeping the current model when it is still there.
    void setModels(const std::vector<ModelArch> &models);
    QString modelId() const;
    /// Returns false when no model has @p id.
    bool setModelId(const QString &id);

    Workload workload() const;
    /// The cost assumptions; the electricity price is the caller's (the app's setting).
    CostAssumptions costs() const;
    /// Shows where the electricity price comes from: "$0.15 per kWh (Preferences)".
    void setElectricityText(const QString &text);

    /// The form's values as a small JSON document, for the settings.
    QByteArray saveState() const;
    /// Restores what saveState() wrote; unknown or missing values keep their current value.
    void restoreState(const QByteArray &state);
    /// Puts every cost assumption back to its default.
    void resetCostDefaults();

Q_SIGNALS:
    /// Any input changed.
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    struct CostField
    {
        const char *key; ///< as in ownershipDefaultsProvenance()
        double OwnershipInputs::*member;
        double scale;          ///< shown value / stored value (100 for percentages)
        const char *labelText; ///< untranslated (QT_TR_NOOP)
        const char *suffix;    ///< untranslated unit after the value
        QDoubleSpinBox *box = nullptr;
        QLabel *label = nullptr;
    };

    QGroupBox *createWorkloadGroup();
    QGroupBox *createCostGroup();
    void updateModelLimits();
    void updateKvChoices();
    void updateParallelismChoices();
    void emitChanged();
    void retranslateUi();

    std::vector<CostField> m_costFields;
    bool m_restoring = false;

    QGroupBox *m_workloadGroup = nullptr;
    QGroupBox *m_costGroup = nullptr;
    QComboBox *m_model = nullptr;
    QComboBox *m_weights = nullptr;
    QComboBox *m_kv = nullptr;
    QComboBox *m_engine = nullptr;
    QSpinBox *m_context = nullptr;
    QSpinBox *m_output = nullptr;
    QSpinBox *m_batch = nullptr;
    QSpinBox *m_gpus = nullptr;
    QCheckBox *m_attentionDp = nullptr;
    QCheckBox *m_expertParallel = nullptr;
    QCheckBox *m_cudaGraphs = nullptr;
    QSpinBox *m_utilisation = nullptr;
    QComboBox *m_rental = nullptr;
    QLabel *m_electricity = nullptr;
    QPushButton *m_resetCosts = nullptr;
    std::vector<QLabel *> m_labels; ///< the workload group's row labels, in order
    QLabel *m_electricityLabel = nullptr;
};

} // namespace GpuPlan
