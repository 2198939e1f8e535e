// Tests of the quote reader (models/import/quotes): a marketplace CSV with one seller per row, a reseller's quote
// laid out for people (title block, totals), bad rows refused whole with line and column, the cell forms, the
// mapping presets and the header proposal.
#include "quotes/quotereader.h"
#include "quotes/quotevalues.h"

#include <QTest>

#include <fstream>
#include <map>
#include <sstream>

using namespace GpuPlan;

namespace {

// The catalog names the tests use, as the SKU matcher would resolve them.
std::optional<std::string> resolve(std::string_view cell)
{
    static const std::map<std::string, std::string, std::less<>> names = {
        {"NVIDIA H100 PCIe 80GB", "nvidia-h100-pcie-80gb"},
        {"NVIDIA L40S 48GB", "nvidia-l40s-48gb"},
        {"nvidia-geforce-rtx-3090-24gb", "nvidia-geforce-rtx-3090-24gb"},
        {"RTX 3090", "nvidia-geforce-rtx-3090-24gb"},
    };
    const auto it = names.find(cell);
    return it == names.end() ? std::nullopt : std::optional<std::string>(it->second);
}

QuoteGrid csv(const std::string &text)
{
    std::vector<Diagnostic> diags;
    QuoteGrid grid = quoteGridFromCsv(text, diags);
    if (!diags.empty())
        qWarning("CSV: %s", diags.front().englishText().c_str());
    return grid;
}

std::string readFile(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// @p column: the column as the message names it ("3", "C"), or empty for the file-wide errors.
bool hasError(const std::vector<Diagnostic> &diags, const std::string &code, int line, const std::string &column = {})
{
    for (const Diagnostic &d : diags)
        if (d.code == code && d.line == line && (column.empty() || (!d.params.empty() && d.params[0] == column)))
            return true;
    return false;
}

} // namespace

class TestQuotes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void marketplaceCsv()
    {
        const QuoteGrid grid = csv("Seller,Channel,GPU,Condition,Price,Currency,Qty,Lead time,Warranty,Returns "
                                   "intermittent,Quote date,Valid until\n"
                                   "GpuResale,marketplace,RTX 3090,used,\"699.00\",USD,6,2 weeks,3 months,no,"
                                   "2026-11-20,2026-12-20\n"
                                   "Refurb Co,refurbisher,RTX 3090,refurbished,\"789\",usd,10,5 days,1 year,yes,"
                                   "2026/11/21,\n");
        const QuoteColumnMapping mapping = proposeQuoteMapping(grid.rows.front());
        std::vector<Diagnostic> diags;
        const std::vector<Quote> quotes = readQuotes(grid, mapping, resolve, "market.csv", diags);
        QVERIFY2(diags.empty(), diags.empty() ? "" : diags.front().englishText().c_str());
        QCOMPARE(quotes.size(), std::size_t(2));
        const Quote &a = quotes[0];
        QCOMPARE(a.seller, std::string("GpuResale"));
        QCOMPARE(int(a.channel), int(SellerChannel::Marketplace));
        QCOMPARE(a.skuId, std::string("nvidia-geforce-rtx-3090-24gb"));
        QCOMPARE(int(a.condition), int(CardCondition::Used));
        QCOMPARE(a.unitPrice, 699.0);
        QCOMPARE(a.currency, std::string("USD"));
        QCOMPARE(a.quantity, 6);
        QCOMPARE(a.leadTimeDays.value_or(-1), 14);
        QCOMPARE(a.warrantyMonths.value_or(-1), 3);
        QCOMPARE(a.returnsIntermittent.value_or(true), false);
        QCOMPARE(a.date, std::string("2026-11-20"));
        QCOMPARE(a.validUntil, std::string("2026-12-20"));
        QCOMPARE(a.sourceFile, std::string("market.csv"));
        QCOMPARE(a.sourceLine, 2);
        const Quote &b = quotes[1];
        QCOMPARE(b.warrantyMonths.value_or(-1), 12);
        QCOMPARE(b.leadTimeDays.value_or(-1), 5);
        QCOMPARE(b.returnsIntermittent.value_or(false), true);
        QCOMPARE(b.date, std::string("2026-11-21"));
        QVERIFY(b.validUntil.empty());
        QCOMPARE(b.sourceLine, 3);
        // Stale: the first is past its validity on 2026-12-21; the second, with none, after a year.
        QVERIFY(!isStaleQuote(a, "2026-12-20"));
        QVERIFY(isStaleQuote(a, "2026-12-21"));
        QVERIFY(!isStaleQuote(b, "2027-11-21"));
        QVERIFY(isStaleQuote(b, "2027-11-22"));
        // As a price point: refurbished, from the seller, provenance "quote" with the file and line.
        const PricePoint p = quotePricePoint(b);
        QCOMPARE(int(p.kind), int(PriceKind::Refurbished));
        QCOMPARE(p.amount, 789.0);
        QCOMPARE(p.provider, std::string("Refurb Co"));
        QCOMPARE(int(p.provenance.kind), int(ProvenanceKind::Quote));
        QCOMPARE(p.provenance.source, std::string("market.csv:3"));
    }

