// The nvidia-smi --query-* field names that GpuPlan reads, and the guesses made for a CSV without a header.
#include "nvsmicsvfields.h"

#include "parsetext.h"

#include <map>

namespace GpuPlan::NvSmi {

using namespace ParseText;

CsvField csvField(const std::string &name)
{
    static const std::map<std::string, CsvField> fields = {
        {"timestamp", CsvField::Timestamp},
        {"name", CsvField::Name},
        {"gpu_name", CsvField::Name},
        {"uuid", CsvField::Uuid},
        {"gpu_uuid", CsvField::Uuid},
        {"serial", CsvField::Serial},
        {"gpu_serial", CsvField::Serial},
        {"pci.bus_id", CsvField::BusId},
        {"gpu_bus_id", CsvField::BusId},
        {"index", CsvField::Index},
        {"driver_version", CsvField::Driver},
        {"vbios_version", CsvField::Vbios},
        {"pci.device_id", CsvField::PciDeviceId},
        {"memory.total", CsvField::MemoryTotal},
        {"pcie.link.gen.current", CsvField::PcieGen},
        {"pcie.link.gen.max", CsvField::PcieMaxGen},
        {"pcie.link.width.current", CsvField::PcieWidth},
        {"pcie.link.width.max", CsvField::PcieMaxWidth},
        {"power.limit", CsvField::PowerLimit},
        {"enforced.power.limit", CsvField::EnforcedPowerLimit},
        {"ecc.mode.current", CsvField::EccMode},
        {"mig.mode.current", CsvField::MigMode},
        {"ecc.errors.corrected.volatile.total", CsvField::EccCorrVol},
        {"ecc.errors.uncorrected.volatile.total", CsvField::EccUncorrVol},
        {"ecc.errors.corrected.aggregate.total", CsvField::EccCorrAgg},
        {"ecc.errors.uncorrected.aggregate.total", CsvField::EccUncorrAgg},
        {"retired_pages.single_bit_ecc.count", CsvField::RetiredSbe},
        {"retired_pages.sbe", CsvField::RetiredSbe},
        {"retired_pages.double_bit.count", CsvField::RetiredDbe},
        {"retired_pages.dbe", CsvField::RetiredDbe},
        {"retired_pages.pending", CsvField::RetiredPending},
        {"remapped_rows.correctable", CsvField::RemapCorr},
        {"remapped_rows.uncorrectable", CsvField::RemapUncorr},
        {"remapped_rows.pending", CsvField::RemapPending},
        {"remapped_rows.failure", CsvField::RemapFailure},
        {"clocks_throttle_reasons.active", CsvField::ReasonMask},
        {"clocks_event_reasons.active", CsvField::ReasonMask},
        {"clocks.sm", CsvField::SmClock},
        {"clocks.current.sm", CsvField::SmClock},
        {"clocks.mem", CsvField::MemClock},
        {"clocks.current.memory", CsvField::MemClock},
        {"clocks.current.mem", CsvField::MemClock}, // as the second field guide queries it
        {"power.draw", CsvField::Power},
        {"power.draw.average", CsvField::PowerFallback},
        {"power.draw.instant", CsvField::PowerFallback},
        {"temperature.gpu", CsvField::Temp},
        {"temperature.memory", CsvField::MemTemp},
        {"utilization.gpu", CsvField::Util},
        {"utilization.memory", CsvField::MemUtil},
        {"memory.used", CsvField::MemUsed},
        {"pid", CsvField::Pid},
        {"retired_pages.address", CsvField::RetiredAddress},
        {"retired_pages.timestamp", CsvField::RetiredTime},
        {"retired_pages.cause", CsvField::RetiredCause},
    };
    if (const auto it = fields.find(name); it != fields.end())
        return it->second;
    if (startsWith(name, "clocks_throttle_reasons.") || startsWith(name, "clocks_event_reasons."))
        return CsvField::Reason;
    return CsvField::Other;
}

bool isNvidiaSmiField(const std::string &name)
{
    // Field names are lower-case words joined by '.' and '_': "memory.total: type" is text, not a field.
    if (name.empty() || name.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789_.") != std::string::npos)
        return false;
    if (csvField(name) != CsvField::Other)
        return name != "timestamp" && name != "name" && name != "index";
    static const char *prefixes[] = {"pci.",
                                     "pcie.",
                                     "clocks.",
                                     "clocks_",
                                     "power.",
                                     "enforced.",
                                     "temperature.",
                                     "utilization.",
                                     "memory.",
                                     "ecc.",
                                     "retired_pages.",
                                     "remapped_rows.",
                                     "fan.",
                                     "pstate",
                                     "mig.",
                                     "gom.",
                                     "inforom.",
                                     "accounting.",
                                     "encoder.",
                                     "display_",
                                     "persistence_mode",
                                     "compute_mode",
                                     "compute_cap",
                                     "vgpu_",
                                     "driver_model.",
                                     "gpu_",
                                     "used_",
                                     "process_",
                                     "protected_memory.",
                                     "module.",
                                     "power_smoothing.",
                                     "kmd_version",
                                     "count",
                                     "serial",
                                     "uuid",
                                     "max_memory_usage",
                                     "mem_utilization"};
    for (const char *p : prefixes)
        if (startsWith(name, p))
            return true;
    return false;
}

std::pair<std::string, std::string> splitHeaderField(std::string_view field)
{
    field = trim(field);
    std::string unit;
    if (const auto open = field.find(" ["); open != std::string_view::npos && field.back() == ']') {
        unit = std::string(field.substr(open + 2, field.size() - open - 3));
        field = field.substr(0, open);
    }
    return {lower(trim(field)), unit};
}

std::vector<std::string> guessColumns(const std::vector<std::string> &values)
{
    std::vector<std::string> out;
    // The n-th value with a unit gets the n-th name of its list; later ones stay unknown.
    struct ByUnit
    {
        std::string_view suffix;
        std::vector<const char *> names;
        int seen = 0;
    };
    ByUnit units[] = {{" W", {"power.draw"}},
                      {" MHz", {"clocks.sm", "clocks.mem"}},
                      {" %", {"utilization.gpu", "utilization.memory"}},
                      {" MiB", {"memory.total", "memory.used"}}};
    for (const std::string &v : values) {
        std::string name = "?";
        if (timestamp(v)) {
            name = "timestamp";
        } else if (startsWith(v, "GPU-") && isValidGpuUuid(v)) {
            name = "uuid";
        } else if (v.size() >= 12 && isValidPciBusId(pciBusId(v))) {
            name = "pci.bus_id";
        } else if (startsWith(v, "NVIDIA") || startsWith(v, "Tesla") || startsWith(v, "Quadro")
                   || startsWith(v, "GeForce") || startsWith(v, "TITAN")) {
            name = "name";
        } else if (number(v)) {
            for (ByUnit &u : units) {
                if (v.size() > u.suffix.size() && std::string_view(v).substr(v.size() - u.suffix.size()) == u.suffix) {
                    if (u.seen < int(u.names.size()))
                        name = u.names[std::size_t(u.seen)];
                    ++u.seen;
                    break;
                }
            }
        }
        out.push_back(name);
    }
    return out;
}

} // namespace GpuPlan::NvSmi
