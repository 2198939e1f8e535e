#pragma once

#include "zeerror.h"

#include <level_zero/ze_api.h>

#include <cstddef>
#include <utility>

// Owning wrappers for Level Zero handles: a failed test must not leak device memory or a context
// across the many tests one runner process may run. Destroy errors are ignored (nothing to do then).
namespace GpuPlan::Probe::LevelZero {

template <typename Handle, ze_result_t (*Destroy)(Handle)>
class ZeHandle
{
public:
    ZeHandle() = default;
    explicit ZeHandle(Handle handle)
        : m_handle(handle)
    {
    }
    ~ZeHandle() { reset(); }
    ZeHandle(ZeHandle &&other) noexcept
        : m_handle(std::exchange(other.m_handle, nullptr))
    {
    }
    ZeHandle &operator=(ZeHandle &&other) noexcept
    {
        if (this != &other) {
            reset();
            m_handle = std::exchange(other.m_handle, nullptr);
        }
        return *this;
    }
    ZeHandle(const ZeHandle &) = delete;
    ZeHandle &operator=(const ZeHandle &) = delete;

    Handle get() const { return m_handle; }
    Handle *out()
    {
        reset();
        return &m_handle;
    } // for the zeXxxCreate(..., &handle) calls
    explicit operator bool() const { return m_handle != nullptr; }
    void reset()
    {
        if (m_handle)
            Destroy(m_handle);
        m_handle = nullptr;
    }

private:
    Handle m_handle = nullptr;
};

using ZeContext = ZeHandle<ze_context_handle_t, zeContextDestroy>;
using ZeCommandQueue = ZeHandle<ze_command_queue_handle_t, zeCommandQueueDestroy>;
using ZeCommandList = ZeHandle<ze_command_list_handle_t, zeCommandListDestroy>;
using ZeEventPool = ZeHandle<ze_event_pool_handle_t, zeEventPoolDestroy>;
using ZeEvent = ZeHandle<ze_event_handle_t, zeEventDestroy>;
using ZeModule = ZeHandle<ze_module_handle_t, zeModuleDestroy>;
using ZeKernel = ZeHandle<ze_kernel_handle_t, zeKernelDestroy>;

// Memory from zeMemAllocDevice or zeMemAllocHost, freed with its context.
class ZeMemory
{
public:
    ZeMemory() = default;
    ZeMemory(ze_context_handle_t context, void *pointer, std::size_t bytes)
        : m_context(context)
        , m_pointer(pointer)
        , m_bytes(bytes)
    {
    }
    ~ZeMemory() { reset(); }
    ZeMemory(ZeMemory &&other) noexcept
        : m_context(other.m_context)
        , m_pointer(std::exchange(other.m_pointer, nullptr))
        , m_bytes(std::exchange(other.m_bytes, 0))
    {
    }
    ZeMemory &operator=(ZeMemory &&other) noexcept
    {
        if (this != &other) {
            reset();
            m_context = other.m_context;
            m_pointer = std::exchange(other.m_pointer, nullptr);
            m_bytes = std::exchange(other.m_bytes, 0);
        }
        return *this;
    }
    ZeMemory(const ZeMemory &) = delete;
    ZeMemory &operator=(const ZeMemory &) = delete;

    void *get() const { return m_pointer; }
    template <typename T>
    T *as() const
    {
        return static_cast<T *>(m_pointer);
    }
    std::size_t bytes() const { return m_bytes; }
    void reset()
    {
        if (m_pointer)
            zeMemFree(m_context, m_pointer);
        m_pointer = nullptr;
        m_bytes = 0;
    }

private:
    ze_context_handle_t m_context = nullptr;
    void *m_pointer = nullptr;
    std::size_t m_bytes = 0;
};

} // namespace GpuPlan::Probe::LevelZero
