-- Workspace schema v11: decision scenarios saved into the workspace, shared by a team, with every version kept.
--
-- scenario: one row per name, the version saved last. version: 1 at the first save, one more at each save; a save
-- made against an older version is a conflict (WorkspaceStore::saveScenario with an expected version), never a
-- silent overwrite. changed_by: the PostgreSQL role, or the user running GpuPlan on a file; changed_at: UTC,
-- ISO 8601 with seconds.
CREATE TABLE scenario (
  name TEXT PRIMARY KEY,
  version INTEGER NOT NULL,
  changed_by TEXT NOT NULL,
  changed_at TEXT NOT NULL
);
-- scenario_version: every version saved, with its document (a gpuplan-scenario document, as a file holds it).
CREATE TABLE scenario_version (
  name TEXT NOT NULL REFERENCES scenario (name) ON DELETE CASCADE,
  version INTEGER NOT NULL,
  document TEXT NOT NULL,
  changed_by TEXT NOT NULL,
  changed_at TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (name, version)
);
