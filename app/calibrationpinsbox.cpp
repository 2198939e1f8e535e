#include "calibrationpinsbox.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>

namespace GpuPlan {

namespace {

struct FieldSetup
{
    std::optional<double> ParamPins::*member;
    double PerfParams::*fallback; ///< the value shown while unpinned: GpuPlan's default
    double scale;
    double minimum;
    double maximum;
    double step;
    const char *name;
};

constexpr FieldSetup kSetups[] = {
    {&ParamPins::bandwidthEfficiency, &PerfParams::bandwidthEfficiency, 1.0, 0.05, 1.0, 0.05, "bandwidthEfficiency"},
    {&ParamPins::computeEfficiency, &PerfParams::computeEfficiency, 1.0, 0.02, 2.0, 0.05, "computeEfficiency"},
    {&ParamPins::stepOverheadSeconds, &PerfParams::stepOverheadSeconds, 1000.0, 0.0, 50.0, 0.5, "stepOverheadMs"},
    {&ParamPins::tensorParallelPenalty, &PerfParams::tensorParallelPenalty, 1.0, 0.0, 1.0, 0.05,
     "tensorParallelPenalty"},
};

} // namespace

CalibrationPinsBox::CalibrationPinsBox(QWidget *parent)
    : QGroupBox(parent)
{
    auto *grid = new QGridLayout(this);
    grid->setColumnStretch(2, 1);
    for (std::size_t i = 0; i < m_fields.size(); ++i) {
        const FieldSetup &setup = kSetups[i];
        Field &field = m_fields[i];
        field.member = setup.member;
        field.scale = setup.scale;
        field.label = new QLabel(this);
        field.pin = new QCheckBox(this);
        field.pin->setObjectName(QLatin1String("pin_") + QLatin1String(setup.name));
        field.value = new QDoubleSpinBox(this);
        field.value->setObjectName(QLatin1String(setup.name));
        field.value->setRange(setup.minimum, setup.maximum);
        field.value->setDecimals(2);
        field.value->setSingleStep(setup.step);
        field.value->setValue(PerfParams{}.*setup.fallback * setup.scale);
        field.value->setEnabled(false);
        field.label->setBuddy(field.pin);
        const int row = int(i);
        grid->addWidget(field.label, row, 0);
        grid->addWidget(field.pin, row, 1);
        grid->addWidget(field.value, row, 2);

        connect(field.pin, &QCheckBox::toggled, field.value, &QWidget::setEnabled);
        connect(field.pin, &QCheckBox::toggled, this, &CalibrationPinsBox::emitChanged);
        connect(field.value, &QDoubleSpinBox::valueChanged, this, [this, pin = field.pin] {
            if (pin->isChecked())
                emitChanged();
        });
    }
    retranslateUi();
}

CalibrationPinsBox::~CalibrationPinsBox() = default;

ParamPins CalibrationPinsBox::pins() const
{
    ParamPins pins;
    for (const Field &field : m_fields) {
        if (field.pin->isChecked())
            pins.*field.member = field.value->value() / field.scale;
    }
    return pins;
}

void CalibrationPinsBox::setPins(const ParamPins &pins)
{
    const ParamPins before = this->pins();
    m_updating = true;
    for (const Field &field : m_fields) {
        if (const std::optional<double> &value = pins.*field.member)
            field.value->setValue(*value * field.scale);
        field.pin->setChecked((pins.*field.member).has_value());
    }
    m_updating = false;
    const ParamPins after = this->pins();
    for (const Field &field : m_fields) {
        if (before.*field.member != after.*field.member) {
            Q_EMIT pinsChanged();
            return;
        }
    }
}

void CalibrationPinsBox::emitChanged()
{
    if (!m_updating)
        Q_EMIT pinsChanged();
}

QString CalibrationPinsBox::summary() const
{
    const QString texts[] = {tr("bandwidth efficiency pinned at %1"), tr("compute efficiency pinned at %1"),
                             tr("step overhead pinned at %1 ms"), tr("tensor-parallel penalty pinned at %1")};
    QStringList parts;
    for (std::size_t i = 0; i < m_fields.size(); ++i) {
        if (m_fields[i].pin->isChecked())
            parts << texts[i].arg(QLocale().toString(m_fields[i].value->value(), 'f', 2));
    }
    return parts.join(tr(", "));
}

void CalibrationPinsBox::retranslateUi()
{
    setTitle(tr("Calibration"));
    const QString labels[] = {tr("Decode ba&ndwidth efficiency:"), tr("&Compute efficiency:"), tr("Step overhe&ad:"),
                              tr("Tensor-parallel penalt&y:")};
    // The wording of PerfParams' documentation (models/core/throughput.h).
    const QString meanings[] = {
        tr("The fraction of the datasheet memory bandwidth that decode achieves."),
        tr("The fraction of the dense tensor peak that prefill achieves."),
        tr("The fixed time every decode step costs whatever the model (kernel launches, sampling, "
           "scheduling)."),
        tr("The loss of per-GPU efficiency with tensor parallelism: times grow by 1 + penalty × log2(TP)."),
    };
    const QString how = tr("Unpinned, it is fitted by least squares on the shipped measurements, per GPU class "
                           "and engine. Pinned, it stays at the value given and the other parameters are fitted "
                           "around it.");
    for (std::size_t i = 0; i < m_fields.size(); ++i) {
        const Field &field = m_fields[i];
        const QString tip = QStringLiteral("<p>%1</p><p>%2</p>").arg(meanings[i].toHtmlEscaped(), how.toHtmlEscaped());
        field.label->setText(labels[i]);
        field.pin->setText(tr("Pin"));
        field.value->setSuffix(field.scale == 1000.0 ? tr(" ms") : QString());
        for (QWidget *w : std::initializer_list<QWidget *>{field.label, field.pin, field.value})
            w->setToolTip(tip);
    }
}

void CalibrationPinsBox::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QGroupBox::changeEvent(event);
}

} // namespace GpuPlan
