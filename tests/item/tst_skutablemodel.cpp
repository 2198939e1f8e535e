#include "catalogfixture.h"

#include "item/skufilterproxy.h"
#include "item/skutablemodel.h"

#include "core/skuoverride.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QSignalSpy>
#include <QTest>

#include <limits>

using namespace GpuPlan;

namespace {

const QString kH100 = QStringLiteral("nvidia-h100-sxm-80gb");

// The lowest amount of @p skuId's prices with @p unit, read straight from the JSON; -1 if none.
double lowestFromJson(const QJsonArray &prices, const QString &skuId, const QString &unit)
{
    double lowest = -1;
    for (const QJsonValue &v : prices) {
        const QJsonObject p = v.toObject();
        if (p.value(QLatin1String("sku_id")).toString() != skuId || p.value(QLatin1String("unit")).toString() != unit)
            continue;
        const double amount = p.value(QLatin1String("amount")).toDouble();
        if (lowest < 0 || amount < lowest)
            lowest = amount;
    }
    return lowest;
}

} // namespace

class TestSkuTableModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void modelTester();
    void rowCount();
    void h100Display_data();
    void h100Display();
    void numericSortByMemory();
    void lowestPrices();
    void toolTips();
    void overrideIsItalic();
    void headers();
    void lookups();

private:
    Catalog m_catalog;
    QJsonObject m_json;
};

void TestSkuTableModel::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_catalog = CatalogFixture::shippedCatalog();
    m_json = CatalogFixture::shippedJson();
}

void TestSkuTableModel::modelTester()
{
    SkuTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCatalog(m_catalog);
    GpuSku edited = *model.skuAt(0);
    edited.tdpWatts = 123.0;
    model.updateSku(edited);
    model.setToday(QDate(2030, 1, 1));
    model.setCatalog(Catalog{});
    QCOMPARE(model.rowCount(), 0);
}

void TestSkuTableModel::rowCount()
{
    SkuTableModel model;
    model.setCatalog(m_catalog);
    QCOMPARE(model.rowCount(), 75);
    QCOMPARE(model.rowCount(), m_json.value(QLatin1String("skus")).toArray().size());
    QCOMPARE(model.columnCount(), int(SkuTableModel::ColumnCount));
}

void TestSkuTableModel::h100Display_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("expected");
    // From the H100 SXM record of data/catalog.json, formatted by hand.
    QTest::newRow("vendor") << int(SkuTableModel::VendorColumn) << "NVIDIA";
    QTest::newRow("name") << int(SkuTableModel::NameColumn) << "H100 SXM";
    QTest::newRow("segment") << int(SkuTableModel::SegmentColumn) << "Datacenter";
    QTest::newRow("family") << int(SkuTableModel::FamilyColumn) << "Hopper";
    QTest::newRow("form factor") << int(SkuTableModel::FormFactorColumn) << "SXM5";
    QTest::newRow("memory 85899345920 B") << int(SkuTableModel::MemoryColumn) << "80 GiB";
    QTest::newRow("memory type") << int(SkuTableModel::MemoryTypeColumn) << "HBM3";
    QTest::newRow("bandwidth 3.35e12 B/s") << int(SkuTableModel::BandwidthColumn) << "3,350 GB/s";
    QTest::newRow("fp32 6.7e13") << int(SkuTableModel::Fp32Column) << "67 TFLOPS";
    QTest::newRow("fp16 9.895e14") << int(SkuTableModel::Fp16Column) << "989.5 TFLOPS";
    QTest::newRow("bf16 9.895e14") << int(SkuTableModel::Bf16Column) << "989.5 TFLOPS";
    QTest::newRow("tdp") << int(SkuTableModel::TdpColumn) << "700 W";
    QTest::newRow("pcie") << int(SkuTableModel::PcieColumn) << "Gen 5 x16";
    QTest::newRow("ecc") << int(SkuTableModel::EccColumn) << "Yes";
    QTest::newRow("launch") << int(SkuTableModel::LaunchColumn) << "2022-09";
    QTest::newRow("purchase: street 31904.63") << int(SkuTableModel::PurchasePriceColumn) << "$31,904.63";
    QTest::newRow("cloud: Hyperstack reserved 2.72") << int(SkuTableModel::CloudPriceColumn) << "$2.72/h";
}

