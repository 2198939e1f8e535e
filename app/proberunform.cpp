#include "proberunform.h"
#include "qtutil/qtstring.h"

#include "item/proberesultmodel.h"
#include "item/probespec.h"
#include "item/unitformat.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>
#include <tuple>

namespace GpuPlan {

namespace {

struct TestGroup
{
    const char *key;
    const char *label;
    const char *tip;
};
const TestGroup kGroups[] = {
    {"bandwidth", QT_TRANSLATE_NOOP("GpuPlan::ProbeRunForm", "&Bandwidth"),
     QT_TRANSLATE_NOOP("GpuPlan::ProbeRunForm", "Memory bandwidth: copy, scale, add and triad (STREAM kernels)")},
    {"compute", QT_TRANSLATE_NOOP("GpuPlan::ProbeRunForm", "&Compute"),
     QT_TRANSLATE_NOOP("GpuPlan::ProbeRunForm", "Peak arithmetic: FMA chains per precision")},
    {"transfer", QT_TRANSLATE_NOOP("GpuPlan::ProbeRunForm", "&Transfer"),
     QT_TRANSLATE_NOOP("GpuPlan::ProbeRunForm", "Host to device and back, pinned and pageable memory (GPUs only)")},
    {"latency", QT_TRANSLATE_NOOP("GpuPlan::ProbeRunForm", "&Latency"),
     QT_TRANSLATE_NOOP("GpuPlan::ProbeRunForm", "Kernel launch latency (GPUs only)")},
};
const char *const kClasses[] = {"datacenter", "workstation", "consumer"};

QDoubleSpinBox *spinBox(QWidget *parent, const char *name, double min, double max, const QString &suffix = {})
{
    auto *box = new QDoubleSpinBox(parent);
    box->setObjectName(QLatin1String(name));
    box->setRange(min, max);
    box->setDecimals(0);
    box->setSuffix(suffix);
    return box;
}

} // namespace

ProbeRunForm::ProbeRunForm(QWidget *parent)
    : QWidget(parent)
{
    m_deviceBox = new QGroupBox(this);
    m_device = new QComboBox(m_deviceBox);
    m_device->setObjectName(QStringLiteral("probeDevice"));
    m_sku = new QComboBox(m_deviceBox);
    m_sku->setObjectName(QStringLiteral("probeSku"));
    m_sku->setMaxVisibleItems(20);
    m_specText = new QLabel(m_deviceBox);
    m_specText->setWordWrap(true);
    m_deviceLabel = new QLabel(m_deviceBox);
    m_skuLabel = new QLabel(m_deviceBox);
    auto *deviceForm = new QFormLayout(m_deviceBox);
    deviceForm->addRow(m_deviceLabel, m_device);
    deviceForm->addRow(m_skuLabel, m_sku);
    m_deviceLabel->setBuddy(m_device);
    m_skuLabel->setBuddy(m_sku);
    deviceForm->addRow(m_specText);

    m_runBox = new QGroupBox(this);
    auto *runLayout = new QVBoxLayout(m_runBox);
    auto *groups = new QHBoxLayout;
    for (const TestGroup &group : kGroups) {
        auto *box = new QCheckBox(m_runBox);
        box->setObjectName(QLatin1String("test_") + QLatin1String(group.key));
        box->setProperty("group", QLatin1String(group.key));
        box->setChecked(true);
        connect(box, &QCheckBox::toggled, this, &ProbeRunForm::updateButtons);
        groups->addWidget(box);
        m_tests.push_back(box);
    }
    groups->addStretch(1);
    m_run = new QPushButton(m_runBox);
    m_run->setObjectName(QStringLiteral("runButton"));
    runLayout->addLayout(groups);
    runLayout->addWidget(m_run, 0, Qt::AlignRight);

    m_burnInBox = new QGroupBox(this);
    m_minutes = spinBox(m_burnInBox, "burnInMinutes", 0.1, 7 * 24 * 60);
    m_minutes->setDecimals(1);
    m_minutes->setValue(30);
    m_class = new QComboBox(m_burnInBox);
    m_class->setObjectName(QStringLiteral("skuClass"));
    for (const char *key : kClasses)
        m_class->addItem(QString(), QLatin1String(key));
    m_minClock = spinBox(m_burnInBox, "minClock", 0, 100, QStringLiteral(" %"));
    m_maxTemp = spinBox(m_burnInBox, "maxTemp", 30, 120, QStringLiteral(" °C"));
    m_minBandwidth = spinBox(m_burnInBox, "minBandwidth", 0, 100, QStringLiteral(" %"));
    m_minFp32 = spinBox(m_burnInBox, "minFp32", 0, 100, QStringLiteral(" %"));
    m_warmup = spinBox(m_burnInBox, "warmup", 0, 3600);
    m_pcieMax = new QCheckBox(m_burnInBox);
    m_pcieMax->setObjectName(QStringLiteral("pcieMax"));
    m_burnIn = new QPushButton(m_burnInBox);
    m_burnIn->setObjectName(QStringLiteral("burnInButton"));
    for (QLabel **label :
         {&m_minutesLabel, &m_classLabel, &m_clockLabel, &m_tempLabel, &m_bandwidthLabel, &m_fp32Label, &m_warmupLabel})
        *label = new QLabel(m_burnInBox);
    auto *burnForm = new QFormLayout(m_burnInBox);
    burnForm->addRow(m_minutesLabel, m_minutes);
    burnForm->addRow(m_classLabel, m_class);
    m_minutesLabel->setBuddy(m_minutes);
    m_classLabel->setBuddy(m_class);
    burnForm->addRow(m_clockLabel, m_minClock);
    burnForm->addRow(m_tempLabel, m_maxTemp);
    burnForm->addRow(m_bandwidthLabel, m_minBandwidth);
    burnForm->addRow(m_fp32Label, m_minFp32);
    burnForm->addRow(m_warmupLabel, m_warmup);
    burnForm->addRow(m_pcieMax);
    burnForm->addRow(m_burnIn);
    burnForm->setAlignment(m_burnIn, Qt::AlignRight);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_deviceBox);
    layout->addWidget(m_runBox);
    layout->addWidget(m_burnInBox);
    layout->addStretch(1);

