#pragma once

#include <QColor>
#include <QString>

class QTableView;

namespace GpuPlan {

/// The table look shared by every page: whole-row selection, alternating rows, no row numbers.
void setUpTableView(QTableView *view, bool sortable);

/// The one red of errors: text, a failed row, a broken rule.
QColor errorColor();
/// A label's style sheet in errorColor() (bold for a warning that needs acting on).
QString errorLabelStyle(bool bold = false);
/// A boxed message: red for an error, amber for a notice.
QString messageBoxStyle(bool error);

} // namespace GpuPlan
