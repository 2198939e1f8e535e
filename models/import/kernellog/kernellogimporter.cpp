#include "kernellogimporter.h"

#include "core/hostfacts.h"
#include "host/hostcommon.h"

#include "kernellogline.h"
#include "parsetext.h"

#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <map>

namespace GpuPlan {

namespace {

using ParseText::containsNoCase;

bool isHex(char c) { return std::isxdigit(static_cast<unsigned char>(c)) != 0; }

// "0000:65:00.0" (possibly followed by ':' or ',').
bool isPciToken(std::string_view t)
{
    while (!t.empty() && (t.back() == ':' || t.back() == ',' || t.back() == ')'))
        t.remove_suffix(1);
    if (t.size() != 12 || t[4] != ':' || t[7] != ':' || t[10] != '.')
        return false;
    for (std::size_t i : {0, 1, 2, 3, 5, 6, 8, 9, 11})
        if (!isHex(t[i]))
            return false;
    return true;
}

// The device a line is about: the "driver 0000:65:00.0: " prefix the kernel's dev_* helpers print.
bool prefixDevice(std::string_view message, std::string &driver, std::string &pci)
{
    const auto words = ParseText::splitWhitespace(message.substr(0, 64));
    if (words.size() < 2 || words[1].back() != ':' || !isPciToken(words[1]))
        return false;
    driver = std::string(words[0]);
    pci = ParseText::pciBusId(words[1].substr(0, 12));
    return true;
}

// "PCI:0000:3b:00" (NVRM) or any "0000:65:00.0" word of the message.
std::string findPci(std::string_view message)
{
    const auto at = message.find("PCI:");
    if (at != std::string_view::npos) {
        std::size_t end = at + 4;
        while (end < message.size() && (isHex(message[end]) || message[end] == ':' || message[end] == '.'))
            ++end;
        std::string_view id = message.substr(at, end - at);
        while (!id.empty() && id.back() == ':')
            id.remove_suffix(1);
        if (id.size() > 6)
            return ParseText::pciBusId(id);
    }
    for (std::string_view word : ParseText::splitWhitespace(message))
        if (isPciToken(word))
            return ParseText::pciBusId(word.substr(0, 12));
    return {};
}

// Old AER lines name the source as "id=00e0": bus 0x00, device 0x1c, function 0.
std::string aerSourceId(std::string_view message)
{
    const auto at = message.find("id=");
    if (at == std::string_view::npos || at + 7 > message.size())
        return {};
    const std::string hex(message.substr(at + 3, 4));
    char *end = nullptr;
    const long id = std::strtol(hex.c_str(), &end, 16);
    if (end != hex.c_str() + 4)
        return {};
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "0000:%02lx:%02lx.%lx", (id >> 8) & 0xff, (id >> 3) & 0x1f, id & 7);
    return buffer;
}

// "ring gfx_0.0.0 timeout" (amdgpu_job_timedout), not "ring kiq_2.1.0 test failed".
bool ringTimeout(std::string_view message)
{
    const std::string lower = ParseText::lower(message);
    for (auto at = lower.find("ring "); at != std::string::npos; at = lower.find("ring ", at + 1)) {
        const auto space = lower.find(' ', at + 5);
        if (space != std::string::npos && lower.compare(space, 8, " timeout") == 0)
            return true;
    }
    return false;
}

class KernelLogState
{
public:
    explicit KernelLogState(ImportSink &sink)
        : m_sink(sink)
    {
    }

    void handle(const KernelLogLine &line, int lineNo);
    void finish();

private:
    void gpuDevice(const std::string &pci, const char *vendor, const KernelLogLine &line, int lineNo);
    void addEvent(FleetEventKind kind, int code, const std::string &pci, const KernelLogLine &line, int lineNo);
    void xid(std::string_view message, const KernelLogLine &line, int lineNo);
    void sxid(std::string_view message, const KernelLogLine &line, int lineNo);
    void aer(std::string_view message, const std::string &prefixPci, const KernelLogLine &line, int lineNo);
    void aerRecovery(const std::string &gpuPci, const KernelLogLine &line, int lineNo);
    void attributePortEvents();
    void reset(std::string_view message, const std::string &pci, const KernelLogLine &line, int lineNo);
    void iommu(std::string_view message, const KernelLogLine &line, int lineNo);

