#pragma once

#include "core/diagnostic.h"
#include "core/fleetrecords.h"
#include "textsource.h"

#include <cstdint>
#include <initializer_list>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace GpuPlan {

/**
 * Where a parser puts what it reads. The store's sink writes into a transaction; the collector below
 * keeps everything in memory (tests, fuzzers, dry runs). No database access happens in a parser.
 */
class ImportSink
{
public:
    virtual ~ImportSink() = default;
    /// Adds or updates a device (matched on FleetDevice::key); returns its index for samples and events.
    virtual int device(const FleetDevice &device) = 0;
    virtual void sample(const TelemetryRow &row) = 0;
    virtual void event(const FleetEvent &event) = 0;
    virtual void benchmark(const BenchmarkRecord &record) = 0;
    virtual void hostFact(const HostFact &fact) = 0;
    /// A warning (the import goes on) or an error (the file fails: nothing of it is kept).
    virtual void diagnostic(const Diagnostic &diagnostic) = 0;
    /// Checked by parsers through keepGoing() (every kImportCheckInterval lines); a cancelled parse returns false.
    virtual bool cancelled() const { return false; }
    virtual void progress(std::uint64_t bytesDone, std::uint64_t bytesTotal) { (void)bytesDone, (void)bytesTotal; }
};

/// One file format: recognised by content, parsed into the sink.
class Importer
{
public:
    virtual ~Importer() = default;
    /// Stable name: "nvidia-smi-xml", "rocm-smi-json", "kernel-log", "llama-bench-json", ...
    virtual std::string format() const = 0;
    /// Confidence 0..100 that `head` (the first 64 KiB, decoded) is this format. 0: certainly not.
    virtual int sniff(std::string_view head) const = 0;
    /// Parses the whole text. Returns false when the file cannot be imported (an error diagnostic says
    /// why, with its line) or the sink cancelled; true when it was imported, maybe with warnings.
    virtual bool parse(TextSource &text, ImportSink &sink) const = 0;
};

/// A sink that keeps everything, deduplicating devices by key.
class ImportCollector : public ImportSink
{
public:
    int device(const FleetDevice &device) override;
    void sample(const TelemetryRow &row) override { samples.push_back(row); }
    void event(const FleetEvent &event) override { events.push_back(event); }
    void benchmark(const BenchmarkRecord &record) override { benchmarks.push_back(record); }
    void hostFact(const HostFact &fact) override { hostFacts.push_back(fact); }
    void diagnostic(const Diagnostic &diagnostic) override { diagnostics.push_back(diagnostic); }

    bool hasErrors() const;

    std::vector<FleetDevice> devices;
    std::vector<TelemetryRow> samples;
    std::vector<FleetEvent> events;
    std::vector<BenchmarkRecord> benchmarks;
    std::vector<HostFact> hostFacts;
    std::vector<Diagnostic> diagnostics;
};

/// Lines (or records) between two progress reports and cancel checks: one cadence for every importer.
inline constexpr std::uint64_t kImportCheckInterval = 512;
/**
 * The importers' one progress and cancel cadence, called once per line or record: on every
 * kImportCheckInterval-th @p step it reports progress, then, when the sink cancelled, an import.cancelled
 * error at @p line and returns false. Otherwise true: go on.
 */
bool keepGoing(ImportSink &sink, std::uint64_t step, int line, std::uint64_t bytesDone, std::uint64_t bytesTotal);
/// keepGoing() for a parser that reads @p text line by line: the step is the line just read.
bool keepGoing(const TextSource &text, ImportSink &sink);

/// Every importer GpuPlan has, in a fixed order.
const std::vector<std::unique_ptr<Importer>> &importers();
/**
 * The importer most confident about `head` whose format also holds over the first lines (a trial parse
 * of up to 64 lines, most of which must parse), or nullptr when none does (confidence below 30, or
 * every candidate failed its trial). @p headIsWhole: `head` is the whole text (a cut head's last line
 * is left out of the trial; TextSource::headIsWhole()).
 */
const Importer *detectImporter(std::string_view head, int *confidence = nullptr, bool headIsWhole = false);
const Importer *importerByFormat(std::string_view format);
/// Every importer's format name, comma-separated, in the registry's order ("nvidia-smi-csv, ...").
std::string knownFormats();

/// Detects the format and parses; an unrecognised, empty or binary file gives one error diagnostic,
/// as does an unknown @p forcedFormat (import.unknown_format, naming the known ones). The importer
/// writes through a ValidatingSink: malformed bus IDs and UUIDs never become devices, and a file most
/// of whose lines do not parse is refused (import.mostly_unparsed). Returns the importer used (nullptr
/// when none was).
const Importer *importText(TextSource &text, ImportSink &sink, std::string_view forcedFormat = {});
/// The same checks, then parses with @p importer (one never detected by content, e.g. a generic CSV
/// importer with the user's column mapping).
const Importer *importTextWith(TextSource &text, ImportSink &sink, const Importer &importer);

/// What makes one importer. Every family registers its importers the same way: its family.cpp passes
/// their factories, in order, to makeImporters().
using ImporterFactory = std::unique_ptr<Importer> (*)();
/// The factory of an importer class declared in a family's header.
template <typename T>
std::unique_ptr<Importer> makeImporter()
{
    return std::make_unique<T>();
}
std::vector<std::unique_ptr<Importer>> makeImporters(std::initializer_list<ImporterFactory> factories);

// Each family of formats registers its importers here (one file each).
std::vector<std::unique_ptr<Importer>> nvidiaSmiImporters();
std::vector<std::unique_ptr<Importer>> vendorToolImporters(); // rocm-smi, amd-smi, xpu-smi, intel_gpu_top, dcgmi
std::vector<std::unique_ptr<Importer>> metricsImporters();    // Prometheus exporters, lspci, sysfs
std::vector<std::unique_ptr<Importer>> logImporters();        // kernel logs
std::vector<std::unique_ptr<Importer>> hostImporters();       // uname, lscpu, numactl, meminfo, sysstat, ip, ...
std::vector<std::unique_ptr<Importer>>
benchmarkImporters(); // llama-bench, vLLM, MLPerf, BabelStream, mixbench, gpuplan-probe

} // namespace GpuPlan
