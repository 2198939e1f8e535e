#pragma once

#include <QCoreApplication>
#include <QMap>
#include <QString>
#include <QStringList>

class QTextStream;

namespace GpuPlan {

class WorkspaceStore;

/// Exit codes of gpuplan-cli; scripts rely on them.
enum CliExit {
    ExitOk = 0,
    ExitUsage = 1,       ///< unknown command or missing argument
    ExitNotFound = 2,    ///< no SKU or model by that name, or an ambiguous name
    ExitWorkspace = 3,   ///< the workspace cannot be opened or written
    ExitBadInput = 4,    ///< an input file is invalid; nothing was changed
    ExitProbeFailed = 5, ///< probe: a test ran but its result did not verify
    ExitRunner = 6,      ///< probe: the runner is missing, crashed, hung, printed invalid output, could
                         ///< not load the device's backend, failed inside, or was cancelled
    ExitConflict = 7,    ///< catalog set, scenario save/remove: --expect-version is stale (someone changed it
                         ///< since); nothing written
    ExitServer = 9,      ///< fleet pull: the server cannot be reached, refused the credentials or the query, or
                         ///< is not a Prometheus API; nothing was changed
    ExitQuarantine = 10, ///< probe burnin: the verdict is quarantine (as gpuplan-probe's exit code)
    ExitReject = 11,     ///< probe burnin: the verdict is reject (as gpuplan-probe's exit code)
};

struct CliOptions
{
    QStringList command; ///< positional words: "catalog list", "catalog show ID", ...
    QString vendor;
    QString segment;
    bool json = false;
    // estimate / sweep
    QString sku;
    QString model;
    QString weights;
    QString kv;
    QString context;
    QString outputTokens;
    QString batch;
    QString gpus;
    QString engine;
    bool attentionDataParallel = false; ///< --attention-dp
    bool expertParallel = false;        ///< --expert-parallel
    bool noCudaGraphs = false;          ///< --no-cuda-graphs
    QString bandwidthEfficiency;        ///< pins for the calibration
    QString computeEfficiency;
    QString stepOverheadMs;
    /// probe run / burnin: the options given, by name without "--" ("device", "minutes", ...); a flag
    /// maps to an empty value.
    QMap<QString, QString> probeOptions;
    // import
    bool dryRun = false;
    QString format;        ///< forced import format, empty: recognised by content
    QString remove;        ///< import --remove FILE|SHA256: the imported file to take out again
    QString expectVersion; ///< catalog set --expect-version N
    QString limit;         ///< workspace audit --limit N
    QString name;          ///< scenario save --name NAME
    QString node;          ///< import --node NAME: the host of files that do not name it
    /// fleet pull: the options given, by name without "--" ("prometheus", "since", "selector", ...).
    QMap<QString, QString> pullOptions;
    /// quotes / lot: the options given, by name without "--" ("mapping", "seller", "quote", "state", ...).
    QMap<QString, QString> intakeOptions;
    // plan / rank / erlang
    QString scenario;    ///< --scenario FILE
    QString servers;     ///< --servers C
    QString offeredLoad; ///< --offered-load A
    // report / export
    QString output;   ///< -o OUT
    QString lang;     ///< --lang en|fr
    QString pageSize; ///< --page-size A4|Letter
    QString author;
    QString approver;
    QString table; ///< export: --table NAME (format in `format`)
};

/// The headless front door: runs one command against an open workspace, writing results to @p out
/// and messages to @p err.
class CliCommands
{
    Q_DECLARE_TR_FUNCTIONS(CliCommands)
public:
    CliCommands(WorkspaceStore &store, QTextStream &out, QTextStream &err);

    int run(const CliOptions &options);

private:
    int catalogList(const CliOptions &options);
    int catalogShow(const QString &name, bool json);
    int catalogExport(const QString &path);
    int catalogImport(const QString &path);
    int modelsList(bool json);
    int modelsShow(const QString &name, bool json);

    WorkspaceStore &m_store;
    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace GpuPlan
