-- Workspace schema v1: the catalog as rows, each record's full JSON in `data`, the columns a query
-- filters on copied beside it. `origin` says who owns a row: the shipped catalog (replaced when a newer
-- app ships a newer catalog), an imported file, or the user.
CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE sku (
  id TEXT PRIMARY KEY,
  vendor TEXT NOT NULL,
  name TEXT NOT NULL,
  segment TEXT NOT NULL,
  origin TEXT NOT NULL CHECK (origin IN ('shipped', 'imported', 'user')),
  data TEXT NOT NULL
);
CREATE TABLE price (
  id TEXT PRIMARY KEY,
  sku_id TEXT NOT NULL REFERENCES sku (id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  amount REAL NOT NULL CHECK (amount >= 0),
  currency TEXT NOT NULL,
  unit TEXT NOT NULL,
  price_date TEXT NOT NULL,
  origin TEXT NOT NULL CHECK (origin IN ('shipped', 'imported', 'user')),
  data TEXT NOT NULL
);
CREATE TABLE model_arch (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  origin TEXT NOT NULL CHECK (origin IN ('shipped', 'imported', 'user')),
  data TEXT NOT NULL
);