    ImportSink &m_sink;
    std::vector<FleetDevice> m_devices;
    std::map<std::string, std::size_t> m_deviceByKey; // node + "/" + PCI bus ID
    std::vector<FleetEvent> m_events;
    std::size_t m_lineEventsBegin = 0;                 // events of the last prefixed line: continuations extend them
    std::map<std::string, int> m_lastAer;              // reporting device -> line of its last "error received"
    std::map<std::string, std::string> m_bridgeVendor; // node/port -> PCI vendor ID of its "device [vvvv:dddd]"
    std::map<std::string, int> m_lastFallen;           // PCI -> line of the last "fallen off the bus" event
    std::map<std::string, bool> m_resetOpen;           // PCI -> a reset began and has not finished yet
    std::string m_lastGpuAt;                           // key of the last "NVRM: GPU at PCI:" device
};

void KernelLogState::gpuDevice(const std::string &pci, const char *vendor, const KernelLogLine &line, int lineNo)
{
    const std::string key = line.node + "/" + pci;
    if (m_deviceByKey.count(key))
        return;
    FleetDevice d;
    d.node = line.node;
    d.pciBusId = pci;
    d.vendor = vendor;
    d.line = lineNo;
    m_deviceByKey[key] = m_devices.size();
    m_devices.push_back(d);
}

void KernelLogState::addEvent(FleetEventKind kind, int code, const std::string &pci, const KernelLogLine &line,
                              int lineNo)
{
    FleetEvent e;
    e.kind = kind;
    e.code = code;
    e.pciBusId = pci;
    e.node = line.node;
    e.time = line.time;
    e.timeText = line.timeText;
    e.message = std::string(ParseText::trim(line.message));
    e.line = lineNo;
    m_events.push_back(std::move(e));
}

void KernelLogState::xid(std::string_view message, const KernelLogLine &line, int lineNo)
{
    // "NVRM: Xid (PCI:0000:3b:00): 79, pid=..., GPU has fallen off the bus."
    const auto open = message.find("Xid (");
    const auto close = message.find("):", open);
    const std::string pci
        = close == std::string_view::npos ? std::string() : findPci(message.substr(open, close - open + 1));
    const auto codeText = close == std::string_view::npos ? std::string_view() : message.substr(close + 2);
    const auto code = ParseText::smallIndex(ParseText::number(ParseText::split(codeText, ',').front()));
    if (!code) { // "1e99" or "-5" is no Xid
        m_sink.diagnostic(ParseText::diagnostic(Severity::Warning, lineNo, "import.bad_value",
                                                {"Xid", std::string(ParseText::trim(message))}));
        return;
    }
    addEvent(FleetEventKind::Xid, *code, pci, line, lineNo);
    if (containsNoCase(message, "fallen off the bus")) {
        addEvent(FleetEventKind::FallenOffBus, 0, pci, line, lineNo);
        m_lastFallen[pci] = lineNo;
    }
    if (containsNoCase(message, "row remap"))
        addEvent(FleetEventKind::RowRemap, *code, pci, line, lineNo);
    if (containsNoCase(message, "GPU recovery action"))
        addEvent(FleetEventKind::GpuReset, 0, pci, line, lineNo);
}

void KernelLogState::sxid(std::string_view message, const KernelLogLine &line, int lineNo)
{
    // "nvidia-nvswitch1: SXid (PCI:0000:00:08.0): 11004, Non-fatal, Link 36 ingress invalid ACL (First)"; the
    // lines after it with the same code ("Severity 0 Engine instance ...", "Data {...}") detail that one.
    const auto open = message.find("SXid (");
    const auto close = message.find("):", open);
    if (close == std::string_view::npos)
        return;
    const std::string_view rest = ParseText::trim(message.substr(close + 2));
    const auto fields = ParseText::split(rest, ',');
    const auto code = ParseText::smallIndex(ParseText::number(fields.front()));
    if (!code) {
        m_sink.diagnostic(ParseText::diagnostic(Severity::Warning, lineNo, "import.bad_value",
                                                {"SXid", std::string(ParseText::trim(message))}));
        return;
    }
    if (fields.size() < 2 || (fields[1] != "Non-fatal" && fields[1] != "Fatal"))
        return;
    addEvent(FleetEventKind::SXid, *code, findPci(message.substr(open, close - open + 1)), line, lineNo);
}

void KernelLogState::aer(std::string_view message, const std::string &prefixPci, const KernelLogLine &line, int lineNo)
{
    // "pcieport 0000:00:01.0:   device [1002:1478] error status/mask=...": who the reporting port is. A GPU
    // vendor's bridge is the card's own switch (attributePortEvents()).
    if (const auto dev = message.find("device [");
        dev != std::string_view::npos && !prefixPci.empty() && message.size() > dev + 12 && message[dev + 12] == ':')
        m_bridgeVendor[line.node + "/" + prefixPci] = ParseText::lower(message.substr(dev + 8, 4));
    FleetEventKind kind;
    // "AER: Corrected error received: 0000:01:00.0" and "AER: Corrected error message received from
    // 0000:01:00.0": the device after "received" is the error's source, whichever port reports it.
    const auto receivedAt = message.find("error received") != std::string_view::npos
        ? message.find("error received")
        : message.find("error message received");
    const bool received = receivedAt != std::string_view::npos;
    if (message.find("Uncorrected (Fatal)") != std::string_view::npos)
        kind = FleetEventKind::AerFatal;
    else if (message.find("Uncorrected (Non-Fatal)") != std::string_view::npos)
        kind = FleetEventKind::AerUncorrected;
    else if (message.find("Corrected") != std::string_view::npos)
        kind = FleetEventKind::AerCorrected;
    else
        return;
    std::string pci = received ? findPci(message.substr(receivedAt)) : std::string();
    if (pci.empty() && received)
        pci = aerSourceId(message);
    if (pci == "0000:00:00.0")
        pci.clear(); // no source identified (some root complexes): the reporting port is all that is known
    if (pci.empty())
        pci = prefixPci;
    if (pci.empty())
        pci = findPci(message);
    if (received) {
        m_lastAer[pci] = lineNo;
        if (!prefixPci.empty())
            m_lastAer[prefixPci] = lineNo; // its details may come under the port's name or the source's
    } else {
        // "PCIe Bus Error: severity=..." details the "error received" line just before it.
        const auto it = m_lastAer.find(pci);
        if (it != m_lastAer.end() && lineNo - it->second <= 4)
            return;
    }
    addEvent(kind, 0, pci, line, lineNo);
}

void KernelLogState::aerRecovery(const std::string &gpuPci, const KernelLogLine &line, int lineNo)
{
    // "nvidia 0000:03:00.0: AER: can't recover (no error_detected callback)": the kernel recovers the devices
    // below the port that reported the error, so that error, reported on the port a few lines above, is
    // this GPU's.
    for (auto it = m_events.rbegin(); it != m_events.rend() && lineNo - it->line <= 12; ++it) {
        const bool aer = it->kind == FleetEventKind::AerCorrected || it->kind == FleetEventKind::AerUncorrected
            || it->kind == FleetEventKind::AerFatal;
        if (aer && it->node == line.node && it->pciBusId != gpuPci
            && !m_deviceByKey.count(it->node + "/" + it->pciBusId))
            it->pciBusId = gpuPci;
    }
}

void KernelLogState::attributePortEvents()
{
    // An error reported by (or from) a GPU vendor's bridge is the card's: its internal switch sits between the
    // root port and the GPU, and Linux numbers buses depth first, so the GPU behind it is the same vendor's
    // GPU with the next bus number up.
    for (FleetEvent &e : m_events) {
        if (m_deviceByKey.count(e.node + "/" + e.pciBusId) || e.pciBusId.size() < 7)
            continue;
        const auto vendor = m_bridgeVendor.find(e.node + "/" + e.pciBusId);
        if (vendor == m_bridgeVendor.end() || (vendor->second != "10de" && vendor->second != "1002"))
            continue;
        const char *gpuVendor = vendor->second == "10de" ? "NVIDIA" : "AMD";
        const long portBus = std::strtol(e.pciBusId.substr(5, 2).c_str(), nullptr, 16);
        const FleetDevice *below = nullptr;
        long belowBus = 0;
        for (const FleetDevice &d : m_devices) {
            if (d.node != e.node || d.vendor != gpuVendor || d.pciBusId.size() < 7)
                continue;
            const long bus = std::strtol(d.pciBusId.substr(5, 2).c_str(), nullptr, 16);
            if (bus > portBus && (!below || bus < belowBus)) {
                below = &d;
                belowBus = bus;
            }
        }
        if (below)
            e.pciBusId = below->pciBusId;
    }
}

void KernelLogState::reset(std::string_view message, const std::string &pci, const KernelLogLine &line, int lineNo)
{
    // One reset prints "GPU reset begin!", "MODE2 reset", "GPU reset succeeded" / "GPU reset(2) succeeded":
    // the first line is the event, the others belong to it.
    const std::string lower = ParseText::lower(message);
    const bool ends = lower.find("reset succeeded") != std::string::npos
        || lower.find("gpu reset(") != std::string::npos || lower.find("gpu reset failed") != std::string::npos;
    const bool starts = lower.find("gpu reset begin") != std::string::npos
        || lower.find("mode2 reset") != std::string::npos || lower.find("mode1 reset") != std::string::npos
        || lower.find("gpu reset(") != std::string::npos;
    bool &open = m_resetOpen[pci];
    if (starts && !open)
        addEvent(FleetEventKind::GpuReset, 0, pci, line, lineNo);
    open = starts && !ends ? true : (ends ? false : open);
}

void KernelLogState::iommu(std::string_view message, const KernelLogLine &line, int lineNo)
{
    // The lines the guides grep for (dmesg | grep -i iommu): what the IOMMU is and how it maps devices.
    const auto fact = [&](const char *key, std::string value) {
        HostFact f;
        f.node = line.node;
        f.key = key;
        f.value = std::move(value);
        f.line = lineNo;
        m_sink.hostFact(f);
    };
    using ParseText::startsWith;
    if (startsWith(message, "Command line:") || startsWith(message, "Kernel command line:")) {
        std::string parameters;
        for (const std::string_view word : ParseText::splitWhitespace(message))
            if (startsWith(word, "intel_iommu=") || startsWith(word, "amd_iommu=") || startsWith(word, "iommu="))
                parameters += (parameters.empty() ? "" : " ") + std::string(word);
        if (!parameters.empty())
            fact(Host::kIommuParameters, parameters);
    } else if (startsWith(message, "DMAR: IOMMU enabled")) {
        fact(Host::kIommuEnabled, "yes");
        fact(Host::kIommuVendor, "Intel VT-d");
    } else if (startsWith(message, "DMAR: IOMMU disabled") || startsWith(message, "AMD-Vi: AMD IOMMUv2 disabled")) {
        fact(Host::kIommuEnabled, "no");
    } else if (startsWith(message, "AMD-Vi: Interrupt remapping enabled")
               || startsWith(message, "AMD-Vi: Found IOMMU")) {
        fact(Host::kIommuEnabled, "yes");
        fact(Host::kIommuVendor, "AMD-Vi");
    } else if (startsWith(message, "iommu: Default domain type: ")) {
        const std::string type = ParseText::lower(message.substr(28));
        fact(Host::kIommuMode,
             startsWith(type, "passthrough")      ? "passthrough"
                 : startsWith(type, "translated") ? "translated"
                                                  : std::string(ParseText::trim(type)));
    }
}

void KernelLogState::handle(const KernelLogLine &line, int lineNo)
{
    if (line.continuation) {
        // The indented lines of a multi-line message (crash dump hint, register dump) extend its events.
        for (std::size_t i = m_lineEventsBegin; i < m_events.size(); ++i)
            m_events[i].message += "\n" + std::string(line.message);
        return;
    }
    m_lineEventsBegin = m_events.size();
    const std::string_view message = line.message;
    iommu(message, line, lineNo);
    if (!KernelLogLine::gpuRelated(message))
        return;
    std::string driver, pci;
    const bool hasPrefix = prefixDevice(message, driver, pci);
    const bool nvrm = message.find("NVRM:") != std::string_view::npos;
    if (hasPrefix && (driver == "amdgpu" || driver == "nvidia"))
        gpuDevice(pci, driver == "amdgpu" ? "AMD" : "NVIDIA", line, lineNo);
    if (nvrm) {
        const std::string nvPci = findPci(message);
        if (!nvPci.empty()) {
            gpuDevice(nvPci, "NVIDIA", line, lineNo);
            if (!hasPrefix)
                pci = nvPci;
        }
        const auto at = message.find("NVRM: GPU at PCI:");
        const auto uuid = message.find("GPU-", at == std::string_view::npos ? message.size() : at);
        if (at != std::string_view::npos && !nvPci.empty()) {
            m_lastGpuAt = line.node + "/" + nvPci;
            if (uuid != std::string_view::npos)
                m_devices[m_deviceByKey[m_lastGpuAt]].uuid = std::string(ParseText::trim(message.substr(uuid)));
        }
        const auto serial = message.find("GPU Board Serial Number:");
        if (serial != std::string_view::npos && m_deviceByKey.count(m_lastGpuAt)) {
            const std::string_view value = ParseText::trim(message.substr(serial + 24));
            if (!value.empty())
                m_devices[m_deviceByKey[m_lastGpuAt]].serial = std::string(value);
        }
    } else if (const auto init = message.find("Initialized ");
               init != std::string_view::npos && message.find("[drm]") != std::string_view::npos) {
        // "[drm] Initialized nvidia-drm 0.0.0 20160202 for 0000:19:00.0 on minor 1"
        const bool nvidia = message.find("nvidia-drm", init) != std::string_view::npos;
        const bool amd = message.find("amdgpu", init) != std::string_view::npos;
        const std::string drmPci = findPci(message.substr(init));
        if ((nvidia || amd) && !drmPci.empty())
            gpuDevice(drmPci, nvidia ? "NVIDIA" : "AMD", line, lineNo);
    }

    if (nvrm && message.find("Xid (") != std::string_view::npos) {
        xid(message, line, lineNo);
        return;
    }
    if (message.find("SXid (") != std::string_view::npos) {
        sxid(message, line, lineNo);
        return;
    }
    if (containsNoCase(message, "fallen off the bus")) {
        const auto it = m_lastFallen.find(pci);
        if (it == m_lastFallen.end() || lineNo - it->second > 5)
            addEvent(FleetEventKind::FallenOffBus, 0, pci, line, lineNo);
        m_lastFallen[pci] = lineNo;
        return;
    }
    if (hasPrefix && (driver == "nvidia" || driver == "amdgpu") && message.find("AER:") != std::string_view::npos
        && (containsNoCase(message, "recover") || containsNoCase(message, "error_detected"))) {
        aerRecovery(pci, line, lineNo);
        return;
    }
    if (message.find("AER:") != std::string_view::npos
        || message.find("PCIe Bus Error: severity=") != std::string_view::npos
        || message.find("device [") != std::string_view::npos) {
        aer(message, hasPrefix ? pci : std::string(), line, lineNo);
        return;
    }
    const bool amdgpu = message.find("amdgpu") != std::string_view::npos;
    if (amdgpu && ringTimeout(message)) {
        addEvent(FleetEventKind::RingTimeout, 0, pci, line, lineNo);
        return;
    }
    if (amdgpu || nvrm)
        reset(message, pci, line, lineNo);
}

void KernelLogState::finish()
{
    attributePortEvents();
    std::map<std::string, int> index;
    for (FleetDevice &d : m_devices) {
        d.key = ParseText::deviceKey(d);
        index[d.node + "/" + d.pciBusId] = m_sink.device(d);
    }
    for (FleetEvent &e : m_events) {
        const auto it = index.find(e.node + "/" + e.pciBusId);
        if (!e.pciBusId.empty() && it != index.end())
            e.device = it->second;
        m_sink.event(e);
    }
}

} // namespace

