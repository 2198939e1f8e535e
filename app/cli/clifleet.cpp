#include "clifleet.h"
#include "qtutil/qtstring.h"

#include "clicommands.h"

#include "core/jsonlocator.h"
#include "import/importer.h"
#include "io/diagnostictext.h"
#include "io/importjob.h"
#include "io/workspacestore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
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

Json diagnosticsJson(const std::vector<Diagnostic> &list)
{
    Json out = Json::array();
    for (const Diagnostic &d : list)
        out.push_back({{"line", d.line > 0 ? Json(d.line) : Json()}, {"code", d.code}, {"message", str(reason(d))}});
    return out;
}

} // namespace

Json fleetReportJson(const FleetFileReport &r)
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
               {{"devices", r.devices},
                {"samples", r.samples},
                {"events", r.events},
                {"benchmarks", r.benchmarks},
                {"host_facts", r.hostFacts}}},
              {"devices", devices},
              {"findings", findings},
              {"warnings", diagnosticsJson(r.warnings)},
              {"errors", errors}};
    if (r.ok() && !r.message.isEmpty())
        j["message"] = str(r.message);
    return j;
}

namespace {

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

// "hosts": [{"node": "server", "facts": [{"key", "value", "subject", "file", "line"}]}]; node "" holds the
// facts no file or --node placed on a host.
Json hostsJson(const std::vector<StoredHostFact> &facts)
{
    Json hosts = Json::array();
    for (const StoredHostFact &s : facts) {
        if (hosts.empty() || hosts.back()["node"] != s.fact.node)
            hosts.push_back({{"node", s.fact.node}, {"facts", Json::array()}});
        hosts.back()["facts"].push_back({{"key", s.fact.key},
                                         {"value", s.fact.value},
                                         {"subject", s.fact.subject},
                                         {"file", str(s.file)},
                                         {"line", s.fact.line}});
    }
    return hosts;
}

void printHosts(QTextStream &out, const std::vector<StoredHostFact> &facts)
{
    std::string node;
    bool first = true;
    for (const StoredHostFact &s : facts) {
        if (first || s.fact.node != node) {
            node = s.fact.node;
            first = false;
            out << (node.empty() ? QCoreApplication::translate("CliFleet", "Unattributed host facts")
                                 : QCoreApplication::translate("CliFleet", "Host %1").arg(qs(node)))
                << '\n';
        }
        out << "  " << qs(s.fact.key)
            << (s.fact.subject.empty() ? QString() : QLatin1Char('[') + qs(s.fact.subject) + QLatin1Char(']')) << " = "
            << qs(s.fact.value) << "  (" << QDir::toNativeSeparators(s.file) << ':' << s.fact.line << ")\n";
    }
}

} // namespace

