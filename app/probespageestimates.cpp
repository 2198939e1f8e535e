// The Probes page's link to the sizing engine: a measured triad becomes the SKU's bandwidth in estimates.
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

void ProbesPage::useTriadInEstimates(double triadMedianGBs)
{
    const std::optional<GpuSku> sku = m_form->selectedSku();
    const std::optional<double> bandwidth = bandwidthFromTriad(triadMedianGBs);
    const probe::DeviceInfo *device = m_form->currentDevice();
    if (!sku || !bandwidth)
        return;
    FieldOverride edit;
    edit.skuId = sku->id;
    edit.field = "memory_bandwidth_bytes_per_s";
    edit.value = *bandwidth;
    const QString note = tr("Measured by gpuplan-probe on %1: triad median %2 GB/s divided by %3, the share of the "
                            "datasheet a healthy card reaches")
                             .arg(device ? QString::fromStdString(device->name) : tr("this machine"))
                             .arg(triadMedianGBs, 0, 'f', 1)
                             .arg(kTypicalTriadShareOfDatasheet, 0, 'f', 2);
    edit.provenance = Provenance{ProvenanceKind::UserOverride, "gpuplan-probe",
                                 QDate::currentDate().toString(Qt::ISODate).toStdString(), note.toStdString()};
    const QString text = tr("Use the measured bandwidth of %1 in estimates").arg(QString::fromStdString(sku->name));
    auto *command = new OverrideCommand(m_store, edit.skuId, edit.field, edit, text, [this](const QString &error) {
        m_message->setText(tr("The measured bandwidth was not saved: %1").arg(error));
        m_message->show();
    });
    if (m_undo) {
        m_undo->push(command);
    } else {
        command->redo();
        delete command;
    }
    m_status->setText(text);
}

} // namespace GpuPlan
