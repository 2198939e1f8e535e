#pragma once

#include "fleetreport.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <atomic>
#include <memory>
#include <optional>

namespace GpuPlan {

/// The files to import: an entry that is a folder stands for every file under it (subfolders included), in
/// name order: a node's captures in one folder, a fleet's in one per node. The CLI's `import FOLDER` and a
/// folder dropped on the window.
QStringList expandImportFolders(const QStringList &paths);

class JobControl;
class JobTracker;

/**
 * Imports operators' files into a workspace off the GUI thread (a JobTracker). The worker opens its own
 * connection to the workspace file (WAL lets the GUI's connection keep reading meanwhile) and imports
 * the files one by one, each in its own transaction (WorkspaceStore::importFleetFile). Progress, the
 * per-file reports and the end come back queued to the thread that owns the job; a job started again
 * or destroyed delivers nothing more. The file being imported when cancel() comes is rolled back;
 * files not started are reported Cancelled; files already imported stay. The findings are evaluated
 * once, after the last file or the cancel: fileFinished()'s reports list none, finished()'s do.
 */
class ImportJob : public QObject
{
    Q_OBJECT
public:
    explicit ImportJob(QObject *parent = nullptr);
    /// Cancels and waits for the worker.
    ~ImportJob() override;

    /// Starts importing @p files into the workspace at @p workspacePath; false while a job runs.
    /// @p options: dryRun and format apply to every file (cancel and progress are the job's own).
    bool start(const QString &workspacePath, const QStringList &files, const FleetImportOptions &options = {});
    /// Stops after the current file's rollback; finished() still follows with every file's report.
    void cancel();
    bool isRunning() const;

Q_SIGNALS:
    /// Bytes read over all the files (their sizes summed), at most every 50 ms.
    void progress(qint64 bytesDone, qint64 bytesTotal);
    void fileStarted(int index, const QString &path);
    void fileFinished(int index, const GpuPlan::FleetFileReport &report);
    /// Every file's report, in the order given. Ends every started job, cancelled ones included.
    void finished(const QList<GpuPlan::FleetFileReport> &reports);
    /// The workspace could not be opened; no file was imported.
    void failed(const QString &message);

private:
    /// The worker: every file's report, or nothing when the workspace did not open (failed() said why).
    static std::optional<QList<FleetFileReport>> run(const JobControl &control, const QPointer<ImportJob> &self,
                                                     const std::atomic_bool &cancel, const QString &workspacePath,
                                                     const QStringList &files, FleetImportOptions o);

    std::unique_ptr<JobTracker> m_jobs;
    std::shared_ptr<std::atomic_bool> m_cancel;
};

} // namespace GpuPlan
