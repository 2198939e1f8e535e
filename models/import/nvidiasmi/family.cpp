#include "importer.h"
#include "nvsmicommon.h"

namespace GpuPlan {

// The importers of this family register here.
std::vector<std::unique_ptr<Importer>> nvidiaSmiImporters()
{
    using namespace NvSmi;
    return makeImporters({makeXmlImporter, makeQueryTextImporter, makeTableImporter, makeCsvImporter, makeDmonImporter,
                          makePmonImporter, makeTopoImporter, makeListImporter, makePowerLimitImporter});
}

} // namespace GpuPlan
