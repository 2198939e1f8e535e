#include "shippeddata.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace GpuPlan::ShippedData {

namespace {
QStringList candidates()
{
    QStringList dirs;
    QDir dir(QCoreApplication::applicationDirPath());
    for (int up = 0; up < 3 && dir.cdUp(); ++up)
        dirs << dir.filePath(QStringLiteral("share/gpuplan"));
    return dirs;
}

QString notFound()
{
    const QString env = qEnvironmentVariable(EnvironmentVariable);
    if (!env.isEmpty()) {
        return QCoreApplication::translate("ShippedData", "GpuPlan's data folder %1 (from $%2) has no catalog.json.")
            .arg(QDir::toNativeSeparators(env), QLatin1String(EnvironmentVariable));
    }
    QStringList looked;
    for (const QString &dir : candidates())
        looked << QDir::toNativeSeparators(dir);
    return QCoreApplication::translate("ShippedData",
                                       "GpuPlan's data folder was not found (looked in %1); reinstall GpuPlan or "
                                       "set $%2 to the folder that holds catalog.json.")
        .arg(looked.join(QStringLiteral(", ")), QLatin1String(EnvironmentVariable));
}

bool hasCatalog(const QString &dir) { return QFileInfo::exists(dir + QStringLiteral("/catalog.json")); }
} // namespace

QString directory()
{
    const QString env = qEnvironmentVariable(EnvironmentVariable);
    if (!env.isEmpty())
        return hasCatalog(env) ? QDir::cleanPath(env) : QString();
    for (const QString &dir : candidates())
        if (hasCatalog(dir))
            return QDir::cleanPath(dir);
    return {};
}

QString path(const QString &relative)
{
    const QString dir = directory();
    return dir.isEmpty() ? QString() : dir + QLatin1Char('/') + relative;
}

bool read(const QString &relative, QByteArray *bytes, QString *error)
{
    const QString file = path(relative);
    if (file.isEmpty()) {
        if (error)
            *error = notFound();
        return false;
    }
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error) {
            *error = QCoreApplication::translate("ShippedData", "%1: cannot read GpuPlan's data file: %2")
                         .arg(QDir::toNativeSeparators(file), f.errorString());
        }
        return false;
    }
    *bytes = f.readAll();
    return true;
}

QByteArray readOrEmpty(const QString &relative)
{
    QByteArray bytes;
    return read(relative, &bytes) ? bytes : QByteArray();
}

bool check(QString *error)
{
    if (!directory().isEmpty())
        return true;
    if (error)
        *error = notFound();
    return false;
}

} // namespace GpuPlan::ShippedData
