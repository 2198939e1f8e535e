-- Workspace schema v7: findings about a host, and the host an import was told.
--
-- finding.node: the host a finding is about: its device's node, or the node of the host facts it reads
-- ('' when no file names one, and for fleet-wide findings). The triage (core/triage.h) groups by it.
-- imported_file.node: the import's --node ('' when not given): what an undone removal imports again with,
-- and where the triage places a file that states nothing of its own (a clean kernel log).
ALTER TABLE finding ADD COLUMN node TEXT NOT NULL DEFAULT '';
ALTER TABLE imported_file ADD COLUMN node TEXT NOT NULL DEFAULT '';
