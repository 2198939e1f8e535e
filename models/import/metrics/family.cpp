#include "importer.h"
#include "metricscommon.h"

namespace GpuPlan {

// The importers of this family register here.
std::vector<std::unique_ptr<Importer>> metricsImporters()
{
    std::vector<std::unique_ptr<Importer>> list;
    list.push_back(Metrics::makePrometheusImporter());
    list.push_back(Metrics::makeLspciImporter());
    list.push_back(Metrics::makeSysfsPcieImporter());
    return list;
}

} // namespace GpuPlan
