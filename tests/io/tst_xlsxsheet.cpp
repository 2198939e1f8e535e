// Tests of the XLSX reader (models/io/xlsxsheet): workbooks written by libxlsxwriter (a real writer, as Excel's
// files are read by it elsewhere) with shared strings, inline strings (constant-memory mode), numbers, dates,
// booleans and a title block, read into a grid and then into quotes; and files that are not workbooks.
#include "io/xlsxsheet.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <xlsxwriter.h>

#include <map>

using namespace GpuPlan;

namespace {

std::optional<std::string> resolve(std::string_view cell)
{
    static const std::map<std::string, std::string, std::less<>> names = {
        {"NVIDIA H100 PCIe 80GB", "nvidia-h100-pcie-80gb"},
        {"RTX 3090", "nvidia-geforce-rtx-3090-24gb"},
    };
    const auto it = names.find(cell);
    return it == names.end() ? std::nullopt : std::optional<std::string>(it->second);
}

// A reseller's quote sheet: a title in A1, the date in A2, the header on row 4, two items, a total.
// @p constantMemory writes inline strings instead of the shared-string table.
QByteArray writeQuoteWorkbook(const QString &path, bool constantMemory, const char *badPrice = nullptr)
{
    lxw_workbook_options options{};
    options.constant_memory = constantMemory ? LXW_TRUE : LXW_FALSE;
    lxw_workbook *book = workbook_new_opt(path.toUtf8().constData(), &options);
    lxw_worksheet *sheet = workbook_add_worksheet(book, "Quote");
    lxw_format *dateFormat = workbook_add_format(book);
    format_set_num_format(dateFormat, "yyyy-mm-dd");
    worksheet_write_string(sheet, 0, 0, "Example Systems - Quotation Q-2026-1187", nullptr);
    lxw_datetime quoted{2026, 11, 18, 0, 0, 0};
    worksheet_write_datetime(sheet, 1, 0, &quoted, dateFormat);
    const char *header[] = {"Seller", "Description", "Condition", "Qty", "Unit Price", "Valid until", "Returns"};
    for (int c = 0; c < 7; ++c)
        worksheet_write_string(sheet, 3, static_cast<lxw_col_t>(c), header[c], nullptr);
    lxw_datetime valid{2026, 12, 18, 0, 0, 0};
    worksheet_write_string(sheet, 4, 0, "Example Systems", nullptr);
    worksheet_write_string(sheet, 4, 1, "NVIDIA H100 PCIe 80GB", nullptr);
    worksheet_write_string(sheet, 4, 2, "new", nullptr);
    worksheet_write_number(sheet, 4, 3, 8, nullptr);
    if (badPrice)
        worksheet_write_string(sheet, 4, 4, badPrice, nullptr);
    else
        worksheet_write_number(sheet, 4, 4, 24950.5, nullptr);
    worksheet_write_datetime(sheet, 4, 5, &valid, dateFormat);
    worksheet_write_boolean(sheet, 4, 6, 1, nullptr);
    worksheet_write_string(sheet, 5, 0, "Example Systems", nullptr);
    worksheet_write_string(sheet, 5, 1, "RTX 3090", nullptr);
    worksheet_write_string(sheet, 5, 2, "refurbished", nullptr);
    worksheet_write_number(sheet, 5, 3, 2, nullptr);
    worksheet_write_number(sheet, 5, 4, 799, nullptr);
    worksheet_write_string(sheet, 7, 3, "Total", nullptr);
    worksheet_write_formula_num(sheet, 7, 4, "=D5*E5+D6*E6", nullptr, 201202.0);
    if (workbook_close(book) != LXW_NO_ERROR)
        return {};
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestXlsxSheet : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsQuoteWorkbooks_data()
    {
        QTest::addColumn<bool>("constantMemory");
        QTest::newRow("shared strings") << false;
        QTest::newRow("inline strings") << true;
    }

    void readsQuoteWorkbooks()
    {
        QFETCH(bool, constantMemory);
        QTemporaryDir dir;
        const QByteArray bytes = writeQuoteWorkbook(dir.filePath(QStringLiteral("q.xlsx")), constantMemory);
        QVERIFY(!bytes.isEmpty());
        std::vector<Diagnostic> diags;
        const QuoteGrid grid = readXlsxSheet(bytes, diags);
        QVERIFY2(diags.empty(), diags.empty() ? "" : diags.front().englishText().c_str());
        QVERIFY(grid.spreadsheet);
        QCOMPARE(grid.rows.size(), std::size_t(8)); // rows 1..8, the empty rows 3 and 7 included
        QCOMPARE(grid.lines[7], 8);
        QCOMPARE(grid.rows[0][0], std::string("Example Systems - Quotation Q-2026-1187"));
        // 2026-11-18 is serial day 46344 (days since 1899-12-30).
        QCOMPARE(grid.rows[1][0], std::string("46344"));
        QCOMPARE(grid.rows[3][4], std::string("Unit Price"));
        QCOMPARE(grid.rows[4][4], std::string("24950.5"));
        QCOMPARE(grid.rows[4][6], std::string("TRUE"));
        QVERIFY(grid.rows[2].empty());
        QCOMPARE(grid.rows[7][4], std::string("201202")); // a formula's cached value

        // Into quotes: the header found on row 4, the dates from serial days.
        const int headerRow = findQuoteHeaderRow(grid);
        QCOMPARE(headerRow, 3);
        QuoteColumnMapping mapping = proposeQuoteMapping(grid.rows[std::size_t(headerRow)]);
        mapping.headerRow = headerRow;
        mapping.channel = "integrator";
        mapping.date = "2026-11-18";
        const std::vector<Quote> quotes = readQuotes(grid, mapping, resolve, "q.xlsx", diags);
        QVERIFY2(diags.empty(), diags.empty() ? "" : diags.front().englishText().c_str());
        QCOMPARE(quotes.size(), std::size_t(2));
        QCOMPARE(quotes[0].skuId, std::string("nvidia-h100-pcie-80gb"));
        QCOMPARE(quotes[0].unitPrice, 24950.5);
        QCOMPARE(quotes[0].quantity, 8);
        QCOMPARE(quotes[0].validUntil, std::string("2026-12-18"));
        QCOMPARE(quotes[0].returnsIntermittent.value_or(false), true);
        QCOMPARE(quotes[0].sourceLine, 5);
        QCOMPARE(int(quotes[1].condition), int(CardCondition::Refurbished));
        QCOMPARE(quotes[1].unitPrice, 799.0);
    }

    // A bad price cell: the row and the column letter, and no quote.
    void badCellNamesRowAndLetter()
    {
        QTemporaryDir dir;
        const QByteArray bytes = writeQuoteWorkbook(dir.filePath(QStringLiteral("bad.xlsx")), false, "TBD");
        std::vector<Diagnostic> diags;
        const QuoteGrid grid = readXlsxSheet(bytes, diags);
        QuoteColumnMapping mapping = proposeQuoteMapping(grid.rows[3]);
        mapping.headerRow = 3;
        mapping.channel = "integrator";
        QVERIFY(readQuotes(grid, mapping, resolve, "bad.xlsx", diags).empty());
        QCOMPARE(diags.size(), std::size_t(1));
        QCOMPARE(diags.front().englishText(), std::string("line 5: column E (Unit Price): \"TBD\" is not a price"));
    }

    void notAWorkbook_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("code");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("xlsx.not_zip");
        QTest::newRow("text") << QByteArray("Seller,GPU,Price\n") << QStringLiteral("xlsx.not_zip");
        QTest::newRow("binary") << QByteArray(600, '\x07') << QStringLiteral("xlsx.not_zip");
    }

