#pragma once

#include "backend/backend.h"
#include "zesession.h"

#include <cstdint>
#include <stdexcept>
#include <string>

// The tests of the Level Zero backend, one file per group. Each throws ZeError (or std::runtime_error)
// on failure and leaves result.verified = false with a message on a miscompare.
namespace GpuPlan::Probe::LevelZero {

// Thrown when the runner asks to stop between two runs.
class Cancelled : public std::runtime_error
{
public:
    Cancelled()
        : std::runtime_error("cancelled")
    {
    }
};

// Progress of run `run` (warm-ups included) out of `total`; throws Cancelled when asked to stop.
void reportRun(RunContext &context, int run, int total, const char *stage);

// bandwidth.copy, bandwidth.triad
void runBandwidth(ZeSession &session, const std::string &test, const RunOptions &options, RunContext &context,
                  TestResult &result);
// compute.fp32_fma, compute.fp16_fma
void runCompute(ZeSession &session, const std::string &test, const RunOptions &options, RunContext &context,
                TestResult &result);
// latency.launch
void runLatency(ZeSession &session, const RunOptions &options, RunContext &context, TestResult &result);
// transfer.{h2d,d2h}_{pinned,pageable}
void runTransfer(ZeSession &session, const std::string &test, const RunOptions &options, RunContext &context,
                 TestResult &result);

// Shared by the bandwidth tests and burn-in: bytes per array (1 GiB or 1/8 of device memory, whichever
// is smaller, unless `requested` says otherwise; never more than one allocation may hold), rounded
// down to whole work-groups of `elementBytes` elements.
std::uint64_t arrayElements(const ZeSession &session, std::uint64_t requested, std::uint64_t elementBytes);

// The STREAM-style inputs: small integers, so that every result is exact in float and double and a
// miscompare is an error, not rounding. b + kTriadScalar * c is at most 3951.
inline constexpr double kTriadScalar = 3.0;
inline double triadB(std::uint64_t i) { return static_cast<double>(i % 1024); }
inline double triadC(std::uint64_t i) { return static_cast<double>(i % 977); }
inline double copySource(std::uint64_t i) { return static_cast<double>(i % 1021); }

// FP32 FMA chains (kernels/base.cl fma_f32): the sizes and the host's recomputation of one work-item.
struct FmaShape
{
    std::uint64_t items = 0;
    int iterations = 0;
    double flopsPerRun() const { return 2.0 * 16.0 * static_cast<double>(items) * iterations; }
};
FmaShape fmaShape(const ZeSession &session);
inline constexpr float kFma32A = 1.0f - 1.0f / 1024.0f; // slow decay: the chains stay distinct
inline constexpr float kFma32B = 1.0f / 1024.0f;
float expectedFma32(std::uint64_t gid, int iterations);
// Checks `samples` work-items spread over `out`, starting at `offset`; returns the miscompares and
// sets `firstBad` to the first bad work-item.
long long checkFma32(const float *out, const FmaShape &shape, int samples, std::uint64_t offset,
                     std::uint64_t &firstBad);

// Sustained burn-in load: the FP32 triad over device-sized arrays and the FP32 FMA chains, alternated.
// Buffers live from one slice to the next; every slice checks the whole triad output and a rotating
// sample of the FMA work-items.
class BurnInLoad
{
public:
    explicit BurnInLoad(ZeSession &session);
    void slice(double seconds, BurnInCheck &check);

private:
    ZeSession &m_session;
    std::uint64_t m_elements = 0;
    FmaShape m_shape;
    ZeMemory m_a;
    ZeMemory m_b;
    ZeMemory m_c;
    ZeMemory m_out;
    std::uint64_t m_sliceCount = 0;
};

} // namespace GpuPlan::Probe::LevelZero
