#pragma once

#include <QString>
#include <QStringList>

class QSettings;

namespace GpuPlan {

/// A most-recent-first list of files kept in the settings (the recent workspaces, the recent scenarios):
/// absolute paths (or PostgreSQL locations without their password), no duplicates, at most max() of them.
class RecentItems
{
public:
    RecentItems(QSettings &settings, QString key, int max);

    QStringList items() const;
    /// Moves @p path (made absolute) to the front, trimming the list to max().
    void add(const QString &path);
    void remove(const QString &path);
    int max() const { return m_max; }

private:
    QSettings &m_settings;
    QString m_key;
    int m_max;
};

} // namespace GpuPlan
