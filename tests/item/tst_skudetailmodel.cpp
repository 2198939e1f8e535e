#include "catalogfixture.h"

#include "item/skudetailmodel.h"

#include "core/skufields.h"
#include "core/skuoverride.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QSignalSpy>
#include <QTest>

using namespace GpuPlan;

namespace {

const std::string kH100 = "nvidia-h100-sxm-80gb";

} // namespace

class TestSkuDetailModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void modelTester();
    void rows();
    void flags();
    void editRequested_data();
    void editRequested();
    void editRejected_data();
    void editRejected();
    void sameValueIsNoEdit();
    void overrideIsItalic();

private:
    const GpuSku &h100() const { return *m_catalog.findSku(kH100); }
    Catalog m_catalog;
};

void TestSkuDetailModel::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    m_catalog = CatalogFixture::shippedCatalog();
}

void TestSkuDetailModel::modelTester()
{
    SkuDetailModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSku(&h100(), &h100());
    model.setSku(&m_catalog.skus.back(), nullptr);
    model.setSku(nullptr, nullptr);
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(model.skuId().isEmpty());
}

void TestSkuDetailModel::rows()
{
    SkuDetailModel model;
    model.setSku(&h100(), &h100());
    QCOMPARE(model.rowCount(), int(skuFields().size()));
    QCOMPARE(model.skuId(), QString::fromStdString(kH100));
    const int tdp = model.rowOf(QStringLiteral("tdp_watts"));
    QVERIFY(tdp >= 0);
    QCOMPARE(model.index(tdp, SkuDetailModel::FieldColumn).data().toString(), QStringLiteral("TDP"));
    QCOMPARE(model.index(tdp, SkuDetailModel::ValueColumn).data().toString(), QStringLiteral("700 W"));
    QCOMPARE(model.index(tdp, SkuDetailModel::ValueColumn).data(Qt::EditRole).toString(), QStringLiteral("700"));
    QCOMPARE(model.index(tdp, SkuDetailModel::KindColumn).data().toString(), QStringLiteral("Datasheet"));
    QCOMPARE(model.index(tdp, SkuDetailModel::DateColumn).data().toString(), QStringLiteral("2026-11-01"));
    QCOMPARE(model.index(tdp, 0).data(SkuDetailModel::FieldKeyRole).toString(), QStringLiteral("tdp_watts"));
    const int memory = model.rowOf(QStringLiteral("memory_bytes"));
    QCOMPARE(model.index(memory, SkuDetailModel::ValueColumn).data(Qt::EditRole).toString(), QStringLiteral("80"));
    const int ecc = model.rowOf(QStringLiteral("ecc"));
    QCOMPARE(model.index(ecc, SkuDetailModel::KindColumn).data().toString(), QStringLiteral("Derived"));
    QCOMPARE(model.rowOf(QStringLiteral("no_such_field")), -1);
}

void TestSkuDetailModel::flags()
{
    SkuDetailModel model;
    model.setSku(&h100(), &h100());
    for (int row = 0; row < model.rowCount(); ++row) {
        const SkuFieldInfo &field = skuFields()[static_cast<std::size_t>(row)];
        QCOMPARE(bool(model.flags(model.index(row, SkuDetailModel::ValueColumn)) & Qt::ItemIsEditable), field.editable);
        QVERIFY(!(model.flags(model.index(row, SkuDetailModel::FieldColumn)) & Qt::ItemIsEditable));
    }
}

void TestSkuDetailModel::editRequested_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QVariant>("input");
    QTest::addColumn<QString>("json");
    QTest::newRow("tdp 300") << "tdp_watts" << QVariant(QStringLiteral("300")) << "300";
    QTest::newRow("tdp as a number") << "tdp_watts" << QVariant(350.0) << "350";
    QTest::newRow("tdp cleared") << "tdp_watts" << QVariant(QString()) << "null";
    QTest::newRow("memory 96 GiB") << "memory_bytes" << QVariant(QStringLiteral("96")) << "103079215104";
    QTest::newRow("bandwidth 4000 GB/s") << "memory_bandwidth_bytes_per_s" << QVariant(QStringLiteral("4,000"))
                                         << "4000000000000";
    QTest::newRow("ecc no") << "ecc" << QVariant(QStringLiteral("no")) << "false";
    QTest::newRow("launch") << "launch_date" << QVariant(QStringLiteral("2023-03")) << "\"2023-03\"";
}

