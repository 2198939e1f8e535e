#pragma once

#include "fleetreport.h"
#include "fleetsamplewriter.h"
#include "fleetsql.h"

#include "importer.h"

#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace GpuPlan {

class FleetSkuMatcher;

/**
 * Writes what a parser streams into the workspace's fleet tables, inside the transaction the caller
 * opened (one per file): prepared statements, values bound and executed per row, no transaction per
 * row. Devices get their row on first sight (samples need its id) and their content at finish(),
 * merged with what the workspace already knew of the same GPU; each device's SampleSummary is
 * accumulated as samples stream. The sink never commits or rolls back: the caller does, by failed().
 */
class FleetStoreSink : public ImportSink
{
public:
    FleetStoreSink(SqlHandle db, std::int64_t fileId, std::string fileLabel, const FleetImportOptions &options);
    ~FleetStoreSink() override;

    int device(const FleetDevice &device) override;
    void sample(const TelemetryRow &row) override;
    void event(const FleetEvent &event) override;
    void benchmark(const BenchmarkRecord &record) override;
    void hostFact(const HostFact &fact) override;
    void diagnostic(const Diagnostic &diagnostic) override;
    bool cancelled() const override;
    void progress(std::uint64_t bytesDone, std::uint64_t bytesTotal) override;

    /// Writes each device's merged content, matched SKU and telemetry digest. False on a storage error.
    bool finish(const FleetSkuMatcher &matcher);

    /// An error diagnostic came, the import was cancelled, or a write failed: roll back.
    bool failed() const { return m_hasError || !m_storageError.empty(); }
    bool wasCancelled() const { return m_cancelled; }
    const std::string &storageError() const { return m_storageError; }
    const std::vector<Diagnostic> &diagnostics() const { return m_diagnostics; }
    std::uint64_t samples() const { return m_samples; }
    int events() const { return m_events; }
    int benchmarks() const { return m_benchmarks; }
    int hostFacts() const { return m_hostFacts; }
    /// After finish(): the file's devices as stored (one entry per workspace device).
    std::vector<FleetInventoryDevice> devices() const;

private:
    struct Local
    {
        FleetDevice device;
        std::int64_t id = 0;
        std::string key; ///< workspace key at first sight
        SampleSummary summary;
        InventoryDevice stored; ///< after finish()
    };
    void storageFailed(const char *what);
    /// device_sighting: this file described `deviceId`, with the lifetime counters it read (`seen`).
    bool writeSighting(SqlStatement &insert, std::int64_t deviceId, const FleetDevice &seen);
    /// The stored device that `d` is, by UUID, serial or bus ID on a compatible node; 0 when none or ambiguous.
    std::int64_t sameStoredDevice(const FleetDevice &d);
    /// The stored device that `d` is by its index in its vendor's numbering on the same node; 0 when none or several.
    std::int64_t sameIndexedDevice(const FleetDevice &d);

    SqlHandle m_db;
    std::int64_t m_fileId;
    std::string m_file;
    const FleetImportOptions &m_options;
    std::unique_ptr<FleetSampleWriter> m_writer;
    std::unique_ptr<SqlStatement> m_event, m_benchmark, m_hostFact, m_findDevice, m_newDevice, m_sameDevice;
    std::vector<Local> m_devices;
    std::unordered_map<std::string, int> m_byKey; ///< the parser's key -> index in m_devices
    std::vector<Diagnostic> m_diagnostics;
    std::string m_storageError;
    std::uint64_t m_samples = 0;
    int m_events = 0;
    int m_benchmarks = 0;
    int m_hostFacts = 0;
    bool m_hasError = false;
    bool m_cancelled = false;
};

} // namespace GpuPlan
