#pragma once

#include "protocol/messages.h"

#include <mutex>

namespace GpuPlan::Probe {

// Writes messages to stdout, one per line, flushed at once: as JSON lines for the app and the CLI, or
// as short readable lines for a person at a terminal. Safe to call from the telemetry thread.
class Output
{
public:
    explicit Output(bool jsonLines)
        : m_jsonLines(jsonLines)
    {
    }
    void emit(const Message &message);

private:
    std::mutex m_mutex;
    bool m_jsonLines;
};

} // namespace GpuPlan::Probe
