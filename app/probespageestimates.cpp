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

namespace probe = gpuplan::probe;

void ProbesPage::useMeasurementsInEstimates(const ProbeResultsPanel::MeasuredRates &rates)
{
    const std::optional<GpuSku> sku = m_form->selectedSku();
    const probe::DeviceInfo *device = m_form->currentDevice();
    if (!sku)
        return;
    const QString where = device ? QString::fromStdString(device->name) : tr("this machine");
    const std::string today = QDate::currentDate().toString(Qt::ISODate).toStdString();
    struct Edit
    {
        std::string field;
        std::optional<double> value;
        QString note;
    };
    std::vector<Edit> edits;
    // Each measurement over the share of the datasheet a healthy card reaches, with why in its note.
    const auto add = [&](const char *field, const std::optional<double> &median, std::optional<double> value,
                         const QString &note, int decimals, double share, int shareDecimals) {
        if (median)
            edits.push_back({field, value, note.arg(where).arg(*median, 0, 'f', decimals).arg(share, 0, 'f', shareDecimals)});
    };
    add("memory_bandwidth_bytes_per_s", rates.triadGBs, rates.triadGBs ? bandwidthFromTriad(*rates.triadGBs) : std::nullopt,
        tr("Measured by gpuplan-probe on %1: triad median %2 GB/s divided by %3, the share of the datasheet a "
           "healthy card reaches"),
        1, kTypicalTriadShareOfDatasheet, 2);
    add("peak_flops.fp16", rates.fp16GemmGFlops,
        rates.fp16GemmGFlops ? peakFromMeasuredRate(*rates.fp16GemmGFlops, kTypicalGemmShareOfDatasheet) : std::nullopt,
        tr("Measured by gpuplan-probe on %1: FP16 tensor GEMM median %2 GFLOP/s divided by %3, the share of the "
           "datasheet a healthy card's GEMM reaches"),
        0, kTypicalGemmShareOfDatasheet, 2);
    add("peak_flops.fp32", rates.fp32FmaGFlops,
        rates.fp32FmaGFlops ? peakFromMeasuredRate(*rates.fp32FmaGFlops, kTypicalFmaShareOfPeak) : std::nullopt,
        tr("Measured by gpuplan-probe on %1: FP32 FMA median %2 GFLOP/s divided by %3, the share of the peak a "
           "healthy card's FMA loop reaches"),
        0, kTypicalFmaShareOfPeak, 3);
    const QString text = tr("Use the measured figures of %1 in estimates").arg(QString::fromStdString(sku->name));
    // One undo step for the whole set.
    if (m_undo)
        m_undo->beginMacro(text);
    for (const Edit &e : edits) {
        if (!e.value)
            continue;
        FieldOverride edit;
        edit.skuId = sku->id;
        edit.field = e.field;
        edit.value = *e.value;
        edit.provenance = Provenance{ProvenanceKind::UserOverride, kProbeProvenanceSource, today, e.note.toStdString()};
        auto *command = new OverrideCommand(m_store, edit.skuId, edit.field, edit, text, [this](const QString &error) {
            m_message->setText(tr("The measured figures were not saved: %1").arg(error));
            m_message->show();
        });
        if (m_undo) {
            m_undo->push(command);
        } else {
            command->redo();
            delete command;
        }
    }
    if (m_undo)
        m_undo->endMacro();
    m_status->setText(text);
}

} // namespace GpuPlan
