#include "prometheusclient.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QTimer>
#include <QUrl>
#include <QUrlQuery>

#include <optional>

namespace GpuPlan {

namespace {

/// The start of a body that is not the API, for the message (a proxy's HTML login page, a 404 text).
QString bodyExcerpt(const QByteArray &body)
{
    QString s = QString::fromUtf8(body.left(160)).simplified();
    return body.size() > 160 ? s + QStringLiteral("…") : s;
}

} // namespace

struct PrometheusClient::Tls
{
    QSslConfiguration config = QSslConfiguration::defaultConfiguration();
};

const char *prometheusAuthKey(PrometheusSource::Auth auth)
{
    switch (auth) {
    case PrometheusSource::Auth::Bearer:
        return "bearer";
    case PrometheusSource::Auth::Basic:
        return "basic";
    case PrometheusSource::Auth::None:
        break;
    }
    return "none";
}

PrometheusSource::Auth prometheusAuthFromKey(const QString &key)
{
    if (key == QLatin1String("bearer"))
        return PrometheusSource::Auth::Bearer;
    if (key == QLatin1String("basic"))
        return PrometheusSource::Auth::Basic;
    return PrometheusSource::Auth::None;
}

PrometheusClient::PrometheusClient(PrometheusSource source, QString secret, int timeoutMs)
    : m_source(std::move(source))
    , m_secret(std::move(secret))
    , m_timeoutMs(timeoutMs)
    , m_network(std::make_unique<QNetworkAccessManager>())
    , m_tls(std::make_unique<Tls>())
{
    while (m_source.url.endsWith(QLatin1Char('/')))
        m_source.url.chop(1);
    const QUrl url(m_source.url);
    if (!url.isValid() || (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https"))
        || url.host().isEmpty()) {
        m_setupError = QCoreApplication::translate("PrometheusClient", "\"%1\" is not an http:// or https:// URL")
                           .arg(m_source.url);
        return;
    }
    const auto readFile = [this](const QString &path, const char *what) -> QByteArray {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) {
            m_setupError = QCoreApplication::translate("PrometheusClient", "cannot read the %1 file %2: %3")
                               .arg(QCoreApplication::translate("PrometheusClient", what), path, f.errorString());
            return {};
        }
        return f.readAll();
    };
    if (m_secret.isEmpty() && !m_source.tokenFile.isEmpty() && m_source.auth != PrometheusSource::Auth::None)
        m_secret
            = QString::fromUtf8(readFile(m_source.tokenFile, QT_TRANSLATE_NOOP("PrometheusClient", "token"))).trimmed();
    if (!m_source.caFile.isEmpty()) {
        const QList<QSslCertificate> ca = QSslCertificate::fromData(
            readFile(m_source.caFile, QT_TRANSLATE_NOOP("PrometheusClient", "CA certificate")), QSsl::Pem);
        if (ca.isEmpty() && m_setupError.isEmpty())
            m_setupError
                = QCoreApplication::translate("PrometheusClient", "%1 holds no PEM certificate").arg(m_source.caFile);
        m_tls->config.addCaCertificates(ca);
    }
    if (!m_source.certFile.isEmpty()) {
        const QList<QSslCertificate> cert = QSslCertificate::fromData(
            readFile(m_source.certFile, QT_TRANSLATE_NOOP("PrometheusClient", "client certificate")), QSsl::Pem);
        if (cert.isEmpty() && m_setupError.isEmpty())
            m_setupError
                = QCoreApplication::translate("PrometheusClient", "%1 holds no PEM certificate").arg(m_source.certFile);
        else if (!cert.isEmpty())
            m_tls->config.setLocalCertificate(cert.front());
        const QByteArray pem = readFile(m_source.keyFile.isEmpty() ? m_source.certFile : m_source.keyFile,
                                        QT_TRANSLATE_NOOP("PrometheusClient", "client key"));
        QSslKey key(pem, QSsl::Rsa, QSsl::Pem);
        if (key.isNull())
            key = QSslKey(pem, QSsl::Ec, QSsl::Pem);
        if (key.isNull() && m_setupError.isEmpty())
            m_setupError = QCoreApplication::translate("PrometheusClient", "%1 holds no PEM private key (RSA or EC)")
                               .arg(m_source.keyFile.isEmpty() ? m_source.certFile : m_source.keyFile);
        m_tls->config.setPrivateKey(key);
    }
}

PrometheusClient::~PrometheusClient() = default;

std::optional<PrometheusClient::Reply> PrometheusClient::refusal() const
{
    Reply r;
    if (m_cancelled && m_cancelled()) {
        r.cancelled = r.fatal = true;
        r.error = QCoreApplication::translate("PrometheusClient", "cancelled");
        return r;
    }
    if (!m_setupError.isEmpty()) {
        r.fatal = true;
        r.error = m_setupError;
        return r;
    }
    return std::nullopt;
}

QNetworkReply *PrometheusClient::send(const Request &call)
{
    QUrl url(m_source.url + QStringLiteral("/api/v1/") + call.endpoint);
    QUrlQuery query;
    for (const auto &[k, v] : call.params)
        query.addQueryItem(k, QString::fromLatin1(QUrl::toPercentEncoding(v)));
    if (!call.post)
        url.setQuery(query);
    QNetworkRequest request(url);
    request.setTransferTimeout(m_timeoutMs);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::NoLessSafeRedirectPolicy);
    if (url.scheme() == QLatin1String("https"))
        request.setSslConfiguration(m_tls->config);
    if (!m_source.tenant.isEmpty())
        request.setRawHeader("X-Scope-OrgID", m_source.tenant.toUtf8());
    if (m_source.auth == PrometheusSource::Auth::Bearer)
        request.setRawHeader("Authorization", "Bearer " + m_secret.toUtf8());
    else if (m_source.auth == PrometheusSource::Auth::Basic)
        request.setRawHeader("Authorization",
                             "Basic " + (m_source.username + QLatin1Char(':') + m_secret).toUtf8().toBase64());
    request.setRawHeader("Accept", "application/json");
    if (!call.post)
        return m_network->get(request);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/x-www-form-urlencoded"));
    return m_network->post(request, query.toString(QUrl::FullyEncoded).toUtf8());
}

