#pragma once

// Helpers shared by the importers of the host around the GPUs (uname, os-release, lscpu, numactl,
// /proc/meminfo, taskset, mpstat, vmstat, iostat, ip -s link) and the factories family.cpp registers.
// Every one of them writes HostFacts (core/fleetrecords.h); core/hostfacts.h lists the keys.
#include "importer.h"
#include "importlines.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace GpuPlan::Host {

std::unique_ptr<Importer> makeUnameImporter();
std::unique_ptr<Importer> makeOsReleaseImporter();
std::unique_ptr<Importer> makeLscpuImporter();
std::unique_ptr<Importer> makeNumactlImporter();
std::unique_ptr<Importer> makeMeminfoImporter();
std::unique_ptr<Importer> makeTasksetImporter();
std::unique_ptr<Importer> makeMpstatImporter();
std::unique_ptr<Importer> makeVmstatImporter();
std::unique_ptr<Importer> makeIostatImporter();
std::unique_ptr<Importer> makeIpLinkImporter();
std::unique_ptr<Importer> makeKubectlDescribePodImporter();
std::unique_ptr<Importer> makeKubectlGetNodesImporter();
std::unique_ptr<Importer> makeSysfsNumaImporter();

/// A shell prompt line pasted with a command's output: "cr0x@server:~$ uname -r".
struct ShellPrompt
{
    std::string node;    ///< "server"
    std::string command; ///< "uname -r" (a leading "sudo " dropped)
};
std::optional<ShellPrompt> shellPrompt(std::string_view line);

/// A head (or text) with its leading blank lines and shell prompt line set apart.
struct HeadBody
{
    std::string command;   ///< the prompt's command, "" when the text has no prompt line
    std::string_view body; ///< what follows: the command's output
};
HeadBody splitPrompt(std::string_view head);
/// The first non-blank line of @p text, trimmed ("" when none).
std::string_view firstContentLine(std::string_view text);
/// sniff() for a host importer: @p exact when the prompt ran @p command (a prefix, e.g. "uname") and the
/// body still looks right, else @p plain when the body looks right, else 0.
int hostConfidence(const HeadBody &head, std::string_view command, bool bodyLooksRight, int plain, int exact = 95);

/// "0-31", "0-15,32-47", "3", "0,2,4": a Linux CPU list; its CPU count, or nullopt when it is none.
std::optional<int> cpuListCount(std::string_view list);
/// A CPU list as ranges ("0 1 2 3 8" or "0,1,2,3,8" -> "0-3,8"), or nullopt when it is none.
std::optional<std::string> normalizedCpuList(std::string_view list);
/// A number as a host fact's value: the shortest text that reads back the same, C locale ("85.1", "64").
std::string factNumber(double value);

/**
 * Writes one parse's host facts: the node comes from a shell prompt line when the text has one (else it
 * stays empty: the import's --node, or unattributed), the line from where the fact was read.
 */
class FactWriter
{
public:
    explicit FactWriter(ImportSink &sink)
        : m_sink(sink)
    {
    }
    /// True when @p lines is at the text's first content line and it is a shell prompt: the node is
    /// taken from it and the caller goes on to the next line.
    bool takePrompt(const ImportLines &lines);
    /// The read loop of a host importer: each content line after a leading shell prompt (which names the
    /// node), trimmed, with its number, goes to @p onLine(line, number). Then finish(), or the parser's own
    /// last facts and finish(): a cancelled import has stopped the loop.
    template <typename F>
    void readLines(ImportLines &lines, F &&onLine)
    {
        while (lines.nextNonBlank())
            if (!takePrompt(lines))
                onLine(lines.trimmed(), lines.number());
    }
    void setNode(std::string node) { m_node = std::move(node); }
    const std::string &node() const { return m_node; }
    void add(int line, std::string key, std::string value, std::string subject = {});
    void add(int line, std::string key, double value, std::string subject = {});
    int count() const { return m_count; }
    /// The end of a parse: false when it was cancelled, or (with an import.missing_field error naming
    /// @p what at @p line) when no fact was read.
    bool finish(const ImportLines &lines, const char *what);

private:
    ImportSink &m_sink;
    std::string m_node;
    int m_count = 0;
    bool m_seenContent = false;
};

/// A warning that line @p line is not the format (counted towards import.mostly_unparsed).
void badLine(ImportSink &sink, int line, std::string why);

} // namespace GpuPlan::Host