    connect(m_device, &QComboBox::currentIndexChanged, this, &ProbeRunForm::onDeviceChanged);
    connect(m_sku, &QComboBox::currentIndexChanged, this, &ProbeRunForm::onSkuChanged);
    connect(m_class, &QComboBox::currentIndexChanged, this, &ProbeRunForm::applyClassDefaults);
    connect(m_run, &QPushButton::clicked, this, &ProbeRunForm::runRequested);
    connect(m_burnIn, &QPushButton::clicked, this, &ProbeRunForm::burnInRequested);
    retranslateUi();
    applyClassDefaults();
    updateButtons();
}

ProbeRunForm::~ProbeRunForm() = default;

void ProbeRunForm::setDevices(const std::vector<Probe::DeviceInfo> &devices)
{
    const QString previous = currentDeviceId();
    m_devices = devices;
    {
        const QSignalBlocker blocker(m_device);
        m_device->clear();
        for (const auto &d : m_devices)
            m_device->addItem(tr("%1 — %2").arg(qs(d.id), qs(d.name)), qs(d.id));
        m_device->setCurrentIndex(std::max(0, m_device->findData(previous)));
    }
    onDeviceChanged();
}

void ProbeRunForm::setCatalog(const std::vector<GpuSku> &skus)
{
    const QString previous = m_sku->currentData().toString();
    m_skus = skus;
    std::stable_sort(m_skus.begin(), m_skus.end(), [](const GpuSku &a, const GpuSku &b) {
        return std::tie(a.vendor, a.name) < std::tie(b.vendor, b.name);
    });
    {
        const QSignalBlocker blocker(m_sku);
        m_sku->clear();
        m_sku->addItem(tr("(none: no comparison with a spec)"), QString());
        for (const GpuSku &sku : m_skus)
            m_sku->addItem(tr("%1 %2").arg(UnitFormat::vendorName(sku.vendor), qs(sku.name)), qs(sku.id));
        m_sku->setCurrentIndex(std::max(0, m_sku->findData(previous)));
    }
    if (previous.isEmpty())
        onDeviceChanged(); // the first catalog: match the device's name
    else
        onSkuChanged();
}

