// Import benchmark helper (issue 5 "Performance"), run by bench_import.sh:
//   bench_import generate FILE ROWS [GPUS]   writes an nvidia-smi --query-gpu CSV (GPUS, default 8, sampled
//                                            every second)
//   bench_import parse FILE           parses FILE into a sink that keeps nothing (the parser's own speed)
#include "importer.h"

#include <chrono>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <unordered_map>

using namespace GpuPlan;

namespace {

int generate(const char *path, long long rows, int gpus)
{
    std::FILE *f = std::fopen(path, "w");
    if (!f) {
        std::perror(path);
        return 1;
    }
    std::fputs("timestamp, name, pci.bus_id, uuid, driver_version, pstate, clocks.current.sm [MHz], "
               "clocks.current.memory [MHz], power.draw [W], temperature.gpu, utilization.gpu [%], "
               "utilization.memory [%], memory.used [MiB], memory.total [MiB], pcie.link.gen.current, "
               "pcie.link.width.current\n",
               f);
    constexpr int kBuses = 8;
    if (gpus < 1 || gpus > kBuses) {
        std::fprintf(stderr, "GPUS must be 1 to %d\n", kBuses);
        return 1;
    }
    const char *buses[kBuses] = {"00000000:18:00.0", "00000000:2A:00.0", "00000000:3A:00.0", "00000000:5D:00.0",
                                 "00000000:9A:00.0", "00000000:AB:00.0", "00000000:BA:00.0", "00000000:DB:00.0"};
    std::uint32_t state = 12345;
    const auto next = [&state] { return state = state * 1664525u + 1013904223u; };
    long long second = 0;
    char line[512];
    for (long long r = 0; r < rows; ++r) {
        const int g = int(r % gpus);
        if (g == 0 && r > 0)
            ++second;
        const long long t = second;
        const std::time_t when = std::time_t(1784073600 + t); // from 2026-07-15 00:00:00 UTC, always forward
        std::tm utc{};
        gmtime_r(&when, &utc);
        const unsigned noise = next() >> 16;
        const bool loaded = (t / 600) % 2 == 0; // ten minutes of load, ten idle
        const int util = loaded ? 90 + int(noise % 11) : int(noise % 5);
        const int sm = loaded ? 1755 + int(noise % 226) : 345;
        const double power = loaded ? 550.0 + (noise % 15000) / 100.0 : 70.0 + (noise % 2000) / 100.0;
        const int temp = loaded ? 60 + int(noise % 15) : 32 + int(noise % 4);
        const int n = std::snprintf(line, sizeof line,
                                    "%04d/%02d/%02d %02d:%02d:%02d.%03d, NVIDIA H100 80GB HBM3, %s, "
                                    "GPU-%08x-9e52-006e-68db-4ce18382a5e%d, 550.90.07, P0, %d MHz, 2619 MHz, "
                                    "%.2f W, %d, %d %%, %d %%, %d MiB, 81559 MiB, %d, 16\n",
                                    utc.tm_year + 1900, utc.tm_mon + 1, utc.tm_mday, utc.tm_hour, utc.tm_min,
                                    utc.tm_sec, int(noise % 1000), buses[g], 0x26fba6b2 + g, g, sm, power, temp, util,
                                    loaded ? util / 2 : 0, loaded ? 70000 + int(noise % 5000) : 4, loaded ? 5 : 1);
        std::fwrite(line, 1, std::size_t(n), f);
    }
    return std::fclose(f) == 0 ? 0 : 1;
}

class NullSink : public ImportSink
{
public:
    int device(const FleetDevice &d) override // an index per key, as the workspace's sink gives
    {
        ++devices;
        return keys.emplace(d.key, int(keys.size())).first->second;
    }
    void sample(const TelemetryRow &) override { ++samples; }
    void event(const FleetEvent &) override { }
    void benchmark(const BenchmarkRecord &) override { }
    void hostFact(const HostFact &) override { }
    void diagnostic(const Diagnostic &d) override { errors += d.severity == Severity::Error; }
    long long devices = 0, samples = 0, errors = 0;
    std::unordered_map<std::string, int> keys;
};

int parse(const char *path)
{
    const auto start = std::chrono::steady_clock::now();
    TextSource text = TextSource::open(path);
    NullSink sink;
    const Importer *importer = importText(text, sink);
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("format %s, %lld samples, %lld device updates, %lld errors, %.3f s, %.0f rows/s\n",
                importer ? importer->format().c_str() : "-", sink.samples, sink.devices, sink.errors, s,
                double(sink.samples) / s);
    return sink.errors ? 1 : 0;
}

} // namespace

int main(int argc, char **argv)
{
    if ((argc == 4 || argc == 5) && std::strcmp(argv[1], "generate") == 0)
        return generate(argv[2], std::atoll(argv[3]), argc == 5 ? std::atoi(argv[4]) : 8);
    if (argc == 3 && std::strcmp(argv[1], "parse") == 0)
        return parse(argv[2]);
    std::fprintf(stderr, "usage: bench_import generate FILE ROWS [GPUS] | parse FILE\n");
    return 1;
}
