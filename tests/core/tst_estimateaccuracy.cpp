// Leave-one-GPU-out accuracy of the estimates on the shipped calibration data: fails when a change
// makes them worse than the targets (an accuracy check, not a timing).
#include "shippedcatalog.h"

#include "core/crossvalidation.h"
#include "core/datasetlengths.h"
#include "core/vramfit.h"

#include <QFile>
#include <QTest>

#include <map>

using namespace GpuPlan;

class TestEstimateAccuracy : public QObject
{
    Q_OBJECT

private:
    Catalog m_catalog;
    std::vector<Measurement> m_rows;

    static std::string readFile(const char *name)
    {
        QFile f(QStringLiteral(GPUPLAN_SOURCE_DIR "/data/") + QLatin1String(name));
        if (!f.open(QIODevice::ReadOnly))
            return {};
        const QByteArray b = f.readAll();
        return std::string(b.constData(), std::size_t(b.size()));
    }

private Q_SLOTS:
    void initTestCase()
    {
        CatalogParseResult r = Test::parseShippedCatalog();
        QVERIFY(r.ok());
        m_catalog = std::move(r.catalog);
        for (const MeasurementSet &set :
             {loadLlamaBenchCsv(readFile("calibration/llamacpp_tps.csv"), m_catalog, "llamacpp_tps.csv"),
              loadTrtllmBenchCsv(readFile("calibration/trtllm_h100.csv"), m_catalog, "trtllm_h100.csv"),
              loadMlperfCsv(readFile("calibration/mlperf_v41.csv"), m_catalog, "mlperf_v41.csv")})
            m_rows.insert(m_rows.end(), set.rows.begin(), set.rows.end());
        QVERIFY(m_rows.size() > 400);
    }

    void leaveOneGpuOutWithinTargets()
    {
        std::map<MeasurementKind, std::vector<double>> errors;
        std::map<std::string, std::vector<double>> prefillPerGpu;
        for (const HeldOutEstimate &h : leaveOneGpuOut(m_rows, m_catalog)) {
            errors[h.row->kind].push_back(h.relativeError);
            if (h.row->kind == MeasurementKind::Prefill)
                prefillPerGpu[h.row->skuId].push_back(h.relativeError);
        }
        const double decode = medianOf(errors[MeasurementKind::Decode]);
        const double prefill = medianOf(errors[MeasurementKind::Prefill]);
        const double batched = medianOf(errors[MeasurementKind::Throughput]);
        qInfo("leave-one-GPU-out median error: decode %.2f %%, prefill %.2f %%, batched %.2f %%", 100 * decode,
              100 * prefill, 100 * batched);
        QVERIFY2(decode <= 0.10, "single-stream decode above the 10 % target");
        QVERIFY2(prefill <= 0.20, "prefill above the 20 % target");
        for (const auto &[gpu, errs] : prefillPerGpu)
            QVERIFY2(medianOf(errs) <= 0.35, gpu.c_str());
        QVERIFY2(batched <= 0.15, "batched throughput above the 15 % target");
    }

    void shippedPromptLengthsAreTheFit()
    {
        // data/calibration/mlperf_prompt_lengths.csv is what fitWithDatasetLengths finds on all rows; a
        // model change that moves it must refresh the file (within one step of the 16-token grid).
        std::vector<Diagnostic> diags;
        const DatasetLengths shipped = loadDatasetLengthsCsv(readFile("calibration/mlperf_prompt_lengths.csv"),
                                                             "mlperf_prompt_lengths.csv", diags);
        QVERIFY(diags.empty());
        const DatasetFit fit = fitWithDatasetLengths(m_rows, m_catalog);
        QCOMPARE(shipped.size(), fit.lengths.size());
        for (const auto &[dataset, tokens] : fit.lengths) {
            QVERIFY2(shipped.count(dataset), dataset.c_str());
            QVERIFY2(std::abs(shipped.at(dataset) - tokens) <= 16,
                     qPrintable(QStringLiteral("%1: shipped %2, fitted %3")
                                    .arg(QString::fromStdString(dataset))
                                    .arg(shipped.at(dataset))
                                    .arg(tokens)));
        }
    }

    void weightsAndFit()
    {
        // Every measured configuration ran, so it must fit; weight sizes are checked in tst_vramfit and
        // tst_mathformats against llama.cpp's printed sizes and published checkpoints.
        for (const Measurement &m : m_rows) {
            Workload w = m.workload;
            if (w.batch == 0)
                w.batch = 1;
            QVERIFY2(fitVram(*m_catalog.findSku(m.skuId), *m_catalog.findModel(m.modelId), w).fits,
                     qPrintable(QStringLiteral("%1:%2").arg(QString::fromStdString(m.file)).arg(m.line)));
        }
    }
};

QTEST_APPLESS_MAIN(TestEstimateAccuracy)
#include "tst_estimateaccuracy.moc"
