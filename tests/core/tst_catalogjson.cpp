// Tests of the catalog JSON reader and writer: the shipped catalog against the reference CSVs, a small
// fixture against a hand-built Catalog, the round trip, and one row per kind of bad input with the
// line a user would look at.
#include "core/catalogjson.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace GpuPlan;

namespace {

constexpr double GiB = 1024.0 * 1024.0 * 1024.0;

QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    return f.readAll();
}

QString shippedCatalogPath() { return QStringLiteral(GPUPLAN_SOURCE_DIR "/data/catalog.json"); }

QString smallCatalogPath() { return QStringLiteral(GPUPLAN_SOURCE_DIR "/tests/data/core/catalog_small.json"); }

std::string toStd(const QByteArray &bytes)
{
    return std::string(bytes.constData(), static_cast<std::size_t>(bytes.size()));
}

QString diagText(const std::vector<Diagnostic> &diags)
{
    QString out;
    for (const auto &d : diags)
        out += QString::fromStdString(d.englishText()) + QLatin1Char('\n');
    return out;
}

// tests/data/core/catalog_small.json, written out field by field.
Catalog expectedSmallCatalog()
{
    Catalog c;
    c.schemaVersion = 1;
    c.catalogVersion = 7;
    c.generated = "2026-01-15";

    GpuSku a;
    a.id = "acme-a1-16gb";
    a.vendor = Vendor::Nvidia;
    a.family = "Test";
    a.name = "Acme A1";
    a.segment = Segment::Datacenter;
    a.memoryBytes = std::int64_t{16} << 30;
    a.memoryBandwidthBytesPerSecond = 900e9;
    a.peakFlops[static_cast<int>(Precision::FP16)] = 1.2e14;
    a.peakFlops[static_cast<int>(Precision::BF16)] = 1.2e14;
    a.tdpWatts = 300.0;
    a.ecc = true;
    a.launchDate = "2024-05";
    a.provenance = Provenance{ProvenanceKind::Datasheet, "https://example.com/a1", "2024-05-01", {}};

    GpuSku b;
    b.id = "acme-b2-24gb";
    b.vendor = Vendor::Amd;
    b.name = "Acme B2";
    b.segment = Segment::Consumer;
    b.memoryBytes = std::int64_t{24} << 30;
    b.pcieGen = 4;
    b.pcieWidth = 16;
    b.provenance = Provenance{ProvenanceKind::Measured, "tests/data/core", {}, "fixture"};
    b.fieldProvenance["pcie_gen"] = Provenance{ProvenanceKind::Derived, "lspci", "2025-02-03", {}};
    c.skus = {a, b};

    PricePoint p0;
    p0.id = "acme-a1-16gb/street/2025-01-02/shop";
    p0.skuId = "acme-a1-16gb";
    p0.kind = PriceKind::Street;
    p0.amount = 1234.5;
    p0.currency = "USD";
    p0.unit = PriceUnit::PerGpu;
    p0.provider = "Shop";
    p0.date = "2025-01-02";
    p0.provenance = Provenance{ProvenanceKind::Datasheet, "https://example.com/shop", {}, {}};

    PricePoint p1;
    p1.id = "acme-b2-24gb/cloud_reserved-1y/2025-02-03/cloud";
    p1.skuId = "acme-b2-24gb";
    p1.kind = PriceKind::CloudReserved;
    p1.term = "1y";
    p1.amount = 0.75;
    p1.currency = "EUR";
    p1.unit = PriceUnit::PerGpuHour;
    p1.provider = "Cloud";
    p1.date = "2025-02-03";
    p1.provenance = Provenance{ProvenanceKind::Imported, "https://example.com/cloud", {}, {}};
    c.prices = {p0, p1};

    ModelArch m;
    m.id = "tiny-1b";
    m.name = "Tiny-1B";
    m.architecture = "dense";
    m.params = 1000000000;
    m.activeParams = 1000000000; // absent in the file: a dense model's active count is its total
    m.layers = 12;
    m.hidden = 2048;
    m.heads = 16;
    m.kvHeads = 4;
    m.headDim = 128;
    m.attentionPattern = {LayerAttention{AttentionKind::Sliding, 512, {}}, LayerAttention{AttentionKind::Full, 0, {}}};
    m.provenance = Provenance{ProvenanceKind::Datasheet, "https://example.com/tiny", {}, {}};
    c.models = {m};
    return c;
}

} // namespace

