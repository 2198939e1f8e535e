// EstimateTableModel and EstimateFilterProxy over a real sweep of the shipped catalog: Llama-3-8B in
// BF16, 4096 prompt + 256 output tokens, batch 1, vLLM, with the calibration's default efficiencies.
#include "catalogfixture.h"

#include "core/calibration.h"
#include "core/estimator.h"
#include "item/estimatefilterproxy.h"
#include "item/estimatetablemodel.h"

#include <QAbstractItemModelTester>
#include <QTest>

#include <memory>

using namespace GpuPlan;

namespace {
const QString k4090 = QStringLiteral("nvidia-geforce-rtx-4090-24gb");
const QString k3070 = QStringLiteral("nvidia-geforce-rtx-3070-8gb");
} // namespace

class TestEstimateTableModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void tester();
    void rows();
    void fits();
    void weightsCell();
    void toolTips();
    void sortsNumerically_data();
    void sortsNumerically();
    void fitsOnly();
    void vendorAndSearch();
    void moneyDisplay();

private:
    QModelIndex cell(const QString &id, int column) const
    {
        const int row = m_model->rowOf(id);
        return row < 0 ? QModelIndex() : m_model->index(row, column);
    }

    Catalog m_catalog;
    std::vector<Estimate> m_estimates;
    std::unique_ptr<EstimateTableModel> m_model;
    std::unique_ptr<EstimateFilterProxy> m_proxy;
};

void TestEstimateTableModel::initTestCase()
{
    m_catalog = CatalogFixture::shippedCatalog();
    const ModelArch *model = m_catalog.findModel("llama-3-8b");
    QVERIFY(model);
    const Estimator estimator(m_catalog, Calibration::fit({}, m_catalog));
    m_estimates = estimator.sweep(*model, Workload{});
}

void TestEstimateTableModel::init()
{
    m_model = std::make_unique<EstimateTableModel>();
    m_model->setEstimates(m_estimates, m_catalog);
    m_proxy = std::make_unique<EstimateFilterProxy>();
    m_proxy->setSourceModel(m_model.get());
}

void TestEstimateTableModel::tester()
{
    EstimateTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    EstimateFilterProxy proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setEstimates(m_estimates, m_catalog);
    proxy.sort(EstimateTableModel::ThroughputColumn, Qt::DescendingOrder);
    proxy.setFitsOnly(true);
    proxy.setVendorFilter(QStringLiteral("AMD"));
    proxy.setSearchText(QStringLiteral("instinct"));
    model.setMoneyDisplay(UnitFormat::MoneyDisplay{QStringLiteral("EUR"), 0.9});
    model.setEstimates({}, m_catalog);
    QCOMPARE(proxy.rowCount(), 0);
}

void TestEstimateTableModel::rows()
{
    QCOMPARE(CatalogFixture::shippedArray("skus").size(), 75);
    QCOMPARE(m_model->rowCount(), 75);
    QCOMPARE(m_model->columnCount(), int(EstimateTableModel::ColumnCount));
    QCOMPARE(cell(k4090, EstimateTableModel::NameColumn).data().toString(), QStringLiteral("GeForce RTX 4090"));
    QCOMPARE(cell(k4090, EstimateTableModel::VendorColumn).data(EstimateTableModel::VendorKeyRole).toString(),
             QStringLiteral("NVIDIA"));
}

void TestEstimateTableModel::fits()
{
    // 14.96 GiB of weights fit in 24 GiB; they cannot fit in 8 GiB.
    const QModelIndex big = cell(k4090, EstimateTableModel::FitsColumn);
    QVERIFY(big.data(EstimateTableModel::FitsRole).toBool());
    QCOMPARE(big.data().toString(), QStringLiteral("✓ Fits"));
    const QModelIndex small = cell(k3070, EstimateTableModel::FitsColumn);
    QVERIFY(!small.data(EstimateTableModel::FitsRole).toBool());
    QCOMPARE(small.data().toString(), QStringLiteral("✗ Does not fit"));
    QVERIFY(small.data(Qt::ToolTipRole).toString().contains(QStringLiteral("needs")));
    QVERIFY(small.data(Qt::ToolTipRole).toString().contains(QStringLiteral("usable")));
    // A GPU that does not fit has no speed: shown as a dash, sorted as unknown.
    const QModelIndex speed = cell(k3070, EstimateTableModel::ThroughputColumn);
    QCOMPARE(speed.data().toString(), UnitFormat::unknownText());
    QVERIFY(!speed.data(EstimateTableModel::SortRole).isValid());
    QVERIFY(cell(k4090, EstimateTableModel::ThroughputColumn).data(EstimateTableModel::SortRole).toDouble() > 0);
}

void TestEstimateTableModel::weightsCell()
{
    // 8.03e9 parameters x 2 bytes = 16.06e9 B = 14.957 GiB (hand-computed).
    const QModelIndex weights = cell(k4090, EstimateTableModel::WeightsColumn);
    QCOMPARE(weights.data().toString(), QStringLiteral("14.96 GiB"));
    QCOMPARE(weights.data(EstimateTableModel::SortRole).toDouble(), 16.06e9);
    QVERIFY(weights.data(Qt::ToolTipRole).toString().contains(QStringLiteral("BF16")));
    QVERIFY(weights.data(Qt::ToolTipRole).toString().contains(QStringLiteral("16 bits")));
}

