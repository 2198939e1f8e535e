// Tests of the report layout: PDFs written by writeReportPdf, read back with poppler's command-line
// tools (pdftotext, pdfinfo, pdfimages), against expectations computed from the documents built here.

#include "report/reportlayout.h"
#include "reportpdftools.h"
#include "reportsampledocument.h"

#include "testrequire.h"

#include <QDir>
#include <QElapsedTimer>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <thread>

using namespace GpuPlan;
using namespace GpuPlan::ReportSample;

class TestReportLayout : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString write(const ReportDocument &doc, const QString &name, QPageSize::PageSizeId size = QPageSize::A4)
    {
        const QString path = m_dir.filePath(name);
        ReportPageSetup setup;
        setup.pageSize = size;
        const ReportLayoutResult result = writeReportPdf(doc, path, setup);
        if (!result.ok)
            qWarning("writeReportPdf failed: %s", qPrintable(result.error));
        return result.ok ? path : QString();
    }

    /// A document whose headings' pages are forced: cover 1, contents 2, then each level-1 heading and
    /// each page break starts a page.
    static ReportDocument forcedPages()
    {
        ReportDocument doc;
        doc.title = QStringLiteral("Layout test");
        doc.scenarioName = QStringLiteral("Scenario A");
        doc.tocTitle = QStringLiteral("Contents");
        doc.pageLabel = QStringLiteral("Page %1 of %2");
        doc.blocks << heading(QStringLiteral("Alpha section")) << paragraph(QStringLiteral("First text."))
                   << pageBreak() << heading(QStringLiteral("Beta detail"), 2) << paragraph(QStringLiteral("Second."))
                   << heading(QStringLiteral("Gamma section")) << paragraph(QStringLiteral("Third."))
                   << heading(QStringLiteral("Delta detail"), 2) << paragraph(QStringLiteral("Same page as Gamma."));
        return doc;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        GPUPLAN_REQUIRE(PdfTools::available(), "poppler-utils (pdftotext, pdfinfo, pdfimages)");
    }

    void headingsAndContents()
    {
        const QString pdf = write(forcedPages(), QStringLiteral("forced.pdf"));
        QVERIFY(!pdf.isEmpty());
        // Cover, contents, Alpha, page break (Beta), Gamma with Delta.
        QCOMPARE(PdfTools::info(pdf, QStringLiteral("Pages")), QStringLiteral("5"));
        const QVector<QPair<QString, int>> expected = {{QStringLiteral("Alpha section"), 3},
                                                       {QStringLiteral("Beta detail"), 4},
                                                       {QStringLiteral("Gamma section"), 5},
                                                       {QStringLiteral("Delta detail"), 5}};
        const QString contents = PdfTools::text(pdf, 2);
        QVERIFY2(contents.contains(QStringLiteral("Contents")), qPrintable(contents));
        for (const auto &[title, page] : expected) {
            QVERIFY2(PdfTools::text(pdf, page).contains(title), qPrintable(title));
            // Found nowhere before: it is on the page the contents name.
            QVERIFY(!PdfTools::text(pdf, page - 1).contains(title) || page - 1 == 2);
            const QRegularExpression line(QStringLiteral("^\\s*") + QRegularExpression::escape(title)
                                              + QStringLiteral("\\s+(\\d+)\\s*$"),
                                          QRegularExpression::MultilineOption);
            const auto match = line.match(contents);
            QVERIFY2(match.hasMatch(), qPrintable(title + QStringLiteral(" not in:\n") + contents));
            QCOMPARE(match.captured(1).toInt(), page);
        }
        for (int page = 2; page <= 5; ++page)
            QVERIFY(PdfTools::text(pdf, page).contains(QStringLiteral("Page %1 of 5").arg(page)));
        QVERIFY(!PdfTools::text(pdf, 1).contains(QStringLiteral("Page 1 of 5")));
    }

    /// Every entry of the contents names the page where pdftotext finds its heading, also when the
    /// contents run over several pages (their length shifts every later page).
    void contentsMatchPages_data()
    {
        QTest::addColumn<int>("sections");
        QTest::newRow("sample report") << 0;
        QTest::newRow("contents over pages") << 90;
    }

    void contentsMatchPages()
    {
        QFETCH(int, sections);
        ReportDocument doc = document();
        for (int i = 0; i < sections; ++i) {
            if (i % 10 == 0)
                doc.blocks << heading(QStringLiteral("Part %1").arg(i / 10 + 1));
            doc.blocks << heading(QStringLiteral("Topic %1").arg(i + 1, 3, 10, QLatin1Char('0')), 2)
                       << paragraph(QStringLiteral("Text of topic %1.").arg(i + 1));
        }
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("toc.pdf"));
        const ReportLayoutResult result = writeReportPdf(doc, pdf, ReportPageSetup{});
        QVERIFY(result.ok);
        QCOMPARE(PdfTools::info(pdf, QStringLiteral("Pages")).toInt(), result.pageCount);
        // The contents pages: from page 2 up to the first page with body text.
        QString contents;
        int page = 2;
        for (; page <= result.pageCount; ++page) {
            const QString text = PdfTools::text(pdf, page);
            if (text.contains(QStringLiteral("The options below were sized")))
                break;
            contents += text;
        }
        const int contentsPages = page - 2;
        QVERIFY(contentsPages >= (sections > 0 ? 2 : 1));
        QCOMPARE(result.toc.first().page, 2 + contentsPages); // the first heading opens the first body page
        for (const ReportTocEntry &entry : result.toc) {
            const QRegularExpression line(QStringLiteral("^\\s*") + QRegularExpression::escape(entry.title)
                                              + QStringLiteral("\\s+(\\d+)\\s*$"),
                                          QRegularExpression::MultilineOption);
            const auto match = line.match(contents);
            QVERIFY2(match.hasMatch(), qPrintable(entry.title));
            const int listed = match.captured(1).toInt();
            QCOMPARE(listed, entry.page);
            const QString text = PdfTools::text(pdf, listed);
            QVERIFY2(QRegularExpression(QStringLiteral("^\\s*") + QRegularExpression::escape(entry.title)
                                            + QStringLiteral("\\s*$"),
                                        QRegularExpression::MultilineOption)
                         .match(text)
                         .hasMatch(),
                     qPrintable(entry.title + QStringLiteral(" not on page ") + QString::number(listed)));
        }
    }

    void chartsWithoutDataOrLongLegends()
    {
        ReportDocument doc;
        doc.title = QStringLiteral("Charts");
        doc.layoutTexts.noData = QStringLiteral("Nothing to plot here");
        ReportBlock empty = chartBlock(ReportChartKind::Scatter, QStringLiteral("Empty scatter"));
        empty.chart.series.clear();
        ReportBlock nanBars = chartBlock(ReportChartKind::Bars, QStringLiteral("Bars of NaN"));
        for (ReportSeries &series : nanBars.chart.series)
            series.values.fill(std::nan(""));
        ReportBlock legend = chartBlock(ReportChartKind::Lines, QStringLiteral("Many series"));
        QStringList names;
        for (int i = 0; i < 7; ++i) {
            ReportSeries series = legend.chart.series.first();
            series.name = QStringLiteral("Series number %1 with a long name").arg(i + 1);
            names.append(series.name);
            legend.chart.series.append(series);
        }
        doc.blocks << heading(QStringLiteral("Charts")) << empty << nanBars << legend;
        const QString pdf = write(doc, QStringLiteral("charts.pdf"));
        QVERIFY(!pdf.isEmpty());
        const QString text = PdfTools::text(pdf);
        QCOMPARE(text.count(QStringLiteral("Nothing to plot here")), 2);
        for (const QString &name : names)
            QVERIFY2(text.contains(name), qPrintable(name)); // wrapped onto more rows, never cut
        QVERIFY(PdfTools::imageListing(pdf).size() == 2);
    }

    void manyCategoriesFitTheirPage()
    {
        ReportDocument doc;
        ReportBlock chart = chartBlock(ReportChartKind::Bars, QStringLiteral("Sixty options"));
        chart.chart.categories.clear();
        chart.chart.series.resize(1);
        chart.chart.series[0].values.clear();
        for (int i = 0; i < 60; ++i) {
            chart.chart.categories.append(QStringLiteral("Cat %1").arg(i + 1, 2, 10, QLatin1Char('0')));
            chart.chart.series[0].values.append(i + 1.0);
        }
        doc.blocks << heading(QStringLiteral("Chart of sixty")) << chart;
        const QString pdf = write(doc, QStringLiteral("sixty.pdf"));
        QVERIFY(!pdf.isEmpty());
        // Cover, contents, and the heading with its chart on one page.
        QCOMPARE(PdfTools::info(pdf, QStringLiteral("Pages")), QStringLiteral("3"));
        const QString page = PdfTools::text(pdf, 3);
        QVERIFY(page.contains(QStringLiteral("Chart of sixty")));
        for (int i = 1; i <= 60; ++i)
            QVERIFY2(page.contains(QStringLiteral("Cat %1").arg(i, 2, 10, QLatin1Char('0'))),
                     qPrintable(QString::number(i)));
        QVERIFY(page.contains(QStringLiteral("Page 3 of 3")));
    }

    void layoutResult()
    {
        QTemporaryDir dir;
        const ReportLayoutResult result
            = writeReportPdf(forcedPages(), dir.filePath(QStringLiteral("r.pdf")), ReportPageSetup{});
        QVERIFY(result.ok);
        QCOMPARE(result.pageCount, 5);
        QCOMPARE(result.toc.size(), 4);
        QCOMPARE(result.toc.at(1).title, QStringLiteral("Beta detail"));
        QCOMPARE(result.toc.at(1).level, 2);
        QCOMPARE(result.toc.at(1).page, 4);
    }

    // In memory, without a file: the same pages and contents as the PDF written (Letter: other breaks).
    void layoutWithoutAFile()
    {
        QTemporaryDir dir;
        ReportPageSetup letter;
        letter.pageSize = QPageSize::Letter;
        for (const ReportPageSetup &setup : {ReportPageSetup{}, letter}) {
            const ReportLayoutResult written = writeReportPdf(document(), dir.filePath(QStringLiteral("w.pdf")), setup);
            const ReportLayoutResult laidOut = layoutReport(document(), setup);
            QVERIFY(written.ok && laidOut.ok);
            QCOMPARE(laidOut.pageCount, written.pageCount);
            QCOMPARE(laidOut.toc.size(), written.toc.size());
            for (int i = 0; i < written.toc.size(); ++i)
                QCOMPARE(laidOut.toc[i].page, written.toc[i].page);
        }
        QCOMPARE(layoutReport(forcedPages(), ReportPageSetup{}).pageCount, 5);
        int calls = 0;
        const ReportLayoutResult cancelled
            = layoutReport(document(), ReportPageSetup{}, [&](int, int) { return ++calls < 2; });
        QVERIFY(cancelled.cancelled && !cancelled.ok);
    }

    void pageSize_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<QString>("expected");
        // ISO 216 A4 is 210 x 297 mm = 595.28 x 841.89 pt (Qt writes the whole points, 595 x 842); US Letter
        // is 8.5 x 11 in = 612 x 792 pt.
        QTest::newRow("A4") << int(QPageSize::A4) << QStringLiteral("^595(\\.\\d+)? x 84[12](\\.\\d+)? pts \\(A4\\)");
        QTest::newRow("Letter") << int(QPageSize::Letter)
                                << QStringLiteral("^612(\\.0+)? x 792(\\.0+)? pts \\(letter\\)");
    }

    void pageSize()
    {
        QFETCH(int, size);
        QFETCH(QString, expected);
        const QString pdf = write(forcedPages(), QStringLiteral("size.pdf"), static_cast<QPageSize::PageSizeId>(size));
        QVERIFY(!pdf.isEmpty());
        const QString pageSize = PdfTools::info(pdf, QStringLiteral("Page size"));
        QVERIFY2(QRegularExpression(expected).match(pageSize).hasMatch(), qPrintable(pageSize));
    }

    void chartsAreVectors()
    {
        const QString pdf = write(document(), QStringLiteral("sample.pdf"));
        QVERIFY(!pdf.isEmpty());
        const QStringList listing = PdfTools::imageListing(pdf);
        QVERIFY2(listing.size() >= 2 && listing.first().startsWith(QStringLiteral("page")),
                 qPrintable(listing.join(u'\n')));
        QCOMPARE(listing.size(), 2); // the two header lines, no image
        const QString text = PdfTools::text(pdf);
        for (int chart = 1; chart <= 8; ++chart)
            QVERIFY(text.contains(QStringLiteral("Chart %1").arg(chart)));
    }

    void userTextIsLiteral()
    {
        const QStringList injections = {QStringLiteral("<b>x</b>"), QStringLiteral("<img src=\"file:///etc/passwd\">"),
                                        QStringLiteral("&amp; &lt;i&gt;"), QStringLiteral("50% of %1 & %2")};
        ReportDocument doc;
        doc.title = injections.at(0);
        doc.scenarioName = injections.at(1);
        doc.runningHeader = injections.at(0);
        doc.blocks << heading(injections.at(2)) << paragraph(injections.join(QStringLiteral(" | ")));
        ReportBlock table = tableBlock(injections.at(3), {injections.at(0), QStringLiteral("Value")}, 1);
        table.table.rows[0][0].text = injections.at(1);
        ReportBlock chart = chartBlock(ReportChartKind::Bars, injections.at(1));
        chart.chart.categories[0] = injections.at(0);
        ReportBlock pairs;
        pairs.kind = ReportBlock::Kind::KeyValues;
        pairs.pairs = {{injections.at(2), injections.at(3)}};
        doc.blocks << table << chart << pairs;
        const QString pdf = write(doc, QStringLiteral("inject.pdf"));
        QVERIFY(!pdf.isEmpty());
        const QString text = PdfTools::text(pdf);
        for (const QString &injection : injections)
            QVERIFY2(text.count(injection) >= 2, qPrintable(injection));
        QVERIFY(PdfTools::text(pdf, 1).contains(injections.at(0)));
    }

    void longTableRepeatsHeader()
    {
        ReportDocument doc;
        doc.title = QStringLiteral("Long table");
        doc.blocks << heading(QStringLiteral("Data"))
                   << tableBlock(
                          QStringLiteral("Every row"),
                          {QStringLiteral("Option name"), QStringLiteral("Monthly cost"), QStringLiteral("Headroom")},
                          150);
        const QString pdf = write(doc, QStringLiteral("long.pdf"));
        QVERIFY(!pdf.isEmpty());
        const int pages = PdfTools::info(pdf, QStringLiteral("Pages")).toInt();
        QVERIFY(pages >= 5); // cover, contents, and 150 rows need at least three A4 pages
        int tablePages = 0;
        int rowsSeen = 0;
        const QRegularExpression row(QStringLiteral("row (\\d{3}) option"));
        for (int page = 3; page <= pages; ++page) {
            const QString text = PdfTools::text(pdf, page);
            const int rows = static_cast<int>(text.count(row));
            if (rows == 0)
                continue;
            ++tablePages;
            rowsSeen += rows;
            QVERIFY2(text.contains(QStringLiteral("Monthly cost (USD)")), qPrintable(QString::number(page)));
            QVERIFY(text.contains(QStringLiteral("Option name")));
            if (tablePages > 1)
                QVERIFY(text.contains(QStringLiteral("Every row (continued)")));
        }
        QVERIFY(tablePages >= 3);
        QCOMPARE(rowsSeen, 150);
        // Numbers right-aligned: the ends of "1000.25" (row 1) and "10000.25" (row 10) line up.
        const QStringList lines = PdfTools::text(pdf, 3).split(QLatin1Char('\n'));
        qsizetype end1 = -1, end10 = -1;
        for (const QString &line : lines) {
            if (line.contains(QStringLiteral("row 001 option")))
                end1 = line.indexOf(QStringLiteral("1000.25")) + 7;
            if (line.contains(QStringLiteral("row 010 option")))
                end10 = line.indexOf(QStringLiteral("10000.25")) + 8;
        }
        QVERIFY(end1 > 7);
        QCOMPARE(end1, end10);
    }

    void wideTableKeepsShortWords()
    {
        // Eight columns whose words cannot all fit: the long identifiers break, the short headers and
        // the numbers stay whole.
        QStringList columns{QStringLiteral("Option")};
        for (int c = 1; c < 7; ++c)
            columns << QStringLiteral("Figure%1 (percentile)").arg(c);
        columns << QStringLiteral("Rank");
        ReportBlock table = tableBlock(QStringLiteral("Wide"), columns, 3);
        for (auto &row : table.table.rows)
            row[0].text = QStringLiteral("an-option-identifier-far-too-long-for-any-column-") + row[0].text;
        ReportDocument doc;
        doc.blocks << table;
        const QString pdf = write(doc, QStringLiteral("wide.pdf"));
        QVERIFY(!pdf.isEmpty());
        const QString text = PdfTools::text(pdf, 2);
        QVERIFY2(QRegularExpression(QStringLiteral("\\bRank\\s*$"), QRegularExpression::MultilineOption)
                     .match(text)
                     .hasMatch(),
                 qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("(percentile)")));
        QVERIFY(text.contains(QStringLiteral("3000.25"))); // row 3, column 1
        QVERIFY(text.contains(QStringLiteral("501.50")));  // row 3, column 6: 3000 / 6 + 0.25 * 6
        QVERIFY(!text.contains(QStringLiteral("far-too-long-for-any-column-row")));
    }

    void cancelLeavesNothing_data()
    {
        QTest::addColumn<int>("stopAt");
        QTest::newRow("before the cover") << 0;
        QTest::newRow("after page 3") << 3;
    }

    void cancelLeavesNothing()
    {
        QFETCH(int, stopAt);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("cancel.pdf"));
        int calls = 0;
        const ReportLayoutResult result = writeReportPdf(document(), path, ReportPageSetup{}, [&](int done, int total) {
            ++calls;
            return done < stopAt || total <= 0;
        });
        QVERIFY(!result.ok);
        QVERIFY(result.cancelled);
        QVERIFY(result.error.isEmpty());
        QCOMPARE(calls, stopAt + 1);
        QVERIFY(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden).isEmpty());

        // A report already there stays as it was.
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("previous report");
        old.close();
        QVERIFY(writeReportPdf(document(), path, ReportPageSetup{}, [&](int done, int) {
                    return done < stopAt;
                }).cancelled);
        QVERIFY(old.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), QByteArray("previous report"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 QStringList{QStringLiteral("cancel.pdf")});
    }

    void progressPerPage()
    {
        QTemporaryDir dir;
        QVector<int> done;
        int lastTotal = 0;
        const ReportLayoutResult result = writeReportPdf(forcedPages(), dir.filePath(QStringLiteral("p.pdf")),
                                                         ReportPageSetup{}, [&](int d, int total) {
                                                             done.append(d);
                                                             lastTotal = total;
                                                             return true;
                                                         });
        QVERIFY(result.ok);
        QCOMPARE(done, (QVector<int>{0, 1, 2, 3, 4, 5}));
        QCOMPARE(lastTotal, 5);
    }

    void unwritablePath()
    {
        const ReportLayoutResult result
            = writeReportPdf(forcedPages(), m_dir.filePath(QStringLiteral("missing/dir/x.pdf")), ReportPageSetup{});
        QVERIFY(!result.ok);
        QVERIFY(!result.cancelled);
        QVERIFY(result.error.contains(QStringLiteral("missing/dir/x.pdf")));
    }

    void frenchAccents()
    {
        ReportDocument doc;
        doc.language = QStringLiteral("fr");
        doc.title = QStringLiteral("Rapport de décision");
        doc.tocTitle = QStringLiteral("Sommaire");
        doc.pageLabel = QStringLiteral("Page %1 sur %2");
        doc.blocks << heading(QStringLiteral("Résumé"))
                   << paragraph(QStringLiteral("Coût estimé l'été : 12 500 € par mois, façade ÀÉÎÕÜ."));
        const QString pdf = write(doc, QStringLiteral("fr.pdf"));
        QVERIFY(!pdf.isEmpty());
        const QString text = PdfTools::text(pdf);
        for (const QString &word : {QStringLiteral("Rapport de décision"), QStringLiteral("Résumé"),
                                    QStringLiteral("l'été"), QStringLiteral("12 500 €"), QStringLiteral("ÀÉÎÕÜ"),
                                    QStringLiteral("Sommaire"), QStringLiteral("Page 3 sur 3")})
            QVERIFY2(text.contains(word), qPrintable(word));
    }

    void backgroundThread()
    {
        QTemporaryDir dir;
        ReportLayoutResult result;
        std::thread worker(
            [&] { result = writeReportPdf(document(), dir.filePath(QStringLiteral("t.pdf")), ReportPageSetup{}); });
        worker.join();
        QVERIFY2(result.ok, qPrintable(result.error));
        QVERIFY(result.pageCount >= 12);
        QCOMPARE(PdfTools::info(dir.filePath(QStringLiteral("t.pdf")), QStringLiteral("Pages")).toInt(),
                 result.pageCount);
    }

    void speed()
    {
        // The budget: a whole report in well under 3 s on one core (in an optimised build; a
        // sanitized Debug build gets its slowdown factor).
        QTemporaryDir dir;
        const ReportDocument doc = document();
        QVector<qint64> times;
        int pages = 0;
        for (int run = 0; run < 3; ++run) {
            QElapsedTimer timer;
            timer.start();
            const ReportLayoutResult result
                = writeReportPdf(doc, dir.filePath(QStringLiteral("speed.pdf")), ReportPageSetup{});
            times.append(timer.elapsed());
            QVERIFY(result.ok);
            pages = result.pageCount;
        }
        std::sort(times.begin(), times.end());
        qInfo("report of %d pages, 8 charts: median %lld ms (of %lld, %lld, %lld)", pages, times[1], times[0], times[1],
              times[2]);
        QVERIFY(pages >= 15);
        QVERIFY(times[1] < 3000 * GPUPLAN_TEST_TIMEOUT_FACTOR);
    }
};

QTEST_MAIN(TestReportLayout)
#include "tst_reportlayout.moc"
