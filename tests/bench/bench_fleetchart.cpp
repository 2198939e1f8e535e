// Telemetry chart responsiveness over a real workspace (issue 5: "charts that stay interactive with
// 10 million points"), run by bench_fleetchart.sh on a workspace holding one device's 10 million samples:
//   reference     the whole range read and decimated per pixel (what every view cost without an overview)
//   first read    the same read building the device's overview (once per device and import)
//   zoom / pan    views answered from the overview, then views narrow enough to read their own rows
// Prints the median milliseconds of each view, the rows it read and its ratio to the reference.
#include "core/fleetdecimation.h"
#include "io/fleettelemetryreader.h"

#include <QCoreApplication>
#include <QString>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <vector>

using namespace GpuPlan;

namespace {

double medianOf(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

template <typename Fn>
double millis(Fn &&fn)
{
    const auto start = std::chrono::steady_clock::now();
    fn();
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc < 3) {
        std::fprintf(stderr, "usage: bench_fleetchart WORKSPACE DEVICE_ID [PIXELS]\n");
        return 1;
    }
    const QString workspace = QString::fromLocal8Bit(argv[1]);
    const qint64 device = std::atoll(argv[2]);
    const int pixels = argc > 3 ? std::atoi(argv[3]) : 1600;
    const std::function<bool()> always = [] { return true; };

    const auto range = fleetSampleTimeRange(workspace, device);
    if (!range) {
        std::fprintf(stderr, "device %lld has no samples in %s\n", static_cast<long long>(device), argv[1]);
        return 1;
    }
    const auto [first, last] = *range;
    const double span = last - first;

    std::vector<double> ref;
    std::size_t total = 0;
    for (int i = 0; i < 3; ++i)
        ref.push_back(millis([&] {
            FleetMinMaxDecimator d(first, last, pixels, kFleetChartSeries);
            streamFleetSamples(workspace, device, first, last, [&](const FleetChartSample &s) {
                d.add(s.time, s.values);
                return true;
            });
            total = d.samplesSeen();
        }));
    const double reference = medianOf(ref);
    std::printf("device %lld: %zu samples over %.1f days, %d pixel columns\n", static_cast<long long>(device), total,
                span / 86400.0, pixels);
    std::printf("%-40s %10s %12s %10s\n", "view", "ms", "rows read", "ratio");
    std::printf("%-40s %10.1f %12zu %10.4f\n", "reference: whole range, no overview", reference, total, 1.0);

    FleetTelemetryView built;
    const double firstRead = millis(
        [&] { built = readFleetTelemetry(workspace, device, std::nan(""), std::nan(""), pixels, nullptr, always); });
    if (!built.ok || !built.overview) {
        std::fprintf(stderr, "the first read failed: %s\n", qPrintable(built.error));
        return 1;
    }
    std::printf("%-40s %10.1f %12zu %10.4f\n", "first read (builds the overview)", firstRead, built.rowsRead,
                firstRead / reference);
    std::printf("overview: %d buckets, %.1f MB\n", built.overview->bucketCount(),
                double(built.overview->bytes()) / (1024.0 * 1024.0));

    // Zoom levels as fractions of the range, each panned across it: down to 2 overview buckets per pixel
    // from the overview, narrower ones (the first just past that limit: the slowest) from their rows.
    const double limit = 2.0 * pixels / built.overview->bucketCount();
    const double fractions[] = {1.0, 0.5, 0.2, 0.1, 0.05, limit * 1.001, limit * 0.999, 0.01, 0.001};
    double worst = 0.0;
    for (const double f : fractions) {
        std::vector<double> times;
        std::size_t rows = 0;
        const int steps = f >= limit ? 20 : 5;
        for (int i = 0; i < steps; ++i) {
            const double from = first + (span - span * f) * (steps > 1 ? double(i) / (steps - 1) : 0.0);
            times.push_back(millis([&] {
                const auto v
                    = readFleetTelemetry(workspace, device, from, from + span * f, pixels, built.overview, always);
                rows = v.rowsRead;
            }));
        }
        const double ms = medianOf(times);
        worst = std::max(worst, ms);
        char label[64];
        std::snprintf(label, sizeof label, "view of 1/%.4g of the range%s", 1.0 / f, rows ? "" : " (overview)");
        std::printf("%-40s %10.1f %12zu %10.4f\n", label, ms, rows, ms / reference);
    }
    std::printf("slowest zoom or pan: %.1f ms = %.3f of the reference (target: under 0.1 s)\n", worst,
                worst / reference);
    return 0;
}
