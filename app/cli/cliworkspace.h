#pragma once

class QTextStream;

namespace GpuPlan {

class WorkspaceStore;
struct CliOptions;

/// `gpuplan-cli workspace info [--json]`: backend ("sqlite" or "postgresql"), location (never with a password),
/// schema_version, user and role (cliworkspace.cpp).
/// `gpuplan-cli workspace audit [--limit N] [--json]`: the audit table, newest first.
int runWorkspaceCommand(WorkspaceStore &store, const CliOptions &options, QTextStream &out, QTextStream &err);
/// `gpuplan-cli catalog set SKU FIELD VALUE [--note TEXT] [--expect-version N] [--json]` (cliedit.cpp): prints
/// {"sku", "field", "value", "version"}; a stale --expect-version exits 7 with "conflict: ..." on stderr.
/// `gpuplan-cli scenario list|history NAME|show NAME [VERSION] [-o FILE]|save FILE [--name NAME] [--note TEXT]
/// [--expect-version N]|remove NAME [--expect-version N]` (cliscenario.cpp): scenarios saved in the workspace; a
/// stale --expect-version exits 7 with "conflict: ..." on stderr.
int runScenarioCommand(WorkspaceStore &store, const CliOptions &options, QTextStream &out, QTextStream &err);
int runCatalogSetCommand(WorkspaceStore &store, const CliOptions &options, QTextStream &out, QTextStream &err);

} // namespace GpuPlan
