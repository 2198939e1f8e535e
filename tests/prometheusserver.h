#pragma once

// A real Prometheus for the tests (Debian's prometheus 2.42 and its promtool): an OpenMetrics text is
// backfilled into a TSDB with `promtool tsdb create-blocks-from openmetrics`, then `prometheus` serves that
// data directory on 127.0.0.1 on a free port. Stopped (and its data removed) when the object goes.

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHostAddress>
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QThread>

namespace GpuPlan::TestRequire {

class PrometheusServer
{
public:
    ~PrometheusServer() { stop(); }

    /// Backfills @p openMetrics (it ends with "# EOF") and starts the server; false with @p error set when
    /// a step fails.
    bool start(const QByteArray &openMetrics, QString *error) { return backfill(openMetrics, error) && serve(error); }

    /// Adds @p openMetrics to the data directory (promtool makes blocks of it; call it again for more series).
    bool backfill(const QByteArray &openMetrics, QString *error)
    {
        const QString promtool = QStandardPaths::findExecutable(QStringLiteral("promtool"));
        if (promtool.isEmpty() || !m_dir.isValid()) {
            *error = QStringLiteral("promtool is not installed (Debian's prometheus package)");
            return false;
        }
        QFile metrics(m_dir.filePath(QStringLiteral("fixture.om")));
        if (!metrics.open(QIODevice::WriteOnly) || metrics.write(openMetrics) != openMetrics.size()) {
            *error = QStringLiteral("cannot write the fixture");
            return false;
        }
        metrics.close();
        QProcess backfill;
        backfill.setProcessChannelMode(QProcess::MergedChannels);
        backfill.start(promtool,
                       {QStringLiteral("tsdb"), QStringLiteral("create-blocks-from"), QStringLiteral("openmetrics"),
                        metrics.fileName(), m_dir.filePath(QStringLiteral("data"))});
        const bool ok = backfill.waitForFinished(1800000) && backfill.exitCode() == 0;
        metrics.remove();
        if (!ok) {
            *error = QStringLiteral("promtool failed: ") + QString::fromUtf8(backfill.readAll().right(2000));
            return false;
        }
        return true;
    }

    /// Starts prometheus on what was backfilled; @p cpus ("1"): pinned there with taskset (benchmarks);
    /// @p extra: more of its flags.
    bool serve(QString *error, const QString &cpus = {}, const QStringList &extra = {})
    {
        const QString prometheus = QStandardPaths::findExecutable(QStringLiteral("prometheus"));
        if (prometheus.isEmpty()) {
            *error = QStringLiteral("prometheus is not installed (Debian's prometheus package)");
            return false;
        }
        QFile config(m_dir.filePath(QStringLiteral("prometheus.yml")));
        if (!config.open(QIODevice::WriteOnly) || config.write("global:\n  scrape_interval: 15s\n") < 0) {
            *error = QStringLiteral("cannot write the configuration");
            return false;
        }
        config.close();
        m_port = freePort();
        m_process.setProcessChannelMode(QProcess::MergedChannels);
        QStringList args{QStringLiteral("--config.file=") + config.fileName(),
                         QStringLiteral("--storage.tsdb.path=") + m_dir.filePath(QStringLiteral("data")),
                         QStringLiteral("--storage.tsdb.retention.time=3650d"),
                         QStringLiteral("--web.listen-address=127.0.0.1:") + QString::number(m_port)};
        args += extra;
        if (cpus.isEmpty()) {
            m_process.start(prometheus, args);
        } else {
            args.prepend(prometheus);
            args.prepend(cpus);
            args.prepend(QStringLiteral("-c"));
            m_process.start(QStringLiteral("taskset"), args);
        }
        if (!m_process.waitForStarted(30000)) {
            *error = QStringLiteral("prometheus does not start: ") + m_process.errorString();
            return false;
        }
        QElapsedTimer waited;
        waited.start();
        while (!m_log.contains("Server is ready to receive web requests")) {
            if (m_process.state() == QProcess::NotRunning || waited.elapsed() > 600000) {
                *error = QStringLiteral("prometheus did not become ready: ") + QString::fromUtf8(m_log.right(2000));
                return false;
            }
            m_process.waitForReadyRead(200);
            m_log += m_process.readAll();
        }
        return true;
    }

    void stop()
    {
        if (m_process.state() == QProcess::NotRunning)
            return;
        m_process.terminate();
        if (!m_process.waitForFinished(20000)) {
            m_process.kill();
            m_process.waitForFinished(5000);
        }
    }

    QString url() const { return QStringLiteral("http://127.0.0.1:") + QString::number(m_port); }
    quint16 port() const { return m_port; }
    qint64 pid() const { return m_process.processId(); }

    static quint16 freePort()
    {
        QTcpServer probe;
        probe.listen(QHostAddress::LocalHost, 0);
        return probe.serverPort();
    }

private:
    QTemporaryDir m_dir;
    QProcess m_process;
    QByteArray m_log;
    quint16 m_port = 0;
};

} // namespace GpuPlan::TestRequire
