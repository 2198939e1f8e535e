#include "item/unitformat.h"

#include "core/skufields.h"

#include <QDate>
#include <QLocale>
#include <QTest>

using namespace GpuPlan;

namespace {

const QLocale kC = QLocale::c();
const QLocale kUs(QLocale::English, QLocale::UnitedStates);
const QLocale kFr(QLocale::French, QLocale::France);
// French groups thousands with a narrow no-break space and puts a no-break space before the currency.
const QString kNnbsp(QChar(0x202F));
const QString kNbsp(QChar(0x00A0));

const SkuFieldInfo &field(const char *key)
{
    const SkuFieldInfo *f = skuField(key);
    if (!f)
        qFatal("no field %s", key);
    return *f;
}

} // namespace

class TestUnitFormat : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void bytesBinary_data();
    void bytesBinary();
    void rates_data();
    void rates();
    void money_data();
    void money();
    void moneyIn_data();
    void moneyIn();
    void age_data();
    void age();
    void parseDisplayValue_data();
    void parseDisplayValue();
    void displayAndEdit_data();
    void displayAndEdit();
    void editRoundTrip_data();
    void editRoundTrip();
    void labels();
};

void TestUnitFormat::bytesBinary_data()
{
    QTest::addColumn<qint64>("bytes");
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QString>("expected");
    QTest::newRow("H100 80 GiB, C") << Q_INT64_C(85899345920) << kC << QStringLiteral("80 GiB");
    QTest::newRow("H200 141 GiB") << Q_INT64_C(151397597184) << kUs << QStringLiteral("141 GiB");
    QTest::newRow("1.5 TiB") << Q_INT64_C(1649267441664) << kUs << QStringLiteral("1.5 TiB");
    QTest::newRow("1.5 TiB, French") << Q_INT64_C(1649267441664) << kFr << QStringLiteral("1,5 TiB");
    QTest::newRow("16e9 bytes = 14.9 GiB") << Q_INT64_C(16000000000) << kUs << QStringLiteral("14.9 GiB");
    QTest::newRow("512 bytes") << Q_INT64_C(512) << kUs << QStringLiteral("512 B");
    QTest::newRow("1 KiB") << Q_INT64_C(1024) << kUs << QStringLiteral("1 KiB");
    QTest::newRow("1023.99 GiB rounds up to 1 TiB") << Q_INT64_C(1099500000000) << kUs << QStringLiteral("1 TiB");
}

void TestUnitFormat::bytesBinary()
{
    QFETCH(qint64, bytes);
    QFETCH(QLocale, locale);
    QFETCH(QString, expected);
    QCOMPARE(UnitFormat::bytesBinary(bytes, locale), expected);
}

void TestUnitFormat::rates_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<double>("value");
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QString>("expected");
    QTest::newRow("bandwidth H100") << "bandwidth" << 3.35e12 << kUs << QStringLiteral("3,350 GB/s");
    QTest::newRow("bandwidth C has no grouping") << "bandwidth" << 3.35e12 << kC << QStringLiteral("3350 GB/s");
    QTest::newRow("bandwidth French") << "bandwidth" << 3.35e12 << kFr
                                      << (QLatin1String("3") + kNnbsp + QLatin1String("350 GB/s"));
    QTest::newRow("bandwidth decimal") << "bandwidth" << 936.2e9 << kUs << QStringLiteral("936.2 GB/s");
    QTest::newRow("flops BF16 H100") << "flops" << 9.895e14 << kUs << QStringLiteral("989.5 TFLOPS");
    QTest::newRow("flops drops .0") << "flops" << 6.7e13 << kUs << QStringLiteral("67 TFLOPS");
    QTest::newRow("flops rounds to 1 decimal") << "flops" << 8.244e13 << kUs << QStringLiteral("82.4 TFLOPS");
    QTest::newRow("flops French") << "flops" << 9.895e14 << kFr << QStringLiteral("989,5 TFLOPS");
    QTest::newRow("tops") << "tops" << 1.979e15 << kUs << QStringLiteral("1,979 TOPS");
    QTest::newRow("watts") << "watts" << 700.0 << kUs << QStringLiteral("700 W");
    QTest::newRow("watts decimal") << "watts" << 72.5 << kUs << QStringLiteral("72.5 W");
}

