// Every real capture in ../shared/samples that a golden_<family>.csv names imports with the expected
// format and record counts; the ones marked "error" fail cleanly with an error diagnostic naming a line.
#include "importer.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace GpuPlan;

class TestImportSamples : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void samples_data()
    {
        // golden rows: file,format,devices,samples,events,benchmarks,outcome (ok | warnings | error)[,host facts]
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("format");
        QTest::addColumn<QList<int>>("counts");
        QTest::addColumn<QString>("outcome");
        const QDir dir(QStringLiteral(GPUPLAN_GOLDEN_DIR));
        QVERIFY2(!dir.entryList({QStringLiteral("golden_*.csv")}, QDir::Files).isEmpty(), GPUPLAN_GOLDEN_DIR);
        for (const QString &name : dir.entryList({QStringLiteral("golden_*.csv")}, QDir::Files, QDir::Name)) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::ReadOnly | QIODevice::Text));
            int lineNo = 0;
            while (!f.atEnd()) {
                const QString line = QString::fromUtf8(f.readLine()).trimmed();
                ++lineNo;
                if (lineNo == 1 || line.isEmpty() || line.startsWith(QLatin1Char('#')))
                    continue;
                const QStringList c = line.split(QLatin1Char(','));
                QVERIFY2(c.size() == 7 || c.size() == 8,
                         qPrintable(name + QStringLiteral(":") + QString::number(lineNo)));
                QTest::addRow("%s", qPrintable(c[0]))
                    << c[0] << c[1]
                    << QList<int>{c[2].toInt(), c[3].toInt(), c[4].toInt(), c[5].toInt(), c.value(7).toInt()} << c[6];
            }
        }
    }

    void samples()
    {
        QFETCH(QString, file);
        QFETCH(QString, format);
        QFETCH(QList<int>, counts);
        QFETCH(QString, outcome);
        TextSource text = TextSource::open(QString(QStringLiteral(GPUPLAN_SAMPLES_DIR "/") + file).toStdString());
        ImportCollector sink;
        const Importer *used = importText(text, sink);
        if (outcome == QLatin1String("error")) {
            QVERIFY(sink.hasErrors());
            return;
        }
        QVERIFY2(used, "format not recognised");
        QCOMPARE(QString::fromStdString(used->format()), format);
        for (const Diagnostic &d : sink.diagnostics)
            if (d.severity == Severity::Error)
                QFAIL(d.englishText().c_str());
        QCOMPARE(int(sink.devices.size()), counts[0]);
        QCOMPARE(int(sink.samples.size()), counts[1]);
        QCOMPARE(int(sink.events.size()), counts[2]);
        QCOMPARE(int(sink.benchmarks.size()), counts[3]);
        QCOMPARE(int(sink.hostFacts.size()), counts[4]);
        QCOMPARE(!sink.diagnostics.empty(), outcome == QLatin1String("warnings"));
    }
};

QTEST_GUILESS_MAIN(TestImportSamples)
#include "tst_importsamples.moc"