    // A reseller's quote as sent to a customer (tests/import/samples/quotes/reseller-quote.csv): a title block,
    // the table's header on the sixth row, an item without a price (support), subtotal and total lines, and a
    // remark. The seller, channel, condition and date are the mapping's defaults.
    void resellerQuoteLayout()
    {
        const QuoteGrid grid = csv(readFile(GPUPLAN_SAMPLES_DIR "/quotes/reseller-quote.csv"));
        const int headerRow = findQuoteHeaderRow(grid);
        QCOMPARE(headerRow, 5);
        QuoteColumnMapping mapping = proposeQuoteMapping(grid.rows[std::size_t(headerRow)]);
        mapping.headerRow = headerRow;
        QVERIFY(mapping.column(QuoteField::Sku));
        QCOMPARE(mapping.column(QuoteField::Sku)->header, std::string("Description"));
        QCOMPARE(mapping.column(QuoteField::UnitPrice)->header, std::string("Unit Price"));
        QCOMPARE(mapping.column(QuoteField::Quantity)->header, std::string("Qty"));
        std::vector<Diagnostic> diags;
        QVERIFY(readQuotes(grid, mapping, resolve, "q.csv", diags).empty());
        QVERIFY(hasError(diags, "quote.no_seller", 6));
        mapping.seller = "Example Systems";
        mapping.channel = "integrator";
        mapping.condition = "new";
        mapping.date = "2026-11-18";
        diags.clear();
        const std::vector<Quote> quotes = readQuotes(grid, mapping, resolve, "q.csv", diags);
        QVERIFY2(diags.empty(), diags.empty() ? "" : diags.front().englishText().c_str());
        QCOMPARE(quotes.size(), std::size_t(2));
        QCOMPARE(quotes[0].skuId, std::string("nvidia-h100-pcie-80gb"));
        QCOMPARE(quotes[0].unitPrice, 24950.0);
        QCOMPARE(quotes[0].currency, std::string("USD")); // from the "$"
        QCOMPARE(quotes[0].quantity, 8);
        QCOMPARE(quotes[0].seller, std::string("Example Systems"));
        QCOMPARE(int(quotes[0].channel), int(SellerChannel::Integrator));
        QCOMPARE(quotes[0].date, std::string("2026-11-18"));
        QCOMPARE(quotes[0].sourceLine, 7);
        QCOMPARE(quotes[1].skuId, std::string("nvidia-l40s-48gb"));
        QCOMPARE(quotes[1].unitPrice, 8395.0);
        QCOMPARE(quotes[1].quantity, 4);
    }

