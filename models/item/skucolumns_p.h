#pragma once

#include "core/gpusku.h"

#include <QString>
#include <QVariant>

// Per-column cell contents of SkuTableModel, kept apart so that the model file stays about rows,
// roles and prices. Not part of the library's API.
namespace GpuPlan::SkuColumns {

// The provenance of the figure shown in @p column (for PCIe: whichever of generation and width the
// user edited, else the generation's).
const Provenance &provenanceOf(const GpuSku &sku, int column);
// DisplayRole, SkuTableModel::SortRole or ToolTipRole of a spec column; invalid for other roles.
QVariant data(const GpuSku &sku, int column, int role);
// Whether the column holds numbers (right-aligned).
bool isNumeric(int column);
QString headerLabel(int column);
QString headerToolTip(int column);

} // namespace GpuPlan::SkuColumns
