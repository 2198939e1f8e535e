#pragma once

#include <charconv>
#include <span>
#include <string>
#include <string_view>
#include <vector>

/// Marks an English template for lupdate (an alias of QT_TRANSLATE_NOOP, see translations/CMakeLists.txt)
/// without pulling Qt into the core: it expands to the text itself.
#define GPUPLAN_TRANSLATE_NOOP(context, text) text

namespace GpuPlan {

/// One diagnostic code and its English sentence; %1, %2... are the diagnostic's parameters in order.
struct DiagnosticTemplate
{
    std::string_view code;
    const char *english = nullptr; ///< also the source text that models/io translates (context "Diagnostic")
};

/**
 * Every code that the core, the importers and the io layer emit, with its text: the one table. A code
 * missing here fails tests/io/tst_diagnostictext, which scans the sources for code literals.
 */
std::span<const DiagnosticTemplate> diagnosticCatalog();

/// The entry of @p code, or nullptr.
const DiagnosticTemplate *findDiagnosticTemplate(std::string_view code);

/// @p text with %1..%9 replaced by @p params in one pass (a parameter containing "%2" stays as it is).
std::string fillDiagnosticTemplate(std::string_view text, const std::vector<std::string> &params);

/// A number as a diagnostic parameter, whatever the C locale: "0.158" (fixed, 3), "0.3333" (general, 4).
std::string diagnosticNumber(double value, std::chars_format format, int precision);

} // namespace GpuPlan
