-- Workspace schema v8, PostgreSQL dialect (../008_sightings.sql says what the table and the key change are for).
CREATE TABLE device_sighting (
  device_id BIGINT NOT NULL REFERENCES fleet_device (id),
  file_id BIGINT NOT NULL REFERENCES imported_file (id),
  line BIGINT NOT NULL DEFAULT 0,
  ecc_corrected_aggregate BIGINT,
  ecc_uncorrected_aggregate BIGINT,
  retired_pages_sbe BIGINT,
  retired_pages_dbe BIGINT,
  remapped_rows_correctable BIGINT,
  remapped_rows_uncorrectable BIGINT,
  PRIMARY KEY (device_id, file_id)
);
CREATE INDEX device_sighting_file ON device_sighting (file_id);
INSERT INTO meta (key, value) VALUES ('findings_stale', '1') ON CONFLICT (key) DO UPDATE SET value = excluded.value;
UPDATE fleet_device SET device_key = 'index:' || node || '/' || lower(vendor) || '/' || idx
  WHERE device_key LIKE 'index:%' AND vendor <> '' AND idx IS NOT NULL;
