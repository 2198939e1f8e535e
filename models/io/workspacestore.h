#pragma once

#include "core/catalog.h"
#include "core/intake/intakelot.h"
#include "core/probecalibration.h"
#include "core/skuoverride.h"
#include "fleetreport.h"
#include "proberun.h"
#include "prometheussource.h"
#include "storedscenario.h"
#include "workspaceaudit.h"

#include "protocol/types.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

class QSqlDatabase;

namespace GpuPlan {

class FleetSkuMatcher;
class WorkspaceLocation;

/**
 * A workspace: one SQLite file, or one PostgreSQL database for a team (workspacelocation.h), holding the catalog
 * (shipped, imported and user rows), the user's overrides, the probe runs measured on this machine and the fleet
 * imported from operators' files. Versioned schema with migrations, WAL, foreign keys; every write is one transaction,
 * so a failed write leaves the file as it was.
 */
class WorkspaceStore : public QObject
{
    Q_OBJECT
public:
    static constexpr int SchemaVersion = 13;

    enum class OpenStatus { Ok, CannotOpen, NotAWorkspace, NewerSchema, MigrationFailed };
    Q_ENUM(OpenStatus)
    enum class Backend { Sqlite, PostgreSql };
    Q_ENUM(Backend)
    /// What the connected user may do: read; edit the catalog, scenarios and fleet; or also manage the schema and
    /// the roles (workspaceaccess.cpp).
    enum class Role { Viewer, Editor, Admin };
    Q_ENUM(Role)
    /// A versioned write: done, refused because the record changed since the version expected, or failed.
    enum class WriteResult { Written, Conflict, Failed };
    Q_ENUM(WriteResult)

    struct ImportSummary
    {
        int skus = 0;
        int prices = 0;
        int models = 0;
    };

    explicit WorkspaceStore(QObject *parent = nullptr);
    ~WorkspaceStore() override;

    /// Opens (creating if needed) the workspace at @p location (a file, or a PostgreSQL URI or "postgresql:"
    /// followed by libpq's words) and migrates it to @p targetVersion. A file or database from a newer GpuPlan,
    /// or one that is not a workspace, is refused and left untouched. The password a location may carry is used
    /// to connect and then forgotten: path(), lastError() and logs never hold it.
    OpenStatus open(const QString &location, int targetVersion = SchemaVersion);
    void close();
    bool isOpen() const;
    /// Nothing of the user's yet: no imported file, no probe run and no edit of the catalog (what a new
    /// workspace holds; the window then shows its welcome view).
    bool holdsNothingOfTheUser() const;
    /// The file, or the PostgreSQL location without its password (what the recent list keeps).
    QString path() const { return m_path; }
    Backend backend() const { return m_backend; }
    /// What another connection of this process to the same workspace opens (an import job, a chart reader): the
    /// location as given, with its password if it had one. Never show, log or store it; path() is for that.
    QString connectionLocation() const { return m_location; }
    /// Who writes: the PostgreSQL role connected (current_user), or the user running GpuPlan on a file.
    QString userName() const { return m_userName; }
    /// From the grants the database enforces (PostgreSQL) or the file's permissions (SQLite), not from a name.
    Role role() const;
    static const char *roleKey(Role role);
    /// PostgreSQL, as the tables' owner: creates the roles gpuplan_viewer, gpuplan_editor and gpuplan_admin when
    /// missing and grants them what data/schema/postgresql/roles.sql says, in one transaction. @p done receives the
    /// statements run. False on a file workspace or when a grant fails (lastError()).
    bool initRoles(QStringList *done = nullptr);
    static const char *backendKey(Backend backend);
    /// The last error, translated, naming the file (or the host and database) and the reason.
    QString lastError() const { return m_lastError; }
    int schemaVersion() const;

    /// Loads @p shipped if the workspace holds no catalog or an older one. User overrides, imported
    /// and user rows are kept. @p upgraded tells whether anything was written.
    bool syncShippedCatalog(const Catalog &shipped, bool *upgraded = nullptr);
    int shippedCatalogVersion() const;

    /// The catalog as stored; with @p applyUserOverrides, each SKU with the user's edits applied. A stored
    /// row that cannot be read is left out, with a workspace.bad_row warning in @p problems.
    Catalog catalog(bool applyUserOverrides = true, std::vector<Diagnostic> *problems = nullptr) const;
    /// The stored edits with their versions, authors and times (workspaceedits.cpp).
    std::vector<FieldOverride> overrides(const std::string &skuId = {}) const;
    /// The stored edit of one field, if any.
    std::optional<FieldOverride> storedOverride(const std::string &skuId, const std::string &field) const;

