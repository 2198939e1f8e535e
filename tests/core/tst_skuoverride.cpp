// Tests of user overrides of SKU fields: applied beside the shipped value with their own provenance,
// validated like the catalog, and all or nothing.
#include "core/catalogjson.h"
#include "core/skufields.h"
#include "core/skuoverride.h"

#include <QFile>
#include <QTest>

#include <set>

using namespace GpuPlan;

namespace {

const char *const kSkuId = "nvidia-h100-pcie-80gb";

Provenance userEdit() { return Provenance{ProvenanceKind::UserOverride, "user", "2026-02-01", "measured at the wall"}; }

FieldOverride edit(const QString &field, const QByteArray &json)
{
    FieldOverride o;
    o.skuId = kSkuId;
    o.field = field.toStdString();
    o.value = Json::parse(json.toStdString());
    o.provenance = userEdit();
    return o;
}

QString diagText(const std::vector<Diagnostic> &diags)
{
    QString out;
    for (const auto &d : diags)
        out += QString::fromStdString(d.englishText()) + QLatin1Char('\n');
    return out;
}

} // namespace

class TestSkuOverride : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void fieldTable();
    void fieldValue_data();
    void fieldValue();
    void tdpOverride();
    void applyOne_data();
    void applyOne();
    void rejected_data();
    void rejected();
    void oneBadEditRejectsAll();
    void compose();

private:
    GpuSku m_shipped; // H100 PCIe from the shipped catalog
};

