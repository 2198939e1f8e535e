#pragma once

#include "prometheussource.h"

#include "metrics/promapi.h"

#include <QList>
#include <QPair>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QNetworkAccessManager;
class QNetworkReply;

namespace GpuPlan {

/**
 * Talks to one Prometheus-compatible server: URL with its path prefix, authentication, tenant header, CA
 * and client certificate. Calls are synchronous, each in a local event loop on the calling thread: a worker
 * thread (a job) or the CLI, never the GUI thread. Every failure is one translated sentence naming the URL
 * and the query: the server unreachable, TLS, 401/403, the API's own error (400, 422, 503), a timeout, or a
 * body that is not the Prometheus API.
 */
class PrometheusClient
{
public:
    /// @p secret: the bearer token or password (empty: read from source.tokenFile, if any).
    PrometheusClient(PrometheusSource source, QString secret = {}, int timeoutMs = 120000);
    ~PrometheusClient();

    /// A file the source names cannot be read (token, CA, certificate, key): nothing can be asked.
    QString setupError() const { return m_setupError; }
    /// Polled every 100 ms while a call waits: true aborts it (Reply::cancelled).
    void setCancel(std::function<bool()> cancelled) { m_cancelled = std::move(cancelled); }

    struct Reply
    {
        bool ok = false;
        /// The failure concerns the server or the credentials, not one query: stop the pull.
        bool fatal = false;
        bool cancelled = false;
        int httpStatus = 0;
        qint64 bytes = 0;
        Metrics::PromResponse response;
        QString error; ///< translated, with the URL and the query
    };
    using Params = QList<QPair<QString, QString>>;
    /// GET (status, label values) or POST form (query, query_range, series) of /api/v1/@p endpoint.
    /// @p what: the query or selector the messages name.
    Reply call(const QString &endpoint, const Params &params, const QString &what, bool post = false);

    struct Request
    {
        QString endpoint;
        Params params;
        QString what;
        bool post = false;
    };
    /**
     * Sends @p calls with at most @p inFlight of them at a time (the server works on several while this thread
     * reads the answers already in), and hands each answer to @p done(index, reply) on this thread as it
     * arrives, in any order. After a fatal answer, a cancel, or @p done returning false, nothing more is sent and
     * the answers still coming are dropped.
     */
    void callAll(const std::vector<Request> &calls, int inFlight, const std::function<bool(int, Reply &&)> &done);

    QString baseUrl() const { return m_source.url; }

private:
    std::optional<Reply> refusal() const;
    QNetworkReply *send(const Request &call);
    Reply finish(QNetworkReply *reply, const Request &call, bool cancelled);

    PrometheusSource m_source;
    QString m_secret;
    QString m_setupError;
    int m_timeoutMs;
    std::function<bool()> m_cancelled;
    std::unique_ptr<QNetworkAccessManager> m_network;
    struct Tls;
    std::unique_ptr<Tls> m_tls;
};

} // namespace GpuPlan
