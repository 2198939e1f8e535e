#pragma once

#include "io/workspaceaudit.h"

class QWidget;

namespace GpuPlan {

/// What the user chose when an edit met a colleague's newer one.
enum class EditConflictChoice {
    KeepTheirs, ///< drop my edit; theirs stays and is shown
    Overwrite,  ///< write mine over theirs (a deliberate overwrite)
    Reload,     ///< drop my edit and reload everything the page shows from the workspace
};

/**
 * Asks what to do with an edit of @p skuName's field that someone else changed since it was read: says who changed
 * it, when, to what, and what the user's value was (both formatted in the field's unit). Escape keeps theirs.
 */
EditConflictChoice askEditConflict(QWidget *parent, const EditConflict &conflict, const QString &skuName,
                                   const std::optional<Json> &mine);

} // namespace GpuPlan
