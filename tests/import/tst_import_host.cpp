// The host importers (uname, os-release, lscpu, numactl, /proc/meminfo, taskset, mpstat, vmstat, iostat,
// ip -s link), and the host facts of the GPU tools (topo -m's affinity, nvidia-smi -pl, the IOMMU lines of a
// kernel log), against the outputs the two field guides print and real captures of the build machine:
// each expected value below is read off the file by hand.
#include "importtesthelpers.h"

#include <QTest>

#include <map>

class TestImportHost : public QObject
{
    Q_OBJECT

    // key[subject] -> value of the facts read, and the node they went on.
    static std::map<std::string, std::string> facts(const Result &r, std::string *node = nullptr)
    {
        std::map<std::string, std::string> out;
        for (const HostFact &f : r.sink.hostFacts) {
            out[f.subject.empty() ? f.key : f.key + "[" + f.subject + "]"] = f.value;
            if (node)
                *node = f.node;
        }
        return out;
    }

private Q_SLOTS:
    void guideOutputs_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QByteArray>("format");
        QTest::addColumn<QByteArrayList>("expected"); // key=value pairs
        QTest::newRow("uname -r") << QByteArray("guides/g1-uname-r.txt") << QByteArray("uname")
                                  << QByteArrayList{"kernel.release=6.5.0-17-generic"};
        QTest::newRow("numactl") << QByteArray("guides/g1-numactl-hardware.txt") << QByteArray("numactl-hardware")
                                 << QByteArrayList{"numa.nodes=2", "numa.cpus[node 0]=0-31", "numa.cpus[node 1]=32-63",
                                                   "numa.memory_mib[node 1]=256000"};
        // Two intervals: busy 100 - 5.4 = 94.6 and 100 - 2.2 = 97.8; I/O wait 1.3 and 0.7.
        QTest::newRow("mpstat")
            << QByteArray("guides/g1-mpstat.txt") << QByteArray("mpstat")
            << QByteArrayList{"cpu.busy_pct_mean=96.2",  "cpu.busy_pct_max=97.8", "cpu.iowait_pct_mean=1",
                              "cpu.iowait_pct_max=1.3",  "cpu.count=64",          "kernel.release=6.5.0-17-generic",
                              "cpu.architecture=x86_64", "cpu.intervals=2"};
        QTest::newRow("iostat -xz") << QByteArray("guides/g1-iostat-xz.txt") << QByteArray("iostat")
                                    << QByteArrayList{"disk.util_pct_max[nvme0n1]=99.5",
                                                      "disk.await_ms_max[nvme0n1]=18.2",
                                                      "disk.read_kbs_max[nvme0n1]=98000"};
        // r_await 2.10, w_await 1.20: await is the larger; aqu-sz 1.80.
        QTest::newRow("iostat -x") << QByteArray("guides/g2-iostat-x.txt") << QByteArray("iostat")
                                   << QByteArrayList{"disk.util_pct_max[nvme0n1]=86", "disk.await_ms_max[nvme0n1]=2.1",
                                                     "disk.queue_max[nvme0n1]=1.8"};
        QTest::newRow("ip -s link")
            << QByteArray("guides/g1-ip-s-link.txt") << QByteArray("ip-link")
            << QByteArrayList{"nic.state[eth0]=UP",    "nic.mtu[eth0]=1500",     "nic.rx_bytes[eth0]=9834212345",
                              "nic.rx_errors[eth0]=0", "nic.tx_dropped[eth0]=0", "nic.tx_bytes[eth0]=11233455667"};
        QTest::newRow("meminfo") << QByteArray("guides/g1-meminfo.txt") << QByteArray("meminfo")
                                 << QByteArrayList{"mem.available_kib=182345672", "hugepages.total=4096",
                                                   "hugepages.free=3900"};
        QTest::newRow("taskset") << QByteArray("guides/g2-taskset.txt") << QByteArray("taskset")
                                 << QByteArrayList{"process.cpu_affinity[pid 18233]=0-31"};
        // Busy 100 - 18 = 82 and 100 - 10 = 90; wa 8 and 10; r 3 and 5; b 1 and 2; free 412832 and 398112.
        QTest::newRow("vmstat") << QByteArray("guides/g2-vmstat.txt") << QByteArray("vmstat")
                                << QByteArrayList{"cpu.busy_pct_mean=86",    "cpu.busy_pct_max=90",
                                                  "cpu.iowait_pct_mean=9",   "cpu.iowait_pct_max=10",
                                                  "procs.runnable_max=5",    "procs.blocked_max=2",
                                                  "mem.free_kib_min=398112", "swap.pages_per_s_max=0"};
    }

    void guideOutputs()
    {
        QFETCH(QByteArray, file);
        QFETCH(QByteArray, format);
        QFETCH(QByteArrayList, expected);
        for (const bool withPrompt : {true, false}) {
            std::string bytes = sample(file.constData());
            QVERIFY(!bytes.empty());
            if (!withPrompt)
                bytes = bytes.substr(bytes.find('\n') + 1); // the output alone, as a file would hold it
            const Result r = importBytes(bytes);
            QVERIFY2(r.ok, file.constData());
            QCOMPARE(QByteArray::fromStdString(r.format), format);
            std::string node;
            const auto got = facts(r, &node);
            // The prompt "cr0x@server:~$" names the host; without it, mpstat's header still does.
            QCOMPARE(node, withPrompt || format == "mpstat" ? std::string("server") : std::string());
            for (const QByteArray &pair : expected) {
                const QByteArrayList kv = pair.split('=');
                const auto it = got.find(kv[0].toStdString());
                QVERIFY2(it != got.end(), QByteArray(file + ": no " + kv[0]).constData());
                QCOMPARE(QByteArray::fromStdString(it->second), kv[1]);
            }
        }
    }

    void realCaptures()
    {
        const auto lscpu = facts(importSample("host/lscpu-debian12-epyc-vm.txt"));
        QCOMPARE(lscpu.at("cpu.count"), "2");
        QCOMPARE(lscpu.at("cpu.model"), "AMD EPYC");
        QCOMPARE(lscpu.at("cpu.vendor"), "AuthenticAMD");
        QCOMPARE(lscpu.at("numa.cpus[node 0]"), "0-1"); // "0,1" as ranges
        QCOMPARE(lscpu.at("cpu.sockets"), "1");

        const auto os = facts(importSample("host/os-release-debian12.txt"));
        QCOMPARE(os.at("os.id"), "debian");
        QCOMPARE(os.at("os.version_id"), "12");
        QCOMPARE(os.at("os.pretty_name"), "Debian GNU/Linux 12 (bookworm)");

        std::string node;
        const auto uname = facts(importSample("host/uname-a-debian12-vm.txt"), &node);
        QCOMPARE(node, "vm");
        QCOMPARE(uname.at("kernel.release"), "6.18.44-fc-v1045");
        QCOMPARE(uname.at("kernel.version"), "#1 SMP PREEMPT_DYNAMIC @0");
        QCOMPARE(uname.at("cpu.architecture"), "x86_64");

        // numactl prints a node's CPUs space-separated: "0 1".
        const auto numa = facts(importSample("host/numactl-hardware-1node-vm.txt"));
        QCOMPARE(numa.at("numa.cpus[node 0]"), "0-1");
        QCOMPARE(numa.at("numa.free_mib[node 0]"), "7846");
        QCOMPARE(numa.at("numa.distances[node 0]"), "10");

        // sysstat 12's "Average:" row gives the mean; the intervals give the highest.
        const auto mpstat = facts(importSample("host/mpstat-P-ALL-1-2-sysstat12.txt"), &node);
        QCOMPARE(node, "vm");
        QCOMPARE(mpstat.at("cpu.busy_pct_mean"), "0");
        QCOMPARE(mpstat.at("cpu.intervals"), "2");

        // Two reports: the first since boot (%util 0.64, r_await 0.77, w_await 3.96), the second idle.
        const auto iostat = facts(importSample("host/iostat-x-1-2-sysstat12.txt"));
        QCOMPARE(iostat.at("disk.util_pct_max[vda]"), "0.64");
        QCOMPARE(iostat.at("disk.await_ms_max[vda]"), "3.96");
        QCOMPARE(iostat.at("cpu.iowait_pct_max"), "0.17");

        const auto ip = facts(importSample("host/ip-s-link-debian12-vm.txt"));
        QCOMPARE(ip.at("nic.mtu[eth0]"), "1400");
        QCOMPARE(ip.at("nic.rx_bytes[eth0]"), "64470406");
        QCOMPARE(ip.at("nic.state[lo]"), "UNKNOWN");

        const auto mask = facts(importSample("host/taskset-p-shell.txt"));
        QCOMPARE(mask.at("process.cpu_affinity_mask[pid 29697]"), "3");

        const auto mem = facts(importSample("host/meminfo-debian12-vm.txt"));
        QCOMPARE(mem.at("mem.total_kib"), "24683548");
        QCOMPARE(mem.at("swap.total_kib"), "0");
    }

    void besideTheGpu()
    {
        // dmesg | grep -i iommu, as guide 2 prints it: the kernel parameter, then the IOMMU on.
        const auto iommu = facts(importSample("guides/g2-dmesg-iommu.txt"));
        QCOMPARE(iommu.at("iommu.parameters"), "intel_iommu=on");
        QCOMPARE(iommu.at("iommu.enabled"), "yes");
        QCOMPARE(iommu.at("iommu.vendor"), "Intel VT-d");
        // A real boot log: "iommu: Default domain type: Translated".
        QCOMPARE(facts(importSample("kmsg/h100-boot-dmesg-decode-iso.log")).at("iommu.mode"), "translated");

        // topo -m: GPU0 local to CPUs 0-15 and NUMA node 0.
        std::string node;
        const Result topo = importSample("guides/g2-nvsmi-topo.txt");
        const auto affinity = facts(topo, &node);
        QCOMPARE(node, "server");
        QCOMPARE(affinity.at("gpu.cpu_affinity[gpu 0]"), "0-15");
        QCOMPARE(affinity.at("gpu.numa_node[gpu 0]"), "0");
        QCOMPARE(topo.sink.devices.at(0).node, "server");
        // Eight H100s, four on each socket (a real capture): GPU0-3 on CPUs 0-51, GPU4-7 on 52-103.
        const auto eight = facts(importSample("nvsmi-topo/h100x8-nv18.txt"));
        QCOMPARE(eight.at("gpu.cpu_affinity[gpu 0]"), "0-51");
        QCOMPARE(eight.at("gpu.numa_node[gpu 3]"), "0");
        QCOMPARE(eight.at("gpu.cpu_affinity[gpu 7]"), "52-103");
        QCOMPARE(eight.at("gpu.numa_node[gpu 4]"), "1");

        // nvidia-smi -pl 130: the GPU at 3B:00.0 now capped at 130 W, 140 W before.
        const Result pl = importSample("guides/g2-nvsmi-pl.txt");
        QVERIFY(pl.ok);
        QCOMPARE(pl.sink.devices.size(), std::size_t(1));
        QCOMPARE(pl.sink.devices.front().pciBusId, "0000:3b:00.0");
        QCOMPARE(*pl.sink.devices.front().powerLimitW, 130.0);
        QCOMPARE(facts(pl).at("pci.power_limit_previous_w[0000:3b:00.0]"), "140");
    }

    void refusals_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArray>("forced");
        QTest::newRow("a version number is no kernel") << QByteArray("1.2\n") << QByteArray();
        QTest::newRow("prose") << QByteArray("available: soon\nnode 0 cpus: many\n") << QByteArray();
        QTest::newRow("taskset, bad list")
            << QByteArray("pid 12's current affinity list: 9-3\n") << QByteArray("taskset");
        QTest::newRow("numactl, garbage")
            << QByteArray("available: 2 nodes (0-1)\nnode x cpus: ?\nfoo\nbar\n") << QByteArray("numactl-hardware");
        QTest::newRow("meminfo, no known key") << QByteArray("Foo: 12 kB\n") << QByteArray("meminfo");
        QTest::newRow("vmstat, header only")
            << QByteArray("procs -----------memory----------\n r  b   swpd   free   buff  cache   si   so    bi    "
                          "bo   in   cs us sy id wa st\n")
            << QByteArray("vmstat");
    }

    void refusals()
    {
        QFETCH(QByteArray, text);
        QFETCH(QByteArray, forced);
        const Result r = importBytes(text.toStdString(), forced.constData());
        QVERIFY(!r.ok);
        QVERIFY(r.sink.hostFacts.empty() || r.sink.hasErrors());
    }

    void cpuLists()
    {
        // Through taskset, the smallest importer that reads one: the list comes back as ranges.
        const auto list = [](const char *cpus) {
            const Result r = importBytes(std::string("pid 7's current affinity list: ") + cpus + "\n");
            return r.sink.hostFacts.empty() ? std::string("-") : r.sink.hostFacts.front().value;
        };
        QCOMPARE(list("0-31"), "0-31");
        QCOMPARE(list("0,1,2,3,8"), "0-3,8");
        QCOMPARE(list("0-15,32-47"), "0-15,32-47");
        QCOMPARE(list("5"), "5");
        QCOMPARE(list("3-1"), "-");
    }
};

QTEST_GUILESS_MAIN(TestImportHost)
#include "tst_import_host.moc"
