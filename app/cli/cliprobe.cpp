#include "cliprobe.h"
#include "qtutil/qtstring.h"

#include "clicommands.h"
#include "cliresolve.h"

#include "io/probejson.h"
#include "io/probelistjob.h"
#include "io/probeprocess.h"
#include "io/proberunner.h"
#include "io/probesession.h"
#include "io/workspacestore.h"
#include "item/unitformat.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QTextStream>

#include <cmath>

namespace GpuPlan {

namespace {

constexpr int kListTimeoutMs = 60 * 1000;

/// The CLI's exit code for an exit code of the runner.
int cliExit(Probe::ExitCode code)
{
    switch (code) {
    case Probe::ExitCode::Ok:
        return ExitOk;
    case Probe::ExitCode::TestFailed:
        return ExitProbeFailed;
    case Probe::ExitCode::Usage:
        return ExitUsage;
    case Probe::ExitCode::NoSuchDevice:
        return ExitNotFound;
    case Probe::ExitCode::BurnInQuarantine:
        return ExitQuarantine;
    case Probe::ExitCode::BurnInReject:
        return ExitReject;
    case Probe::ExitCode::BackendUnavailable:
    case Probe::ExitCode::Cancelled:
    case Probe::ExitCode::Internal:
        return ExitRunner;
    }
    return ExitRunner;
}

/// An option that is a number from min to max, kept in a field of T.
template <typename T>
struct NumberOption
{
    const char *name;
    double min;
    double max;
    std::optional<double> T::*value;
};

// Runs `--list --json` to the end in this thread's event loop.
std::optional<Probe::ListReport> listDevices(QTextStream &err, int timeoutMs = kListTimeoutMs)
{
    ProbeListJob job;
    QEventLoop loop;
    std::optional<Probe::ListReport> report;
    QObject::connect(&job, &ProbeListJob::finished, &loop, [&](const Probe::ListReport &r) {
        report = r;
        loop.quit();
    });
    QObject::connect(&job, &ProbeListJob::failed, &loop, [&](const QString &message) {
        err << message << '\n';
        loop.quit();
    });
    job.start(timeoutMs);
    loop.exec();
    return report;
}

class ProbeCommand
{
    Q_DECLARE_TR_FUNCTIONS(CliProbe)
public:
    ProbeCommand(WorkspaceStore &store, const CliOptions &o, QTextStream &out, QTextStream &err)
        : m_store(store)
        , m_o(o)
        , m_out(out)
        , m_err(err)
    {
    }

    int list();
    int measure(bool burnin);

private:
    bool number(const char *name, double min, double max, std::optional<double> &value);
    bool buildRequest(bool burnin, ProbeRequest &request);
    void printHuman(const ProbeProcess &p, const Probe::DeviceInfo &device) const;

