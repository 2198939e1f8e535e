#pragma once

#include "core/gpusku.h"

#include "protocol/burnin.h"
#include "protocol/types.h"

#include <QWidget>

#include <optional>
#include <vector>

class QLabel;
class QPushButton;
class QTableView;

namespace GpuPlan {

class ProbeResultModel;
class ProbeVerdictModel;
struct ProbeHistoryEntry;

/// The results of one probe run (streaming in, or a stored one) beside the catalog's spec, and the
/// burn-in verdict with its checks, colour-coded.
class ProbeResultsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ProbeResultsPanel(QWidget *parent = nullptr);
    ~ProbeResultsPanel() override;

    /// Empties the panel for a new run; @p title says what is shown.
    void clear(const QString &title, const std::optional<GpuSku> &sku);
    void appendResult(const Probe::TestResult &result);
    void setSku(const std::optional<GpuSku> &sku);
    void showVerdict(const std::optional<Probe::BurnInVerdict> &verdict);
    /// Shows a stored run.
    void showEntry(const ProbeHistoryEntry &entry, const std::optional<GpuSku> &sku);

    ProbeResultModel *resultModel() const { return m_results; }
    /// The verified medians shown that can stand in for datasheet figures in estimates.
    struct MeasuredRates
    {
        std::optional<double> triadGBs;       ///< bandwidth.triad
        std::optional<double> fp32FmaGFlops;  ///< compute.fp32_fma
        std::optional<double> fp16GemmGFlops; ///< compute.tensor_fp16_gemm
        std::optional<double> bf16GemmGFlops; ///< compute.tensor_bf16_gemm
        std::optional<double> int8GemmGOps;   ///< compute.tensor_int8_gemm (GOP/s)
        std::optional<double> fp8GemmGFlops;  ///< compute.tensor_fp8_gemm
        bool any() const
        {
            return triadGBs || fp32FmaGFlops || fp16GemmGFlops || bf16GemmGFlops || int8GemmGOps || fp8GemmGFlops;
        }
    };

    /// "Use in estimates": enabled when a SKU is chosen and the results hold a verified triad, FP32 FMA
    /// or FP16 tensor GEMM.
    QPushButton *useInEstimatesButton() const { return m_useInEstimates; }
    /// A viewer: Use in Estimates disabled (it edits the catalog), with @p reason as its tooltip.
    void setReadOnly(const QString &reason);
    MeasuredRates verifiedRates() const;

Q_SIGNALS:
    /// The user asked to use the measured rates for the chosen SKU's figures in estimates.
    void useInEstimatesRequested(const GpuPlan::ProbeResultsPanel::MeasuredRates &rates);

public:
    ProbeVerdictModel *verdictModel() const { return m_reasons; }
    QLabel *verdictLabel() const { return m_verdict; }

protected:
    void changeEvent(QEvent *event) override;

private:
    ProbeResultModel *m_results = nullptr;
    ProbeVerdictModel *m_reasons = nullptr;
    QLabel *m_title = nullptr;
    QTableView *m_resultView = nullptr;
    QLabel *m_verdict = nullptr;
    QTableView *m_verdictView = nullptr;
    QPushButton *m_useInEstimates = nullptr;

    void updateUseButton();
    QString m_readOnly; ///< setReadOnly()
};

} // namespace GpuPlan
