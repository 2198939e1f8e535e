#include "workspaceopener.h"

#include "catalogfile.h"
#include "workspacestore.h"

#include <QCoreApplication>

namespace GpuPlan {

bool openWorkspace(WorkspaceStore &store, const QString &path, QString *error)
{
    if (store.open(path) != WorkspaceStore::OpenStatus::Ok) {
        if (error)
            *error = store.lastError();
        return false;
    }
    const CatalogFileResult shipped = shippedCatalog();
    if (!shipped.ok()) {
        // A broken shipped catalog is a build defect, but the workspace must still open.
        if (error) {
            *error = QCoreApplication::translate("Workspace", "The catalog shipped with this build is invalid: %1")
                         .arg(shipped.errors.join(QLatin1Char('\n')));
        }
        return false;
    }
    if (!store.syncShippedCatalog(shipped.catalog)) {
        if (error)
            *error = store.lastError();
        return false;
    }
    return true;
}

} // namespace GpuPlan
