-- Workspace schema v12: telemetry in chunks. One row per run of up to 1,024 samples of one device from one file
-- (FleetSampleWriter), its values packed column by column in data (telemetrychunk.h says how: exact doubles, NaN for
-- NULL). One row and one index entry per sample cost PostgreSQL most of an import's time (2M samples: 4.7 s of COPY,
-- 3.3 s of it the key's index); SQLite stores the same rows. t_min and t_max bound the chunk's times: a device's time
-- range is one range of the key (device_id, t_min) where t_max reaches the range's start. seq numbers the device's
-- chunks in their file. The rows of telemetry_sample are converted, then the table is dropped (in the same
-- transaction, by the code that runs this step: convertSampleRowsToChunks).
CREATE TABLE telemetry_chunk (
  device_id INTEGER NOT NULL,
  t_min REAL NOT NULL,
  file_id INTEGER NOT NULL,
  seq INTEGER NOT NULL,
  t_max REAL NOT NULL,
  samples INTEGER NOT NULL CHECK (samples > 0),
  data BLOB NOT NULL,
  PRIMARY KEY (device_id, t_min, file_id, seq)
);