void TestUnitFormat::rates()
{
    QFETCH(QString, kind);
    QFETCH(double, value);
    QFETCH(QLocale, locale);
    QFETCH(QString, expected);
    QString actual;
    if (kind == QLatin1String("bandwidth"))
        actual = UnitFormat::bandwidth(value, locale);
    else if (kind == QLatin1String("flops"))
        actual = UnitFormat::flops(value, locale);
    else if (kind == QLatin1String("tops"))
        actual = UnitFormat::tops(value, locale);
    else
        actual = UnitFormat::watts(value, locale);
    QCOMPARE(actual, expected);
}

void TestUnitFormat::money_data()
{
    QTest::addColumn<double>("amount");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QString>("expected");
    QTest::newRow("USD en_US") << 31904.63 << "USD" << kUs << QStringLiteral("$31,904.63");
    QTest::newRow("USD C formats like en_US") << 31904.63 << "USD" << kC << QStringLiteral("$31,904.63");
    QTest::newRow("USD French") << 31904.63 << "USD" << kFr
                                << (QLatin1String("31") + kNnbsp + QLatin1String("904,63") + kNbsp
                                    + QLatin1String("$US"));
    QTest::newRow("EUR French, own currency")
        << 1234.5 << "EUR" << kFr << (QLatin1String("1") + kNnbsp + QLatin1String("234,50") + kNbsp + QChar(0x20AC));
    QTest::newRow("USD en_CA is US$") << 2.72 << "USD" << QLocale(QLocale::English, QLocale::Canada)
                                      << QStringLiteral("US$2.72");
    QTest::newRow("cents kept") << 2.7 << "USD" << kUs << QStringLiteral("$2.70");
}

void TestUnitFormat::money()
{
    QFETCH(double, amount);
    QFETCH(QString, currency);
    QFETCH(QLocale, locale);
    QFETCH(QString, expected);
    QCOMPARE(UnitFormat::money(amount, currency, locale), expected);
}

void TestUnitFormat::moneyIn_data()
{
    QTest::addColumn<double>("amount");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<QString>("display");
    QTest::addColumn<double>("perUsd");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<double>("sortAmount");
    QTest::addColumn<bool>("converted");
    // 31,904.63 USD at 0.9 EUR/USD = 28,714.167 EUR, rounded to cents by hand.
    QTest::newRow("USD to EUR") << 31904.63 << "USD"
                                << "EUR" << 0.9 << (QString(QChar(0x20AC)) + QStringLiteral("28,714.17")) << 28714.167
                                << true;
    QTest::newRow("USD shown as USD") << 2.99 << "USD"
                                      << "USD" << 1.0 << QStringLiteral("$2.99") << 2.99 << false;
    // Only dollars convert: the rate is per USD, so a price already in EUR is shown as it is.
    QTest::newRow("EUR stays EUR") << 100.0 << "EUR"
                                   << "GBP" << 0.8 << (QString(QChar(0x20AC)) + QStringLiteral("100.00")) << 100.0
                                   << false;
}

void TestUnitFormat::moneyIn()
{
    QFETCH(double, amount);
    QFETCH(QString, currency);
    QFETCH(QString, display);
    QFETCH(double, perUsd);
    QFETCH(QString, expected);
    QFETCH(double, sortAmount);
    QFETCH(bool, converted);
    const UnitFormat::MoneyDisplay money{display, perUsd};
    QCOMPARE(UnitFormat::moneyIn(amount, currency, money, kUs), expected);
    QCOMPARE(UnitFormat::amountIn(amount, currency, money), sortAmount);
    const QString note = UnitFormat::conversionNote(amount, currency, money, kUs);
    QCOMPARE(!note.isEmpty(), converted);
    if (converted)
        QVERIFY(note.contains(UnitFormat::money(amount, currency, kUs)));
}