    /// Validates and stores one edit (replacing an earlier edit of the same field), unconditionally.
    bool setOverride(const FieldOverride &edit);
    /**
     * Validates and stores one edit if the field's stored edit is still at @p expectedVersion (0: no edit stored),
     * in one statement, so that two people writing the same field at once cannot both win. A stale version is a
     * Conflict, with what is stored now in @p conflict; nothing is written. The edit, its author and time go to the
     * audit table in the same transaction. @p written (when given) receives the stored edit with its new version.
     */
    WriteResult setOverride(const FieldOverride &edit, int expectedVersion, EditConflict *conflict,
                            FieldOverride *written = nullptr);
    /// An expected version that accepts any: the write is unconditional (still audited).
    static constexpr int AnyVersion = -1;
    /// Reverts a field to its shipped value. Reverting a field that has no edit is not an error.
    bool removeOverride(const std::string &skuId, const std::string &field);
    /// Reverts a field if its edit is still at @p expectedVersion; else a Conflict, as setOverride().
    WriteResult removeOverride(const std::string &skuId, const std::string &field, int expectedVersion,
                               EditConflict *conflict);

    /// One table of a copy (copyFrom()): its rows in the destination, and whether their count and checksum match.
    struct CopiedTable
    {
        QString table;
        qint64 rows = 0;
        quint64 checksum = 0; ///< order-free: the sum of each row's SHA-256 prefix over the columns both sides have
        bool matches = false;
        std::vector<std::string> columns;
    };
    /**
     * Copies everything of @p source (another open workspace, file or PostgreSQL, at the same schema) into this one,
     * which must hold no data yet, in one transaction (workspacecopy.cpp): meta, catalog in its order, edits, probe
     * runs, fleet with its telemetry, findings, Prometheus sources, audit; ids kept. Then reads both sides again:
     * each table's row count and checksum must match. @p tables receives them.
     */
    bool copyFrom(WorkspaceStore &source, std::vector<CopiedTable> *tables = nullptr);

    // Scenarios saved into the workspace (workspacescenarios.cpp), schema 11; nothing before.
    /// The newest version of each saved scenario, by name, without their documents.
    std::vector<StoredScenario> savedScenarios() const;
    /// One version of a saved scenario with its document (@p version 0: the newest); none when there is no such.
    std::optional<StoredScenario> savedScenario(const QString &name, int version = 0) const;
    /// Every version of a saved scenario, newest first, without their documents.
    std::vector<StoredScenario> scenarioHistory(const QString &name) const;
    /**
     * Saves @p document (a gpuplan-scenario JSON, validated first) as the next version of the scenario @p name if
     * its newest version is still @p expectedVersion (0: it must not exist yet; AnyVersion: whatever is there), in
     * one transaction with its audit row. A stale version is a Conflict, with what is stored now in @p conflict;
     * nothing is written. @p written (when given) receives the version saved.
     */
    WriteResult saveScenario(const QString &name, const QByteArray &document, int expectedVersion,
                             ScenarioConflict *conflict, StoredScenario *written = nullptr, const QString &note = {});
    /// Removes a saved scenario with all its versions if its newest is still @p expectedVersion (AnyVersion: any).
    WriteResult removeScenario(const QString &name, int expectedVersion, ScenarioConflict *conflict);
    /// Whether @p name can name a saved scenario (not empty, no leading or trailing space, at most 200 characters,
    /// no control character); @p why says why not.
    static bool isValidScenarioName(const QString &name, QString *why = nullptr);

    /// The audit table, newest first (at most @p limit rows; 0: all). Empty before schema 10.
    std::vector<AuditEntry> auditLog(int limit = 0) const;

    /// Adds or replaces the records of @p imported in one transaction (rows become origin "imported").
    bool importCatalog(const Catalog &imported, ImportSummary *summary = nullptr);

    // Probe runs (workspaceprobes.cpp).
    /// Stores a run with its results and, for a burn-in, its verdict, in one transaction: all of it or
    /// nothing. Returns the new run's id, or 0 (lastError() says why).
    qint64 saveProbeRun(const ProbeRun &run, const std::vector<Probe::TestResult> &results,
                        const std::optional<ProbeVerdict> &verdict = std::nullopt);
    /// Stored runs, newest first, of the devices matching @p filter (all runs for an empty filter).
    std::vector<ProbeRun> probeRuns(const ProbeRunFilter &filter = {}) const;
    std::optional<ProbeRun> probeRun(qint64 runId) const;
    /// The results of one run, in the order the runner streamed them.
    std::vector<Probe::TestResult> probeResults(qint64 runId) const;
    std::optional<ProbeVerdict> probeVerdict(qint64 runId) const;
    /// The newest burn-in verdict of each device, newest first.
    std::vector<DeviceVerdict> latestVerdicts() const;

