#include "prometheussecrets.h"

#include <QObject>
#include <QPointer>

#include <qt6keychain/keychain.h>

namespace GpuPlan {

namespace {
const QString kService = QStringLiteral("GpuPlan Prometheus");
}

QString prometheusSecretKey(const PrometheusSource &source)
{
    return source.url + QLatin1Char('|') + source.tenant + QLatin1Char('|') + source.username;
}

void readPrometheusSecret(const PrometheusSource &source, QObject *context,
                          std::function<void(const QString &, const QString &)> done)
{
    auto *job = new QKeychain::ReadPasswordJob(kService);
    job->setAutoDelete(true);
    job->setKey(prometheusSecretKey(source));
    QObject::connect(job, &QKeychain::Job::finished, context, [done = std::move(done)](QKeychain::Job *j) {
        auto *read = static_cast<QKeychain::ReadPasswordJob *>(j);
        if (read->error() == QKeychain::NoError)
            done(read->textData(), QString());
        else if (read->error() == QKeychain::EntryNotFound)
            done(QString(), QString());
        else
            done(QString(), read->errorString());
    });
    job->start();
}

void writePrometheusSecret(const PrometheusSource &source, const QString &secret, QObject *context,
                           std::function<void(const QString &)> done)
{
    QKeychain::Job *job = nullptr;
    if (secret.isEmpty()) {
        auto *remove = new QKeychain::DeletePasswordJob(kService);
        remove->setKey(prometheusSecretKey(source));
        job = remove;
    } else {
        auto *write = new QKeychain::WritePasswordJob(kService);
        write->setKey(prometheusSecretKey(source));
        write->setTextData(secret);
        job = write;
    }
    job->setAutoDelete(true);
    QObject::connect(job, &QKeychain::Job::finished, context, [done = std::move(done)](QKeychain::Job *j) {
        done(j->error() == QKeychain::NoError || j->error() == QKeychain::EntryNotFound ? QString() : j->errorString());
    });
    job->start();
}

} // namespace GpuPlan