class TestCatalogJson : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void shippedCatalogCounts();
    void shippedSkuValues_data();
    void shippedSkuValues();
    void shippedPriceValues_data();
    void shippedPriceValues();
    void shippedReferentialIntegrity();

    void smallCatalogValues();
    void roundTrip_data();
    void roundTrip();

    void badInput_data();
    void badInput();

    void englishText_data();
    void englishText();

    void validIsoDate_data();
    void validIsoDate();
    void validId_data();
    void validId();

private:
    CatalogParseResult m_shipped;
};

void TestCatalogJson::initTestCase()
{
    m_shipped = parseCatalog(toStd(readFile(shippedCatalogPath())));
    QVERIFY2(m_shipped.ok(), qPrintable(diagText(m_shipped.diagnostics)));
}

void TestCatalogJson::shippedCatalogCounts()
{
    QVERIFY(m_shipped.diagnostics.empty());
    const Catalog &c = m_shipped.catalog;
    QCOMPARE(c.schemaVersion, 1);
    // 63 rows of gpu_peaks.csv plus the MI300A the build script adds and the 7 rows of
    // data/reference/new_skus.csv; 40 rows of gpu_prices.csv and 5 of data/reference/new_prices.csv;
    // 37 rows of models.csv.
    QCOMPARE(c.skus.size(), std::size_t{75});
    QCOMPARE(c.prices.size(), std::size_t{45});
    QCOMPARE(c.models.size(), std::size_t{37});
    // gpu_prices.csv has nine rows for H100 SXM ("H100 SXM5 80GB" and "H100 SXM 80GB").
    QCOMPARE(c.pricesOf("nvidia-h100-sxm-80gb").size(), std::size_t{9});
    QVERIFY(c.findSku("no-such-sku") == nullptr);
    QVERIFY(c.findModel("no-such-model") == nullptr);
}

void TestCatalogJson::shippedSkuValues_data()
{
    // Transcribed from /work/shared/reference/gpu_peaks.csv: memory_gb (binary), mem_bw_gbs (decimal),
    // fp32_tflops, bf16_dense_tflops, tdp_w, pcie_gen. -1 / 0: the CSV cell is empty.
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("vendor");
    QTest::addColumn<double>("memoryGiB");
    QTest::addColumn<double>("bandwidthGBs");
    QTest::addColumn<double>("fp32Tflops");
    QTest::addColumn<double>("bf16Tflops");
    QTest::addColumn<double>("tdpWatts");
    QTest::addColumn<int>("pcieGen");

    const int nv = static_cast<int>(Vendor::Nvidia);
    const int amd = static_cast<int>(Vendor::Amd);
    const int intel = static_cast<int>(Vendor::Intel);
    QTest::newRow("H100 SXM") << "nvidia-h100-sxm-80gb"
                              << "H100 SXM" << nv << 80.0 << 3350.0 << 67.0 << 989.5 << 700.0 << 5;
    QTest::newRow("H100 PCIe") << "nvidia-h100-pcie-80gb"
                               << "H100 PCIe" << nv << 80.0 << 2000.0 << 51.0 << 756.5 << 350.0 << 5;
    QTest::newRow("H200 SXM") << "nvidia-h200-sxm-141gb"
                              << "H200 SXM" << nv << 141.0 << 4800.0 << 67.0 << 989.5 << 700.0 << 5;
    QTest::newRow("MI300X") << "amd-instinct-mi300x-192gb"
                            << "Instinct MI300X" << amd << 192.0 << 5300.0 << 163.4 << 1307.4 << 750.0 << 5;
    QTest::newRow("MI325X") << "amd-instinct-mi325x-256gb"
                            << "Instinct MI325X" << amd << 256.0 << 6000.0 << 163.4 << 1307.4 << 1000.0 << 5;
    QTest::newRow("L4") << "nvidia-l4-24gb"
                        << "L4" << nv << 24.0 << 300.0 << 30.3 << 121.0 << 72.0 << 4;
    QTest::newRow("RTX 4090") << "nvidia-geforce-rtx-4090-24gb"
                              << "GeForce RTX 4090" << nv << 24.0 << 1008.0 << 82.6 << 165.2 << 450.0 << 4;
    QTest::newRow("Gaudi 3") << "intel-gaudi-3-128gb"
                             << "Gaudi 3" << intel << 128.0 << 3700.0 << 14.3 << 1678.0 << 900.0 << 0;
    QTest::newRow("GH200 (no TDP, no PCIe)")
        << "nvidia-gh200-144gb"
        << "GH200 (GPU part; 144GB HBM3e)" << nv << 144.0 << 4900.0 << 66.91 << 989.5 << -1.0 << 0;
}

