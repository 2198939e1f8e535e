#include "kernelsupportdata.h"

#include "shippeddata.h"

namespace GpuPlan {

const KernelSupportMatrix &shippedKernelSupport(std::vector<Diagnostic> *diagnostics)
{
    static std::vector<Diagnostic> diags;
    static const KernelSupportMatrix matrix = [] {
        QByteArray bytes;
        if (!ShippedData::read(QStringLiteral("reference/kernel_support.csv"), &bytes)) {
            diags.push_back({"import.read_failed", Severity::Error, 0, 0, {}, {"kernel_support.csv"}});
            return KernelSupportMatrix();
        }
        return KernelSupportMatrix::parse(std::string_view(bytes.constData(), std::size_t(bytes.size())), diags);
    }();
    if (diagnostics)
        *diagnostics = diags;
    return matrix;
}

} // namespace GpuPlan