void printFleetReport(QTextStream &out, const FleetFileReport &r)
{
    out << QCoreApplication::translate("CliFleet",
                                       "%1: %2, %3 devices, %4 samples, %5 events, %6 benchmarks, %7 host facts (%8)")
               .arg(QDir::toNativeSeparators(r.path), r.format.isEmpty() ? QStringLiteral("-") : r.format)
               .arg(r.devices)
               .arg(qulonglong(r.samples))
               .arg(r.events)
               .arg(r.benchmarks)
               .arg(r.hostFacts)
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

namespace {

int removeImport(WorkspaceStore &store, const CliOptions &o, QTextStream &out, QTextStream &err)
{
    const FleetRemoval removal = store.removeImportedFile(o.remove);
    if (o.json) {
        Json j = {{"removed", removal.ok}};
        if (removal.ok)
            j.update({{"path", str(removal.file.path)},
                      {"sha256", str(removal.file.sha256)},
                      {"devices_removed", removal.devicesRemoved},
                      {"devices_kept", removal.devicesKept}});
        else
            j["error"] = str(removal.message);
        (removal.ok ? out : err) << qs(j.dump(2)) << '\n';
    } else if (removal.ok) {
        out << QCoreApplication::translate("CliFleet", "removed %1 (%2): %3 devices removed, %4 kept")
                   .arg(QDir::toNativeSeparators(removal.file.path), removal.file.sha256)
                   .arg(removal.devicesRemoved)
                   .arg(removal.devicesKept)
            << '\n';
    } else {
        err << removal.message << '\n';
    }
    if (removal.ok)
        return ExitOk;
    return removal.file.id ? ExitWorkspace : ExitNotFound;
}

} // namespace

Json findingJson(const StoredFinding &f)
{
    return {{"severity", findingSeverityKey(f.finding.severity)},
            {"code", f.finding.code},
            {"action", findingActionKey(f.finding.action)},
            {"device", nullable(f.deviceKey)},
            {"device_name", nullable(f.deviceName)},
            {"node", nullable(f.finding.node)},
            {"message", f.message},
            {"params", f.finding.params},
            {"evidence",
             {{"file", f.finding.evidence.file},
              {"line", f.finding.evidence.line > 0 ? Json(f.finding.evidence.line) : Json()},
              {"excerpt", nullable(f.finding.evidence.excerpt)}}}};
}

QString importHelpText()
{
    QString formats;
    for (const auto &importer : importers())
        formats += QStringLiteral("  ") + qs(importer->format()) + QLatin1Char('\n');
    return QCoreApplication::translate(
               "CliFleet",
               "Usage: gpuplan-cli import FILE|FOLDER... [--dry-run] [--format NAME] [--node NAME] [--json]\n"
               "       gpuplan-cli import --remove FILE|SHA256 [--json]\n\n"
               "Imports operators' files into the workspace, each all or nothing; the format is "
               "recognised by content unless --format names it; a FOLDER stands for every file under it. A file "
               "already imported (same "
               "SHA-256) is skipped. --node names the host of a file that does not say it (uname -r, "
               "lscpu, a sysfs file, ...): its GPUs and host facts go on that host. --remove takes an imported file "
               "out again, by the path it "
               "was imported from or its SHA-256, with the devices only it had seen; the "
               "findings are evaluated again.\n\nFormats:\n")
        + formats;
}

int runImportCommand(WorkspaceStore &store, const CliOptions &o, QTextStream &out, QTextStream &err)
{
    const QStringList files = expandImportFolders(o.command.mid(1));
    if (!o.remove.isEmpty()) {
        if (!files.isEmpty()) {
            err << QCoreApplication::translate("CliFleet", "import --remove: name no FILE to import beside it.")
                << '\n';
            return ExitUsage;
        }
        return removeImport(store, o, out, err);
    }
    if (!o.format.isEmpty() && !importerByFormat(str(o.format))) {
        err << QCoreApplication::translate("CliFleet", "import: unknown format \"%1\"; the known formats are: %2")
                   .arg(o.format, qs(knownFormats()))
            << '\n';
        return ExitBadInput;
    }
    if (files.isEmpty()) {
        err << QCoreApplication::translate("CliFleet", "import: name at least one FILE.") << '\n';
        return ExitUsage;
    }
    FleetImportOptions options;
    options.dryRun = o.dryRun;
    options.format = str(o.format);
    options.node = str(o.node);
    options.deferFindings = true; // evaluated once, after the last file
    QList<FleetFileReport> reports;
    for (const QString &file : files)
        reports.append(store.importFleetFile(file, options));
    bool allOk = store.finishFleetImports(reports);
    if (!allOk)
        err << QCoreApplication::translate("CliFleet", "import: the findings could not be evaluated: %1")
                   .arg(store.lastError())
            << '\n';
    Json all = Json::array();
    for (const FleetFileReport &report : reports) {
        allOk = allOk && report.ok();
        if (o.json)
            all.push_back(fleetReportJson(report));
        else
            printFleetReport(report.ok() ? out : err, report);
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
        Json j = {{"devices", Json::array()},
                  {"findings", Json::array()},
                  {"hosts", hostsJson(store.hostFacts())},
                  {"files", Json::array()}};
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
                                    {"benchmarks", f.benchmarks},
                                    {"host_facts", f.hostFacts}}}});
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
    printHosts(out, store.hostFacts());
    out << QCoreApplication::translate("CliFleet", "%1 findings").arg(findings.size()) << '\n';
    for (const auto &f : findings)
        printFinding(out, f);
    return ExitOk;
}

} // namespace GpuPlan