void TestEstimateTableModel::toolTips()
{
    const QString decode = cell(k4090, EstimateTableModel::DecodeColumn).data(Qt::ToolTipRole).toString();
    QVERIFY2(decode.contains(QStringLiteral("bandwidth")) && decode.contains(QStringLiteral("1,008 GB/s")),
             qPrintable(decode));
    QVERIFY2(
        decode.contains(cell(k4090, EstimateTableModel::DecodeColumn).data().toString() + QStringLiteral(" tok/s")),
        qPrintable(decode));
    const QString kv = cell(k4090, EstimateTableModel::KvColumn).data(Qt::ToolTipRole).toString();
    QVERIFY2(kv.contains(QStringLiteral("4,352 × 1 × 128 KiB")), qPrintable(kv)); // 32 layers x 8 heads x 128 x 2 x 2 B
    for (int column = 0; column < EstimateTableModel::ColumnCount; ++column) {
        QVERIFY2(!cell(k4090, column).data(Qt::ToolTipRole).toString().isEmpty(), qPrintable(QString::number(column)));
        QVERIFY(!m_model->headerData(column, Qt::Horizontal, Qt::ToolTipRole).toString().isEmpty());
    }
    // The cost tooltip names the price it used, with its seller and date.
    const Estimate &e = m_estimates[std::size_t(m_model->rowOf(k4090))];
    QVERIFY(e.purchasePrice);
    const QString own = cell(k4090, EstimateTableModel::OwnCostColumn).data(Qt::ToolTipRole).toString();
    QVERIFY2(own.contains(QStringLiteral("1e6 × $/GPU-hour × GPUs / (tok/s × 3600)")), qPrintable(own));
    QVERIFY2(own.contains(QString::fromStdString(e.purchasePrice->provider)), qPrintable(own));
    QVERIFY2(own.contains(QString::fromStdString(e.purchasePrice->date)), qPrintable(own));
    // Without CUDA graphs the decode tooltip says how much of the overhead is the host's kernel launches:
    // Llama-3-8B's 32 layers x 10 kernels x 5 us = 1.6 ms on one GPU.
    Workload eager;
    eager.engine.cudaGraphs = false;
    const Estimator estimator(m_catalog, Calibration::fit({}, m_catalog));
    EstimateTableModel model;
    model.setEstimates(estimator.sweep(*m_catalog.findModel("llama-3-8b"), eager), m_catalog);
    const QString tip
        = model.index(model.rowOf(k4090), EstimateTableModel::DecodeColumn).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QStringLiteral("1.6 ms of kernel launches")), qPrintable(tip));
}

void TestEstimateTableModel::sortsNumerically_data()
{
    QTest::addColumn<Qt::SortOrder>("order");
    QTest::newRow("ascending") << Qt::AscendingOrder;
    QTest::newRow("descending") << Qt::DescendingOrder;
}

void TestEstimateTableModel::sortsNumerically()
{
    QFETCH(Qt::SortOrder, order);
    m_proxy->sort(EstimateTableModel::ThroughputColumn, order);
    int known = 0;
    for (const Estimate &e : m_estimates)
        known += e.performance && e.performance->throughputTokensPerSecond > 0 ? 1 : 0;
    QVERIFY(known > 10);
    double previous = order == Qt::AscendingOrder ? 0.0 : 1e300;
    for (int row = 0; row < m_proxy->rowCount(); ++row) {
        const QVariant v = m_proxy->index(row, EstimateTableModel::ThroughputColumn).data(EstimateTableModel::SortRole);
        QCOMPARE(v.isValid(), row < known); // the unknowns, last in both directions
        if (!v.isValid())
            continue;
        QVERIFY(order == Qt::AscendingOrder ? v.toDouble() >= previous : v.toDouble() <= previous);
        previous = v.toDouble();
    }
}

void TestEstimateTableModel::fitsOnly()
{
    int fitting = 0;
    for (const Estimate &e : m_estimates)
        fitting += e.fit.fits ? 1 : 0;
    QVERIFY(fitting > 0 && fitting < 75);
    m_proxy->setFitsOnly(true);
    QCOMPARE(m_proxy->rowCount(), fitting);
    m_proxy->setFitsOnly(false);
    QCOMPARE(m_proxy->rowCount(), 75);
}

void TestEstimateTableModel::vendorAndSearch()
{
    int amd = 0;
    for (const QJsonValue &v : CatalogFixture::shippedArray("skus"))
        amd += v.toObject().value(QStringLiteral("vendor")).toString() == QStringLiteral("AMD") ? 1 : 0;
    m_proxy->setVendorFilter(QStringLiteral("AMD"));
    QCOMPARE(m_proxy->rowCount(), amd);
    m_proxy->setVendorFilter(QString());
    m_proxy->setSearchText(QStringLiteral("RTX 4090"));
    QCOMPARE(m_proxy->rowCount(), 1);
    QCOMPARE(m_proxy->index(0, 0).data(EstimateTableModel::IdRole).toString(), k4090);
}

void TestEstimateTableModel::moneyDisplay()
{
    const QModelIndex own = cell(k4090, EstimateTableModel::OwnCostColumn);
    const double usd = own.data(EstimateTableModel::SortRole).toDouble();
    QVERIFY(usd > 0);
    QVERIFY(own.data().toString().contains(QLatin1Char('$')));
    m_model->setMoneyDisplay(UnitFormat::MoneyDisplay{QStringLiteral("EUR"), 0.5});
    QCOMPARE(own.data(EstimateTableModel::SortRole).toDouble(), usd * 0.5);
    QVERIFY(own.data().toString().contains(QChar(0x20AC)));
}

QTEST_GUILESS_MAIN(TestEstimateTableModel)
#include "tst_estimatetablemodel.moc"
