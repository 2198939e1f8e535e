#include "prometheuspull.h"

#include "prometheusclient.h"
#include "workspacestore.h"

#include "metrics/prompull.h"
#include "parsetext.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUrl>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <set>

namespace GpuPlan {

namespace {

QString seconds(double v) { return QString::number(v, 'f', 0); }

/// Every metric name GpuPlan reads, as one __name__ matcher with the user's matchers.
QString discoverySelector(const std::string &matchers)
{
    std::string names;
    for (const std::string &n : Metrics::promPulledMetrics())
        names += (names.empty() ? "" : "|") + n;
    std::string s = "{__name__=~\"" + names + "\"";
    if (!matchers.empty())
        s += "," + matchers;
    return QString::fromStdString(s + "}");
}

/// The GPUs of a set of series, by the identity rule of the imports.
int countGpus(const std::vector<Metrics::Labels> &sets)
{
    std::set<std::string> keys;
    for (const Metrics::Labels &labels : sets) {
        FleetDevice d;
        Metrics::applyLabels(labels, d);
        if (d.uuid.empty() && d.serial.empty() && d.index < 0 && d.pciBusId.empty())
            continue;
        if (Metrics::label(labels, "GPU_I_ID"))
            continue;
        keys.insert(ParseText::deviceKey(d));
    }
    return int(keys.size());
}

struct Discovery
{
    QString version;
    QStringList metrics;
    QString error;
};

Discovery discover(PrometheusClient &client, const std::string &matchers, double start, double end)
{
    Discovery out;
    PrometheusClient::Reply info = client.call(QStringLiteral("status/buildinfo"), {}, {});
    if (info.ok)
        out.version = QString::fromStdString(info.response.version);
    else if (info.httpStatus == 404)
        out.version = QStringLiteral("unknown"); // VictoriaMetrics and some proxies have no buildinfo
    else {
        out.error = info.error;
        return out;
    }
    const QString selector = discoverySelector(matchers);
    PrometheusClient::Reply names = client.call(QStringLiteral("label/__name__/values"),
                                                {{QStringLiteral("match[]"), selector},
                                                 {QStringLiteral("start"), seconds(start)},
                                                 {QStringLiteral("end"), seconds(end)}},
                                                selector);
    if (!names.ok) {
        out.error = names.error;
        return out;
    }
    for (const std::string &n : names.response.strings)
        out.metrics.push_back(QString::fromStdString(n));
    out.metrics.sort();
    return out;
}

QString documentName(const PrometheusSource &source, const Metrics::PromWindow &w)
{
    const QUrl url(source.url);
    const auto stamp = [](double t) {
        return QDateTime::fromSecsSinceEpoch(qint64(t), Qt::UTC).toString(QStringLiteral("yyyyMMdd'T'HHmmss'Z'"));
    };
    const QByteArray id
        = QCryptographicHash::hash(
              (source.url + QLatin1Char('\n') + source.selector + QLatin1Char('\n') + source.tenant).toUtf8(),
              QCryptographicHash::Sha256)
              .toHex()
              .left(8);
    return QStringLiteral("prometheus-%1-%2-%3-%4.jsonl")
        .arg(url.host() + (url.port() > 0 ? QLatin1Char('_') + QString::number(url.port()) : QString()), stamp(w.start),
             stamp(w.end), QString::fromLatin1(id));
}

} // namespace

const char *prometheusPullStatusKey(PrometheusPullResult::Status status)
{
    switch (status) {
    case PrometheusPullResult::Status::Pulled:
        return "pulled";
    case PrometheusPullResult::Status::DryRun:
        return "dry_run";
    case PrometheusPullResult::Status::NothingNew:
        return "nothing_new";
    case PrometheusPullResult::Status::Cancelled:
        return "cancelled";
    case PrometheusPullResult::Status::Failed:
        break;
    }
    return "failed";
}

PrometheusProbe probePrometheus(const PrometheusSource &source, const QString &secret)
{
    PrometheusProbe probe;
    std::string error;
    const auto matchers = Metrics::promSelectorMatchers(source.selector.toStdString(), &error);
    if (!matchers) {
        probe.message = QString::fromStdString(error);
        return probe;
    }
    PrometheusClient client(source, secret, 30000);
    const double now = double(QDateTime::currentSecsSinceEpoch());
    const double since = now - 86400;
    const Discovery d = discover(client, *matchers, since, now);
    if (!d.error.isEmpty()) {
        probe.message = d.error;
        return probe;
    }
    probe.version = d.version;
    probe.metrics = d.metrics;
    // The GPUs from a few metrics every exporter has by default, not from all of them: a big fleet has hundreds of
    // thousands of series.
    std::string anchors = "{__name__=~\"DCGM_FI_DEV_GPU_TEMP|DCGM_FI_DEV_GPU_UTIL|nvidia_smi_temperature_gpu|"
                          "gpu_edge_temperature|gpu_junction_temperature|gpu_gfx_activity|xpum_temperature_celsius|"
                          "xpum_engine_ratio\"";
    if (!matchers->empty())
        anchors += "," + *matchers;
    const QString selector = QString::fromStdString(anchors + "}");
    PrometheusClient::Reply series = client.call(QStringLiteral("series"),
                                                 {{QStringLiteral("match[]"), selector},
                                                  {QStringLiteral("start"), seconds(since)},
                                                  {QStringLiteral("end"), seconds(now)}},
                                                 selector, true);
    if (!series.ok) {
        probe.message = series.error;
        return probe;
    }
    probe.gpus = countGpus(series.response.labelSets);
    probe.ok = true;
    return probe;
}

PrometheusPullResult pullPrometheus(WorkspaceStore &store, const PrometheusPullRequest &request)
{
    PrometheusPullResult result;
    const PrometheusSource &source = request.source;
    std::string error;
    const auto matchers = Metrics::promSelectorMatchers(source.selector.toStdString(), &error);
    if (!matchers) {
        result.message = QCoreApplication::translate("PrometheusPull", "the series selector \"%1\" is not valid: %2")
                             .arg(source.selector, QString::fromStdString(error));
        return result;
    }
    const double now = double(QDateTime::currentSecsSinceEpoch());
    double end = request.end > 0 ? request.end : now;
    const double from = request.start > 0 ? request.start : source.lastEnd ? *source.lastEnd : end - 3600;
    int step = request.step > 0 ? request.step : source.stepSeconds;
    if (step <= 0)
        step = Metrics::promDefaultStep(from, end);
    // An incremental pull starts at the bucket after the last one pulled.
    double start = request.start > 0 || !source.lastEnd ? from : *source.lastEnd + step;
    // On the step's grid, so that two pulls of one source line up.
    start = std::ceil(start / step) * step;
    end = std::floor(end / step) * step;
    result.start = start;
    result.end = end;
    result.step = step;
    // Nothing to ask for: the source records when it was asked (its refresh waits its interval again).
    const auto nothingNew = [&store, &source, &result] {
        result.status = PrometheusPullResult::Status::NothingNew;
        if (source.id > 0) {
            PrometheusSource asked = source;
            asked.lastPullAt = QDateTime::currentDateTimeUtc();
            store.savePrometheusSource(asked);
        }
        return result;
    };
    if (end < start)
        return nothingNew();
    PrometheusClient client(source, request.secret, request.timeoutMs);
    client.setCancel(request.cancelled);
    const Discovery found = discover(client, *matchers, start - step, end);
    if (!found.error.isEmpty()) {
        result.status = request.cancelled && request.cancelled() ? PrometheusPullResult::Status::Cancelled
                                                                 : PrometheusPullResult::Status::Failed;
        result.message = found.error;
        return result;
    }
    result.server = found.version;
    result.metrics = found.metrics;
    std::vector<std::string> present;
    for (const QString &m : found.metrics)
        present.push_back(m.toStdString());
    const std::vector<Metrics::PromPullQuery> plan = Metrics::promPullPlan(present);
    Metrics::PromPullHeader header;
    header.url = source.url.toStdString();
    header.selector = source.selector.toStdString();
    header.tenant = source.tenant.toStdString();
    header.server = found.version.toStdString();
    header.window = {start, end, step};
    const std::vector<Metrics::PromWindow> chunks = Metrics::promChunks(header.window);
    result.chunks = int(chunks.size());
    std::vector<std::string> queries;
    for (const Metrics::PromPullQuery &q : plan) {
        queries.push_back(Metrics::promQuery(q, *matchers, step, header.resolution));
        result.queries.push_back(QString::fromStdString(queries.back()));
    }
    if (plan.empty() && source.lastEnd && request.start <= 0)
        return nothingNew(); // no GPU wrote since the last pull
    if (plan.empty()) {
        result.message
            = QCoreApplication::translate(
                  "PrometheusPull", "%1 has no GPU metric GpuPlan reads under the selector \"%2\" between %3 and %4")
                  .arg(source.url, source.selector,
                       QDateTime::fromSecsSinceEpoch(qint64(start), Qt::UTC).toString(Qt::ISODate),
                       QDateTime::fromSecsSinceEpoch(qint64(end), Qt::UTC).toString(Qt::ISODate));
        return result;
    }
    if (request.dryRun) {
        result.status = PrometheusPullResult::Status::DryRun;
        return result;
    }
    Metrics::PromPullBuilder builder(header);
    // Every chunk's queries, four at a time: the server works on the next ones while these answers are read.
    std::vector<PrometheusClient::Request> calls;
    std::vector<std::size_t> planOf;
    for (const Metrics::PromWindow &chunk : chunks)
        for (std::size_t i = 0; i < plan.size(); ++i) {
            const QString query = QString::fromStdString(queries[i]);
            calls.push_back({QStringLiteral("query_range"),
                             {{QStringLiteral("query"), query},
                              {QStringLiteral("start"), seconds(chunk.start)},
                              {QStringLiteral("end"), seconds(chunk.end)},
                              {QStringLiteral("step"), QString::number(step)}},
                             query,
                             true});
            planOf.push_back(i);
        }
    const int total = int(calls.size());
    int done = 0;
    bool failed = false;
    client.callAll(calls, 4, [&](int index, PrometheusClient::Reply &&reply) {
        result.bytes += reply.bytes;
        if (reply.cancelled) {
            result.status = PrometheusPullResult::Status::Cancelled;
            result.message = reply.error;
            failed = true;
            return false;
        }
        if (reply.fatal) {
            result.message = reply.error;
            failed = true;
            return false; // nothing imported
        }
        const std::size_t i = planOf[std::size_t(index)];
        if (!reply.ok) {
            builder.addProblem(reply.error.toStdString());
            result.problems.push_back(reply.error);
        } else {
            builder.add(plan[i], queries[i], reply.response.series);
        }
        if (request.progress)
            request.progress(++done, total);
        return true;
    });
    if (failed)
        return result;
    if (result.problems.size() == total) {
        result.message = result.problems.front();
        return result; // every query failed: nothing to import
    }
    result.devices = builder.devices();
    result.points = qint64(builder.points());
    QString dir = request.documentDir;
    if (dir.isEmpty())
        dir = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + QStringLiteral("/prometheus");
    if (!QDir().mkpath(dir)) {
        result.message
            = QCoreApplication::translate("PrometheusPull", "cannot create the folder %1 for the pull document")
                  .arg(QDir::toNativeSeparators(dir));
        return result;
    }
    result.document = QDir(dir).filePath(documentName(source, header.window));
    {
        QSaveFile file(result.document);
        const std::string text = builder.document();
        if (!file.open(QIODevice::WriteOnly) || file.write(text.data(), qint64(text.size())) != qint64(text.size())
            || !file.commit()) {
            result.message = QCoreApplication::translate("PrometheusPull", "cannot write the pull document %1: %2")
                                 .arg(QDir::toNativeSeparators(result.document), file.errorString());
            return result;
        }
    }
    FleetImportOptions options;
    options.format = "prometheus-pull";
    // The import reads a flag; the request is polled: its progress callback carries one to the other.
    std::atomic_bool stop{false};
    options.cancel = &stop;
    options.progress = [&request, &stop](std::uint64_t, std::uint64_t) {
        if (request.cancelled && request.cancelled())
            stop = true;
    };
    result.report = store.importFleetFile(result.document, options);
    if (!result.report.ok()) {
        QFile::remove(result.document); // nothing of it is in the workspace
        result.status = result.report.status == FleetFileReport::Status::Cancelled
            ? PrometheusPullResult::Status::Cancelled
            : PrometheusPullResult::Status::Failed;
        result.message = result.report.message;
        return result;
    }
    PrometheusSource saved = source;
    saved.lastEnd = end;
    saved.lastPullAt = QDateTime::currentDateTimeUtc();
    if (store.savePrometheusSource(saved) == 0) {
        result.message = store.lastError();
        result.status = PrometheusPullResult::Status::Failed;
        return result;
    }
    result.status = PrometheusPullResult::Status::Pulled;
    return result;
}

} // namespace GpuPlan
