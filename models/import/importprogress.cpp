#include "importer.h"

#include "parsetext.h"

namespace GpuPlan {

bool keepGoing(ImportSink &sink, std::uint64_t step, int line, std::uint64_t bytesDone, std::uint64_t bytesTotal)
{
    if (step == 0 || step % kImportCheckInterval != 0)
        return true;
    sink.progress(bytesDone, bytesTotal);
    if (!sink.cancelled())
        return true;
    sink.diagnostic(ParseText::diagnostic(Severity::Error, line, "import.cancelled"));
    return false;
}

bool keepGoing(const TextSource &text, ImportSink &sink)
{
    const int line = text.lineNumber();
    return keepGoing(sink, line > 0 ? std::uint64_t(line) : 0, line, text.bytesConsumed(), text.totalBytes());
}

} // namespace GpuPlan
