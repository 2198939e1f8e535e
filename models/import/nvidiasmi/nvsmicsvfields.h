#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace GpuPlan::NvSmi {

/// What a --query-gpu / --query-compute-apps / --query-retired-pages column means to GpuPlan.
enum class CsvField {
    Other,
    Timestamp,
    Name,
    Uuid,
    Serial,
    BusId,
    Index,
    Driver,
    Vbios,
    PciDeviceId,
    MemoryTotal,
    PcieGen,
    PcieMaxGen,
    PcieWidth,
    PcieMaxWidth,
    PowerLimit,
    EnforcedPowerLimit,
    EccMode,
    MigMode,
    EccCorrVol,
    EccUncorrVol,
    EccCorrAgg,
    EccUncorrAgg,
    RetiredSbe,
    RetiredDbe,
    RetiredPending,
    RemapCorr,
    RemapUncorr,
    RemapPending,
    RemapFailure,
    Reason,
    ReasonMask,
    SmClock,
    MemClock,
    Power,
    PowerFallback,
    Temp,
    MemTemp,
    Util,
    MemUtil,
    MemUsed,
    Pid,
    RetiredAddress,
    RetiredTime,
    RetiredCause,
};

/// The role of a field name ("power.draw", lower case, without its "[W]" unit).
CsvField csvField(const std::string &name);
/// True for names nvidia-smi's --query-* options print (used to recognise a header line).
bool isNvidiaSmiField(const std::string &name);
/// "power.draw [W]" -> {"power.draw", "W"}.
std::pair<std::string, std::string> splitHeaderField(std::string_view field);
/// Field names guessed from the values of a headerless row (UUID, bus ID, name, timestamp, and the first
/// values in W, MHz, % and MiB); "?" where nothing can be said.
std::vector<std::string> guessColumns(const std::vector<std::string> &values);

} // namespace GpuPlan::NvSmi
