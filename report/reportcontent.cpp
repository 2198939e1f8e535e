// buildReport(): runs the scenario exactly as `gpuplan-cli plan` and `rank` do (same catalog, calibration
// and lock-in defaults), or takes the caller's results of that same run, then assembles the sections.
#include "report/reportcontent.h"
#include "report/reportinput.h"
#include "report/reportlayout.h"

#include "report/reportsections.h"
#include "report/reporttables.h"

#include "io/calibrationdata.h"
#include "io/diagnostictext.h"
#include "io/shippeddata.h"
#include "io/workspacestore.h"

#include "core/catalogjson.h"
#include "core/decision/catalogprice.h"

#include <QCryptographicHash>

#include <algorithm>
#include <cmath>
#include <set>

namespace GpuPlan {

namespace {

struct SectionName
{
    const char *id;
    const char *title;
};

const SectionName kSections[] = {
    {"summary", QT_TRANSLATE_NOOP("ReportText", "Executive summary")},
    {"requirements", QT_TRANSLATE_NOOP("ReportText", "Requirements")},
    {"options", QT_TRANSLATE_NOOP("ReportText", "Options considered")},
    {"method", QT_TRANSLATE_NOOP("ReportText", "Method")},
    {"results", QT_TRANSLATE_NOOP("ReportText", "Results")},
    {"sensitivity", QT_TRANSLATE_NOOP("ReportText", "Sensitivity")},
    {"risks", QT_TRANSLATE_NOOP("ReportText", "Risks and mitigations")},
    {"checklist", QT_TRANSLATE_NOOP("ReportText", "Procurement checklist")},
    {"recommendation", QT_TRANSLATE_NOOP("ReportText", "Recommendation and sign-off")},
    {"appendices", QT_TRANSLATE_NOOP("ReportText", "Appendices")},
};

void computeExtras(ReportData &d)
{
    const ScenarioWorkload &w = d.scenario.workload;
    d.extra.resize(d.plan.options.size());
    for (std::size_t i = 0; i < d.plan.options.size(); ++i) {
        const OptionResult &o = d.plan.options[i];
        OptionExtra &e = d.extra[i];
        const GpuSku *sku = d.catalog.findSku(o.skuId);
        if (!sku || !d.model)
            continue;
        Workload work = replicaWorkload(w, std::max(1, o.replica.gpusPerReplica));
        work.batch = std::max<std::int64_t>(1, o.replica.batch);
        e.vram = fitVram(*sku, *d.model, work);
        const int gpus = std::max(1, o.replica.gpusPerReplica);
        e.outputTokensPerSecondPerGpu = o.replica.requestsPerSecond * o.replica.outputTokensPerRequest / gpus;
        OwnershipInputs own = d.scenario.costs;
        own.gpuPowerWatts = sku->tdpWatts.value_or(0.0);
        if (o.cloud) {
            e.usdPerGpuHour = o.priceUsd;
        } else {
            own.gpuPriceUsd = o.priceUsd;
            e.usdPerGpuHour = ownershipCost(own).usdPerGpuHour;
        }
        if (o.replica.fits && e.outputTokensPerSecondPerGpu > 0) {
            e.tokensPerSecondPerUsdHour = tokensPerSecondPerUsdPerHour(e.outputTokensPerSecondPerGpu, *e.usdPerGpuHour);
            if (sku->tdpWatts)
                e.tokensPerSecondPerWatt = tokensPerSecondPerWatt(e.outputTokensPerSecondPerGpu, *sku->tdpWatts);
        }
        if (o.gates.meetsSlo)
            e.npvUsd = presentValueOfMonthly(o.monthlyCostUsd, d.scenario.costs.discountRate,
                                             d.scenario.costs.serviceLifeYears);
        if (o.price && !o.price->date.empty()) {
            const QDate date = QDate::fromString(qs(o.price->date), Qt::ISODate);
            if (date.isValid())
                e.priceAgeDays = int(date.daysTo(d.today));
        }
        if (!o.cloud && o.gates.meetsSlo) {
            e.rentPrice = lowestCatalogPrice(d.catalog, o.skuId, PurchaseMode::CloudOnDemand);
            if (e.rentPrice) {
                const RentalInputs rent{e.rentPrice->amount, PriceKind::CloudOnDemand,
                                        d.scenario.spotInterruptionOverhead};
                e.ownVsRent = compareOwnVsRent(own, rent, o.fleet.servingGpus, o.fleet.averageUtilisation);
            }
        }
    }
}

void computeHash(ReportData &d)
{
    // Each part: its name, a newline, its length in bytes, a newline, its bytes (see the formulas appendix).
    const QVector<QPair<QString, QByteArray>> parts = {
        {QStringLiteral("scenario"), d.loaded.bytes},
        {QStringLiteral("catalog"), d.catalogJson},
        {QStringLiteral("lockin_defaults"), d.lockIn.bytes},
        {QStringLiteral("calibration"), d.calibrationBytes},
    };
    QCryptographicHash all(QCryptographicHash::Sha256);
    for (const auto &[name, bytes] : parts) {
        const QByteArray header = name.toUtf8() + '\n' + QByteArray::number(bytes.size()) + '\n';
        all.addData(header);
        all.addData(bytes);
        d.partHashes.append(
            {name, QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex())});
    }
    d.hash = QString::fromLatin1(all.result().toHex());
}

// The caller's run (of the workspace's catalog) when it is of @p scenario and the shipped lock-in
// defaults: the same numbers the report would compute, so it is used rather than run again.
std::shared_ptr<const DecisionRun> givenRun(const ReportData &d, const std::shared_ptr<const DecisionRun> &given,
                                            const Scenario &scenario)
{
    if (!given || !(given->lockInDefaults() == d.lockIn.defaults))
        return nullptr;
    return canonicalScenarioJson(given->scenario()) == canonicalScenarioJson(scenario) ? given : nullptr;
}

// Runs the scenario (or takes @p given for it); options whose SKU or price is missing are left out and
// listed, the rest is an error.
bool runScenario(ReportData &d, const std::shared_ptr<const DecisionRun> &given, QString &error)
{
    d.scenario = d.loaded.parsed.scenario;
    std::shared_ptr<const DecisionRun> run = givenRun(d, given, d.scenario);
    if (!run)
        run = std::make_shared<const DecisionRun>(d.scenario, d.catalog, *d.calibration, d.lockIn.defaults);
    std::set<int> excluded;
    for (const Diagnostic &diag : run->diagnostics()) {
        const std::optional<std::size_t> option = diagnosticOption(diag);
        const int index = option && *option < d.scenario.options.size() ? int(*option) : -1;
        if (index < 0) {
            error = ReportText::tr("The scenario %1 cannot be run:\n%2")
                        .arg(d.loaded.path,
                             scenarioDiagnosticTexts(d.loaded, run->diagnostics()).join(QLatin1Char('\n')));
            return false;
        }
        const ScenarioOption &o = d.scenario.options[std::size_t(index)];
        if (excluded.insert(index).second)
            d.excluded.push_back({qs(o.id), qs(o.label.empty() ? o.id : o.label), diagnosticReason(diag)});
    }
    for (std::size_t i = 0; i < d.scenario.options.size(); ++i) {
        if (!excluded.count(int(i)))
            d.fileIndex.push_back(int(i));
    }
    if (d.fileIndex.empty()) {
        QStringList reasons;
        for (const ExcludedOption &e : d.excluded)
            reasons << e.id + QStringLiteral(": ") + e.reason;
        error = ReportText::tr("No option of the scenario %1 can be evaluated:\n%2")
                    .arg(d.loaded.path, reasons.join(QLatin1Char('\n')));
        return false;
    }
    if (!excluded.empty()) {
        Scenario reduced = d.scenario;
        reduced.options.clear();
        for (int i : d.fileIndex)
            reduced.options.push_back(d.scenario.options[std::size_t(i)]);
        std::vector<UncertainInput> inputs;
        for (const UncertainInput &in : reduced.monteCarlo.inputs) {
            const auto dot = in.id.find('.');
            if (dot != std::string::npos && !reduced.findOption(in.id.substr(dot + 1)))
                d.droppedInputs << qs(in.id);
            else
                inputs.push_back(in);
        }
        reduced.monteCarlo.inputs = inputs;
        d.scenario = reduced;
        run = std::make_shared<const DecisionRun>(d.scenario, d.catalog, *d.calibration, d.lockIn.defaults);
        if (!run->ok()) {
            error = ReportText::tr("The scenario %1 cannot be run:\n%2")
                        .arg(d.loaded.path,
                             scenarioDiagnosticTexts(d.loaded, run->diagnostics()).join(QLatin1Char('\n')));
            return false;
        }
    }
    // The run adds the Beta inputs of options with a channel record: the tornado and switching values index them.
    d.scenario.monteCarlo.inputs = run->scenario().monteCarlo.inputs;
    d.run = std::move(run);
    return true;
}

} // namespace

