#include "catalogfixture.h"

#include "item/modelarchtablemodel.h"

#include <QAbstractItemModelTester>
#include <QSortFilterProxyModel>
#include <QTest>

using namespace GpuPlan;

class TestModelArchTableModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void modelTester();
    void rowCount();
    void display_data();
    void display();
    void paramsText_data();
    void paramsText();
    void contextText_data();
    void contextText();
    void toolTips();
    void numericSort();

private:
    Catalog m_catalog;
};

void TestModelArchTableModel::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_catalog = CatalogFixture::shippedCatalog();
}

void TestModelArchTableModel::modelTester()
{
    ModelArchTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setModels(m_catalog.models);
    model.setModels({});
    QCOMPARE(model.rowCount(), 0);
}

void TestModelArchTableModel::rowCount()
{
    ModelArchTableModel model;
    model.setModels(m_catalog.models);
    QCOMPARE(model.rowCount(), int(CatalogFixture::shippedArray("models").size()));
    QCOMPARE(model.columnCount(), int(ModelArchTableModel::ColumnCount));
    const int row = model.rowOf(QStringLiteral("llama-3-8b"));
    QVERIFY(row >= 0);
    QCOMPARE(QString::fromStdString(model.modelAt(row)->id), QStringLiteral("llama-3-8b"));
    QCOMPARE(model.index(row, 0).data(ModelArchTableModel::IdRole).toString(), QStringLiteral("llama-3-8b"));
    QVERIFY(!model.modelAt(-1));
    QCOMPARE(model.rowOf(QStringLiteral("gpt-5")), -1);
}

void TestModelArchTableModel::display_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("expected");
    // Hand-formatted from the models' records in data/catalog.json.
    QTest::newRow("llama-3-8b params 8,030,000,000")
        << "llama-3-8b" << int(ModelArchTableModel::ParamsColumn) << "8.03 B";
    QTest::newRow("llama-3-8b context 8192") << "llama-3-8b" << int(ModelArchTableModel::ContextColumn) << "8K";
    QTest::newRow("llama-3-8b kv heads") << "llama-3-8b" << int(ModelArchTableModel::KvHeadsColumn) << "8";
    QTest::newRow("llama-3-8b vocab") << "llama-3-8b" << int(ModelArchTableModel::VocabColumn) << "128,256";
    QTest::newRow("llama-3-8b architecture") << "llama-3-8b" << int(ModelArchTableModel::ArchitectureColumn) << "Dense";
    QTest::newRow("llama-3-8b attention") << "llama-3-8b" << int(ModelArchTableModel::AttentionColumn) << "full";
    QTest::newRow("llama-3-8b no experts") << "llama-3-8b" << int(ModelArchTableModel::ExpertsColumn) << "";
    QTest::newRow("llama-3.1-8b context 131072") << "llama-3-1-8b" << int(ModelArchTableModel::ContextColumn) << "128K";
    QTest::newRow("llama-3.1-405b params") << "llama-3-1-405b" << int(ModelArchTableModel::ParamsColumn) << "406 B";
    QTest::newRow("gemma-3 5 sliding : 1 full")
        << "gemma-3-27b" << int(ModelArchTableModel::AttentionColumn) << "5 sliding (1,024) : 1 full";
    QTest::newRow("mistral sliding only")
        << "mistral-7b-v0-1" << int(ModelArchTableModel::AttentionColumn) << "sliding (4,096)";
    QTest::newRow("deepseek MLA") << "deepseek-v3" << int(ModelArchTableModel::AttentionColumn) << "MLA (rank 512)";
    QTest::newRow("deepseek experts") << "deepseek-v3" << int(ModelArchTableModel::ExpertsColumn)
                                      << "256 experts, 8 active, 1 shared";
    QTest::newRow("deepseek active") << "deepseek-v3" << int(ModelArchTableModel::ActiveParamsColumn) << "37 B";
    QTest::newRow("deepseek architecture")
        << "deepseek-v3" << int(ModelArchTableModel::ArchitectureColumn) << "MoE + MLA";
    QTest::newRow("mixtral experts") << "mixtral-8x7b" << int(ModelArchTableModel::ExpertsColumn)
                                     << "8 experts, 2 active";
    QTest::newRow("mixtral active 12.88 B")
        << "mixtral-8x7b" << int(ModelArchTableModel::ActiveParamsColumn) << "12.9 B";
    QTest::newRow("scout context 10485760")
        << "llama-4-scout-17b-16e" << int(ModelArchTableModel::ContextColumn) << "10M";
    QTest::newRow("qwen 0.5b params") << "qwen2-5-0-5b" << int(ModelArchTableModel::ParamsColumn) << "494 M";
}

