#pragma once

#include "catalog.h"
#include "diagnostic.h"
#include "jsonlocator.h"

#include <string>
#include <string_view>
#include <vector>

namespace GpuPlan {

struct CatalogParseResult
{
    Catalog catalog;
    std::vector<Diagnostic> diagnostics; ///< errors carry the line and JSON pointer of the culprit

    bool ok() const;
};

/// Parses and validates a whole catalog document. All or nothing: ok() is false on any error.
CatalogParseResult parseCatalog(std::string_view text);
std::string catalogToJson(const Catalog &catalog, int indent = 1);

Json provenanceToJson(const Provenance &provenance);
Json skuToJson(const GpuSku &sku);
Json priceToJson(const PricePoint &price);
Json modelToJson(const ModelArch &model);

/// Record readers; they append diagnostics whose path starts with @p path and return false on error.
bool skuFromJson(const Json &json, const std::string &path, GpuSku &out, std::vector<Diagnostic> &diags);
bool priceFromJson(const Json &json, const std::string &path, PricePoint &out, std::vector<Diagnostic> &diags);
bool modelFromJson(const Json &json, const std::string &path, ModelArch &out, std::vector<Diagnostic> &diags);

/// True for "YYYY-MM" or "YYYY-MM-DD" with a plausible month and day.
bool isValidIsoDate(std::string_view text);
/// True for a lowercase slug: [a-z0-9] then [a-z0-9-./] (price ids contain '/' and '.').
bool isValidId(std::string_view id, bool allowSlash = false);

} // namespace GpuPlan
