#include "kernelsupportdata.h"

#include <QFile>

namespace GpuPlan {

const KernelSupportMatrix &shippedKernelSupport(std::vector<Diagnostic> *diagnostics)
{
    static std::vector<Diagnostic> diags;
    static const KernelSupportMatrix matrix = [] {
        QFile f(QStringLiteral(":/gpuplan/reference/kernel_support.csv"));
        if (!f.open(QIODevice::ReadOnly)) {
            diags.push_back({"import.read_failed", Severity::Error, 0, 0, {}, {"kernel_support.csv"}});
            return KernelSupportMatrix();
        }
        const QByteArray bytes = f.readAll();
        return KernelSupportMatrix::parse(std::string_view(bytes.constData(), std::size_t(bytes.size())), diags);
    }();
    if (diagnostics)
        *diagnostics = diags;
    return matrix;
}

} // namespace GpuPlan
