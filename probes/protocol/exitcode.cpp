#include "exitcode.h"

#include <initializer_list>

namespace GpuPlan::Probe {

const char *exitCodeKey(ExitCode code)
{
    switch (code) {
    case ExitCode::Ok:
        return "ok";
    case ExitCode::TestFailed:
        return "test_failed";
    case ExitCode::Usage:
        return "usage";
    case ExitCode::NoSuchDevice:
        return "no_such_device";
    case ExitCode::BackendUnavailable:
        return "backend_unavailable";
    case ExitCode::Cancelled:
        return "cancelled";
    case ExitCode::Internal:
        return "internal";
    case ExitCode::BurnInQuarantine:
        return "burnin_quarantine";
    case ExitCode::BurnInReject:
        return "burnin_reject";
    }
    return "internal";
}

bool exitCodeFromInt(int value, ExitCode &out)
{
    for (ExitCode c :
         {ExitCode::Ok, ExitCode::TestFailed, ExitCode::Usage, ExitCode::NoSuchDevice, ExitCode::BackendUnavailable,
          ExitCode::Cancelled, ExitCode::Internal, ExitCode::BurnInQuarantine, ExitCode::BurnInReject})
        if (static_cast<int>(c) == value) {
            out = c;
            return true;
        }
    return false;
}

} // namespace GpuPlan::Probe
