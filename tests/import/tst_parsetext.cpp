// The text helpers every importer uses, against hand-written expectations.
#include "parsetext.h"

#include <QTest>

using namespace GpuPlan;

class TestParseText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Integers from parsed doubles: the edges of each type, written out by hand (2^31 = 2147483648,
    // 2^64 = 18446744073709551616); a plain cast of any rejected value would be undefined behaviour.
    void checkedIntegers()
    {
        using ParseText::checkedInt;
        using ParseText::roundedInt;
        QCOMPARE(checkedInt<int>(7.0), std::optional<int>(7));
        QCOMPARE(checkedInt<int>(-5.0), std::optional<int>(-5));
        QCOMPARE(checkedInt<int>(2147483647.0), std::optional<int>(2147483647));
        QCOMPARE(checkedInt<int>(-2147483648.0), std::optional<int>(-2147483647 - 1));
        QVERIFY(!checkedInt<int>(2147483648.0));
        QVERIFY(!checkedInt<int>(-2147483649.0));
        QVERIFY(!checkedInt<int>(1e99));
        QVERIFY(!checkedInt<int>(1.5)); // not an integer
        QVERIFY(!checkedInt<int>(std::numeric_limits<double>::quiet_NaN()));
        QVERIFY(!checkedInt<int>(std::numeric_limits<double>::infinity()));
        QVERIFY(!checkedInt<std::uint64_t>(-5.0));
        QVERIFY(!checkedInt<std::uint64_t>(18446744073709551616.0));
        QCOMPARE(checkedInt<std::uint64_t>(9007199254740992.0),
                 std::optional<std::uint64_t>(9007199254740992ull)); // 2^53
        QCOMPARE(checkedInt<std::uint64_t>(18446744073709549568.0),  // the largest double below 2^64
                 std::optional<std::uint64_t>(18446744073709549568ull));
        QVERIFY(!checkedInt<std::int64_t>(9223372036854775808.0)); // 2^63
        QCOMPARE(roundedInt<std::uint64_t>(81559.6), std::optional<std::uint64_t>(81560));
        QCOMPARE(roundedInt<int>(-0.4), std::optional<int>(0));
        QVERIFY(!roundedInt<std::uint64_t>(-1.0));
        QVERIFY(!roundedInt<std::uint64_t>(1e99));
        QVERIFY(!roundedInt<int>(std::optional<double>()));
        QCOMPARE(ParseText::smallIndex(3.0), std::optional<int>(3));
        QVERIFY(!ParseText::smallIndex(-1.0));
        QVERIFY(!ParseText::smallIndex(1000001.0));
        QVERIFY(!ParseText::smallIndex(0.5));
    }

    void numbers_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("decimalComma");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<double>("value");
        QTest::newRow("plain") << "1980" << false << true << 1980.0;
        QTest::newRow("unit") << " 69.50 W" << false << true << 69.5;
        QTest::newRow("percent") << "80 %" << false << true << 80.0;
        QTest::newRow("exponent") << "1.5e3" << false << true << 1500.0;
        QTest::newRow("decimal comma") << "69,5 W" << true << true << 69.5;
        QTest::newRow("comma without the option") << "69,5" << false << false << 0.0;
        QTest::newRow("N/A") << "[N/A]" << false << false << 0.0;
        QTest::newRow("not supported") << "[Not Supported]" << false << false << 0.0;
        QTest::newRow("dash") << "-" << false << false << 0.0;
        QTest::newRow("time is not a number") << "12:30" << false << false << 0.0;
        QTest::newRow("text") << "Enabled" << false << false << 0.0;
        // The from_chars fast path must read what strtod reads, and hand it what it does not.
        QTest::newRow("padded unit") << " 1755 MHz " << false << true << 1755.0;
        QTest::newRow("negative") << "-12.5 C" << false << true << -12.5;
        QTest::newRow("leading point") << ".5" << false << true << 0.5;
        QTest::newRow("plus sign") << "+5 W" << false << true << 5.0;
        QTest::newRow("hexadecimal") << "0x1A" << false << true << 26.0;
        QTest::newRow("overflow") << "1e999" << false << false << 0.0;
        QTest::newRow("underflow is zero") << "1e-999" << false << true << 0.0;
        QTest::newRow("nan") << "nan" << false << false << 0.0;
        QTest::newRow("infinity") << "inf W" << false << false << 0.0;
        QTest::newRow("two points") << "1.2.3" << false << false << 0.0;
        QTest::newRow("digit after the unit") << "12 MHz 3" << false << false << 0.0;
        QTest::newRow("none") << "None" << false << false << 0.0;
    }

    void notAvailable_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("placeholder");
        QTest::newRow("N/A") << "N/A" << true;
        QTest::newRow("bracketed, padded") << " [n/a] " << true;
        QTest::newRow("not supported") << "[Not Supported]" << true;
        QTest::newRow("upper case none") << "NONE" << true;
        QTest::newRow("empty") << "" << true;
        QTest::newRow("blank") << " \t " << true;
        QTest::newRow("dash") << "-" << true;
        QTest::newRow("deprecated") << "[Requested functionality has been deprecated]" << true;
        QTest::newRow("zero") << "0" << false;
        QTest::newRow("negative") << "-5" << false;
        QTest::newRow("text") << "Enabled" << false;
        QTest::newRow("N/A with a unit") << "N/A W" << false;
    }

    void notAvailable()
    {
        QFETCH(QString, text);
        QFETCH(bool, placeholder);
        QCOMPARE(ParseText::isNotAvailable(text.toStdString()), placeholder);
    }

    void equalsNoCase()
    {
        QVERIFY(ParseText::equalsNoCase("N/A", "n/a"));
        QVERIFY(ParseText::equalsNoCase("", ""));
        QVERIFY(!ParseText::equalsNoCase("abc", "abd"));
        QVERIFY(!ParseText::equalsNoCase("ab", "abc"));
        QVERIFY(!ParseText::equalsNoCase("a b", "a_b"));
    }

    void numbers()
    {
        QFETCH(QString, text);
        QFETCH(bool, decimalComma);
        QFETCH(bool, valid);
        QFETCH(double, value);
        const auto got = ParseText::number(text.toStdString(), decimalComma);
        QCOMPARE(got.has_value(), valid);
        if (valid)
            QCOMPARE(*got, value);
    }

    void sizes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qulonglong>("bytes");
        QTest::newRow("MiB") << "81559 MiB" << qulonglong(81559ull * 1048576);
        QTest::newRow("nvidia-smi MB are MiB") << "16384 MB" << qulonglong(16384ull * 1048576);
        QTest::newRow("GB are 1e9") << "80 GB" << qulonglong(80000000000ull);
        QTest::newRow("GiB") << "16 GiB" << qulonglong(16ull << 30);
    }

    void sizes()
    {
        QFETCH(QString, text);
        QFETCH(qulonglong, bytes);
        QCOMPARE(qulonglong(ParseText::bytes(text.toStdString()).value_or(0)), bytes);
    }

    void pciBusIds_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("normalised");
        QTest::newRow("nvidia-smi") << "00000000:65:00.0"
                                    << "0000:65:00.0";
        QTest::newRow("lspci short") << "65:00.0"
                                     << "0000:65:00.0";
        QTest::newRow("Xid") << "PCI:0000:3b:00"
                             << "0000:3b:00.0";
        QTest::newRow("upper case") << "0000:B1:00.0"
                                    << "0000:b1:00.0";
    }

    void pciBusIds()
    {
        QFETCH(QString, text);
        QFETCH(QString, normalised);
        QCOMPARE(QString::fromStdString(ParseText::pciBusId(text.toStdString())), normalised);
    }

    void timestamps_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("unix");
        // 2024-05-12 10:31:02 UTC = 1715509862 (date -u -d '2024-05-12 10:31:02' +%s).
        QTest::newRow("nvidia-smi csv") << "2024/05/12 10:31:02.500" << 1715509862.5;
        QTest::newRow("ISO Z") << "2024-05-12T10:31:02Z" << 1715509862.0;
        QTest::newRow("ISO offset") << "2024-05-12T12:31:02+02:00" << 1715509862.0;
        QTest::newRow("ctime") << "Sun May 12 10:31:02 2024" << 1715509862.0;
        // The hand-written reader of the common form, against date -u -d '...' +%s.
        QTest::newRow("dashes, no fraction") << "2024-05-12 10:31:02" << 1715509862.0;
        QTest::newRow("padded") << " 2024/05/12 10:31:02.500 " << 1715509862.5;
        QTest::newRow("epoch 2000") << "2000-01-01 00:00:00" << 946684800.0;
        QTest::newRow("leap day rolls over") << "2024/02/30 00:00:00" << 1709251200.0;
        QTest::newRow("past 2100") << "2100-03-01 00:00:00" << 4107542400.0;
        QTest::newRow("offset after a space") << "2024-05-12 10:31:02 +02:00" << 1715502662.0;
        QTest::newRow("month 13") << "2024-13-01 00:00:00" << -1.0;
        QTest::newRow("before 1970") << "1969-12-31 23:59:59" << -1.0;
        QTest::newRow("single-digit hour") << "2024-05-12 9:31:02" << 1715506262.0;
    }

    void timestamps()
    {
        QFETCH(QString, text);
        QFETCH(double, unix);
        QCOMPARE(ParseText::timestamp(text.toStdString()).value_or(-1), unix);
    }

    void csvQuotes()
    {
        const auto f = ParseText::splitCsv(R"(a, "b, c" ,"say ""hi""",)");
        QCOMPARE(f.size(), std::size_t(4));
        QCOMPARE(f[1], std::string("b, c"));
        QCOMPARE(f[2], std::string("say \"hi\""));
        QCOMPARE(f[3], std::string());
    }

    void csvViews()
    {
        std::vector<std::string_view> f{"stale"};
        QVERIFY(ParseText::splitCsvViews("a, b ,,c ", f));
        QCOMPARE(f, (std::vector<std::string_view>{"a", "b", "", "c"}));
        QVERIFY(ParseText::splitCsvViews("", f));
        QCOMPARE(f, (std::vector<std::string_view>{""}));
        QVERIFY(ParseText::splitCsvViews("x;y", f, ';'));
        QCOMPARE(f, (std::vector<std::string_view>{"x", "y"}));
        // A quote needs unquoting: refused, the fields left as they were.
        QVERIFY(!ParseText::splitCsvViews(R"(a, "b, c")", f));
        QCOMPARE(f, (std::vector<std::string_view>{"x", "y"}));
    }
};

QTEST_GUILESS_MAIN(TestParseText)
#include "tst_parsetext.moc"
