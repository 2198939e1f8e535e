// libFuzzer target for the importers. GPUPLAN_FUZZ_FORMAT names the importer to fuzz ("nvidia-smi-xml",
// "kernel-log", ... or "generic-csv"); every input goes through that importer's parse() and through
// importText() (format detection, then whichever importer wins). GPUPLAN_FUZZ_FORMAT=list prints the
// formats and exits. Built by tests/fuzz/CMakeLists.txt, driven by scripts/fuzz.sh.
#include "importer.h"
#include "metrics/promapi.h"
#include "metrics/prompull.h"
#include "quotes/quotereader.h"
#ifdef GPUPLAN_FUZZ_XLSX
#include "io/xlsxsheet.h"
#endif
#include "textsource.h"
#ifdef GPUPLAN_FUZZ_GENERIC_CSV
#include "genericcsv/csvcolumnmapping.h"
#include "genericcsv/genericcsvimporter.h"
#endif

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace {

const GpuPlan::Importer *g_importer = nullptr;
bool g_genericCsv = false;
bool g_prometheusApi = false;
bool g_quoteCsv = false;
bool g_xlsx = false;

void parseWith(const GpuPlan::Importer &importer, const std::string &bytes)
{
    GpuPlan::TextSource text = GpuPlan::TextSource::fromBytes(bytes);
    GpuPlan::ImportCollector sink;
    const bool ok = importer.parse(text, sink);
    // A failed parse must say why: an error diagnostic is the contract with the import report.
    if (!ok && !sink.hasErrors())
        std::abort();
}

/// "prometheus-api": the input is a server's answer. It is parsed, put into a pull document on a small grid
/// (as each aggregation), and the document is imported: GpuPlan's own document must always import.
void fuzzPrometheusApi(const std::string &bytes)
{
    using namespace GpuPlan::Metrics;
    const PromResponse r = parsePromResponse(bytes);
    if (!r.ok)
        return;
    PromPullHeader header;
    header.window = {1700000000, 1700000000 + 600, 60};
    if (!r.warnings.empty())
        header.problems = r.warnings;
    PromPullBuilder builder(header);
    for (const char *metric : {"DCGM_FI_DEV_GPU_TEMP", "DCGM_FI_DEV_XID_ERRORS", "DCGM_FI_DEV_ECC_DBE_AGG_TOTAL",
                               "DCGM_EXP_XID_ERRORS_COUNT", "gpu_clock", "nvidia_smi_clocks_event_reasons_hw_slowdown"})
        for (const char *agg : {"mean", "max", "min", "last", "changes", "increase", "share_hw_thermal"})
            builder.add({metric, *promAggFromKey(agg)}, "q", r.series);
    GpuPlan::TextSource text = GpuPlan::TextSource::fromBytes(builder.document());
    GpuPlan::ImportCollector sink;
    const GpuPlan::Importer *used = GpuPlan::importText(text, sink);
    if (!used || used->format() != "prometheus-pull" || sink.hasErrors())
        std::abort();
}

/// "quote-csv": a seller's quote as CSV, read with the mapping proposed for the header row found in it (and the
/// same mapping through its preset JSON). The reader is all or nothing: quotes and no error, or an error and none.
void checkQuotes(const GpuPlan::QuoteGrid &grid)
{
    GpuPlan::QuoteColumnMapping mapping;
    if (!grid.rows.empty()) {
        const int header = GpuPlan::findQuoteHeaderRow(grid);
        mapping = GpuPlan::proposeQuoteMapping(grid.rows[static_cast<std::size_t>(header)]);
        mapping.headerRow = header;
    }
    mapping.seller = "seller";
    const auto reloaded = GpuPlan::QuoteColumnMapping::fromJson(mapping.toJson());
    if (!reloaded || (!(*reloaded == mapping) && reloaded->toJson() != mapping.toJson()))
        std::abort();
    // Any cell naming an RTX or an H100 is a SKU.
    const GpuPlan::QuoteSkuResolver resolve = [](std::string_view cell) -> std::optional<std::string> {
        if (cell.find("RTX") != std::string_view::npos || cell.find("H100") != std::string_view::npos)
            return std::string("sku");
        return std::nullopt;
    };
    for (const bool sheet : {grid.spreadsheet, !grid.spreadsheet}) {
        GpuPlan::QuoteGrid g = grid;
        g.spreadsheet = sheet;
        std::vector<GpuPlan::Diagnostic> readDiags;
        const auto quotes = GpuPlan::readQuotes(g, mapping, resolve, "fuzz", readDiags);
        bool error = false;
        for (const auto &d : readDiags)
            error = error || d.severity == GpuPlan::Severity::Error;
        if (quotes.empty() != error)
            std::abort();
        for (const auto &d : readDiags)
            (void)d.englishText();
    }
}

void fuzzQuoteCsv(const std::string &bytes)
{
    std::vector<GpuPlan::Diagnostic> diags;
    checkQuotes(GpuPlan::quoteGridFromCsv(bytes, diags));
    (void)GpuPlan::QuoteColumnMapping::fromJson(bytes); // presets are files a user may edit
}

#ifdef GPUPLAN_FUZZ_XLSX
/// "xlsx": a quote workbook, read whole or refused with an error (never a half-read sheet beside an error), then
/// its grid as quotes.
void fuzzXlsx(const std::string &bytes)
{
    std::vector<GpuPlan::Diagnostic> diags;
    const GpuPlan::QuoteGrid grid
        = GpuPlan::readXlsxSheet(QByteArray(bytes.data(), static_cast<qsizetype>(bytes.size())), diags);
    if (!grid.spreadsheet)
        std::abort();
    for (const auto &d : diags) {
        if (!grid.rows.empty())
            std::abort(); // an error leaves no half-read sheet
        (void)d.englishText();
    }
    if (!grid.rows.empty())
        checkQuotes(grid);
}
#endif

#ifdef GPUPLAN_FUZZ_GENERIC_CSV
void fuzzGenericCsv(const std::string &bytes)
{
    // The mapping the dialog would propose for the input's first line, and the same mapping through JSON.
    const std::string_view head = std::string_view(bytes).substr(0, bytes.find('\n'));
    GpuPlan::CsvColumnMapping mapping = GpuPlan::proposeCsvMapping(head);
    std::string error;
    const auto reloaded = GpuPlan::CsvColumnMapping::fromJson(mapping.toJson(), &error);
    // Equal, or equal once invalid UTF-8 in a header is replaced (JSON holds only UTF-8).
    if (!reloaded || (!(*reloaded == mapping) && reloaded->toJson() != mapping.toJson()))
        std::abort();
    parseWith(*GpuPlan::makeGenericCsvImporter(mapping), bytes);
    (void)GpuPlan::CsvColumnMapping::fromJson(bytes, &error); // presets are files a user may edit
}
#endif

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    const char *name = std::getenv("GPUPLAN_FUZZ_FORMAT");
    const std::string format = name ? name : "";
    if (format == "list") {
        for (const auto &importer : GpuPlan::importers())
            std::printf("%s\n", importer->format().c_str());
        std::printf("prometheus-api\n");
        std::printf("quote-csv\n");
#ifdef GPUPLAN_FUZZ_XLSX
        std::printf("xlsx\n");
#endif
#ifdef GPUPLAN_FUZZ_GENERIC_CSV
        std::printf("generic-csv\n");
#endif
        std::exit(0);
    }
#ifdef GPUPLAN_FUZZ_GENERIC_CSV
    g_genericCsv = format == "generic-csv";
#endif
    g_prometheusApi = format == "prometheus-api";
    g_quoteCsv = format == "quote-csv";
#ifdef GPUPLAN_FUZZ_XLSX
    g_xlsx = format == "xlsx";
#endif
    if (!g_genericCsv && !g_prometheusApi && !g_quoteCsv && !g_xlsx && !format.empty() && format != "detect") {
        g_importer = GpuPlan::importerByFormat(format);
        if (!g_importer) {
            std::fprintf(stderr, "GPUPLAN_FUZZ_FORMAT: unknown format \"%s\" (try GPUPLAN_FUZZ_FORMAT=list)\n",
                         format.c_str());
            std::exit(2);
        }
    }
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string bytes(reinterpret_cast<const char *>(data), size);
    if (g_importer)
        parseWith(*g_importer, bytes);
    if (g_prometheusApi)
        fuzzPrometheusApi(bytes);
    if (g_quoteCsv)
        fuzzQuoteCsv(bytes);
#ifdef GPUPLAN_FUZZ_XLSX
    if (g_xlsx) {
        fuzzXlsx(bytes);
        return 0; // a zip is not a text file: detection has nothing to say about it
    }
#endif
#ifdef GPUPLAN_FUZZ_GENERIC_CSV
    if (g_genericCsv)
        fuzzGenericCsv(bytes);
#endif
    GpuPlan::TextSource text = GpuPlan::TextSource::fromBytes(bytes);
    GpuPlan::ImportCollector sink;
    const GpuPlan::Importer *used = GpuPlan::importText(text, sink);
    if (!used && !sink.hasErrors())
        std::abort();
    return 0;
}
