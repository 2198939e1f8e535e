#include "importer.h"
#include "kernellogimporter.h"

namespace GpuPlan {

// The importers of this family register here.
std::vector<std::unique_ptr<Importer>> logImporters()
{
    std::vector<std::unique_ptr<Importer>> list;
    list.push_back(std::make_unique<KernelLogImporter>());
    return list;
}

} // namespace GpuPlan
