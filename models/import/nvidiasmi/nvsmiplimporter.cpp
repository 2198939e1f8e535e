// nvidia-smi -pl WATTS [-i N]: what the power limit was and is now, per GPU.
//   Power limit for GPU 00000000:3B:00.0 was set to 130.00 W from 140.00 W.
//   All done.
// The GPU gets its new limit (FleetDevice::powerLimitW); the one it had goes in a host fact
// (pci.power_limit_previous_w [bus ID]), so that a cap below the card's default can be told.
#include "core/hostfacts.h"
#include "host/hostcommon.h"
#include "importlines.h"
#include "nvsmicommon.h"
#include "parsetext.h"

#include <regex>

namespace GpuPlan::NvSmi {
namespace {

using namespace ParseText;

const std::regex &limitLine()
{
    static const std::regex re(
        R"(^Power limit for GPU ([0-9A-Fa-f:.]{7,20}) (was|is) set to ([0-9.]{1,10}) W( from ([0-9.]{1,10}) W)?\.?$)");
    return re;
}

class NvidiaSmiPowerLimitImporter : public Importer
{
public:
    std::string format() const override { return "nvidia-smi-pl"; }

    int sniff(std::string_view head) const override
    {
        const Host::HeadBody h = Host::splitPrompt(head);
        const std::string first(Host::firstContentLine(h.body));
        return std::regex_match(first, limitLine()) ? 95 : 0;
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        ImportLines lines(text, sink);
        Host::FactWriter facts(sink);
        std::smatch m;
        int gpus = 0;
        while (lines.nextNonBlank()) {
            if (facts.takePrompt(lines))
                continue;
            const int n = lines.number();
            const std::string t(lines.trimmed());
            if (t == "All done.")
                continue;
            const auto watts = std::regex_match(t, m, limitLine()) ? number(m[3].str()) : std::nullopt;
            if (!watts || *watts <= 0 || *watts > 5000) {
                warning(sink, n, "import.bad_line", {"not a power limit line"});
                continue;
            }
            FleetDevice d;
            d.vendor = "NVIDIA";
            d.node = facts.node();
            d.pciBusId = pciBusId(m[1].str());
            d.powerLimitW = *watts;
            d.key = deviceKey(d);
            d.line = n;
            sink.device(d);
            ++gpus;
            if (m[5].matched)
                if (const auto before = number(m[5].str()); before && *before > 0 && *before <= 5000)
                    facts.add(n, Host::kPowerLimitPreviousW, *before, d.pciBusId);
        }
        if (lines.cancelled())
            return false;
        return finishParse(text, sink, gpus > 0, lines.number(), "import.missing_field", {"Power limit for GPU"});
    }
};

} // namespace

std::unique_ptr<Importer> makePowerLimitImporter() { return std::make_unique<NvidiaSmiPowerLimitImporter>(); }

} // namespace GpuPlan::NvSmi
