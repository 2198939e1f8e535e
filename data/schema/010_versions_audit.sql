-- Workspace schema v10: versions of the users' edits, and who changed what and when.
--
-- sku_override.version: 1 when an edit is first written, one more at each change. An edit made against an older
-- version is a conflict (WorkspaceStore::setOverride with an expected version), never a silent overwrite.
-- changed_by: the PostgreSQL role, or the user running GpuPlan on a file; changed_at: UTC, ISO 8601 with seconds.
ALTER TABLE sku_override ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE sku_override ADD COLUMN changed_by TEXT NOT NULL DEFAULT '';
ALTER TABLE sku_override ADD COLUMN changed_at TEXT NOT NULL DEFAULT '';
-- One row per change, written in the change's own transaction: edits and their reverts, catalog imports, fleet
-- imports and removals, scenario saves. action: a key (override_set, override_remove, catalog_import,
-- fleet_import, fleet_remove, scenario_save); subject: what it is about ("sku/ID/FIELD", a file path, a scenario
-- name); old_value, new_value: JSON, NULL when there was none; detail: free text (a note, a SHA-256).
CREATE TABLE audit (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL,
  who TEXT NOT NULL,
  action TEXT NOT NULL,
  subject TEXT NOT NULL,
  old_value TEXT,
  new_value TEXT,
  detail TEXT NOT NULL DEFAULT ''
);
CREATE INDEX audit_subject ON audit (subject);
