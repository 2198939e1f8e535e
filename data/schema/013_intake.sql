-- Workspace schema v13: sellers' quotes and the intake lots that arrive from them (issue 19; docs/intake.md).
--
-- quote: one seller's offer for some cards of one SKU, imported from a CSV or XLSX sheet (source_file and its line)
-- or entered by hand. channel: distributor | integrator | refurbisher | marketplace | cloud; condition: new |
-- refurbished | used; returns_intermittent: 1, 0 or NULL (not stated). Dates are YYYY-MM-DD, valid_until '' when
-- the quote states none. version counts the edits (a stale edit is a conflict, as for scenarios).
CREATE TABLE quote (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  seller TEXT NOT NULL,
  channel TEXT NOT NULL,
  sku_id TEXT NOT NULL,
  condition TEXT NOT NULL,
  unit_price REAL NOT NULL,
  currency TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  lead_time_days INTEGER,
  warranty_months INTEGER,
  returns_intermittent INTEGER,
  quote_date TEXT NOT NULL DEFAULT '',
  valid_until TEXT NOT NULL DEFAULT '',
  note TEXT NOT NULL DEFAULT '',
  source_file TEXT NOT NULL DEFAULT '',
  source_line INTEGER NOT NULL DEFAULT 0,
  version INTEGER NOT NULL DEFAULT 1,
  changed_by TEXT NOT NULL,
  changed_at TEXT NOT NULL
);
-- intake_lot: what arrived from a quote, on a date.
CREATE TABLE intake_lot (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  quote_id INTEGER NOT NULL REFERENCES quote (id),
  received_date TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  version INTEGER NOT NULL DEFAULT 1,
  changed_by TEXT NOT NULL,
  changed_at TEXT NOT NULL
);
-- intake_card: a card of a lot, the same device as in the fleet by serial (unique: a serial is in one lot) or UUID.
-- state: its intake state by CLI name (core/intake/cardstate.h); version: one more at each change.
CREATE TABLE intake_card (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lot_id INTEGER NOT NULL REFERENCES intake_lot (id),
  serial TEXT NOT NULL UNIQUE,
  uuid TEXT NOT NULL DEFAULT '',
  state TEXT NOT NULL,
  version INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX intake_card_lot ON intake_card (lot_id);
-- intake_event: every state change of a card, dated, with who and its evidence (a probe run, an imported file, a
-- fleet finding); from_state '' for the card's arrival.
CREATE TABLE intake_event (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  card_id INTEGER NOT NULL REFERENCES intake_card (id),
  from_state TEXT NOT NULL DEFAULT '',
  to_state TEXT NOT NULL,
  at TEXT NOT NULL,
  changed_by TEXT NOT NULL,
  evidence TEXT NOT NULL DEFAULT '',
  note TEXT NOT NULL DEFAULT ''
);
CREATE INDEX intake_event_card ON intake_event (card_id, id);
