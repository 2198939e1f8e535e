#pragma once

#include "core/calibration.h"

#include <QGroupBox>

#include <array>
#include <optional>

class QCheckBox;
class QDoubleSpinBox;
class QLabel;

namespace GpuPlan {

/**
 * The calibration's parameters the user pins: each one unpinned is fitted by least squares on the
 * shipped measurements per GPU class and engine; a pinned one stays at the value given and the others
 * are fitted around it.
 */
class CalibrationPinsBox : public QGroupBox
{
    Q_OBJECT
public:
    explicit CalibrationPinsBox(QWidget *parent = nullptr);
    ~CalibrationPinsBox() override;

    /// The pinned parameters, in the calibration's units (the step overhead in seconds).
    ParamPins pins() const;
    /// Shows @p pins, clamped to each field's range; emits pinsChanged() once when they differ.
    void setPins(const ParamPins &pins);
    /// What is pinned, for a status line: "bandwidth efficiency pinned at 0.50"; empty when nothing is.
    QString summary() const;

Q_SIGNALS:
    /// A parameter was pinned, unpinned, or its pinned value changed.
    void pinsChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Field
    {
        std::optional<double> ParamPins::*member;
        double scale; ///< shown value / calibration value (1000 for milliseconds)
        QLabel *label = nullptr;
        QCheckBox *pin = nullptr;
        QDoubleSpinBox *value = nullptr;
    };

    void emitChanged();
    void retranslateUi();

    std::array<Field, 4> m_fields;
    bool m_updating = false;
};

} // namespace GpuPlan
