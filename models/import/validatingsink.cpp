#include "validatingsink.h"

#include "parsetext.h"

namespace GpuPlan {
namespace {

constexpr std::size_t kNamedBadLines = 5;

bool isBadLineCode(const std::string &code)
{
    return code == "import.bad_line" || code == "import.bad_value" || code == "import.bad_id";
}

} // namespace

int ValidatingSink::device(const FleetDevice &device)
{
    const auto known = device.key.empty() ? m_byKey.end() : m_byKey.find(device.key);
    const char *bad = nullptr;
    std::string value;
    if (!device.pciBusId.empty() && !ParseText::isValidPciBusId(device.pciBusId)) {
        bad = "PCI bus ID";
        value = device.pciBusId;
    } else if (!device.uuid.empty() && !ParseText::isValidGpuUuid(device.uuid)) {
        bad = "UUID";
        value = device.uuid;
    }
    if (bad) {
        diagnostic(ParseText::diagnostic(Severity::Warning, device.line, "import.bad_id", {bad, value}));
        if (known != m_byKey.end())
            return known->second; // what was already read of that device stays; the bad update does not
        m_toInner.push_back(-1);
        return int(m_toInner.size() - 1);
    }
    const int inner = m_inner.device(device);
    if (known != m_byKey.end()) {
        m_toInner[std::size_t(known->second)] = inner;
        return known->second;
    }
    m_toInner.push_back(inner);
    const int index = int(m_toInner.size() - 1);
    if (!device.key.empty())
        m_byKey.emplace(device.key, index);
    return index;
}

void ValidatingSink::sample(const TelemetryRow &row)
{
    if (row.device < 0 || std::size_t(row.device) >= m_toInner.size() || m_toInner[std::size_t(row.device)] < 0)
        return; // the sample of a refused device
    TelemetryRow r = row;
    r.device = m_toInner[std::size_t(row.device)];
    m_inner.sample(r);
}

void ValidatingSink::hostFact(const HostFact &fact)
{
    // A fact names what it is about; one with no value, or whose subject is a malformed bus ID, says nothing.
    if (fact.key.empty() || fact.value.empty())
        return;
    if (fact.key.rfind("pci.", 0) == 0 && !ParseText::isValidPciBusId(fact.subject)) {
        diagnostic(ParseText::diagnostic(Severity::Warning, fact.line, "import.bad_id", {"PCI bus ID", fact.subject}));
        return;
    }
    m_inner.hostFact(fact);
}

void ValidatingSink::event(const FleetEvent &event)
{
    FleetEvent e = event;
    e.device = e.device >= 0 && std::size_t(e.device) < m_toInner.size() ? m_toInner[std::size_t(e.device)] : -1;
    if (!e.pciBusId.empty() && !ParseText::isValidPciBusId(e.pciBusId)) {
        diagnostic(ParseText::diagnostic(Severity::Warning, e.line, "import.bad_id", {"PCI bus ID", e.pciBusId}));
        e.pciBusId.clear();
    }
    m_inner.event(e);
}

void ValidatingSink::diagnostic(const Diagnostic &diagnostic)
{
    m_hasErrors = m_hasErrors || diagnostic.severity == Severity::Error;
    if (diagnostic.severity == Severity::Warning && isBadLineCode(diagnostic.code) && diagnostic.line > 0
        && diagnostic.line != m_lastBad) {
        // Several warnings of one line count once (importers report lines in order).
        m_lastBad = diagnostic.line;
        ++m_badLines;
        if (m_firstBad.size() < kNamedBadLines)
            m_firstBad.push_back(diagnostic.line);
    }
    m_inner.diagnostic(diagnostic);
}

bool ValidatingSink::finish(int contentLines)
{
    if (!mostlyUnparsed(contentLines))
        return true;
    std::string lines;
    for (const int line : m_firstBad)
        lines += (lines.empty() ? "" : ", ") + std::to_string(line);
    if (std::size_t(m_badLines) > m_firstBad.size())
        lines += ", ...";
    diagnostic(ParseText::diagnostic(Severity::Error, m_firstBad.empty() ? 1 : m_firstBad.front(),
                                     "import.mostly_unparsed",
                                     {std::to_string(m_badLines), std::to_string(contentLines), lines}));
    return false;
}

} // namespace GpuPlan
