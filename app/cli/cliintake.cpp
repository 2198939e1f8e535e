// gpuplan-cli quotes import|list, lot create|card|status|report, channels: sellers' quotes, the lots of cards that
// arrive from them, and what their burn-in verdicts and service say about each source (issue 19).
#include "cliintake.h"

#include "clicommands.h"
#include "clireport.h"

#include "io/diagnostictext.h"
#include "io/intakerecords.h"
#include "io/quotefile.h"
#include "io/scenarioload.h"
#include "io/workspacestore.h"

#include "core/decision/channelrecord.h"
#include "core/intake/quoteoption.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QSaveFile>
#include <QTextStream>

namespace GpuPlan {

namespace {
struct CliIntake
{
    Q_DECLARE_TR_FUNCTIONS(CliIntake)
};

using OJson = nlohmann::ordered_json;

QString today() { return QDate::currentDate().toString(Qt::ISODate); }

OJson optionalJson(const std::optional<int> &v) { return v ? OJson(*v) : OJson(nullptr); }

OJson quoteJson(const Quote &q, const std::string &day)
{
    return {
        {"id", q.id},
        {"seller", q.seller},
        {"channel", std::string(sellerChannelKey(q.channel))},
        {"sku", q.skuId},
        {"condition", std::string(cardConditionKey(q.condition))},
        {"unit_price", q.unitPrice},
        {"currency", q.currency},
        {"quantity", q.quantity},
        {"lead_time_days", optionalJson(q.leadTimeDays)},
        {"warranty_months", optionalJson(q.warrantyMonths)},
        {"returns_intermittent", q.returnsIntermittent ? OJson(*q.returnsIntermittent) : OJson(nullptr)},
        {"date", q.date},
        {"valid_until", q.validUntil},
        {"stale", isStaleQuote(q, day)},
        {"source", q.sourceFile.empty() ? OJson(nullptr) : OJson(q.sourceFile + ":" + std::to_string(q.sourceLine))},
        {"version", q.version}};
}

OJson rateJson(const FailureRate &r)
{
    return {{"value", r.value},
            {"low", r.low},
            {"high", r.high},
            {"prior", {{"alpha", r.prior.alpha}, {"beta", r.prior.beta}, {"name", r.prior.name}}},
            {"failures", r.failures},
            {"trials", r.trials},
            {"small_sample", r.smallSample}};
}

OJson recordJson(const SourceRecord &r)
{
    OJson counts = OJson::object();
    for (const auto &[state, n] : r.tally.counts)
        counts[state] = n;
    return {{"key", r.key},
            {"cards", r.cards},
            {"counts", counts},
            {"intake_failure", rateJson(r.intake)},
            {"in_service_failures_per_card_month", rateJson(r.inService)},
            {"card_months", r.tally.serviceMonths}};
}

void printRecord(const SourceRecord &r, QTextStream &out)
{
    out << QString::fromStdString(r.key) << ": " << CliIntake::tr("%n card(s)", nullptr, r.cards) << ", "
        << CliIntake::tr("intake failure %1 % (90 % interval %2-%3 %, prior %4)%5")
               .arg(r.intake.value * 100, 0, 'f', 1)
               .arg(r.intake.low * 100, 0, 'f', 1)
               .arg(r.intake.high * 100, 0, 'f', 1)
               .arg(QString::fromStdString(r.intake.prior.name),
                    r.intake.smallSample ? CliIntake::tr(", small sample") : QString())
        << '\n';
}

// The option with the channel record of the quote's @p scope (channel, seller or sku_condition) on today's cards.
bool measuredOption(const WorkspaceStore &store, const Quote &quote, const QString &scope, ScenarioOption &option,
                    QTextStream &err)
{
    if (isCloudMode(option.mode)) {
        err << CliIntake::tr("A cloud quote has no failure rate of its own: the provider replaces failed GPUs.")
            << '\n';
        return false;
    }
    std::string key;
    switch (measuredChannelRecord(store, quote, scope.toStdString(), today().toStdString(),
                                  option.channelRecord.emplace(), &key)) {
    case MeasuredStatus::Ok:
        return true;
    case MeasuredStatus::UnknownScope:
        err << CliIntake::tr("--measured takes channel, seller or sku_condition, not %1.").arg(scope) << '\n';
        break;
    case MeasuredStatus::NotMeasured:
        err << CliIntake::tr("No card of %1 %2 has a burn-in verdict or service time yet: nothing is measured.")
                   .arg(scope, QString::fromStdString(key))
            << '\n';
        break;
    }
    option.channelRecord.reset();
    return false;
}

// Writes the scenario of @p loaded with @p option added to -o OUT.
int addQuoteOption(const ScenarioOption &option, LoadedScenario &loaded, const CliOptions &o, QTextStream &out,
                   QTextStream &err)
{
    Scenario &scenario = loaded.parsed.scenario;
    for (const ScenarioOption &existing : scenario.options)
        if (existing.id == option.id) {
            err << CliIntake::tr("The scenario already has the option %1.").arg(QString::fromStdString(option.id))
                << '\n';
            return ExitBadInput;
        }
    scenario.options.push_back(option);
    const QByteArray json = QByteArray::fromStdString(scenarioToJson(scenario) + "\n");
    QSaveFile file(o.output);
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size() || !file.commit()) {
        err << CliIntake::tr("Cannot write %1: %2").arg(o.output, file.errorString()) << '\n';
        return ExitWorkspace;
    }
    if (o.json)
        out << QString::fromStdString(OJson{
            {"scenario", o.output.toStdString()},
            {"option", option.id},
            {"options", scenario.options.size()},
            {"failures_per_gpu_year",
             option.channelRecord ? OJson(option.channelRecord->failuresPerGpuYear()) : OJson(nullptr)},
            {"intake_failure", option.channelRecord ? rateJson(option.channelRecord->intakeRate()) : OJson(nullptr)}}
                                          .dump(2))
            << '\n';
    else
        out << CliIntake::tr("Option %1 added: %2").arg(QString::fromStdString(option.id), o.output) << '\n';
    return ExitOk;
}

// quotes option ID --scenario FILE|workspace:NAME -o OUT: the scenario with the quote as one more option.
int quoteOptionCommand(WorkspaceStore &store, const CliOptions &o, QTextStream &out, QTextStream &err)
{
    bool ok = false;
    const qint64 id = o.command.at(2).toLongLong(&ok);
    const std::optional<Quote> quote = ok ? store.quote(id) : std::nullopt;
    if (!quote) {
        err << CliIntake::tr("There is no quote %1.").arg(o.command.at(2)) << '\n';
        return ExitNotFound;
    }
    if (o.scenario.isEmpty() || o.output.isEmpty()) {
        err << CliIntake::tr("quotes option needs --scenario FILE|workspace:NAME and -o OUT.json") << '\n';
        return ExitUsage;
    }
    LoadedScenario loaded = loadScenario(o.scenario, store);
    if (!loaded.ok()) {
        err << loaded.error << '\n';
        for (const QString &m : std::as_const(loaded.messages))
            err << "  " << m << '\n';
        return loaded.readFailed ? ExitNotFound : ExitBadInput;
    }
    std::string why;
    const std::optional<ScenarioOption> option = quoteOption(*quote, &why);
    if (!option) {
        err << CliIntake::tr("Quote %1 cannot become an option: %2").arg(id).arg(QString::fromStdString(why)) << '\n';
        return ExitBadInput;
    }
    ScenarioOption chosen = *option;
    if (const QString scope = o.intakeOptions.value(QStringLiteral("measured"));
        !scope.isEmpty() && !measuredOption(store, *quote, scope, chosen, err))
        return ExitBadInput;
    return addQuoteOption(chosen, loaded, o, out, err);
}

int quotesCommand(WorkspaceStore &store, const CliOptions &o, QTextStream &out, QTextStream &err)
{
    const QString verb = o.command.value(1);
    const std::string day = today().toStdString();
    if (verb == QLatin1String("list") && o.command.size() == 2) {
        OJson list = OJson::array();
        for (const Quote &q : store.quotes()) {
            if (o.json) {
                list.push_back(quoteJson(q, day));
                continue;
            }
            out << q.id << "  " << QString::fromStdString(q.seller) << "  " << QString::fromStdString(q.skuId) << "  "
                << QString::fromLatin1(cardConditionKey(q.condition)) << "  " << q.quantity << " x " << q.unitPrice
                << ' ' << QString::fromStdString(q.currency)
                << (isStaleQuote(q, day) ? QStringLiteral("  ") + CliIntake::tr("(stale)") : QString()) << '\n';
        }
        if (o.json)
            out << QString::fromStdString(list.dump(2)) << '\n';
        return ExitOk;
    }
    if (verb == QLatin1String("option") && o.command.size() == 3)
        return quoteOptionCommand(store, o, out, err);
    if (verb != QLatin1String("import") || o.command.size() != 3)
        return -1;
    const QString path = o.command.at(2);
    std::optional<QuoteColumnMapping> mapping;
    if (const QString preset = o.intakeOptions.value(QStringLiteral("mapping")); !preset.isEmpty()) {
        QString error;
        mapping = loadQuoteMapping(preset, &error);
        if (!mapping) {
            err << error << '\n';
            return ExitBadInput;
        }
    }
    QuoteColumnMapping defaults;
    defaults.seller = o.intakeOptions.value(QStringLiteral("seller")).toStdString();
    defaults.channel = o.intakeOptions.value(QStringLiteral("channel")).toStdString();
    defaults.condition = o.intakeOptions.value(QStringLiteral("condition")).toStdString();
    defaults.currency = o.intakeOptions.value(QStringLiteral("currency")).toStdString();
    defaults.date = o.intakeOptions.value(QStringLiteral("date")).toStdString();
    QuoteFileRead read = readQuoteFile(path, store.catalog(), mapping, defaults);
    if (read.quotes.empty()) {
        err << CliIntake::tr("%1: not imported, nothing was changed:").arg(path) << '\n';
        for (const Diagnostic &d : read.diagnostics)
            if (d.severity == Severity::Error)
                err << "  " << diagnosticText(d, path) << '\n';
        return ExitBadInput;
    }
    if (!store.addQuotes(read.quotes, path)) {
        err << store.lastError() << '\n';
        return ExitWorkspace;
    }
    if (o.json) {
        OJson list = OJson::array();
        for (const Quote &q : read.quotes)
            list.push_back(quoteJson(q, day));
        out << QString::fromStdString(OJson{{"imported", read.quotes.size()}, {"quotes", list}}.dump(2)) << '\n';
    } else {
        out << CliIntake::tr("%n quote(s) imported from %1", nullptr, int(read.quotes.size())).arg(path) << '\n';
    }
    return ExitOk;
}

// --serials FILE (one serial a line, optionally "SERIAL,UUID") or S1,S2,...
std::optional<std::vector<std::pair<std::string, std::string>>> serialsOption(const QString &value, QTextStream &err)
{
    QStringList items;
    if (QFile file(value); file.exists()) {
        if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
            err << CliIntake::tr("Cannot read %1: %2").arg(value, file.errorString()) << '\n';
            return std::nullopt;
        }
        items = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    } else {
        items = value.split(QLatin1Char(','));
    }
    std::vector<std::pair<std::string, std::string>> out;
    const bool fromFile = QFile::exists(value);
    for (const QString &item : std::as_const(items)) {
        const QString line = item.trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const QStringList parts = fromFile ? line.split(QLatin1Char(',')) : QStringList{line};
        out.emplace_back(parts.value(0).trimmed().toStdString(), parts.value(1).trimmed().toStdString());
    }
    return out;
}

