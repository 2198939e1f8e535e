#pragma once

class QTableView;

namespace GpuPlan {

/// The table look shared by every page: whole-row selection, alternating rows, no row numbers.
void setUpTableView(QTableView *view, bool sortable);

} // namespace GpuPlan
