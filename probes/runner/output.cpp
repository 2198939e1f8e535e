#include "output.h"

#include <cstdio>
#include <string>

namespace GpuPlan::Probe {
namespace {

std::string readable(const Message &message)
{
    char buffer[512];
    if (const auto *r = std::get_if<ResultLine>(&message)) {
        const TestResult &t = r->result;
        std::snprintf(buffer, sizeof buffer, "%-24s best %10.2f  median %10.2f %-8s (%d runs)%s%s", t.test.c_str(),
                      t.best, t.median, t.unit.c_str(), t.runs,
                      t.verified ? "" : "  NOT VERIFIED: ", t.verified ? "" : t.verifyMessage.c_str());
        return buffer;
    }
    if (const auto *e = std::get_if<ErrorLine>(&message))
        return "error (" + e->code + "): " + e->message;
    if (const auto *c = std::get_if<BurnInCheckLine>(&message)) {
        std::snprintf(buffer, sizeof buffer, "t=%6.0f s  %8.1f GB/s  %10.1f GFLOP/s  miscompares %lld",
                      c->check.tSeconds, c->check.bandwidthGBs, c->check.fp32Gflops, c->check.miscompares);
        return buffer;
    }
    if (const auto *v = std::get_if<VerdictLine>(&message)) {
        std::string text = std::string("verdict: ") + verdictKey(v->verdict.verdict);
        for (const VerdictReason &reason : v->verdict.reasons)
            text += std::string("\n  [") + checkStatusKey(reason.status) + "] " + reason.message;
        return text;
    }
    if (const auto *f = std::get_if<FinalLine>(&message))
        return std::string("finished: ") + exitCodeKey(f->exitCode)
            + (f->message.empty() ? "" : " (" + f->message + ")");
    return {}; // hello, progress and telemetry are for programs
}

} // namespace

void Output::emit(const Message &message)
{
    const std::string line = m_jsonLines ? toJsonLine(message) : readable(message);
    if (line.empty())
        return;
    std::lock_guard lock(m_mutex);
    std::fwrite(line.data(), 1, line.size(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

} // namespace GpuPlan::Probe
