#include "catalogfixture.h"

#include "item/skufilterproxy.h"
#include "item/skutablemodel.h"

#include <QAbstractItemModelTester>
#include <QRegularExpression>
#include <QTest>

#include <functional>

using namespace GpuPlan;

namespace {

constexpr qint64 kGiB = Q_INT64_C(1) << 30;

// Counts the SKUs of the JSON catalog that @p accept takes: the expectation, independent of the proxy.
int countSkus(const QJsonArray &skus, const std::function<bool(const QJsonObject &)> &accept)
{
    int n = 0;
    for (const QJsonValue &v : skus)
        n += accept(v.toObject()) ? 1 : 0;
    return n;
}

QString field(const QJsonObject &sku, const char *key) { return sku.value(QLatin1String(key)).toString(); }

} // namespace

class TestSkuFilterProxy : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void testerWhileFiltering();
    void vendor_data();
    void vendor();
    void segment_data();
    void segment();
    void search_data();
    void search();
    void minimumMemory();
    void combined();
    void unknownsSortLast_data();
    void unknownsSortLast();

private:
    Catalog m_catalog;
    QJsonArray m_skus;
    std::unique_ptr<SkuTableModel> m_model;
    std::unique_ptr<SkuFilterProxy> m_proxy;
};

void TestSkuFilterProxy::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_catalog = CatalogFixture::shippedCatalog();
    m_skus = CatalogFixture::shippedArray("skus");
}

void TestSkuFilterProxy::init()
{
    m_proxy.reset();
    m_model = std::make_unique<SkuTableModel>();
    m_model->setCatalog(m_catalog);
    m_proxy = std::make_unique<SkuFilterProxy>();
    m_proxy->setSourceModel(m_model.get());
}

void TestSkuFilterProxy::testerWhileFiltering()
{
    QAbstractItemModelTester tester(m_proxy.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    m_proxy->sort(SkuTableModel::MemoryColumn, Qt::DescendingOrder);
    m_proxy->setVendorFilter(QStringLiteral("AMD"));
    m_proxy->setSegmentFilter(QStringLiteral("datacenter"));
    m_proxy->setMinimumMemoryBytes(100 * kGiB);
    m_proxy->setSearchText(QStringLiteral("instinct"));
    m_proxy->setSearchText({});
    m_proxy->setVendorFilter({});
    m_proxy->sort(SkuTableModel::TdpColumn, Qt::AscendingOrder);
    m_proxy->setMinimumMemoryBytes(0);
    GpuSku edited = *m_model->skuAt(3);
    edited.memoryBytes = 1;
    m_model->updateSku(edited);
    m_model->setCatalog(m_catalog);
    QCOMPARE(m_proxy->rowCount(), countSkus(m_skus, [](const QJsonObject &s) {
                 return field(s, "segment") == QLatin1String("datacenter");
             }));
}

void TestSkuFilterProxy::vendor_data()
{
    QTest::addColumn<QString>("vendor");
    QTest::newRow("AMD") << "AMD";
    QTest::newRow("NVIDIA") << "NVIDIA";
    QTest::newRow("Intel") << "Intel";
    QTest::newRow("all") << "";
}

void TestSkuFilterProxy::vendor()
{
    QFETCH(QString, vendor);
    m_proxy->setVendorFilter(vendor);
    const int expected
        = countSkus(m_skus, [&](const QJsonObject &s) { return vendor.isEmpty() || field(s, "vendor") == vendor; });
    QVERIFY(expected > 0);
    QCOMPARE(m_proxy->rowCount(), expected);
    QCOMPARE(m_proxy->vendorFilter(), vendor);
}

void TestSkuFilterProxy::segment_data()
{
    QTest::addColumn<QString>("segment");
    QTest::newRow("consumer") << "consumer";
    QTest::newRow("workstation") << "workstation";
    QTest::newRow("datacenter") << "datacenter";
}

void TestSkuFilterProxy::segment()
{
    QFETCH(QString, segment);
    m_proxy->setSegmentFilter(segment);
    const int expected = countSkus(m_skus, [&](const QJsonObject &s) { return field(s, "segment") == segment; });
    QVERIFY(expected > 0);
    QCOMPARE(m_proxy->rowCount(), expected);
    for (int r = 0; r < m_proxy->rowCount(); ++r)
        QCOMPARE(m_proxy->index(r, 0).data(SkuTableModel::SegmentKeyRole).toString(), segment);
}

void TestSkuFilterProxy::search_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("rtx 4090") << "rtx 4090";
    QTest::newRow("upper case") << "RTX 4090";
    QTest::newRow("memory type") << "hbm3e";
    QTest::newRow("family") << "hopper";
    QTest::newRow("id fragment") << "80gb";
    QTest::newRow("two words, both needed") << "instinct  hbm3";
    QTest::newRow("no match") << "voodoo";
}

