#include "recentitems.h"

#include "workspacelocation.h"

#include <QFileInfo>
#include <QSettings>

namespace GpuPlan {

RecentItems::RecentItems(QSettings &settings, QString key, int max)
    : m_settings(settings)
    , m_key(std::move(key))
    , m_max(max)
{
}

QStringList RecentItems::items() const
{
    const QVariant value = m_settings.value(m_key);
    // Lists written before 0.6 were one newline-separated byte string.
    if (value.typeId() == QMetaType::QByteArray)
        return QString::fromUtf8(value.toByteArray()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    return value.toStringList();
}

namespace {
// A file as an absolute path; a PostgreSQL location as given, less any password (the list is kept in the settings).
QString itemOf(const QString &path)
{
    if (WorkspaceLocation::isPostgreSql(path))
        return WorkspaceLocation::parse(path).withoutPassword();
    return QFileInfo(path).absoluteFilePath();
}
} // namespace

void RecentItems::add(const QString &path)
{
    const QString absolute = itemOf(path);
    QStringList recent = items();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    while (recent.size() > m_max)
        recent.removeLast();
    m_settings.setValue(m_key, recent);
}

void RecentItems::remove(const QString &path)
{
    QStringList recent = items();
    if (recent.removeAll(itemOf(path)) > 0)
        m_settings.setValue(m_key, recent);
}

} // namespace GpuPlan