const Probe::DeviceInfo *ProbeRunForm::currentDevice() const
{
    const int index = m_device->currentIndex();
    return index >= 0 && index < static_cast<int>(m_devices.size()) ? &m_devices[static_cast<std::size_t>(index)]
                                                                    : nullptr;
}

QString ProbeRunForm::currentDeviceId() const { return m_device->currentData().toString(); }

void ProbeRunForm::setCurrentDevice(const QString &id)
{
    if (const int index = m_device->findData(id); index >= 0)
        m_device->setCurrentIndex(index);
}

std::optional<GpuSku> ProbeRunForm::selectedSku() const
{
    const std::string id = m_sku->currentData().toString().toStdString();
    for (const GpuSku &sku : m_skus) {
        if (sku.id == id)
            return sku;
    }
    return std::nullopt;
}

void ProbeRunForm::setSelectedSku(const QString &skuId) { m_sku->setCurrentIndex(std::max(0, m_sku->findData(skuId))); }

void ProbeRunForm::onDeviceChanged()
{
    // The SKU follows the device; the user may still pick another (a card sold under another name).
    const Probe::DeviceInfo *device = currentDevice();
    const auto match = device ? ProbeSpec::matchSku(m_skus, device->name) : std::nullopt;
    const QString id = match ? qs(m_skus[*match].id) : QString();
    // The CPU backend has no host-device copies and no kernel launches; the runner refuses the groups.
    const bool cpu = device && device->backend == "cpu";
    for (QCheckBox *box : m_tests) {
        const QString group = box->property("group").toString();
        box->setEnabled(!cpu || (group != QLatin1String("transfer") && group != QLatin1String("latency")));
    }
    if (m_sku->currentData().toString() == id)
        onSkuChanged();
    else
        setSelectedSku(id);
    updateButtons();
    Q_EMIT deviceChanged(currentDeviceId());
}

void ProbeRunForm::onSkuChanged()
{
    if (const auto sku = selectedSku()) {
        const QString key = QString::fromUtf8(segmentKey(sku->segment));
        if (m_class->currentData().toString() != key)
            m_class->setCurrentIndex(m_class->findData(key)); // applies the class defaults
    }
    updateSpecText();
    Q_EMIT skuChanged();
}

void ProbeRunForm::applyClassDefaults()
{
    const Probe::BurnInCriteria c = Probe::defaultCriteria(skuClass());
    m_minClock->setValue(c.minClockFraction * 100);
    m_maxTemp->setValue(c.maxTemperatureC);
    m_minBandwidth->setValue(c.minBandwidthFraction * 100);
    m_minFp32->setValue(c.minFp32Fraction * 100);
    m_warmup->setValue(c.warmupSeconds);
    m_pcieMax->setChecked(c.requirePcieMax);
}

double ProbeRunForm::burnInMinutes() const { return m_minutes->value(); }

void ProbeRunForm::setBurnInMinutes(double minutes) { m_minutes->setValue(minutes); }

void ProbeRunForm::setBusy(bool busy)
{
    m_busy = busy;
    for (QWidget *w : std::initializer_list<QWidget *>{m_deviceBox, m_runBox, m_burnInBox})
        w->setEnabled(!busy);
    updateButtons();
}

void ProbeRunForm::setReadOnly(const QString &reason)
{
    m_readOnly = reason;
    retranslateUi(); // the tooltips say why
    updateButtons();
}