void TestSkuFilterProxy::search()
{
    QFETCH(QString, text);
    m_proxy->setSearchText(text);
    const QStringList words = text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    const int expected = countSkus(m_skus, [&](const QJsonObject &s) {
        const QString hay = field(s, "name") + QLatin1Char('|') + field(s, "id") + QLatin1Char('|') + field(s, "family")
            + QLatin1Char('|') + field(s, "memory_type");
        for (const QString &w : words) {
            if (!hay.contains(w, Qt::CaseInsensitive))
                return false;
        }
        return true;
    });
    QCOMPARE(m_proxy->rowCount(), expected);
    if (text.compare(QLatin1String("rtx 4090"), Qt::CaseInsensitive) == 0) {
        QCOMPARE(m_proxy->rowCount(), 1);
        QCOMPARE(m_proxy->index(0, SkuTableModel::NameColumn).data().toString(), QStringLiteral("GeForce RTX 4090"));
    }
}

void TestSkuFilterProxy::minimumMemory()
{
    m_proxy->setMinimumMemoryBytes(80 * kGiB);
    const int expected = countSkus(m_skus, [](const QJsonObject &s) {
        return s.contains(QLatin1String("memory_bytes"))
            && s.value(QLatin1String("memory_bytes")).toDouble() >= 80.0 * 1024 * 1024 * 1024;
    });
    QCOMPARE(m_proxy->rowCount(), expected);
    QCOMPARE(m_proxy->rowCount(), 24);
    m_proxy->setMinimumMemoryBytes(0);
    QCOMPARE(m_proxy->rowCount(), int(m_skus.size()));
}

void TestSkuFilterProxy::combined()
{
    m_proxy->setVendorFilter(QStringLiteral("AMD"));
    m_proxy->setSegmentFilter(QStringLiteral("datacenter"));
    m_proxy->setMinimumMemoryBytes(192 * kGiB);
    const int expected = countSkus(m_skus, [](const QJsonObject &s) {
        return field(s, "vendor") == QLatin1String("AMD") && field(s, "segment") == QLatin1String("datacenter")
            && s.value(QLatin1String("memory_bytes")).toDouble() >= 192.0 * 1024 * 1024 * 1024;
    });
    QCOMPARE(m_proxy->rowCount(), expected);
    QCOMPARE(m_proxy->rowCount(), 4); // MI300X, MI325X, MI350X, MI355X
}

void TestSkuFilterProxy::unknownsSortLast_data()
{
    QTest::addColumn<Qt::SortOrder>("order");
    QTest::newRow("ascending") << Qt::AscendingOrder;
    QTest::newRow("descending") << Qt::DescendingOrder;
}

void TestSkuFilterProxy::unknownsSortLast()
{
    QFETCH(Qt::SortOrder, order);
    // Three shipped SKUs have no published TDP: GH200, A16, and the RTX PRO 4000 Blackwell, whose sources
    // disagree (140 or 145 W).
    const int unknown = countSkus(m_skus, [](const QJsonObject &s) { return !s.contains(QLatin1String("tdp_watts")); });
    QCOMPARE(unknown, 3);
    m_proxy->sort(SkuTableModel::TdpColumn, order);
    const int rows = m_proxy->rowCount();
    for (int r = 0; r < rows; ++r) {
        const bool known = m_proxy->index(r, SkuTableModel::TdpColumn).data(SkuTableModel::SortRole).isValid();
        QCOMPARE(known, r < rows - unknown);
    }
    const double first = m_proxy->index(0, SkuTableModel::TdpColumn).data(SkuTableModel::SortRole).toDouble();
    const double last
        = m_proxy->index(rows - unknown - 1, SkuTableModel::TdpColumn).data(SkuTableModel::SortRole).toDouble();
    QVERIFY(order == Qt::AscendingOrder ? first < last : first > last);
}

QTEST_MAIN(TestSkuFilterProxy)
#include "tst_skufilterproxy.moc"