int lotCommand(WorkspaceStore &store, const CliOptions &o, QTextStream &out, QTextStream &err)
{
    const QString verb = o.command.value(1);
    if (verb == QLatin1String("create") && o.command.size() == 2) {
        bool ok = false;
        const qint64 quoteId = o.intakeOptions.value(QStringLiteral("quote")).toLongLong(&ok);
        const QString serials = o.intakeOptions.value(QStringLiteral("serials"));
        if (!ok || serials.isEmpty()) {
            err << CliIntake::tr("lot create needs --quote ID and --serials FILE|S1,S2,...") << '\n';
            return ExitUsage;
        }
        const auto cards = serialsOption(serials, err);
        if (!cards)
            return ExitBadInput;
        const QString date = o.intakeOptions.value(QStringLiteral("date"), today());
        const qint64 lot = store.createLot(quoteId, *cards, date, o.probeOptions.value(QStringLiteral("note")));
        if (lot == 0) {
            err << store.lastError() << '\n';
            return store.quote(quoteId) ? ExitBadInput : ExitNotFound;
        }
        if (o.json)
            out << QString::fromStdString(OJson{{"lot", lot}, {"quote", quoteId}, {"cards", cards->size()}}.dump(2))
                << '\n';
        else
            out << CliIntake::tr("Lot %1: %n card(s) received", nullptr, int(cards->size())).arg(lot) << '\n';
        return ExitOk;
    }
    if (verb == QLatin1String("card") && o.command.size() == 3) {
        const QString serial = o.command.at(2);
        const auto state = cardStateFromKey(o.intakeOptions.value(QStringLiteral("state")).toStdString());
        if (!state) {
            QStringList names;
            for (const CardState s : allCardStates())
                names << QString::fromLatin1(cardStateKey(s));
            err << CliIntake::tr("lot card needs --state, one of: %1").arg(names.join(QStringLiteral(", "))) << '\n';
            return ExitUsage;
        }
        int expected = WorkspaceStore::AnyVersion;
        if (!o.expectVersion.isEmpty()) {
            bool ok = false;
            expected = o.expectVersion.toInt(&ok);
            if (!ok || expected < 1) {
                err << CliIntake::tr("--expect-version takes a card's version, 1 or more: %1").arg(o.expectVersion)
                    << '\n';
                return ExitUsage;
            }
        }
        const std::optional<IntakeCard> before = store.intakeCard(serial);
        if (!before) {
            err << CliIntake::tr("No lot has a card with the serial %1.").arg(serial) << '\n';
            return ExitNotFound;
        }
        IntakeCard written;
        switch (store.setCardState(serial, *state, o.intakeOptions.value(QStringLiteral("evidence")),
                                   o.probeOptions.value(QStringLiteral("note")), expected, &written)) {
        case WorkspaceStore::WriteResult::Written:
            break;
        case WorkspaceStore::WriteResult::Conflict:
            err << CliIntake::tr("conflict: the card %1 is at version %2 (%3), not %4")
                       .arg(serial)
                       .arg(before->version)
                       .arg(QString::fromLatin1(cardStateKey(before->state)), o.expectVersion)
                << '\n';
            return ExitConflict;
        case WorkspaceStore::WriteResult::Failed:
            err << store.lastError() << '\n';
            return ExitBadInput;
        }
        if (o.json)
            out << QString::fromStdString(OJson{
                {"serial", written.serial},
                {"lot", written.lotId},
                {"from", std::string(cardStateKey(before->state))},
                {"to", std::string(cardStateKey(written.state))},
                {"version", written.version}}.dump(2))
                << '\n';
        else
            out << serial << ": " << QString::fromLatin1(cardStateKey(before->state)) << " -> "
                << QString::fromLatin1(cardStateKey(written.state)) << '\n';
        return ExitOk;
    }
    if (verb == QLatin1String("report") && o.command.size() == 3)
        return runLotReportCommand(store, o, out, err);
    if (verb == QLatin1String("status") && o.command.size() == 3) {
        bool ok = false;
        const qint64 id = o.command.at(2).toLongLong(&ok);
        const std::optional<IntakeLot> lot = ok ? store.intakeLot(id) : std::nullopt;
        if (!lot) {
            err << CliIntake::tr("There is no lot %1.").arg(o.command.at(2)) << '\n';
            return ExitNotFound;
        }
        const std::vector<IntakeCard> cards = store.intakeCards(id);
        const std::vector<CardFinding> findings = store.cardFindings();
        const SourceRecord record = sourceRecord("lot " + std::to_string(id), cards,
                                                 cardSegments(store.catalog(), lot->quote.skuId, cards.size()),
                                                 today().toStdString(), findings);
        if (!o.json) {
            printRecord(record, out);
            for (const IntakeCard &c : cards)
                out << "  " << QString::fromStdString(c.serial) << "  " << QString::fromLatin1(cardStateKey(c.state))
                    << '\n';
            return ExitOk;
        }
        OJson j = recordJson(record);
        OJson result{
            {"lot", id}, {"quote", quoteJson(lot->quote, today().toStdString())}, {"received", lot->receivedDate}};
        result.update(j);
        OJson list = OJson::array();
        for (const IntakeCard &c : cards) {
            OJson history = OJson::array();
            for (const IntakeEvent &e : c.history)
                history.push_back({{"from", e.from ? OJson(std::string(cardStateKey(*e.from))) : OJson(nullptr)},
                                   {"to", std::string(cardStateKey(e.to))},
                                   {"at", e.at},
                                   {"by", e.by},
                                   {"evidence", e.evidence},
                                   {"note", e.note}});
            OJson found = OJson::array();
            for (const CardFinding &f : findings)
                if (f.serial == c.serial)
                    found.push_back(
                        {{"code", f.code}, {"fault", isServiceFailureFinding(f.code)}, {"message", f.message}});
            list.push_back({{"serial", c.serial},
                            {"uuid", c.uuid},
                            {"state", std::string(cardStateKey(c.state))},
                            {"version", c.version},
                            {"history", history},
                            {"findings", found}});
        }
        result["cards_detail"] = list;
        out << QString::fromStdString(result.dump(2)) << '\n';
        return ExitOk;
    }
    return -1;
}

