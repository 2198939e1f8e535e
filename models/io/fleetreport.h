#pragma once

#include "core/diagnostic.h"
#include "core/fleethealth.h"
#include "core/triage.h"

#include <QDateTime>
#include <QMetaType>
#include <QString>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace GpuPlan {

class Importer;

/// How WorkspaceStore::importFleetFile() runs.
struct FleetImportOptions
{
    bool dryRun = false; ///< parse, match and judge, but write nothing
    std::string format;  ///< force a format ("nvidia-smi-csv"); empty: recognised by content
    /// Parse with this importer instead (a generic-csv importer built with the user's column mapping).
    std::shared_ptr<const Importer> importer;
    /// When set, the file is imported only if its content still has this SHA-256 (undoing its removal); else it
    /// fails with import.content_changed before it is read.
    QString expectedSha256;
    /// The host of what the file does not place on one (`import --node`): its devices, events and host facts.
    std::string node;
    /// Leave the findings as they are and mark them stale, for a batch of files that evaluates them once at
    /// its end (WorkspaceStore::finishFleetImports()) instead of once per file. The report then lists no
    /// findings. A workspace opened with stale findings evaluates them again.
    bool deferFindings = false;
    const std::atomic_bool *cancel = nullptr; ///< set from another thread to stop; the file is rolled back
    /// Bytes of this file read so far; called from the importing thread every few thousand lines.
    std::function<void(std::uint64_t done, std::uint64_t total)> progress;
};

/// A GPU of the workspace inventory (or of a dry run).
struct FleetInventoryDevice
{
    std::int64_t id = 0;    ///< fleet_device.id; 0 in a dry run
    std::string deviceKey;  ///< the identity across files (see workspaceDeviceKey())
    InventoryDevice device; ///< the device, its matched SKU (empty: unknown), its file, its telemetry digest
};

/// A health finding as stored, with the device it names.
struct StoredFinding
{
    Finding finding;           ///< finding.device indexes nothing here: use deviceId / deviceKey
    std::int64_t deviceId = 0; ///< 0 for a fleet-wide finding
    std::string deviceKey;
    std::string deviceName;
    std::string message; ///< English (finding.englishText()); the GUI translates from code + params
};

/// One file of the import registry.
struct ImportedFileRecord
{
    std::int64_t id = 0;
    QString path;
    QString sha256;
    std::int64_t sizeBytes = 0;
    QString format;
    QDateTime importedAt; ///< UTC
    int devices = 0;
    std::int64_t samples = 0;
    int events = 0;
    int benchmarks = 0;
    int hostFacts = 0;
    QString node; ///< the import's --node, "" when it was not given
};

/// The playbook per node (core/triage.h) over the workspace's findings.
struct FleetTriage
{
    std::vector<StoredFinding> findings; ///< what NodeTriage's steps index
    std::vector<NodeTriage> nodes;
};

/// A host fact as stored, with the file that stated it.
struct StoredHostFact
{
    HostFact fact;
    std::int64_t fileId = 0;
    QString file; ///< the path it was imported from
};

/// What WorkspaceStore::removeImportedFile() did: the file's records went, devices seen only in it
/// went with them, the others kept what their other files say; the findings were evaluated again.
struct FleetRemoval
{
    bool ok = false;
    QString message;         ///< why it failed (translated), empty on success
    ImportedFileRecord file; ///< the record removed
    int devicesRemoved = 0;  ///< devices only that file had seen
    int devicesKept = 0;     ///< devices other files had seen too
};

/// What happened to one file: the per-file import report of the CLI and the GUI.
struct FleetFileReport
{
    enum class Status { Imported, DryRun, AlreadyImported, Failed, Cancelled };

    QString path;
    QString format; ///< stable format name; empty when the file was not recognised
    Status status = Status::Failed;
    std::int64_t fileId = 0; ///< imported_file.id (Imported, AlreadyImported)
    QString sha256;
    std::uint64_t bytes = 0;
    int devices = 0;
    std::uint64_t samples = 0;
    int events = 0;
    int benchmarks = 0;
    int hostFacts = 0;
    std::vector<FleetInventoryDevice> deviceList; ///< the file's devices with their matched SKU
    std::vector<StoredFinding> findings;          ///< findings about the file's devices or with evidence in it
    std::vector<Diagnostic> warnings;
    std::vector<Diagnostic> errors; ///< Failed: why (with lines); nothing was kept
    QString message;                ///< translated: a storage failure, or which file already had this content

    bool ok() const
    {
        return status == Status::Imported || status == Status::DryRun || status == Status::AlreadyImported;
    }
};

const char *fleetStatusKey(FleetFileReport::Status status); ///< "imported", "dry_run", "already_imported", ...

} // namespace GpuPlan

Q_DECLARE_METATYPE(GpuPlan::FleetFileReport)
