// Tests of findByIdOrName over the shipped catalog's SKUs and models: what a user types on the command
// line or in a search box, and which record it must name.
#include "core/catalogjson.h"
#include "core/namelookup.h"

#include <QFile>
#include <QTest>

#include <algorithm>

using namespace GpuPlan;

class TestNameLookup : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void lookup_data();
    void lookup();
    void idWinsOverName();

private:
    Catalog m_catalog;
    std::vector<NamedEntry> m_skus;
    std::vector<NamedEntry> m_models;
};

void TestNameLookup::initTestCase()
{
    QFile f(QStringLiteral(GPUPLAN_SOURCE_DIR "/data/catalog.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    CatalogParseResult r = parseCatalog(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    QVERIFY(r.ok());
    m_catalog = std::move(r.catalog);
    for (const auto &s : m_catalog.skus)
        m_skus.push_back(NamedEntry{s.id, s.name});
    for (const auto &m : m_catalog.models)
        m_models.push_back(NamedEntry{m.id, m.name});
}

void TestNameLookup::lookup_data()
{
    QTest::addColumn<bool>("models"); // search the models, else the SKUs
    QTest::addColumn<QString>("query");
    QTest::addColumn<int>("status");      // NameMatch::Status
    QTest::addColumn<QStringList>("ids"); // the match, or every candidate when ambiguous

    const int found = static_cast<int>(NameMatch::Status::Found);
    const int ambiguous = static_cast<int>(NameMatch::Status::Ambiguous);
    const int notFound = static_cast<int>(NameMatch::Status::NotFound);
    auto ids = [](std::initializer_list<const char *> list) {
        QStringList out;
        for (const char *s : list)
            out << QString::fromLatin1(s);
        return out;
    };

    // SKUs
    QTest::newRow("part of a name") << false << "RTX 4090" << found << ids({"nvidia-geforce-rtx-4090-24gb"});
    QTest::newRow("no spaces, lower case") << false << "rtx4090" << found << ids({"nvidia-geforce-rtx-4090-24gb"});
    QTest::newRow("digits only") << false << "4090" << found << ids({"nvidia-geforce-rtx-4090-24gb"});
    // "L4" is inside "L40S" and "L40" too: the exact name wins.
    QTest::newRow("L4, not L40S or L40") << false << "L4" << found << ids({"nvidia-l4-24gb"});
    QTest::newRow("l4 lower case") << false << "l4" << found << ids({"nvidia-l4-24gb"});
    QTest::newRow("L40, not L40S") << false << "L40" << found << ids({"nvidia-l40-48gb"});
    QTest::newRow("L40S") << false << "L40S" << found << ids({"nvidia-l40s-48gb"});
    QTest::newRow("A10, not the A100s") << false << "A10" << found << ids({"nvidia-a10-24gb"});
    QTest::newRow("H100 is ambiguous") << false << "H100" << ambiguous
                                       << ids({"nvidia-h100-sxm-80gb", "nvidia-h100-pcie-80gb",
                                               "nvidia-h100-nvl-94gb"});
    QTest::newRow("A100 is ambiguous") << false << "A100" << ambiguous
                                       << ids({"nvidia-a100-sxm-80gb", "nvidia-a100-pcie-80gb", "nvidia-a100-sxm-40gb",
                                               "nvidia-a100-pcie-40gb"});
    QTest::newRow("RTX PRO 6000 is ambiguous")
        << false << "RTX PRO 6000" << ambiguous
        << ids({"nvidia-rtx-pro-6000-blackwell-96gb", "nvidia-rtx-pro-6000-blackwell-max-q-96gb"});
    QTest::newRow("H100 SXM") << false << "H100 SXM" << found << ids({"nvidia-h100-sxm-80gb"});
    QTest::newRow("h100-pcie") << false << "h100-pcie" << found << ids({"nvidia-h100-pcie-80gb"});
    QTest::newRow("MI300X, not MI300A") << false << "MI300X" << found << ids({"amd-instinct-mi300x-192gb"});
    QTest::newRow("exact id") << false << "nvidia-h100-pcie-80gb" << found << ids({"nvidia-h100-pcie-80gb"});
    QTest::newRow("id in upper case") << false << "NVIDIA-H100-PCIE-80GB" << found << ids({"nvidia-h100-pcie-80gb"});
    QTest::newRow("Gaudi 3") << false << "Gaudi 3" << found << ids({"intel-gaudi-3-128gb"});
    QTest::newRow("unknown") << false << "Voodoo 5" << notFound << QStringList{};
    QTest::newRow("empty") << false << "" << notFound << QStringList{};
    QTest::newRow("only separators") << false << " -_ " << notFound << QStringList{};

    // Models
    QTest::newRow("model id") << true << "llama-3-8b" << found << ids({"llama-3-8b"});
    QTest::newRow("model name, not Llama-3.1-8B") << true << "Llama-3-8B" << found << ids({"llama-3-8b"});
    QTest::newRow("model name with spaces") << true << "llama 3 8b" << found << ids({"llama-3-8b"});
    QTest::newRow("Llama-3.1-8B") << true << "Llama-3.1-8B" << found << ids({"llama-3-1-8b"});
    QTest::newRow("Llama-3.1-8B by id") << true << "llama-3-1-8b" << found << ids({"llama-3-1-8b"});
    QTest::newRow("Qwen2.5-7B, not 72B") << true << "Qwen2.5-7B" << found << ids({"qwen2-5-7b"});
    QTest::newRow("Llama-3 family is ambiguous")
        << true << "Llama-3" << ambiguous
        << ids({"llama-3-8b", "llama-3-70b", "llama-3-1-8b", "llama-3-1-70b", "llama-3-1-405b", "llama-3-2-1b",
                "llama-3-2-3b", "llama-3-3-70b"});
    QTest::newRow("Mixtral is ambiguous") << true << "Mixtral" << ambiguous << ids({"mixtral-8x7b", "mixtral-8x22b"});
    QTest::newRow("DeepSeek is ambiguous") << true << "DeepSeek" << ambiguous << ids({"deepseek-v3", "deepseek-r1"});
    QTest::newRow("deepseek v3") << true << "deepseek v3" << found << ids({"deepseek-v3"});
    QTest::newRow("unknown model") << true << "Falcon-180B" << notFound << QStringList{};
    QTest::newRow("empty model query") << true << "" << notFound << QStringList{};
}

void TestNameLookup::lookup()
{
    QFETCH(bool, models);
    QFETCH(QString, query);
    QFETCH(int, status);
    QFETCH(QStringList, ids);

    const std::vector<NamedEntry> &entries = models ? m_models : m_skus;
    const QByteArray q = query.toUtf8();
    const NameMatch match
        = findByIdOrName(std::string_view(q.constData(), static_cast<std::size_t>(q.size())), entries);
    QCOMPARE(static_cast<int>(match.status), status);

    QStringList got;
    if (match.status == NameMatch::Status::Found) {
        QVERIFY(match.index < entries.size());
        got << QString::fromUtf8(entries[match.index].id.data(),
                                 static_cast<qsizetype>(entries[match.index].id.size()));
        QVERIFY(match.candidates.empty());
    }
    for (const std::size_t i : match.candidates) {
        QVERIFY(i < entries.size());
        got << QString::fromUtf8(entries[i].id.data(), static_cast<qsizetype>(entries[i].id.size()));
    }
    got.sort();
    ids.sort();
    QCOMPARE(got, ids);
}

void TestNameLookup::idWinsOverName()
{
    // An entry whose id is what the user typed wins over another whose name merely normalizes the same.
    const std::vector<NamedEntry> entries{{"x-1", "x1"}, {"x1", "Other"}};
    const NameMatch m = findByIdOrName("x1", entries);
    QCOMPARE(m.status, NameMatch::Status::Found);
    QCOMPARE(m.index, std::size_t{1});
    // Two entries with the same exact name are ambiguous, whatever else partially matches.
    const std::vector<NamedEntry> twins{{"a-1", "Card"}, {"a-2", "Card"}, {"a-3", "Card Pro"}};
    const NameMatch t = findByIdOrName("card", twins);
    QCOMPARE(t.status, NameMatch::Status::Ambiguous);
    QCOMPARE(t.candidates, (std::vector<std::size_t>{0, 1}));
}

QTEST_GUILESS_MAIN(TestNameLookup)
#include "tst_namelookup.moc"
