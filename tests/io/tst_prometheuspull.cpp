// Pulling the fleet from a real Prometheus (Debian's 2.42, backfilled with promtool from an OpenMetrics
// fixture with planted faults): discovery, aggregation per bucket, the health rules over the pulled series,
// incremental pulls, and the bad answers. A local fake server answers only what Prometheus itself cannot
// (401, a body that is not the API, one query failing while the others answer).
#include "io/catalogfile.h"
#include "io/prometheuspull.h"
#include "io/workspacestore.h"

#include "prometheusserver.h"
#include "promfixture.h"
#include "testrequire.h"

#include <QDateTime>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <memory>

using namespace GpuPlan;
using TestRequire::PrometheusServer;
using TestRequire::PromFleet;

namespace {

/// Answers each request with the response @p answer gives for it (the whole request: line, headers, body).
class FakeServer : public QObject
{
public:
    using Answer = std::function<QByteArray(const QByteArray &request)>;
    explicit FakeServer(Answer answer)
        : m_answer(std::move(answer))
    {
        m_server.listen(QHostAddress::LocalHost, 0);
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection())
                connect(socket, &QTcpSocket::readyRead, socket, [this, socket] { serve(socket); });
        });
    }
    QString url() const { return QStringLiteral("http://127.0.0.1:") + QString::number(m_server.serverPort()); }
    static QByteArray http(int status, const QByteArray &type, const QByteArray &body)
    {
        return "HTTP/1.1 " + QByteArray::number(status) + " X\r\nContent-Type: " + type
            + "\r\nConnection: close\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
    }
    /// @p request as sent, passed on to the server at @p port with "Connection: close"; its whole answer.
    static QByteArray forward(quint16 port, QByteArray request)
    {
        const qsizetype headerEnd = request.indexOf("\r\n\r\n");
        QList<QByteArray> lines = request.left(headerEnd).split('\n');
        lines.removeIf([](const QByteArray &l) { return l.toLower().startsWith("connection:"); });
        request = lines.join('\n') + "\r\nConnection: close" + request.mid(headerEnd);
        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, port);
        if (!socket.waitForConnected(5000))
            return {};
        socket.write(request);
        QByteArray answer;
        while (socket.waitForReadyRead(30000))
            answer += socket.readAll();
        return answer + socket.readAll();
    }

private:
    void serve(QTcpSocket *socket)
    {
        QByteArray &buffer = m_buffers[socket];
        buffer += socket->readAll();
        const qsizetype headerEnd = buffer.indexOf("\r\n\r\n");
        if (headerEnd < 0)
            return;
        qsizetype length = 0;
        for (const QByteArray &line : buffer.left(headerEnd).split('\n'))
            if (line.toLower().startsWith("content-length:"))
                length = line.mid(15).trimmed().toLongLong();
        if (buffer.size() < headerEnd + 4 + length)
            return;
        socket->write(m_answer(buffer));
        socket->disconnectFromHost();
        m_buffers.remove(socket);
    }
    QTcpServer m_server;
    Answer m_answer;
    QHash<QTcpSocket *, QByteArray> m_buffers;
};

const StoredFinding *findingOf(const std::vector<StoredFinding> &all, const char *code, const QString &uuid)
{
    for (const StoredFinding &f : all)
        if (f.finding.code == code && f.deviceKey == "uuid:" + uuid.toLower().toStdString())
            return &f;
    return nullptr;
}

} // namespace

