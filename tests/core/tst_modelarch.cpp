// Tests of ModelArch's layer attention over the shipped architectures, with the counts worked out by
// hand from the model configs (see /work/shared/reference/models.csv), and of the KV-cache reference.
#include "core/catalogjson.h"

#include <QFile>
#include <QTest>

using namespace GpuPlan;

class TestModelArch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void layerCount_data();
    void layerCount();
    void attentionOfLayer_data();
    void attentionOfLayer();
    void syntheticPatterns_data();
    void syntheticPatterns();
    void kvReference_data();
    void kvReference();
    void deepSeekShape();

private:
    const ModelArch *model(const QString &id) const;
    Catalog m_catalog;
};

void TestModelArch::initTestCase()
{
    QFile f(QStringLiteral(GPUPLAN_SOURCE_DIR "/data/catalog.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    CatalogParseResult r = parseCatalog(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    QVERIFY(r.ok());
    m_catalog = std::move(r.catalog);
}

const ModelArch *TestModelArch::model(const QString &id) const { return m_catalog.findModel(id.toStdString()); }

void TestModelArch::layerCount_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("full");
    QTest::addColumn<int>("sliding");
    QTest::addColumn<int>("mla");

    // Gemma 3: sliding_window_pattern 6, layers i (0-based) with (i+1) % 6 == 0 are global:
    // 6, 12, ..., 60 (1-based) = floor(62 / 6) = 10 full, 62 - 10 = 52 sliding.
    QTest::newRow("Gemma-3-27B 5:1") << "gemma-3-27b" << 62 << 10 << 52 << 0;
    // Gemma 2 alternates sliding / global starting with sliding: 42 / 2 = 21 each.
    QTest::newRow("Gemma-2-9B 1:1") << "gemma-2-9b" << 42 << 21 << 21 << 0;
    QTest::newRow("Gemma-2-27B 1:1") << "gemma-2-27b" << 46 << 23 << 23 << 0;
    // gpt-oss alternates sliding (128) / full: 36 / 2 = 18 each, 24 / 2 = 12 each.
    QTest::newRow("gpt-oss-120b 1:1") << "gpt-oss-120b" << 36 << 18 << 18 << 0;
    QTest::newRow("gpt-oss-20b 1:1") << "gpt-oss-20b" << 24 << 12 << 12 << 0;
    // Llama 4: every 4th layer global NoPE, the other 3 chunked local: 48 / 4 = 12 full, 36 local.
    QTest::newRow("Llama-4-Scout 3:1") << "llama-4-scout-17b-16e" << 48 << 12 << 36 << 0;
    QTest::newRow("Llama-4-Maverick 3:1") << "llama-4-maverick-17b-128e" << 48 << 12 << 36 << 0;
    QTest::newRow("Mistral-7B-v0.1 all sliding") << "mistral-7b-v0-1" << 32 << 0 << 32 << 0;
    QTest::newRow("DeepSeek-V3 all MLA") << "deepseek-v3" << 61 << 0 << 0 << 61;
    QTest::newRow("DeepSeek-R1 all MLA") << "deepseek-r1" << 61 << 0 << 0 << 61;
    QTest::newRow("Llama-3-8B all full") << "llama-3-8b" << 32 << 32 << 0 << 0;
    QTest::newRow("Llama-3.1-405B all full") << "llama-3-1-405b" << 126 << 126 << 0 << 0;
}

void TestModelArch::layerCount()
{
    QFETCH(QString, id);
    QFETCH(int, layers);
    QFETCH(int, full);
    QFETCH(int, sliding);
    QFETCH(int, mla);

    const ModelArch *m = model(id);
    QVERIFY(m);
    QCOMPARE(m->layers, layers);
    QCOMPARE(m->layerCount(AttentionKind::Full), full);
    QCOMPARE(m->layerCount(AttentionKind::Sliding), sliding);
    QCOMPARE(m->layerCount(AttentionKind::Mla), mla);
    QCOMPARE(m->layerCount(AttentionKind::None), 0);
}

void TestModelArch::attentionOfLayer_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("layer"); // 0-based
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("window"); // tokens, for sliding layers

    const int full = static_cast<int>(AttentionKind::Full);
    const int sliding = static_cast<int>(AttentionKind::Sliding);
    const int mla = static_cast<int>(AttentionKind::Mla);
    QTest::newRow("Gemma-3 layer 0") << "gemma-3-27b" << 0 << sliding << 1024;
    QTest::newRow("Gemma-3 layer 4") << "gemma-3-27b" << 4 << sliding << 1024;
    QTest::newRow("Gemma-3 layer 5 (6th)") << "gemma-3-27b" << 5 << full << 0;
    QTest::newRow("Gemma-3 layer 59 (60th)") << "gemma-3-27b" << 59 << full << 0;
    QTest::newRow("Gemma-3 layer 60") << "gemma-3-27b" << 60 << sliding << 1024;
    QTest::newRow("Gemma-3 layer 61 (last)") << "gemma-3-27b" << 61 << sliding << 1024;
    QTest::newRow("Gemma-2 layer 0") << "gemma-2-9b" << 0 << sliding << 4096;
    QTest::newRow("Gemma-2 layer 1") << "gemma-2-9b" << 1 << full << 0;
    QTest::newRow("Gemma-2 layer 41 (last)") << "gemma-2-9b" << 41 << full << 0;
    QTest::newRow("gpt-oss layer 0") << "gpt-oss-120b" << 0 << sliding << 128;
    QTest::newRow("gpt-oss layer 35 (last)") << "gpt-oss-120b" << 35 << full << 0;
    QTest::newRow("Scout layer 0") << "llama-4-scout-17b-16e" << 0 << sliding << 8192;
    QTest::newRow("Scout layer 3 (4th)") << "llama-4-scout-17b-16e" << 3 << full << 0;
    QTest::newRow("Scout layer 46") << "llama-4-scout-17b-16e" << 46 << sliding << 8192;
    QTest::newRow("Scout layer 47 (48th)") << "llama-4-scout-17b-16e" << 47 << full << 0;
    QTest::newRow("Mistral layer 31") << "mistral-7b-v0-1" << 31 << sliding << 4096;
    QTest::newRow("DeepSeek-V3 layer 60") << "deepseek-v3" << 60 << mla << 0;
    QTest::newRow("Llama-3-8B layer 0") << "llama-3-8b" << 0 << full << 0;
}

