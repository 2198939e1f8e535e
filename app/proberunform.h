#pragma once

#include "core/gpusku.h"
#include "io/proberequest.h"

#include "protocol/burnin.h"
#include "protocol/types.h"

#include <QWidget>

#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QPushButton;

namespace GpuPlan {

/**
 * What to probe and how: the device, the catalog SKU it is sold as (pre-selected from the device's
 * name, changeable), the test groups of a measurement, and the duration, class and criteria of a
 * burn-in (class defaults from GpuPlan::Probe::defaultCriteria, the spec from the SKU). Builds the
 * ProbeRequest; starts nothing itself.
 */
class ProbeRunForm : public QWidget
{
    Q_OBJECT
public:
    explicit ProbeRunForm(QWidget *parent = nullptr);
    ~ProbeRunForm() override;

    void setDevices(const std::vector<Probe::DeviceInfo> &devices);
    void setCatalog(const std::vector<GpuSku> &skus);
    /// The chosen device, or nullptr when there is none.
    const Probe::DeviceInfo *currentDevice() const;
    QString currentDeviceId() const;
    void setCurrentDevice(const QString &id);
    /// The SKU whose spec the results and the burn-in are compared with, if one is chosen.
    std::optional<GpuSku> selectedSku() const;
    void setSelectedSku(const QString &skuId);

    /// A measurement of the checked test groups, or a burn-in of the duration, class and criteria set
    /// (the spec from the SKU), of the chosen device.
    ProbeRequest request(bool burnin) const;
    double burnInMinutes() const;
    void setBurnInMinutes(double minutes);

    /// Disables the inputs and the start buttons while a probe runs.
    void setBusy(bool busy);

    QComboBox *deviceCombo() const { return m_device; }
    QComboBox *skuCombo() const { return m_sku; }
    QPushButton *runButton() const { return m_run; }
    /// A viewer: Run and Burn-in disabled (a run is stored in the workspace), with @p reason as their tooltip.
    void setReadOnly(const QString &reason);
    QPushButton *burnInButton() const { return m_burnIn; }
    // The test groups are check boxes named "test_bandwidth", "test_compute", ...

Q_SIGNALS:
    void runRequested();
    void burnInRequested();
    void deviceChanged(const QString &deviceId);
    void skuChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    void onDeviceChanged();
    void onSkuChanged();
    void applyClassDefaults();
    void updateSpecText();
    void updateButtons();
    void retranslateUi();
    Probe::SkuClass skuClass() const;

    std::vector<Probe::DeviceInfo> m_devices;
    std::vector<GpuSku> m_skus;
    bool m_busy = false;
    QString m_readOnly; ///< setReadOnly()

    QGroupBox *m_deviceBox = nullptr;
    QComboBox *m_device = nullptr;
    QComboBox *m_sku = nullptr;
    QLabel *m_deviceLabel = nullptr;
    QLabel *m_skuLabel = nullptr;
    QLabel *m_specText = nullptr;

    QGroupBox *m_runBox = nullptr;
    std::vector<QCheckBox *> m_tests;
    QPushButton *m_run = nullptr;

    QGroupBox *m_burnInBox = nullptr;
    QLabel *m_minutesLabel = nullptr;
    QDoubleSpinBox *m_minutes = nullptr;
    QLabel *m_classLabel = nullptr;
    QComboBox *m_class = nullptr;
    QLabel *m_clockLabel = nullptr;
    QDoubleSpinBox *m_minClock = nullptr;
    QLabel *m_tempLabel = nullptr;
    QDoubleSpinBox *m_maxTemp = nullptr;
    QLabel *m_bandwidthLabel = nullptr;
    QDoubleSpinBox *m_minBandwidth = nullptr;
    QLabel *m_fp32Label = nullptr;
    QDoubleSpinBox *m_minFp32 = nullptr;
    QLabel *m_warmupLabel = nullptr;
    QDoubleSpinBox *m_warmup = nullptr;
    QCheckBox *m_pcieMax = nullptr;
    QPushButton *m_burnIn = nullptr;
};

} // namespace GpuPlan
