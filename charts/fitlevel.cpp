#include "fitlevel.h"

namespace GpuPlan {

FitCell classifyFit(const GpuSku &sku, const ModelArch &model, const Workload &workload)
{
    FitCell cell;
    cell.fit = fitVram(sku, model, workload);
    if (cell.fit.batch == 1) {
        cell.maxContextAtBatch1 = cell.fit.maxContext;
    } else {
        Workload single = workload;
        single.batch = 1;
        cell.maxContextAtBatch1 = fitVram(sku, model, single).maxContext;
    }
    if (cell.fit.fits)
        cell.level = FitLevel::Fits;
    else if (cell.fit.maxBatch >= 1 || cell.maxContextAtBatch1 >= MinUsefulContextTokens)
        cell.level = FitLevel::Reduced;
    else
        cell.level = FitLevel::DoesNotFit;
    return cell;
}

} // namespace GpuPlan
