#include "cpuinfo.h"

#include <omp.h>
#include <sys/utsname.h>
#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <string>

namespace GpuPlan::Probe::Cpu {
namespace {

std::string cpuinfoField(const std::string &key)
{
    std::ifstream in("/proc/cpuinfo");
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind(key, 0) != 0)
            continue;
        const auto colon = line.find(':');
        if (colon == std::string::npos)
            continue;
        std::string value = line.substr(colon + 1);
        value.erase(0, value.find_first_not_of(" \t"));
        return value;
    }
    return {};
}

// sysfs sizes look like "32768K" or "1M".
std::uint64_t parseCacheSize(std::string text)
{
    if (text.empty())
        return 0;
    std::uint64_t scale = 1;
    const char unit = text.back();
    if (unit == 'K')
        scale = 1024;
    else if (unit == 'M')
        scale = 1024 * 1024;
    if (scale != 1)
        text.pop_back();
    try {
        return std::stoull(text) * scale;
    } catch (...) {
        return 0;
    }
}

std::string readFirstLine(const std::string &path)
{
    std::ifstream in(path);
    std::string line;
    std::getline(in, line);
    return line;
}

} // namespace

std::uint64_t lastLevelCacheBytes()
{
    std::uint64_t best = 0;
    for (int name : {_SC_LEVEL3_CACHE_SIZE, _SC_LEVEL2_CACHE_SIZE}) {
        const long v = sysconf(name);
        if (v > 0)
            best = std::max(best, static_cast<std::uint64_t>(v));
    }
    for (int index = 0; index < 8; ++index) {
        const std::string dir = "/sys/devices/system/cpu/cpu0/cache/index" + std::to_string(index) + "/";
        best = std::max(best, parseCacheSize(readFirstLine(dir + "size")));
    }
    return best;
}

std::uint64_t physicalMemoryBytes()
{
    const long pages = sysconf(_SC_PHYS_PAGES);
    const long pageSize = sysconf(_SC_PAGESIZE);
    return pages > 0 && pageSize > 0 ? static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(pageSize) : 0;
}

int threadCount() { return omp_get_max_threads(); }

DeviceInfo hostCpu()
{
    DeviceInfo d;
    d.id = "cpu:0";
    d.backend = "cpu";
    d.name = cpuinfoField("model name");
    if (d.name.empty())
        d.name = "CPU";
    const std::string vendor = cpuinfoField("vendor_id");
    d.vendor = vendor == "AuthenticAMD" ? "AMD" : vendor == "GenuineIntel" ? "Intel" : vendor;
    d.memoryBytes = physicalMemoryBytes();
    d.computeUnits = threadCount();
    const std::string maxKHz = readFirstLine("/sys/devices/system/cpu/cpu0/cpufreq/cpuinfo_max_freq");
    try {
        d.coreClockMHz = !maxKHz.empty() ? std::stod(maxKHz) / 1000.0 : std::stod(cpuinfoField("cpu MHz"));
    } catch (...) {
        d.coreClockMHz = 0.0;
    }
    utsname uts{};
    if (uname(&uts) == 0)
        d.driverVersion = std::string(uts.sysname) + " " + uts.release;
    return d;
}

} // namespace GpuPlan::Probe::Cpu