void TestSkuOverride::initTestCase()
{
    QFile f(QStringLiteral(GPUPLAN_SOURCE_DIR "/data/catalog.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    const CatalogParseResult r
        = parseCatalog(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    QVERIFY(r.ok());
    const GpuSku *s = r.catalog.findSku(kSkuId);
    QVERIFY(s);
    m_shipped = *s;
}

void TestSkuOverride::fieldTable()
{
    std::set<std::string_view> keys;
    for (const SkuFieldInfo &f : skuFields()) {
        QVERIFY2(keys.insert(f.key).second, f.key.data());
        QCOMPARE(skuField(f.key), &f);
        // Only the identity of a SKU is not editable.
        QCOMPARE(f.editable, f.key != "id" && f.key != "vendor");
        if (f.type == FieldType::Number || f.type == FieldType::Integer)
            QVERIFY(f.minimum < f.maximum);
    }
    QCOMPARE(keys.size(), std::size_t{26}); // 17 top-level fields + 9 precisions
    QVERIFY(skuField("peak_flops") == nullptr);
    QVERIFY(skuField("nosuch") == nullptr);
}

void TestSkuOverride::fieldValue_data()
{
    // H100 PCIe in gpu_peaks.csv: 80 GB, 2000 GB/s, 756.5 TFLOPS bf16 dense, 350 W, PCIe 5 x16.
    QTest::addColumn<QString>("field");
    QTest::addColumn<QByteArray>("expected");

    QTest::newRow("id") << "id" << QByteArray("\"nvidia-h100-pcie-80gb\"");
    QTest::newRow("vendor") << "vendor" << QByteArray("\"NVIDIA\"");
    QTest::newRow("segment") << "segment" << QByteArray("\"datacenter\"");
    QTest::newRow("memory_bytes") << "memory_bytes" << QByteArray("85899345920"); // 80 * 2^30
    QTest::newRow("memory_type") << "memory_type" << QByteArray("\"HBM2e\"");
    QTest::newRow("bandwidth") << "memory_bandwidth_bytes_per_s" << QByteArray("2e12");
    QTest::newRow("bf16") << "peak_flops.bf16" << QByteArray("7.565e14");
    QTest::newRow("fp32") << "peak_flops.fp32" << QByteArray("5.1e13");
    // The datasheet quotes FP8 with sparsity, 3,026 TFLOPS: dense 1,513 (derived, dense = sparse / 2).
    QTest::newRow("fp8 derived") << "peak_flops.fp8" << QByteArray("1.513e15");
    // FP64 Tensor Core 51 TFLOPS (the datasheet's PCIe column); no FP4 on Hopper.
    QTest::newRow("fp64") << "peak_flops.fp64" << QByteArray("5.1e13");
    QTest::newRow("fp4 unknown") << "peak_flops.fp4" << QByteArray("null");
    QTest::newRow("tdp_watts") << "tdp_watts" << QByteArray("350");
    QTest::newRow("pcie_gen") << "pcie_gen" << QByteArray("5");
    QTest::newRow("pcie_width") << "pcie_width" << QByteArray("16");
    QTest::newRow("ecc") << "ecc" << QByteArray("true");
    QTest::newRow("launch_date") << "launch_date" << QByteArray("\"2022-09\"");
    QTest::newRow("no such field") << "nosuch" << QByteArray("null");
}

void TestSkuOverride::fieldValue()
{
    QFETCH(QString, field);
    QFETCH(QByteArray, expected);
    const Json value = skuFieldValue(m_shipped, field.toStdString());
    QVERIFY2(value == Json::parse(expected.toStdString()), value.dump().c_str());
}

void TestSkuOverride::tdpOverride()
{
    GpuSku effective;
    std::vector<Diagnostic> diags;
    QVERIFY(applyOverrides(m_shipped, {edit(QStringLiteral("tdp_watts"), "300")}, effective, diags));
    QVERIFY(diags.empty());
    QVERIFY(effective.tdpWatts);
    QCOMPARE(*effective.tdpWatts, 300.0);
    QCOMPARE(effective.fieldProvenance.at("tdp_watts").kind, ProvenanceKind::UserOverride);
    QVERIFY(effective.provenanceOf("tdp_watts") == userEdit());
    // The shipped value stays beside the edit, untouched.
    QCOMPARE(*m_shipped.tdpWatts, 350.0);
    QCOMPARE(m_shipped.fieldProvenance.count("tdp_watts"), std::size_t{0});
    // Everything else is the shipped SKU.
    GpuSku back = effective;
    back.tdpWatts = m_shipped.tdpWatts;
    back.fieldProvenance.erase("tdp_watts");
    QVERIFY(back == m_shipped);
}

void TestSkuOverride::applyOne_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<QByteArray>("expected"); // skuFieldValue afterwards

    QTest::newRow("number") << "tdp_watts" << QByteArray("300") << QByteArray("300");
    QTest::newRow("integer bytes") << "memory_bytes" << QByteArray("103079215104") << QByteArray("103079215104");
    QTest::newRow("known precision") << "peak_flops.fp16" << QByteArray("7e14") << QByteArray("7e14");
    QTest::newRow("new precision") << "peak_flops.fp8" << QByteArray("1.513e15") << QByteArray("1.513e15");
    QTest::newRow("text") << "memory_type" << QByteArray("\"HBM3\"") << QByteArray("\"HBM3\"");
    QTest::newRow("name") << "name" << QByteArray("\"H100 PCIe (lab)\"") << QByteArray("\"H100 PCIe (lab)\"");
    QTest::newRow("boolean") << "ecc" << QByteArray("false") << QByteArray("false");
    QTest::newRow("enum") << "segment" << QByteArray("\"workstation\"") << QByteArray("\"workstation\"");
    QTest::newRow("date") << "launch_date" << QByteArray("\"2023-03-21\"") << QByteArray("\"2023-03-21\"");
    QTest::newRow("small integer") << "pcie_gen" << QByteArray("4") << QByteArray("4");
    QTest::newRow("null clears a number") << "tdp_watts" << QByteArray("null") << QByteArray("null");
    QTest::newRow("null clears a precision") << "peak_flops.fp16" << QByteArray("null") << QByteArray("null");
    QTest::newRow("null clears a boolean") << "ecc" << QByteArray("null") << QByteArray("null");
    QTest::newRow("null clears a text") << "interconnect" << QByteArray("null") << QByteArray("null");
    QTest::newRow("null on an unknown value") << "peak_flops.fp8" << QByteArray("null") << QByteArray("null");
}

void TestSkuOverride::applyOne()
{
    QFETCH(QString, field);
    QFETCH(QByteArray, value);
    QFETCH(QByteArray, expected);

    GpuSku effective;
    std::vector<Diagnostic> diags;
    QVERIFY2(applyOverrides(m_shipped, {edit(field, value)}, effective, diags), qPrintable(diagText(diags)));
    QVERIFY(diags.empty());
    const std::string key = field.toStdString();
    const Json got = skuFieldValue(effective, key);
    QVERIFY2(got == Json::parse(expected.toStdString()), got.dump().c_str());
    QVERIFY(effective.provenanceOf(key) == userEdit());
    // No other field moved, and no other field's provenance.
    for (const SkuFieldInfo &f : skuFields()) {
        const std::string other(f.key);
        if (other == key)
            continue;
        QVERIFY2(skuFieldValue(effective, other) == skuFieldValue(m_shipped, other), other.c_str());
        QVERIFY2(effective.provenanceOf(other) == m_shipped.provenanceOf(other), other.c_str());
    }
}

void TestSkuOverride::rejected_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("path"); // the override's field key

    QTest::newRow("negative memory") << "memory_bytes" << QByteArray("-1") << "field.range"
                                     << "memory_bytes";
    QTest::newRow("zero memory") << "memory_bytes" << QByteArray("0") << "field.range"
                                 << "memory_bytes";
    QTest::newRow("2 PB of memory") << "memory_bytes" << QByteArray("2e15") << "field.range"
                                    << "memory_bytes";
    QTest::newRow("fractional bytes") << "memory_bytes" << QByteArray("1.5") << "field.type"
                                      << "memory_bytes";
    QTest::newRow("string for number") << "tdp_watts" << QByteArray("\"300\"") << "field.type"
                                       << "tdp_watts";
    QTest::newRow("20 kW") << "tdp_watts" << QByteArray("20000") << "field.range"
                           << "tdp_watts";
    QTest::newRow("negative FLOP/s") << "peak_flops.fp16" << QByteArray("-5") << "field.range"
                                     << "peak_flops.fp16";
    QTest::newRow("PCIe gen 9") << "pcie_gen" << QByteArray("9") << "field.range"
                                << "pcie_gen";
    QTest::newRow("unknown segment") << "segment" << QByteArray("\"gaming\"") << "field.enum"
                                     << "segment";
    QTest::newRow("bad date") << "launch_date" << QByteArray("\"2024-13\"") << "field.date"
                              << "launch_date";
    QTest::newRow("number for date") << "launch_date" << QByteArray("2024") << "field.type"
                                     << "launch_date";
    QTest::newRow("string for boolean") << "ecc" << QByteArray("\"yes\"") << "field.type"
                                        << "ecc";
    QTest::newRow("required name cleared") << "name" << QByteArray("null") << "field.missing"
                                           << "name";
    QTest::newRow("required name emptied") << "name" << QByteArray("\"\"") << "field.missing"
                                           << "name";
    QTest::newRow("unknown field") << "nosuch" << QByteArray("1") << "field.unknown"
                                   << "nosuch";
    QTest::newRow("unknown precision") << "peak_flops.tf32" << QByteArray("1e14") << "field.unknown"
                                       << "peak_flops.tf32";
    QTest::newRow("read-only vendor") << "vendor" << QByteArray("\"AMD\"") << "field.readonly"
                                      << "vendor";
    QTest::newRow("read-only id") << "id" << QByteArray("\"other-id\"") << "field.readonly"
                                  << "id";
}

void TestSkuOverride::rejected()
{
    QFETCH(QString, field);
    QFETCH(QByteArray, value);
    QFETCH(QString, code);
    QFETCH(QString, path);

    GpuSku effective;
    effective.id = "sentinel"; // must be replaced by the shipped SKU
    std::vector<Diagnostic> diags;
    QVERIFY(!applyOverrides(m_shipped, {edit(field, value)}, effective, diags));
    QVERIFY(!diags.empty());
    QCOMPARE(QString::fromStdString(diags.front().code), code);
    QCOMPARE(QString::fromStdString(diags.front().path), path);
    QCOMPARE(diags.front().severity, Severity::Error);
    QVERIFY(effective == m_shipped);
}

void TestSkuOverride::oneBadEditRejectsAll()
{
    GpuSku effective;
    std::vector<Diagnostic> diags;
    const std::vector<FieldOverride> edits{edit(QStringLiteral("tdp_watts"), "300"),
                                           edit(QStringLiteral("memory_bytes"), "-1"),
                                           edit(QStringLiteral("ecc"), "false")};
    QVERIFY(!applyOverrides(m_shipped, edits, effective, diags));
    QCOMPARE(diags.size(), std::size_t{1});
    QCOMPARE(diags.front().path, std::string("memory_bytes"));
    QVERIFY(effective == m_shipped);
    QCOMPARE(*effective.tdpWatts, 350.0);
}

void TestSkuOverride::compose()
{
    GpuSku effective;
    std::vector<Diagnostic> diags;
    FieldOverride later = edit(QStringLiteral("tdp_watts"), "320");
    later.provenance.note = "second reading";
    const std::vector<FieldOverride> edits{edit(QStringLiteral("tdp_watts"), "300"),
                                           edit(QStringLiteral("peak_flops.fp16"), "7e14"),
                                           edit(QStringLiteral("memory_type"), "\"HBM3\""),
                                           edit(QStringLiteral("segment"), "\"workstation\""),
                                           edit(QStringLiteral("ecc"), "null"),
                                           later};
    QVERIFY2(applyOverrides(m_shipped, edits, effective, diags), qPrintable(diagText(diags)));
    QVERIFY(diags.empty());
    // The later edit of the same field wins, with its own provenance.
    QCOMPARE(*effective.tdpWatts, 320.0);
    QCOMPARE(effective.provenanceOf("tdp_watts").note, std::string("second reading"));
    QCOMPARE(*effective.peak(Precision::FP16), 7e14);
    QCOMPARE(*effective.peak(Precision::BF16), 756.5e12); // the sibling precision is kept
    QCOMPARE(effective.memoryType, std::string("HBM3"));
    QCOMPARE(effective.segment, Segment::Workstation);
    QVERIFY(!effective.ecc);
    for (const char *key : {"peak_flops.fp16", "memory_type", "segment", "ecc"})
        QVERIFY2(effective.provenanceOf(key) == userEdit(), key);
    // Fields nobody edited keep their shipped provenance: derived family, datasheet bandwidth.
    QCOMPARE(effective.provenanceOf("family").kind, ProvenanceKind::Derived);
    QCOMPARE(effective.provenanceOf("memory_bandwidth_bytes_per_s").kind, ProvenanceKind::Datasheet);
    QCOMPARE(*effective.memoryBandwidthBytesPerSecond, 2e12);
    QCOMPARE(effective.name, m_shipped.name);

    // Applying nothing gives the shipped SKU.
    GpuSku same;
    QVERIFY(applyOverrides(m_shipped, {}, same, diags));
    QVERIFY(same == m_shipped);
}

QTEST_GUILESS_MAIN(TestSkuOverride)
#include "tst_skuoverride.moc"