    // Fleet: imported files, inventory, telemetry, findings (workspacefleet.cpp).
    /// Imports one operator file (format recognised by content, or options.format) in one transaction:
    /// the file's devices (merged with the workspace's by device key), samples, events and benchmarks,
    /// then the health findings of the whole workspace. A file with an error, a cancelled one or a write
    /// failure leaves nothing. Content already imported (same SHA-256) is skipped (AlreadyImported).
    /// With options.dryRun nothing is written. Thread: call from the thread that opened this store.
    FleetFileReport importFleetFile(const QString &path, const FleetImportOptions &options = {});
    std::vector<ImportedFileRecord> importedFiles() const;
    /// The benchmark figures of the imported file with this SHA-256 (or imported from this path), in file
    /// order; empty when there is no such file or it holds none.
    std::vector<BenchmarkFigure> benchmarkFigures(const QString &pathOrSha256) const;
    /**
     * Removes an imported file, named by its SHA-256 or by the path it was imported from, in one
     * transaction (workspacefleetremove.cpp): its samples, events and benchmarks; the devices only it
     * had seen; the telemetry digest of the devices other files saw too is computed again from their
     * remaining samples; then the findings are evaluated again. A device another file saw keeps the
     * fields last written (a later file's fields replace an earlier one's, and the workspace does not
     * keep each file's version of them).
     */
    FleetRemoval removeImportedFile(const QString &pathOrSha256);
    std::vector<FleetInventoryDevice> fleetDevices() const;
    /// The stored findings, most severe first.
    std::vector<StoredFinding> fleetFindings() const;
    /// Every host fact imported, by node (unattributed ones, node "", first), then key, then file order.
    std::vector<StoredHostFact> hostFacts() const;
    /// The devices and events the health rules see.
    FleetSnapshot fleetSnapshot() const;
    /// The field guides' playbook per node, answered from the findings and the evidence imported.
    FleetTriage fleetTriage() const;
    /// A device's samples with from <= time < to, in time order (for charts; decimate before drawing).
    std::vector<TelemetryRow> fleetTelemetry(qint64 deviceId, double from, double to) const;
    /// Re-evaluates the health rules over the workspace (after a catalog edit) in one transaction.
    bool refreshFleetHealth();
    /// After files imported with FleetImportOptions::deferFindings: evaluates the findings once and gives
    /// each imported report those on its devices or from its file. False (lastError()) when they could not
    /// be written; they stay marked stale then.
    bool finishFleetImports(QList<FleetFileReport> &reports);
    /// Another connection (an import or removal job) changed the fleet and evaluated its findings: tells this
    /// store's listeners (fleetChanged()) without evaluating them again.
    void fleetChangedElsewhere() { Q_EMIT fleetChanged(); }

    // Prometheus sources (workspaceprometheus.cpp); pulls are prometheuspull.h's.
    std::vector<PrometheusSource> prometheusSources() const;
    /// Inserts @p source, or updates the one of the same URL, selector and tenant (a missing lastEnd keeps
    /// the stored one). Never a secret. Returns its id, or 0 (lastError() says why).
    qint64 savePrometheusSource(const PrometheusSource &source);

    // Sellers' quotes and intake lots (workspaceintake.cpp), schema 13; nothing before.
    std::vector<Quote> quotes() const;
    std::optional<Quote> quote(qint64 id) const;
    /// Stores @p quotes in one transaction (their ids and versions set), with an audit row naming @p source; every
    /// SKU must be in the catalog, else nothing is stored.
    bool addQuotes(std::vector<Quote> &quotes, const QString &source);
    /**
     * A new lot of quote @p quoteId received on @p receivedDate (YYYY-MM-DD), its cards (serial, UUID or "") each
     * received, in one transaction, audited. Refused whole (0, lastError()) when the quote is unknown, the list is
     * empty, a serial is empty or listed twice, or a serial is already in a lot (named). Returns the lot's id.
     */
    qint64 createLot(qint64 quoteId, const std::vector<std::pair<std::string, std::string>> &cards,
                     const QString &receivedDate, const QString &note = {});
    /// Every lot, oldest first, with its quote.
    std::vector<IntakeLot> intakeLots() const;
    std::optional<IntakeLot> intakeLot(qint64 id) const;
    /// The cards of lot @p lotId (0: of every lot; or the one with @p serial), with their histories, oldest first.
    std::vector<IntakeCard> intakeCards(qint64 lotId = 0, const QString &serial = QString()) const;
    std::optional<IntakeCard> intakeCard(const QString &serial) const;
    /// The fleet's health findings on the devices that are intake cards: the same UUID (any case), else the same
    /// serial. A fault found in production counts against the card's lot (core/intake/intakelot.h).
    std::vector<CardFinding> cardFindings() const;
    /**
     * Moves the card @p serial to @p to when its state allows it (core/intake/cardstate.h) and its version is still
     * @p expectedVersion (AnyVersion: any): one dated event with @p evidence and @p note, the card's version one
     * more, an audit row, in one transaction. A move not allowed is Failed with a message naming the card's state
     * and where it can go; a stale version is a Conflict. @p written receives the card as stored.
     */
    WriteResult setCardState(const QString &serial, CardState to, const QString &evidence, const QString &note,
                             int expectedVersion = AnyVersion, IntakeCard *written = nullptr);
    /// Why a card in state @p from cannot become @p to: its state and where it can go (setCardState's refusal).
    static QString refusedMoveText(const QString &serial, CardState from, CardState to);
    /**
     * Takes back the card @p serial's last state change (an undo): its newest event is removed and the card is back
     * in the state that event came from, when its version is still @p expectedVersion (AnyVersion: any). The
     * version moves on (one more), never back, so that a colleague's read of the undone state cannot match again.
     * Audited (card_state_revert), in one transaction. The card's arrival (its first event, to received) is not a
     * change and is refused (Failed); a stale version is a Conflict. @p written receives the card as stored.
     */
    WriteResult revertCardState(const QString &serial, int expectedVersion = AnyVersion, IntakeCard *written = nullptr);

