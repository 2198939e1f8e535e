// An imported burn-in log as an intake verdict: the fleet import reads the file, the fleet's imported burn-in rule
// (core/fleetintake.h) judges the card's device in it.
#include "burninlog.h"

#include "diagnostictext.h"
#include "workspacestore.h"

#include "core/fleetintake.h"

#include <QCoreApplication>
#include <QStringList>

namespace GpuPlan {

namespace {
struct BurnInLogText
{
    Q_DECLARE_TR_FUNCTIONS(BurnInLog)
};

bool burnInLogIsCard(const FleetDevice &device, const IntakeCard &card)
{
    if (!device.uuid.empty() && !card.uuid.empty())
        return QString::fromStdString(device.uuid).compare(QString::fromStdString(card.uuid), Qt::CaseInsensitive) == 0;
    return !device.serial.empty() && device.serial == card.serial;
}

QString burnInLogErrors(const FleetFileReport &report, const QString &path)
{
    QStringList lines;
    for (const Diagnostic &d : report.errors)
        lines << diagnosticText(d, path);
    if (!report.message.isEmpty())
        lines << report.message;
    if (lines.isEmpty() && report.format.isEmpty())
        lines << BurnInLogText::tr("%1 is not a file GpuPlan can read as a burn-in log (nvidia-smi, rocm-smi, DCGM "
                                   "and the other fleet formats).")
                     .arg(path);
    return lines.join(QLatin1Char('\n'));
}
} // namespace

BurnInLogResult judgeBurnInLog(WorkspaceStore &store, const QString &path, const IntakeCard &card,
                               const Probe::BurnInCriteria &criteria)
{
    BurnInLogResult result;
    const QString serial = QString::fromStdString(card.serial);
    FleetImportOptions dry;
    dry.dryRun = true;
    const FleetFileReport preview = store.importFleetFile(path, dry);
    if (!preview.ok()) {
        result.error = burnInLogErrors(preview, path);
        return result;
    }
    QStringList seen;
    bool found = false;
    for (const FleetInventoryDevice &d : preview.deviceList) {
        found = found || burnInLogIsCard(d.device.device, card);
        seen << QString::fromStdString(d.device.device.serial.empty() ? d.device.device.uuid : d.device.device.serial);
    }
    if (!found) {
        result.error
            = BurnInLogText::tr("%1 has no device that is the card %2 (same UUID, else same serial); it "
                                "names: %3. Nothing was imported.")
                  .arg(path, serial, seen.isEmpty() ? BurnInLogText::tr("no device") : seen.join(QStringLiteral(", ")));
        return result;
    }
    if (preview.samples == 0) {
        result.error = BurnInLogText::tr("%1 holds no telemetry: a burn-in cannot be judged from it. Nothing was "
                                         "imported.")
                           .arg(path);
        return result;
    }
    result.report = store.importFleetFile(path);
    if (!result.report.ok()) {
        result.error = burnInLogErrors(result.report, path);
        return result;
    }
    const FleetSnapshot snapshot = store.fleetSnapshot();
    for (const FleetInventoryDevice &d : store.fleetDevices()) {
        if (!burnInLogIsCard(d.device.device, card))
            continue;
        int index = -1;
        for (std::size_t i = 0; i < snapshot.devices.size(); ++i)
            if (burnInLogIsCard(snapshot.devices[i].device, card))
                index = int(i);
        std::vector<FleetEvent> events;
        for (const FleetEventRecord &e : snapshot.events)
            if (index >= 0 && e.event.device == index)
                events.push_back(e.event);
        // Unix seconds: every sample of the device, whatever its date.
        const std::vector<TelemetryRow> rows = store.fleetTelemetry(d.id, -1e12, 1e12);
        if (rows.empty())
            break;
        result.verdict = judgeImportedBurnIn(d.device.device, rows, events, criteria);
        return result;
    }
    result.error = BurnInLogText::tr("%1 was imported, but the card %2 has no telemetry in the fleet to judge.")
                       .arg(path, serial);
    return result;
}

} // namespace GpuPlan
