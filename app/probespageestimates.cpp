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
    if (rates.triadGBs)
        edits.push_back({"memory_bandwidth_bytes_per_s", bandwidthFromTriad(*rates.triadGBs),
                         tr("Measured by gpuplan-probe on %1: triad median %2 GB/s divided by %3, the share of the "
                            "datasheet a healthy card reaches")
                             .arg(where)
                             .arg(*rates.triadGBs, 0, 'f', 1)
                             .arg(kTypicalTriadShareOfDatasheet, 0, 'f', 2)});
    if (rates.fp16GemmGFlops)
        edits.push_back({"peak_flops.fp16", peakFromMeasuredRate(*rates.fp16GemmGFlops, kTypicalGemmShareOfDatasheet),
                         tr("Measured by gpuplan-probe on %1: FP16 tensor GEMM median %2 GFLOP/s divided by %3, the "
                            "share of the datasheet a healthy card's GEMM reaches")
                             .arg(where)
                             .arg(*rates.fp16GemmGFlops, 0, 'f', 0)
                             .arg(kTypicalGemmShareOfDatasheet, 0, 'f', 2)});
    if (rates.fp32FmaGFlops)
        edits.push_back({"peak_flops.fp32", peakFromMeasuredRate(*rates.fp32FmaGFlops, kTypicalFmaShareOfPeak),
                         tr("Measured by gpuplan-probe on %1: FP32 FMA median %2 GFLOP/s divided by %3, the share of "
                            "the peak a healthy card's FMA loop reaches")
                             .arg(where)
                             .arg(*rates.fp32FmaGFlops, 0, 'f', 0)
                             .arg(kTypicalFmaShareOfPeak, 0, 'f', 3)});
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