void TestCatalogJson::shippedSkuValues()
{
    QFETCH(QString, id);
    QFETCH(QString, name);
    QFETCH(int, vendor);
    QFETCH(double, memoryGiB);
    QFETCH(double, bandwidthGBs);
    QFETCH(double, fp32Tflops);
    QFETCH(double, bf16Tflops);
    QFETCH(double, tdpWatts);
    QFETCH(int, pcieGen);

    const GpuSku *s = m_shipped.catalog.findSku(id.toStdString());
    QVERIFY(s);
    QCOMPARE(QString::fromStdString(s->name), name);
    QCOMPARE(static_cast<int>(s->vendor), vendor);
    QVERIFY(s->memoryBytes);
    QCOMPARE(*s->memoryBytes, static_cast<std::int64_t>(memoryGiB * GiB));
    QVERIFY(s->memoryBandwidthBytesPerSecond);
    QCOMPARE(*s->memoryBandwidthBytesPerSecond, bandwidthGBs * 1e9);
    QVERIFY(s->peak(Precision::FP32));
    QCOMPARE(*s->peak(Precision::FP32), fp32Tflops * 1e12);
    QVERIFY(s->peak(Precision::BF16));
    QCOMPARE(*s->peak(Precision::BF16), bf16Tflops * 1e12);
    if (tdpWatts < 0) {
        QVERIFY(!s->tdpWatts); // unknown is absent, never 0
    } else {
        QVERIFY(s->tdpWatts);
        QCOMPARE(*s->tdpWatts, tdpWatts);
    }
    if (pcieGen == 0) {
        QVERIFY(!s->pcieGen);
    } else {
        QVERIFY(s->pcieGen);
        QCOMPARE(*s->pcieGen, pcieGen);
    }
}

void TestCatalogJson::shippedPriceValues_data()
{
    // Transcribed from /work/shared/reference/gpu_prices.csv (usd, unit, price_date).
    QTest::addColumn<QString>("skuId");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("provider");
    QTest::addColumn<QString>("term");
    QTest::addColumn<double>("amount");
    QTest::addColumn<int>("unit");
    QTest::addColumn<QString>("date");

    const int hour = static_cast<int>(PriceUnit::PerGpuHour);
    const int gpu = static_cast<int>(PriceUnit::PerGpu);
    QTest::newRow("H100 SXM AWS on demand")
        << "nvidia-h100-sxm-80gb" << static_cast<int>(PriceKind::CloudOnDemand) << "AWS"
        << "" << 12.29 << hour << "2025-03-17";
    QTest::newRow("H100 SXM Google 1y") << "nvidia-h100-sxm-80gb" << static_cast<int>(PriceKind::CloudReserved)
                                        << "Google Cloud"
                                        << "1y" << 7.67 << hour << "2025-03-17";
    QTest::newRow("H100 SXM Google 3y") << "nvidia-h100-sxm-80gb" << static_cast<int>(PriceKind::CloudReserved)
                                        << "Google Cloud"
                                        << "3y" << 4.86 << hour << "2025-03-17";
    QTest::newRow("H100 SXM street") << "nvidia-h100-sxm-80gb" << static_cast<int>(PriceKind::Street)
                                     << "reseller (archive.ph/miFcW)"
                                     << "" << 31904.63 << gpu << "2025-01-31";
    QTest::newRow("H100 PCIe spot") << "nvidia-h100-pcie-80gb" << static_cast<int>(PriceKind::CloudSpot) << "Hyperstack"
                                    << "" << 2.00 << hour << "2026-08-26";
    QTest::newRow("RTX 4090 MSRP") << "nvidia-geforce-rtx-4090-24gb" << static_cast<int>(PriceKind::Msrp) << "NVIDIA"
                                   << "" << 1599.00 << gpu << "2022-09-20";
    QTest::newRow("Gaudi 2 MSRP") << "intel-gaudi-2-96gb" << static_cast<int>(PriceKind::Msrp) << "Intel"
                                  << "" << 8125.00 << gpu << "2024-06-09";
}

