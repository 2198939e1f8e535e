-- Workspace schema v4: imported operator files (nvidia-smi, rocm-smi, kernel logs, benchmarks...), the
-- fleet inventory they describe, their telemetry, events and benchmark figures, and the health findings.
--
-- One row per imported file. sha256 (hex, lower case) recognises a re-import of the same content under
-- any path: it is skipped, not imported twice. warnings: JSON array of {line, code, params, text}.
CREATE TABLE imported_file (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  path TEXT NOT NULL,
  sha256 TEXT NOT NULL UNIQUE,
  size_bytes INTEGER NOT NULL CHECK (size_bytes >= 0),
  format TEXT NOT NULL,
  imported_at TEXT NOT NULL,
  devices INTEGER NOT NULL DEFAULT 0,
  samples INTEGER NOT NULL DEFAULT 0,
  events INTEGER NOT NULL DEFAULT 0,
  benchmarks INTEGER NOT NULL DEFAULT 0,
  warnings TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX imported_file_size ON imported_file (size_bytes);
-- One row per GPU of the fleet, across files. device_key is the identity rule (fleetdevicekey.h):
-- "uuid:<UUID>", else "serial:<vendor>:<serial>", else "pci:<node>/<bus id>" or "index:<node>/<index>"
-- when the file names its host, else "file:<file id>/<key in the file>" (a capture without a host name
-- or a stable id describes a GPU of that file only). A later file about the same key updates the row:
-- the fields it carries replace the stored ones, file_id and line then point at it.
-- telemetry: the per-device digest of every sample imported (JSON of SampleSummary), so that health
-- rules never rescan the samples. sku_id: the matched catalog SKU, NULL when unknown.
CREATE TABLE fleet_device (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  device_key TEXT NOT NULL UNIQUE,
  file_id INTEGER NOT NULL REFERENCES imported_file (id),
  node TEXT NOT NULL DEFAULT '',
  idx INTEGER,
  vendor TEXT NOT NULL DEFAULT '',
  name TEXT NOT NULL DEFAULT '',
  uuid TEXT NOT NULL DEFAULT '',
  serial TEXT NOT NULL DEFAULT '',
  pci_bus_id TEXT NOT NULL DEFAULT '',
  pci_id TEXT NOT NULL DEFAULT '',
  driver TEXT NOT NULL DEFAULT '',
  vbios TEXT NOT NULL DEFAULT '',
  memory_bytes INTEGER,
  pcie_gen INTEGER,
  pcie_width INTEGER,
  pcie_max_gen INTEGER,
  pcie_max_width INTEGER,
  power_limit_w REAL,
  slowdown_temp_c REAL,
  ecc_enabled INTEGER,
  mig_enabled INTEGER,
  ecc_corrected_volatile INTEGER,
  ecc_uncorrected_volatile INTEGER,
  ecc_corrected_aggregate INTEGER,
  ecc_uncorrected_aggregate INTEGER,
  retired_pages_sbe INTEGER,
  retired_pages_dbe INTEGER,
  retired_pages_pending INTEGER,
  remapped_rows_correctable INTEGER,
  remapped_rows_uncorrectable INTEGER,
  remap_pending INTEGER,
  remap_failure INTEGER,
  pcie_replays INTEGER,
  throttle_reasons TEXT NOT NULL DEFAULT '[]',
  sku_id TEXT,
  line INTEGER NOT NULL DEFAULT 0,
  telemetry TEXT NOT NULL DEFAULT '{}'
);
-- Telemetry: tens of millions of rows. WITHOUT ROWID, clustered on (device, time): one B-tree written
-- per row (a rowid table plus an index would write two) and a device's time range is one contiguous
-- scan for the charts. Values are REAL, NULL where the file did not have them (NULL costs no byte in
-- the record); file_id and line keep the evidence and make the key unique. No foreign keys here: a
-- check per row would cost more than the insert; the import code owns the references.
CREATE TABLE telemetry_sample (
  device_id INTEGER NOT NULL,
  t REAL NOT NULL,
  file_id INTEGER NOT NULL,
  line INTEGER NOT NULL,
  sm_clock_mhz REAL,
  mem_clock_mhz REAL,
  power_w REAL,
  temperature_c REAL,
  mem_temperature_c REAL,
  utilization_pct REAL,
  mem_utilization_pct REAL,
  mem_used_mib REAL,
  pcie_rx_mbs REAL,
  pcie_tx_mbs REAL,
  throttle_mask INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (device_id, t, file_id, line)
) WITHOUT ROWID;
CREATE TABLE fleet_event (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  file_id INTEGER NOT NULL REFERENCES imported_file (id),
  device_id INTEGER REFERENCES fleet_device (id),
  kind TEXT NOT NULL,
  code INTEGER NOT NULL DEFAULT 0,
  pci_bus_id TEXT NOT NULL DEFAULT '',
  node TEXT NOT NULL DEFAULT '',
  t REAL NOT NULL DEFAULT 0,
  time_text TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL DEFAULT '',
  line INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX fleet_event_device ON fleet_event (device_id);
-- attributes: JSON object of the tool's other fields.
CREATE TABLE benchmark (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  file_id INTEGER NOT NULL REFERENCES imported_file (id),
  tool TEXT NOT NULL,
  gpu_name TEXT NOT NULL DEFAULT '',
  gpu_count INTEGER NOT NULL DEFAULT 1,
  model TEXT NOT NULL DEFAULT '',
  precision TEXT NOT NULL DEFAULT '',
  test TEXT NOT NULL DEFAULT '',
  metric TEXT NOT NULL DEFAULT '',
  value REAL NOT NULL,
  unit TEXT NOT NULL DEFAULT '',
  attributes TEXT NOT NULL DEFAULT '{}',
  line INTEGER NOT NULL DEFAULT 0
);
-- Health findings over the whole workspace, replaced after every import (evaluateFleetHealth).
-- params: JSON array of the message's values; message: the English text (logs, --json).
CREATE TABLE finding (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  code TEXT NOT NULL,
  severity TEXT NOT NULL CHECK (severity IN ('info', 'warning', 'quarantine', 'reject')),
  action TEXT NOT NULL,
  device_id INTEGER REFERENCES fleet_device (id),
  params TEXT NOT NULL DEFAULT '[]',
  evidence_file TEXT NOT NULL DEFAULT '',
  evidence_line INTEGER NOT NULL DEFAULT 0,
  evidence_excerpt TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL DEFAULT ''
);
