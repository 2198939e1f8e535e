#include "options.h"

#include <cstdlib>
#include <optional>
#include <sstream>

namespace GpuPlan::Probe {
namespace {

bool toDouble(const std::string &text, double &out)
{
    char *end = nullptr;
    out = std::strtod(text.c_str(), &end);
    return !text.empty() && end && *end == '\0';
}

bool toInt(const std::string &text, int &out)
{
    double value = 0.0;
    if (!toDouble(text, value) || value != static_cast<int>(value))
        return false;
    out = static_cast<int>(value);
    return true;
}

std::vector<std::string> splitList(const std::string &text)
{
    std::vector<std::string> out;
    std::stringstream stream(text);
    std::string item;
    while (std::getline(stream, item, ','))
        if (!item.empty())
            out.push_back(item);
    return out;
}

} // namespace

std::string usageText()
{
    return "Usage:\n"
           "  gpuplan-probe --list [--json]\n"
           "  gpuplan-probe run --device ID [--tests LIST] [--repeats N] [--warmups N]\n"
           "                    [--size-mib M] [--transfer-mib M] [--json-lines]\n"
           "  gpuplan-probe burnin --device ID (--minutes N | --seconds N) [--class datacenter|workstation|consumer]\n"
           "                    [--spec-bandwidth GB/s] [--spec-fp32 GFLOP/s] [--max-temp C]\n"
           "                    [--min-clock-fraction F] [--min-bandwidth-fraction F] [--min-fp32-fraction F]\n"
           "                    [--warmup-seconds S] [--slice-seconds S] [--no-require-pcie-max] [--json-lines]\n"
           "  gpuplan-probe --version\n"
           "Devices are <backend>:<index> as listed (cpu:0, cuda:0, hip:0, levelzero:0).\n"
           "Tests are names (bandwidth.triad) or groups (bandwidth,compute,transfer,latency); default: every\n"
           "test the device's backend has.\n"
           "Exit codes: 0 ok, 1 a result did not verify, 2 usage, 3 no such device, 4 backend unavailable,\n"
           "5 cancelled, 6 internal error, 10 burn-in quarantine, 11 burn-in reject.\n";
}

bool parseOptions(int argc, char **argv, RunnerOptions &options, std::string &error)
{
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty()) {
        error = "no command given";
        return false;
    }
    std::size_t i = 0;
    const std::string &first = args[0];
    if (first == "--help" || first == "-h") {
        options.command = RunnerOptions::Command::Help;
        return true;
    }
    if (first == "--version") {
        options.command = RunnerOptions::Command::Version;
        return true;
    }
    if (first == "--list" || first == "list")
        options.command = RunnerOptions::Command::List;
    else if (first == "run")
        options.command = RunnerOptions::Command::Run;
    else if (first == "burnin")
        options.command = RunnerOptions::Command::BurnIn;
    else {
        error = "unknown command \"" + first + "\"";
        return false;
    }
    ++i;
    SkuClass skuClass = SkuClass::Datacenter;
    CriteriaOverrides over; // they win over the class defaults, whatever their order on the line
    double minutes = 0.0;
    double seconds = 0.0;
    for (; i < args.size(); ++i) {
        const std::string &a = args[i];
        const auto value = [&](std::string &out) {
            if (i + 1 >= args.size()) {
                error = a + " needs a value";
                return false;
            }
            out = args[++i];
            return true;
        };
        const auto number = [&](double &out) {
            std::string text;
            if (!value(text))
                return false;
            if (!toDouble(text, out) || out < 0.0) {
                error = a + ": \"" + text + "\" is not a non-negative number";
                return false;
            }
            return true;
        };
        const auto optionalNumber = [&](std::optional<double> &out) {
            double v = 0.0;
            if (!number(v))
                return false;
            out = v;
            return true;
        };
        const auto integer = [&](int &out, int minimum) {
            std::string text;
            if (!value(text))
                return false;
            if (!toInt(text, out) || out < minimum) {
                error = a + ": \"" + text + "\" is not an integer >= " + std::to_string(minimum);
                return false;
            }
            return true;
        };
        std::string text;
        double mib = 0.0;
        bool ok = true;
        if (a == "--json")
            options.json = true;
        else if (a == "--json-lines")
            options.jsonLines = true;
        else if (a == "--device")
            ok = value(options.device);
        else if (a == "--tests")
            ok = value(text), options.tests = splitList(text);
        else if (a == "--repeats")
            ok = integer(options.run.repeats, 1);
        else if (a == "--warmups")
            ok = integer(options.run.warmups, 0);
        else if (a == "--size-mib")
            ok = number(mib), options.run.workingSetBytes = static_cast<std::uint64_t>(mib * 1048576.0);
        else if (a == "--transfer-mib")
            ok = number(mib), options.run.transferBytes = static_cast<std::uint64_t>(mib * 1048576.0);
        else if (a == "--minutes")
            ok = number(minutes);
        else if (a == "--seconds")
            ok = number(seconds);
        else if (a == "--slice-seconds")
            ok = number(options.sliceSeconds);
        else if (a == "--class") {
            ok = value(text);
            if (ok && !skuClassFromKey(text, skuClass)) {
                error = "--class: \"" + text + "\" is not datacenter, workstation or consumer";
                ok = false;
            }
        } else if (a == "--spec-bandwidth")
            ok = optionalNumber(over.specBandwidthGBs);
        else if (a == "--spec-fp32")
            ok = optionalNumber(over.specFp32Gflops);
        else if (a == "--max-temp")
            ok = optionalNumber(over.maxTemperatureC);
        else if (a == "--min-clock-fraction")
            ok = optionalNumber(over.minClockFraction);
        else if (a == "--min-bandwidth-fraction")
            ok = optionalNumber(over.minBandwidthFraction);
        else if (a == "--min-fp32-fraction")
            ok = optionalNumber(over.minFp32Fraction);
        else if (a == "--warmup-seconds")
            ok = optionalNumber(over.warmupSeconds);
        else if (a == "--no-require-pcie-max")
            over.requirePcieMax = false;
        else {
            error = "unknown option \"" + a + "\"";
            ok = false;
        }
        if (!ok)
            return false;
    }

    if (options.command != RunnerOptions::Command::List && options.device.empty()) {
        error = "--device is required";
        return false;
    }
    if (options.command == RunnerOptions::Command::BurnIn) {
        options.burnSeconds = minutes * 60.0 + seconds;
        if (options.burnSeconds <= 0.0) {
            error = "burnin needs --minutes or --seconds";
            return false;
        }
        if (options.sliceSeconds <= 0.0) {
            error = "--slice-seconds must be positive";
            return false;
        }
        options.criteria = criteriaFor(skuClass, over);
    }
    return true;
}

} // namespace GpuPlan::Probe
