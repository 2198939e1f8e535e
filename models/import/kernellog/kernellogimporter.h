#pragma once

#include "importer.h"

namespace GpuPlan {

/**
 * "kernel-log": dmesg (plain, -T, --time-format=iso, --decode), journalctl -k and /dev/kmsg records.
 * GPU and PCIe lines become events (NVIDIA Xid, fallen off the bus, PCIe AER, amdgpu ring timeouts and
 * GPU resets, row remapping); every other line is boot noise and is skipped silently. Devices are the
 * distinct PCI bus IDs that GPU driver lines name (NVRM, nvidia, nvidia-drm, amdgpu).
 */
class KernelLogImporter : public Importer
{
public:
    std::string format() const override { return "kernel-log"; }
    int sniff(std::string_view head) const override;
    bool parse(TextSource &text, ImportSink &sink) const override;
};

} // namespace GpuPlan