void TestUnitFormat::age_data()
{
    QTest::addColumn<QDate>("date");
    QTest::addColumn<QDate>("today");
    QTest::addColumn<QString>("expected");
    const QDate today(2026, 11, 29);
    // Jan 31 2025 -> Oct 31 2026 is 21 months; Nov 29 is before Nov 30's 22nd month.
    QTest::newRow("1 year 9 months") << QDate(2025, 1, 31) << today << QStringLiteral("1 year 9 months");
    QTest::newRow("3 months") << QDate(2026, 8, 26) << today << QStringLiteral("3 months");
    QTest::newRow("1 month") << QDate(2026, 10, 29) << today << QStringLiteral("1 month");
    QTest::newRow("9 days") << QDate(2026, 11, 20) << today << QStringLiteral("9 days");
    QTest::newRow("1 day") << QDate(2026, 11, 28) << today << QStringLiteral("1 day");
    QTest::newRow("same day") << today << today << QStringLiteral("0 days");
    QTest::newRow("exactly 1 year") << QDate(2025, 11, 29) << today << QStringLiteral("1 year");
    QTest::newRow("2 years 1 month") << QDate(2024, 10, 29) << today << QStringLiteral("2 years 1 month");
    QTest::newRow("future") << QDate(2027, 1, 1) << today << QStringLiteral("in the future");
}

void TestUnitFormat::age()
{
    QFETCH(QDate, date);
    QFETCH(QDate, today);
    QFETCH(QString, expected);
    QCOMPARE(UnitFormat::age(date, today), expected);
}

void TestUnitFormat::parseDisplayValue_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("expectedJson"); // compared numerically, so 700 == 700.0

    QTest::newRow("tdp 700") << "tdp_watts"
                             << "700" << kUs << true << "700";
    QTest::newRow("tdp with unit") << "tdp_watts"
                                   << "350 W" << kUs << true << "350";
    QTest::newRow("tdp decimal") << "tdp_watts"
                                 << "72.5" << kUs << true << "72.5";
    QTest::newRow("tdp negative") << "tdp_watts"
                                  << "-5" << kUs << false << "";
    QTest::newRow("tdp zero") << "tdp_watts"
                              << "0" << kUs << false << "";
    QTest::newRow("tdp over 10 kW") << "tdp_watts"
                                    << "1e5" << kUs << false << "";
    QTest::newRow("tdp not a number") << "tdp_watts"
                                      << "abc" << kUs << false << "";
    QTest::newRow("tdp empty is unknown") << "tdp_watts"
                                          << "" << kUs << true << "null";
    QTest::newRow("tdp blank is unknown") << "tdp_watts"
                                          << "  " << kUs << true << "null";
    // 80 x 2^30 = 85,899,345,920
    QTest::newRow("memory 80 GiB") << "memory_bytes"
                                   << "80" << kUs << true << "85899345920";
    QTest::newRow("memory 80 GiB with unit") << "memory_bytes"
                                             << "80 GiB" << kUs << true << "85899345920";
    QTest::newRow("memory 1.5 GiB") << "memory_bytes"
                                    << "1.5" << kUs << true << "1610612736";
    QTest::newRow("memory -5") << "memory_bytes"
                               << "-5" << kUs << false << "";
    QTest::newRow("bandwidth 3350 GB/s") << "memory_bandwidth_bytes_per_s"
                                         << "3350" << kUs << true << "3350000000000";
    QTest::newRow("bandwidth grouped") << "memory_bandwidth_bytes_per_s"
                                       << "3,350" << kUs << true << "3350000000000";
    QTest::newRow("bandwidth 936.2 GB/s") << "memory_bandwidth_bytes_per_s"
                                          << "936.2" << kUs << true << "936200000000";
    QTest::newRow("fp16 French comma") << "peak_flops.fp16"
                                       << "989,5" << kFr << true << "989500000000000";
    QTest::newRow("fp16 French, English point") << "peak_flops.fp16"
                                                << "989.5" << kFr << true << "989500000000000";
    QTest::newRow("fp16 TFLOPS unit") << "peak_flops.fp16"
                                      << "989.5 TFLOPS" << kUs << true << "989500000000000";
    QTest::newRow("pcie gen 5") << "pcie_gen"
                                << "5" << kUs << true << "5";
    QTest::newRow("pcie gen 5.5") << "pcie_gen"
                                  << "5.5" << kUs << false << "";
    QTest::newRow("pcie gen 8 over max") << "pcie_gen"
                                         << "8" << kUs << false << "";
    QTest::newRow("pcie width 16") << "pcie_width"
                                   << "16" << kUs << true << "16";
    QTest::newRow("ecc yes") << "ecc"
                             << "yes" << kUs << true << "true";
    QTest::newRow("ecc TRUE") << "ecc"
                              << "TRUE" << kUs << true << "true";
    QTest::newRow("ecc no") << "ecc"
                            << "no" << kUs << true << "false";
    QTest::newRow("ecc false") << "ecc"
                               << "false" << kUs << true << "false";
    QTest::newRow("ecc maybe") << "ecc"
                               << "maybe" << kUs << false << "";
    QTest::newRow("launch month") << "launch_date"
                                  << "2022-09" << kUs << true << "\"2022-09\"";
    QTest::newRow("launch day") << "launch_date"
                                << "2022-09-20" << kUs << true << "\"2022-09-20\"";
    QTest::newRow("launch month 13") << "launch_date"
                                     << "2022-13" << kUs << false << "";
    QTest::newRow("launch free text") << "launch_date"
                                      << "Sept 2022" << kUs << false << "";
    QTest::newRow("segment by name") << "segment"
                                     << "Consumer" << kUs << true << "\"consumer\"";
    QTest::newRow("segment by key") << "segment"
                                    << "workstation" << kUs << true << "\"workstation\"";
    QTest::newRow("segment unknown") << "segment"
                                     << "server" << kUs << false << "";
    QTest::newRow("notes trimmed") << "notes"
                                   << "  sold out  " << kUs << true << "\"sold out\"";
    QTest::newRow("notes empty") << "notes"
                                 << "" << kUs << true << "null";
    QTest::newRow("name empty") << "name"
                                << "" << kUs << false << "";
}

