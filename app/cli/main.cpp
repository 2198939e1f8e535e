// gpuplan-cli: the headless front door onto the same libraries as the GUI.
#include "clicommands.h"
#include "clifleet.h"
#include "clireport.h"
#include "gpuplanversion.h"

#include "io/appsettings.h"
#include "io/workspacelocation.h"
#include "io/workspaceopener.h"
#include "io/workspacestore.h"
#include "translations/translations.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QTemporaryDir>
#include <QTextStream>

#include <cstdio>

using namespace GpuPlan;

int main(int argc, char *argv[])
{
    const auto app = createCliApplication(argc, argv); // a QGuiApplication (offscreen) for `report`
    QCoreApplication::setOrganizationName(QStringLiteral("GpuPlan"));
    QCoreApplication::setApplicationName(QStringLiteral("GpuPlan"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GPUPLAN_VERSION_TEXT));
    QSettings qsettings;
    AppSettings settings(qsettings);
    Translations translations;
    translations.install(settings.language());

    QTextStream out(stdout);
    QTextStream err(stderr);

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "main",
        "GpuPlan command line.\n\nCommands:\n"
        "  catalog list [--vendor V] [--segment S]   list the GPU SKUs\n"
        "  catalog show SKU                          one SKU with its prices and provenance\n"
        "  catalog export FILE                       write the catalog (with your edits) as JSON\n"
        "  catalog import FILE                       add or replace SKUs, prices and models from JSON\n"
        "  catalog use-benchmark FILE|SHA256         an imported mixbench or BabelStream file's ceilings\n"
        "    [--sku SKU] [--dry-run]                 (FP32 plateau, Triad) become the SKU's in estimates\n"
        "  catalog set SKU FIELD VALUE [--note TEXT]  edit one field (a key of catalog show --json; VALUE as\n"
        "    [--expect-version N]                    JSON, else text); with --expect-version, a field changed\n"
        "                                            since version N is a conflict: exit 7, nothing written\n"
        "  workspace info                            backend (sqlite or postgresql), schema version, user, role\n"
        "  workspace audit [--limit N]               who changed what and when, newest first\n"
        "  workspace copy SRC DST                    everything of SRC into the new DST (each a file or a\n"
        "                                            PostgreSQL location), then row counts and checksums compared\n"
        "  workspace init-roles                      PostgreSQL: the roles gpuplan_viewer, gpuplan_editor and\n"
        "                                            gpuplan_admin with their grants (docs/team-workspace.md)\n"
        "  scenario list                             the scenarios saved in the workspace, newest versions\n"
        "  scenario history NAME                     every version of one, who saved it and when\n"
        "  scenario show NAME [VERSION] [-o FILE]    its JSON (the newest version unless VERSION)\n"
        "  scenario save FILE [--name NAME]          save a scenario file into the workspace as the next\n"
        "    [--note TEXT] [--expect-version N]      version (0: must be new); stale: exit 7, nothing written\n"
        "  scenario remove NAME [--expect-version N] remove it with all its versions\n"
        "    plan, rank, report and export take --scenario workspace:NAME[@VERSION] as well as a file.\n"
        "  models list                               list the model architectures\n"
        "  models show MODEL                         one model architecture\n"
        "  estimate --sku SKU --model MODEL [...]    VRAM fit, speed and cost of MODEL on SKU (JSON)\n"
        "  sweep --model MODEL [...]                 the same for every SKU of the catalog (JSON)\n"
        "    estimate/sweep options: --weights FORMAT (bf16, fp16, fp8, int8 = w8a16, int4 = w4a16, w8a8,\n"
        "    w4a8, fp6, nvfp4, mxfp4, fp4 = NVFP4 on NVIDIA and MXFP4 elsewhere, q8_0, q6_k, q5_k_m, q4_k_m,\n"
        "    q4_0), --kv FORMAT (fp16, bf16, fp8; llama.cpp: fp16, bf16, q8_0, q4_0), --context N,\n"
        "    --output-tokens N,\n"
        "    --batch N|max, --gpus N, --engine vllm|trtllm|llamacpp|transformers; with several GPUs\n"
        "    --attention-dp (attention data-parallel) and --expert-parallel (MoE experts spread whole);\n"
        "    --no-cuda-graphs (eager decode); pin a calibrated parameter with\n"
        "    --bandwidth-efficiency X, --compute-efficiency X, --step-overhead-ms MS\n\n"
        "  probe list                                what gpuplan-probe sees: backends and devices\n"
        "  probe run --device ID [...]               measure a device (--tests LIST, --repeats N,\n"
        "                                            --warmups N, --size-mib M) and store the run\n"
        "  probe burnin --device ID --minutes N      sustained load, telemetry and a verdict, stored\n"
        "    burnin options: --seconds N, --sku SKU (spec bandwidth, FP32 peak and class from the\n"
        "    catalog), --class C, --spec-bandwidth GB/s, --spec-fp32 GFLOP/s, --max-temp C,\n"
        "    --min-clock-fraction F, --min-bandwidth-fraction F, --min-fp32-fraction F,\n"
        "    --warmup-seconds S, --no-require-pcie-max; probe run/burnin also take --timeout S and\n"
        "    --note TEXT. The runner is $GPUPLAN_PROBE, else gpuplan-probe next to gpuplan-cli or in\n"
        "    ../libexec/gpuplan from it.\n\n"
        "  import FILE... [--dry-run] [--format NAME]  import nvidia-smi, rocm-smi, amd-smi, xpu-smi, DCGM,\n"
        "    [--node NAME]                           lspci, kernel log, host (uname, lscpu, numactl, sysstat,\n"
        "                                            ip) and benchmark files (format found by content); each\n"
        "                                            file all or nothing; same content skipped; --node: the\n"
        "                                            host of files that do not name it; import --help lists\n"
        "                                            the formats\n"
        "  import --remove FILE|SHA256               take an imported file out again (its devices, samples,\n"
        "                                            events; findings evaluated again)\n"
        "  fleet                                     the imported inventory, hosts, health findings and files\n"
        "  fleet pull --prometheus URL               GPU telemetry from Prometheus, Thanos, Mimir or\n"
        "    [--since DURATION | --start T --end T]  VictoriaMetrics (URL with its path prefix), aggregated\n"
        "    [--step S] [--selector SEL]             per bucket on the server, judged by the fleet's health\n"
        "    [--token-file F [--user U]] [--tenant T] rules; T: Unix seconds or RFC 3339; without a window,\n"
        "    [--ca-file F] [--cert-file F --key-file F] from the source's last pull (else the last hour);\n"
        "    [--save-dir DIR] [--dry-run]            --token-file: bearer token, or password with --user;\n"
        "                                            --dry-run lists the queries; exit 9 when the server\n"
        "                                            fails (nothing is changed)\n"
        "  triage [--node NAME]                      the field guides' five-step playbook per node: what each\n"
        "                                            step found, or the command to run for its evidence\n\n"
        "  quotes import FILE [--mapping PRESET]     a seller's quote sheet (CSV, or XLSX's first sheet): one\n"
        "    [--seller S] [--channel C]              quote per row naming a SKU; the header row is found under\n"
        "    [--condition C] [--currency X] [--date D] a title block; a bad row refuses the file (exit 4)\n"
        "  quotes list                               the quotes, stale ones flagged\n"
        "  quotes option ID --scenario FILE -o OUT   the scenario (a file or workspace:NAME) with the quote as one\n"
        "    [--measured channel|seller|sku_condition] more option: its price, mode, quantity and lead time;\n"
        "                                            --measured: its failure rates from the cards of the\n"
        "                                            quote's channel, seller or SKU + condition (owned only)\n"
        "  lot create --quote ID --serials FILE|S1,S2,...  the cards that arrived on a quote (--date D)\n"
        "  lot card SERIAL --state STATE             move a card: received, in-pool, pass, quarantine, reject,\n"
        "    [--evidence RUN|FILE] [--note TEXT]     production, dev-only, rma-requested, rma-returned,\n"
        "                                            replaced (only the allowed moves; docs/intake.md)\n"
        "  lot status LOT                            counts by verdict, intake failure with its 90 % interval\n"
        "  lot report LOT -o OUT.pdf [--lang en|fr]  the lot's intake report as PDF: cards, verdicts with their\n"
        "    [--page-size A4|Letter]                 checks, state history, fleet findings, failure rates and\n"
        "                                            the RMA summary (serials, failure evidence, dates)\n"
        "  channels                                  the record of each channel, seller, SKU + condition, lot\n\n"
        "  plan --scenario FILE                      fleet size per option under the scenario's SLO: replicas\n"
        "                                            (throughput and queue bounds, N+k spares), racks, power,\n"
        "                                            costs, lock-in score, gates, simulation check\n"
        "  rank --scenario FILE                      gates, weighted sum / AHP / TOPSIS scores, Pareto set,\n"
        "                                            critical weights, tornado, switching values, Monte Carlo\n"
        "                                            probability of ranking first\n"
        "  erlang --servers C --offered-load A       Erlang B and Erlang C (M/M/c)\n"
        "    The demo scenario is scenarios/demo.json in the data folder (share/gpuplan once installed);\n"
        "    an invalid scenario exits with 4.\n\n"
        "  report --scenario FILE -o OUT.pdf          the decision report as PDF, with no display needed:\n"
        "    [--lang en|fr] [--page-size A4|Letter]   summary, requirements, options, method, results,\n"
        "    [--author A] [--approver A]              sensitivity, risks, checklist, sign-off, appendices\n"
        "  export --scenario FILE --table NAME       one results table of the report as a file: tables\n"
        "    --format csv|json|xlsx -o OUT            options, criteria, scoring, tco, own_vs_rent, efficiency,\n"
        "                                            vram, fleet, lockin, critical_weights, switching, tornado,\n"
        "                                            montecarlo, fleet_findings, fleet_triage, prices, assumptions,\n"
        "                                            provenance, measurement_sources, measurements\n"
        "    report/export exit with 4 for an unreadable or invalid scenario, 3 when OUT cannot be written.\n\n"
        "SKU and MODEL are an id or an unambiguous part of a name (\"RTX 4090\", \"Llama-3-8B\").\n"
        "Exit codes: 0 success, 1 usage, 2 not found or ambiguous (also: no such device), 3 workspace\n"
        "error, 4 invalid input, 5 a probe test did not verify, 6 the probe runner is missing, crashed,\n"
        "hung, printed invalid output, could not load the backend or failed inside, 7 a conflict (catalog set,\n"
        "scenario save or remove: --expect-version is stale), 9 the Prometheus server failed, 10 burn-in verdict "
        "quarantine, 11 burn-in\n"
        "verdict reject."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption workspaceOption(
        QStringLiteral("workspace"),
        QCoreApplication::translate("main",
                                    "Use the workspace file PATH, or the PostgreSQL database "
                                    "postgresql://[user@]host[:port]/db[?sslmode=...] or "
                                    "postgresql:WORDS (libpq's key=value words, e.g. "
                                    "service=gpuplan)."),
        QStringLiteral("PATH"));
    const QCommandLineOption jsonOption(QStringLiteral("json"),
                                        QCoreApplication::translate("main", "Print JSON instead of text."));
    const QCommandLineOption vendorOption(QStringLiteral("vendor"),
                                          QCoreApplication::translate("main", "Only SKUs of VENDOR."),
                                          QStringLiteral("VENDOR"));
    const QCommandLineOption segmentOption(
        QStringLiteral("segment"),
        QCoreApplication::translate("main", "Only SKUs of SEGMENT (datacenter, workstation, consumer)."),
        QStringLiteral("SEGMENT"));
    parser.addOptions({workspaceOption, jsonOption, vendorOption, segmentOption});
    // estimate / sweep
    struct ValueOption
    {
        const char *name;
        const char *value;
        const char *help;
    };
    const ValueOption valueOptions[] = {
        {"sku", "SKU", QT_TRANSLATE_NOOP("main", "The GPU: an id or part of its name.")},
        {"model", "MODEL", QT_TRANSLATE_NOOP("main", "The model: an id or part of its name.")},
        {"weights", "FORMAT", QT_TRANSLATE_NOOP("main", "Weight format (default bf16).")},
        {"kv", "FORMAT", QT_TRANSLATE_NOOP("main", "KV cache format (default fp16).")},
        {"context", "N", QT_TRANSLATE_NOOP("main", "Prompt tokens per sequence (default 4096).")},
        {"output-tokens", "N", QT_TRANSLATE_NOOP("main", "Generated tokens per sequence (default 256).")},
        {"batch", "N|max", QT_TRANSLATE_NOOP("main", "Concurrent sequences, or max (default 1).")},
        {"gpus", "N", QT_TRANSLATE_NOOP("main", "GPUs per replica (default 1).")},
        {"engine", "ENGINE", QT_TRANSLATE_NOOP("main", "vllm, trtllm, llamacpp or transformers (default vllm).")},
        {"bandwidth-efficiency", "X",
         QT_TRANSLATE_NOOP("main", "Pin the decode bandwidth efficiency (0-1) in the calibration.")},
        {"compute-efficiency", "X", QT_TRANSLATE_NOOP("main", "Pin the compute efficiency in the calibration.")},
        {"step-overhead-ms", "MS", QT_TRANSLATE_NOOP("main", "Pin the fixed time per decode step, in milliseconds.")},
    };
    for (const auto &v : valueOptions) {
        parser.addOption(QCommandLineOption(QString::fromLatin1(v.name), QCoreApplication::translate("main", v.help),
                                            QString::fromLatin1(v.value)));
    }
    // probe run / burnin: checked by cliprobe.cpp and passed on to gpuplan-probe.
    const ValueOption probeOptions[] = {
        {"device", "ID", QT_TRANSLATE_NOOP("main", "probe: the device, as probe list names it (cuda:0, cpu:0).")},
        {"tests", "LIST", QT_TRANSLATE_NOOP("main", "probe run: comma-separated tests (default: all).")},
        {"repeats", "N", QT_TRANSLATE_NOOP("main", "probe run: measured runs per test.")},
        {"warmups", "N", QT_TRANSLATE_NOOP("main", "probe run: unmeasured runs first.")},
        {"size-mib", "M", QT_TRANSLATE_NOOP("main", "probe run: working set in MiB.")},
        {"minutes", "N", QT_TRANSLATE_NOOP("main", "probe burnin: duration in minutes.")},
        {"seconds", "N", QT_TRANSLATE_NOOP("main", "probe burnin: duration in seconds.")},
        {"class", "CLASS", QT_TRANSLATE_NOOP("main", "probe burnin: datacenter, workstation or consumer criteria.")},
        {"spec-bandwidth", "GB/s",
         QT_TRANSLATE_NOOP("main", "probe burnin: the spec memory bandwidth to judge against.")},
        {"spec-fp32", "GFLOP/s", QT_TRANSLATE_NOOP("main", "probe burnin: the spec FP32 peak to judge against.")},
        {"max-temp", "C", QT_TRANSLATE_NOOP("main", "probe burnin: highest temperature allowed.")},
        {"min-clock-fraction", "F",
         QT_TRANSLATE_NOOP("main", "probe burnin: lowest clock, as a fraction of the first minute's.")},
        {"min-bandwidth-fraction", "F",
         QT_TRANSLATE_NOOP("main", "probe burnin: lowest bandwidth, as a fraction of the spec.")},
        {"min-fp32-fraction", "F",
         QT_TRANSLATE_NOOP("main", "probe burnin: lowest FP32 rate, as a fraction of the spec.")},
        {"warmup-seconds", "S", QT_TRANSLATE_NOOP("main", "probe burnin: seconds of warm-up, not judged.")},
        {"timeout", "S", QT_TRANSLATE_NOOP("main", "probe: stop the runner after S seconds.")},
        {"note", "TEXT",
         QT_TRANSLATE_NOOP("main",
                           "probe: a note stored with the run; catalog set, scenario save: the change's note.")},
    };
    for (const auto &v : probeOptions) {
        parser.addOption(QCommandLineOption(QString::fromLatin1(v.name), QCoreApplication::translate("main", v.help),
                                            QString::fromLatin1(v.value)));
    }
    const QCommandLineOption noPcieMaxOption(
        QStringLiteral("no-require-pcie-max"),
        QCoreApplication::translate("main", "probe burnin: do not require the PCIe link at its maximum."));
    parser.addOption(noPcieMaxOption);
    // import
    const QCommandLineOption expectVersionOption(
        QStringLiteral("expect-version"),
        QCoreApplication::translate("main",
                                    "catalog set, scenario save/remove: the version you read (0: none "
                                    "yet); a change since is a conflict (exit 7)."),
        QStringLiteral("N"));
    parser.addOption(expectVersionOption);
    const QCommandLineOption limitOption(QStringLiteral("limit"),
                                         QCoreApplication::translate("main", "workspace audit: at most N entries."),
                                         QStringLiteral("N"));
    parser.addOption(limitOption);
    const QCommandLineOption nameOption(
        QStringLiteral("name"),
        QCoreApplication::translate("main", "scenario save: the name to save under (default: the scenario's name)."),
        QStringLiteral("NAME"));
    parser.addOption(nameOption);
    const QCommandLineOption dryRunOption(
        QStringLiteral("dry-run"),
        QCoreApplication::translate(
            "main", "import: parse and judge, write nothing; catalog use-benchmark: show, write nothing."));
    const QCommandLineOption formatOption(
        QStringLiteral("format"),
        QCoreApplication::translate("main",
                                    "import: the format, not recognised by content; export: csv, json or xlsx."),
        QStringLiteral("NAME"));
    const QCommandLineOption removeOption(
        QStringLiteral("remove"),
        QCoreApplication::translate("main", "import: remove the file imported from FILE, or with that SHA-256."),
        QStringLiteral("FILE|SHA256"));
    const QCommandLineOption nodeOption(
        QStringLiteral("node"),
        QCoreApplication::translate("main", "import: the host of files that do not name it; triage: the node to show."),
        QStringLiteral("NAME"));
    parser.addOptions({dryRunOption, formatOption, removeOption, nodeOption});
    const QCommandLineOption attentionDpOption(
        QStringLiteral("attention-dp"),
        QCoreApplication::translate("main", "estimate/sweep: attention runs data-parallel over the replica's GPUs."));
    const QCommandLineOption expertParallelOption(
        QStringLiteral("expert-parallel"),
        QCoreApplication::translate("main", "estimate/sweep: a MoE model's experts are spread whole over the GPUs."));
    const QCommandLineOption noCudaGraphsOption(
        QStringLiteral("no-cuda-graphs"),
        QCoreApplication::translate("main", "estimate/sweep: decode steps launch every kernel (eager mode)."));
    parser.addOptions({attentionDpOption, expertParallelOption, noCudaGraphsOption});
    // fleet pull
    static const struct
    {
        const char *name, *value, *help;
    } pullOptions[] = {
        {"prometheus", "URL", QT_TRANSLATE_NOOP("main", "fleet pull: the server's URL, with its path prefix.")},
        {"since", "DURATION", QT_TRANSLATE_NOOP("main", "fleet pull: the window up to now (24h, 90m, 7d).")},
        {"start", "T", QT_TRANSLATE_NOOP("main", "fleet pull: the window's start (Unix seconds or RFC 3339).")},
        {"end", "T", QT_TRANSLATE_NOOP("main", "fleet pull: the window's end (Unix seconds or RFC 3339).")},
        {"step", "S", QT_TRANSLATE_NOOP("main", "fleet pull: the bucket (seconds or 60s, 5m).")},
        {"selector", "SEL", QT_TRANSLATE_NOOP("main", "fleet pull: label matchers, e.g. {Hostname=~\"gpu-.*\"}.")},
        {"token-file", "F", QT_TRANSLATE_NOOP("main", "fleet pull: a file holding the bearer token or password.")},
        {"user", "U", QT_TRANSLATE_NOOP("main", "fleet pull: basic auth user (password in --token-file).")},
        {"tenant", "T", QT_TRANSLATE_NOOP("main", "fleet pull: the X-Scope-OrgID tenant (Mimir, Cortex).")},
        {"ca-file", "F", QT_TRANSLATE_NOOP("main", "fleet pull: PEM CA certificates to trust.")},
        {"cert-file", "F", QT_TRANSLATE_NOOP("main", "fleet pull: PEM client certificate.")},
        {"key-file", "F", QT_TRANSLATE_NOOP("main", "fleet pull: PEM client key.")},
        {"save-dir", "DIR", QT_TRANSLATE_NOOP("main", "fleet pull: where the pull documents are kept.")},
    };
    for (const auto &v : pullOptions)
        parser.addOption(QCommandLineOption(QString::fromLatin1(v.name), QCoreApplication::translate("main", v.help),
                                            QString::fromLatin1(v.value)));
    // quotes, lots, channels (issue 19)
    static const struct
    {
        const char *name, *value, *help;
    } intakeOptions[] = {
        {"mapping", "FILE", QT_TRANSLATE_NOOP("main", "quotes import: a column mapping preset (JSON).")},
        {"seller", "NAME", QT_TRANSLATE_NOOP("main", "quotes import: the seller of rows that name none.")},
        {"channel", "C",
         QT_TRANSLATE_NOOP("main",
                           "quotes import: distributor, integrator, refurbisher, "
                           "marketplace or cloud, for rows that name none.")},
        {"condition", "C",
         QT_TRANSLATE_NOOP("main", "quotes import: new, refurbished or used, for rows that name none.")},
        {"currency", "CODE", QT_TRANSLATE_NOOP("main", "quotes import: the currency of rows that name none.")},
        {"date", "YYYY-MM-DD", QT_TRANSLATE_NOOP("main", "quotes import: the quote's date; lot create: received on.")},
        {"quote", "ID", QT_TRANSLATE_NOOP("main", "lot create: the quote the cards were bought on.")},
        {"serials", "FILE|S1,S2",
         QT_TRANSLATE_NOOP("main",
                           "lot create: the cards' serials (a file: one a line, "
                           "optionally SERIAL,UUID).")},
        {"state", "STATE", QT_TRANSLATE_NOOP("main", "lot card: the card's new state.")},
        {"evidence", "RUN|FILE", QT_TRANSLATE_NOOP("main", "lot card: the probe run or file behind the change.")},
        {"measured", "SCOPE",
         QT_TRANSLATE_NOOP("main",
                           "quotes option: take the failure rates from the measured channel, seller or "
                           "sku_condition of the quote.")},
    };
    for (const auto &v : intakeOptions)
        parser.addOption(QCommandLineOption(QString::fromLatin1(v.name), QCoreApplication::translate("main", v.help),
                                            QString::fromLatin1(v.value)));
    // plan / rank / erlang
    const QCommandLineOption scenarioOption(QStringLiteral("scenario"),
                                            QCoreApplication::translate("main", "plan/rank: the scenario file."),
                                            QStringLiteral("FILE"));
    const QCommandLineOption serversOption(QStringLiteral("servers"),
                                           QCoreApplication::translate("main", "erlang: the number of servers."),
                                           QStringLiteral("C"));
    const QCommandLineOption offeredLoadOption(
        QStringLiteral("offered-load"), QCoreApplication::translate("main", "erlang: the offered load in Erlangs."),
        QStringLiteral("A"));
    parser.addOptions({scenarioOption, serversOption, offeredLoadOption});
    // report / export
    const QCommandLineOption outputOption(QStringList{QStringLiteral("o"), QStringLiteral("output")},
                                          QCoreApplication::translate("main", "report/export: the file to write."),
                                          QStringLiteral("OUT"));
    const QCommandLineOption langOption(QStringLiteral("lang"),
                                        QCoreApplication::translate("main", "report/export: language, en or fr."),
                                        QStringLiteral("LANG"));
    const QCommandLineOption pageSizeOption(QStringLiteral("page-size"),
                                            QCoreApplication::translate("main", "report: A4 (default) or Letter."),
                                            QStringLiteral("SIZE"));
    const QCommandLineOption authorOption(QStringLiteral("author"),
                                          QCoreApplication::translate("main", "report: the author on the cover."),
                                          QStringLiteral("NAME"));
    const QCommandLineOption approverOption(QStringLiteral("approver"),
                                            QCoreApplication::translate("main", "report: the approver on the cover."),
                                            QStringLiteral("NAME"));
    const QCommandLineOption tableOption(QStringLiteral("table"),
                                         QCoreApplication::translate("main", "export: the table to write."),
                                         QStringLiteral("NAME"));
    parser.addOptions({outputOption, langOption, pageSizeOption, authorOption, approverOption, tableOption});
    parser.addPositionalArgument(QStringLiteral("command"), QCoreApplication::translate("main", "The command to run."),
                                 QStringLiteral("command [arguments]"));
    // The usage line names the program as installed (gpuplan-cli), not the path it was started by: the man page
    // is generated from this text.
    const auto helpText = [&parser] {
        QString text = parser.helpText();
        const QString invoked = QCoreApplication::arguments().value(0);
        if (const qsizetype at = invoked.isEmpty() ? -1 : text.indexOf(invoked); at >= 0)
            text.replace(at, invoked.size(), QStringLiteral("gpuplan-cli"));
        return text;
    };
    if (!parser.parse(QCoreApplication::arguments())) {
        err << parser.errorText() << '\n';
        return ExitUsage;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out << (parser.positionalArguments().value(0) == QLatin1String("import") ? importHelpText() : helpText());
        return ExitOk;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        out << "gpuplan-cli " << QCoreApplication::applicationVersion() << '\n';
        return ExitOk;
    }
    if (parser.positionalArguments().isEmpty()) {
        err << helpText();
        return ExitUsage;
    }

    // The report's text is in its own language: its translator replaces the settings' one.
    if (parser.isSet(langOption))
        translations.install(parser.value(langOption));

    WorkspaceStore store;
    QString error;
    const QString path = parser.isSet(workspaceOption) ? parser.value(workspaceOption) : settings.defaultWorkspace();
    // An import into a workspace file that does not exist yet runs on a temporary one, moved into place only
    // when a file was imported: a dry run or a refused import leaves no workspace file behind. (A PostgreSQL
    // database exists before GpuPlan connects; the import's transaction leaves it as it was on failure.)
    QTemporaryDir scratch;
    const bool provisional = parser.positionalArguments().constFirst() == QLatin1String("import")
        && !WorkspaceLocation::isPostgreSql(path) && !QFileInfo::exists(path);
    const QString openPath = provisional ? scratch.filePath(QStringLiteral("workspace.gpuplan")) : path;
    QStringList warnings;
    if ((provisional && !scratch.isValid()) || !openWorkspace(store, openPath, &error, &warnings)) {
        err << error << '\n';
        return ExitWorkspace;
    }
    for (const QString &warning : std::as_const(warnings))
        err << warning << '\n';
    CliOptions options;
    options.command = parser.positionalArguments();
    options.vendor = parser.value(vendorOption);
    options.segment = parser.value(segmentOption);
    options.json = parser.isSet(jsonOption);
    options.sku = parser.value(QStringLiteral("sku"));
    options.model = parser.value(QStringLiteral("model"));
    options.weights = parser.value(QStringLiteral("weights"));
    options.kv = parser.value(QStringLiteral("kv"));
    options.context = parser.value(QStringLiteral("context"));
    options.outputTokens = parser.value(QStringLiteral("output-tokens"));
    options.batch = parser.value(QStringLiteral("batch"));
    options.gpus = parser.value(QStringLiteral("gpus"));
    options.engine = parser.value(QStringLiteral("engine"));
    options.bandwidthEfficiency = parser.value(QStringLiteral("bandwidth-efficiency"));
    options.computeEfficiency = parser.value(QStringLiteral("compute-efficiency"));
    options.stepOverheadMs = parser.value(QStringLiteral("step-overhead-ms"));
    for (const auto &v : probeOptions) {
        const QString name = QString::fromLatin1(v.name);
        if (parser.isSet(name))
            options.probeOptions.insert(name, parser.value(name));
    }
    if (parser.isSet(noPcieMaxOption))
        options.probeOptions.insert(noPcieMaxOption.names().constFirst(), QString());
    for (const auto &v : pullOptions) {
        const QString name = QString::fromLatin1(v.name);
        if (parser.isSet(name))
            options.pullOptions.insert(name, parser.value(name));
    }
    for (const auto &v : intakeOptions) {
        const QString name = QString::fromLatin1(v.name);
        if (parser.isSet(name))
            options.intakeOptions.insert(name, parser.value(name));
    }
    options.dryRun = parser.isSet(dryRunOption);
    options.expectVersion = parser.value(expectVersionOption);
    options.limit = parser.value(limitOption);
    options.name = parser.value(nameOption);
    options.attentionDataParallel = parser.isSet(attentionDpOption);
    options.expertParallel = parser.isSet(expertParallelOption);
    options.noCudaGraphs = parser.isSet(noCudaGraphsOption);
    options.format = parser.value(formatOption);
    options.scenario = parser.value(scenarioOption);
    options.servers = parser.value(serversOption);
    options.offeredLoad = parser.value(offeredLoadOption);
    options.output = parser.value(outputOption);
    options.lang = parser.value(langOption);
    options.pageSize = parser.value(pageSizeOption);
    options.author = parser.value(authorOption);
    options.approver = parser.value(approverOption);
    options.table = parser.value(tableOption);
    options.remove = parser.value(removeOption);
    options.node = parser.value(nodeOption);
    CliCommands commands(store, out, err);
    const int status = commands.run(options);
    if (provisional && !store.importedFiles().empty()) {
        store.close();
        if (!QFile::copy(openPath, path)) {
            err << QCoreApplication::translate("main", "Cannot create the workspace %1.").arg(path) << '\n';
            return ExitWorkspace;
        }
    }
    return status;
}
