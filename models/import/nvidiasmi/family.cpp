#include "importer.h"
#include "nvsmicommon.h"

namespace GpuPlan {

// The importers of this family register here.
std::vector<std::unique_ptr<Importer>> nvidiaSmiImporters()
{
    std::vector<std::unique_ptr<Importer>> list;
    list.push_back(NvSmi::makeXmlImporter());
    list.push_back(NvSmi::makeQueryTextImporter());
    list.push_back(NvSmi::makeTableImporter());
    list.push_back(NvSmi::makeCsvImporter());
    list.push_back(NvSmi::makeDmonImporter());
    list.push_back(NvSmi::makePmonImporter());
    list.push_back(NvSmi::makeTopoImporter());
    list.push_back(NvSmi::makeListImporter());
    return list;
}

} // namespace GpuPlan
