#include "probesession.h"
#include "qtutil/qtstring.h"

#include "probeprocess.h"
#include "workspacestore.h"

#include <algorithm>

namespace GpuPlan {

namespace {
/// `--option VALUE` when @p value is set, the value as the runner reads it.
void addOption(QStringList &args, const char *option, const std::optional<double> &value)
{
    if (value)
        args << QString::fromLatin1(option) << QString::number(*value, 'g', 12);
}
} // namespace

ProbeSession::ProbeSession(QObject *parent)
    : QObject(parent)
    , m_process(new ProbeProcess(this))
{
    connect(m_process, &ProbeProcess::finished, this, [this](Probe::ExitCode code) {
        end(code);
        Q_EMIT finished(code);
    });
    connect(m_process, &ProbeProcess::failed, this, [this](const QString &message) {
        end(std::nullopt);
        Q_EMIT failed(message);
    });
}

ProbeSession::~ProbeSession() = default;

QStringList ProbeSession::arguments(const ProbeRequest &request)
{
    QStringList args{request.burnin ? QStringLiteral("burnin") : QStringLiteral("run"), QStringLiteral("--device"),
                     request.deviceId};
    if (!request.burnin) {
        if (!request.tests.isEmpty())
            args << QStringLiteral("--tests") << request.tests;
        addOption(args, "--repeats", request.repeats);
        addOption(args, "--warmups", request.warmups);
        addOption(args, "--size-mib", request.sizeMib);
    } else {
        if (request.minutes)
            addOption(args, "--minutes", request.minutes);
        else
            addOption(args, "--seconds", request.seconds);
        if (!request.skuClass.isEmpty())
            args << QStringLiteral("--class") << request.skuClass;
        const Probe::CriteriaOverrides &c = request.criteria;
        addOption(args, "--spec-bandwidth", c.specBandwidthGBs);
        addOption(args, "--spec-fp32", c.specFp32Gflops);
        addOption(args, "--max-temp", c.maxTemperatureC);
        addOption(args, "--min-clock-fraction", c.minClockFraction);
        addOption(args, "--min-bandwidth-fraction", c.minBandwidthFraction);
        addOption(args, "--min-fp32-fraction", c.minFp32Fraction);
        addOption(args, "--warmup-seconds", c.warmupSeconds);
        if (!c.requirePcieMax)
            args << QStringLiteral("--no-require-pcie-max");
    }
    args << QStringLiteral("--json-lines");
    return args;
}

int ProbeSession::timeoutMs(const ProbeRequest &request)
{
    if (request.timeoutMs > 0)
        return request.timeoutMs;
    if (!request.burnin)
        return RunTimeoutMs;
    const double seconds = request.minutes ? *request.minutes * 60.0 : request.seconds.value_or(0.0);
    return int(std::min(seconds * 1000.0 + BurnInMarginMs, 2e9));
}

std::optional<Probe::SkuClass> ProbeSession::skuClassFromKey(const QString &key)
{
    Probe::SkuClass skuClass = Probe::SkuClass::Datacenter;
    if (key.isEmpty() || Probe::skuClassFromKey(key.toStdString(), skuClass))
        return skuClass;
    return std::nullopt;
}

Probe::BurnInCriteria ProbeSession::criteria(const ProbeRequest &request)
{
    return Probe::criteriaFor(skuClassFromKey(request.skuClass).value_or(Probe::SkuClass::Datacenter),
                              request.criteria);
}

ProbeRun ProbeSession::newRun(const Probe::DeviceInfo &device, const ProbeRequest &request)
{
    ProbeRun run;
    run.startedAt = QDateTime::currentDateTimeUtc();
    run.command = request.burnin ? QStringLiteral("burnin") : QStringLiteral("run");
    run.backend = qs(device.backend);
    run.deviceId = qs(device.id);
    run.deviceName = qs(device.name);
    run.vendor = qs(device.vendor);
    run.uuid = qs(device.uuid);
    run.serial = qs(device.serial);
    run.pciBusId = qs(device.pciBusId);
    run.note = request.note;
    return run;
}

bool ProbeSession::start(const Probe::DeviceInfo &device, const ProbeRequest &request)
{
    if (isRunning())
        return false;
    m_run = newRun(device, request);
    m_criteria = criteria(request);
    m_exitCode.reset();
    return m_process->start(arguments(request), timeoutMs(request));
}

void ProbeSession::cancel() { m_process->cancel(); }

bool ProbeSession::isRunning() const { return m_process->isRunning(); }

void ProbeSession::end(std::optional<Probe::ExitCode> exitCode)
{
    m_exitCode = exitCode;
    const auto hello = m_process->hello();
    m_run.runnerVersion = hello ? qs(hello->version) : QString();
    m_run.exitCode = exitCode ? int(*exitCode) : -1;
    m_run.exitStatus = exitCode ? QString::fromLatin1(Probe::exitCodeKey(*exitCode))
                                : ProbeProcess::failureKey(m_process->failure());
}

bool ProbeSession::keepsRun() const { return m_process->hello().has_value(); }

qint64 ProbeSession::save(WorkspaceStore &store) const
{
    std::optional<ProbeVerdict> verdict;
    if (const auto v = m_process->verdict())
        verdict = ProbeVerdict{0, *v, m_criteria};
    return store.saveProbeRun(m_run, m_process->results(), verdict);
}

} // namespace GpuPlan
