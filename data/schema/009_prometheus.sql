-- Workspace schema v9: the Prometheus-compatible servers (Prometheus, Thanos, Mimir, VictoriaMetrics) the
-- fleet's telemetry is pulled from (Fleet > Connect to Prometheus, gpuplan-cli fleet pull). A source is
-- one URL (path prefix included), series selector and tenant. No secret is stored here: a bearer token or
-- password lives in the desktop keychain or in the file token_file names. last_end: the end of the last
-- pull (Unix seconds); the next one starts there. Each pull is also an imported_file (its document).
CREATE TABLE prometheus_source (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  url TEXT NOT NULL,
  selector TEXT NOT NULL DEFAULT '',
  tenant TEXT NOT NULL DEFAULT '',
  auth TEXT NOT NULL DEFAULT 'none' CHECK (auth IN ('none', 'bearer', 'basic')),
  username TEXT NOT NULL DEFAULT '',
  token_file TEXT NOT NULL DEFAULT '',
  ca_file TEXT NOT NULL DEFAULT '',
  cert_file TEXT NOT NULL DEFAULT '',
  key_file TEXT NOT NULL DEFAULT '',
  step_s INTEGER NOT NULL DEFAULT 0 CHECK (step_s >= 0),
  refresh_min INTEGER NOT NULL DEFAULT 0 CHECK (refresh_min >= 0),
  last_end REAL,
  last_pull_at TEXT NOT NULL DEFAULT '',
  UNIQUE (url, selector, tenant)
);
