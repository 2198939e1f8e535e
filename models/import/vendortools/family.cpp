#include "importer.h"
#include "vendorcommon.h"

namespace GpuPlan {

// The importers of this family register here.
std::vector<std::unique_ptr<Importer>> vendorToolImporters()
{
    using namespace VendorTools;
    return makeImporters({makeRocmSmiJsonImporter,    makeRocmSmiTextImporter,     makeAmdSmiTextImporter,
                          makeAmdSmiJsonImporter,     makeXpuSmiDiscoveryImporter, makeXpuSmiStatsImporter,
                          makeXpuSmiDumpImporter,     makeXpuSmiHealthImporter,    makeXpuSmiDiagImporter,
                          makeXpuSmiPsImporter,       makeXpuSmiJsonImporter,      makeIntelGpuTopJsonImporter,
                          makeDcgmiDmonImporter,      makeDcgmiDiagImporter,       makeDcgmiDiscoveryImporter,
                          makeDcgmiNvlinkImporter,    makeDcgmiTopoImporter,       makeXpuSmiDiscoveryDumpImporter,
                          makeXpuSmiTopologyImporter, makeZeinfoImporter,          makeSyclLsImporter,
                          makeClinfoListImporter});
}

} // namespace GpuPlan
