#pragma once

#include "fleetreport.h"

namespace GpuPlan {

class ImportSink;
class TextSource;

/// importText() with the options' importer when one is given (a generic-csv importer with the user's
/// column mapping: it is never detected by content), else the forced format or the detected one.
const Importer *importFleetText(TextSource &text, ImportSink &sink, const FleetImportOptions &options);

} // namespace GpuPlan
