#include "workspaceopener.h"

#include "catalogfile.h"
#include "diagnostictext.h"
#include "shippeddata.h"
#include "workspacestore.h"

#include <QCoreApplication>

namespace GpuPlan {

bool openWorkspace(WorkspaceStore &store, const QString &path, QString *error, QStringList *warnings)
{
    // Without its data (a broken install) nothing can run: say where it was looked for, before the file is touched.
    if (!ShippedData::check(error))
        return false;
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
    if (warnings) {
        std::vector<Diagnostic> problems;
        store.catalog(true, &problems);
        for (const Diagnostic &d : problems)
            warnings->append(diagnosticText(d, path));
    }
    return true;
}

} // namespace GpuPlan
