#include "fleetimporttext.h"

#include "importer.h"

namespace GpuPlan {

const Importer *importFleetText(TextSource &text, ImportSink &sink, const FleetImportOptions &options)
{
    return options.importer ? importTextWith(text, sink, *options.importer) : importText(text, sink, options.format);
}

} // namespace GpuPlan
