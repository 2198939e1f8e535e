// The text helpers every importer uses, against hand-written expectations.
#include "parsetext.h"

#include <QTest>

using namespace GpuPlan;

class TestParseText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
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
        QTest::newRow("nvidia-smi") << "00000000:65:00.0" << "0000:65:00.0";
        QTest::newRow("lspci short") << "65:00.0" << "0000:65:00.0";
        QTest::newRow("Xid") << "PCI:0000:3b:00" << "0000:3b:00.0";
        QTest::newRow("upper case") << "0000:B1:00.0" << "0000:b1:00.0";
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
};

QTEST_GUILESS_MAIN(TestParseText)
#include "tst_parsetext.moc"