void TestModelArch::attentionOfLayer()
{
    QFETCH(QString, id);
    QFETCH(int, layer);
    QFETCH(int, kind);
    QFETCH(int, window);

    const ModelArch *m = model(id);
    QVERIFY(m);
    const LayerAttention &a = m->attentionOfLayer(layer);
    QCOMPARE(static_cast<int>(a.kind), kind);
    if (a.kind == AttentionKind::Sliding)
        QCOMPARE(a.window, std::int64_t{window});
}

void TestModelArch::syntheticPatterns_data()
{
    QTest::addColumn<int>("layers");
    QTest::addColumn<QString>("pattern"); // one letter per entry: F full, S sliding, M mla, N none
    QTest::addColumn<int>("full");
    QTest::addColumn<int>("sliding");
    QTest::addColumn<int>("none");

    // An odd layer count: the cycle restarts, layers 0, 2, 4, 6 are sliding.
    QTest::newRow("7 layers S,F") << 7 << "SF" << 3 << 4 << 0;
    // 10 layers over a cycle of 4: 0-3, 4-7, then 8 S, 9 S.
    QTest::newRow("10 layers S,S,S,F") << 10 << "SSSF" << 2 << 8 << 0;
    QTest::newRow("pattern longer than the model") << 3 << "SSSSSF" << 0 << 3 << 0;
    QTest::newRow("no layers") << 0 << "SF" << 0 << 0 << 0;
    QTest::newRow("attention-free layers") << 5 << "NF" << 2 << 0 << 3;
    QTest::newRow("empty pattern means full") << 4 << "" << 4 << 0 << 0;
}