void TestSkuTableModel::h100Display()
{
    QFETCH(int, column);
    QFETCH(QString, expected);
    SkuTableModel model;
    model.setCatalog(m_catalog);
    const int row = model.rowOf(kH100);
    QVERIFY(row >= 0);
    QCOMPARE(model.index(row, column).data().toString(), expected);
    QCOMPARE(model.index(row, column).data(SkuTableModel::IdRole).toString(), kH100);
}

void TestSkuTableModel::numericSortByMemory()
{
    SkuTableModel model;
    model.setCatalog(m_catalog);
    SkuFilterProxy proxy;
    proxy.setSourceModel(&model);
    proxy.sort(SkuTableModel::MemoryColumn, Qt::DescendingOrder);
    QCOMPARE(proxy.index(0, SkuTableModel::NameColumn).data().toString(), QStringLiteral("Instinct MI355X"));
    QCOMPARE(proxy.index(0, SkuTableModel::MemoryColumn).data().toString(), QStringLiteral("288 GiB"));
    // Numeric, not text order: "80 GiB" must not sort above "288 GiB" or below "8 GiB".
    for (int r = 1; r < proxy.rowCount(); ++r) {
        QVERIFY(proxy.index(r - 1, SkuTableModel::MemoryColumn).data(SkuTableModel::SortRole).toLongLong()
                >= proxy.index(r, SkuTableModel::MemoryColumn).data(SkuTableModel::SortRole).toLongLong());
    }
}

void TestSkuTableModel::lowestPrices()
{
    SkuTableModel model;
    model.setCatalog(m_catalog);
    const QJsonArray prices = m_json.value(QLatin1String("prices")).toArray();

    const int h100 = model.rowOf(kH100);
    const double purchase = lowestFromJson(prices, kH100, QStringLiteral("gpu"));
    QVERIFY(purchase > 0);
    QCOMPARE(model.index(h100, SkuTableModel::PurchasePriceColumn).data(SkuTableModel::SortRole).toDouble(), purchase);
    const QString tip = model.index(h100, SkuTableModel::PurchasePriceColumn).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QLatin1String("Street")) && tip.contains(QLatin1String("2025-01-31")), qPrintable(tip));

    // Every SKU, both columns: the model's choice equals the minimum computed from the JSON.
    const QString dash(QChar(0x2014));
    for (int row = 0; row < model.rowCount(); ++row) {
        const QString id = model.index(row, 0).data(SkuTableModel::IdRole).toString();
        const std::pair<int, const char *> columns[]
            = {{SkuTableModel::PurchasePriceColumn, "gpu"}, {SkuTableModel::CloudPriceColumn, "gpu_hour"}};
        for (const auto &[column, unit] : columns) {
            const double expected = lowestFromJson(prices, id, QLatin1String(unit));
            const QModelIndex cell = model.index(row, column);
            if (expected < 0) {
                QCOMPARE(cell.data().toString(), dash);
                QVERIFY(!cell.data(SkuTableModel::SortRole).isValid());
            } else {
                QCOMPARE(cell.data(SkuTableModel::SortRole).toDouble(), expected);
            }
        }
    }
}

void TestSkuTableModel::toolTips()
{
    SkuTableModel model;
    model.setCatalog(m_catalog);
    const int row = model.rowOf(kH100);
    const QString bf16 = model.index(row, SkuTableModel::Bf16Column).data(Qt::ToolTipRole).toString();
    QVERIFY2(bf16.startsWith(QString::fromUtf8("989.5 TFLOPS dense BF16 \u2014 Datasheet, "
                                               "https://resources.nvidia.com/en-us-tensor-core/"
                                               "nvidia-tensor-core-gpu-datasheet, 2026-11-01")),
             qPrintable(bf16));
    const QString memory = model.index(row, SkuTableModel::MemoryColumn).data(Qt::ToolTipRole).toString();
    QVERIFY2(memory.contains(QLatin1String("85,899,345,920 bytes")), qPrintable(memory));
    // ECC is a GpuPlan rule, not a vendor statement: the field provenance says so.
    const QString ecc = model.index(row, SkuTableModel::EccColumn).data(Qt::ToolTipRole).toString();
    QVERIFY2(ecc.contains(QLatin1String("Derived")), qPrintable(ecc));
    QCOMPARE(model.index(row, SkuTableModel::EccColumn)
                 .data(SkuTableModel::ProvenanceRole)
                 .toMap()
                 .value(QStringLiteral("kind"))
                 .toString(),
             QStringLiteral("derived"));

    const int gh200 = model.rowOf(QStringLiteral("nvidia-gh200-144gb"));
    QCOMPARE(model.index(gh200, SkuTableModel::TdpColumn).data().toString(), QString(QChar(0x2014)));
    QVERIFY(!model.index(gh200, SkuTableModel::TdpColumn).data(SkuTableModel::SortRole).isValid());
}

