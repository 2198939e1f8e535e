#pragma once

class QTextStream;

namespace GpuPlan {

class WorkspaceStore;
struct CliOptions;

/**
 * `gpuplan-cli plan --scenario FILE` (fleet size per option with all its parts), `gpuplan-cli rank
 * --scenario FILE` (gates, scores per method, Pareto set, sensitivity, Monte Carlo probabilities) and
 * `gpuplan-cli erlang --servers C --offered-load A` (Erlang B and C). JSON with --json, text without.
 */
int runDecisionCommand(WorkspaceStore &store, const CliOptions &options, QTextStream &out, QTextStream &err);

} // namespace GpuPlan