void TestCatalogJson::shippedPriceValues()
{
    QFETCH(QString, skuId);
    QFETCH(int, kind);
    QFETCH(QString, provider);
    QFETCH(QString, term);
    QFETCH(double, amount);
    QFETCH(int, unit);
    QFETCH(QString, date);

    std::vector<const PricePoint *> hits;
    for (const PricePoint *p : m_shipped.catalog.pricesOf(skuId.toStdString())) {
        if (static_cast<int>(p->kind) == kind && p->provider == provider.toStdString() && p->term == term.toStdString())
            hits.push_back(p);
    }
    QCOMPARE(hits.size(), std::size_t{1});
    const PricePoint &p = *hits.front();
    QCOMPARE(p.amount, amount);
    QCOMPARE(QString::fromStdString(p.currency), QStringLiteral("USD"));
    QCOMPARE(static_cast<int>(p.unit), unit);
    QCOMPARE(p.isCloud(), unit == static_cast<int>(PriceUnit::PerGpuHour));
    QCOMPARE(QString::fromStdString(p.date), date);
    QVERIFY(!p.provenance.source.empty());
}

void TestCatalogJson::shippedReferentialIntegrity()
{
    const Catalog &c = m_shipped.catalog;
    for (const auto &s : c.skus) {
        QVERIFY2(!s.provenance.source.empty(), s.id.c_str());
        for (const auto &[key, p] : s.fieldProvenance)
            QVERIFY2(!p.source.empty(), (s.id + " " + key).c_str());
    }
    for (const auto &p : c.prices) {
        QVERIFY2(c.findSku(p.skuId) != nullptr, p.id.c_str());
        QVERIFY2(!p.provenance.source.empty(), p.id.c_str());
        QVERIFY2(isValidIsoDate(p.date), p.id.c_str());
        QVERIFY2(p.amount > 0, p.id.c_str());
    }
    for (const auto &m : c.models) {
        QVERIFY2(!m.provenance.source.empty(), m.id.c_str());
        QVERIFY2(m.layers > 0, m.id.c_str());
    }
}

void TestCatalogJson::smallCatalogValues()
{
    const CatalogParseResult r = parseCatalog(toStd(readFile(smallCatalogPath())));
    QVERIFY2(r.ok(), qPrintable(diagText(r.diagnostics)));
    QVERIFY(r.diagnostics.empty());
    const Catalog expected = expectedSmallCatalog();
    QCOMPARE(r.catalog.skus.size(), expected.skus.size());
    for (std::size_t i = 0; i < expected.skus.size(); ++i)
        QVERIFY2(r.catalog.skus[i] == expected.skus[i], expected.skus[i].id.c_str());
    QCOMPARE(r.catalog.prices.size(), expected.prices.size());
    for (std::size_t i = 0; i < expected.prices.size(); ++i)
        QVERIFY2(r.catalog.prices[i] == expected.prices[i], expected.prices[i].id.c_str());
    QCOMPARE(r.catalog.models.size(), expected.models.size());
    QVERIFY(r.catalog.models[0] == expected.models[0]);
    QVERIFY(r.catalog == expected);
    // A field without its own provenance reports the record's.
    QCOMPARE(r.catalog.skus[1].provenanceOf("pcie_gen").kind, ProvenanceKind::Derived);
    QCOMPARE(r.catalog.skus[1].provenanceOf("memory_bytes").kind, ProvenanceKind::Measured);
}

void TestCatalogJson::roundTrip_data()
{
    QTest::addColumn<QString>("path");
    QTest::newRow("shipped") << shippedCatalogPath();
    QTest::newRow("small fixture") << smallCatalogPath();
}

void TestCatalogJson::roundTrip()
{
    QFETCH(QString, path);
    const CatalogParseResult first = parseCatalog(toStd(readFile(path)));
    QVERIFY2(first.ok(), qPrintable(diagText(first.diagnostics)));
    for (const int indent : {-1, 1, 2}) {
        const std::string text = catalogToJson(first.catalog, indent);
        const CatalogParseResult second = parseCatalog(text);
        QVERIFY2(second.ok(), qPrintable(diagText(second.diagnostics)));
        QVERIFY(second.catalog == first.catalog);
        // Writing is deterministic: the second generation is byte for byte the first.
        QCOMPARE(catalogToJson(second.catalog, indent), text);
    }
}

