#pragma once

// OpenMetrics text of dcgm-exporter series for the Prometheus tests and benchmark: a fleet of nodes with
// eight (or N) H100s, scraped every 15 s, with faults planted on the first two nodes when asked:
//   gpu-a GPU 0: thermal throttling (hw thermal, 0x40) and SM clock down from 1980 to 1600 MHz in the second half;
//   gpu-a GPU 1: Xid 79 (the last-Xid gauge changes at 5/8 of the window); PCIe x8 of x16;
//   gpu-b GPU 0: uncorrectable ECC (aggregate DBE) from 0 to 2 at 3/4 of the window; one NaN power reading;
//   gpu-b GPU 1: stops reporting at 5/12 of the window; DCGM_EXP_XID_ERRORS_COUNT{xid="13"} counts 2 Xid 13.
// Every GPU is loaded (100 % utilisation). A MIG instance's series (GPU_I_ID) of gpu-a GPU 0 must be left out.

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <cmath>
#include <functional>

namespace GpuPlan::TestRequire {

struct PromFleet
{
    qint64 start = 0; ///< first scrape, Unix seconds
    int scrapes = 480;
    int interval = 15;
    int firstNode = 0; ///< the first node's number (a big fleet is written in parts)
    int nodes = 2;
    int gpusPerNode = 2;
    bool faults = true;

    static QString node(int n)
    {
        return n < 26 ? QStringLiteral("gpu-") + QChar(QLatin1Char('a' + n)) : QStringLiteral("gpu-%1").arg(n);
    }
    static QString uuid(int n, int g)
    {
        return QStringLiteral("GPU-%1-0000-4000-8000-%2")
            .arg(n, 8, 16, QLatin1Char('0'))
            .arg(g, 12, 16, QLatin1Char('0'));
    }
};

/// The tests' fixture start: four hours before the current hour, so that its two hours are history on every run.
inline qint64 promFixtureStart() { return (QDateTime::currentSecsSinceEpoch() / 3600 - 4) * 3600; }

inline QByteArray promFleetOpenMetrics(const PromFleet &f)
{
    QByteArray out;
    out.reserve(qsizetype(f.nodes) * f.gpusPerNode * f.scrapes * 9 * 140);
    const auto labels = [](int n, int g, const char *extra = "") {
        return QStringLiteral("{gpu=\"%1\",UUID=\"%2\",pci_bus_id=\"00000000:%3:00.0\",Hostname=\"%4\","
                              "modelName=\"NVIDIA H100 80GB HBM3\",DCGM_FI_DRIVER_VERSION=\"550.54.15\"%5}")
            .arg(g)
            .arg(PromFleet::uuid(n, g))
            .arg(0x18 + 0x10 * g, 2, 16, QLatin1Char('0'))
            .arg(PromFleet::node(n), QLatin1String(extra))
            .toUtf8();
    };
    const auto fault = [&f](int n, int g, int wantN, int wantG) { return f.faults && n == wantN && g == wantG; };
    using Value = std::function<QByteArray(int n, int g, int k)>;
    const auto number = [](double v) { return QByteArray::number(v, 'g', 10); };
    const auto family = [&](const char *name, const Value &value) {
        out += QByteArray("# TYPE ") + name + " gauge\n";
        for (int n = f.firstNode; n < f.firstNode + f.nodes; ++n)
            for (int g = 0; g < f.gpusPerNode; ++g) {
                const QByteArray series = name + labels(n, g);
                for (int k = 0; k < f.scrapes; ++k) {
                    if (fault(n, g, 1, 1) && k >= f.scrapes * 5 / 12)
                        break; // gpu-b GPU 1 is gone
                    const QByteArray v = value(n, g, k);
                    if (v.isEmpty())
                        continue;
                    out += series + ' ' + v + ' ' + QByteArray::number(f.start + qint64(k) * f.interval) + '\n';
                }
                // A MIG instance of gpu-a GPU 0: its own utilisation (5 %), not its card's.
                if (f.faults && n == 0 && g == 0 && QByteArray(name) == "DCGM_FI_DEV_GPU_UTIL")
                    for (int k = 0; k < f.scrapes; ++k)
                        out += name + labels(0, 0, ",GPU_I_ID=\"1\",GPU_I_PROFILE=\"1g.10gb\"") + " 5 "
                            + QByteArray::number(f.start + qint64(k) * f.interval) + '\n';
            }
    };
    const int half = f.scrapes / 2;
    family("DCGM_FI_DEV_GPU_UTIL", [](int, int, int) { return QByteArray("100"); });
    family("DCGM_FI_DEV_SM_CLOCK",
           [&](int n, int g, int k) { return QByteArray(fault(n, g, 0, 0) && k >= half ? "1600" : "1980"); });
    family("DCGM_FI_DEV_GPU_TEMP", [&](int n, int g, int k) { return number(60 + (k * 7 + g * 3 + n) % 10); });
    family("DCGM_FI_DEV_POWER_USAGE", [&](int n, int g, int k) {
        if (fault(n, g, 1, 0) && k == f.scrapes / 5)
            return QByteArray("NaN");
        return number(650.5 + (k + g) % 20);
    });
    family("DCGM_FI_DEV_CLOCK_THROTTLE_REASONS",
           [&](int n, int g, int k) { return QByteArray(fault(n, g, 0, 0) && k >= half ? "64" : "0"); });
    family("DCGM_FI_DEV_XID_ERRORS",
           [&](int n, int g, int k) { return QByteArray(fault(n, g, 0, 1) && k >= f.scrapes * 5 / 8 ? "79" : "0"); });
    family("DCGM_FI_DEV_ECC_DBE_AGG_TOTAL",
           [&](int n, int g, int k) { return QByteArray(fault(n, g, 1, 0) && k >= f.scrapes * 3 / 4 ? "2" : "0"); });
    family("DCGM_FI_DEV_PCIE_LINK_WIDTH",
           [&](int n, int g, int) { return QByteArray(fault(n, g, 0, 1) ? "8" : "16"); });
    family("DCGM_FI_DEV_PCIE_MAX_LINK_WIDTH", [](int, int, int) { return QByteArray("16"); });
    if (f.faults) {
        family("DCGM_FI_DEV_PCIE_LINK_GEN", [](int, int, int) { return QByteArray("5"); });
        family("DCGM_FI_DEV_PCIE_MAX_LINK_GEN", [](int, int, int) { return QByteArray("5"); });
        out += "# TYPE DCGM_EXP_XID_ERRORS_COUNT gauge\n";
        const QByteArray xidSeries = "DCGM_EXP_XID_ERRORS_COUNT" + labels(1, 1, ",xid=\"13\"");
        for (int k = 0; k < f.scrapes * 5 / 12; ++k)
            out += xidSeries + ' '
                + QByteArray::number(k >= f.scrapes / 4       ? 2
                                         : k >= f.scrapes / 8 ? 1
                                                              : 0)
                + ' ' + QByteArray::number(f.start + qint64(k) * f.interval) + '\n';
    }
    out += "# EOF\n";
    return out;
}

} // namespace GpuPlan::TestRequire
