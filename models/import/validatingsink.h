#pragma once

#include "importer.h"

#include <string>
#include <unordered_map>
#include <vector>

namespace GpuPlan {

/**
 * Stands between an importer and the sink that keeps its records, so that no importer can invent data:
 * a device whose PCI bus ID or UUID is malformed becomes an import.bad_id warning at its line, never a
 * device (its samples go with it); an event naming a malformed bus ID keeps no bus ID. It also counts
 * the lines that did not parse (the line of each bad-line, bad-value or bad-id warning), so that
 * finish() can refuse a file most of whose lines are not the format.
 */
class ValidatingSink : public ImportSink
{
public:
    explicit ValidatingSink(ImportSink &inner)
        : m_inner(inner)
    {
    }

    int device(const FleetDevice &device) override;
    void sample(const TelemetryRow &row) override;
    void event(const FleetEvent &event) override;
    void benchmark(const BenchmarkRecord &record) override { m_inner.benchmark(record); }
    void hostFact(const HostFact &fact) override;
    void diagnostic(const Diagnostic &diagnostic) override;
    bool cancelled() const override { return m_inner.cancelled(); }
    void progress(std::uint64_t bytesDone, std::uint64_t bytesTotal) override
    {
        m_inner.progress(bytesDone, bytesTotal);
    }

    /// Lines that gave a bad-line, bad-value or bad-id warning.
    int badLines() const { return m_badLines; }
    bool hasErrors() const { return m_hasErrors; }
    /// True when more than half of @p contentLines (the file's non-blank lines) did not parse.
    bool mostlyUnparsed(int contentLines) const { return contentLines > 0 && m_badLines * 2 > contentLines; }
    /**
     * After the parse: when the file is mostly unparsed, an import.mostly_unparsed error naming the
     * first bad lines goes to the inner sink and false comes back (the file is refused).
     */
    bool finish(int contentLines);

private:
    ImportSink &m_inner;
    std::vector<int> m_toInner; ///< this sink's device index -> the inner sink's, -1 for a refused device
    std::unordered_map<std::string, int> m_byKey;
    std::vector<int> m_firstBad; ///< the first few bad lines, for the refusal's message
    int m_badLines = 0;
    int m_lastBad = 0;
    bool m_hasErrors = false;
};

} // namespace GpuPlan
