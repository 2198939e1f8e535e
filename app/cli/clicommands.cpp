#include "clicommands.h"
#include "qtutil/qtstring.h"

#include "clidecision.h"
#include "cliestimate.h"
#include "clifleet.h"
#include "cliintake.h"
#include "cliprobe.h"
#include "clireport.h"
#include "cliresolve.h"
#include "cliworkspace.h"

#include "io/catalogfile.h"
#include "io/workspacestore.h"
#include "item/unitformat.h"

#include "core/catalogjson.h"

#include <QCoreApplication>
#include <QTextStream>

namespace GpuPlan {

namespace {

QString jsonText(const Json &j) { return QString::fromStdString(j.dump(2)); }

} // namespace

CliCommands::CliCommands(WorkspaceStore &store, QTextStream &out, QTextStream &err)
    : m_store(store)
    , m_out(out)
    , m_err(err)
{
}

int CliCommands::run(const CliOptions &o)
{
    const QStringList &c = o.command;
    const QString group = c.value(0);
    const QString verb = c.value(1);
    if (group == QLatin1String("catalog")) {
        if (verb == QLatin1String("list") && c.size() == 2)
            return catalogList(o);
        if (verb == QLatin1String("show") && c.size() == 3)
            return catalogShow(c.at(2), o.json);
        if (verb == QLatin1String("export") && c.size() == 3)
            return catalogExport(c.at(2));
        if (verb == QLatin1String("import") && c.size() == 3)
            return catalogImport(c.at(2));
        if (verb == QLatin1String("set") && c.size() == 5)
            return runCatalogSetCommand(m_store, o, m_out, m_err);
        if (verb == QLatin1String("use-benchmark") && c.size() == 3)
            return runUseBenchmarkCommand(m_store, o, m_out, m_err);
    } else if ((group == QLatin1String("estimate") || group == QLatin1String("sweep")) && c.size() == 1) {
        return runEstimate(m_store, o, group == QLatin1String("sweep"), m_out, m_err);
    } else if (group == QLatin1String("probe")) {
        return runProbeCommand(m_store, o, m_out, m_err);
    } else if (group == QLatin1String("import")) {
        return runImportCommand(m_store, o, m_out, m_err);
    } else if (group == QLatin1String("fleet") && verb == QLatin1String("pull") && c.size() == 2) {
        return runFleetPullCommand(m_store, o, m_out, m_err);
    } else if (group == QLatin1String("fleet") && c.size() == 1) {
        return runFleetCommand(m_store, o, m_out, m_err);
    } else if (group == QLatin1String("triage") && c.size() == 1) {
        return runTriageCommand(m_store, o, m_out, m_err);
    } else if ((group == QLatin1String("plan") || group == QLatin1String("rank") || group == QLatin1String("erlang"))
               && c.size() == 1) {
        return runDecisionCommand(m_store, o, m_out, m_err);
    } else if (group == QLatin1String("report") && c.size() == 1) {
        return runReportCommand(m_store, o, m_out, m_err);
    } else if (group == QLatin1String("export") && c.size() == 1) {
        return runExportCommand(m_store, o, m_out, m_err);
    } else if (group == QLatin1String("scenario")) {
        return runScenarioCommand(m_store, o, m_out, m_err);
    } else if (group == QLatin1String("quotes") || group == QLatin1String("lot")
               || group == QLatin1String("channels")) {
        return runIntakeCommand(m_store, o, m_out, m_err);
    } else if (group == QLatin1String("workspace")) {
        return runWorkspaceCommand(m_store, o, m_out, m_err);
    } else if (group == QLatin1String("models")) {
        if (verb == QLatin1String("list") && c.size() == 2)
            return modelsList(o.json);
        if (verb == QLatin1String("show") && c.size() == 3)
            return modelsShow(c.at(2), o.json);
    }
    m_err << tr("Unknown or incomplete command: %1").arg(c.join(QLatin1Char(' '))) << '\n'
          << tr("Run gpuplan-cli --help for the list of commands.") << '\n';
    return ExitUsage;
}

int CliCommands::catalogList(const CliOptions &o)
{
    Vendor vendor{};
    Segment segment{};
    if (!o.vendor.isEmpty() && !vendorFromKey(o.vendor.toStdString(), vendor)) {
        // Accept any letter case: "nvidia", "amd", "intel".
        bool found = false;
        for (Vendor v : {Vendor::Nvidia, Vendor::Amd, Vendor::Intel}) {
            if (o.vendor.compare(qs(vendorKey(v)), Qt::CaseInsensitive) == 0) {
                vendor = v;
                found = true;
            }
        }
        if (!found) {
            m_err << tr("Unknown vendor \"%1\" (expected NVIDIA, AMD or Intel).").arg(o.vendor) << '\n';
            return ExitUsage;
        }
    }
    if (!o.segment.isEmpty() && !segmentFromKey(o.segment.toLower().toStdString(), segment)) {
        m_err << tr("Unknown segment \"%1\" (expected datacenter, workstation or consumer).").arg(o.segment) << '\n';
        return ExitUsage;
    }
    const Catalog catalog = m_store.catalog();
    Json list = Json::array();
    for (const auto &s : catalog.skus) {
        if (!o.vendor.isEmpty() && s.vendor != vendor)
            continue;
        if (!o.segment.isEmpty() && s.segment != segment)
            continue;
        if (o.json) {
            // Scripts get the same keys for every SKU: an unknown figure is null, not absent.
            Json j = skuToJson(s);
            for (const char *key : {"memory_bytes", "memory_bandwidth_bytes_per_s", "tdp_watts"}) {
                if (!j.contains(key))
                    j[key] = nullptr;
            }
            list.push_back(std::move(j));
            continue;
        }
        m_out << qs(s.id).leftJustified(44) << ' ' << UnitFormat::vendorName(s.vendor).leftJustified(7) << ' '
              << qs(s.name).leftJustified(32) << ' '
              << (s.memoryBytes ? UnitFormat::bytesBinary(*s.memoryBytes) : UnitFormat::unknownText()).rightJustified(9)
              << ' '
              << (s.memoryBandwidthBytesPerSecond ? UnitFormat::bandwidth(*s.memoryBandwidthBytesPerSecond)
                                                  : UnitFormat::unknownText())
                     .rightJustified(12)
              << ' ' << (s.tdpWatts ? UnitFormat::watts(*s.tdpWatts) : UnitFormat::unknownText()).rightJustified(7)
              << '\n';
    }
    if (o.json)
        m_out << jsonText(list) << '\n';
    return ExitOk;
}

int CliCommands::catalogShow(const QString &name, bool json)
{
    const Catalog catalog = m_store.catalog();
    const GpuSku *sku = resolveByName(catalog.skus, name, m_err, QT_TRANSLATE_NOOP("CliCommands", "SKU"));
    if (!sku)
        return ExitNotFound;
    Json j = skuToJson(*sku);
    Json prices = Json::array();
    for (const PricePoint *p : catalog.pricesOf(sku->id))
        prices.push_back(priceToJson(*p));
    j["prices"] = prices;
    if (json) {
        m_out << jsonText(j) << '\n';
        return ExitOk;
    }
    m_out << qs(sku->name) << "  [" << qs(sku->id) << "]\n"
          << "  "
          << tr("Source: %1")
                 .arg(UnitFormat::provenanceText(sku->provenance).replace(QLatin1Char('\n'), QLatin1String("; ")))
          << "\n\n";
    for (const auto &field : skuFields()) {
        const std::string key(field.key);
        const Json value = skuFieldValue(*sku, key);
        if (value.is_null() || key == "id" || key == "notes")
            continue;
        m_out << "  " << UnitFormat::fieldLabel(field.key).leftJustified(26) << ' '
              << UnitFormat::displayValue(field, value);
        // Only a field whose origin differs from the record's gets its own source.
        if (const auto it = sku->fieldProvenance.find(key); it != sku->fieldProvenance.end())
            m_out << "   [" << UnitFormat::provenanceKindName(it->second.kind) << ": " << qs(it->second.source) << ']';
        m_out << '\n';
    }
    if (!sku->notes.empty())
        m_out << "\n  " << tr("Notes: %1").arg(qs(sku->notes)) << '\n';
    m_out << '\n';
    for (const PricePoint *p : catalog.pricesOf(sku->id)) {
        m_out << "  " << UnitFormat::priceKindName(p->kind).leftJustified(16) << ' '
              << UnitFormat::money(p->amount, qs(p->currency)) << ' ' << UnitFormat::priceUnitName(p->unit) << "  "
              << qs(p->provider) << "  " << qs(p->date) << '\n';
    }
    return ExitOk;
}

int CliCommands::catalogExport(const QString &path)
{
    QString error;
    if (!writeCatalogFile(path, m_store.catalog(), &error)) {
        m_err << error << '\n';
        return ExitWorkspace;
    }
    m_err << tr("Exported the catalog to %1.").arg(path) << '\n';
    return ExitOk;
}

int CliCommands::catalogImport(const QString &path)
{
    const CatalogFileResult file = readCatalogFile(path);
    if (!file.ok()) {
        for (const QString &e : file.errors)
            m_err << e << '\n';
        m_err << tr("Nothing was imported.") << '\n';
        return ExitBadInput;
    }
    WorkspaceStore::ImportSummary summary;
    if (!m_store.importCatalog(file.catalog, &summary)) {
        m_err << m_store.lastError() << '\n' << tr("Nothing was imported.") << '\n';
        return ExitWorkspace;
    }
    m_err << tr("Imported %1 SKUs, %2 prices and %3 models from %4.")
                 .arg(summary.skus)
                 .arg(summary.prices)
                 .arg(summary.models)
                 .arg(path)
          << '\n';
    return ExitOk;
}

int CliCommands::modelsList(bool json)
{
    const Catalog catalog = m_store.catalog();
    Json list = Json::array();
    for (const auto &m : catalog.models) {
        if (json) {
            list.push_back(modelToJson(m));
            continue;
        }
        m_out << qs(m.id).leftJustified(28) << ' ' << qs(m.name).leftJustified(28) << ' '
              << QString::number(double(m.params) / 1e9, 'f', 2).rightJustified(8) << " B  "
              << QString::number(m.layers).rightJustified(4) << ' ' << tr("layers") << '\n';
    }
    if (json)
        m_out << jsonText(list) << '\n';
    return ExitOk;
}

int CliCommands::modelsShow(const QString &name, bool json)
{
    const Catalog catalog = m_store.catalog();
    const ModelArch *model = resolveByName(catalog.models, name, m_err, QT_TRANSLATE_NOOP("CliCommands", "model"));
    if (!model)
        return ExitNotFound;
    // The human form is the same JSON: a model's shape reads best as its config.
    Q_UNUSED(json);
    m_out << jsonText(modelToJson(*model)) << '\n';
    return ExitOk;
}

} // namespace GpuPlan