// Every card grouped per lot, seller, channel and SKU + condition, with each group's record.
int channelsCommand(WorkspaceStore &store, const CliOptions &o, QTextStream &out)
{
    const IntakeRecords records = intakeRecords(store, today().toStdString());
    OJson result = OJson::object();
    for (const auto &[kind, group] :
         {std::pair<const char *, const std::vector<SourceRecord> *>{"channels", &records.channels},
          {"sellers", &records.sellers},
          {"sku_conditions", &records.skuConditions},
          {"lots", &records.lots}}) {
        OJson list = OJson::array();
        for (const SourceRecord &r : *group) {
            if (o.json)
                list.push_back(recordJson(r));
            else
                printRecord(r, out);
        }
        result[kind] = list;
    }
    if (o.json)
        out << QString::fromStdString(result.dump(2)) << '\n';
    return ExitOk;
}

} // namespace

int runIntakeCommand(WorkspaceStore &store, const CliOptions &options, QTextStream &out, QTextStream &err)
{
    const QString group = options.command.value(0);
    int status = -1;
    if (group == QLatin1String("quotes"))
        status = quotesCommand(store, options, out, err);
    else if (group == QLatin1String("lot"))
        status = lotCommand(store, options, out, err);
    else if (group == QLatin1String("channels") && options.command.size() == 1)
        status = channelsCommand(store, options, out);
    if (status >= 0)
        return status;
    err << CliIntake::tr("Unknown or incomplete command: %1").arg(options.command.join(QLatin1Char(' '))) << '\n';
    return ExitUsage;
}

} // namespace GpuPlan