void TestCatalogJson::badInput_data()
{
    // Each row edits tests/data/core/catalog_small.json (replacing `before`, which must occur once, by
    // `after` without adding lines) or, when `before` is empty, uses `after` as the whole document.
    // line/column are those of the fixture as shown by an editor (column 0: not reported).
    QTest::addColumn<QByteArray>("before");
    QTest::addColumn<QByteArray>("after");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("count"); // diagnostics in all

    // `      "tdp_watts": ,`: 6 spaces, the key and colon in columns 7-18, a space, the comma in 20.
    QTest::newRow("syntax: missing value")
        << QByteArray("\"tdp_watts\": 300,") << QByteArray("\"tdp_watts\": ,") << "json.syntax"
        << "" << 16 << 20 << 1;
    // `      "family": "Tést",,`: columns count characters, not UTF-8 bytes: the second comma is 24.
    QTest::newRow("syntax: after a non-ASCII character")
        << QByteArray("\"family\": \"Test\",") << QByteArray("\"family\": \"T\xc3\xa9st\",,") << "json.syntax"
        << "" << 10 << 24 << 1;
    // A comma after the model's last member: the parser meets `}` at line 73, column 5.
    QTest::newRow("syntax: trailing comma") << QByteArray("\"https://example.com/tiny\" }")
                                            << QByteArray("\"https://example.com/tiny\" },") << "json.syntax"
                                            << "" << 73 << 5 << 1;
    QTest::newRow("syntax: empty document") << QByteArray() << QByteArray("") << "json.syntax"
                                            << "" << 1 << 1 << 1;
    QTest::newRow("top-level array") << QByteArray() << QByteArray("[\n  { \"schema\": \"gpuplan-catalog\" }\n]\n")
                                     << "catalog.not_object"
                                     << "" << 1 << 0 << 1;
    QTest::newRow("top-level number") << QByteArray() << QByteArray("\n42\n") << "catalog.not_object"
                                      << "" << 1 << 0 << 1;
    QTest::newRow("wrong schema") << QByteArray("\"schema\": \"gpuplan-catalog\"")
                                  << QByteArray("\"schema\": \"gpuplan-workspace\"") << "catalog.schema"
                                  << "/schema" << 2 << 0 << 1;
    QTest::newRow("missing schema") << QByteArray("\"schema\": \"gpuplan-catalog\",") << QByteArray() << "field.missing"
                                    << "/schema" << 1 << 0 << 1;
    QTest::newRow("newer schema_version")
        << QByteArray("\"schema_version\": 1,") << QByteArray("\"schema_version\": 2,") << "catalog.schema_newer"
        << "/schema_version" << 3 << 0 << 1;
    // A newer schema is refused before its records are read by this version's rules.
    QTest::newRow("newer schema_version, unknown fields")
        << QByteArray()
        << QByteArray("{ \"schema\": \"gpuplan-catalog\", \"schema_version\": 2, \"catalog_version\": 1,\n"
                      "  \"skus\": [ { \"sku\": \"x\", \"label\": \"X\" } ] }\n")
        << "catalog.schema_newer"
        << "/schema_version" << 1 << 0 << 1;
    // A missing field is reported at the line of its record's opening brace.
    QTest::newRow("missing SKU name") << QByteArray("\"name\": \"Acme B2\",") << QByteArray() << "field.missing"
                                      << "/skus/1/name" << 21 << 0 << 1;
    QTest::newRow("missing price currency") << QByteArray("\"currency\": \"EUR\",") << QByteArray() << "field.missing"
                                            << "/prices/1/currency" << 47 << 0 << 1;
    QTest::newRow("missing model heads") << QByteArray("\"heads\": 16,") << QByteArray() << "field.missing"
                                         << "/models/0/heads" << 61 << 0 << 1;
    QTest::newRow("missing provenance source")
        << QByteArray("\"source\": \"https://example.com/shop\"")
        << QByteArray("\"origin\": \"https://example.com/shop\"") << "field.missing"
        << "/prices/0/provenance/source" << 45 << 0 << 1;
    QTest::newRow("wrong type: string for number")
        << QByteArray("\"tdp_watts\": 300,") << QByteArray("\"tdp_watts\": \"300\",") << "field.type"
        << "/skus/0/tdp_watts" << 16 << 0 << 1;
    QTest::newRow("wrong type: fraction for integer")
        << QByteArray("\"pcie_gen\": 4,") << QByteArray("\"pcie_gen\": 4.5,") << "field.type"
        << "/skus/1/pcie_gen" << 27 << 0 << 1;
    QTest::newRow("PCI ID cut short") << QByteArray("\"tdp_watts\": 300,")
                                      << QByteArray("\"tdp_watts\": 300, \"pci_ids\": [\"10de:23\"],") << "field.type"
                                      << "/skus/0/pci_ids" << 16 << 0 << 1;
    QTest::newRow("PCI IDs not a list") << QByteArray("\"tdp_watts\": 300,")
                                        << QByteArray("\"tdp_watts\": 300, \"pci_ids\": \"10de:2330\",") << "field.type"
                                        << "/skus/0/pci_ids" << 16 << 0 << 1;
    QTest::newRow("PCI ID in upper case")
        << QByteArray("\"tdp_watts\": 300,") << QByteArray("\"tdp_watts\": 300, \"pci_ids\": [\"10DE:2330\"],")
        << "field.type"
        << "/skus/0/pci_ids" << 16 << 0 << 1;
    QTest::newRow("wrong type: number for text")
        << QByteArray("\"family\": \"Test\",") << QByteArray("\"family\": 12,") << "field.type"
        << "/skus/0/family" << 10 << 0 << 1;
    QTest::newRow("negative memory") << QByteArray("\"memory_bytes\": 25769803776,")
                                     << QByteArray("\"memory_bytes\": -1,") << "field.range"
                                     << "/skus/1/memory_bytes" << 26 << 0 << 1;
    QTest::newRow("negative amount") << QByteArray("\"amount\": 0.75,") << QByteArray("\"amount\": -0.75,")
                                     << "field.range"
                                     << "/prices/1/amount" << 52 << 0 << 1;
    QTest::newRow("pcie_gen out of range")
        << QByteArray("\"pcie_gen\": 4,") << QByteArray("\"pcie_gen\": 9,") << "field.range"
        << "/skus/1/pcie_gen" << 27 << 0 << 1;
    QTest::newRow("unknown segment") << QByteArray("\"segment\": \"datacenter\",")
                                     << QByteArray("\"segment\": \"gaming\",") << "field.enum"
                                     << "/skus/0/segment" << 12 << 0 << 1;
    QTest::newRow("vendor is case sensitive")
        << QByteArray("\"vendor\": \"AMD\",") << QByteArray("\"vendor\": \"amd\",") << "field.enum"
        << "/skus/1/vendor" << 23 << 0 << 1;
    QTest::newRow("unknown precision") << QByteArray("\"bf16\": 1.2e14") << QByteArray("\"tf32\": 1.2e14")
                                       << "field.enum"
                                       << "/skus/0/peak_flops/tf32" << 15 << 0 << 2;
    QTest::newRow("unknown attention kind")
        << QByteArray("{ \"kind\": \"full\" }") << QByteArray("{ \"kind\": \"global\" }") << "field.enum"
        << "/models/0/attention_pattern/1/kind" << 71 << 0 << 2;
    QTest::newRow("currency not ISO 4217")
        << QByteArray("\"currency\": \"EUR\",") << QByteArray("\"currency\": \"Euro\",") << "field.enum"
        << "/prices/1/currency" << 53 << 0 << 1;
    QTest::newRow("bad month") << QByteArray("\"launch_date\": \"2024-05\",")
                               << QByteArray("\"launch_date\": \"2024-13\",") << "field.date"
                               << "/skus/0/launch_date" << 18 << 0 << 1;
    QTest::newRow("31 February") << QByteArray("\"date\": \"2025-01-02\",") << QByteArray("\"date\": \"2025-02-31\",")
                                 << "field.date"
                                 << "/prices/0/date" << 44 << 0 << 1;
    QTest::newRow("duplicate SKU id") << QByteArray("\"id\": \"acme-b2-24gb\",")
                                      << QByteArray("\"id\": \"acme-a1-16gb\",") << "id.duplicate"
                                      << "/skus/1/id" << 22 << 0 << 2;
    QTest::newRow("duplicate price id") << QByteArray("\"id\": \"acme-b2-24gb/cloud_reserved-1y/2025-02-03/cloud\",")
                                        << QByteArray("\"id\": \"acme-a1-16gb/street/2025-01-02/shop\",")
                                        << "id.duplicate"
                                        << "/prices/1/id" << 48 << 0 << 1;
    QTest::newRow("invalid SKU id") << QByteArray("\"id\": \"acme-a1-16gb\",") << QByteArray("\"id\": \"Acme_A1\",")
                                    << "id.invalid"
                                    << "/skus/0/id" << 8 << 0 << 2;
    QTest::newRow("price of unknown SKU") << QByteArray("\"sku_id\": \"acme-b2-24gb\",")
                                          << QByteArray("\"sku_id\": \"acme-c3-32gb\",") << "price.unknown_sku"
                                          << "/prices/1/sku_id" << 49 << 0 << 1;
    QTest::newRow("provenance of unknown field")
        << QByteArray("\"pcie_gen\": { \"kind\": \"derived\"")
        << QByteArray("\"pcie_generation\": { \"kind\": \"derived\"") << "field.unknown"
        << "/skus/1/field_provenance/pcie_generation" << 31 << 0 << 1;
}

