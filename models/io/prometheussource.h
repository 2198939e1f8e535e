#pragma once

#include <QDateTime>
#include <QString>

#include <optional>

namespace GpuPlan {

/**
 * A Prometheus-compatible server the fleet is pulled from: Prometheus itself, or Thanos, Mimir, Cortex and
 * VictoriaMetrics, which answer the same HTTP API (a path prefix such as Mimir's /prometheus, and a tenant
 * header). Saved in the workspace without its secret: a bearer token or basic-auth password comes from the
 * desktop keychain or from tokenFile.
 */
struct PrometheusSource
{
    enum class Auth { None, Bearer, Basic };

    qint64 id = 0;    ///< prometheus_source.id; 0 until saved
    QString url;      ///< "http://prometheus:9090", "https://mimir.example/prometheus"
    QString selector; ///< label matchers for every series pulled: {Hostname=~"gpu-.*"}; empty: all
    QString tenant;   ///< X-Scope-OrgID (Mimir, Cortex, Thanos receive); empty: none sent
    Auth auth = Auth::None;
    QString username;              ///< basic auth
    QString tokenFile;             ///< a file holding the bearer token or the password (read at each pull)
    QString caFile;                ///< PEM CA bundle trusted in addition to the system's
    QString certFile;              ///< PEM client certificate (mutual TLS) ...
    QString keyFile;               ///< ... and its private key
    int stepSeconds = 0;           ///< the bucket; 0: chosen from the window (promDefaultStep)
    int refreshMinutes = 0;        ///< the Fleet page pulls again every so many minutes; 0: by hand
    std::optional<double> lastEnd; ///< the end of the last pull (Unix seconds)
    QDateTime lastPullAt;          ///< when it ran (UTC)
};

const char *prometheusAuthKey(PrometheusSource::Auth auth); ///< "none", "bearer", "basic"
PrometheusSource::Auth prometheusAuthFromKey(const QString &key);

} // namespace GpuPlan
