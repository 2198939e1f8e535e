// ip -s link [show dev IF]: per interface a line "2: eth0: <BROADCAST,...> mtu 1500 qdisc mq state UP ...",
// maybe "link/ether ...", then "RX: bytes packets errors dropped missed mcast" / its values and "TX: bytes
// packets errors dropped carrier collsns" / its values (iproute2 6 aligns them: "RX:  bytes packets ...").
#include "core/hostfacts.h"
#include "hostcommon.h"
#include "parsetext.h"

#include <regex>
#include <vector>

namespace GpuPlan::Host {

namespace {

using namespace ParseText;

const std::regex &interfaceLine()
{
    static const std::regex re(R"(^\d{1,6}: ([A-Za-z0-9._@:-]{1,64}): <[A-Z0-9_,-]*>(.*)$)");
    return re;
}

class IpLinkImporter : public Importer
{
public:
    std::string format() const override { return "ip-link"; }

    int sniff(std::string_view head) const override
    {
        const HeadBody h = splitPrompt(head);
        const std::string first(firstContentLine(h.body));
        const bool looks = first.size() <= kLongestRegexLine && std::regex_match(first, interfaceLine())
            && h.body.find("RX:") != std::string_view::npos;
        return hostConfidence(h, "ip ", looks, 85);
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        static const std::regex mtu(R"(\bmtu (\d{1,6})\b)");
        static const std::regex state(R"(\bstate ([A-Z]{1,20})\b)");
        ImportLines lines(text, sink);
        FactWriter facts(sink);
        std::smatch m;
        std::string nic;
        std::vector<std::string> counters; // the names of the counter line to come
        char direction = 0;                // 'R' or 'T' for the values line to come
        facts.readLines(lines, [&](std::string_view line, int n) {
            const std::string t(line);
            if (t.size() <= kLongestRegexLine && std::regex_match(t, m, interfaceLine())) {
                nic = m[1].str();
                nic = nic.substr(0, nic.find('@')); // "eth0@if12" (a veth)
                const std::string rest = m[2].str();
                if (std::regex_search(rest, m, mtu))
                    facts.add(n, kNicMtu, m[1].str(), nic);
                if (std::regex_search(rest, m, state))
                    facts.add(n, kNicState, m[1].str(), nic);
                direction = 0;
                return;
            }
            if (nic.empty()) {
                badLine(sink, n, "not an ip link line");
                return;
            }
            const auto tokens = splitWhitespace(t);
            if (tokens[0] == "RX:" || tokens[0] == "TX:") {
                direction = tokens[0][0];
                counters.assign(tokens.begin() + 1, tokens.end());
                return;
            }
            if (startsWith(t, "link/") || startsWith(t, "alias ") || startsWith(t, "altname ")
                || startsWith(t, "vf ")) {
                return; // the interface's address, names, virtual functions
            }
            if (!direction || tokens.size() != counters.size()) {
                badLine(sink, n, "not an ip link line");
                direction = 0;
                return;
            }
            const bool rx = direction == 'R';
            direction = 0;
            for (std::size_t i = 0; i < tokens.size(); ++i) {
                const auto v = checkedInt<std::uint64_t>(number(tokens[i]));
                if (!v) {
                    sink.diagnostic(
                        diagnostic(Severity::Warning, n, "import.bad_value", {counters[i], std::string(tokens[i])}));
                    break;
                }
                const std::string &name = counters[i];
                const char *key = name == "bytes" ? (rx ? kNicRxBytes : kNicTxBytes)
                    : name == "errors"            ? (rx ? kNicRxErrors : kNicTxErrors)
                    : name == "dropped"           ? (rx ? kNicRxDropped : kNicTxDropped)
                                                  : nullptr;
                if (key)
                    facts.add(n, key, std::to_string(*v), nic);
            }
        });
        return facts.finish(lines, "interface counters");
    }
};

} // namespace

std::unique_ptr<Importer> makeIpLinkImporter() { return std::make_unique<IpLinkImporter>(); }

} // namespace GpuPlan::Host