void TestCatalogJson::badInput()
{
    QFETCH(QByteArray, before);
    QFETCH(QByteArray, after);
    QFETCH(QString, code);
    QFETCH(QString, path);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(int, count);

    QByteArray text;
    if (before.isEmpty()) {
        text = after;
    } else {
        text = readFile(smallCatalogPath());
        QCOMPARE(text.count(before), qsizetype{1});
        text.replace(before, after);
    }
    const CatalogParseResult r = parseCatalog(toStd(text));
    QVERIFY(!r.ok());
    QVERIFY(!r.diagnostics.empty());
    const Diagnostic &d = r.diagnostics.front();
    QVERIFY2(QString::fromStdString(d.code) == code, qPrintable(diagText(r.diagnostics)));
    QCOMPARE(d.severity, Severity::Error);
    QCOMPARE(QString::fromStdString(d.path), path);
    QCOMPARE(d.line, line);
    QCOMPARE(d.column, column);
    QVERIFY2(r.diagnostics.size() == static_cast<std::size_t>(count), qPrintable(diagText(r.diagnostics)));
    // All or nothing: not one record of a bad file is kept.
    QVERIFY(r.catalog == Catalog{});
    const QString english = QString::fromStdString(d.englishText());
    QVERIFY2(english.contains(QRegularExpression(QStringLiteral("\\bline %1\\b").arg(line))), qPrintable(english));
}

