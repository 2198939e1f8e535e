#pragma once

// What the amd-smi text tree and its JSON forms have in common: one GPU's values by upper-case path
// ("ASIC/MARKET_NAME", "CLOCK/GFX_0/CLK", "LIMIT/SOCKET_POWER"), turned into a device and a sample.
#include "importer.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace GpuPlan::VendorTools {

struct AmdSmiBlock
{
    int index = -1;
    int line = 0;
    std::string node; ///< the host a pasted shell prompt names, "" when none
    std::map<std::string, std::string> values;

    const std::string *get(std::string_view path) const;
    std::optional<double> num(std::string_view path) const;
    /// The first available value whose path starts with `prefix` and ends with `suffix` ("CLOCK/GFX", "/CLK").
    const std::string *first(std::string_view prefix, std::string_view suffix) const;
};

/// Hands the block's device to the sink, and its sample when it has telemetry.
void emitAmdSmiBlock(const AmdSmiBlock &block, ImportSink &sink);

} // namespace GpuPlan::VendorTools
