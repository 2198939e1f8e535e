#include "zedevice.h"

#include "zeerror.h"

#include <dlfcn.h>

#include <cstdio>
#include <cstdlib>

namespace GpuPlan::Probe::LevelZero {

bool ZeDeviceRecord::hasFp64() const
{
    return (moduleProperties.flags & ZE_DEVICE_MODULE_FLAG_FP64) != 0 && moduleProperties.fp64flags != 0;
}

bool ZeDeviceRecord::hasFp16() const
{
    return (moduleProperties.flags & ZE_DEVICE_MODULE_FLAG_FP16) != 0 && moduleProperties.fp16flags != 0;
}

namespace {

void readTimer(ZeDeviceRecord &record)
{
    // Since API 1.2 the _1_2 form reports the timer in ticks per second; the older form in whole
    // nanoseconds per tick, which rounds timers such as 19.2 MHz (52.08 ns) badly.
    if (record.apiVersion >= ZE_API_VERSION_1_2) {
        ze_device_properties_t p12{};
        p12.stype = ZE_STRUCTURE_TYPE_DEVICE_PROPERTIES_1_2;
        ZE_CHECK(zeDeviceGetProperties, record.device, &p12);
        record.timerHz = static_cast<double>(p12.timerResolution);
    } else if (record.properties.timerResolution > 0) {
        record.timerHz = 1e9 / static_cast<double>(record.properties.timerResolution);
    }
    const std::uint32_t bits = record.properties.kernelTimestampValidBits;
    record.timestampMask = bits == 0 || bits >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << bits) - 1;
}

std::string formatDriverVersion(std::uint32_t version)
{
    // Intel's compute runtime packs major.minor.build as 8.8.16 bits (as Intel's SYCL runtime decodes it).
    char text[32];
    std::snprintf(text, sizeof text, "%u.%u.%u", version >> 24, (version >> 16) & 0xffu, version & 0xffffu);
    return text;
}

std::string vendorName(std::uint32_t vendorId)
{
    switch (vendorId) {
    case 0x8086:
        return "Intel";
    case 0x10de:
        return "NVIDIA";
    case 0x1002:
        return "AMD";
    default:
        break;
    }
    char text[16];
    std::snprintf(text, sizeof text, "0x%04x", vendorId);
    return text;
}

// zeDevicePciGetPropertiesExt is an extension (loader 1.3+, driver permitting): looked up at run time
// so that the module still loads with an older loader, and simply left out when the driver lacks it.
void readPci(ze_device_handle_t device, DeviceInfo &info)
{
    using PciFn = ze_result_t (*)(ze_device_handle_t, ze_pci_ext_properties_t *);
    void *loader = dlopen("libze_loader.so.1", RTLD_NOW | RTLD_NOLOAD);
    if (!loader)
        return;
    auto fn = reinterpret_cast<PciFn>(dlsym(loader, "zeDevicePciGetPropertiesExt"));
    ze_pci_ext_properties_t pci{};
    pci.stype = ZE_STRUCTURE_TYPE_PCI_EXT_PROPERTIES;
    if (fn && fn(device, &pci) == ZE_RESULT_SUCCESS) {
        char bus[32];
        std::snprintf(bus, sizeof bus, "%04x:%02x:%02x.%x", pci.address.domain, pci.address.bus, pci.address.device,
                      pci.address.function);
        info.pciBusId = bus;
        info.pcie.maxGen = pci.maxSpeed.genVersion > 0 ? pci.maxSpeed.genVersion : 0;
        info.pcie.maxWidth = pci.maxSpeed.width > 0 ? pci.maxSpeed.width : 0;
    }
    dlclose(loader);
}

} // namespace

