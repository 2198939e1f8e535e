// Tests of the one CSV tokenizer (core CsvReader), by record, against hand-written expectations.
#include "core/csvreader.h"
#include "core/csvtable.h"

#include <QTest>

#include <string>
#include <vector>

using namespace GpuPlan;

namespace {

using Records = std::vector<std::vector<std::string>>;

struct Read
{
    Records records;
    std::vector<int> lines;
    bool unterminated = false;
};

Read readAll(std::string_view text, char separator = ',')
{
    Read out;
    CsvReader reader(text, separator);
    std::vector<std::string> fields;
    while (reader.next(fields)) {
        out.records.push_back(fields);
        out.lines.push_back(reader.recordLine());
        out.unterminated = reader.unterminatedQuote();
    }
    return out;
}

} // namespace

class TestCsvReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tokenize_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("separator");
        QTest::addColumn<QStringList>("records"); // fields joined by '|'
        QTest::addColumn<QList<int>>("lines");
        QTest::newRow("quoted comma") << QByteArray("a,\"b, c\",d\n") << "," << QStringList{QStringLiteral("a|b, c|d")}
                                      << QList<int>{1};
        QTest::newRow("doubled quotes") << QByteArray("\"say \"\"hi\"\"\",\"\"\"\"\n") << ","
                                        << QStringList{QStringLiteral("say \"hi\"|\"")} << QList<int>{1};
        QTest::newRow("newline in quotes")
            << QByteArray("x,\"two\nlines\"\ny,z\n") << ","
            << QStringList{QStringLiteral("x|two\nlines"), QStringLiteral("y|z")} << QList<int>{1, 3};
        QTest::newRow("CRLF") << QByteArray("a,b\r\n1,2\r\n") << ","
                              << QStringList{QStringLiteral("a|b"), QStringLiteral("1|2")} << QList<int>{1, 2};
        QTest::newRow("CRLF inside quotes is kept")
            << QByteArray("\"a\r\nb\",c\r\n") << "," << QStringList{QStringLiteral("a\r\nb|c")} << QList<int>{1};
        QTest::newRow("empty fields") << QByteArray(",,\n\"\",x,\n") << ","
                                      << QStringList{QStringLiteral("||"), QStringLiteral("|x|")} << QList<int>{1, 2};
        QTest::newRow("no trailing newline")
            << QByteArray("a,b\n1,2") << "," << QStringList{QStringLiteral("a|b"), QStringLiteral("1|2")}
            << QList<int>{1, 2};
        QTest::newRow("blank line") << QByteArray("a\n\nb\n") << ","
                                    << QStringList{QStringLiteral("a"), QStringLiteral(""), QStringLiteral("b")}
                                    << QList<int>{1, 2, 3};
        QTest::newRow("blanks before a quote")
            << QByteArray("a, \"b, c\" ,d\n") << "," << QStringList{QStringLiteral("a|b, c |d")} << QList<int>{1};
        QTest::newRow("quote inside a field")
            << QByteArray("5\" disk,x\n") << "," << QStringList{QStringLiteral("5\" disk|x")} << QList<int>{1};
        QTest::newRow("semicolons") << QByteArray("a;\"b;c\";d\n") << ";" << QStringList{QStringLiteral("a|b;c|d")}
                                    << QList<int>{1};
        QTest::newRow("empty text") << QByteArray() << "," << QStringList{} << QList<int>{};
    }

    void tokenize()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, separator);
        QFETCH(QStringList, records);
        QFETCH(QList<int>, lines);
        const Read r
            = readAll(std::string_view(text.constData(), std::size_t(text.size())), separator.at(0).toLatin1());
        QStringList got;
        for (const auto &fields : r.records) {
            QStringList joined;
            for (const std::string &f : fields)
                joined << QString::fromStdString(f);
            got << joined.join(QLatin1Char('|'));
        }
        QCOMPARE(got, records);
        QCOMPARE(QList<int>(r.lines.begin(), r.lines.end()), lines);
        QVERIFY(!r.unterminated);
    }

    // A quote still open at the end: the record runs to the end of the text and the error names the line
    // where that record starts.
    void unterminatedQuote()
    {
        const Read r = readAll("a,b\n1,\"open\nstill open\n");
        QCOMPARE(r.records.size(), std::size_t(2));
        QCOMPARE(r.records[1], (std::vector<std::string>{"1", "open\nstill open\n"}));
        QCOMPARE(r.lines[1], 2);
        QVERIFY(r.unterminated);

        std::vector<Diagnostic> diags;
        parseCsv("h,i\nx\ny,\"z\n", diags);
        QCOMPARE(diags.size(), std::size_t(1));
        QCOMPARE(diags[0].code, std::string("csv.quote"));
        QCOMPARE(diags[0].severity, Severity::Error);
        QCOMPARE(diags[0].line, 3);
    }

    // parseCsv on the reader: the header, then rows with the lines they start on; blank lines skipped.
    void table()
    {
        std::vector<Diagnostic> diags;
        const CsvTable t = parseCsv("id,note\r\n1,\"two\r\nlines\"\r\n\r\n2,\r\n", diags);
        QVERIFY(diags.empty());
        QCOMPARE(t.header, (std::vector<std::string>{"id", "note"}));
        QCOMPARE(t.rows.size(), std::size_t(2));
        QCOMPARE(t.cell(0, t.column("note")), std::string("two\r\nlines"));
        QCOMPARE(t.cell(1, t.column("note")), std::string());
        QCOMPARE(t.lines, (std::vector<int>{2, 5}));
    }
};

QTEST_GUILESS_MAIN(TestCsvReader)
#include "tst_csvreader.moc"
