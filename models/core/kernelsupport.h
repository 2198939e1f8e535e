#pragma once

#include "diagnostic.h"

#include <string>
#include <string_view>
#include <vector>

// Which Linux kernels each GPU driver stack release supports, from the shipped, sourced matrix
// (data/reference/kernel_support.csv, explained in data/reference/kernel_support.md), and the
// conservative reading of it: a kernel below a stated minimum is outside the range; a driver point
// release at or below one reported to fail on a kernel, on that kernel or later, is a known breakage;
// a kernel that matches none of the kernels a release was validated on (ROCm lists them per OS) is not
// validated. NVIDIA states no upper bound, so nothing above its floor is called unsupported.
// Plain C++ (no Qt).
namespace GpuPlan {

struct KernelSupportRow
{
    std::string stack;          ///< "nvidia-driver", "rocm", "intel-level-zero"
    std::string release;        ///< "550" (NVIDIA branch), "6.1" (ROCm major.minor), Intel component
    std::string kernelMin;      ///< "3.10", "5.14.0-427"; "" when the row states no lower bound
    std::string kernelMax;      ///< likewise
    std::string os;             ///< "Ubuntu 22.04" when the row is for one distribution
    std::string kind;           ///< "minimum", "supported", "known-broken"
    std::string driverAffected; ///< known-broken: "<=550.78" or "<525.116.04", the point releases reported
    std::string appliesTo;      ///< "" every GPU of the stack; "name:A|B" names containing A or B; "kmd:..."
    std::string source;         ///< URL or owner/repo
    std::string locator;
    std::string sourceDate;
    std::string quote;
    int line = 0; ///< in the CSV
};

/// What checkKernelSupport() found wrong with one kernel for one stack release.
struct KernelSupportIssue
{
    enum class Kind {
        BelowMinimum, ///< older than the release's stated minimum
        KnownBroken,  ///< the driver point release was reported to fail on this kernel or an earlier one
        NotValidated, ///< matches none of the kernels the release lists (for the node's OS when it has any)
    };
    Kind kind = Kind::BelowMinimum;
    const KernelSupportRow *row = nullptr; ///< the minimum or known-broken row; the first listed row otherwise
    std::vector<std::string> validated;    ///< NotValidated: the kernels the release lists (for that OS)
};

class KernelSupportMatrix
{
public:
    /// Parses the CSV; a bad row (unknown stack or kind, a version that is none) is a diagnostic naming
    /// its line, and is left out.
    static KernelSupportMatrix parse(std::string_view csv, std::vector<Diagnostic> &diags);

    const std::vector<KernelSupportRow> &rows() const { return m_rows; }
    bool empty() const { return m_rows.empty(); }

    /// The issues of @p kernel ("6.8.0-40-generic", uname -r) for @p stack at @p driverVersion (NVIDIA
    /// "550.54.15", ROCm "6.1.2"; empty for Intel), on a GPU named @p gpuName, on an OS named
    /// @p osName ("Ubuntu 22.04.4 LTS", empty when unknown). Empty when nothing is wrong or the matrix
    /// says nothing of that release.
    std::vector<KernelSupportIssue> check(std::string_view stack, std::string_view driverVersion,
                                          std::string_view kernel, std::string_view gpuName = {},
                                          std::string_view osName = {}) const;

private:
    std::vector<KernelSupportRow> m_rows;
};

/// The numbers of a kernel or driver version, up to its first word that is not one: "4.18.0-513.el8.x86_64"
/// -> 4 18 0 513; "6.8.0-40-generic" -> 6 8 0 40; "550.54.15" -> 550 54 15. Empty when it starts with none.
std::vector<long> versionNumbers(std::string_view version);
/// Compares @p version with @p bound over the bound's numbers only ("6.8.0-40" equals "6.8"): <0, 0, >0.
int compareVersionPrefix(const std::vector<long> &version, const std::vector<long> &bound);
/// The release a driver version belongs to in the matrix: NVIDIA's branch ("550.54.15" -> "550"),
/// ROCm's major.minor ("6.1.2" -> "6.1"); "" when it is none.
std::string kernelSupportRelease(std::string_view stack, std::string_view driverVersion);

} // namespace GpuPlan
