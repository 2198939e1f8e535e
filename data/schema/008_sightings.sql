-- Workspace schema v8: which files described which device, with the lifetime error counters each read.
--
-- device_sighting: one row per device and imported file that described it (not only the file that wrote
-- it last, as fleet_device.file_id says). Removing a file keeps a device another sighting still has.
-- The counters are the capture's lifetime ones (aggregate ECC, retired pages, remapped rows): they only
-- grow, so two sightings that differ are growth across captures (core/fleethealth.cpp: ecc_growing).
CREATE TABLE device_sighting (
  device_id INTEGER NOT NULL REFERENCES fleet_device (id),
  file_id INTEGER NOT NULL REFERENCES imported_file (id),
  line INTEGER NOT NULL DEFAULT 0,
  ecc_corrected_aggregate INTEGER,
  ecc_uncorrected_aggregate INTEGER,
  retired_pages_sbe INTEGER,
  retired_pages_dbe INTEGER,
  remapped_rows_correctable INTEGER,
  remapped_rows_uncorrectable INTEGER,
  PRIMARY KEY (device_id, file_id)
) WITHOUT ROWID;
CREATE INDEX device_sighting_file ON device_sighting (file_id);
-- A GPU known only by its index is numbered by its vendor's tool (nvidia-smi, rocm-smi, xpu-smi): the
-- key names that numbering, so Level Zero's device 0 and nvidia-smi's GPU 0 of one host stay two GPUs.
-- The findings are evaluated again on open (ecc_growing reads the sightings), see WorkspaceStore::open.
INSERT OR REPLACE INTO meta (key, value) VALUES ('findings_stale', '1');
UPDATE fleet_device SET device_key = 'index:' || node || '/' || lower(vendor) || '/' || idx
  WHERE device_key LIKE 'index:%' AND vendor <> '' AND idx IS NOT NULL;
