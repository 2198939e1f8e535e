-- Workspace schema v2: a user's edit of a SKU field is stored beside the shipped value, with when and
-- why, so that it survives catalog upgrades and can be reverted.
CREATE TABLE sku_override (
  sku_id TEXT NOT NULL REFERENCES sku (id) ON DELETE CASCADE,
  field TEXT NOT NULL,
  value TEXT NOT NULL,
  edited_at TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (sku_id, field)
);
CREATE INDEX price_sku ON price (sku_id);
