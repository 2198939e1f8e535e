#include "importer.h"

#include "validatingsink.h"

#include <algorithm>

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
        for (auto family : {nvidiaSmiImporters, vendorToolImporters, metricsImporters, logImporters, benchmarkImporters,
                            hostImporters})
            for (auto &importer : family())
                list.push_back(std::move(importer));
        return list;
    }();
    return all;
}

namespace {

constexpr int kMinConfidence = 30;
constexpr int kTrialLines = 64;

// The first kTrialLines whole lines of the head (a cut head's last line is not whole).
std::string_view trialText(std::string_view head, bool headIsWhole)
{
    std::size_t end = 0;
    for (int lines = 0; lines < kTrialLines && end < head.size(); ++lines) {
        const std::size_t next = head.find('\n', end);
        if (next == std::string_view::npos)
            return head.substr(0, headIsWhole ? head.size() : end);
        end = next + 1;
    }
    return head.substr(0, end);
}

// A trial parse of the first lines: the format must hold past its first line, most of those lines
// must parse. An error does not disqualify: a file of this format that is broken (cut in the middle
// of a record) is reported as such by the real parse, not as unrecognised.
bool holdsInTrial(const Importer &importer, std::string_view head, bool headIsWhole)
{
    TextSource source = TextSource::fromBytes(std::string(trialText(head, headIsWhole)));
    ImportCollector collector;
    ValidatingSink sink(collector);
    importer.parse(source, sink);
    return !sink.mostlyUnparsed(source.contentLines());
}

} // namespace

const Importer *detectImporter(std::string_view head, int *confidence, bool headIsWhole)
{
    std::vector<std::pair<int, const Importer *>> candidates;
    int bestScore = 0;
    for (const auto &importer : importers()) {
        const int score = importer->sniff(head);
        bestScore = std::max(bestScore, score);
        if (score >= kMinConfidence)
            candidates.emplace_back(score, importer.get());
    }
    // Most confident first; among equals, the registry's order.
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const auto &a, const auto &b) { return a.first > b.first; });
    for (const auto &[score, importer] : candidates) {
        if (holdsInTrial(*importer, head, headIsWhole)) {
            if (confidence)
                *confidence = score;
            return importer;
        }
    }
    if (confidence)
        *confidence = candidates.empty() ? bestScore : 0;
    return nullptr;
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

namespace {

// Parses through a ValidatingSink: no malformed bus ID or UUID reaches @p sink, and a file most of
// whose lines do not parse is refused.
void parseValidated(const Importer &importer, TextSource &text, ImportSink &sink)
{
    ValidatingSink validating(sink);
    if (importer.parse(text, validating) && !validating.hasErrors())
        validating.finish(text.contentLines());
}

} // namespace

const Importer *importText(TextSource &text, ImportSink &sink, std::string_view forcedFormat)
{
    if (!readableText(text, sink))
        return nullptr;
    const Importer *importer = forcedFormat.empty() ? detectImporter(text.head(), nullptr, text.headIsWhole())
                                                    : importerByFormat(forcedFormat);
    if (!importer) {
        Diagnostic d;
        d.code = forcedFormat.empty() ? "import.unrecognized" : "import.unknown_format";
        d.severity = Severity::Error;
        if (!forcedFormat.empty())
            d.params = {std::string(forcedFormat), knownFormats()};
        sink.diagnostic(d);
        return nullptr;
    }
    parseValidated(*importer, text, sink);
    return importer;
}

const Importer *importTextWith(TextSource &text, ImportSink &sink, const Importer &importer)
{
    if (!readableText(text, sink))
        return nullptr;
    parseValidated(importer, text, sink);
    return &importer;
}

std::string knownFormats()
{
    std::string list;
    for (const auto &importer : importers())
        list += (list.empty() ? "" : ", ") + importer->format();
    return list;
}

} // namespace GpuPlan
