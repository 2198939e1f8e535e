#include "telemetry.h"

#include <dirent.h>

#include <fstream>
#include <string>

namespace GpuPlan::Probe {
namespace {

// The host CPU: mean core clock from /proc/cpuinfo, package temperature from hwmon (k10temp, coretemp)
// when the kernel exposes it. Virtual machines usually expose no sensor: the field stays empty.
class CpuTelemetry final : public TelemetryReader
{
public:
    std::string name() const override { return "cpu"; }

    bool attach(const DeviceInfo &device, std::string &whyNot) override
    {
        if (device.backend != "cpu") {
            whyNot = "the CPU reader only knows the host CPU";
            return false;
        }
        m_device = device.id;
        m_temperaturePath = findTemperatureSensor();
        return true;
    }

    TelemetrySample sample(double tSeconds) override
    {
        TelemetrySample s;
        s.tSeconds = tSeconds;
        s.device = m_device;
        std::ifstream in("/proc/cpuinfo");
        std::string line;
        double sum = 0.0;
        int count = 0;
        while (std::getline(in, line)) {
            if (line.rfind("cpu MHz", 0) != 0)
                continue;
            const auto colon = line.find(':');
            try {
                sum += std::stod(line.substr(colon + 1));
                ++count;
            } catch (...) {
            }
        }
        if (count > 0)
            s.smClockMHz = sum / count;
        if (!m_temperaturePath.empty()) {
            std::ifstream t(m_temperaturePath);
            long milli = 0;
            if (t >> milli)
                s.temperatureC = static_cast<double>(milli) / 1000.0;
        }
        return s;
    }

    std::optional<double> slowdownTemperatureC() override { return std::nullopt; }
    std::optional<PcieLink> pcieLink() override { return std::nullopt; }

private:
    static std::string findTemperatureSensor()
    {
        DIR *dir = opendir("/sys/class/hwmon");
        if (!dir)
            return {};
        std::string found;
        while (dirent *entry = readdir(dir)) {
            const std::string base = std::string("/sys/class/hwmon/") + entry->d_name;
            std::ifstream nameFile(base + "/name");
            std::string sensor;
            nameFile >> sensor;
            if (sensor == "k10temp" || sensor == "coretemp" || sensor == "zenpower") {
                found = base + "/temp1_input";
                break;
            }
        }
        closedir(dir);
        return found;
    }

    std::string m_device;
    std::string m_temperaturePath;
};

} // namespace

std::unique_ptr<TelemetryReader> openCpuTelemetry(std::string &) { return std::make_unique<CpuTelemetry>(); }

} // namespace GpuPlan::Probe
