#include "importer.h"
#include "kernellogimporter.h"

namespace GpuPlan {

// The importers of this family register here.
std::vector<std::unique_ptr<Importer>> logImporters() { return makeImporters({makeImporter<KernelLogImporter>}); }

} // namespace GpuPlan
