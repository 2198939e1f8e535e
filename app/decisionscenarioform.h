#pragma once

#include "core/decision/scenario.h"

#include <QWidget>

#include <functional>
#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QScrollArea;

namespace GpuPlan {

struct Catalog;

/**
 * The Decision page's scenario inputs beside the options: the workload (model, formats, engine, GPUs per
 * replica, prompt and output lengths), the traffic and the SLO, the budget, reliability, the lock-in
 * settings shared by every option and the Monte Carlo. Each field is in display units (%, ms, USD) with
 * a tool tip giving the unit and meaning; the spin boxes' ranges validate the input. The form never
 * changes its scenario itself: an edit emits edited() with the changed copy, the page pushes it as an
 * undoable command and calls setScenario() again.
 */
class DecisionScenarioForm : public QWidget
{
    Q_OBJECT

public:
    explicit DecisionScenarioForm(QWidget *parent = nullptr);
    ~DecisionScenarioForm() override;

    /// The catalog's models, for the model combo box.
    void setCatalog(const Catalog &catalog);
    /// Shows @p scenario (no signal).
    void setScenario(const Scenario &scenario);

    /// The spin box of the field @p key ("peak_requests_per_s", "ttft_percentile", …); nullptr if none.
    QDoubleSpinBox *numberField(const QString &key) const;
    /// The combo box of @p key: "model", "weights", "kv", "engine"; nullptr if none.
    QComboBox *choiceField(const QString &key) const;

Q_SIGNALS:
    /// One field changed: @p scenario is the current one with the change, @p text names the edit, and
    /// edits of the same field carry the same @p mergeKey (> 0).
    void edited(const GpuPlan::Scenario &scenario, const QString &text, int mergeKey);

protected:
    void changeEvent(QEvent *event) override;
    /// The wheel scrolls the form, not the field under the pointer, unless that field has the focus.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct NumberField
    {
        const char *key;
        int group;
        const char *label;   ///< QT_TR_NOOP, with its & shortcut
        const char *toolTip; ///< QT_TR_NOOP: the unit and the meaning
        const char *suffix;  ///< QT_TR_NOOP
        const char *special; ///< QT_TR_NOOP: the text of the minimum when it means "none"; nullptr else
        double minimum;
        double maximum;
        int decimals;
        std::function<double(const Scenario &)> get; ///< in display units
        std::function<void(Scenario &, double)> set; ///< from display units
        QDoubleSpinBox *box = nullptr;
        QLabel *labelWidget = nullptr;
    };
    struct ChoiceField
    {
        const char *key;
        const char *label;
        const char *toolTip;
        std::function<QString(const Scenario &)> get;
        std::function<void(Scenario &, const QString &)> set;
        QComboBox *box = nullptr;
        QLabel *labelWidget = nullptr;
    };

    void createFields();
    void numberChanged(std::size_t field);
    void choiceChanged(std::size_t field);
    void retranslateUi();

    Scenario m_scenario;
    std::vector<NumberField> m_numbers;
    std::vector<ChoiceField> m_choices;
    std::vector<QGroupBox *> m_groups;
    QScrollArea *m_scroll = nullptr;
};

} // namespace GpuPlan
