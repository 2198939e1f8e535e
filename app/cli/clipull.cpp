// gpuplan-cli fleet pull: a window of GPU telemetry from Prometheus (or Thanos, Mimir, VictoriaMetrics) into
// the workspace, judged by the same health rules as imported files.
#include "clicommands.h"
#include "clifleet.h"
#include "qtutil/qtstring.h"

#include "io/prometheuspull.h"
#include "io/workspacestore.h"
#include "metrics/prompull.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QRegularExpression>
#include <QTextStream>
#include <QUrl>

#include <nlohmann/json.hpp>

namespace GpuPlan {

namespace {

using Json = nlohmann::ordered_json;

std::string stdText(const QString &s) { return s.toStdString(); }

/// "24h", "90m", "7d", "1w", "1h30m", "3600s" or bare seconds; nullopt otherwise.
std::optional<double> duration(const QString &text)
{
    static const QRegularExpression part(QStringLiteral("(\\d+(?:\\.\\d+)?)(w|d|h|m|s)"));
    bool ok = false;
    const double plain = text.toDouble(&ok);
    if (ok)
        return plain > 0 ? std::optional<double>(plain) : std::nullopt;
    double total = 0;
    qsizetype at = 0;
    for (auto it = part.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        if (m.capturedStart() != at)
            return std::nullopt;
        at = m.capturedEnd();
        const QChar unit = m.captured(2).front();
        const double scale = unit == QLatin1Char('w') ? 604800
            : unit == QLatin1Char('d')                ? 86400
            : unit == QLatin1Char('h')                ? 3600
            : unit == QLatin1Char('m')                ? 60
                                                      : 1;
        total += m.captured(1).toDouble() * scale;
    }
    return at == text.size() && total > 0 ? std::optional<double>(total) : std::nullopt;
}

/// Unix seconds or RFC 3339 ("2026-12-01T00:00:00Z", with an offset or fractional seconds).
std::optional<double> instant(const QString &text)
{
    bool ok = false;
    const double seconds = text.toDouble(&ok);
    if (ok)
        return seconds > 0 ? std::optional<double>(seconds) : std::nullopt;
    QDateTime t = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (!t.isValid())
        t = QDateTime::fromString(text, Qt::ISODate);
    if (!t.isValid() || t.timeSpec() == Qt::LocalTime)
        return std::nullopt; // RFC 3339 always says its offset
    return double(t.toMSecsSinceEpoch()) / 1000.0;
}

QString iso(double t) { return QDateTime::fromSecsSinceEpoch(qint64(t), Qt::UTC).toString(Qt::ISODate); }

Json resultJson(const PrometheusPullResult &r, const PrometheusSource &s)
{
    Json j = {{"status", prometheusPullStatusKey(r.status)},
              {"url", stdText(s.url)},
              {"selector", stdText(s.selector)},
              {"tenant", stdText(s.tenant)},
              {"server", stdText(r.server)},
              {"start", r.start > 0 ? Json(stdText(iso(r.start))) : Json()},
              {"end", r.end > 0 ? Json(stdText(iso(r.end))) : Json()},
              {"step_s", r.step},
              {"chunks", r.chunks},
              {"metrics", Json::array()},
              {"queries", Json::array()},
              {"devices", r.devices},
              {"points", r.points},
              {"bytes", r.bytes},
              {"partial", r.partial()},
              {"problems", Json::array()}};
    for (const QString &m : r.metrics)
        j["metrics"].push_back(stdText(m));
    for (const QString &q : r.queries)
        j["queries"].push_back(stdText(q));
    for (const QString &p : r.problems)
        j["problems"].push_back(stdText(p));
    if (!r.message.isEmpty())
        j["error"] = stdText(r.message);
    if (!r.document.isEmpty())
        j["import"] = fleetReportJson(r.report);
    return j;
}

} // namespace

int runFleetPullCommand(WorkspaceStore &store, const CliOptions &o, QTextStream &out, QTextStream &err)
{
    const QMap<QString, QString> &p = o.pullOptions;
    const auto usage = [&err](const QString &message) {
        err << message << '\n';
        return int(ExitUsage);
    };
    PrometheusPullRequest request;
    PrometheusSource &s = request.source;
    s.url = p.value(QStringLiteral("prometheus"));
    if (s.url.isEmpty())
        return usage(QCoreApplication::translate(
            "CliPull", "fleet pull needs --prometheus URL (the server, with its path prefix)."));
    while (s.url.endsWith(QLatin1Char('/')))
        s.url.chop(1);
    const QUrl url(s.url);
    if (!url.isValid() || (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https"))
        || url.host().isEmpty())
        return usage(
            QCoreApplication::translate("CliPull", "--prometheus takes an http:// or https:// URL, not \"%1\".")
                .arg(s.url));
    s.selector = p.value(QStringLiteral("selector"));
    std::string selectorError;
    if (!Metrics::promSelectorMatchers(s.selector.toStdString(), &selectorError))
        return usage(QCoreApplication::translate("CliPull", "--selector \"%1\" is not valid: %2.")
                         .arg(s.selector, QString::fromStdString(selectorError)));
    s.tenant = p.value(QStringLiteral("tenant"));
    s.caFile = p.value(QStringLiteral("ca-file"));
    s.certFile = p.value(QStringLiteral("cert-file"));
    s.keyFile = p.value(QStringLiteral("key-file"));
    s.tokenFile = p.value(QStringLiteral("token-file"));
    s.username = p.value(QStringLiteral("user"));
    s.auth = !s.username.isEmpty() ? PrometheusSource::Auth::Basic
        : !s.tokenFile.isEmpty()   ? PrometheusSource::Auth::Bearer
                                   : PrometheusSource::Auth::None;
    // The saved source of the same URL, selector and tenant: where the last pull ended.
    for (const PrometheusSource &saved : store.prometheusSources())
        if (saved.url == s.url && saved.selector == s.selector && saved.tenant == s.tenant) {
            s.id = saved.id;
            s.lastEnd = saved.lastEnd;
            s.stepSeconds = saved.stepSeconds;
            s.refreshMinutes = saved.refreshMinutes;
        }
    if (p.contains(QStringLiteral("step"))) {
        const auto step = duration(p.value(QStringLiteral("step")));
        if (!step || *step < 1 || std::trunc(*step) != *step)
            return usage(
                QCoreApplication::translate(
                    "CliPull", "--step takes a whole number of seconds or a duration such as 60s or 5m, not \"%1\".")
                    .arg(p.value(QStringLiteral("step"))));
        request.step = int(*step);
    }
    const bool since = p.contains(QStringLiteral("since"));
    if (since && (p.contains(QStringLiteral("start")) || p.contains(QStringLiteral("end"))))
        return usage(QCoreApplication::translate("CliPull", "Give either --since or --start/--end, not both."));
    const double now = double(QDateTime::currentSecsSinceEpoch());
    if (since) {
        const auto d = duration(p.value(QStringLiteral("since")));
        if (!d)
            return usage(
                QCoreApplication::translate("CliPull", "--since takes a duration such as 24h, 90m or 7d, not \"%1\".")
                    .arg(p.value(QStringLiteral("since"))));
        request.start = now - *d;
        request.end = now;
    }
    for (const char *key : {"start", "end"}) {
        const QString name = QString::fromLatin1(key);
        if (!p.contains(name))
            continue;
        const auto t = instant(p.value(name));
        if (!t)
            return usage(
                QCoreApplication::translate(
                    "CliPull", "--%1 takes Unix seconds or an RFC 3339 time such as 2026-12-01T00:00:00Z, not \"%2\".")
                    .arg(name, p.value(name)));
        (name == QLatin1String("start") ? request.start : request.end) = *t;
    }
    if (request.start > 0 && request.end > 0 && request.end < request.start)
        return usage(QCoreApplication::translate("CliPull", "--end is before --start."));
    request.dryRun = o.dryRun;
    request.documentDir = p.value(QStringLiteral("save-dir"));
    const PrometheusPullResult r = pullPrometheus(store, request);
    const bool ok = r.status == PrometheusPullResult::Status::Pulled || r.status == PrometheusPullResult::Status::DryRun
        || r.status == PrometheusPullResult::Status::NothingNew;
    if (o.json) {
        (ok ? out : err) << qs(resultJson(r, s).dump(2)) << '\n';
    } else if (!ok) {
        err << QCoreApplication::translate("CliPull", "fleet pull failed: %1").arg(r.message) << '\n';
    } else if (r.status == PrometheusPullResult::Status::NothingNew) {
        out << QCoreApplication::translate("CliPull", "Nothing new: %1 was pulled up to %2.").arg(s.url, iso(r.end))
            << '\n';
    } else {
        out << QCoreApplication::translate("CliPull", "%1 (%2): %3 to %4, step %5 s, %6 chunks")
                   .arg(s.url, r.server, iso(r.start), iso(r.end))
                   .arg(r.step)
                   .arg(r.chunks)
            << '\n';
        out << QCoreApplication::translate("CliPull", "GPU metrics: %1").arg(r.metrics.join(QStringLiteral(", ")))
            << '\n';
        if (r.status == PrometheusPullResult::Status::DryRun) {
            for (const QString &q : r.queries)
                out << "  " << q << '\n';
        } else {
            out << QCoreApplication::translate("CliPull", "%1 GPUs, %2 points, %3 bytes received")
                       .arg(r.devices)
                       .arg(r.points)
                       .arg(r.bytes)
                << '\n';
            for (const QString &problem : r.problems)
                out << QCoreApplication::translate("CliPull", "partial: %1").arg(problem) << '\n';
            printFleetReport(out, r.report);
        }
    }
    if (ok)
        return ExitOk;
    if (!r.document.isEmpty()) // the server answered; the document could not be imported or recorded
        return r.report.errors.empty() ? ExitWorkspace : ExitBadInput;
    return ExitServer;
}

} // namespace GpuPlan