void TestCatalogJson::englishText_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QStringList>("params");
    QTest::addColumn<QString>("expected");

    QTest::newRow("syntax") << "json.syntax" << 16 << 20 << "" << QStringList{QStringLiteral("unexpected ','")}
                            << "line 16, column 20: JSON syntax error: unexpected ','";
    QTest::newRow("range") << "field.range" << 26 << 0 << "/skus/1/memory_bytes"
                           << QStringList{QStringLiteral("-1"), QStringLiteral("1"), QStringLiteral("1e+15")}
                           << "line 26, /skus/1/memory_bytes: value -1 is out of range [1, 1e+15]";
    QTest::newRow("no line") << "field.readonly" << 0 << 0 << "vendor" << QStringList{QStringLiteral("vendor")}
                             << "vendor: field \"vendor\" cannot be edited";
    QTest::newRow("newer schema") << "catalog.schema_newer" << 3 << 0 << "/schema_version"
                                  << QStringList{QStringLiteral("2"), QStringLiteral("1")}
                                  << "line 3, /schema_version: catalog schema version 2 is newer than this GpuPlan "
                                     "supports (1)";
    // A parameter that itself contains a marker is text, not a template.
    QTest::newRow("marker inside a parameter")
        << "field.enum" << 12 << 0 << "/skus/0/segment"
        << QStringList{QStringLiteral("%2x"), QStringLiteral("datacenter, workstation, consumer")}
        << "line 12, /skus/0/segment: unknown value \"%2x\" (expected one of: datacenter, workstation, consumer)";
    QTest::newRow("unknown code") << "some.future_code" << 0 << 0 << "" << QStringList{} << "error some.future_code";
}

