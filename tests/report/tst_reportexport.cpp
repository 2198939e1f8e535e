// Exports of a results table read back: CSV by an RFC 4180 reader, JSON by QJsonDocument, XLSX by
// unzipping its sheet, shared-strings and styles XML.
#include "report/reportexport.h"
#include "reportcsvreader.h"

#include "testrequire.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace GpuPlan;

namespace {

ReportTable sample()
{
    ReportTable t;
    t.id = QStringLiteral("sample");
    t.title = QStringLiteral("Sample table");
    t.columns = {QStringLiteral("Option"), QStringLiteral("Monthly cost"), QStringLiteral("Note")};
    t.columnKeys = {QStringLiteral("option"), QStringLiteral("monthly_cost_usd"), QStringLiteral("note")};
    t.units = {QString(), QStringLiteral("USD"), QString()};
    t.rows = {
        {{QStringLiteral("H100, owned"), {}},
         {QStringLiteral("123,457"), 123456.789},
         {QStringLiteral("say \"hi\""), {}}},
        {{QStringLiteral("<b>bold</b> é"), {}},
         {QStringLiteral("0.0000001"), 1e-7},
         {QStringLiteral("two\nlines"), {}}},
        {{QStringLiteral("=1+1"), {}}, {QStringLiteral("not available (no price)"), {}}, {QStringLiteral("-3"), -3.0}},
    };
    t.note = QStringLiteral("a note");
    return t;
}

QString unzip(const QString &archive, const QString &member)
{
    QProcess p;
    p.start(QStringLiteral("unzip"), {QStringLiteral("-p"), archive, member});
    if (!p.waitForFinished(30000) || p.exitCode() != 0)
        return {};
    return QString::fromUtf8(p.readAllStandardOutput());
}

} // namespace

class TestReportExport : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void csvRoundTrip()
    {
        const QString path = m_dir.filePath(QStringLiteral("t.csv"));
        const ReportExportResult r = exportReportTable(sample(), ReportExportFormat::Csv, path);
        QVERIFY2(r.ok, qPrintable(r.error));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QVERIFY(!bytes.startsWith("\xEF\xBB\xBF")); // no byte-order mark
        QVERIFY(bytes.endsWith("\r\n"));
        const QVector<QStringList> rows = parseCsv(bytes);
        QCOMPARE(rows.size(), 4);
        QCOMPARE(rows[0],
                 (QStringList{QStringLiteral("option"), QStringLiteral("monthly_cost_usd"), QStringLiteral("note")}));
        QCOMPARE(rows[1][0], QStringLiteral("H100, owned"));
        QCOMPARE(rows[1][1].toDouble(), 123456.789);
        QCOMPARE(rows[1][2], QStringLiteral("say \"hi\""));
        QCOMPARE(rows[2][0], QStringLiteral("<b>bold</b> é"));
        QCOMPARE(rows[2][1].toDouble(), 1e-7);
        QCOMPARE(rows[2][2], QStringLiteral("two\nlines"));
        QCOMPARE(rows[3][0], QStringLiteral("=1+1"));
        QCOMPARE(rows[3][1], QStringLiteral("not available (no price)"));
        QCOMPARE(rows[3][2].toDouble(), -3.0);
    }

    void jsonRoundTrip()
    {
        const QString path = m_dir.filePath(QStringLiteral("t.json"));
        QVERIFY(exportReportTable(sample(), ReportExportFormat::JsonFile, path).ok);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QJsonParseError error;
        const QJsonObject o = QJsonDocument::fromJson(f.readAll(), &error).object();
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(o.value(QStringLiteral("id")).toString(), QStringLiteral("sample"));
        const QJsonArray columns = o.value(QStringLiteral("columns")).toArray();
        QCOMPARE(columns.size(), 3);
        QCOMPARE(columns[1][QStringLiteral("key")].toString(), QStringLiteral("monthly_cost_usd"));
        QCOMPARE(columns[1][QStringLiteral("unit")].toString(), QStringLiteral("USD"));
        const QJsonArray rows = o.value(QStringLiteral("rows")).toArray();
        QCOMPARE(rows.size(), 3);
        QVERIFY(rows[0][1].isDouble());
        QCOMPARE(rows[0][1].toDouble(), 123456.789);
        QCOMPARE(rows[1][0].toString(), QStringLiteral("<b>bold</b> é"));
        QCOMPARE(rows[1][1].toDouble(), 1e-7);
        QVERIFY(rows[2][1].isString()); // a missing number stays its text, never 0
        QCOMPARE(rows[2][2].toDouble(), -3.0);
    }

    void xlsxCells()
    {
        GPUPLAN_REQUIRE(TestRequire::hasTool("unzip"), "unzip");
        const QString path = m_dir.filePath(QStringLiteral("t.xlsx"));
        const ReportExportResult r = exportReportTable(sample(), ReportExportFormat::Xlsx, path);
        QVERIFY2(r.ok, qPrintable(r.error));
        const QString sheet = unzip(path, QStringLiteral("xl/worksheets/sheet1.xml"));
        const QString strings = unzip(path, QStringLiteral("xl/sharedStrings.xml"));
        const QString styles = unzip(path, QStringLiteral("xl/styles.xml"));
        QVERIFY(!sheet.isEmpty() && !strings.isEmpty());
        // Numbers as numeric cells: B2 holds 123456.789, C4 holds -3.
        QVERIFY2(sheet.contains(QRegularExpression(QStringLiteral("<c r=\"B2\"[^>]*><v>123456.789</v></c>"))),
                 qPrintable(sheet));
        QVERIFY(sheet.contains(QRegularExpression(QStringLiteral("<c r=\"C4\"[^>]*><v>-3</v></c>"))));
        QVERIFY(sheet.contains(QRegularExpression(QStringLiteral("<c r=\"B3\"[^>]*><v>1(\\.0+)?E-0?7</v></c>"),
                                                  QRegularExpression::CaseInsensitiveOption)));
        // Strings, escaped as XML, in the shared strings; the header with its unit.
        QVERIFY(strings.contains(QStringLiteral("Monthly cost (USD)")));
        QVERIFY(strings.contains(QStringLiteral("&lt;b&gt;bold&lt;/b&gt; é")));
        QVERIFY(strings.contains(QStringLiteral("not available (no price)")));
        // The header row is bold, and columns have widths.
        QVERIFY(styles.contains(QStringLiteral("<b/>")));
        QVERIFY(sheet.contains(QStringLiteral("<cols>")));
        // Nothing left beside the file.
        QCOMPARE(QDir(m_dir.path()).entryList({QStringLiteral("t.xlsx*")}, QDir::Files),
                 QStringList{QStringLiteral("t.xlsx")});
    }

    void errorsNameTheFile()
    {
        for (ReportExportFormat format :
             {ReportExportFormat::Csv, ReportExportFormat::JsonFile, ReportExportFormat::Xlsx}) {
            const QString path = m_dir.filePath(QStringLiteral("missing-dir/t.out"));
            const ReportExportResult r = exportReportTable(sample(), format, path);
            QVERIFY(!r.ok);
            QVERIFY2(r.error.contains(path), qPrintable(r.error));
            QVERIFY(!QFile::exists(path));
        }
    }

    void formatKeys()
    {
        ReportExportFormat f{};
        QVERIFY(reportExportFormatFromKey(QStringLiteral("XLSX"), f));
        QCOMPARE(f, ReportExportFormat::Xlsx);
        QVERIFY(!reportExportFormatFromKey(QStringLiteral("xml"), f));
    }
};

QTEST_GUILESS_MAIN(TestReportExport)
#include "tst_reportexport.moc"