PrometheusClient::Reply PrometheusClient::call(const QString &endpoint, const Params &params, const QString &what,
                                               bool post)
{
    Reply out;
    callAll({Request{endpoint, params, what, post}}, 1, [&out](int, Reply &&r) {
        out = std::move(r);
        return true;
    });
    return out;
}

void PrometheusClient::callAll(const std::vector<Request> &calls, int inFlight,
                               const std::function<bool(int, Reply &&)> &done)
{
    if (auto refused = refusal()) {
        if (!calls.empty())
            done(0, std::move(*refused));
        return;
    }
    QEventLoop loop;
    std::size_t next = 0;
    int running = 0;
    bool stop = false;
    bool cancelled = false;
    QList<QNetworkReply *> replies;
    std::function<void()> fill;
    const auto finished = [&](QNetworkReply *reply, int index) {
        replies.removeOne(reply);
        --running;
        if (!cancelled && !stop && m_cancelled && m_cancelled()) {
            cancelled = true; // seen between two answers: this one is dropped too
            for (QNetworkReply *other : QList<QNetworkReply *>(replies)) // abort() may finish it at once
                other->abort();
        }
        Reply r = finish(reply, calls[std::size_t(index)], cancelled);
        const bool fatal = r.fatal;
        if (!stop && !done(index, std::move(r)))
            stop = true;
        stop = stop || fatal;
        if (stop)
            for (QNetworkReply *other : QList<QNetworkReply *>(replies)) // abort() may finish it at once
                other->abort(); // their answers are not wanted; finish() reports them to no one
        fill();
        if (running == 0 && (stop || next >= calls.size()))
            loop.quit();
    };
    fill = [&] {
        while (!stop && running < std::max(1, inFlight) && next < calls.size()) {
            const int index = int(next++);
            QNetworkReply *reply = send(calls[std::size_t(index)]);
            replies.push_back(reply);
            ++running;
            QObject::connect(reply, &QNetworkReply::finished, &loop, [&, reply, index] { finished(reply, index); });
        }
    };
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (!cancelled && m_cancelled && m_cancelled()) {
            cancelled = true;
            for (QNetworkReply *reply : QList<QNetworkReply *>(replies)) // abort() may finish it at once
                reply->abort();
        }
    });
    poll.start(100);
    fill();
    if (running > 0)
        loop.exec();
    poll.stop();
}

