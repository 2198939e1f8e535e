#include "tests.h"

#include "backend/stats.h"

#include <cstring>
#include <memory>
#include <vector>

namespace GpuPlan::Probe::LevelZero {

namespace {

// A pattern that differs in every 32-bit word, so that a misplaced or dropped block is noticed.
void fillPattern(unsigned char *bytes, std::size_t size, std::uint32_t seed)
{
    for (std::size_t i = 0; i + 4 <= size; i += 4) {
        const std::uint32_t word = static_cast<std::uint32_t>(i / 4) * 2654435761u ^ seed;
        std::memcpy(bytes + i, &word, 4);
    }
}

void compare(const unsigned char *got, const unsigned char *expected, std::size_t size, TestResult &result)
{
    if (std::memcmp(got, expected, size) == 0)
        return;
    std::size_t first = 0;
    while (first < size && got[first] == expected[first])
        ++first;
    result.verified = false;
    result.verifyMessage = "transferred bytes differ; first bad index " + std::to_string(first) + " (byte offset)";
}

// Host memory of the kind the test names: zeMemAllocHost (pinned) or plain malloc (pageable).
struct HostBuffer
{
    ZeMemory pinned;
    std::unique_ptr<unsigned char[]> pageable;
    unsigned char *data = nullptr;

    HostBuffer(ZeSession &session, std::size_t bytes, bool usePinned)
    {
        if (usePinned) {
            pinned = session.allocHost(bytes);
            data = pinned.as<unsigned char>();
        } else {
            pageable.reset(new unsigned char[bytes]);
            data = pageable.get();
        }
    }
};

} // namespace

void runTransfer(ZeSession &session, const std::string &test, const RunOptions &options, RunContext &context,
                 TestResult &result)
{
    const bool toDevice = test.rfind("transfer.h2d", 0) == 0;
    const bool pinned = test.size() > 7 && test.compare(test.size() - 7, 7, "_pinned") == 0;
    std::size_t bytes = options.transferBytes ? options.transferBytes : std::size_t{256} << 20;
    if (session.maxAllocationBytes() > 0 && bytes > session.maxAllocationBytes())
        bytes = session.maxAllocationBytes();
    bytes = bytes / 4 * 4;

    HostBuffer host(session, bytes, pinned);
    ZeMemory device = session.allocDevice(bytes);
    std::vector<unsigned char> expected(bytes);
    fillPattern(expected.data(), bytes, toDevice ? 0x5eedu : 0xd00du);
    if (toDevice)
        std::memcpy(host.data, expected.data(), bytes);
    else
        session.copy(device.get(), expected.data(), bytes);

    // Pinned copies are timed by the copy engine's own timestamps. A pageable copy goes through the
    // driver's staging buffers on the host, which the device clock does not see: wall clock there.
    const bool deviceTimer = pinned;
    result.unit = "GB/s";
    result.timer = deviceTimer ? "ze_timestamp" : "steady_clock";
    result.bytesPerRun = bytes;
    result.workingSetBytes = bytes;
    const int total = options.warmups + options.repeats;
    std::vector<double> rates;
    for (int run = 0; run < total; ++run) {
        reportRun(context, run, total, run < options.warmups ? "warm-up" : "timed runs");
        const double seconds = toDevice ? session.timeCopy(device.get(), host.data, bytes, deviceTimer)
                                        : session.timeCopy(host.data, device.get(), bytes, deviceTimer);
        if (run >= options.warmups)
            rates.push_back(static_cast<double>(bytes) / seconds / 1e9);
    }
    summarize(rates, true, result);

    if (toDevice) {
        std::vector<unsigned char> back(bytes);
        session.copy(back.data(), device.get(), bytes);
        compare(back.data(), expected.data(), bytes, result);
    } else {
        compare(host.data, expected.data(), bytes, result);
    }
}

} // namespace GpuPlan::Probe::LevelZero
