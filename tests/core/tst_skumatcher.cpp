// Tests of the one device-name -> SKU matcher (core SkuMatcher) over the shipped catalog, with device
// names as the vendors' tools print them in ../shared/samples.
#include "core/skumatcher.h"
#include "shippedcatalog.h"

#include <QTest>

#include <map>

using namespace GpuPlan;

class TestSkuMatcher : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog;

    QString matched(const QString &name, const QString &vendor, qint64 memoryMiB, const QString &pciId = {}) const
    {
        const SkuMatcher matcher(m_catalog.skus);
        const auto memory = memoryMiB > 0 ? std::optional<std::uint64_t>(std::uint64_t(memoryMiB) << 20) : std::nullopt;
        const auto index = matcher.match(name.toStdString(), vendor.toStdString(), memory, pciId.toStdString());
        return index ? QString::fromStdString(m_catalog.skus.at(*index).id) : QString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        CatalogParseResult r = Test::parseShippedCatalog();
        QVERIFY(r.ok());
        m_catalog = std::move(r.catalog);
    }

    void match_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("vendor");
        QTest::addColumn<qint64>("memoryMiB"); // 0: unknown
        QTest::addColumn<QString>("sku");
        // nvidia-smi -q (nvsmi-q-text/h100x8-535.161.08.txt): SXM parts are named without "SXM".
        QTest::newRow("H100 SXM, nvidia-smi") << "NVIDIA H100 80GB HBM3"
                                              << "NVIDIA" << qint64(81559) << "nvidia-h100-sxm-80gb";
        QTest::newRow("H100 SXM, name only") << "NVIDIA H100 80GB HBM3"
                                             << "" << qint64(0) << "nvidia-h100-sxm-80gb";
        // nvidia-smi -q -x (nvsmi-xml/a100-sxm4-80gb-mig-v12-535.xml).
        QTest::newRow("A100 SXM4 80GB") << "NVIDIA A100-SXM4-80GB"
                                        << "NVIDIA" << qint64(81920) << "nvidia-a100-sxm-80gb";
        QTest::newRow("RTX 4090") << "NVIDIA GeForce RTX 4090"
                                  << "NVIDIA" << qint64(24564) << "nvidia-geforce-rtx-4090-24gb";
        QTest::newRow("L40S") << "NVIDIA L40S"
                              << "NVIDIA" << qint64(46068) << "nvidia-l40s-48gb";
        QTest::newRow("A10 is not A100") << "NVIDIA A10"
                                         << "NVIDIA" << qint64(23028) << "nvidia-a10-24gb";
        QTest::newRow("Tesla T4") << "Tesla T4"
                                  << "NVIDIA" << qint64(15360) << "nvidia-t4-16gb";
        // rocm-smi --showproductname's card series (rocm-smi-json/mi100-rocm5.7.1.json).
        QTest::newRow("MI100, rocm-smi") << "Arcturus GL-XL [Instinct MI100]"
                                         << "AMD" << qint64(0) << "amd-instinct-mi100-32gb";
        // A vendor or a memory size that contradicts the name: no SKU rather than a guess.
        QTest::newRow("wrong vendor") << "NVIDIA H100 80GB HBM3"
                                      << "AMD" << qint64(0) << "";
        QTest::newRow("memory contradicts") << "NVIDIA L40S"
                                            << "NVIDIA" << qint64(24000) << "";
        QTest::newRow("not in the catalog") << "NVIDIA A10G"
                                            << "NVIDIA" << qint64(23028) << "";
        QTest::newRow("a CPU") << "AMD EPYC 7763 64-Core Processor"
                               << "" << qint64(0) << "";
        QTest::newRow("empty") << ""
                               << "" << qint64(0) << "";
    }

    void match()
    {
        QFETCH(QString, name);
        QFETCH(QString, vendor);
        QFETCH(qint64, memoryMiB);
        QFETCH(QString, sku);
        QCOMPARE(matched(name, vendor, memoryMiB), sku);
    }

    // The catalog's PCI IDs (pci.ids 2026.10.24): lspci -nn without a name database prints "Device
    // [10de:2330]"; an ID pci.ids shares with other products (A2 / A16) is not in the catalog.
    void matchByPciId_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<qint64>("memoryMiB"); // 0: unknown
        QTest::addColumn<QString>("pciId");
        QTest::addColumn<QString>("sku");
        QTest::newRow("lspci Device, H100 SXM5") << "Device" << qint64(0) << "10de:2330"
                                                 << "nvidia-h100-sxm-80gb";
        QTest::newRow("upper case") << "Device" << qint64(0) << "10DE:2330"
                                    << "nvidia-h100-sxm-80gb";
        QTest::newRow("H100 PCIe: the name alone would say SXM")
            << "NVIDIA H100 80GB HBM3" << qint64(81559) << "10de:2331"
            << "nvidia-h100-pcie-80gb";
        QTest::newRow("MI300X, amd-smi") << "Device" << qint64(196592) << "1002:74a1"
                                         << "amd-instinct-mi300x-192gb";
        QTest::newRow("Gaudi 2 is Habana's 1da3") << "Device" << qint64(0) << "1da3:1020"
                                                  << "intel-gaudi-2-96gb";
        QTest::newRow("memory contradicts the ID") << "Device" << qint64(24000) << "10de:2330"
                                                   << "";
        QTest::newRow("shared A2 / A16 ID: the name decides, and says nothing")
            << "Device" << qint64(15356) << "10de:25b6"
            << "";
        QTest::newRow("an ID the catalog lacks: the name decides") << "NVIDIA L40S" << qint64(46068) << "10de:ffff"
                                                                   << "nvidia-l40s-48gb";
    }

    void matchByPciId()
    {
        QFETCH(QString, name);
        QFETCH(qint64, memoryMiB);
        QFETCH(QString, pciId);
        QFETCH(QString, sku);
        QCOMPARE(matched(name, QString(), memoryMiB, pciId), sku);
    }

    void everyShippedIdNamesOneSku()
    {
        std::map<std::string, std::string> owner;
        int ids = 0;
        for (const GpuSku &s : m_catalog.skus)
            for (const std::string &id : s.pciIds) {
                ++ids;
                QVERIFY2(owner.emplace(id, s.id).second, id.c_str()); // one SKU per ID
                QVERIFY(s.fieldProvenance.count("pci_ids"));
                QCOMPARE(matched(QStringLiteral("Device"), QString(), 0, QString::fromStdString(id)),
                         QString::fromStdString(s.id));
            }
        QCOMPARE(ids, 70);
    }
};

QTEST_GUILESS_MAIN(TestSkuMatcher)
#include "tst_skumatcher.moc"
