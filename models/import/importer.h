#pragma once

#include "core/diagnostic.h"
#include "core/fleetrecords.h"
#include "textsource.h"

#include <cstdint>
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
    /// A warning (the import goes on) or an error (the file fails: nothing of it is kept).
    virtual void diagnostic(const Diagnostic &diagnostic) = 0;
    /// Checked by parsers every few thousand lines; a cancelled parse returns false.
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
    void diagnostic(const Diagnostic &diagnostic) override { diagnostics.push_back(diagnostic); }

    bool hasErrors() const;

    std::vector<FleetDevice> devices;
    std::vector<TelemetryRow> samples;
    std::vector<FleetEvent> events;
    std::vector<BenchmarkRecord> benchmarks;
    std::vector<Diagnostic> diagnostics;
};

/// Every importer GpuPlan has, in a fixed order.
const std::vector<std::unique_ptr<Importer>> &importers();
/// The importer most confident about `head`, or nullptr when none is (confidence below 30).
const Importer *detectImporter(std::string_view head, int *confidence = nullptr);
const Importer *importerByFormat(std::string_view format);

/// Detects the format and parses; an unrecognised, empty or binary file gives one error diagnostic.
/// Returns the importer used (nullptr when none was).
const Importer *importText(TextSource &text, ImportSink &sink, std::string_view forcedFormat = {});
/// The same checks, then parses with @p importer (one never detected by content, e.g. a generic CSV
/// importer with the user's column mapping).
const Importer *importTextWith(TextSource &text, ImportSink &sink, const Importer &importer);

// Each family of formats registers its importers here (one file each).
std::vector<std::unique_ptr<Importer>> nvidiaSmiImporters();
std::vector<std::unique_ptr<Importer>> vendorToolImporters();    // rocm-smi, amd-smi, xpu-smi, intel_gpu_top, dcgmi
std::vector<std::unique_ptr<Importer>> metricsImporters();       // Prometheus exporters, lspci, sysfs
std::vector<std::unique_ptr<Importer>> logImporters();           // kernel logs
std::vector<std::unique_ptr<Importer>> benchmarkImporters();     // llama-bench, vLLM, MLPerf, BabelStream, mixbench, gpuplan-probe

} // namespace GpuPlan
