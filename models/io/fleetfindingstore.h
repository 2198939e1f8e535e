#pragma once

#include "fleetreport.h"

#include "core/fleethealth.h"

#include "fleetsql.h"

#include <cstdint>
#include <string>
#include <vector>

// Reading the fleet tables back and storing health findings: shared by WorkspaceStore (its own
// connection) and the import, inside the import's transaction.
namespace GpuPlan {

const char *fleetEventKindKey(FleetEventKind kind); ///< "xid", "fallen_off_bus", "aer_corrected", ...
FleetEventKind fleetEventKindFromKey(const std::string &key);

/// Every device of the workspace, in id order, with its file's path as InventoryDevice::file.
std::vector<FleetInventoryDevice> readFleetDevices(SqlHandle db);
/// The devices and every event, FleetEvent::device indexing @p devices (-1 for an unresolved event).
FleetSnapshot readFleetSnapshot(SqlHandle db, const std::vector<FleetInventoryDevice> &devices);

/// Evaluates the health rules over the whole workspace and replaces the finding table. False on a
/// storage error (the caller's transaction then rolls back).
/// Clears the stale mark markFleetFindingsStale() left.
bool refreshFleetFindings(SqlHandle db, std::string *error = nullptr);
/// Marks the stored findings as not evaluated over the latest data (meta "findings_stale"), for a batch
/// of imports that evaluates them once at its end.
bool markFleetFindingsStale(SqlHandle db, std::string *error = nullptr);
/// Whether markFleetFindingsStale() was called since the last refreshFleetFindings().
bool fleetFindingsStale(SqlHandle db);
/// The stored findings, most severe first.
std::vector<StoredFinding> readFleetFindings(SqlHandle db);

} // namespace GpuPlan
