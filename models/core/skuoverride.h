#pragma once

#include "diagnostic.h"
#include "gpusku.h"
#include "jsonlocator.h"

#include <string>
#include <vector>

namespace GpuPlan {

/// A user's edit of one SKU field, kept beside the shipped value, never over it.
struct FieldOverride
{
    std::string skuId;
    std::string field;     ///< a key of skuFields(), e.g. "tdp_watts" or "peak_flops.fp16"
    Json value;            ///< in the field's SI unit; null means "unknown"
    Provenance provenance; ///< kind UserOverride, date of the edit, the user's note
    /// As stored (workspace schema 10): 1 when first written, one more at each change; 0 for an edit not stored.
    int version = 0;
    std::string changedBy; ///< who wrote the stored version (a PostgreSQL role, or the user on a file)
    std::string changedAt; ///< when, UTC ISO 8601

    bool operator==(const FieldOverride &) const = default;
};

/// The value of @p field in @p sku as JSON (null when unknown).
Json skuFieldValue(const GpuSku &sku, const std::string &field);

/**
 * Returns @p shipped with @p overrides applied, each field's provenance replaced by the override's.
 * Each override is validated like the catalog itself (type, range, enum); on error the result is the
 * shipped SKU, and @p diags says which override is wrong.
 */
bool applyOverrides(const GpuSku &shipped, const std::vector<FieldOverride> &overrides, GpuSku &effective,
                    std::vector<Diagnostic> &diags);

} // namespace GpuPlan
