#include "fleetimporttext.h"

#include "importer.h"

namespace GpuPlan {

namespace {

// `import --node NAME`: what the file does not place on a host goes on NAME.
class DefaultNodeSink : public ImportSink
{
public:
    DefaultNodeSink(ImportSink &inner, const std::string &node)
        : m_inner(inner)
        , m_node(node)
    {
    }
    int device(const FleetDevice &d) override { return m_inner.device(withNode(d)); }
    void sample(const TelemetryRow &row) override { m_inner.sample(row); }
    void event(const FleetEvent &e) override { m_inner.event(withNode(e)); }
    void benchmark(const BenchmarkRecord &record) override { m_inner.benchmark(record); }
    void hostFact(const HostFact &f) override { m_inner.hostFact(withNode(f)); }
    void diagnostic(const Diagnostic &d) override { m_inner.diagnostic(d); }
    bool cancelled() const override { return m_inner.cancelled(); }
    void progress(std::uint64_t done, std::uint64_t total) override { m_inner.progress(done, total); }

private:
    template <typename T>
    T withNode(T record) const
    {
        if (record.node.empty())
            record.node = m_node;
        return record;
    }
    ImportSink &m_inner;
    const std::string &m_node;
};

const Importer *importWith(TextSource &text, ImportSink &sink, const FleetImportOptions &options)
{
    return options.importer ? importTextWith(text, sink, *options.importer) : importText(text, sink, options.format);
}

} // namespace

const Importer *importFleetText(TextSource &text, ImportSink &sink, const FleetImportOptions &options)
{
    if (options.node.empty())
        return importWith(text, sink, options);
    DefaultNodeSink withNode(sink, options.node);
    return importWith(text, withNode, options);
}

} // namespace GpuPlan
