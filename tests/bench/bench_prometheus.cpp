// Pulling a big fleet from Prometheus (issue 16): N nodes of 8 GPUs (125 nodes: 1,000 GPUs) x H hours of
// dcgm-exporter series at 15 s, 9 metrics, backfilled with promtool into a local Prometheus pinned to CPU 1.
// `gpuplan-cli fleet pull` (pinned to CPU 0, a fresh workspace each run) pulls the window and judges it; its
// wall time and peak RSS are compared with the time Prometheus itself takes to answer the same queries (sent
// from here, bodies read and dropped), measured in the same run. Medians of RUNS.
//   bench_prometheus GPUPLAN_CLI [NODES=125] [HOURS=24] [RUNS=3]
#include "prometheusserver.h"
#include "promfixture.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QTemporaryDir>
#include <QUrlQuery>

#include <algorithm>
#include <cstdio>
#include <sys/resource.h>
#include <vector>

using GpuPlan::TestRequire::PrometheusServer;
using GpuPlan::TestRequire::PromFleet;

namespace {

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

struct CliRun
{
    int exitCode = -1;
    QByteArray out, err;
    double seconds = 0;
    long maxRssKb = 0;
};

/// Runs the CLI pinned to CPU 0 (taskset execs it: the same process). Peak RSS: getrusage(RUSAGE_CHILDREN)'s
/// maximum over the children reaped so far (the pulls are the biggest; Prometheus is not reaped until the end).
CliRun runCli(const QString &cli, const QStringList &args)
{
    CliRun r;
    QProcess p;
    QStringList all{QStringLiteral("-c"), QStringLiteral("0"), cli};
    all += args;
    QElapsedTimer timer;
    timer.start();
    p.start(QStringLiteral("taskset"), all);
    p.waitForFinished(-1);
    r.seconds = double(timer.nsecsElapsed()) / 1e9;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    rusage usage{};
    getrusage(RUSAGE_CHILDREN, &usage);
    r.maxRssKb = usage.ru_maxrss;
    return r;
}

/// Sends @p queries as query_range over the window and reads every answer: what the server alone costs.
double serverSeconds(const QString &url, const QStringList &queries, qint64 start, qint64 end, int step, qint64 *bytes)
{
    QNetworkAccessManager network;
    QElapsedTimer timer;
    timer.start();
    *bytes = 0;
    for (const QString &q : queries) {
        QUrlQuery form;
        form.addQueryItem(QStringLiteral("query"), QString::fromLatin1(QUrl::toPercentEncoding(q)));
        form.addQueryItem(QStringLiteral("start"), QString::number(start));
        form.addQueryItem(QStringLiteral("end"), QString::number(end));
        form.addQueryItem(QStringLiteral("step"), QString::number(step));
        QNetworkRequest request(QUrl(url + QStringLiteral("/api/v1/query_range")));
        request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/x-www-form-urlencoded"));
        QNetworkReply *reply = network.post(request, form.toString(QUrl::FullyEncoded).toUtf8());
        QEventLoop loop;
        QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
        loop.exec();
        *bytes += reply->readAll().size();
        reply->deleteLater();
    }
    return double(timer.nsecsElapsed()) / 1e9;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: bench_prometheus GPUPLAN_CLI [NODES=125] [HOURS=24] [RUNS=3]\n");
        return 1;
    }
    const QString cli = args.at(1);
    const int nodes = args.size() > 2 ? args.at(2).toInt() : 125;
    const int hours = args.size() > 3 ? args.at(3).toInt() : 24;
    const int runs = args.size() > 4 ? args.at(4).toInt() : 3;
    PromFleet fleet;
    fleet.nodes = nodes;
    fleet.gpusPerNode = 8;
    fleet.scrapes = hours * 240;
    fleet.faults = false;
    fleet.start = (QDateTime::currentSecsSinceEpoch() / 3600 - hours - 2) * 3600;
    const qint64 end = fleet.start + qint64(hours) * 3600;

