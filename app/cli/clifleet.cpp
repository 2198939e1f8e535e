#include "clifleet.h"
#include "qtutil/qtstring.h"

#include "clicommands.h"

#include "core/jsonlocator.h"
#include "io/diagnostictext.h"
#include "io/workspacestore.h"

#include <QCoreApplication>
#include <QDir>
#include <QTextStream>

namespace GpuPlan {

namespace {

std::string str(const QString &s) { return s.toStdString(); }

Json nullable(const std::string &s) { return s.empty() ? Json() : Json(s); }

// A diagnostic's sentence without its location: the JSON has the line beside it.
QString reason(Diagnostic d)
{
    d.line = 0;
    d.column = 0;
    return diagnosticText(d);
}

Json deviceJson(const FleetInventoryDevice &d)
{
    const FleetDevice &f = d.device.device;
    Json j = Json::object();
    if (d.id)
        j["id"] = d.id;
    j["key"] = d.deviceKey;
    j["node"] = nullable(f.node);
    j["index"] = f.index >= 0 ? Json(f.index) : Json();
    j["vendor"] = nullable(f.vendor);
    j["name"] = f.name;
    j["uuid"] = nullable(f.uuid);
    j["serial"] = nullable(f.serial);
    j["pci_bus_id"] = nullable(f.pciBusId);
    j["memory_bytes"] = f.memoryBytes ? Json(*f.memoryBytes) : Json();
    j["driver"] = nullable(f.driverVersion);
    j["vbios"] = nullable(f.vbios);
    j["pcie"] = (f.pcieGen || f.pcieWidth) ? Json{{"gen", f.pcieGen ? Json(*f.pcieGen) : Json()},
                                                  {"width", f.pcieWidth ? Json(*f.pcieWidth) : Json()},
                                                  {"max_gen", f.pcieMaxGen ? Json(*f.pcieMaxGen) : Json()},
                                                  {"max_width", f.pcieMaxWidth ? Json(*f.pcieMaxWidth) : Json()}}
                                           : Json();
    j["sku"] = nullable(d.device.skuId);
    j["samples"] = d.device.telemetry.samples;
    j["file"] = d.device.file;
    j["line"] = f.line;
    return j;
}

Json findingJson(const StoredFinding &f)
{
    return {{"severity", findingSeverityKey(f.finding.severity)},
            {"code", f.finding.code},
            {"action", findingActionKey(f.finding.action)},
            {"device", nullable(f.deviceKey)},
            {"device_name", nullable(f.deviceName)},
            {"message", f.message},
            {"params", f.finding.params},
            {"evidence",
             {{"file", f.finding.evidence.file},
              {"line", f.finding.evidence.line > 0 ? Json(f.finding.evidence.line) : Json()},
              {"excerpt", nullable(f.finding.evidence.excerpt)}}}};
}

Json diagnosticsJson(const std::vector<Diagnostic> &list)
{
    Json out = Json::array();
    for (const Diagnostic &d : list)
        out.push_back({{"line", d.line > 0 ? Json(d.line) : Json()}, {"code", d.code}, {"message", str(reason(d))}});
    return out;
}

Json reportJson(const FleetFileReport &r)
{
    Json devices = Json::array();
    for (const FleetInventoryDevice &d : r.deviceList)
        devices.push_back(deviceJson(d));
    Json findings = Json::array();
    for (const StoredFinding &f : r.findings)
        findings.push_back(findingJson(f));
    Json errors = diagnosticsJson(r.errors);
    if (!r.message.isEmpty() && !r.ok())
        errors.push_back({{"line", Json()}, {"code", "workspace"}, {"message", str(r.message)}});
    Json j = {{"path", str(r.path)},
              {"format", r.format.isEmpty() ? Json() : Json(str(r.format))},
              {"status", fleetStatusKey(r.status)},
              {"sha256", r.sha256.isEmpty() ? Json() : Json(str(r.sha256))},
              {"records",
               {{"devices", r.devices}, {"samples", r.samples}, {"events", r.events}, {"benchmarks", r.benchmarks}}},
              {"devices", devices},
              {"findings", findings},
              {"warnings", diagnosticsJson(r.warnings)},
              {"errors", errors}};
    if (r.ok() && !r.message.isEmpty())
        j["message"] = str(r.message);
    return j;
}

QString severityWord(FindingSeverity s)
{
    switch (s) {
    case FindingSeverity::Info:
        return QCoreApplication::translate("CliFleet", "info");
    case FindingSeverity::Warning:
        return QCoreApplication::translate("CliFleet", "warning");
    case FindingSeverity::Quarantine:
        return QCoreApplication::translate("CliFleet", "quarantine");
    case FindingSeverity::Reject:
        return QCoreApplication::translate("CliFleet", "reject");
    }
    return {};
}

void printFinding(QTextStream &out, const StoredFinding &f)
{
    out << "  [" << severityWord(f.finding.severity) << "] " << qs(f.finding.code) << ' '
        << (f.deviceName.empty() ? QString() : qs(f.deviceName) + QLatin1Char(' ')) << qs(f.message);
    if (!f.finding.evidence.file.empty())
        out << " (" << QDir::toNativeSeparators(qs(f.finding.evidence.file))
            << (f.finding.evidence.line > 0 ? QStringLiteral(":%1").arg(f.finding.evidence.line) : QString()) << ')';
    out << '\n';
}

void printReport(QTextStream &out, const FleetFileReport &r)
{
    out << QCoreApplication::translate("CliFleet", "%1: %2, %3 devices, %4 samples, %5 events, %6 benchmarks (%7)")
               .arg(QDir::toNativeSeparators(r.path), r.format.isEmpty() ? QStringLiteral("-") : r.format)
               .arg(r.devices)
               .arg(qulonglong(r.samples))
               .arg(r.events)
               .arg(r.benchmarks)
               .arg(QString::fromLatin1(fleetStatusKey(r.status)))
        << '\n';
    if (!r.message.isEmpty())
        out << "  " << r.message << '\n';
    for (const Diagnostic &d : r.errors)
        out << "  " << diagnosticText(d, r.path) << '\n';
    for (const Diagnostic &d : r.warnings)
        out << "  " << diagnosticText(d, r.path) << '\n';
    for (const FleetInventoryDevice &d : r.deviceList)
        out << "  " << qs(d.device.device.name) << "  "
            << (d.device.skuId.empty() ? QCoreApplication::translate("CliFleet", "(no catalog SKU)")
                                       : qs(d.device.skuId))
            << '\n';
    for (const StoredFinding &f : r.findings)
        printFinding(out, f);
}

} // namespace

int runImportCommand(WorkspaceStore &store, const CliOptions &o, QTextStream &out, QTextStream &err)
{
    const QStringList files = o.command.mid(1);
    if (files.isEmpty()) {
        err << QCoreApplication::translate("CliFleet", "import: name at least one FILE.") << '\n';
        return ExitUsage;
    }
    FleetImportOptions options;
    options.dryRun = o.dryRun;
    options.format = str(o.format);
    bool allOk = true;
    Json all = Json::array();
    for (const QString &file : files) {
        const FleetFileReport report = store.importFleetFile(file, options);
        allOk = allOk && report.ok();
        if (o.json)
            all.push_back(reportJson(report));
        else
            printReport(report.ok() ? out : err, report);
    }
    if (o.json)
        out << qs(all.dump(2)) << '\n';
    return allOk ? ExitOk : ExitBadInput;
}

int runFleetCommand(WorkspaceStore &store, const CliOptions &o, QTextStream &out, QTextStream &)
{
    const auto devices = store.fleetDevices();
    const auto findings = store.fleetFindings();
    const auto files = store.importedFiles();
    if (o.json) {
        Json j = {{"devices", Json::array()}, {"findings", Json::array()}, {"files", Json::array()}};
        for (const auto &d : devices)
            j["devices"].push_back(deviceJson(d));
        for (const auto &f : findings)
            j["findings"].push_back(findingJson(f));
        for (const auto &f : files)
            j["files"].push_back({{"id", f.id},
                                  {"path", str(f.path)},
                                  {"format", str(f.format)},
                                  {"sha256", str(f.sha256)},
                                  {"size_bytes", f.sizeBytes},
                                  {"imported_at", str(f.importedAt.toString(Qt::ISODateWithMs))},
                                  {"records",
                                   {{"devices", f.devices},
                                    {"samples", f.samples},
                                    {"events", f.events},
                                    {"benchmarks", f.benchmarks}}}});
        out << qs(j.dump(2)) << '\n';
        return ExitOk;
    }
    out << QCoreApplication::translate("CliFleet", "%1 GPUs from %2 imported files")
               .arg(devices.size())
               .arg(files.size())
        << '\n';
    for (const auto &d : devices) {
        const FleetDevice &f = d.device.device;
        out << "  " << (f.node.empty() ? QStringLiteral("-") : qs(f.node)) << "  " << qs(f.name) << "  "
            << (d.device.skuId.empty() ? QStringLiteral("-") : qs(d.device.skuId)) << "  "
            << (f.driverVersion.empty() ? QStringLiteral("-") : qs(f.driverVersion)) << "  "
            << (f.pcieGen && f.pcieWidth ? QStringLiteral("Gen%1 x%2").arg(*f.pcieGen).arg(*f.pcieWidth)
                                         : QStringLiteral("-"))
            << "  " << qs(d.deviceKey) << '\n';
    }
    out << QCoreApplication::translate("CliFleet", "%1 findings").arg(findings.size()) << '\n';
    for (const auto &f : findings)
        printFinding(out, f);
    return ExitOk;
}

} // namespace GpuPlan
