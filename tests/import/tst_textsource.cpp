// TextSource: line ends, encodings and chunk boundaries of imported files.
#include "textsource.h"

#include <QTemporaryFile>
#include <QTest>

using namespace GpuPlan;

namespace {

std::vector<std::string> lines(TextSource &s)
{
    std::vector<std::string> out;
    std::string_view line;
    while (s.nextLine(line))
        out.emplace_back(line);
    return out;
}

} // namespace

class TestTextSource : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void lineEnds_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QStringList>("expected");
        const QStringList abc{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")};
        QTest::newRow("LF") << QByteArray("a\nb\nc\n") << abc;
        QTest::newRow("CRLF") << QByteArray("a\r\nb\r\nc\r\n") << abc;
        QTest::newRow("CR") << QByteArray("a\rb\rc") << abc;
        QTest::newRow("no final end") << QByteArray("a\nb\nc") << abc;
        QTest::newRow("empty lines kept")
            << QByteArray("a\n\nb\r\n\r\nc")
            << QStringList{QStringLiteral("a"), QString(), QStringLiteral("b"), QString(), QStringLiteral("c")};
        QTest::newRow("UTF-8 BOM") << QByteArray("\xEF\xBB\xBF"
                                                 "a\nb\nc")
                                   << abc;
        // nvidia-smi redirected in PowerShell: UTF-16 LE with a BOM and CRLF.
        QTest::newRow("UTF-16 LE") << QByteArray("\xFF\xFE"
                                                 "a\0\r\0\n\0b\0\r\0\n\0c\0",
                                                 16)
                                   << abc;
        QTest::newRow("UTF-16 BE") << QByteArray("\xFE\xFF"
                                                 "\0a\0\n\0b\0\n\0c",
                                                 12)
                                   << abc;
    }

    void lineEnds()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QStringList, expected);
        TextSource s = TextSource::fromBytes(bytes.toStdString());
        QStringList got;
        for (const std::string &l : lines(s))
            got << QString::fromStdString(l);
        QCOMPARE(got, expected);
        QCOMPARE(s.lineNumber(), int(expected.size()));
        QVERIFY(!s.looksBinary());
    }

    void utf16NonAscii()
    {
        // "°C" and an emoji outside the BMP (a surrogate pair) survive the conversion to UTF-8.
        const QString text = QStringLiteral("45 °C ") + QString::fromUcs4(U"\U0001F525");
        QByteArray bytes("\xFF\xFE", 2);
        for (QChar c : text) {
            bytes += char(c.unicode() & 0xFF);
            bytes += char(c.unicode() >> 8);
        }
        TextSource s = TextSource::fromBytes(bytes.toStdString());
        std::string_view line;
        QVERIFY(s.nextLine(line));
        QCOMPARE(QString::fromUtf8(line.data(), qsizetype(line.size())), text);
    }

    void binaryIsFlagged()
    {
        TextSource s = TextSource::fromBytes(std::string("\x7F"
                                                         "ELF\x02\x01\x01\0\0\0",
                                                         10));
        QVERIFY(s.looksBinary());
    }

    // A file several chunks long with CRLF: no line is split or lost at a chunk boundary.
    void streamsLargeFiles()
    {
        QTemporaryFile file;
        QVERIFY(file.open());
        const int count = 150000; // about 2.6 MB: three chunks
        for (int i = 0; i < count; ++i)
            file.write(QByteArrayLiteral("row,") + QByteArray::number(i) + QByteArrayLiteral(",x\r\n"));
        file.close();
        TextSource s = TextSource::open(file.fileName().toStdString());
        QVERIFY(s.error().empty());
        QVERIFY(s.head().substr(0, 6) == "row,0,");
        std::string_view line;
        int n = 0;
        while (s.nextLine(line)) {
            if (line != "row," + std::to_string(n) + ",x")
                QFAIL(qPrintable(QStringLiteral("line %1 is \"%2\"")
                                     .arg(n + 1)
                                     .arg(QString::fromUtf8(line.data(), qsizetype(line.size())))));
            ++n;
        }
        QCOMPARE(n, count);
        QCOMPARE(s.bytesConsumed(), s.totalBytes());
    }

    void missingFile()
    {
        TextSource s = TextSource::open("/nonexistent/gpuplan.csv");
        QVERIFY(!s.error().empty());
    }

    void readAllAfterLines()
    {
        TextSource s = TextSource::fromBytes("header\r\n<xml/>\r\n");
        std::string_view line;
        QVERIFY(s.nextLine(line));
        QCOMPARE(s.readAll(), std::string("<xml/>\r\n"));
    }
};

QTEST_GUILESS_MAIN(TestTextSource)
#include "tst_textsource.moc"