    WorkspaceStore &m_store;
    const CliOptions &m_o;
    QTextStream &m_out;
    QTextStream &m_err;
    int m_argumentError = ExitUsage; ///< the exit code when buildRequest() refuses
};

int ProbeCommand::list()
{
    const auto report = listDevices(m_err);
    if (!report)
        return ExitRunner;
    if (m_o.json) {
        m_out << qs(Probe::toJson(*report)) << '\n';
        return ExitOk;
    }
    m_out << tr("gpuplan-probe %1").arg(qs(report->version)) << "\n\n" << tr("Backends:") << '\n';
    for (const auto &b : report->backends) {
        m_out << "  " << qs(b.name).leftJustified(10) << ' '
              << (b.available ? tr("available") : tr("unavailable")).leftJustified(12) << ' '
              << (b.available ? qs(b.module) : qs(b.reason)) << '\n';
    }
    m_out << '\n' << tr("Devices:") << '\n';
    if (report->devices.empty())
        m_out << "  " << tr("none") << '\n';
    for (const auto &d : report->devices) {
        m_out << "  " << qs(d.id).leftJustified(12) << ' ' << qs(d.name).leftJustified(32) << ' '
              << qs(d.vendor).leftJustified(8) << ' '
              << UnitFormat::bytesBinary(qint64(d.memoryBytes)).rightJustified(10) << "  " << qs(d.pciBusId) << "  "
              << qs(d.uuid) << '\n';
    }
    return ExitOk;
}

bool ProbeCommand::number(const char *name, double min, double max, std::optional<double> &value)
{
    const QString text = m_o.probeOptions.value(QString::fromLatin1(name));
    if (text.isEmpty())
        return true;
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < min || v > max) {
        m_err << tr("--%1 must be a number from %2 to %3, not \"%4\".")
                     .arg(QLatin1String(name))
                     .arg(min)
                     .arg(max)
                     .arg(text)
              << '\n';
        return false;
    }
    value = v;
    return true;
}

bool ProbeCommand::buildRequest(bool burnin, ProbeRequest &request)
{
    const auto &po = m_o.probeOptions;
    request.burnin = burnin;
    request.deviceId = po.value(QStringLiteral("device"));
    request.note = po.value(QStringLiteral("note"));
    if (request.deviceId.isEmpty()) {
        m_err << tr("probe %1 needs --device ID (see gpuplan-cli probe list).")
                     .arg(burnin ? QStringLiteral("burnin") : QStringLiteral("run"))
              << '\n';
        return false;
    }
    std::optional<double> timeoutSeconds;
    if (!number("timeout", 1, 30 * 86400, timeoutSeconds))
        return false;
    if (timeoutSeconds)
        request.timeoutMs = int(std::min(*timeoutSeconds * 1000.0, 2e9));
    // Each option is checked here, so that a typo is a usage error before anything runs.
    static constexpr NumberOption<ProbeRequest> runOptions[] = {{"repeats", 1, 1e6, &ProbeRequest::repeats},
                                                                {"warmups", 0, 1e6, &ProbeRequest::warmups},
                                                                {"size-mib", 1, 1 << 24, &ProbeRequest::sizeMib}};
    using C = Probe::CriteriaOverrides;
    static constexpr NumberOption<C> burnInOptions[] = {
        {"spec-bandwidth", 0.001, 1e9, &C::specBandwidthGBs},
        {"spec-fp32", 0.001, 1e12, &C::specFp32Gflops},
        {"max-temp", 1, 200, &C::maxTemperatureC},
        {"min-clock-fraction", 0, 1, &C::minClockFraction},
        {"min-bandwidth-fraction", 0, 1, &C::minBandwidthFraction},
        {"min-fp32-fraction", 0, 1, &C::minFp32Fraction},
        {"warmup-seconds", 0, 86400, &C::warmupSeconds},
    };
    // Each value set lands in @p into; an explicit --spec-* wins over the SKU's figure.
    const auto numbers = [this](const auto &options, auto &into) {
        for (const auto &n : options) {
            std::optional<double> v;
            if (!number(n.name, n.min, n.max, v))
                return false;
            if (v)
                into.*n.value = v;
        }
        return true;
    };
    if (!burnin) {
        request.tests = po.value(QStringLiteral("tests"));
        return numbers(runOptions, request);
    }

    if (!number("minutes", 0.001, 7 * 24 * 60, request.minutes)
        || !number("seconds", 1, 7 * 24 * 3600, request.seconds))
        return false;
    if (request.minutes.has_value() == request.seconds.has_value()) {
        m_err << tr("probe burnin needs one of --minutes N or --seconds N.") << '\n';
        return false;
    }

    QString skuClass = po.value(QStringLiteral("class")).toLower();
    if (!m_o.sku.isEmpty()) {
        // The catalog's figures for the SKU the card is sold as are what it is judged against.
        const Catalog catalog = m_store.catalog();
        const GpuSku *sku = resolveByName(catalog.skus, m_o.sku, m_err, QT_TRANSLATE_NOOP("CliCommands", "SKU"));
        if (!sku) {
            m_argumentError = ExitNotFound;
            return false;
        }
        if (sku->memoryBandwidthBytesPerSecond)
            request.criteria.specBandwidthGBs = *sku->memoryBandwidthBytesPerSecond / 1e9;
        else
            m_err << tr("%1 has no memory bandwidth in the catalog; bandwidth is not judged.").arg(qs(sku->name))
                  << '\n';
        if (const auto fp32 = sku->peak(Precision::FP32))
            request.criteria.specFp32Gflops = *fp32 / 1e9;
        else
            m_err << tr("%1 has no FP32 peak in the catalog; FP32 is not judged.").arg(qs(sku->name)) << '\n';
        if (skuClass.isEmpty())
            skuClass = qs(std::string(segmentKey(sku->segment)));
    }
    if (!ProbeSession::skuClassFromKey(skuClass)) {
        m_err << tr("Unknown class \"%1\" (expected datacenter, workstation or consumer).").arg(skuClass) << '\n';
        return false;
    }
    request.skuClass = skuClass;
    if (!numbers(burnInOptions, request.criteria))
        return false;
    request.criteria.requirePcieMax = !po.contains(QStringLiteral("no-require-pcie-max"));
    return true;
}

void ProbeCommand::printHuman(const ProbeProcess &p, const Probe::DeviceInfo &device) const
{
    m_out << qs(device.id) << "  " << qs(device.name);
    if (!device.uuid.empty())
        m_out << "  " << qs(device.uuid);
    if (!device.serial.empty())
        m_out << "  " << tr("serial %1").arg(qs(device.serial));
    m_out << '\n';
    if (!p.results().empty()) {
        m_out << '\n'
              << tr("Test").leftJustified(24) << ' ' << tr("Best").rightJustified(12) << ' '
              << tr("Median").rightJustified(12) << ' ' << tr("Min").rightJustified(12) << ' '
              << tr("Max").rightJustified(12) << ' ' << tr("Unit").leftJustified(8) << ' '
              << tr("Runs").rightJustified(5) << "  " << tr("Verified") << '\n';
    }
    for (const auto &r : p.results()) {
        const auto n = [](double v) { return QString::number(v, 'f', 2).rightJustified(12); };
        m_out << qs(r.test).leftJustified(24) << ' ' << n(r.best) << ' ' << n(r.median) << ' ' << n(r.min) << ' '
              << n(r.max) << ' ' << qs(r.unit).leftJustified(8) << ' ' << QString::number(r.runs).rightJustified(5)
              << "  " << (r.verified ? tr("yes") : tr("NO: %1").arg(qs(r.verifyMessage))) << '\n';
    }
    if (const auto v = p.verdict()) {
        m_out << '\n'
              << tr("Verdict: %1 (after %2 s)")
                     .arg(QString::fromLatin1(Probe::verdictKey(v->verdict)))
                     .arg(v->durationSeconds)
              << '\n';
        for (const auto &r : v->reasons) {
            m_out << "  " << qs(r.code).leftJustified(20) << ' '
                  << QString::fromLatin1(Probe::checkStatusKey(r.status)).leftJustified(10) << ' ' << qs(r.message)
                  << '\n';
        }
    }
}

int ProbeCommand::measure(bool burnin)
{
    ProbeRequest request;
    if (!buildRequest(burnin, request))
        return m_argumentError;
    const QString &deviceId = request.deviceId;

    // The runner names a device by index; the workspace keeps what identifies the card.
    const auto report = listDevices(m_err, std::min(kListTimeoutMs, ProbeSession::timeoutMs(request)));
    if (!report)
        return ExitRunner;
    const Probe::DeviceInfo *device = nullptr;
    for (const auto &d : report->devices) {
        if (qs(d.id) == deviceId)
            device = &d;
    }
    if (!device) {
        m_err << tr("No device \"%1\". The runner sees:").arg(deviceId) << '\n';
        for (const auto &d : report->devices)
            m_err << "  " << qs(d.id) << "  " << qs(d.name) << '\n';
        for (const auto &b : report->backends) {
            if (!b.available)
                m_err << "  " << tr("(%1 unavailable: %2)").arg(qs(b.name), qs(b.reason)) << '\n';
        }
        return ExitNotFound;
    }

    ProbeSession session;
    const ProbeProcess &process = *session.process();
    QEventLoop loop;
    QString failure;
    double shown = -1.0;
    QString shownStage;
    QObject::connect(&process, &ProbeProcess::progress, &loop, [&](double fraction, const QString &stage) {
        // A line per stage and per tenth, not one per message: a burn-in reports every second.
        if (m_o.json || (stage == shownStage && fraction < shown + 0.1))
            return;
        shown = fraction;
        shownStage = stage;
        m_err << QStringLiteral("[%1%] ").arg(int(fraction * 100.0), 3) << stage << '\n';
        m_err.flush();
    });
    QObject::connect(&process, &ProbeProcess::errorLine, &loop, [&](const QString &code, const QString &message) {
        m_err << tr("Runner error (%1): %2").arg(code, message) << '\n';
    });
    QObject::connect(&session, &ProbeSession::finished, &loop, &QEventLoop::quit);
    QObject::connect(&session, &ProbeSession::failed, &loop, [&](const QString &message) {
        failure = message;
        loop.quit();
    });
    session.start(*device, request);
    loop.exec();

    const ProbeRun &run = session.run();
    const std::optional<Probe::ExitCode> exitCode = session.exitCode();
    qint64 runId = 0;
    bool saveFailed = false;
    if (session.keepsRun()) {
        runId = session.save(m_store);
        saveFailed = runId == 0;
    }

    if (m_o.json) {
        Json j = Json::object();
        j["run_id"] = runId > 0 ? Json(runId) : Json(nullptr);
        j["command"] = run.command.toStdString();
        j["started_at"] = run.startedAt.toString(Qt::ISODate).toStdString();
        j["device"] = ProbeJson::device(*device);
        j["runner_version"] = run.runnerVersion.toStdString();
        j["exit_code"] = exitCode ? Json(int(*exitCode)) : Json(nullptr);
        j["status"] = run.exitStatus.toStdString();
        QString message = exitCode ? ProbeRunner::exitCodeText(*exitCode) : failure;
        if (burnin && exitCode == Probe::ExitCode::Ok)
            message = tr("burn-in finished: pass");
        j["message"] = message.toStdString();
        Json results = Json::array();
        for (const auto &r : process.results())
            results.push_back(ProbeJson::result(r));
        j["results"] = results;
        Json errors = Json::array();
        for (const auto &e : process.errors())
            errors.push_back(
                Json{{"code", e.code}, {"message", e.message}, {"backend", e.backend}, {"device", e.device}});
        j["errors"] = errors;
        j["verdict"] = process.verdict() ? ProbeJson::verdict(*process.verdict()) : Json(nullptr);
        j["criteria"] = burnin ? ProbeJson::criteria(session.runCriteria()) : Json(nullptr);
        m_out << QString::fromStdString(j.dump(2)) << '\n';
    } else {
        printHuman(process, *device);
    }
    if (!failure.isEmpty())
        m_err << failure << '\n';
    else if (exitCode && *exitCode != Probe::ExitCode::Ok)
        m_err << tr("The runner says: %1.").arg(ProbeRunner::exitCodeText(*exitCode)) << '\n';
    if (saveFailed) {
        m_err << m_store.lastError() << '\n' << tr("The run was not stored.") << '\n';
        return ExitWorkspace;
    }
    if (runId > 0)
        m_err << tr("Stored as probe run %1 in %2.").arg(runId).arg(m_store.path()) << '\n';
    return exitCode ? cliExit(*exitCode) : ExitRunner;
}

} // namespace

int runProbeCommand(WorkspaceStore &store, const CliOptions &options, QTextStream &out, QTextStream &err)
{
    ProbeCommand command(store, options, out, err);
    const QString verb = options.command.value(1);
    if (options.command.size() == 2) {
        if (verb == QLatin1String("list"))
            return command.list();
        if (verb == QLatin1String("run"))
            return command.measure(false);
        if (verb == QLatin1String("burnin"))
            return command.measure(true);
    }
    err << QCoreApplication::translate("CliCommands", "Unknown or incomplete command: %1")
               .arg(options.command.join(QLatin1Char(' ')))
        << '\n'
        << QCoreApplication::translate("CliCommands", "Run gpuplan-cli --help for the list of commands.") << '\n';
    return ExitUsage;
}

} // namespace GpuPlan