QStringList reportSectionIds()
{
    QStringList ids;
    for (const SectionName &s : kSections)
        ids << QString::fromLatin1(s.id);
    return ids;
}

QString reportSectionTitle(const QString &id)
{
    for (const SectionName &s : kSections) {
        if (id == QLatin1String(s.id))
            return ReportText::tr(s.title);
    }
    return id;
}

ReportBuildResult buildReportFromFile(const QString &scenarioPath, const ReportRequest &request,
                                      WorkspaceStore &workspace, const ReportProgress &progress)
{
    ReportInput input;
    QString error;
    if (!loadReportInput(scenarioPath, input, error, &workspace)) {
        ReportBuildResult result;
        result.error = error;
        return result;
    }
    return buildReport(input, request, workspace, progress);
}

ReportBuildResult buildReport(const ReportInput &input, const ReportRequest &request, WorkspaceStore &workspace,
                              const ReportProgress &progress)
{
    ReportBuildResult result;
    // The report's words in its own language, whatever the application's (the GUI's stays as it is).
    const ReportLanguageScope language(request.language);
    for (const QString &s : request.sections) {
        if (!reportSectionIds().contains(s)) {
            result.error = ReportText::tr("Unknown report section \"%1\" (expected one of: %2).")
                               .arg(s, reportSectionIds().join(QStringLiteral(", ")));
            return result;
        }
    }
    ReportData d;
    d.request = request;
    d.fmt = ReportFormat(request.language);
    d.today = request.date.isEmpty() ? QDate::currentDate() : QDate::fromString(request.date, Qt::ISODate);
    if (!d.today.isValid())
        d.today = QDate::currentDate();
    d.loaded.path = input.path.isEmpty() ? input.fileName : input.path;
    d.loaded.fileName = input.fileName;
    d.loaded.bytes = input.bytes;
    d.loaded.parsed.scenario = input.scenario;
    d.loaded.parsed.lines = input.lines;
    d.loaded.parsed.upgraded = input.upgraded;
    d.scenarioDate = input.date.isValid() ? input.date : QDate::currentDate();
    d.lockIn = loadShippedLockInDefaults();
    if (!d.lockIn.ok) {
        result.error = d.lockIn.messages.join(QLatin1Char('\n'));
        return result;
    }
    d.catalog = workspace.catalog();
    d.catalogJson = QByteArray::fromStdString(catalogToJson(d.catalog));
    d.calibrationBytes = ShippedData::readOrEmpty(QStringLiteral("calibration/llamacpp_tps.csv"))
        + ShippedData::readOrEmpty(QStringLiteral("calibration/trtllm_h100.csv"));
    d.measurements = shippedMeasurements(d.catalog);
    // The caller's results are of another catalog (edited or imported since): none of them is used.
    const ReportResults &given = input.results;
    const bool sameCatalog = given.catalog && *given.catalog == d.catalog;
    result.calibrationReused = sameCatalog && given.calibration;
    d.calibration = result.calibrationReused ? given.calibration
                                             : std::make_shared<const Calibration>(shippedCalibration(d.catalog));
    if (!runScenario(d, sameCatalog ? given.run : nullptr, result.error))
        return result;
    d.model = d.catalog.findModel(d.scenario.workload.model);
    const bool givenResults = given.run && d.run == given.run; // runScenario() took it: the same scenario
    d.plan = givenResults && given.plan && given.plan->options.size() == d.scenario.options.size() ? *given.plan
                                                                                                   : d.run->plan();
    result.rankingReused = givenResults && given.ranking && !given.ranking->cancelled;
    if (result.rankingReused)
        d.ranking = *given.ranking;
    else
        d.ranking = d.run->rank([&progress](int done, int total) { return !progress || progress(done, total); });
    if (d.ranking.cancelled) {
        result.cancelled = true;
        return result;
    }
    computeExtras(d);
    d.findings = workspace.fleetFindings();
    d.triage = workspace.fleetTriage();
    d.devices = workspace.fleetDevices();
    d.verdicts = workspace.latestVerdicts();
    d.fleetImported = !d.devices.empty() || !workspace.importedFiles().empty();
    computeHash(d);

    ReportDocument &doc = result.document;
    doc.language = request.language;
    doc.layoutTexts = reportLayoutTexts(); // in the report's language: the caller installed its translator
    doc.title = ReportText::tr("GPU procurement decision report");
    doc.scenarioName = qs(d.scenario.name);
    doc.scenarioVersion
        = ReportText::tr("schema version %1%2")
              .arg(d.loaded.parsed.scenario.schemaVersion)
              .arg(d.loaded.parsed.upgraded ? ReportText::tr(" (read from an older version)") : QString());
    doc.date = d.fmt.locale().toString(d.today, QLocale::LongFormat);
    doc.author = request.author.isEmpty() ? ReportText::tr("(not given)") : request.author;
    doc.approver = request.approver.isEmpty() ? ReportText::tr("(not given)") : request.approver;
    doc.dataHash = d.hash;
    doc.coverLines.append({ReportText::tr("Scenario file"), d.loaded.fileName});
    doc.coverLines.append(
        {ReportText::tr("Workspace"), workspace.path().isEmpty() ? ReportText::tr("(in memory)") : workspace.path()});
    doc.coverLines.append({ReportText::tr("Catalog version"), d.fmt.integer(d.catalog.catalogVersion)});
    doc.runningHeader = doc.scenarioName;
    doc.runningFooter = ReportText::tr("GpuPlan decision report · data SHA-256 %1").arg(d.hash.left(16));
    doc.tocTitle = ReportText::tr("Contents");
    doc.pageLabel = ReportText::tr("Page %1 of %2");

    using Adder = void (*)(const ReportData &, Blocks &);
    const QVector<QPair<QString, Adder>> adders = {
        {QStringLiteral("summary"), addSummary},
        {QStringLiteral("requirements"), addRequirements},
        {QStringLiteral("options"), addOptions},
        {QStringLiteral("method"), addMethod},
        {QStringLiteral("results"), addResults},
        {QStringLiteral("sensitivity"), addSensitivity},
        {QStringLiteral("risks"), addRisks},
        {QStringLiteral("checklist"), addChecklist},
        {QStringLiteral("recommendation"), addRecommendation},
        {QStringLiteral("appendices"), addAppendices},
    };
    for (const auto &[id, add] : adders) {
        if (!request.sections.isEmpty() && !request.sections.contains(id))
            continue;
        doc.blocks.append(headingBlock(reportSectionTitle(id), 1));
        add(d, doc.blocks);
    }
    result.tables = reportTables(d);
    result.ok = true;
    return result;
}

} // namespace GpuPlan