void TestModelArchTableModel::display()
{
    QFETCH(QString, id);
    QFETCH(int, column);
    QFETCH(QString, expected);
    ModelArchTableModel model;
    model.setModels(m_catalog.models);
    const int row = model.rowOf(id);
    QVERIFY(row >= 0);
    QCOMPARE(model.index(row, column).data().toString(), expected);
}

void TestModelArchTableModel::paramsText_data()
{
    QTest::addColumn<qint64>("params");
    QTest::addColumn<QString>("expected");
    QTest::newRow("8.03 B") << Q_INT64_C(8030000000) << "8.03 B";
    QTest::newRow("70.6 B") << Q_INT64_C(70554000000) << "70.6 B";
    QTest::newRow("671 B") << Q_INT64_C(671000000000) << "671 B";
    QTest::newRow("7 B, no trailing zeros") << Q_INT64_C(7000000000) << "7 B";
    QTest::newRow("1.54 B") << Q_INT64_C(1544000000) << "1.54 B";
    QTest::newRow("494 M") << Q_INT64_C(494000000) << "494 M";
    QTest::newRow("unknown") << Q_INT64_C(0) << QString(QChar(0x2014));
}

void TestModelArchTableModel::paramsText()
{
    QFETCH(qint64, params);
    QFETCH(QString, expected);
    QCOMPARE(ModelArchTableModel::paramsText(params), expected);
}

void TestModelArchTableModel::contextText_data()
{
    QTest::addColumn<qint64>("tokens");
    QTest::addColumn<QString>("expected");
    QTest::newRow("4K") << Q_INT64_C(4096) << "4K";
    QTest::newRow("40K") << Q_INT64_C(40960) << "40K";
    QTest::newRow("128K") << Q_INT64_C(131072) << "128K";
    QTest::newRow("1M") << Q_INT64_C(1048576) << "1M";
    QTest::newRow("not a multiple of 1024") << Q_INT64_C(1000) << "1,000";
}

void TestModelArchTableModel::contextText()
{
    QFETCH(qint64, tokens);
    QFETCH(QString, expected);
    QCOMPARE(ModelArchTableModel::contextText(tokens), expected);
}

void TestModelArchTableModel::toolTips()
{
    ModelArchTableModel model;
    model.setModels(m_catalog.models);
    const int llama = model.rowOf(QStringLiteral("llama-3-1-8b"));
    const QString context = model.index(llama, ModelArchTableModel::ContextColumn).data(Qt::ToolTipRole).toString();
    QVERIFY2(context.startsWith(QLatin1String("131,072 tokens\n")), qPrintable(context));
    QVERIFY2(context.contains(QLatin1String("Datasheet")), qPrintable(context));
    const QString name = model.index(llama, ModelArchTableModel::NameColumn).data(Qt::ToolTipRole).toString();
    QVERIFY2(name.contains(QLatin1String("meta-llama/")), qPrintable(name));
    // Gemma 3: 62 layers, a cycle of 5 sliding then 1 full: 10 full cycles (60) + 2 sliding = 52 sliding, 10 full.
    const int gemma = model.rowOf(QStringLiteral("gemma-3-27b"));
    const QString attention = model.index(gemma, ModelArchTableModel::AttentionColumn).data(Qt::ToolTipRole).toString();
    QVERIFY2(attention.contains(QLatin1String("52 sliding-window")), qPrintable(attention));
    QVERIFY2(attention.contains(QLatin1String("10 full")), qPrintable(attention));
}

void TestModelArchTableModel::numericSort()
{
    ModelArchTableModel model;
    model.setModels(m_catalog.models);
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(ModelArchTableModel::SortRole);
    proxy.sort(ModelArchTableModel::ParamsColumn, Qt::DescendingOrder);
    // deepseek-r1 has 671,026,000,000 parameters, the most in the catalog.
    QCOMPARE(proxy.index(0, 0).data(ModelArchTableModel::IdRole).toString(), QStringLiteral("deepseek-r1"));
    QCOMPARE(proxy.index(proxy.rowCount() - 1, 0).data(ModelArchTableModel::IdRole).toString(),
             QStringLiteral("qwen2-5-0-5b"));
}

QTEST_MAIN(TestModelArchTableModel)
#include "tst_modelarchtablemodel.moc"
