#pragma once

#include <level_zero/ze_api.h>

#include <stdexcept>
#include <string>

// Level Zero errors inside the backend travel as exceptions, so that the RAII handles release what a
// half-finished test allocated; the Backend methods turn them into the runner's `error` string.
namespace GpuPlan::Probe::LevelZero {

// "ZE_RESULT_ERROR_UNINITIALIZED", or "unknown ze_result_t" for values this header does not know.
const char *resultName(ze_result_t result);
// "zeInit returned ZE_RESULT_ERROR_UNINITIALIZED (0x78000001)"
std::string describeResult(const char *call, ze_result_t result);

class ZeError : public std::runtime_error
{
public:
    ZeError(const char *call, ze_result_t result);
    ze_result_t result() const { return m_result; }

private:
    ze_result_t m_result;
};

inline void zeCheck(ze_result_t result, const char *call)
{
    if (result != ZE_RESULT_SUCCESS)
        throw ZeError(call, result);
}

} // namespace GpuPlan::Probe::LevelZero

// Names the function, not its arguments: ZE_CHECK(zeInit, 0) -> "zeInit returned ...".
#define ZE_CHECK(fn, ...) ::GpuPlan::Probe::LevelZero::zeCheck(fn(__VA_ARGS__), #fn)
