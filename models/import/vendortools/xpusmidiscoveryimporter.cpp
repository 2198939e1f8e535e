// xpu-smi discovery (the table of all devices and the detail of one, -d): a bordered table whose first
// cell is the device ID and whose second holds "Key: value" lines, possibly wrapped into the next row.
// "PCIe Generation" / "PCIe Max Link Width" are the device's capabilities (maximum link).
#include "parsetext.h"
#include "vendorcommon.h"

namespace GpuPlan::VendorTools {
namespace {

using namespace ParseText;

/// A device ID, generation or width; nullopt for text or for numbers no int holds ("1e99" in a damaged file).
std::optional<int> smallInt(std::string_view text) { return smallIndex(number(text)); }

class XpuSmiDiscoveryImporter : public Importer
{
public:
    std::string format() const override { return "xpu-smi-discovery"; }

    int sniff(std::string_view head) const override
    {
        if (head.find("| Device ID") == std::string_view::npos
            || head.find("Device Information") == std::string_view::npos)
            return 0;
        return head.find("Device Name:") != std::string_view::npos
                || head.find("PCI BDF Address:") != std::string_view::npos
            ? 90
            : 50;
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        std::vector<TableRecord> records;
        if (!readTable(text, sink, records))
            return false;
        int devices = 0;
        for (const TableRecord &r : records) {
            const auto id = smallInt(r.key);
            if (!id)
                continue; // the "Device ID | Device Information" title row
            FleetDevice d;
            d.index = *id;
            d.line = r.line;
            d.vendor = "Intel";
            for (const auto &[key, value] : cellPairs(r)) {
                const std::string k = lower(key);
                if (k == "device name") {
                    d.name = value;
                    d.pciId = bracketedPciId("8086", value);
                } else if (k == "uuid") {
                    d.uuid = value;
                } else if (k == "serial number" && usableSerial(value)) {
                    d.serial = value;
                } else if (k == "pci bdf address") {
                    d.pciBusId = pciBusId(value);
                } else if (k == "driver version") {
                    d.driverVersion = value;
                } else if (k == "firmware version" && d.vbios.empty()) {
                    d.vbios = value;
                } else if (k == "pcie generation" && smallInt(value)) {
                    d.pcieMaxGen = smallInt(value);
                } else if (k == "pcie max link width" && smallInt(value)) {
                    d.pcieMaxWidth = smallInt(value);
                } else if (k == "memory physical size") {
                    d.memoryBytes = bytes(value);
                } else if (k == "ecc state") {
                    d.eccEnabled = lower(value) == "enabled";
                }
            }
            addDevice(sink, d);
            ++devices;
        }
        if (devices == 0)
            return fail(sink, text.lineNumber(), "import.missing_field", {"Device ID"});
        return true;
    }
};

} // namespace

std::unique_ptr<Importer> makeXpuSmiDiscoveryImporter() { return std::make_unique<XpuSmiDiscoveryImporter>(); }

} // namespace GpuPlan::VendorTools
