#pragma once

#include "core/catalog.h"
#include "core/skuoverride.h"
#include "proberun.h"

#include "protocol/types.h"

#include <QObject>
#include <QString>

#include <optional>
#include <vector>

class QSqlDatabase;

namespace GpuPlan {

/**
 * A workspace: one SQLite file holding the catalog (shipped, imported and user rows), the user's
 * overrides and the probe runs measured on this machine. Versioned schema with migrations, WAL, foreign
 * keys; every write is one transaction, so a failed write leaves the file as it was.
 */
class WorkspaceStore : public QObject
{
    Q_OBJECT
public:
    static constexpr int SchemaVersion = 3;

    enum class OpenStatus { Ok, CannotOpen, NotAWorkspace, NewerSchema, MigrationFailed };
    Q_ENUM(OpenStatus)

    struct ImportSummary
    {
        int skus = 0;
        int prices = 0;
        int models = 0;
    };

    explicit WorkspaceStore(QObject *parent = nullptr);
    ~WorkspaceStore() override;

    /// Opens (creating if needed) the workspace at @p path and migrates it to @p targetVersion.
    /// A file from a newer GpuPlan, or one that is not a workspace, is refused and left untouched.
    OpenStatus open(const QString &path, int targetVersion = SchemaVersion);
    void close();
    bool isOpen() const;
    QString path() const { return m_path; }
    /// The last error, translated, naming the file and the reason.
    QString lastError() const { return m_lastError; }
    int schemaVersion() const;

    /// Loads @p shipped if the workspace holds no catalog or an older one. User overrides, imported
    /// and user rows are kept. @p upgraded tells whether anything was written.
    bool syncShippedCatalog(const Catalog &shipped, bool *upgraded = nullptr);
    int shippedCatalogVersion() const;

    /// The catalog as stored; with @p applyUserOverrides, each SKU with the user's edits applied.
    Catalog catalog(bool applyUserOverrides = true) const;
    std::vector<FieldOverride> overrides(const std::string &skuId = {}) const;

    /// Validates and stores one edit (replacing an earlier edit of the same field).
    bool setOverride(const FieldOverride &edit);
    /// Reverts a field to its shipped value. Reverting a field that has no edit is not an error.
    bool removeOverride(const std::string &skuId, const std::string &field);

    /// Adds or replaces the records of @p imported in one transaction (rows become origin "imported").
    bool importCatalog(const Catalog &imported, ImportSummary *summary = nullptr);

    // Probe runs (workspaceprobes.cpp).
    /// Stores a run with its results and, for a burn-in, its verdict, in one transaction: all of it or
    /// nothing. Returns the new run's id, or 0 (lastError() says why).
    qint64 saveProbeRun(const ProbeRun &run, const std::vector<gpuplan::probe::TestResult> &results,
                        const std::optional<ProbeVerdict> &verdict = std::nullopt);
    /// Stored runs, newest first, of the devices matching @p filter (all runs for an empty filter).
    std::vector<ProbeRun> probeRuns(const ProbeRunFilter &filter = {}) const;
    std::optional<ProbeRun> probeRun(qint64 runId) const;
    /// The results of one run, in the order the runner streamed them.
    std::vector<gpuplan::probe::TestResult> probeResults(qint64 runId) const;
    std::optional<ProbeVerdict> probeVerdict(qint64 runId) const;
    /// The newest burn-in verdict of each device, newest first.
    std::vector<DeviceVerdict> latestVerdicts() const;

Q_SIGNALS:
    void catalogChanged();
    void skuChanged(const QString &skuId);
    void probeRunSaved(qint64 runId);

private:
    QSqlDatabase db() const;
    bool migrate(int from, int to);
    bool exec(const QString &sql);
    bool fail(const QString &reason);

    QString m_connection;
    QString m_path;
    QString m_lastError;
};

} // namespace GpuPlan
