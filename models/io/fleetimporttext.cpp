#include "fleetimporttext.h"

#include "importer.h"

namespace GpuPlan {

const Importer *importFleetText(TextSource &text, ImportSink &sink, const FleetImportOptions &options)
{
    if (!options.importer)
        return importText(text, sink, options.format);
    // The same checks as importText(): an empty, binary or unreadable file fails before any parsing.
    const auto fail = [&sink](const char *code, std::vector<std::string> params = {}) -> const Importer * {
        Diagnostic d;
        d.code = code;
        d.severity = Severity::Error;
        d.params = std::move(params);
        sink.diagnostic(d);
        return nullptr;
    };
    if (!text.error().empty())
        return fail("import.read_failed", {text.error()});
    if (text.head().find_first_not_of(" \t\r\n") == std::string_view::npos)
        return fail("import.empty");
    if (text.looksBinary())
        return fail("import.binary");
    options.importer->parse(text, sink);
    return options.importer.get();
}

} // namespace GpuPlan