    /// PostgreSQL: whether the connection is alive; a dropped one is opened again (connectionLost(), then
    /// reconnected() when it worked). Cheap: call it every few seconds. A file workspace: isOpen().
    bool checkConnection();

Q_SIGNALS:
    void catalogChanged();
    /// Files were imported or findings re-evaluated through this store, or fleetChangedElsewhere() says so.
    void fleetChanged();
    void skuChanged(const QString &skuId);
    void probeRunSaved(qint64 runId);
    /// A scenario was saved into the workspace or removed from it (@p version 0), here or by another GpuPlan.
    void scenarioChanged(const QString &name, int version);
    /// Quotes, lots or cards changed, here or (PostgreSQL) in another GpuPlan.
    void intakeChanged();
    /// Another GpuPlan changed the workspace (PostgreSQL, LISTEN/NOTIFY): "catalog", "sku:ID", "fleet", "probe:ID",
    /// "scenario:VERSION:NAME" (the matching signal above is emitted too).
    void changedElsewhere(const QString &what);
    /// The connection to the server was lost (@p reason names the host and database); checkConnection() tries again.
    void connectionLost(const QString &reason);
    /// Opened again after a lost connection: everything shown should be read again.
    void reconnected();

private:
    static void attachFindings(FleetFileReport &report, const std::vector<StoredFinding> &findings);
    /// PostgreSQL: LISTEN to the other GpuPlan on the database, and NOTIFY them of a committed change
    /// (workspacenotify.cpp). Nothing on a file.
    void listenToOthers();
    void tellOthers(const QString &what);
    /// The catalog's SKU matcher, built once and again after this connection changes the catalog or another
    /// one commits (PRAGMA data_version): a batch of 30,000 files reads the catalog once, not per file.
    std::shared_ptr<const FleetSkuMatcher> skuMatcher() const;
    QSqlDatabase db() const;
    QString queryUserName() const;
    /// A viewer's write: refused before it reaches the server, with a message saying who and why (true: refused).
    bool refuseWrite();
    bool connectSqlite(const QString &path);
    bool connectPostgreSql(const WorkspaceLocation &location);
    /// Whether the database holds no table at all (a new workspace may be created in it).
    std::optional<bool> isEmptyDatabase();
    /// The column that orders a catalog table as first written (rowid, or the PostgreSQL tables' seq).
    QString insertionOrder() const;
    bool migrate(int from, int to);
    /// Records a change in the audit table, inside the caller's transaction (nothing before schema 10).
    bool audit(const QString &action, const QString &subject, const std::optional<std::string> &oldValue,
               const std::optional<std::string> &newValue, const QString &detail = {});
    /// The edit's conflict, read after a versioned write changed nothing.
    EditConflict conflictOf(const std::string &skuId, const std::string &field, int expectedVersion) const;
    bool exec(const QString &sql);
    /// "cannot write to WORKSPACE: REASON", naming the file or the host and database (never a password).
    QString writeError(const QString &reason) const;
    bool fail(const QString &reason);

    mutable std::shared_ptr<const FleetSkuMatcher> m_skuMatcher;
    mutable qint64 m_skuMatcherDataVersion = -1;
    QString m_connection;
    QString m_path;
    QString m_displayName;
    QString m_location;        ///< connectionLocation()
    QString m_userName;        ///< userName(), read once at open
    int m_schemaVersion = 0;   ///< schemaVersion(), once open and migrated
    Role m_role = Role::Admin; ///< role(), read once at open
    Backend m_backend = Backend::Sqlite;
    QString m_lastError;
};

} // namespace GpuPlan
