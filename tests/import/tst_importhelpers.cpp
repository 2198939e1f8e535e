// The pieces every importer shares, against hand-counted expectations: the JSON reader's error
// positions, the one progress/cancel cadence, the registry that every family feeds the same way.
#include "importer.h"
#include "importjson.h"

#include <nlohmann/json.hpp>

#include <QTest>

#include <set>

using namespace GpuPlan;

namespace {

class CountingSink : public ImportCollector
{
public:
    bool cancelled() const override { return cancelAfter > 0 && int(progressAt.size()) >= cancelAfter; }
    void progress(std::uint64_t bytesDone, std::uint64_t) override { progressAt.push_back(bytesDone); }

    int cancelAfter = 0; ///< cancel once this many progress reports were made (0: never)
    std::vector<std::uint64_t> progressAt;
};

std::string lines(int count)
{
    std::string text;
    for (int i = 0; i < count; ++i)
        text += "x\n";
    return text;
}

} // namespace

class TestImportHelpers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void jsonParses()
    {
        ImportCollector sink;
        const auto json = parseImportedJson("{\"a\": [1, 2]}", 1, sink);
        QVERIFY(json);
        QCOMPARE((*json)["a"][1].get<int>(), 2);
        QVERIFY(sink.diagnostics.empty());
    }

    // {"a": 1,         offsets 0-8, on the file's line 5
    //  "b" 2}          offset 9 is column 1 of line 6; the "2" (offset 14) is column 6
    void jsonSyntaxErrorLineAndColumn()
    {
        ImportCollector sink;
        QVERIFY(!parseImportedJson("{\"a\": 1,\n \"b\" 2}", 5, sink, Severity::Warning));
        QCOMPARE(sink.diagnostics.size(), std::size_t(1));
        const Diagnostic &d = sink.diagnostics[0];
        QCOMPARE(d.code, std::string("import.bad_line"));
        QCOMPARE(d.severity, Severity::Warning);
        QCOMPARE(d.line, 6);
        QCOMPARE(d.column, 6);
        QCOMPARE(d.params, std::vector<std::string>{"JSON syntax error"});
    }

    // The text ends inside the array: import.truncated where it ends (after the last newline: line 2).
    void jsonTruncated()
    {
        ImportCollector sink;
        QVERIFY(!parseImportedJson("[1, 2,\n", 1, sink));
        QCOMPARE(sink.diagnostics.size(), std::size_t(1));
        QCOMPARE(sink.diagnostics[0].code, std::string("import.truncated"));
        QCOMPARE(sink.diagnostics[0].severity, Severity::Error);
        QCOMPARE(sink.diagnostics[0].line, 2);
        QCOMPARE(sink.diagnostics[0].params, std::vector<std::string>{"JSON"});
    }

    // 1,100 lines: progress at lines 512 and 1,024 (bytes 1,024 and 2,048 of "x\n" lines), nothing else.
    void cadence()
    {
        TextSource text = TextSource::fromBytes(lines(1100));
        CountingSink sink;
        std::string_view line;
        while (text.nextLine(line))
            QVERIFY(keepGoing(text, sink));
        QCOMPARE(sink.progressAt, (std::vector<std::uint64_t>{1024, 2048}));
        QVERIFY(sink.diagnostics.empty());
    }

    // Cancelled at the first check: import.cancelled at line 512, and the parser is told to stop.
    void cadenceCancels()
    {
        TextSource text = TextSource::fromBytes(lines(1100));
        CountingSink sink;
        sink.cancelAfter = 1;
        std::string_view line;
        int stoppedAt = 0;
        while (text.nextLine(line)) {
            if (!keepGoing(text, sink)) {
                stoppedAt = text.lineNumber();
                break;
            }
        }
        QCOMPARE(stoppedAt, 512);
        QCOMPARE(sink.diagnostics.size(), std::size_t(1));
        QCOMPARE(sink.diagnostics[0].code, std::string("import.cancelled"));
        QCOMPARE(sink.diagnostics[0].line, 512);
    }

    // Records of a file read whole step by record: the first check is at record 512, at its line.
    void cadenceByRecord()
    {
        CountingSink sink;
        sink.cancelAfter = 1;
        QVERIFY(keepGoing(sink, 0, 1, 0, 100));
        QVERIFY(keepGoing(sink, 511, 900, 10, 100));
        QVERIFY(sink.progressAt.empty());
        QVERIFY(!keepGoing(sink, 512, 901, 20, 100));
        QCOMPARE(sink.progressAt, std::vector<std::uint64_t>{20});
        QCOMPARE(sink.diagnostics.at(0).line, 901);
    }

    // Every family registers through makeImporters(): each importer once, under its own format name.
    void registry()
    {
        std::set<std::string> formats;
        for (const auto &importer : importers()) {
            QVERIFY(importer);
            QVERIFY2(formats.insert(importer->format()).second, importer->format().c_str());
        }
        // 41, the ten host importers, nvidia-smi -pl, kubectl (describe pod, get nodes), sysfs numa_node,
        // zeinfo, sycl-ls, clinfo -l, dcgmi topo, xpu-smi discovery --dump and topology -m, a Prometheus pull
        QCOMPARE(formats.size(), std::size_t(62));
        QVERIFY(importerByFormat("prometheus-pull"));
        QVERIFY(importerByFormat("dcgmi-topo"));
        QVERIFY(importerByFormat("xpu-smi-discovery-dump"));
        QVERIFY(importerByFormat("xpu-smi-topology"));
        QVERIFY(importerByFormat("kubectl-describe-pod"));
        QVERIFY(importerByFormat("sycl-ls"));
        QVERIFY(importerByFormat("numactl-hardware"));
        QVERIFY(importerByFormat("kernel-log"));
        QVERIFY(importerByFormat("llama-bench-json"));
        QVERIFY(importerByFormat("nvidia-smi-q"));
    }
};

QTEST_GUILESS_MAIN(TestImportHelpers)
#include "tst_importhelpers.moc"