void TestUnitFormat::parseDisplayValue()
{
    QFETCH(QString, key);
    QFETCH(QString, text);
    QFETCH(QLocale, locale);
    QFETCH(bool, ok);
    QFETCH(QString, expectedJson);

    Json out = Json("untouched");
    QString error;
    const bool parsed = UnitFormat::parseDisplayValue(field(key.toUtf8().constData()), text, out, &error, locale);
    QCOMPARE(parsed, ok);
    if (!ok) {
        QVERIFY2(!error.isEmpty(), "a rejected value must say why");
        return;
    }
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const Json expected = Json::parse(expectedJson.toStdString());
    QVERIFY2(out == expected, out.dump().c_str());
}

void TestUnitFormat::displayAndEdit_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("json");
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QString>("display");
    QTest::addColumn<QString>("edit");
    const QString dash(QChar(0x2014));
    QTest::newRow("memory") << "memory_bytes"
                            << "85899345920" << kUs << "80 GiB"
                            << "80";
    QTest::newRow("bandwidth no grouping in editor") << "memory_bandwidth_bytes_per_s"
                                                     << "3350000000000" << kUs << "3,350 GB/s"
                                                     << "3350";
    QTest::newRow("fp16 French") << "peak_flops.fp16"
                                 << "9.895e14" << kFr << "989,5 TFLOPS"
                                 << "989,5";
    // The editor keeps every digit, so that opening and closing it never rounds the value.
    QTest::newRow("fp32 full precision") << "peak_flops.fp32"
                                         << "82580000000000" << kUs << "82.6 TFLOPS"
                                         << "82.58";
    QTest::newRow("int8 in TOPS") << "peak_flops.int8"
                                  << "1979000000000000" << kUs << "1,979 TOPS"
                                  << "1979";
    QTest::newRow("tdp") << "tdp_watts"
                         << "700.0" << kUs << "700 W"
                         << "700";
    QTest::newRow("pcie gen") << "pcie_gen"
                              << "5" << kUs << "Gen 5"
                              << "5";
    QTest::newRow("pcie width") << "pcie_width"
                                << "16" << kUs << "x16"
                                << "16";
    QTest::newRow("ecc") << "ecc"
                         << "true" << kUs << "Yes"
                         << "yes";
    QTest::newRow("segment") << "segment"
                             << "\"datacenter\"" << kUs << "Datacenter"
                             << "Datacenter";
    QTest::newRow("vendor") << "vendor"
                            << "\"AMD\"" << kUs << "AMD"
                            << "AMD";
    QTest::newRow("launch") << "launch_date"
                            << "\"2022-09\"" << kUs << "2022-09"
                            << "2022-09";
    QTest::newRow("unknown") << "tdp_watts"
                             << "null" << kUs << dash << "";
}