    // One bad cell refuses the whole file, naming line, column and header; several are all reported.
    void badRowsRefuseTheFile()
    {
        const QuoteGrid grid = csv("Seller,GPU,Price,Qty,Condition,Channel\n"
                                   "A,RTX 3090,700,2,used,marketplace\n"
                                   "B,RTX 3090,call us,2,used,marketplace\n"
                                   "C,RTX 9999,700,2,used,marketplace\n"
                                   "D,RTX 3090,700,2.5,used,marketplace\n"
                                   "E,RTX 3090,700,1,mint,marketplace\n"
                                   "F,RTX 3090,700,1,used,flea market\n");
        std::vector<Diagnostic> diags;
        const auto quotes = readQuotes(grid, proposeQuoteMapping(grid.rows.front()), resolve, "bad.csv", diags);
        QVERIFY(quotes.empty());
        QVERIFY(hasError(diags, "quote.bad_number", 3, "3"));
        QVERIFY(hasError(diags, "quote.unknown_sku", 4, "2"));
        QVERIFY(hasError(diags, "quote.bad_quantity", 5, "4"));
        QVERIFY(hasError(diags, "quote.bad_condition", 6, "5"));
        QVERIFY(hasError(diags, "quote.bad_channel", 7, "6"));
        QCOMPARE(diags.size(), std::size_t(5));
        // The text names the column and header and quotes the cell.
        const Diagnostic &price = diags.front();
        QCOMPARE(price.englishText(), std::string("line 3: column 3 (Price): \"call us\" is not a price"));
        // In a spreadsheet the column is a letter.
        QuoteGrid sheet = grid;
        sheet.spreadsheet = true;
        diags.clear();
        QVERIFY(readQuotes(sheet, proposeQuoteMapping(grid.rows.front()), resolve, "bad.xlsx", diags).empty());
        QCOMPARE(diags.front().englishText(), std::string("line 3: column C (Price): \"call us\" is not a price"));
    }

    void missingColumns()
    {
        const QuoteGrid grid = csv("Seller,GPU,Price\nA,RTX 3090,700\n");
        QuoteColumnMapping mapping = proposeQuoteMapping(grid.rows.front());
        mapping.columns.push_back({"Warranty", QuoteField::Warranty});
        std::vector<Diagnostic> diags;
        QVERIFY(readQuotes(grid, mapping, resolve, "m.csv", diags).empty());
        QVERIFY(hasError(diags, "quote.missing_column", 1));
        // Nothing but a header: an error, not an empty success.
        diags.clear();
        const QuoteGrid empty = csv("Seller,GPU,Price,Qty\n");
        QVERIFY(readQuotes(empty, proposeQuoteMapping(empty.rows.front()), resolve, "e.csv", diags).empty());
        QVERIFY(hasError(diags, "quote.empty", 1));
        // No SKU column mapped.
        diags.clear();
        QuoteColumnMapping noSku;
        noSku.seller = "A";
        noSku.columns = {{"Price", QuoteField::UnitPrice}};
        QVERIFY(readQuotes(grid, noSku, resolve, "m.csv", diags).empty());
        QVERIFY(hasError(diags, "quote.unmapped", 1));
    }

