#include "importer.h"
#include "vendorcommon.h"

namespace GpuPlan {

// The importers of this family register here.
std::vector<std::unique_ptr<Importer>> vendorToolImporters()
{
    using namespace VendorTools;
    std::vector<std::unique_ptr<Importer>> list;
    for (auto make : {makeRocmSmiJsonImporter, makeRocmSmiTextImporter, makeAmdSmiTextImporter, makeAmdSmiJsonImporter,
                      makeXpuSmiDiscoveryImporter, makeXpuSmiStatsImporter, makeXpuSmiDumpImporter, makeXpuSmiHealthImporter,
                      makeXpuSmiDiagImporter, makeXpuSmiPsImporter, makeXpuSmiJsonImporter, makeIntelGpuTopJsonImporter,
                      makeDcgmiDmonImporter, makeDcgmiDiagImporter, makeDcgmiDiscoveryImporter, makeDcgmiNvlinkImporter})
        list.push_back(make());
    return list;
}

} // namespace GpuPlan
