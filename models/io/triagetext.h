#pragma once

#include "core/triage.h"

#include <QString>

// The triage's words (core/triage.h), translated: the playbook's questions, the statuses, the names of
// the checks, and the "no evidence yet" line with the guide's command.
namespace GpuPlan {

/// "1. Is the GPU really used?"
QString triageStepTitle(TriageStep step);
/// "Problem", "OK", "No evidence yet"
QString triageStatusText(TriageStatus status);
/// "CPU load", "PCIe link speed and width", ...; the key itself when unknown.
QString triageCheckText(const std::string &key);
/// "no evidence yet: run `nvidia-smi`"
QString triageRunText(const TriageCheck &check);
/// Where a piece of evidence is: "mpstat.txt:5" (@p fileNameOnly) or the whole native path with its line;
/// "" when it has no file.
QString evidenceText(const Evidence &evidence, bool fileNameOnly);
/// A node's name for display: "(unattributed)" for "".
QString triageNodeText(const std::string &node);

} // namespace GpuPlan
