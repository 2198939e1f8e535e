// WorkspaceStore::removeImportedFile(): takes one imported file out of the workspace in one transaction
// and evaluates the fleet again, as if it had never been imported (but for the fields of a device that
// other files saw too: see workspacestore.h).
#include "workspacestore.h"

#include "fleetdevicerow.h"
#include "fleetfindingstore.h"
#include "fleetsql.h"
#include "sqltransaction.h"
#include "telemetrychunkstore.h"

#include <QDir>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>

#include <vector>

namespace GpuPlan {
namespace {

// The imported_file rows named by @p pathOrSha: its SHA-256 (any case), else the path it was imported
// from, as given or made absolute.
std::vector<ImportedFileRecord> matchingFiles(const std::vector<ImportedFileRecord> &files, const QString &pathOrSha)
{
    std::vector<ImportedFileRecord> out;
    for (const ImportedFileRecord &f : files)
        if (f.sha256.compare(pathOrSha, Qt::CaseInsensitive) == 0)
            return {f};
    const QString absolute = QFileInfo(pathOrSha).absoluteFilePath();
    for (const ImportedFileRecord &f : files)
        if (f.path == pathOrSha || f.path == absolute)
            out.push_back(f);
    return out;
}

// The telemetry digest of @p deviceId from the samples it has left, file by file as they were imported.
bool recomputeSummary(SqlHandle h, std::int64_t deviceId)
{
    std::vector<std::pair<std::int64_t, std::string>> files;
    {
        SqlStatement q(h,
                       "SELECT f.id, f.path FROM imported_file f WHERE f.id IN "
                       "(SELECT DISTINCT file_id FROM telemetry_chunk WHERE device_id = ?1) ORDER BY f.id");
        if (!q.isValid())
            return false;
        q.bind(1, deviceId);
        while (q.next())
            files.emplace_back(q.integer(0), q.text(1));
    }
    SampleSummary summary;
    for (const auto &[file, path] : files) {
        StoredSampleRange range;
        range.device = deviceId;
        range.file = file;
        const bool read = readStoredSamples(h, range, [&summary, &path = path](const StoredSample &s, std::int64_t) {
            summary.add(telemetryRowOf(s, -1), path);
            return true;
        });
        if (!read)
            return false;
    }
    SqlStatement update(h, "UPDATE fleet_device SET telemetry = ?1 WHERE id = ?2");
    const std::string json = summaryToJson(summary);
    update.bind(1, std::string_view(json));
    update.bind(2, deviceId);
    return update.run();
}

std::vector<std::int64_t> ids(SqlHandle h, const char *sql, std::int64_t fileId)
{
    std::vector<std::int64_t> out;
    SqlStatement q(h, sql);
    q.bind(1, fileId);
    while (q.isValid() && q.next())
        out.push_back(q.integer(0));
    return out;
}

} // namespace

FleetRemoval WorkspaceStore::removeImportedFile(const QString &pathOrSha256)
{
    FleetRemoval result;
    if (refuseWrite()) {
        result.message = m_lastError;
        return result;
    }
    const std::vector<ImportedFileRecord> found = matchingFiles(importedFiles(), pathOrSha256);
    if (found.size() != 1) {
        result.message = found.empty() ? tr("no imported file has the path or SHA-256 %1").arg(pathOrSha256)
                                       : tr("%1 files were imported from %2: name the one to remove by its SHA-256")
                                             .arg(found.size())
                                             .arg(QDir::toNativeSeparators(pathOrSha256));
        return result;
    }
    result.file = found.front();
    const std::int64_t fileId = result.file.id;
    SqlHandle h = sqlHandle(db());
    SqlTransaction tx(db());
    if (!h || !tx.isActive()) {
        result.message = writeError(db().lastError().text());
        return result;
    }
    // Devices that file saw: as their last writer, or through its samples or events.
    const std::vector<std::int64_t> touched
        = ids(h,
              "SELECT id FROM fleet_device WHERE file_id = ?1 UNION SELECT DISTINCT device_id FROM telemetry_chunk "
              "WHERE file_id = ?1 UNION SELECT DISTINCT device_id FROM fleet_event WHERE file_id = ?1 AND device_id IS "
              "NOT NULL UNION SELECT device_id FROM device_sighting WHERE file_id = ?1",
              fileId);
    bool ok = sqlExec(h, "DELETE FROM finding"); // evaluated again below; they point at devices
    for (const char *sql :
         {"DELETE FROM telemetry_chunk WHERE file_id = ?1", "DELETE FROM fleet_event WHERE file_id = ?1",
          "DELETE FROM benchmark WHERE file_id = ?1", "DELETE FROM host_fact WHERE file_id = ?1",
          "DELETE FROM device_sighting WHERE file_id = ?1"}) {
        SqlStatement q(h, sql);
        q.bind(1, fileId);
        ok = ok && q.run();
    }
    for (const std::int64_t device : touched) {
        if (!ok)
            break;
        SqlStatement writer(h, "SELECT file_id FROM fleet_device WHERE id = ?1");
        writer.bind(1, device);
        const bool writtenByFile = writer.next() && writer.integer(0) == fileId;
        writer.reset();
        // Written last by the removed file: the most recent other file with a record of it keeps it.
        std::int64_t keptBy = 0;
        if (writtenByFile) {
            SqlStatement other(h,
                               "SELECT max(file_id) FROM (SELECT file_id FROM telemetry_chunk WHERE device_id = ?1 "
                               "UNION SELECT file_id FROM fleet_event WHERE device_id = ?1 "
                               "UNION SELECT file_id FROM device_sighting WHERE device_id = ?1) seen");
            other.bind(1, device);
            keptBy = other.next() && !other.isNull(0) ? other.integer(0) : 0;
            other.reset();
        }
        if (writtenByFile && !keptBy) {
            SqlStatement remove(h, "DELETE FROM fleet_device WHERE id = ?1");
            remove.bind(1, device);
            ok = remove.run();
            ++result.devicesRemoved;
            continue;
        }
        if (writtenByFile) {
            SqlStatement change(h, "UPDATE fleet_device SET file_id = ?2 WHERE id = ?1");
            change.bind(1, device);
            change.bind(2, keptBy);
            ok = change.run();
        }
        ok = ok && recomputeSummary(h, device);
        ++result.devicesKept;
    }
    {
        SqlStatement q(h, "DELETE FROM imported_file WHERE id = ?1");
        q.bind(1, fileId);
        ok = ok && q.run();
    }
    std::string error;
    ok = ok && refreshFleetFindings(h, &error);
    if (ok
        && !audit(QStringLiteral("fleet_remove"), result.file.path, result.file.sha256.toStdString(), std::nullopt,
                  result.file.sha256)) {
        result.message = m_lastError;
        return result;
    }
    if (!ok || !tx.commit()) {
        result.message
            = writeError(error.empty() ? QString::fromStdString(h.errorMessage()) : QString::fromStdString(error));
        return result; // the transaction rolls back
    }
    result.ok = true;
    tellOthers(QStringLiteral("fleet"));
    Q_EMIT fleetChanged();
    return result;
}

} // namespace GpuPlan
