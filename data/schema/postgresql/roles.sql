-- GpuPlan's roles on a team workspace: what `gpuplan-cli workspace init-roles` runs, as the tables' owner, once the
-- three group roles exist (it creates gpuplan_viewer, gpuplan_editor and gpuplan_admin, NOLOGIN, when they are
-- missing). A person's login role is then made a member of one of them, e.g. GRANT gpuplan_editor TO ana;
-- docs/team-workspace.md explains each line. :database is the workspace's database (quoted by GpuPlan).
--
-- Viewers read everything and write nothing.
GRANT CONNECT ON DATABASE :database TO gpuplan_viewer;
GRANT USAGE ON SCHEMA public TO gpuplan_viewer;
GRANT SELECT ON ALL TABLES IN SCHEMA public TO gpuplan_viewer;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT ON TABLES TO gpuplan_viewer;
-- Editors also edit the catalog, import and remove fleet files, save probe runs and scenarios. The audit table is
-- append-only for them: they add rows, never change or delete one.
GRANT gpuplan_viewer TO gpuplan_editor;
GRANT INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO gpuplan_editor;
REVOKE UPDATE, DELETE ON audit FROM gpuplan_editor;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO gpuplan_editor;
GRANT TEMPORARY ON DATABASE :database TO gpuplan_editor;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT INSERT, UPDATE, DELETE ON TABLES TO gpuplan_editor;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO gpuplan_editor;
-- Admins also grant the two other roles to people.
GRANT gpuplan_editor TO gpuplan_admin WITH ADMIN OPTION;
GRANT gpuplan_viewer TO gpuplan_admin WITH ADMIN OPTION;
GRANT ALL ON ALL TABLES IN SCHEMA public TO gpuplan_admin;
GRANT ALL ON ALL SEQUENCES IN SCHEMA public TO gpuplan_admin;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT ALL ON TABLES TO gpuplan_admin;
