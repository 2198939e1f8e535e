#pragma once

#include "backend/backend.h"

#include <cstddef>
#include <memory>
#include <string>

namespace GpuPlan::Probe::Cpu {

// Three page-aligned arrays of doubles, first touched by the threads that use them.
class StreamArrays
{
public:
    explicit StreamArrays(std::size_t elements);
    ~StreamArrays();
    StreamArrays(const StreamArrays &) = delete;
    StreamArrays &operator=(const StreamArrays &) = delete;

    bool ok() const { return m_a && m_b && m_c; }
    std::size_t size() const { return m_n; }
    double *a() { return m_a; }
    double *b() { return m_b; }
    double *c() { return m_c; }

    // Fills the kernel's inputs with a known pattern, runs the kernel once and returns its seconds.
    void fill();
    double run(const std::string &kernel);
    // Elements whose output differs from the expected value; `firstBad` gets the first index.
    long long verify(const std::string &kernel, std::size_t &firstBad) const;
    static int arraysTouched(const std::string &kernel); // copy/scale 2, add/triad 3

private:
    std::size_t m_n = 0;
    double *m_a = nullptr;
    double *m_b = nullptr;
    double *m_c = nullptr;
};

// Default elements per array: at least 4x the last-level cache (STREAM's rule), at most 1/12 of RAM.
std::size_t defaultStreamElements();

bool runStreamTest(const std::string &kernel, const RunOptions &options, RunContext &context, TestResult &result,
                   std::string &error);

} // namespace GpuPlan::Probe::Cpu
