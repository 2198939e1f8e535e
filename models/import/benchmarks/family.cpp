#include "benchmarkimporters.h"

namespace GpuPlan {

// The importers of this family register here.
std::vector<std::unique_ptr<Importer>> benchmarkImporters()
{
    std::vector<std::unique_ptr<Importer>> list;
    list.push_back(std::make_unique<LlamaBenchMarkdownImporter>());
    list.push_back(std::make_unique<LlamaBenchStdoutImporter>());
    list.push_back(std::make_unique<LlamaBenchCsvImporter>());
    list.push_back(std::make_unique<LlamaBenchJsonImporter>());
    list.push_back(std::make_unique<LlamaBenchJsonlImporter>());
    list.push_back(std::make_unique<LlamaBenchSqlImporter>());
    list.push_back(std::make_unique<VllmBenchJsonImporter>());
    list.push_back(std::make_unique<VllmBenchTextImporter>());
    list.push_back(std::make_unique<MlperfSummaryImporter>());
    list.push_back(std::make_unique<MlperfSystemImporter>());
    list.push_back(std::make_unique<BabelStreamImporter>());
    list.push_back(std::make_unique<MixbenchImporter>());
    list.push_back(std::make_unique<GpuplanProbeImporter>());
    return list;
}

} // namespace GpuPlan
