// gpuplan-cli: the headless front door onto the same libraries as the GUI.
#include "clicommands.h"

#include "translations/translations.h"
#include "io/appsettings.h"
#include "io/workspaceopener.h"
#include "io/workspacestore.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QSettings>
#include <QTextStream>

#include <cstdio>

using namespace GpuPlan;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("GpuPlan"));
    QCoreApplication::setApplicationName(QStringLiteral("GpuPlan"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GPUPLAN_VERSION));
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
        "  models list                               list the model architectures\n"
        "  models show MODEL                         one model architecture\n"
        "  estimate --sku SKU --model MODEL [...]    VRAM fit, speed and cost of MODEL on SKU (JSON)\n"
        "  sweep --model MODEL [...]                 the same for every SKU of the catalog (JSON)\n"
        "    estimate/sweep options: --weights FORMAT (bf16, fp16, fp8, int8, int4, q8_0, q6_k, q5_k_m,\n"
        "    q4_k_m, q4_0), --kv FORMAT (fp16, bf16, fp8, q8_0, q4_0), --context N, --output-tokens N,\n"
        "    --batch N|max, --gpus N, --engine vllm|trtllm|llamacpp|transformers; pin a calibrated\n"
        "    parameter with --bandwidth-efficiency X, --compute-efficiency X, --step-overhead-ms MS\n\n"
        "SKU and MODEL are an id or an unambiguous part of a name (\"RTX 4090\", \"Llama-3-8B\").\n"
        "Exit codes: 0 success, 1 usage, 2 not found or ambiguous, 3 workspace error, 4 invalid input."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption workspaceOption(
        QStringLiteral("workspace"), QCoreApplication::translate("main", "Use the workspace file PATH."),
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
        {"bandwidth-efficiency", "X", QT_TRANSLATE_NOOP("main", "Pin the decode bandwidth efficiency (0-1) in the calibration.")},
        {"compute-efficiency", "X", QT_TRANSLATE_NOOP("main", "Pin the compute efficiency in the calibration.")},
        {"step-overhead-ms", "MS", QT_TRANSLATE_NOOP("main", "Pin the fixed time per decode step, in milliseconds.")},
    };
    for (const auto &v : valueOptions) {
        parser.addOption(QCommandLineOption(QString::fromLatin1(v.name), QCoreApplication::translate("main", v.help),
                                            QString::fromLatin1(v.value)));
    }
    parser.addPositionalArgument(QStringLiteral("command"), QCoreApplication::translate("main", "The command to run."),
                                 QStringLiteral("command [arguments]"));
    if (!parser.parse(QCoreApplication::arguments())) {
        err << parser.errorText() << '\n';
        return ExitUsage;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText();
        return ExitOk;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        out << QCoreApplication::applicationName() << ' ' << QCoreApplication::applicationVersion() << '\n';
        return ExitOk;
    }
    if (parser.positionalArguments().isEmpty()) {
        err << parser.helpText();
        return ExitUsage;
    }

    WorkspaceStore store;
    QString error;
    const QString path = parser.isSet(workspaceOption) ? parser.value(workspaceOption) : settings.defaultWorkspace();
    if (!openWorkspace(store, path, &error)) {
        err << error << '\n';
        return ExitWorkspace;
    }
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
    CliCommands commands(store, out, err);
    return commands.run(options);
}
