#pragma once

#include "csvcolumnmapping.h"
#include "importer.h"

#include <memory>

namespace GpuPlan {

/**
 * The "generic-csv" importer: any CSV read through a user's column mapping. It is never auto-detected
 * (sniff() returns 0) and is not in importers(); the import dialog builds it with the chosen preset.
 * Devices come from the identity columns (one device when none is mapped), one TelemetryRow per data line.
 * A value that does not parse is a warning naming its line and column; a required mapped column missing
 * from the header is an error.
 */
std::unique_ptr<Importer> makeGenericCsvImporter(CsvColumnMapping mapping);

} // namespace GpuPlan
