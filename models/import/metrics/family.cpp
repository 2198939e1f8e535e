#include "importer.h"
#include "metricscommon.h"

namespace GpuPlan {

// The importers of this family register here.
std::vector<std::unique_ptr<Importer>> metricsImporters()
{
    using namespace Metrics;
    return makeImporters({makePrometheusImporter, makePromPullImporter, makeLspciImporter, makeSysfsPcieImporter});
}

} // namespace GpuPlan