    void notAWorkbook()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, code);
        std::vector<Diagnostic> diags;
        const QuoteGrid grid = readXlsxSheet(bytes, diags);
        QVERIFY(grid.rows.empty());
        QCOMPARE(diags.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(diags.front().code), code);
    }

    // A workbook cut short (a download that stopped) and a zip of other things.
    void truncatedAndForeignZips()
    {
        QTemporaryDir dir;
        const QByteArray bytes = writeQuoteWorkbook(dir.filePath(QStringLiteral("q.xlsx")), false);
        std::vector<Diagnostic> diags;
        QVERIFY(readXlsxSheet(bytes.left(bytes.size() / 2), diags).rows.empty());
        QCOMPARE(diags.size(), std::size_t(1));
        // A .docx-like zip: libxlsxwriter cannot write one, so take the workbook and remove its workbook part
        // by renaming it in the central directory and the local header (same length, so the zip stays valid).
        QByteArray renamed = bytes;
        renamed.replace("xl/workbook.xml", "xl/workbook.xmX");
        diags.clear();
        QVERIFY(readXlsxSheet(renamed, diags).rows.empty());
        QCOMPARE(diags.size(), std::size_t(1));
        QCOMPARE(diags.front().code, std::string("xlsx.missing_part"));
        QCOMPARE(diags.front().englishText(),
                 std::string("the XLSX workbook lacks xl/workbook.xml or it cannot be read"));
    }
};

QTEST_GUILESS_MAIN(TestXlsxSheet)
#include "tst_xlsxsheet.moc"