void ProbeRunForm::updateButtons()
{
    const bool anyTest = std::any_of(m_tests.begin(), m_tests.end(),
                                     [this](QCheckBox *b) { return b->isChecked() && b->isEnabledTo(m_runBox); });
    m_run->setEnabled(!m_busy && currentDevice() && anyTest && m_readOnly.isEmpty());
    m_burnIn->setEnabled(!m_busy && currentDevice() && m_readOnly.isEmpty());
}

void ProbeRunForm::updateSpecText()
{
    const auto sku = selectedSku();
    if (!sku) {
        m_specText->setText(tr("No SKU chosen: results are not compared with a spec, and the burn-in does not "
                               "judge bandwidth or FP32."));
        return;
    }
    const auto bandwidth = ProbeSpec::forTest(*sku, "bandwidth.triad");
    const auto fp32 = ProbeSpec::forTest(*sku, "compute.fp32_fma");
    const QString unknown = tr("not in the catalog");
    m_specText->setText(tr("Spec of %1: memory bandwidth %2, FP32 peak %3.")
                            .arg(qs(sku->name),
                                 bandwidth ? tr("%1 GB/s").arg(ProbeResultModel::number(bandwidth->value)) : unknown,
                                 fp32 ? tr("%1 GFLOP/s").arg(ProbeResultModel::number(fp32->value)) : unknown));
    m_specText->setToolTip(UnitFormat::provenanceText(sku->provenance));
}

void ProbeRunForm::retranslateUi()
{
    m_deviceBox->setTitle(tr("Device"));
    m_deviceLabel->setText(tr("&Device:"));
    m_skuLabel->setText(tr("&Sold as:"));
    m_sku->setToolTip(tr("The catalog SKU whose spec the results and the burn-in are compared with; chosen from "
                         "the device's name, change it when the card is sold under another name"));
    if (m_sku->count() > 0)
        m_sku->setItemText(0, tr("(none: no comparison with a spec)"));
    m_runBox->setTitle(tr("Measure"));
    for (std::size_t i = 0; i < m_tests.size(); ++i) {
        m_tests[i]->setText(tr(kGroups[i].label));
        m_tests[i]->setToolTip(tr(kGroups[i].tip));
    }
    m_run->setText(tr("&Run"));
    m_burnInBox->setTitle(tr("Burn-in"));
    m_minutesLabel->setText(tr("D&uration:"));
    m_minutes->setSuffix(tr(" min"));
    m_classLabel->setText(tr("C&lass:"));
    m_class->setItemText(0, tr("Datacenter"));
    m_class->setItemText(1, tr("Workstation"));
    m_class->setItemText(2, tr("Consumer"));
    m_class->setToolTip(tr("Sets the criteria to the class's defaults"));
    m_clockLabel->setText(tr("Min. sustained clock:"));
    m_minClock->setToolTip(tr("Median clock after the warm-up, as a share of the first minute's median"));
    m_tempLabel->setText(tr("Max. temperature:"));
    m_bandwidthLabel->setText(tr("Min. bandwidth:"));
    m_minBandwidth->setToolTip(tr("Sustained bandwidth as a share of the SKU's spec"));
    m_fp32Label->setText(tr("Min. FP32:"));
    m_minFp32->setToolTip(tr("Sustained FP32 as a share of the SKU's FP32 peak"));
    m_warmupLabel->setText(tr("Warm-up:"));
    m_warmup->setSuffix(tr(" s"));
    m_warmup->setToolTip(tr("The first seconds are the clock reference and are not judged"));
    m_pcieMax->setText(tr("Require the maximum PCIe link"));
    m_burnIn->setText(tr("&Start burn-in"));
    m_run->setToolTip(m_readOnly);
    m_burnIn->setToolTip(m_readOnly);
    updateSpecText();
}

void ProbeRunForm::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace GpuPlan
