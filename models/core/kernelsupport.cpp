#include "kernelsupport.h"

#include "csvtable.h"

#include <algorithm>
#include <cctype>

namespace GpuPlan {

namespace {

std::string lowerAscii(std::string_view s)
{
    std::string out(s);
    for (char &c : out)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

/// "Red Hat Enterprise Linux 9.4 (Plow)" -> "rhel 9.4 (plow)"; "SUSE Linux Enterprise Server 15 SP5" ->
/// "sles 15 sp5"; "Debian GNU/Linux 12 (bookworm)" -> "debian 12 (bookworm)": the rows' spelling.
std::string osKey(std::string_view name)
{
    std::string s = lowerAscii(name);
    const std::pair<std::string_view, std::string_view> aliases[] = {
        {"red hat enterprise linux server", "rhel"}, {"red hat enterprise linux", "rhel"},
        {"suse linux enterprise server", "sles"},    {"debian gnu/linux", "debian"},
        {"oracle linux server", "oracle linux"},
    };
    for (const auto &[from, to] : aliases)
        if (s.compare(0, from.size(), from) == 0)
            s = std::string(to) + s.substr(from.size());
    return s;
}

bool osMatches(const std::string &rowOs, const std::string &nodeOs)
{
    if (rowOs.empty() || nodeOs.empty())
        return false;
    const std::string row = osKey(rowOs);
    // "ubuntu 22.04" matches "ubuntu 22.04.4 lts", not "ubuntu 22.040"
    return nodeOs.compare(0, row.size(), row) == 0
        && (nodeOs.size() == row.size() || !std::isdigit(static_cast<unsigned char>(nodeOs[row.size()])));
}

bool rowAppliesTo(const KernelSupportRow &row, std::string_view gpuName)
{
    if (row.appliesTo.empty())
        return true;
    if (row.appliesTo.compare(0, 5, "name:") != 0)
        return false; // "kmd:xe": no imported file says which kernel driver runs yet
    const std::string name = lowerAscii(gpuName);
    std::string_view patterns = std::string_view(row.appliesTo).substr(5);
    while (!patterns.empty()) {
        const auto bar = patterns.find('|');
        const std::string pattern = lowerAscii(patterns.substr(0, bar));
        if (!pattern.empty() && name.find(pattern) != std::string::npos)
            return true;
        patterns = bar == std::string_view::npos ? std::string_view() : patterns.substr(bar + 1);
    }
    return false;
}

/// "<=550.78" / "<525.116.04": whether @p driver is among the point releases a known-broken row names.
bool driverIsAffected(const std::string &affected, std::string_view driver)
{
    const bool inclusive = affected.compare(0, 2, "<=") == 0;
    const std::vector<long> bound = versionNumbers(std::string_view(affected).substr(inclusive ? 2 : 1));
    const std::vector<long> version = versionNumbers(driver);
    if (bound.empty() || version.empty())
        return false;
    // Over the longer of the two: 550.78 is below 550.78.01, above 550.54.15.
    const std::size_t n = std::max(bound.size(), version.size());
    for (std::size_t i = 0; i < n; ++i) {
        const long a = i < version.size() ? version[i] : 0;
        const long b = i < bound.size() ? bound[i] : 0;
        if (a != b)
            return a < b;
    }
    return inclusive;
}

/// A "supported" row's kernels: min == max is that kernel line (prefix match), min alone that kernel or
/// later within its major, max alone up to it.
bool kernelInRow(const std::vector<long> &kernel, const KernelSupportRow &row)
{
    const std::vector<long> lo = versionNumbers(row.kernelMin);
    const std::vector<long> hi = versionNumbers(row.kernelMax);
    if (!lo.empty() && !hi.empty() && row.kernelMin == row.kernelMax)
        return compareVersionPrefix(kernel, lo) == 0;
    if (!lo.empty() && (compareVersionPrefix(kernel, lo) < 0 || (hi.empty() && kernel.front() != lo.front())))
        return false;
    return hi.empty() || compareVersionPrefix(kernel, hi) <= 0;
}

bool validStack(const std::string &s) { return s == "nvidia-driver" || s == "rocm" || s == "intel-level-zero"; }
bool validKind(const std::string &k) { return k == "minimum" || k == "supported" || k == "known-broken"; }

} // namespace

std::vector<long> versionNumbers(std::string_view version)
{
    std::vector<long> out;
    std::size_t i = 0;
    while (i < version.size()) {
        if (!std::isdigit(static_cast<unsigned char>(version[i])))
            break;
        long n = 0;
        std::size_t digits = 0;
        while (i < version.size() && std::isdigit(static_cast<unsigned char>(version[i])) && digits < 9) {
            n = n * 10 + (version[i] - '0');
            ++i;
            ++digits;
        }
        out.push_back(n);
        if (i < version.size() && std::isdigit(static_cast<unsigned char>(version[i])))
            break; // a number too long to be a version part
        if (i >= version.size() || (version[i] != '.' && version[i] != '-'))
            break;
        ++i;
    }
    return out;
}

int compareVersionPrefix(const std::vector<long> &version, const std::vector<long> &bound)
{
    for (std::size_t i = 0; i < bound.size(); ++i) {
        const long v = i < version.size() ? version[i] : 0;
        if (v != bound[i])
            return v < bound[i] ? -1 : 1;
    }
    return 0;
}

std::string kernelSupportRelease(std::string_view stack, std::string_view driverVersion)
{
    const std::vector<long> n = versionNumbers(driverVersion);
    if (n.empty())
        return {};
    if (stack == "nvidia-driver")
        return std::to_string(n[0]);
    if (stack == "rocm" && n.size() >= 2)
        return std::to_string(n[0]) + "." + std::to_string(n[1]);
    return {};
}

KernelSupportMatrix KernelSupportMatrix::parse(std::string_view csv, std::vector<Diagnostic> &diags)
{
    KernelSupportMatrix m;
    const CsvTable t = parseCsv(csv, diags);
    const char *names[] = {"stack",           "release",    "kernel_min", "kernel_max", "os",          "kind",
                           "driver_affected", "applies_to", "source",     "locator",    "source_date", "quote"};
    int col[std::size(names)];
    for (std::size_t i = 0; i < std::size(names); ++i) {
        col[i] = t.column(names[i]);
        if (col[i] < 0) {
            diags.push_back({"field.missing", Severity::Error, 1, 0, names[i], {}});
            return m;
        }
    }
    for (std::size_t r = 0; r < t.rows.size(); ++r) {
        KernelSupportRow row;
        std::string *fields[]
            = {&row.stack,          &row.release,   &row.kernelMin, &row.kernelMax, &row.os,         &row.kind,
               &row.driverAffected, &row.appliesTo, &row.source,    &row.locator,   &row.sourceDate, &row.quote};
        for (std::size_t i = 0; i < std::size(names); ++i)
            *fields[i] = t.cell(r, col[i]);
        row.line = t.lines[r];
        const auto bad = [&](const char *field, const std::string &value, const char *expected) {
            diags.push_back({"field.enum", Severity::Warning, row.line, 0, field, {value, expected}});
        };
        if (!validStack(row.stack)) {
            bad("stack", row.stack, "nvidia-driver, rocm, intel-level-zero");
            continue;
        }
        if (!validKind(row.kind)) {
            bad("kind", row.kind, "minimum, supported, known-broken");
            continue;
        }
        const bool minOk = row.kernelMin.empty() || !versionNumbers(row.kernelMin).empty();
        const bool maxOk = row.kernelMax.empty() || !versionNumbers(row.kernelMax).empty();
        const bool needed = (row.kind == "minimum" && !row.kernelMin.empty())
            || (row.kind == "known-broken" && !row.kernelMax.empty() && !row.driverAffected.empty())
            || (row.kind == "supported" && (!row.kernelMin.empty() || !row.kernelMax.empty()));
        if (!minOk || !maxOk || !needed) {
            bad("kernel_min", row.kernelMin + " / " + row.kernelMax, "kernel versions the kind needs");
            continue;
        }
        m.m_rows.push_back(std::move(row));
    }
    return m;
}

std::vector<KernelSupportIssue> KernelSupportMatrix::check(std::string_view stack, std::string_view driverVersion,
                                                           std::string_view kernel, std::string_view gpuName,
                                                           std::string_view osName) const
{
    std::vector<KernelSupportIssue> out;
    const std::vector<long> k = versionNumbers(kernel);
    if (k.empty())
        return out;
    const std::string release = kernelSupportRelease(stack, driverVersion);
    const auto ofRelease = [&](const KernelSupportRow &r) {
        return r.stack == stack && (stack == "intel-level-zero" ? rowAppliesTo(r, gpuName) : r.release == release);
    };
    // The highest stated minimum: two README revisions of one branch may say 3.10 and 4.15.
    const KernelSupportRow *minimum = nullptr;
    const KernelSupportRow *broken = nullptr;
    std::vector<const KernelSupportRow *> listed, listedForOs;
    const std::string nodeOs = osKey(osName);
    for (const KernelSupportRow &r : m_rows) {
        if (!ofRelease(r))
            continue;
        if (r.kind == "minimum" && compareVersionPrefix(k, versionNumbers(r.kernelMin)) < 0
            && (!minimum || compareVersionPrefix(versionNumbers(r.kernelMin), versionNumbers(minimum->kernelMin)) > 0))
            minimum = &r;
        else if (r.kind == "known-broken" && compareVersionPrefix(k, versionNumbers(r.kernelMax)) >= 0
                 && driverIsAffected(r.driverAffected, driverVersion)
                 && (!broken
                     || compareVersionPrefix(versionNumbers(r.kernelMax), versionNumbers(broken->kernelMax)) < 0))
            broken = &r; // the earliest kernel reported to fail
        else if (r.kind == "supported") {
            listed.push_back(&r);
            if (osMatches(r.os, nodeOs))
                listedForOs.push_back(&r);
        }
    }
    if (minimum)
        out.push_back({KernelSupportIssue::Kind::BelowMinimum, minimum, {}});
    if (broken)
        out.push_back({KernelSupportIssue::Kind::KnownBroken, broken, {}});
    // Judged against the node's OS's rows when the release lists its OS, else against every row.
    const std::vector<const KernelSupportRow *> &judged = listedForOs.empty() ? listed : listedForOs;
    if (!minimum && !judged.empty()
        && std::none_of(judged.begin(), judged.end(), [&](const KernelSupportRow *r) { return kernelInRow(k, *r); })) {
        KernelSupportIssue issue{KernelSupportIssue::Kind::NotValidated, judged.front(), {}};
        for (const KernelSupportRow *r : judged) {
            const std::string text = r->kernelMin.empty() ? "<= " + r->kernelMax
                : r->kernelMax.empty()                    ? r->kernelMin + "+"
                : r->kernelMin == r->kernelMax            ? r->kernelMin
                                                          : r->kernelMin + "-" + r->kernelMax;
            if (std::find(issue.validated.begin(), issue.validated.end(), text) == issue.validated.end())
                issue.validated.push_back(text);
        }
        out.push_back(std::move(issue));
    }
    return out;
}

} // namespace GpuPlan
