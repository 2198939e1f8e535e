-- Workspace schema v5: who wrote an edit. "user" for a hand edit; "gpuplan-probe" when the Probes
-- page's "Use in estimates" set a measured figure, which the estimates then treat as measured.
ALTER TABLE sku_override ADD COLUMN source TEXT NOT NULL DEFAULT 'user';
