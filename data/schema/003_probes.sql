-- Workspace schema v3: runs of gpuplan-probe on this machine's devices, their measured results and
-- burn-in verdicts. A device is named as the runner listed it: uuid and serial identify a card across
-- runs and machines, the PCI bus id and device id only within one machine. started_at is UTC, ISO 8601.
CREATE TABLE probe_run (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  started_at TEXT NOT NULL,
  command TEXT NOT NULL CHECK (command IN ('run', 'burnin')),
  backend TEXT NOT NULL,
  device_id TEXT NOT NULL,
  device_name TEXT NOT NULL DEFAULT '',
  vendor TEXT NOT NULL DEFAULT '',
  uuid TEXT NOT NULL DEFAULT '',
  serial TEXT NOT NULL DEFAULT '',
  pci_bus_id TEXT NOT NULL DEFAULT '',
  runner_version TEXT NOT NULL DEFAULT '',
  exit_code INTEGER,
  exit_status TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT ''
);
CREATE INDEX probe_run_uuid ON probe_run (uuid);
CREATE INDEX probe_run_serial ON probe_run (serial);
-- One measured test of a run, in the order the runner streamed them (seq).
CREATE TABLE probe_result (
  run_id INTEGER NOT NULL REFERENCES probe_run (id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  test TEXT NOT NULL,
  unit TEXT NOT NULL,
  best REAL NOT NULL,
  median REAL NOT NULL,
  min REAL NOT NULL,
  max REAL NOT NULL,
  runs INTEGER NOT NULL CHECK (runs >= 0),
  bytes_per_run INTEGER NOT NULL DEFAULT 0 CHECK (bytes_per_run >= 0),
  flops_per_run REAL NOT NULL DEFAULT 0,
  working_set_bytes INTEGER NOT NULL DEFAULT 0 CHECK (working_set_bytes >= 0),
  verified INTEGER NOT NULL CHECK (verified IN (0, 1)),
  verify_message TEXT NOT NULL DEFAULT '',
  timer TEXT NOT NULL DEFAULT '',
  detail TEXT NOT NULL DEFAULT '',
  clock_mhz REAL,
  temperature_c REAL,
  PRIMARY KEY (run_id, seq)
);
-- The verdict of a burn-in, with the criteria it was judged against and every check (JSON, the keys
-- of the runner's verdict line).
CREATE TABLE burnin_verdict (
  run_id INTEGER PRIMARY KEY REFERENCES probe_run (id) ON DELETE CASCADE,
  verdict TEXT NOT NULL CHECK (verdict IN ('pass', 'quarantine', 'reject')),
  criteria TEXT NOT NULL,
  reasons TEXT NOT NULL,
  duration_s REAL NOT NULL CHECK (duration_s >= 0)
);
