// Pulling a big fleet from Prometheus (issue 16): N nodes of 8 GPUs (125 nodes: 1,000 GPUs) x H hours of
// dcgm-exporter series at 15 s, 9 metrics, backfilled with promtool into a local Prometheus pinned to CPU 1.
// `gpuplan-cli fleet pull` (pinned to CPU 0, a fresh workspace each run) pulls the window and judges it; its
// wall time and peak RSS are compared with the time Prometheus itself takes to answer the same queries (sent
// from here, bodies read and dropped), measured in the same run. Medians of RUNS.
//   bench_prometheus GPUPLAN_CLI [NODES=125] [HOURS=24] [RUNS=3]      (needs GNU time: apt-get install time)
#include "prometheusserver.h"
#include "promfixture.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
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
#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <vector>

using GpuPlan::TestRequire::PrometheusServer;
extern char **environ;

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

/// Runs the CLI pinned to CPU 0 with its output in files, under GNU time for its own peak RSS (wait4()'s
/// rusage of a child spawned from this process would count this process' pages at the spawn: the fixture's).
CliRun runCli(const QString &cli, const QStringList &args, const QString &scratch)
{
    CliRun r;
    const std::string rssFile = QString(scratch + QStringLiteral("/cli.rss")).toStdString();
    std::vector<std::string> words{"time", "-f", "%M", "-o", rssFile, "taskset", "-c", "0", cli.toStdString()};
    for (const QString &a : args)
        words.push_back(a.toStdString());
    std::vector<char *> argv;
    for (std::string &w : words)
        argv.push_back(w.data());
    argv.push_back(nullptr);
    const std::string out = QString(scratch + QStringLiteral("/cli.out")).toStdString();
    const std::string err = QString(scratch + QStringLiteral("/cli.err")).toStdString();
    posix_spawn_file_actions_t files;
    posix_spawn_file_actions_init(&files);
    posix_spawn_file_actions_addopen(&files, 1, out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawn_file_actions_addopen(&files, 2, err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    QElapsedTimer timer;
    timer.start();
    pid_t pid = 0;
    if (posix_spawn(&pid, "/usr/bin/time", &files, nullptr, argv.data(), environ) != 0) {
        posix_spawn_file_actions_destroy(&files);
        return r;
    }
    posix_spawn_file_actions_destroy(&files);
    int status = 0;
    rusage usage{};
    wait4(pid, &status, 0, &usage);
    r.seconds = double(timer.nsecsElapsed()) / 1e9;
    r.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    QFile rss(QString::fromStdString(rssFile));
    if (rss.open(QIODevice::ReadOnly))
        r.maxRssKb = rss.readAll().trimmed().toLong();
    QFile o(QString::fromStdString(out)), e(QString::fromStdString(err));
    if (o.open(QIODevice::ReadOnly))
        r.out = o.readAll();
    if (e.open(QIODevice::ReadOnly))
        r.err = e.readAll();
    return r;
}

/// Sends @p queries as query_range over the window and reads every answer: what the server alone costs.
double serverSeconds(const QString &url, const QStringList &queries, qint64 start, qint64 end, int step, qint64 *bytes,
                     std::vector<double> *perQuery)
{
    perQuery->assign(std::size_t(queries.size()), 0.0);
    int index = 0;
    QNetworkAccessManager network;
    QElapsedTimer timer;
    timer.start();
    *bytes = 0;
    for (const QString &q : queries) {
        QElapsedTimer one;
        one.start();
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
        (*perQuery)[std::size_t(index++)] = double(one.nsecsElapsed()) / 1e9;
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
    // On a two-hour boundary, so that each part fills whole blocks.
    fleet.start = (QDateTime::currentSecsSinceEpoch() - qint64(hours + 2) * 3600) / 7200 * 7200;
    const qint64 end = fleet.start + qint64(hours) * 3600;

    PrometheusServer server;
    QString error;
    QElapsedTimer timer;
    timer.start();
    // Two hours at a time (promtool's block range), all GPUs each time: blocks that do not overlap, as a
    // server that scraped them would hold (overlapping blocks would make every query merge them).
    const int partScrapes = 2 * 240;
    for (int first = 0; first < fleet.scrapes; first += partScrapes) {
        PromFleet part = fleet;
        part.start = fleet.start + qint64(first) * fleet.interval;
        part.scrapes = std::min(partScrapes, fleet.scrapes - first);
        if (!server.backfill(GpuPlan::TestRequire::promFleetOpenMetrics(part), &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return 1;
        }
        std::fprintf(stderr, "backfilled hours %d-%d (%.0f s)\n", first / 240, (first + part.scrapes) / 240,
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
                                   + window,
                               dir.path());
    const QJsonObject planJson = QJsonDocument::fromJson(plan.out).object();
    QStringList queries;
    for (const QJsonValue &q : planJson.value(QLatin1String("queries")).toArray())
        queries << q.toString();
    const int step = planJson.value(QLatin1String("step_s")).toInt();
    if (plan.exitCode != 0 || queries.isEmpty()) {
        std::fprintf(stderr, "dry run failed: %s\n", plan.err.constData());
        return 1;
    }
    std::vector<double> pulls, serverTimes, rss, perQuery;
    qint64 bytes = 0;
    int devices = 0, findings = 0;
    for (int r = 0; r < runs; ++r) {
        const QString ws = dir.filePath(QStringLiteral("run%1.gpuplan").arg(r));
        const CliRun pull = runCli(
            cli,
            QStringList{QStringLiteral("--workspace"), ws, QStringLiteral("fleet"), QStringLiteral("pull")} + window,
            dir.path());
        const QJsonObject j = QJsonDocument::fromJson(pull.out).object();
        if (pull.exitCode != 0 || j.value(QLatin1String("status")).toString() != QLatin1String("pulled")) {
            std::fprintf(stderr, "pull failed (%d): %s\n", pull.exitCode, pull.err.right(2000).constData());
            return 1;
        }
        devices = j.value(QLatin1String("devices")).toInt();
        findings = j.value(QLatin1String("import")).toObject().value(QLatin1String("findings")).toArray().size();
        pulls.push_back(pull.seconds);
        rss.push_back(double(pull.maxRssKb) / 1024.0);
        serverTimes.push_back(
            serverSeconds(server.url(), queries, qint64(fleet.start + 300), end, step, &bytes, &perQuery));
        std::printf("run %d: pull + rules %.2f s (peak RSS %.0f MB), Prometheus alone %.2f s\n", r + 1, pulls.back(),
                    rss.back(), serverTimes.back());
    }
    for (int i = 0; i < queries.size(); ++i)
        std::printf("  Prometheus %.2f s: %s\n", perQuery[std::size_t(i)], qPrintable(queries[i]));
    // The import alone of the last pull's document (the rules included): what of the pull is not the network.
    const QString document = QDir(dir.filePath(QStringLiteral("pulls"))).entryInfoList(QDir::Files).value(0).filePath();
    const CliRun import = runCli(cli,
                                 {QStringLiteral("--workspace"), dir.filePath(QStringLiteral("import.gpuplan")),
                                  QStringLiteral("import"), document},
                                 dir.path());
    std::printf("the pull document alone (%.1f MB): import + rules %.2f s, peak RSS %.0f MB\n",
                double(QFileInfo(document).size()) / 1e6, import.seconds, double(import.maxRssKb) / 1024.0);
    std::printf("%d GPUs, %d queries at step %d s, %.1f MB of answers, %d findings\n", devices, int(queries.size()),
                step, double(bytes) / 1e6, findings);
    std::printf("median: pull + health rules %.2f s (target < 10 s), Prometheus answering the same queries %.2f s, "
                "ratio %.2f; peak RSS %.0f MB (target < 150 MB)\n",
                median(pulls), median(serverTimes), median(pulls) / median(serverTimes), median(rss));
    return 0;
}