int KernelLogImporter::sniff(std::string_view head) const
{
    int nonEmpty = 0, prefixed = 0, isoOnly = 0, gpu = 0, xid = 0;
    bool previousPrefixed = false;
    std::size_t pos = 0;
    while (pos < head.size() && nonEmpty < 400) {
        auto end = head.find('\n', pos);
        if (end == std::string_view::npos) {
            if (pos > 0)
                break; // a cut last line says nothing
            end = head.size();
        }
        const std::string_view raw = head.substr(pos, end - pos);
        pos = end + 1;
        if (ParseText::trim(raw).empty())
            continue;
        ++nonEmpty;
        const KernelLogLine line = KernelLogLine::parse(raw);
        if (line.continuation) {
            // Part of the message above when that one is a kernel line; indented JSON or tables are not.
            if (previousPrefixed)
                ++prefixed;
            continue;
        }
        previousPrefixed = line.prefix != KernelLogLine::Prefix::None;
        if (previousPrefixed)
            ++prefixed;
        if (line.prefix == KernelLogLine::Prefix::Iso && !line.facility)
            ++isoOnly;
        if (KernelLogLine::gpuRelated(line.message))
            ++gpu;
        if (line.message.find("NVRM: Xid (") != std::string_view::npos)
            ++xid;
    }
    if (nonEmpty == 0)
        return 0;
    if (prefixed * 10 >= nonEmpty * 6) {
        if (gpu > 0)
            return 85;
        // Lines that only start with an ISO time could be any program's log: a weaker claim.
        return isoOnly * 2 > prefixed ? 40 : 60;
    }
    if (xid > 0)
        return 50;
    return 0;
}

bool KernelLogImporter::parse(TextSource &text, ImportSink &sink) const
{
    KernelLogState state(sink);
    std::string_view raw;
    int recognised = 0;
    bool first = true;
    std::string promptNode; // "cr0x@server:~$ sudo dmesg -T | grep ...": dmesg's lines name no host
    while (text.nextLine(raw)) {
        const int lineNo = text.lineNumber();
        if (!keepGoing(text, sink))
            return false;
        if (ParseText::trim(raw).empty())
            continue;
        if (first) {
            first = false;
            if (const auto prompt = Host::shellPrompt(raw)) {
                promptNode = prompt->node;
                continue;
            }
        }
        KernelLogLine line = KernelLogLine::parse(raw);
        if (line.node.empty())
            line.node = promptNode;
        if (line.prefix != KernelLogLine::Prefix::None || line.continuation || KernelLogLine::gpuRelated(line.message))
            ++recognised;
        state.handle(line, lineNo);
    }
    if (recognised == 0) {
        sink.diagnostic(
            ParseText::diagnostic(Severity::Error, 1, "import.bad_line", {"no kernel log line in the file"}));
        return false;
    }
    state.finish();
    sink.progress(text.totalBytes(), text.totalBytes());
    return true;
}

} // namespace GpuPlan