class TestPrometheusPull : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    PrometheusServer m_server;
    PromFleet m_fleet;
    int m_workspaces = 0;

    QString openFresh(WorkspaceStore &store)
    {
        const QString path = m_dir.filePath(QStringLiteral("ws%1.gpuplan").arg(++m_workspaces));
        if (store.open(path) != WorkspaceStore::OpenStatus::Ok)
            qFatal("cannot open %s", qPrintable(store.lastError()));
        const CatalogFileResult shipped = shippedCatalog();
        if (!shipped.ok() || !store.syncShippedCatalog(shipped.catalog))
            qFatal("cannot load the shipped catalog");
        return path;
    }

    PrometheusPullRequest request(const QString &url) const
    {
        PrometheusPullRequest r;
        r.source.url = url;
        r.start = double(m_fleet.start + 60);
        r.end = double(m_fleet.start + qint64(m_fleet.scrapes) * m_fleet.interval);
        r.step = 60;
        r.documentDir = m_dir.filePath(QStringLiteral("pulls"));
        return r;
    }

    static int rows(const QString &workspace, const char *table)
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("count"));
        db.setDatabaseName(workspace);
        int n = -1;
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(QStringLiteral("SELECT count(*) FROM ") + QLatin1String(table)) && q.next())
                n = q.value(0).toInt();
            db.close();
        }
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("count"));
        return n;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // Two hours of scrapes ending an hour before the hour, so that they are history on every run.
        m_fleet.start = TestRequire::promFixtureStart();
        QString error;
        // The README's test command installs Prometheus: one that cannot start fails the test (no skip).
        QVERIFY2(m_server.start(TestRequire::promFleetOpenMetrics(m_fleet), &error), qPrintable(error));
    }

    void pullJudgesThePlantedFaults()
    {
        WorkspaceStore store;
        openFresh(store);
        const PrometheusPullResult r = pullPrometheus(store, request(m_server.url()));
        QVERIFY2(r.status == PrometheusPullResult::Status::Pulled, qPrintable(r.message));
        QVERIFY(r.server.startsWith(QLatin1String("2.")));
        QVERIFY(r.metrics.contains(QStringLiteral("DCGM_FI_DEV_CLOCK_THROTTLE_REASONS")));
        QVERIFY(!r.partial());
        QCOMPARE(r.chunks, 1);
        QCOMPARE(r.report.format, QStringLiteral("prometheus-pull"));
        QCOMPARE(r.devices, 4); // the MIG instance's series is not a fifth GPU
        QCOMPARE(r.report.devices, 4);
        // One bucket of gpu-b GPU 0's power was the mean over a NaN: said, and left out.
        bool nonFinite = false;
        for (const Diagnostic &d : r.report.warnings)
            nonFinite = nonFinite || d.code == "import.non_finite";
        QVERIFY(nonFinite);

        const std::vector<StoredFinding> findings = store.fleetFindings();
        const QString a0 = PromFleet::uuid(0, 0), a1 = PromFleet::uuid(0, 1);
        const QString b0 = PromFleet::uuid(1, 0), b1 = PromFleet::uuid(1, 1);
        const StoredFinding *thermal = findingOf(findings, "thermal_throttle_under_load", a0);
        QVERIFY(thermal);
        // Its evidence: the pull document's line of that GPU (its series and their queries) and the bucket, the
        // first throttled one: the half (scrape 240, start + 3,600 s) ends the bucket at start + 3,600 s, but
        // only one of its five scrapes is throttled; the next bucket is the first marked.
        QCOMPARE(thermal->finding.evidence.excerpt,
                 QDateTime::fromSecsSinceEpoch(m_fleet.start + 3660, Qt::UTC).toString(Qt::ISODate).toStdString());
        QVERIFY(QString::fromStdString(thermal->finding.evidence.file).endsWith(QLatin1String(".jsonl")));
        QVERIFY(thermal->finding.evidence.line >= 2);
        const StoredFinding *sag = findingOf(findings, "clock_sag", a0);
        QVERIFY(sag);
        // The first loaded hour: 59 buckets at 1980 MHz and the one ending at the half, whose last scrape is the
        // first at 1600 MHz (mean 1904): 1978.7.
        QCOMPARE(sag->finding.params.at(0), std::string("1979"));
        QCOMPARE(sag->finding.params.at(1), std::string("1600"));
        QVERIFY(findingOf(findings, "pcie_width_downgraded", a1));
        const StoredFinding *xid = findingOf(findings, "xid_reject", a1);
        QVERIFY(xid);
        QCOMPARE(xid->finding.params.at(0), std::string("79"));
        QCOMPARE(xid->finding.params.at(1), std::string("1")); // the gauge changed once
        // The evidence names the query, the series and the time.
        const std::string &why = xid->finding.evidence.excerpt;
        QVERIFY2(why.find("changes(DCGM_FI_DEV_XID_ERRORS[60s])") != std::string::npos, why.c_str());
        QVERIFY2(why.find(a1.toStdString()) != std::string::npos, why.c_str());
        // The gauge turns 79 at the scrape 300 (start + 4,500 s), the end of a bucket.
        const QString at = QDateTime::fromSecsSinceEpoch(m_fleet.start + 300 * 15, Qt::UTC).toString(Qt::ISODate);
        QVERIFY2(why.find(at.toStdString()) != std::string::npos, why.c_str());
        const StoredFinding *ecc = findingOf(findings, "counter_growing", b0);
        QVERIFY(ecc);
        QCOMPARE(ecc->finding.severity, FindingSeverity::Quarantine);
        QVERIFY(ecc->finding.evidence.excerpt.find("DCGM_FI_DEV_ECC_DBE_AGG_TOTAL") != std::string::npos);
        QVERIFY(ecc->finding.evidence.excerpt.find("grew from 0") != std::string::npos);
        QVERIFY(findingOf(findings, "gpu_missing", b1));
        const StoredFinding *xid13 = findingOf(findings, "xid_application", b1);
        QVERIFY(xid13);
        QCOMPARE(xid13->finding.params.at(1), std::string("2")); // DCGM_EXP_XID_ERRORS_COUNT counted both
        for (const QString &healthy : {a0, b0})
            QVERIFY(!findingOf(findings, "pcie_width_downgraded", healthy));

        // The series are stored as the charts read them: one row per bucket, the peak temperature.
        const auto devices = store.fleetDevices();
        const auto a0Device = std::find_if(devices.begin(), devices.end(), [&](const FleetInventoryDevice &d) {
            return d.deviceKey == "uuid:" + a0.toLower().toStdString();
        });
        QVERIFY(a0Device != devices.end());
        QCOMPARE(a0Device->device.device.node, std::string("gpu-a"));
        QCOMPARE(a0Device->device.device.driverVersion, std::string("550.54.15"));
        QCOMPARE(a0Device->device.skuId, std::string("nvidia-h100-sxm-80gb"));
        const auto telemetry = store.fleetTelemetry(a0Device->id, 0, 1e12);
        QCOMPARE(int(telemetry.size()), 120);
        // The first bucket ends at start + 60 s and holds the scrapes at 0, 15, ..., 60 s: temperatures 60, 67,
        // 64 (74 % 10), 61, 68: its maximum is 68.
        QCOMPARE(telemetry.front().time, double(m_fleet.start + 60));
        QCOMPARE(telemetry.front().temperatureC, 68.0f);
        QCOMPARE(telemetry.back().throttleMask, std::uint32_t(ThrottleHwThermal));
    }

    void aLongWindowIsAskedInChunks()
    {
        // 1 s buckets over 3.5 h: 12,600 buckets, more than Prometheus' 11,000 points a series: two chunks on one
        // grid, each under the limit (the server would refuse one query of them all with HTTP 400).
        WorkspaceStore store;
        openFresh(store);
        PrometheusPullRequest r = request(m_server.url());
        r.start = double(m_fleet.start + 1);
        r.end = double(m_fleet.start + 12600);
        r.step = 1;
        const PrometheusPullResult result = pullPrometheus(store, r);
        QVERIFY2(result.status == PrometheusPullResult::Status::Pulled, qPrintable(result.message));
        QCOMPARE(result.chunks, 2);
        QVERIFY(!result.partial());
        QCOMPARE(result.devices, 4);
    }

    void sameGpuFromAFileAndFromPrometheus()
    {
        // gpu-a GPU 0 imported from a saved scrape first: the pull adds its series to the same device.
        WorkspaceStore store;
        openFresh(store);
        const QString scrape = m_dir.filePath(QStringLiteral("scrape.prom"));
        QFile file(scrape);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("# TYPE DCGM_FI_DEV_GPU_TEMP gauge\nDCGM_FI_DEV_GPU_TEMP{gpu=\"0\",UUID=\""
                   + PromFleet::uuid(0, 0).toUtf8()
                   + "\",Hostname=\"gpu-a\",modelName=\"NVIDIA H100 80GB HBM3\"} 61\n");
        file.close();
        QVERIFY(store.importFleetFile(scrape).ok());
        QCOMPARE(store.fleetDevices().size(), std::size_t(1));
        QCOMPARE(pullPrometheus(store, request(m_server.url())).status, PrometheusPullResult::Status::Pulled);
        QCOMPARE(store.fleetDevices().size(), std::size_t(4));
    }

    void incrementalPullsAskOnlyForNewTime()
    {
        WorkspaceStore store;
        openFresh(store);
        PrometheusPullRequest first = request(m_server.url());
        first.end = double(m_fleet.start + 3600);
        const PrometheusPullResult one = pullPrometheus(store, first);
        QCOMPARE(one.status, PrometheusPullResult::Status::Pulled);
        const std::vector<PrometheusSource> sources = store.prometheusSources();
        QCOMPARE(sources.size(), std::size_t(1));
        QCOMPARE(*sources.front().lastEnd, double(m_fleet.start + 3600));
        QVERIFY(sources.front().lastPullAt.isValid());
        PrometheusPullRequest next = request(m_server.url());
        next.source = sources.front();
        next.start = 0;
        const PrometheusPullResult two = pullPrometheus(store, next);
        QCOMPARE(two.status, PrometheusPullResult::Status::Pulled);
        QCOMPARE(two.start, double(m_fleet.start + 3660)); // the bucket after the last one pulled
        QCOMPARE(store.importedFiles().size(), std::size_t(2));
        next.source = store.prometheusSources().front();
        QCOMPARE(pullPrometheus(store, next).status, PrometheusPullResult::Status::NothingNew);
        // The two halves hold every bucket once.
        const auto devices = store.fleetDevices();
        QCOMPARE(int(store.fleetTelemetry(devices.front().id, 0, 1e12).size()), 120);
    }

    void dryRunListsTheQueriesAndWritesNothing()
    {
        WorkspaceStore store;
        const QString ws = openFresh(store);
        PrometheusPullRequest r = request(m_server.url());
        r.dryRun = true;
        r.source.selector = QStringLiteral("{Hostname=\"gpu-a\"}");
        const PrometheusPullResult result = pullPrometheus(store, r);
        QCOMPARE(result.status, PrometheusPullResult::Status::DryRun);
        QVERIFY(
            result.queries.contains(QStringLiteral("max_over_time(DCGM_FI_DEV_GPU_TEMP{Hostname=\"gpu-a\"}[60s])")));
        for (const char *agg : {"min", "max", "avg"})
            QVERIFY(result.queries.contains(
                QString::fromLatin1(agg)
                + QStringLiteral("_over_time(DCGM_FI_DEV_CLOCK_THROTTLE_REASONS{Hostname=\"gpu-a\"}[60s])")));
        QCOMPARE(rows(ws, "imported_file"), 0);
        QCOMPARE(rows(ws, "prometheus_source"), 0);
    }

    void theSelectorNarrowsThePull()
    {
        WorkspaceStore store;
        openFresh(store);
        PrometheusPullRequest r = request(m_server.url());
        r.source.selector = QStringLiteral("{Hostname=\"gpu-b\"}");
        const PrometheusPullResult result = pullPrometheus(store, r);
        QCOMPARE(result.status, PrometheusPullResult::Status::Pulled);
        QCOMPARE(result.devices, 2);
    }

    void badAnswersChangeNothing_data()
    {
        QTest::addColumn<QString>("selector");
        QTest::addColumn<QString>("message");
        QTest::newRow("not a matcher list") << QStringLiteral("Hostname=\"gpu-a\"") << QStringLiteral("label matchers");
        QTest::newRow("bad regex (HTTP 400)") << QStringLiteral("{Hostname=~\"(\"}") << QStringLiteral("HTTP 400");
    }

    void badAnswersChangeNothing()
    {
        QFETCH(QString, selector);
        QFETCH(QString, message);
        WorkspaceStore store;
        const QString ws = openFresh(store);
        PrometheusPullRequest r = request(m_server.url());
        r.source.selector = selector;
        const PrometheusPullResult result = pullPrometheus(store, r);
        QCOMPARE(result.status, PrometheusPullResult::Status::Failed);
        QVERIFY2(result.message.contains(message), qPrintable(result.message));
        QCOMPARE(rows(ws, "imported_file"), 0);
        QCOMPARE(rows(ws, "prometheus_source"), 0);
    }

    void cancelChangesNothing()
    {
        WorkspaceStore store;
        const QString ws = openFresh(store);
        PrometheusPullRequest r = request(m_server.url());
        int answered = 0, total = 0;
        r.progress = [&](int done, int all) {
            answered = done;
            total = all;
        };
        r.cancelled = [&answered] { return answered >= 2; };
        const PrometheusPullResult result = pullPrometheus(store, r);
        QCOMPARE(result.status, PrometheusPullResult::Status::Cancelled);
        QCOMPARE(answered, 2);
        QVERIFY(total > 2);
        QCOMPARE(rows(ws, "imported_file"), 0);
        QCOMPARE(rows(ws, "prometheus_source"), 0);
    }

    void unreachableServer()
    {
        WorkspaceStore store;
        openFresh(store);
        const QString url = QStringLiteral("http://127.0.0.1:") + QString::number(PrometheusServer::freePort());
        const PrometheusPullResult r = pullPrometheus(store, request(url));
        QCOMPARE(r.status, PrometheusPullResult::Status::Failed);
        QVERIFY2(r.message.contains(url) && r.message.contains(QLatin1String("cannot be reached")),
                 qPrintable(r.message));
        QVERIFY(store.importedFiles().empty());
    }

    void serverAnswersThatAreNotData_data()
    {
        QTest::addColumn<QByteArray>("answer");
        QTest::addColumn<QString>("message");
        QTest::newRow("401") << FakeServer::http(401, "text/plain", "Unauthorized")
                             << QStringLiteral("refused the credentials (HTTP 401)");
        QTest::newRow("403") << FakeServer::http(403, "text/plain", "Forbidden")
                             << QStringLiteral("refused the credentials (HTTP 403)");
        QTest::newRow("login page") << FakeServer::http(200, "text/html", "<html><body>Sign in</body></html>")
                                    << QStringLiteral("does not answer as a Prometheus API");
        QTest::newRow("503 from a proxy") << FakeServer::http(503, "text/plain", "upstream unavailable")
                                          << QStringLiteral("HTTP 503, and not a Prometheus API answer");
    }

    void serverAnswersThatAreNotData()
    {
        QFETCH(QByteArray, answer);
        QFETCH(QString, message);
        FakeServer fake([&answer](const QByteArray &) { return answer; });
        WorkspaceStore store;
        openFresh(store);
        PrometheusPullRequest r = request(fake.url());
        r.source.auth = PrometheusSource::Auth::Bearer;
        r.secret = QStringLiteral("token");
        const PrometheusPullResult result = pullPrometheus(store, r);
        QCOMPARE(result.status, PrometheusPullResult::Status::Failed);
        QVERIFY2(result.message.contains(message) && result.message.contains(fake.url()), qPrintable(result.message));
        QVERIFY(store.importedFiles().empty());
    }

    void tlsToAServerThatDoesNotSpeakIt()
    {
        // An https:// URL to the plain-HTTP Prometheus: it answers the client hello with an HTTP 400, the TLS
        // handshake fails, and the message says so.
        WorkspaceStore store;
        openFresh(store);
        PrometheusPullRequest r = request(m_server.url().replace(QLatin1String("http://"), QLatin1String("https://")));
        r.timeoutMs = 20000;
        const PrometheusPullResult result = pullPrometheus(store, r);
        QCOMPARE(result.status, PrometheusPullResult::Status::Failed);
        QVERIFY2(result.message.contains(QLatin1String("TLS handshake failed")), qPrintable(result.message));
        QVERIFY(store.importedFiles().empty());
    }

    void aSilentServerTimesOut()
    {
        QTcpServer silent; // accepts, never answers
        QVERIFY(silent.listen(QHostAddress::LocalHost, 0));
        WorkspaceStore store;
        openFresh(store);
        PrometheusPullRequest r = request(QStringLiteral("http://127.0.0.1:") + QString::number(silent.serverPort()));
        r.timeoutMs = 1000;
        const PrometheusPullResult result = pullPrometheus(store, r);
        QCOMPARE(result.status, PrometheusPullResult::Status::Failed);
        QVERIFY2(result.message.contains(QLatin1String("no answer within 1 s")), qPrintable(result.message));
    }

    void queriesTheServerRefuses()
    {
        // Prometheus itself refuses to load more than --query.max-samples: HTTP 422, errorType execution. Every
        // range query fails, so nothing is imported and the message is the server's own.
        PrometheusServer strict;
        QString error;
        QVERIFY2(strict.backfill(TestRequire::promFleetOpenMetrics(m_fleet), &error), qPrintable(error));
        QVERIFY2(strict.serve(&error, {}, {QStringLiteral("--query.max-samples=10")}), qPrintable(error));
        WorkspaceStore store;
        const QString ws = openFresh(store);
        const PrometheusPullResult result = pullPrometheus(store, request(strict.url()));
        QCOMPARE(result.status, PrometheusPullResult::Status::Failed);
        QVERIFY2(result.message.contains(QLatin1String("HTTP 422, execution: query processing would load too many "
                                                       "samples into memory")),
                 qPrintable(result.message));
        QCOMPARE(rows(ws, "imported_file"), 0);
        QCOMPARE(rows(ws, "prometheus_source"), 0);
    }

    void aQueryThatFailsMakesThePullPartial()
    {
        // A proxy in front of the real server fails the temperature query with the API's own 503 answer and
        // passes everything else on; it also sees the headers the source sends (bearer token, tenant).
        QList<QByteArray> requests;
        FakeServer proxy([&](const QByteArray &request) -> QByteArray {
            requests.push_back(request);
            if (request.startsWith("POST /api/v1/query_range") && request.contains("DCGM_FI_DEV_GPU_TEMP"))
                return FakeServer::http(503, "application/json",
                                        R"({"status":"error","errorType":"unavailable","error":"too busy"})");
            return FakeServer::forward(m_server.port(), request);
        });
        WorkspaceStore store;
        openFresh(store);
        PrometheusPullRequest r = request(proxy.url());
        r.source.auth = PrometheusSource::Auth::Bearer;
        const QString tokenFile = m_dir.filePath(QStringLiteral("token"));
        QFile token(tokenFile);
        QVERIFY(token.open(QIODevice::WriteOnly));
        token.write("s3cret\n");
        token.close();
        r.source.tokenFile = tokenFile;
        r.source.tenant = QStringLiteral("team-a");
        const PrometheusPullResult result = pullPrometheus(store, r);
        QVERIFY2(result.status == PrometheusPullResult::Status::Pulled, qPrintable(result.message.right(300)));
        QVERIFY(result.partial());
        QCOMPARE(result.problems.size(), 1);
        QVERIFY2(result.problems.front().contains(QLatin1String("HTTP 503, unavailable: too busy"))
                     && result.problems.front().contains(QLatin1String("max_over_time(DCGM_FI_DEV_GPU_TEMP[60s])")),
                 qPrintable(result.problems.front()));
        bool partial = false;
        for (const Diagnostic &d : result.report.warnings)
            partial = partial || d.code == "import.partial_pull";
        QVERIFY(partial);
        QCOMPARE(result.devices, 4);
        QVERIFY(!requests.isEmpty());
        for (const QByteArray &request : std::as_const(requests)) {
            QVERIFY(request.contains("Authorization: Bearer s3cret\r\n"));
            QVERIFY(request.contains("X-Scope-OrgID: team-a\r\n"));
        }
        // The token is not in the saved source.
        const std::vector<PrometheusSource> sources = store.prometheusSources();
        QCOMPARE(sources.size(), std::size_t(1));
        QCOMPARE(sources.front().tokenFile, tokenFile);
        QCOMPARE(sources.front().auth, PrometheusSource::Auth::Bearer);
    }
};

QTEST_GUILESS_MAIN(TestPrometheusPull)
#include "tst_prometheuspull.moc"
