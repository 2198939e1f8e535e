#pragma once

#include "protocol/burnin.h"

#include <QString>

#include <optional>

namespace GpuPlan {

/**
 * What to ask gpuplan-probe for: a measurement (`run`) or a burn-in (`burnin`) of one device, with the
 * options the user set. An unset option is not passed, so the runner (or, for the burn-in criteria,
 * GpuPlan::Probe::defaultCriteria of the class) decides. ProbeSession::arguments() turns it into the
 * runner's command line; the GUI's form and the CLI's options both fill one.
 */
struct ProbeRequest
{
    bool burnin = false;
    QString deviceId; ///< as `gpuplan-probe --list` names it: "cuda:0"

    // A measurement.
    QString tests; ///< comma-separated test groups or tests; empty: all of them
    std::optional<double> repeats;
    std::optional<double> warmups;
    std::optional<double> sizeMib;

    // A burn-in: its duration, in minutes or in seconds (minutes wins when both are set).
    std::optional<double> minutes;
    std::optional<double> seconds;
    QString skuClass;                  ///< "datacenter", "workstation" or "consumer"; empty: not passed (datacenter)
    Probe::CriteriaOverrides criteria; ///< the spec the card is judged against and the criteria set

    int timeoutMs = 0; ///< 0: ProbeSession::timeoutMs() picks it from the run
    QString note;      ///< stored with the run
};

} // namespace GpuPlan
