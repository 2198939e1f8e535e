-- Workspace schema v12, PostgreSQL dialect (../012_sample_chunks.sql says what the table holds). data is stored out
-- of line without compression: it is packed already, and pglz would spend the server's time for little.
CREATE TABLE telemetry_chunk (
  device_id BIGINT NOT NULL,
  t_min DOUBLE PRECISION NOT NULL,
  file_id BIGINT NOT NULL,
  seq BIGINT NOT NULL,
  t_max DOUBLE PRECISION NOT NULL,
  samples BIGINT NOT NULL CHECK (samples > 0),
  data BYTEA NOT NULL,
  PRIMARY KEY (device_id, t_min, file_id, seq)
);
ALTER TABLE telemetry_chunk ALTER COLUMN data SET STORAGE EXTERNAL;
