// xpu-smi discovery -j: {"device_list": [{"device_id": 0, "device_name": "Intel(R) Graphics [0x020a]",
// "pci_bdf_address": ..., "pci_device_id": "0x20a", "uuid": ...}]}; with -d N the one device's object
// itself, with more fields (memory_physical_size_byte, pcie_generation, max_link_width, ...).
#include "parsetext.h"
#include "vendorcommon.h"

namespace GpuPlan::VendorTools {
namespace {

using nlohmann::json;
using namespace ParseText;

std::string field(const json &o, const char *key)
{
    const auto it = o.find(key);
    return it == o.end() ? std::string() : jsonText(*it);
}

class XpuSmiJsonImporter : public Importer
{
public:
    std::string format() const override { return "xpu-smi-json"; }

    int sniff(std::string_view head) const override
    {
        const std::string_view t = trim(head);
        if (t.empty() || t[0] != '{')
            return 0;
        if (head.find("\"device_list\"") != std::string_view::npos)
            return 90;
        return head.find("\"pci_bdf_address\"") != std::string_view::npos
                && head.find("\"device_id\"") != std::string_view::npos
            ? 85
            : 0;
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        auto doc = readJson(text, sink);
        if (!doc)
            return false;
        std::vector<const json *> list;
        if (doc->root.is_object() && doc->root.contains("device_list") && doc->root["device_list"].is_array()) {
            for (const json &d : doc->root["device_list"])
                list.push_back(&d);
        } else if (doc->root.is_object() && doc->root.contains("device_id")) {
            list.push_back(&doc->root);
        } else {
            return fail(sink, doc->firstLine, "import.missing_field", {"device_list"});
        }
        std::size_t from = 0;
        for (const json *o : list) {
            if (!o->is_object())
                continue;
            FleetDevice d;
            d.vendor = "Intel";
            d.index = smallIndex(jsonNumber(o->value("device_id", json()))).value_or(-1);
            const auto pos = doc->text.find("\"device_id\"", from);
            d.line = doc->lineOf("\"device_id\"", from);
            from = pos == std::string::npos ? from : pos + 1;
            d.name = field(*o, "device_name");
            d.uuid = field(*o, "uuid");
            d.pciBusId = field(*o, "pci_bdf_address").empty() ? std::string() : pciBusId(field(*o, "pci_bdf_address"));
            d.pciId = pciId("8086", field(*o, "pci_device_id"));
            if (const std::string serial = field(*o, "serial_number"); usableSerial(serial))
                d.serial = serial;
            d.driverVersion = field(*o, "driver_version");
            d.vbios = field(*o, "gfx_firmware_version");
            d.memoryBytes = roundedInt<std::uint64_t>(number(field(*o, "memory_physical_size_byte")));
            d.pcieMaxGen = smallIndex(number(field(*o, "pcie_generation")));
            d.pcieMaxWidth = smallIndex(number(field(*o, "max_link_width")));
            addDevice(sink, d);
        }
        return true;
    }
};

} // namespace

std::unique_ptr<Importer> makeXpuSmiJsonImporter() { return std::make_unique<XpuSmiJsonImporter>(); }

} // namespace GpuPlan::VendorTools
