// The Probes page's link to the sizing engine: a measured triad, GEMM and FMA become the SKU's bandwidth and
// compute ceilings in estimates.
#include "probespage.h"

#include "overridecommand.h"
#include "proberunform.h"

#include "core/probecalibration.h"
#include "io/workspacestore.h"

#include <QDate>
#include <QLabel>
#include <QUndoStack>

namespace GpuPlan {

void ProbesPage::useMeasurementsInEstimates(const ProbeResultsPanel::MeasuredRates &rates)
{
    const std::optional<GpuSku> sku = m_form->selectedSku();
    const Probe::DeviceInfo *device = m_form->currentDevice();
    if (!sku)
        return;
    const QString where = device ? QString::fromStdString(device->name) : tr("this machine");
    const std::string today = QDate::currentDate().toString(Qt::ISODate).toStdString();
    // Each measurement over the share of the datasheet a healthy card reaches, with why in its note.
    struct Edit
    {
        const char *field;
        std::optional<double> median;
        double share;
        QString note; ///< %1 where, %2 the median, %3 the share
        int decimals;
    };
    const Edit edits[] = {
        {"memory_bandwidth_bytes_per_s", rates.triadGBs, kTypicalTriadShareOfDatasheet,
         tr("Measured by gpuplan-probe on %1: triad median %2 GB/s divided by %3, the share of the datasheet a "
            "healthy card reaches"),
         1},
        {"peak_flops.fp16", rates.fp16GemmGFlops, kTypicalGemmShareOfDatasheet,
         tr("Measured by gpuplan-probe on %1: FP16 tensor GEMM median %2 GFLOP/s divided by %3, the share of the "
            "datasheet a healthy card's GEMM reaches"),
         0},
        {"peak_flops.bf16", rates.bf16GemmGFlops, kTypicalBf16GemmShareOfDatasheet,
         tr("Measured by gpuplan-probe on %1: BF16 tensor GEMM median %2 GFLOP/s divided by %3, the share of the "
            "datasheet a healthy card's GEMM reaches"),
         0},
        {"peak_flops.int8", rates.int8GemmGOps, kTypicalInt8GemmShareOfDatasheet,
         tr("Measured by gpuplan-probe on %1: INT8 tensor GEMM median %2 GOP/s divided by %3, the share of the "
            "datasheet a healthy card's GEMM reaches"),
         0},
        {"peak_flops.fp8", rates.fp8GemmGFlops, kTypicalFp8GemmShareOfDatasheet,
         tr("Measured by gpuplan-probe on %1: FP8 tensor GEMM median %2 GFLOP/s divided by %3, the share of the "
            "datasheet a healthy card's GEMM reaches"),
         0},
        {"peak_flops.fp32", rates.fp32FmaGFlops, kTypicalFmaShareOfPeak,
         tr("Measured by gpuplan-probe on %1: FP32 FMA median %2 GFLOP/s divided by %3, the share of the peak a "
            "healthy card's FMA loop reaches"),
         0},
    };
    const QString text = tr("Use the measured figures of %1 in estimates").arg(QString::fromStdString(sku->name));
    std::vector<FieldOverride> changes;
    for (const Edit &e : edits) {
        // GB/s, GFLOP/s and GOP/s alike: 1e9 per unit.
        const std::optional<double> value = e.median ? datasheetEquivalent(*e.median, e.share) : std::nullopt;
        if (!value)
            continue;
        const QString note = e.note.arg(where).arg(*e.median, 0, 'f', e.decimals).arg(e.share, 0, 'g', 3);
        FieldOverride edit;
        edit.skuId = sku->id;
        edit.field = e.field;
        edit.value = *value;
        edit.provenance = Provenance{ProvenanceKind::UserOverride, kProbeProvenanceSource, today, note.toStdString()};
        changes.push_back(std::move(edit));
    }
    // One undo step for the whole set.
    applyOverrides(m_store, m_undo, changes, text, [this](const QString &error) {
        m_message->setText(tr("The measured figures were not saved: %1").arg(error));
        m_message->show();
    });
    m_status->setText(text);
}

} // namespace GpuPlan
