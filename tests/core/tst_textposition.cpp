// Tests of the one offset -> line:column helper (core textposition), hand-counted.
#include "core/textposition.h"

#include <nlohmann/json.hpp>

#include <QTest>

using namespace GpuPlan;

Q_DECLARE_METATYPE(GpuPlan::TextPosition)

class TestTextPosition : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void offsets_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("offset");
        QTest::addColumn<int>("firstLine");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::newRow("first byte") << QByteArray("ab\ncd") << 0 << 1 << 1 << 1;
        QTest::newRow("second line start") << QByteArray("ab\ncd") << 3 << 1 << 2 << 1;
        QTest::newRow("second line, 'd'") << QByteArray("ab\ncd") << 4 << 1 << 2 << 2;
        QTest::newRow("the newline itself") << QByteArray("ab\ncd") << 2 << 1 << 1 << 3;
        QTest::newRow("past the end is the end") << QByteArray("ab\ncd") << 100 << 1 << 2 << 3;
        // "é" is two bytes (C3 A9) but one column.
        QTest::newRow("UTF-8") << QByteArray("\xc3\xa9=1") << 2 << 1 << 1 << 2;
        QTest::newRow("from line 10") << QByteArray("x\ny") << 2 << 10 << 11 << 1;
        QTest::newRow("CRLF: CR is a column") << QByteArray("a\r\nb") << 1 << 1 << 1 << 2;
    }

    void offsets()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, offset);
        QFETCH(int, firstLine);
        QFETCH(int, line);
        QFETCH(int, column);
        const TextPosition at = textPosition(std::string_view(text.constData(), std::size_t(text.size())),
                                             std::size_t(offset), firstLine);
        QCOMPARE(at.line, line);
        QCOMPARE(at.column, column);
    }

    // nlohmann's parse_error::byte counts from 1: byte 19 is offset 18, the "2" where ':' was expected in
    //   {            offsets 0-1
    //     "a": 1,    offsets 2-11
    //     "b" 2      offset 12 is column 1 of line 3, so offset 18 is column 7
    void jsonError()
    {
        const std::string text = "{\n  \"a\": 1,\n  \"b\" 2\n}";
        QCOMPARE(jsonErrorPosition(text, 19), (TextPosition{3, 7}));
        QCOMPARE(jsonErrorPosition(text, 19, 5), (TextPosition{7, 7}));
        QCOMPARE(jsonErrorPosition(text, 0), (TextPosition{1, 1}));
        std::size_t byte = 0;
        try {
            QFAIL(nlohmann::json::parse(text).dump().c_str());
        } catch (const nlohmann::json::parse_error &e) {
            byte = e.byte;
        }
        QCOMPARE(jsonErrorPosition(text, byte), (TextPosition{3, 7}));
    }
};

QTEST_GUILESS_MAIN(TestTextPosition)
#include "tst_textposition.moc"