void TestSkuDetailModel::editRequested()
{
    QFETCH(QString, key);
    QFETCH(QVariant, input);
    QFETCH(QString, json);
    SkuDetailModel model;
    model.setSku(&h100(), &h100());
    QSignalSpy requested(&model, &SkuDetailModel::fieldEditRequested);
    QSignalSpy rejected(&model, &SkuDetailModel::editRejected);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    const QModelIndex value = model.index(model.rowOf(key), SkuDetailModel::ValueColumn);
    const QString before = value.data().toString();

    QVERIFY(model.setData(value, input, Qt::EditRole));
    QCOMPARE(rejected.count(), 0);
    QCOMPARE(requested.count(), 1);
    QCOMPARE(requested.at(0).at(0).toString(), QString::fromStdString(kH100));
    QCOMPARE(requested.at(0).at(1).toString(), key);
    QCOMPARE(requested.at(0).at(2).toString(), json);
    // The owner applies the edit (with undo) and calls setSku again; the model does not change itself.
    QCOMPARE(changed.count(), 0);
    QCOMPARE(value.data().toString(), before);
}

void TestSkuDetailModel::editRejected_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("input");
    QTest::newRow("tdp abc") << "tdp_watts"
                             << "abc";
    QTest::newRow("tdp negative") << "tdp_watts"
                                  << "-5";
    QTest::newRow("pcie gen 9") << "pcie_gen"
                                << "9";
    QTest::newRow("launch garbage") << "launch_date"
                                    << "soon";
    QTest::newRow("name empty") << "name"
                                << "";
}

void TestSkuDetailModel::editRejected()
{
    QFETCH(QString, key);
    QFETCH(QString, input);
    SkuDetailModel model;
    model.setSku(&h100(), &h100());
    QSignalSpy requested(&model, &SkuDetailModel::fieldEditRequested);
    QSignalSpy rejected(&model, &SkuDetailModel::editRejected);
    QVERIFY(!model.setData(model.index(model.rowOf(key), SkuDetailModel::ValueColumn), input, Qt::EditRole));
    QCOMPARE(requested.count(), 0);
    QCOMPARE(rejected.count(), 1);
    QVERIFY(!rejected.at(0).at(0).toString().isEmpty());
}

void TestSkuDetailModel::sameValueIsNoEdit()
{
    SkuDetailModel model;
    model.setSku(&h100(), &h100());
    QSignalSpy requested(&model, &SkuDetailModel::fieldEditRequested);
    const QModelIndex id = model.index(model.rowOf(QStringLiteral("id")), SkuDetailModel::ValueColumn);
    QVERIFY(!model.setData(id, QStringLiteral("other-id"), Qt::EditRole)); // read-only field
    QVERIFY(model.setData(model.index(model.rowOf(QStringLiteral("tdp_watts")), SkuDetailModel::ValueColumn),
                          QStringLiteral("700 W"), Qt::EditRole));
    QCOMPARE(requested.count(), 0);
}

void TestSkuDetailModel::overrideIsItalic()
{
    const FieldOverride tdp{
        kH100,     "tdp_watts",
        Json(350), Provenance{ProvenanceKind::UserOverride, "GpuPlan", "2026-12-01", "measured at the wall"},
        0,         {},
        {}};
    GpuSku effective;
    std::vector<Diagnostic> diags;
    QVERIFY(applyOverrides(h100(), {tdp}, effective, diags));

    SkuDetailModel model;
    model.setSku(&effective, &h100());
    const int row = model.rowOf(QStringLiteral("tdp_watts"));
    const QModelIndex value = model.index(row, SkuDetailModel::ValueColumn);
    QCOMPARE(value.data().toString(), QStringLiteral("350 W"));
    QVERIFY(value.data(SkuDetailModel::OverriddenRole).toBool());
    QVERIFY(value.data(Qt::FontRole).value<QFont>().italic());
    QVERIFY(model.index(row, SkuDetailModel::FieldColumn).data(Qt::FontRole).value<QFont>().italic());
    QCOMPARE(value.data(SkuDetailModel::ShippedValueRole).toString(), QStringLiteral("700 W"));
    const QString tip = value.data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QLatin1String("shipped value: 700 W")), qPrintable(tip));
    QVERIFY2(tip.contains(QLatin1String("edited by you on 2026-12-01")), qPrintable(tip));
    QCOMPARE(model.index(row, SkuDetailModel::KindColumn).data().toString(), QStringLiteral("Edited by you"));
    QCOMPARE(model.index(row, SkuDetailModel::NoteColumn).data().toString(), QStringLiteral("measured at the wall"));

    const int memory = model.rowOf(QStringLiteral("memory_bytes"));
    QVERIFY(!model.index(memory, SkuDetailModel::ValueColumn).data(SkuDetailModel::OverriddenRole).toBool());
    QVERIFY(!model.index(memory, SkuDetailModel::ValueColumn).data(Qt::FontRole).isValid());
}

QTEST_MAIN(TestSkuDetailModel)
#include "tst_skudetailmodel.moc"
