#pragma once

#include "burnin.h"
#include "exitcode.h"
#include "types.h"

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

// The JSON-lines protocol of gpuplan-probe. Every line is one JSON object with a "type"; the first line
// of a stream is a hello carrying the schema version, the last one is a final line with the exit code.
// `gpuplan-probe --list --json` prints one ListReport object instead.
namespace GpuPlan::Probe {

struct Hello
{
    int schema = kSchemaVersion;
    std::string runner = "gpuplan-probe";
    std::string version;
    std::string command; // "run", "burnin"
    std::string device;
};

struct Progress
{
    double fraction = 0.0; // 0..1 of the whole command
    std::string stage;     // the test or phase running
    std::string message;
    std::optional<double> value; // the latest measurement of the stage, for a live chart
    std::string unit;
};

struct TelemetryLine
{
    TelemetrySample sample;
};

struct ResultLine
{
    TestResult result;
};

struct ErrorLine
{
    std::string code; // stable key: "backend_unavailable", "no_such_device", "verify_failed", ...
    std::string message;
    std::string backend;
    std::string device;
};

// A periodic measurement during burn-in: one slice of sustained load.
struct BurnInCheckLine
{
    BurnInCheck check;
};

struct VerdictLine
{
    BurnInVerdict verdict;
};

struct FinalLine
{
    ExitCode exitCode = ExitCode::Ok;
    int results = 0;
    std::string message;
};

using Message
    = std::variant<Hello, Progress, TelemetryLine, ResultLine, ErrorLine, BurnInCheckLine, VerdictLine, FinalLine>;

struct ListReport
{
    int schema = kSchemaVersion;
    std::string runner = "gpuplan-probe";
    std::string version;
    std::vector<BackendStatus> backends;
    std::vector<DeviceInfo> devices;
};

// One line of JSON, without the newline.
std::string toJsonLine(const Message &message);
std::string toJson(const ListReport &report);

struct ParseResult
{
    bool ok = false;
    Message message;
    std::string error; // why the line is not a valid message (when !ok)
    // The schema a hello line names when it is a whole number other than kSchemaVersion, else 0: such a
    // line is a version mismatch, not garbage.
    int foreignSchema = 0;
};

// Parses one line. Lines with an unknown "type" or a newer schema are errors, never guessed at.
ParseResult parseLine(std::string_view line);

struct ListParseResult
{
    bool ok = false;
    ListReport report;
    std::string error;
    int foreignSchema = 0; // as in ParseResult, for any JSON object naming a schema
};
ListParseResult parseListReport(std::string_view text);

} // namespace GpuPlan::Probe