    PrometheusServer server;
    QString error;
    QElapsedTimer timer;
    timer.start();
    const int perPart = 10;
    for (int first = 0; first < nodes; first += perPart) {
        PromFleet part = fleet;
        part.firstNode = first;
        part.nodes = std::min(perPart, nodes - first);
        if (!server.backfill(GpuPlan::TestRequire::promFleetOpenMetrics(part), &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        std::fprintf(stderr, "backfilled nodes %d-%d (%.0f s)\n", first, first + part.nodes - 1,
                     double(timer.elapsed()) / 1000);
    }
    if (!server.serve(&error, QStringLiteral("1"))) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    std::printf("fleet: %d nodes x 8 GPUs, %d h at 15 s, 9 metrics (%lld samples); backfill %.0f s\n", nodes, hours,
                qint64(nodes) * 8 * fleet.scrapes * 9, double(timer.elapsed()) / 1000);

    QTemporaryDir dir;
    const QStringList window{QStringLiteral("--prometheus"), server.url(),
                             QStringLiteral("--start"),      QString::number(fleet.start + 300),
                             QStringLiteral("--end"),        QString::number(end),
                             QStringLiteral("--save-dir"),   dir.filePath(QStringLiteral("pulls")),
                             QStringLiteral("--json")};
    // The queries a pull asks, from a dry run.
    const CliRun plan = runCli(cli,
                               QStringList{QStringLiteral("--workspace"), dir.filePath(QStringLiteral("plan.gpuplan")),
                                           QStringLiteral("fleet"), QStringLiteral("pull"), QStringLiteral("--dry-run")}
                                   + window);
    const QJsonObject planJson = QJsonDocument::fromJson(plan.out).object();
    QStringList queries;
    for (const QJsonValue &q : planJson.value(QLatin1String("queries")).toArray())
        queries << q.toString();
    const int step = planJson.value(QLatin1String("step_s")).toInt();
    if (plan.exitCode != 0 || queries.isEmpty()) {
        std::fprintf(stderr, "dry run failed: %s\n", plan.err.constData());
        return 1;
    }
    std::vector<double> pulls, serverTimes, rss;
    qint64 bytes = 0;
    int devices = 0, findings = 0;
    for (int r = 0; r < runs; ++r) {
        const QString ws = dir.filePath(QStringLiteral("run%1.gpuplan").arg(r));
        const CliRun pull = runCli(
            cli,
            QStringList{QStringLiteral("--workspace"), ws, QStringLiteral("fleet"), QStringLiteral("pull")} + window);
        const QJsonObject j = QJsonDocument::fromJson(pull.out).object();
        if (pull.exitCode != 0 || j.value(QLatin1String("status")).toString() != QLatin1String("pulled")) {
            std::fprintf(stderr, "pull failed (%d): %s\n", pull.exitCode, pull.err.right(2000).constData());
            return 1;
        }
        devices = j.value(QLatin1String("devices")).toInt();
        findings = j.value(QLatin1String("import")).toObject().value(QLatin1String("findings")).toArray().size();
        pulls.push_back(pull.seconds);
        rss.push_back(double(pull.maxRssKb) / 1024.0);
        serverTimes.push_back(serverSeconds(server.url(), queries, qint64(fleet.start + 300), end, step, &bytes));
        std::printf("run %d: pull + rules %.2f s (peak RSS %.0f MB), Prometheus alone %.2f s\n", r + 1, pulls.back(),
                    rss.back(), serverTimes.back());
    }
    std::printf("%d GPUs, %d queries at step %d s, %.1f MB of answers, %d findings\n", devices, int(queries.size()),
                step, double(bytes) / 1e6, findings);
    std::printf("median: pull + health rules %.2f s (target < 10 s), Prometheus answering the same queries %.2f s, "
                "ratio %.2f; peak RSS of the pulls %.0f MB (target < 150 MB)\n",
                median(pulls), median(serverTimes), median(pulls) / median(serverTimes), rss.back());
    return 0;
}
