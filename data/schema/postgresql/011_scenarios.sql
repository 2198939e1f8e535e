-- Workspace schema v11, PostgreSQL dialect (../011_scenarios.sql says what the tables hold).
CREATE TABLE scenario (
  name TEXT PRIMARY KEY,
  version BIGINT NOT NULL,
  changed_by TEXT NOT NULL,
  changed_at TEXT NOT NULL
);
CREATE TABLE scenario_version (
  name TEXT NOT NULL REFERENCES scenario (name) ON DELETE CASCADE,
  version BIGINT NOT NULL,
  document TEXT NOT NULL,
  changed_by TEXT NOT NULL,
  changed_at TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (name, version)
);