std::vector<ZeDeviceRecord> enumerateDevices()
{
    // Sysman (the telemetry reader, in the same process) works only if this is set before zeInit.
    setenv("ZES_ENABLE_SYSMAN", "1", 0);
    ZE_CHECK(zeInit, ZE_INIT_FLAG_GPU_ONLY);

    std::uint32_t driverCount = 0;
    ZE_CHECK(zeDriverGet, &driverCount, nullptr);
    std::vector<ze_driver_handle_t> drivers(driverCount);
    ZE_CHECK(zeDriverGet, &driverCount, drivers.data());

    std::vector<ZeDeviceRecord> records;
    for (ze_driver_handle_t driver : drivers) {
        ze_api_version_t apiVersion = ZE_API_VERSION_1_0;
        ZE_CHECK(zeDriverGetApiVersion, driver, &apiVersion);
        std::uint32_t deviceCount = 0;
        ZE_CHECK(zeDeviceGet, driver, &deviceCount, nullptr);
        std::vector<ze_device_handle_t> devices(deviceCount);
        ZE_CHECK(zeDeviceGet, driver, &deviceCount, devices.data());
        for (ze_device_handle_t device : devices) {
            ZeDeviceRecord record;
            record.driver = driver;
            record.device = device;
            record.apiVersion = apiVersion;
            record.properties.stype = ZE_STRUCTURE_TYPE_DEVICE_PROPERTIES;
            ZE_CHECK(zeDeviceGetProperties, device, &record.properties);
            if (record.properties.type != ZE_DEVICE_TYPE_GPU)
                continue;
            record.moduleProperties.stype = ZE_STRUCTURE_TYPE_DEVICE_MODULE_PROPERTIES;
            ZE_CHECK(zeDeviceGetModuleProperties, device, &record.moduleProperties);
            readTimer(record);
            records.push_back(record);
        }
    }
    return records;
}

std::string formatUuid(const ze_device_uuid_t &uuid)
{
    std::string text;
    char byte[3];
    for (std::uint8_t b : uuid.id) {
        std::snprintf(byte, sizeof byte, "%02x", b);
        text += byte;
    }
    return text;
}

DeviceInfo describeDevice(const ZeDeviceRecord &record, int index)
{
    const ze_device_properties_t &p = record.properties;
    DeviceInfo info;
    info.id = "levelzero:" + std::to_string(index);
    info.backend = "levelzero";
    info.name = p.name;
    info.vendor = vendorName(p.vendorId);
    info.uuid = formatUuid(p.uuid);
    info.computeUnits = static_cast<int>(p.numSlices * p.numSubslicesPerSlice * p.numEUsPerSubslice);
    info.coreClockMHz = static_cast<double>(p.coreClockRate);

    std::uint32_t memoryCount = 0;
    ZE_CHECK(zeDeviceGetMemoryProperties, record.device, &memoryCount, nullptr);
    std::vector<ze_device_memory_properties_t> memories(memoryCount);
    for (ze_device_memory_properties_t &m : memories)
        m.stype = ZE_STRUCTURE_TYPE_DEVICE_MEMORY_PROPERTIES;
    ZE_CHECK(zeDeviceGetMemoryProperties, record.device, &memoryCount, memories.data());
    for (const ze_device_memory_properties_t &m : memories) {
        info.memoryBytes += m.totalSize;
        if (m.maxClockRate > 0 && info.memoryClockMHz == 0.0)
            info.memoryClockMHz = static_cast<double>(m.maxClockRate);
        if (m.maxBusWidth > 0 && info.memoryBusWidthBits == 0)
            info.memoryBusWidthBits = static_cast<int>(m.maxBusWidth);
    }

    ze_driver_properties_t driver{};
    driver.stype = ZE_STRUCTURE_TYPE_DRIVER_PROPERTIES;
    ZE_CHECK(zeDriverGetProperties, record.driver, &driver);
    info.driverVersion = formatDriverVersion(driver.driverVersion);
    info.runtimeVersion = "Level Zero " + std::to_string(ZE_MAJOR_VERSION(record.apiVersion)) + "."
        + std::to_string(ZE_MINOR_VERSION(record.apiVersion));
    readPci(record.device, info);
    return info;
}

} // namespace GpuPlan::Probe::LevelZero