void TestCatalogJson::englishText()
{
    QFETCH(QString, code);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, path);
    QFETCH(QStringList, params);
    QFETCH(QString, expected);

    Diagnostic d;
    d.code = code.toStdString();
    d.line = line;
    d.column = column;
    d.path = path.toStdString();
    for (const auto &p : params)
        d.params.push_back(p.toStdString());
    QCOMPARE(QString::fromStdString(d.englishText()), expected);
}

void TestCatalogJson::validIsoDate_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");

    QTest::newRow("day") << "2025-03-17" << true;
    QTest::newRow("month") << "2022-09" << true;
    QTest::newRow("first day") << "2025-01-01" << true;
    QTest::newRow("last day") << "2025-12-31" << true;
    QTest::newRow("30 April") << "2025-04-30" << true;
    QTest::newRow("29 Feb, leap year") << "2024-02-29" << true;
    QTest::newRow("29 Feb 2000 (div by 400)") << "2000-02-29" << true;
    QTest::newRow("empty") << "" << false;
    QTest::newRow("year only") << "2025" << false;
    QTest::newRow("month 13") << "2025-13" << false;
    QTest::newRow("month 0") << "2025-00" << false;
    QTest::newRow("day 0") << "2025-01-00" << false;
    QTest::newRow("day 32") << "2025-01-32" << false;
    QTest::newRow("31 April") << "2025-04-31" << false;
    QTest::newRow("30 Feb") << "2024-02-30" << false;
    QTest::newRow("29 Feb, common year") << "2025-02-29" << false;
    QTest::newRow("29 Feb 1900 (div by 100)") << "1900-02-29" << false;
    QTest::newRow("one-digit month") << "2025-3-17" << false;
    QTest::newRow("one-digit day") << "2025-03-7" << false;
    QTest::newRow("slashes") << "2025/03/17" << false;
    QTest::newRow("with time") << "2025-03-17T10:00" << false;
    QTest::newRow("two-digit year") << "25-03-17" << false;
    QTest::newRow("letter") << "2025-0a" << false;
    QTest::newRow("leading space") << " 2025-03" << false;
}

void TestCatalogJson::validIsoDate()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QCOMPARE(GpuPlan::isValidIsoDate(text.toStdString()), valid);
}

void TestCatalogJson::validId_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("allowSlash");
    QTest::addColumn<bool>("valid");

    const QString priceId = QStringLiteral("nvidia-h100-sxm-80gb/cloud_on_demand/2025-03-17/aws");
    QTest::newRow("sku slug") << "nvidia-h100-sxm-80gb" << false << true;
    QTest::newRow("model slug") << "llama-3-8b" << false << true;
    QTest::newRow("one letter") << "a" << false << true;
    QTest::newRow("starts with a digit") << "8x7b" << false << true;
    QTest::newRow("empty") << "" << false << false;
    QTest::newRow("upper case") << "Nvidia-h100" << false << false;
    QTest::newRow("leading dash") << "-h100" << false << false;
    QTest::newRow("space") << "h100 sxm" << false << false;
    QTest::newRow("underscore in a SKU id") << "h100_sxm" << false << false;
    QTest::newRow("dot in a SKU id") << "qwen2.5-7b" << false << false;
    QTest::newRow("non-ASCII") << "caf\u00e9" << false << false;
    QTest::newRow("price id as a SKU id") << priceId << false << false;
    QTest::newRow("price id") << priceId << true << true;
    QTest::newRow("price id with dot") << "a/b.c" << true << true;
    QTest::newRow("price id, leading slash") << "/a" << true << false;
    QTest::newRow("price id, upper case") << "A/b" << true << false;
    QTest::newRow("200 characters") << QString(200, QLatin1Char('a')) << false << true;
    QTest::newRow("201 characters") << QString(201, QLatin1Char('a')) << false << false;
}

void TestCatalogJson::validId()
{
    QFETCH(QString, id);
    QFETCH(bool, allowSlash);
    QFETCH(bool, valid);
    const QByteArray utf8 = id.toUtf8();
    QCOMPARE(GpuPlan::isValidId(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())), allowSlash),
             valid);
}

QTEST_GUILESS_MAIN(TestCatalogJson)
#include "tst_catalogjson.moc"