    void cellForms()
    {
        const QuoteValueReader r;
        QCOMPARE(r.price("12,500.00")->amount, 12500.0);
        QCOMPARE(r.price("$12,500")->currency, std::string("USD"));
        QCOMPARE(r.price("12 500 \xE2\x82\xAC")->currency, std::string("EUR"));
        QCOMPARE(r.price("12 500 \xE2\x82\xAC")->amount, 12500.0);
        QCOMPARE(r.price("GBP 950")->currency, std::string("GBP"));
        QCOMPARE(r.price("950 chf")->currency, std::string("CHF"));
        QVERIFY(!r.price("call"));
        QVERIFY(!r.price(""));
        QVERIFY(!r.price("-5"));
        QVERIFY(!r.price("1e400"));
        const QuoteValueReader comma{false, true};
        QCOMPARE(comma.price("EUR 9.800,50")->amount, 9800.5);
        QCOMPARE(r.count("8").value_or(0), 8);
        QCOMPARE(r.count("8.0").value_or(0), 8);
        QVERIFY(!r.count("8.5"));
        QCOMPARE(r.days("4-6 weeks").value_or(0), 42);
        QCOMPARE(r.days("10 business days").value_or(0), 10);
        QCOMPARE(r.days("1 month").value_or(0), 30);
        QVERIFY(!r.days("soon"));
        QCOMPARE(r.months("3 years").value_or(0), 36);
        QCOMPARE(r.months("36").value_or(0), 36);
        QCOMPARE(r.months("90 days").value_or(0), 3);
        QVERIFY(!r.months("lifetime"));
        QCOMPARE(r.yesNo("Oui").value_or(false), true);
        QCOMPARE(r.yesNo("N").value_or(true), false);
        QVERIFY(!r.yesNo("maybe"));
        QCOMPARE(r.date("2026-11-18T10:00:00Z").value_or(""), std::string("2026-11-18"));
        QVERIFY(!r.date("18/11/2026")); // day or month first: ambiguous, refused
        QVERIFY(!r.date("2026-02-30"));
        QVERIFY(!r.date("45627")); // a serial day only in a spreadsheet
        // Excel's serial days (1900 system): 45627 is 2024-12-01, 46000 is 2025-12-09 (Python's
        // date(1899, 12, 30) + timedelta(days)); 61 is 1900-03-01, the first day past the phantom 1900-02-29.
        const QuoteValueReader sheet{true, false};
        QCOMPARE(sheet.date("45627").value_or(""), std::string("2024-12-01"));
        QCOMPARE(sheet.date("46000.5").value_or(""), std::string("2025-12-09"));
        QCOMPARE(sheet.date("61").value_or(""), std::string("1900-03-01"));
        QVERIFY(!sheet.date("60"));
        QCOMPARE(int(*r.channel("Reseller")), int(SellerChannel::Distributor));
        QCOMPARE(int(*r.condition("Pre-owned")), int(CardCondition::Used));
        QCOMPARE(r.currency("eur").value_or(""), std::string("EUR"));
        QVERIFY(!r.currency("euros"));
    }

    void columnNames()
    {
        QCOMPARE(spreadsheetColumnName(0), std::string("A"));
        QCOMPARE(spreadsheetColumnName(25), std::string("Z"));
        QCOMPARE(spreadsheetColumnName(26), std::string("AA"));
        QCOMPARE(spreadsheetColumnName(701), std::string("ZZ"));
        QCOMPARE(spreadsheetColumnName(702), std::string("AAA"));
    }

    void mappingPresetRoundTrip()
    {
        QuoteColumnMapping m = proposeQuoteMapping(
            {"Vendor", "Model", "Unit price (USD)", "Extended price", "QTY", "Warranty (months)", "Expires", "Notes"});
        QCOMPARE(m.columns.size(), std::size_t(7)); // the extended price is a line total, not mapped
        QCOMPARE(m.column(QuoteField::Seller)->header, std::string("Vendor"));
        QCOMPARE(m.column(QuoteField::ValidUntil)->header, std::string("Expires"));
        m.name = "Example Systems";
        m.headerRow = 5;
        m.channel = "integrator";
        m.currency = "USD";
        const auto back = QuoteColumnMapping::fromJson(m.toJson());
        QVERIFY(back.has_value());
        QVERIFY(*back == m);
        Diagnostic error;
        QVERIFY(!QuoteColumnMapping::fromJson("{\"schema\":\"gpuplan-quote-mapping\",\"version\":2,\"columns\":[]}",
                                              &error));
        QCOMPARE(error.path, std::string("/version"));
        QVERIFY(!QuoteColumnMapping::fromJson("{\"schema\":\"gpuplan-quote-mapping\",\"version\":1,\"columns\":[{"
                                              "\"header\":\"X\",\"field\":\"colour\"}]}",
                                              &error));
        QCOMPARE(error.path, std::string("/columns/0/field"));
        QVERIFY(!QuoteColumnMapping::fromJson("not json", &error));
    }
};

QTEST_APPLESS_MAIN(TestQuotes)
#include "tst_quotes.moc"