void TestUnitFormat::displayAndEdit()
{
    QFETCH(QString, key);
    QFETCH(QString, json);
    QFETCH(QLocale, locale);
    QFETCH(QString, display);
    QFETCH(QString, edit);
    const Json value = Json::parse(json.toStdString());
    const SkuFieldInfo &f = field(key.toUtf8().constData());
    QCOMPARE(UnitFormat::displayValue(f, value, locale), display);
    QCOMPARE(UnitFormat::editValue(f, value, locale), edit);
}

void TestUnitFormat::editRoundTrip_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("json");
    QTest::addColumn<QLocale>("locale");
    QTest::newRow("memory 141 GiB") << "memory_bytes"
                                    << "151397597184" << kFr;
    QTest::newRow("bandwidth 4.8 TB/s") << "memory_bandwidth_bytes_per_s"
                                        << "4800000000000" << kUs;
    QTest::newRow("fp64 odd value") << "peak_flops.fp64"
                                    << "33450000000000" << kFr;
    QTest::newRow("tdp decimal") << "tdp_watts"
                                 << "72.5" << kFr;
    QTest::newRow("ecc false") << "ecc"
                               << "false" << kUs;
}

void TestUnitFormat::editRoundTrip()
{
    QFETCH(QString, key);
    QFETCH(QString, json);
    QFETCH(QLocale, locale);
    const SkuFieldInfo &f = field(key.toUtf8().constData());
    const Json value = Json::parse(json.toStdString());
    Json back;
    QString error;
    QVERIFY2(UnitFormat::parseDisplayValue(f, UnitFormat::editValue(f, value, locale), back, &error, locale),
             qPrintable(error));
    QVERIFY2(back == value, back.dump().c_str());
}

void TestUnitFormat::labels()
{
    QCOMPARE(UnitFormat::fieldLabel("memory_bytes"), QStringLiteral("Memory"));
    QCOMPARE(UnitFormat::fieldLabel("memory_bandwidth_bytes_per_s"), QStringLiteral("Memory bandwidth"));
    QCOMPARE(UnitFormat::fieldLabel("peak_flops.fp16"), QStringLiteral("FP16 dense peak"));
    QCOMPARE(UnitFormat::fieldLabel("tdp_watts"), QStringLiteral("TDP"));
    for (const SkuFieldInfo &f : skuFields()) {
        // Every field has a real label, not its JSON key.
        QVERIFY2(UnitFormat::fieldLabel(f.key) != QString::fromUtf8(f.key.data(), static_cast<qsizetype>(f.key.size())),
                 f.key.data());
    }
    QCOMPARE(UnitFormat::unitLabel(Quantity::Bytes), QStringLiteral("GiB"));
    QCOMPARE(UnitFormat::unitLabel(Quantity::BytesPerSecond), QStringLiteral("GB/s"));
    QCOMPARE(UnitFormat::unitLabel(Quantity::None), QString());
    QCOMPARE(UnitFormat::vendorName(Vendor::Nvidia), QStringLiteral("NVIDIA"));
    QCOMPARE(UnitFormat::segmentName(Segment::Datacenter), QStringLiteral("Datacenter"));
    QCOMPARE(UnitFormat::segmentName(Segment::Workstation), QStringLiteral("Workstation"));
    QCOMPARE(UnitFormat::segmentName(Segment::Consumer), QStringLiteral("Consumer"));
    QCOMPARE(UnitFormat::priceKindName(PriceKind::Msrp), QStringLiteral("MSRP"));
    QCOMPARE(UnitFormat::priceKindName(PriceKind::CloudOnDemand), QStringLiteral("Cloud on-demand"));
    QCOMPARE(UnitFormat::priceKindName(PriceKind::CloudSpot), QStringLiteral("Cloud spot"));
    QCOMPARE(UnitFormat::provenanceKindName(ProvenanceKind::Datasheet), QStringLiteral("Datasheet"));

    const Provenance shipped{ProvenanceKind::Datasheet, "https://example.com/ds.pdf", "2026-11-01", {}};
    QCOMPARE(UnitFormat::provenanceText(shipped), QStringLiteral("Datasheet, https://example.com/ds.pdf, 2026-11-01"));
    const Provenance edited{ProvenanceKind::UserOverride, {}, "2026-12-01", "measured at the wall"};
    QCOMPARE(UnitFormat::provenanceText(edited), QStringLiteral("edited by you on 2026-12-01\nmeasured at the wall"));
}

QTEST_GUILESS_MAIN(TestUnitFormat)
#include "tst_unitformat.moc"
