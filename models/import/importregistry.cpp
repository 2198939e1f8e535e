#include "importer.h"

namespace GpuPlan {

int ImportCollector::device(const FleetDevice &device)
{
    for (std::size_t i = 0; i < devices.size(); ++i) {
        if (!device.key.empty() && devices[i].key == device.key) {
            const int line = devices[i].line;
            devices[i] = device;
            devices[i].line = line;
            return static_cast<int>(i);
        }
    }
    devices.push_back(device);
    return static_cast<int>(devices.size() - 1);
}

bool ImportCollector::hasErrors() const
{
    for (const Diagnostic &d : diagnostics)
        if (d.severity == Severity::Error)
            return true;
    return false;
}

std::vector<std::unique_ptr<Importer>> makeImporters(std::initializer_list<ImporterFactory> factories)
{
    std::vector<std::unique_ptr<Importer>> list;
    for (const ImporterFactory make : factories)
        list.push_back(make());
    return list;
}

const std::vector<std::unique_ptr<Importer>> &importers()
{
    static const std::vector<std::unique_ptr<Importer>> all = [] {
        std::vector<std::unique_ptr<Importer>> list;
        for (auto family :
             {nvidiaSmiImporters, vendorToolImporters, metricsImporters, logImporters, benchmarkImporters})
            for (auto &importer : family())
                list.push_back(std::move(importer));
        return list;
    }();
    return all;
}

const Importer *detectImporter(std::string_view head, int *confidence)
{
    const Importer *best = nullptr;
    int bestScore = 0;
    for (const auto &importer : importers()) {
        const int score = importer->sniff(head);
        if (score > bestScore) {
            best = importer.get();
            bestScore = score;
        }
    }
    if (confidence)
        *confidence = bestScore;
    return bestScore >= 30 ? best : nullptr;
}

const Importer *importerByFormat(std::string_view format)
{
    for (const auto &importer : importers())
        if (importer->format() == format)
            return importer.get();
    return nullptr;
}

namespace {

// An empty, binary or unreadable file fails before any parsing, with one error diagnostic.
bool readableText(TextSource &text, ImportSink &sink)
{
    const auto fail = [&sink](const char *code, std::vector<std::string> params = {}) {
        Diagnostic d;
        d.code = code;
        d.severity = Severity::Error;
        d.params = std::move(params);
        sink.diagnostic(d);
        return false;
    };
    if (!text.error().empty())
        return fail("import.read_failed", {text.error()});
    if (text.head().find_first_not_of(" \t\r\n") == std::string_view::npos)
        return fail("import.empty");
    if (text.looksBinary())
        return fail("import.binary");
    return true;
}

} // namespace

const Importer *importText(TextSource &text, ImportSink &sink, std::string_view forcedFormat)
{
    if (!readableText(text, sink))
        return nullptr;
    const Importer *importer = forcedFormat.empty() ? detectImporter(text.head()) : importerByFormat(forcedFormat);
    if (!importer) {
        Diagnostic d;
        d.code = "import.unrecognized";
        d.severity = Severity::Error;
        sink.diagnostic(d);
        return nullptr;
    }
    importer->parse(text, sink);
    return importer;
}

const Importer *importTextWith(TextSource &text, ImportSink &sink, const Importer &importer)
{
    if (!readableText(text, sink))
        return nullptr;
    importer.parse(text, sink);
    return &importer;
}

} // namespace GpuPlan