PrometheusClient::Reply PrometheusClient::finish(QNetworkReply *reply, const Request &call, bool cancelled)
{
    Reply r;
    r.cancelled = cancelled;
    const QUrl url = reply->url();
    const QString &what = call.what;
    const QByteArray body = reply->readAll();
    r.bytes = body.size();
    r.httpStatus = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QNetworkReply::NetworkError error = reply->error();
    const QString errorText = reply->errorString();
    reply->deleteLater();
    const QString where = what.isEmpty()
        ? url.toString(QUrl::RemoveQuery)
        : QCoreApplication::translate("PrometheusClient", "%1 (query: %2)").arg(url.toString(QUrl::RemoveQuery), what);
    if (r.cancelled) {
        r.fatal = true;
        r.error = QCoreApplication::translate("PrometheusClient", "cancelled");
        return r;
    }
    if (r.httpStatus == 0) {
        r.fatal = true;
        if (error == QNetworkReply::OperationCanceledError || error == QNetworkReply::TimeoutError)
            r.error = QCoreApplication::translate("PrometheusClient", "%1: no answer within %2 s")
                          .arg(where)
                          .arg(m_timeoutMs / 1000);
        else if (error == QNetworkReply::SslHandshakeFailedError)
            r.error = QCoreApplication::translate("PrometheusClient", "%1: the TLS handshake failed: %2")
                          .arg(where, errorText);
        else
            r.error = QCoreApplication::translate("PrometheusClient", "%1: the server cannot be reached: %2")
                          .arg(where, errorText);
        return r;
    }
    if (r.httpStatus == 401 || r.httpStatus == 403) {
        r.fatal = true;
        r.error = QCoreApplication::translate("PrometheusClient", "%1: the server refused the credentials (HTTP %2)")
                      .arg(where)
                      .arg(r.httpStatus);
        return r;
    }
    r.response = Metrics::parsePromResponse(std::string_view(body.constData(), std::size_t(body.size())));
    if (r.response.notPrometheus) {
        r.fatal = true;
        r.error = r.httpStatus == 200
            ? QCoreApplication::translate("PrometheusClient", "%1 does not answer as a Prometheus API (%2): \"%3\"")
                  .arg(where, QString::fromStdString(r.response.error), bodyExcerpt(body))
            : QCoreApplication::translate("PrometheusClient", "%1: HTTP %2, and not a Prometheus API answer: \"%3\"")
                  .arg(where)
                  .arg(r.httpStatus)
                  .arg(bodyExcerpt(body));
        return r;
    }
    if (!r.response.ok) {
        // The API's own errors: 400 bad_data (a bad selector, too many points), 422 execution, 503 timeout or
        // unavailable. One query's problem, not the server's.
        r.error = QCoreApplication::translate("PrometheusClient", "%1: HTTP %2, %3: %4")
                      .arg(where)
                      .arg(r.httpStatus)
                      .arg(QString::fromStdString(r.response.errorType), QString::fromStdString(r.response.error));
        return r;
    }
    r.ok = true;
    return r;
}

} // namespace GpuPlan
