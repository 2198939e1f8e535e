#include "diagnostic.h"

#include "diagnosticcatalog.h"

namespace GpuPlan {

std::string Diagnostic::englishText() const
{
    const DiagnosticTemplate *entry = findDiagnosticTemplate(code);
    const std::string text = entry ? fillDiagnosticTemplate(entry->english, params) : "error " + code;
    std::string where;
    if (line > 0)
        where = "line " + std::to_string(line) + (column > 0 ? ", column " + std::to_string(column) : "");
    if (!path.empty())
        where += (where.empty() ? "" : ", ") + path;
    return where.empty() ? text : where + ": " + text;
}

} // namespace GpuPlan
