#include "catalogfixture.h"

#include "item/pricetablemodel.h"

#include <QAbstractItemModelTester>
#include <QColor>
#include <QTest>

using namespace GpuPlan;

namespace {

PricePoint price(const std::string &date, double amount = 1000.0)
{
    PricePoint p;
    p.id = "test/" + date;
    p.skuId = "test";
    p.kind = PriceKind::Street;
    p.amount = amount;
    p.provider = "reseller";
    p.date = date;
    p.provenance = Provenance{ProvenanceKind::Datasheet, "https://example.com/listing", date, {}};
    return p;
}

} // namespace

class TestPriceTableModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void modelTester();
    void h100Prices();
    void stale_data();
    void stale();
    void sortRole();

private:
    Catalog m_catalog;
};

void TestPriceTableModel::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_catalog = CatalogFixture::shippedCatalog();
}

void TestPriceTableModel::modelTester()
{
    PriceTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPrices(m_catalog.prices, QDate(2026, 11, 29));
    model.setPrices({}, QDate(2026, 11, 29));
    QCOMPARE(model.rowCount(), 0);
}

void TestPriceTableModel::h100Prices()
{
    std::vector<PricePoint> prices;
    for (const PricePoint *p : m_catalog.pricesOf("nvidia-h100-sxm-80gb"))
        prices.push_back(*p);
    const QJsonArray json = CatalogFixture::shippedArray("prices");
    int expected = 0;
    for (const QJsonValue &v : json)
        expected += v.toObject().value(QLatin1String("sku_id")).toString() == QLatin1String("nvidia-h100-sxm-80gb");

    PriceTableModel model;
    model.setPrices(prices, QDate(2026, 11, 29));
    QCOMPARE(model.rowCount(), expected);
    QCOMPARE(model.index(0, PriceTableModel::KindColumn).data().toString(), QStringLiteral("Street"));
    QCOMPARE(model.index(0, PriceTableModel::AmountColumn).data().toString(), QStringLiteral("$31,904.63"));
    QCOMPARE(model.index(0, PriceTableModel::UnitColumn).data().toString(), QStringLiteral("per GPU"));
    QCOMPARE(model.index(0, PriceTableModel::ProviderColumn).data().toString(),
             QStringLiteral("reseller (archive.ph/miFcW)"));
    // 2025-01-31 to 2026-11-29: 21 whole months.
    QCOMPARE(model.index(0, PriceTableModel::AgeColumn).data().toString(), QStringLiteral("1 year 9 months"));
    QVERIFY(model.index(0, 0).data(PriceTableModel::StaleRole).toBool());
    QCOMPARE(model.priceAt(0)->id, prices.front().id);
    QVERIFY(!model.priceAt(model.rowCount()));
}

void TestPriceTableModel::stale_data()
{
    QTest::addColumn<QString>("date");
    QTest::addColumn<bool>("stale");
    QTest::addColumn<QString>("age");
    // Today is 2026-11-29 in every row; 2025-11-29 is exactly 365 days before it.
    QTest::newRow("365 days: not yet stale") << "2025-11-29" << false << "1 year";
    QTest::newRow("366 days: stale") << "2025-11-28" << true << "1 year";
    QTest::newRow("3 months") << "2026-08-26" << false << "3 months";
    QTest::newRow("21 months") << "2025-01-31" << true << "1 year 9 months";
    QTest::newRow("today") << "2026-11-29" << false << "0 days";
}

void TestPriceTableModel::stale()
{
    QFETCH(QString, date);
    QFETCH(bool, stale);
    QFETCH(QString, age);
    PriceTableModel model;
    model.setPrices({price(date.toStdString())}, QDate(2026, 11, 29));
    for (int column = 0; column < PriceTableModel::ColumnCount; ++column) {
        const QModelIndex cell = model.index(0, column);
        QCOMPARE(cell.data(PriceTableModel::StaleRole).toBool(), stale);
        QCOMPARE(cell.data(Qt::ForegroundRole).isValid(), stale);
        const QString tip = cell.data(Qt::ToolTipRole).toString();
        QCOMPARE(tip.contains(QLatin1String("this price is ") + age + QLatin1String(" old")), stale);
    }
    QCOMPARE(model.index(0, PriceTableModel::AgeColumn).data().toString(), age);
}

void TestPriceTableModel::sortRole()
{
    PriceTableModel model;
    model.setPrices({price("2025-01-31", 31904.63), price("2026-08-26", 3.2)}, QDate(2026, 11, 29));
    QCOMPARE(model.index(0, PriceTableModel::AmountColumn).data(PriceTableModel::SortRole).toDouble(), 31904.63);
    QCOMPARE(model.index(1, PriceTableModel::AmountColumn).data(PriceTableModel::SortRole).toDouble(), 3.2);
    QCOMPARE(model.index(0, PriceTableModel::DateColumn).data(PriceTableModel::SortRole).toDate(), QDate(2025, 1, 31));
    // Days from 2026-08-26 to 2026-11-29: 5 + 30 + 31 + 29 = 95.
    QCOMPARE(model.index(1, PriceTableModel::AgeColumn).data(PriceTableModel::SortRole).toLongLong(), 95);
}

QTEST_MAIN(TestPriceTableModel)
#include "tst_pricetablemodel.moc"
