#pragma once

#include <string>
#include <string_view>

namespace GpuPlan {

/// Where a figure came from. Every shipped, imported, measured or edited number carries one.
/// Quote: a seller's quote (a price from an offer, core/intake/quote.h).
enum class ProvenanceKind { Datasheet, Measured, Imported, UserOverride, Derived, Quote };

struct Provenance
{
    ProvenanceKind kind = ProvenanceKind::Datasheet;
    std::string source; ///< URL, file path or tool that produced the figure
    std::string date;   ///< ISO 8601 date (YYYY-MM-DD) the figure was published, measured or edited
    std::string note;   ///< free text: cross-checks, conflicts, derivations

    bool operator==(const Provenance &) const = default;
};

std::string_view provenanceKindKey(ProvenanceKind kind);
/// Returns false when @p key names no kind.
bool provenanceKindFromKey(std::string_view key, ProvenanceKind &kind);

} // namespace GpuPlan