void TestSkuTableModel::overrideIsItalic()
{
    SkuTableModel model;
    model.setCatalog(m_catalog);
    const int row = model.rowOf(kH100);
    const FieldOverride tdp{kH100.toStdString(),
                            "tdp_watts",
                            Json(300),
                            Provenance{ProvenanceKind::UserOverride, "GpuPlan", "2026-12-01", {}},
                            0,
                            {},
                            {}};
    GpuSku effective;
    std::vector<Diagnostic> diags;
    QVERIFY(applyOverrides(*model.skuAt(row), {tdp}, effective, diags));

    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.updateSku(effective);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.at(0).at(0).toModelIndex().row(), row);
    QCOMPARE(changed.at(0).at(1).toModelIndex().row(), row);

    const QModelIndex cell = model.index(row, SkuTableModel::TdpColumn);
    QCOMPARE(cell.data().toString(), QStringLiteral("300 W"));
    QCOMPARE(cell.data(SkuTableModel::SortRole).toDouble(), 300.0);
    QVERIFY(cell.data(SkuTableModel::OverriddenRole).toBool());
    QVERIFY(cell.data(Qt::FontRole).value<QFont>().italic());
    QVERIFY2(cell.data(Qt::ToolTipRole).toString().contains(QLatin1String("edited by you on 2026-12-01")),
             qPrintable(cell.data(Qt::ToolTipRole).toString()));
    const QModelIndex other = model.index(row, SkuTableModel::MemoryColumn);
    QVERIFY(!other.data(SkuTableModel::OverriddenRole).toBool());
    QVERIFY(!other.data(Qt::FontRole).isValid());
    QCOMPARE(model.catalog().findSku(kH100.toStdString())->tdpWatts, std::optional<double>(300.0));
}

void TestSkuTableModel::headers()
{
    SkuTableModel model;
    QCOMPARE(model.headerData(SkuTableModel::MemoryColumn, Qt::Horizontal).toString(), QStringLiteral("Memory"));
    QVERIFY(model.headerData(SkuTableModel::MemoryColumn, Qt::Horizontal, Qt::ToolTipRole)
                .toString()
                .contains(QLatin1String("2^30")));
    QVERIFY(model.headerData(SkuTableModel::BandwidthColumn, Qt::Horizontal, Qt::ToolTipRole)
                .toString()
                .contains(QLatin1String("10^9")));
    for (int c = 0; c < SkuTableModel::ColumnCount; ++c)
        QVERIFY(!model.headerData(c, Qt::Horizontal).toString().isEmpty());
}

void TestSkuTableModel::lookups()
{
    SkuTableModel model;
    model.setCatalog(m_catalog);
    QCOMPARE(model.rowOf(QStringLiteral("no-such-gpu")), -1);
    QVERIFY(!model.skuAt(-1));
    QVERIFY(!model.skuAt(model.rowCount()));
    const int row = model.rowOf(kH100);
    QCOMPARE(QString::fromStdString(model.skuAt(row)->id), kH100);
    QCOMPARE(model.index(row, 0).data(SkuTableModel::VendorKeyRole).toString(), QStringLiteral("NVIDIA"));
    QCOMPARE(model.index(row, 0).data(SkuTableModel::SegmentKeyRole).toString(), QStringLiteral("datacenter"));
    QCOMPARE(model.index(row, 0).data(SkuTableModel::MemoryBytesRole).toLongLong(), Q_INT64_C(85899345920));
    QCOMPARE(model.catalog().skus.size(), m_catalog.skus.size());
}

QTEST_MAIN(TestSkuTableModel)
#include "tst_skutablemodel.moc"
