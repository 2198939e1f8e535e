#pragma once

#include "zedevice.h"
#include "zehandles.h"

#include <cstddef>
#include <cstdint>
#include <string>

// Everything a test needs on one device: a context, a compute queue and a copy queue (the copy engine
// when the device has one), the kernels and one kernel-timestamp event. Created on first use and
// kept for the life of the backend. All methods throw ZeError on failure.
namespace GpuPlan::Probe::LevelZero {

class ZeSession
{
public:
    explicit ZeSession(const ZeDeviceRecord &record);

    const ZeDeviceRecord &record() const { return m_record; }
    ze_context_handle_t context() const { return m_context.get(); }

    ze_kernel_handle_t copyF32() const { return m_copyF32.get(); }
    ze_kernel_handle_t triadF32() const { return m_triadF32.get(); }
    ze_kernel_handle_t triadF64() const { return m_triadF64.get(); } // null without fp64
    ze_kernel_handle_t fmaF32() const { return m_fmaF32.get(); }
    ze_kernel_handle_t fmaF16() const { return m_fmaF16.get(); } // null without fp16
    ze_kernel_handle_t emptyKernel() const { return m_empty.get(); }
    std::uint32_t groupSize() const { return m_groupSize; }
    std::uint64_t maxAllocationBytes() const { return m_record.properties.maxMemAllocSize; }
    std::uint64_t memoryBytes() const { return m_memoryBytes; }

    ZeMemory allocDevice(std::size_t bytes);
    ZeMemory allocHost(std::size_t bytes); // pinned host memory (zeMemAllocHost)

    // Sets argument `index` of `kernel` to `value` (a device pointer or a scalar).
    template <typename T>
    static void setArg(ze_kernel_handle_t kernel, std::uint32_t index, const T &value)
    {
        ZE_CHECK(zeKernelSetArgumentValue, kernel, index, sizeof(T), &value);
    }

    // Runs `kernel` over `items` work-items (a multiple of groupSize()) and returns the kernel's time
    // in seconds from the device's kernel timestamps.
    double timeKernel(ze_kernel_handle_t kernel, std::uint64_t items);
    // Copies on the copy queue. With `deviceTimer` the time comes from the copy's kernel timestamps,
    // otherwise from steady_clock around submission and completion.
    double timeCopy(void *destination, const void *source, std::size_t bytes, bool deviceTimer);
    void copy(void *destination, const void *source, std::size_t bytes) { timeCopy(destination, source, bytes, false); }
    // Seconds per launch of the empty kernel on a synchronous immediate command list, over `launches`.
    double launchLatency(int launches);

private:
    struct Queue
    {
        std::uint32_t ordinal = 0;
        ZeCommandQueue queue;
        ZeCommandList list;
    };
    void createQueue(Queue &queue, std::uint32_t ordinal);
    ZeKernel createKernel(ze_module_handle_t module, const char *name);
    ZeModule createModule(const unsigned char *spirv, std::size_t size);
    void begin(Queue &queue);                     // resets the queue's list and the event
    double execute(Queue &queue, bool timestamp); // closes, runs and waits for the queue's list

    ZeDeviceRecord m_record;
    std::uint64_t m_memoryBytes = 0;
    std::uint32_t m_groupSize = 256;
    ZeContext m_context;
    Queue m_compute;
    Queue m_copy;
    ZeEventPool m_eventPool;
    ZeEvent m_event;
    ZeModule m_baseModule;
    ZeModule m_fp64Module;
    ZeModule m_fp16Module;
    ZeKernel m_copyF32;
    ZeKernel m_triadF32;
    ZeKernel m_triadF64;
    ZeKernel m_fmaF32;
    ZeKernel m_fmaF16;
    ZeKernel m_empty;
    ZeCommandList m_immediate;
};

} // namespace GpuPlan::Probe::LevelZero
