#pragma once

#include "core/catalog.h"
#include "core/skuoverride.h"

#include <QObject>
#include <QString>

#include <vector>

class QSqlDatabase;

namespace GpuPlan {

/**
 * A workspace: one SQLite file holding the catalog (shipped, imported and user rows) and the user's
 * overrides. Versioned schema with migrations, WAL, foreign keys; every write is one transaction, so a
 * failed write leaves the file as it was.
 */
class WorkspaceStore : public QObject
{
    Q_OBJECT
public:
    static constexpr int SchemaVersion = 2;

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

Q_SIGNALS:
    void catalogChanged();
    void skuChanged(const QString &skuId);

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
