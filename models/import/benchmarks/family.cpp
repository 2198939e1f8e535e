#include "benchmarkimporters.h"

namespace GpuPlan {

// The importers of this family register here.
std::vector<std::unique_ptr<Importer>> benchmarkImporters()
{
    return makeImporters({makeImporter<LlamaBenchMarkdownImporter>, makeImporter<LlamaBenchStdoutImporter>,
                          makeImporter<LlamaBenchCsvImporter>, makeImporter<LlamaBenchJsonImporter>,
                          makeImporter<LlamaBenchJsonlImporter>, makeImporter<LlamaBenchSqlImporter>,
                          makeImporter<VllmBenchJsonImporter>, makeImporter<VllmBenchTextImporter>,
                          makeImporter<MlperfSummaryImporter>, makeImporter<MlperfSystemImporter>,
                          makeImporter<BabelStreamImporter>, makeImporter<MixbenchImporter>,
                          makeImporter<GpuplanProbeImporter>});
}

} // namespace GpuPlan