void TestModelArch::syntheticPatterns()
{
    QFETCH(int, layers);
    QFETCH(QString, pattern);
    QFETCH(int, full);
    QFETCH(int, sliding);
    QFETCH(int, none);

    ModelArch m;
    m.layers = layers;
    m.attentionPattern.clear();
    for (const QChar c : pattern) {
        LayerAttention a;
        a.kind = c == QLatin1Char('S') ? AttentionKind::Sliding
            : c == QLatin1Char('M')    ? AttentionKind::Mla
            : c == QLatin1Char('N')    ? AttentionKind::None
                                       : AttentionKind::Full;
        a.window = a.kind == AttentionKind::Sliding ? 4096 : 0;
        m.attentionPattern.push_back(a);
    }
    QCOMPARE(m.layerCount(AttentionKind::Full), full);
    QCOMPARE(m.layerCount(AttentionKind::Sliding), sliding);
    QCOMPARE(m.layerCount(AttentionKind::None), none);
    QCOMPARE(m.layerCount(AttentionKind::Full) + m.layerCount(AttentionKind::Sliding) + m.layerCount(AttentionKind::Mla)
                 + m.layerCount(AttentionKind::None),
             layers);
}

void TestModelArch::kvReference_data()
{
    // The shapes are transcribed from models.csv; the expected bytes per token are worked out here:
    // full attention 2 (K and V) * layers * kv_heads * head_dim * 2 bytes (fp16); MLA
    // (kv_lora_rank + qk_rope_head_dim) * layers * 2 bytes.
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("kvHeads");
    QTest::addColumn<int>("headDim");
    QTest::addColumn<qint64>("bytesPerToken");

    QTest::newRow("Llama-3-8B (GQA)") << "llama-3-8b" << 32 << 8 << 128 << qint64{2 * 32 * 8 * 128 * 2};
    QTest::newRow("Llama-2-7B (MHA)") << "llama-2-7b" << 32 << 32 << 128 << qint64{524288};
    QTest::newRow("Llama-2-70B") << "llama-2-70b" << 80 << 8 << 128 << qint64{2 * 80 * 8 * 128 * 2};
    QTest::newRow("Gemma-3-27B (upper bound)") << "gemma-3-27b" << 62 << 16 << 128 << qint64{2 * 62 * 16 * 128 * 2};
    QTest::newRow("gpt-oss-120b (upper bound)") << "gpt-oss-120b" << 36 << 8 << 64 << qint64{2 * 36 * 8 * 64 * 2};
}

void TestModelArch::kvReference()
{
    QFETCH(QString, id);
    QFETCH(int, layers);
    QFETCH(int, kvHeads);
    QFETCH(int, headDim);
    QFETCH(qint64, bytesPerToken);

    const ModelArch *m = model(id);
    QVERIFY(m);
    QCOMPARE(m->layers, layers);
    QCOMPARE(m->kvHeads, kvHeads);
    QCOMPARE(m->headDim, headDim);
    QVERIFY(m->kvBytesPerTokenFp16Reference);
    QCOMPARE(qint64{*m->kvBytesPerTokenFp16Reference}, bytesPerToken);
}

void TestModelArch::deepSeekShape()
{
    // config_671B.json: kv_lora_rank 512, qk_rope_head_dim 64, 256 routed + 1 shared experts, 8 active,
    // moe_intermediate_size 2048, first 3 layers dense.
    const ModelArch *m = model(QStringLiteral("deepseek-v3"));
    QVERIFY(m);
    QCOMPARE(m->architecture, std::string("moe-mla"));
    QVERIFY(m->mla);
    QCOMPARE(m->mla->kvLoraRank, 512);
    QCOMPARE(m->mla->qkRopeHeadDim, 64);
    QVERIFY(m->moe);
    QCOMPARE(m->moe->experts, 256);
    QCOMPARE(m->moe->activeExperts, 8);
    QCOMPARE(m->moe->sharedExperts, 1);
    QCOMPARE(m->moe->moeIntermediate, std::int64_t{2048});
    QCOMPARE(m->moe->denseLayers, 3);
    QVERIFY(m->kvBytesPerTokenFp16Reference);
    QCOMPARE(*m->kvBytesPerTokenFp16Reference, std::int64_t{(512 + 64) * 61 * 2});
    QVERIFY(m->params > m->activeParams);
}

QTEST_GUILESS_MAIN(TestModelArch)
#include "tst_modelarch.moc"
