#include "hostcommon.h"
#include "importer.h"

namespace GpuPlan {

// The importers of this family register here.
std::vector<std::unique_ptr<Importer>> hostImporters()
{
    using namespace Host;
    return makeImporters({makeUnameImporter, makeOsReleaseImporter, makeLscpuImporter, makeNumactlImporter,
                          makeMeminfoImporter, makeTasksetImporter, makeMpstatImporter, makeVmstatImporter,
                          makeIostatImporter, makeIpLinkImporter, makeKubectlDescribePodImporter,
                          makeKubectlGetNodesImporter, makeSysfsNumaImporter});
}

} // namespace GpuPlan
