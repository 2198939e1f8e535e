#include "zesession.h"

#include "kernels.h"

#include <algorithm>
#include <chrono>
#include <stdexcept>
#include <vector>

namespace GpuPlan::Probe::LevelZero {

namespace {

// The first queue group with `wanted` set and, if possible, none of `avoided` (a pure copy engine).
using QueueGroups = std::vector<ze_command_queue_group_properties_t>;
using QueueFlags = ze_command_queue_group_property_flags_t;

bool findOrdinal(const QueueGroups &groups, QueueFlags wanted, QueueFlags avoided, std::uint32_t &ordinal)
{
    for (std::size_t i = 0; i < groups.size(); ++i) {
        const QueueFlags flags = groups[i].flags;
        if ((flags & wanted) == wanted && (flags & avoided) == 0 && groups[i].numQueues > 0) {
            ordinal = static_cast<std::uint32_t>(i);
            return true;
        }
    }
    return false;
}

} // namespace

ZeSession::ZeSession(const ZeDeviceRecord &record)
    : m_record(record)
{
    ze_device_handle_t device = m_record.device;
    ze_context_desc_t contextDesc{};
    contextDesc.stype = ZE_STRUCTURE_TYPE_CONTEXT_DESC;
    ZE_CHECK(zeContextCreate, m_record.driver, &contextDesc, m_context.out());

    std::uint32_t groupCount = 0;
    ZE_CHECK(zeDeviceGetCommandQueueGroupProperties, device, &groupCount, nullptr);
    std::vector<ze_command_queue_group_properties_t> groups(groupCount);
    for (auto &g : groups)
        g.stype = ZE_STRUCTURE_TYPE_COMMAND_QUEUE_GROUP_PROPERTIES;
    ZE_CHECK(zeDeviceGetCommandQueueGroupProperties, device, &groupCount, groups.data());
    std::uint32_t computeOrdinal = 0;
    if (!findOrdinal(groups, ZE_COMMAND_QUEUE_GROUP_PROPERTY_FLAG_COMPUTE, 0, computeOrdinal))
        throw std::runtime_error("the device has no compute queue group");
    std::uint32_t copyOrdinal = computeOrdinal;
    findOrdinal(groups, ZE_COMMAND_QUEUE_GROUP_PROPERTY_FLAG_COPY, ZE_COMMAND_QUEUE_GROUP_PROPERTY_FLAG_COMPUTE,
                copyOrdinal);
    createQueue(m_compute, computeOrdinal);
    createQueue(m_copy, copyOrdinal);

    ze_command_queue_desc_t immediateDesc{};
    immediateDesc.stype = ZE_STRUCTURE_TYPE_COMMAND_QUEUE_DESC;
    immediateDesc.ordinal = computeOrdinal;
    immediateDesc.mode = ZE_COMMAND_QUEUE_MODE_SYNCHRONOUS;
    ZE_CHECK(zeCommandListCreateImmediate, context(), device, &immediateDesc, m_immediate.out());

    ze_event_pool_desc_t poolDesc{};
    poolDesc.stype = ZE_STRUCTURE_TYPE_EVENT_POOL_DESC;
    poolDesc.flags = ZE_EVENT_POOL_FLAG_KERNEL_TIMESTAMP | ZE_EVENT_POOL_FLAG_HOST_VISIBLE;
    poolDesc.count = 1;
    ZE_CHECK(zeEventPoolCreate, context(), &poolDesc, 1, &device, m_eventPool.out());
    ze_event_desc_t eventDesc{};
    eventDesc.stype = ZE_STRUCTURE_TYPE_EVENT_DESC;
    eventDesc.index = 0;
    eventDesc.signal = ZE_EVENT_SCOPE_FLAG_HOST;
    eventDesc.wait = ZE_EVENT_SCOPE_FLAG_HOST;
    ZE_CHECK(zeEventCreate, m_eventPool.get(), &eventDesc, m_event.out());

    ze_device_compute_properties_t compute{};
    compute.stype = ZE_STRUCTURE_TYPE_DEVICE_COMPUTE_PROPERTIES;
    ZE_CHECK(zeDeviceGetComputeProperties, device, &compute);
    m_groupSize = std::min<std::uint32_t>({256, compute.maxGroupSizeX, compute.maxTotalGroupSize});
    m_groupSize = std::max<std::uint32_t>(1, m_groupSize);

    std::uint32_t memoryCount = 0;
    ZE_CHECK(zeDeviceGetMemoryProperties, device, &memoryCount, nullptr);
    std::vector<ze_device_memory_properties_t> memories(memoryCount);
    for (auto &m : memories)
        m.stype = ZE_STRUCTURE_TYPE_DEVICE_MEMORY_PROPERTIES;
    ZE_CHECK(zeDeviceGetMemoryProperties, device, &memoryCount, memories.data());
    for (const auto &m : memories)
        m_memoryBytes += m.totalSize;

    m_baseModule = createModule(kBaseSpirv, kBaseSpirvSize);
    m_copyF32 = createKernel(m_baseModule.get(), "copy_f32");
    m_triadF32 = createKernel(m_baseModule.get(), "triad_f32");
    m_fmaF32 = createKernel(m_baseModule.get(), "fma_f32");
    m_empty = createKernel(m_baseModule.get(), "empty_kernel");
    if (m_record.hasFp64()) {
        m_fp64Module = createModule(kFp64Spirv, kFp64SpirvSize);
        m_triadF64 = createKernel(m_fp64Module.get(), "triad_f64");
    }
    if (m_record.hasFp16()) {
        m_fp16Module = createModule(kFp16Spirv, kFp16SpirvSize);
        m_fmaF16 = createKernel(m_fp16Module.get(), "fma_f16");
    }
}

void ZeSession::createQueue(Queue &queue, std::uint32_t ordinal)
{
    queue.ordinal = ordinal;
    ze_command_queue_desc_t queueDesc{};
    queueDesc.stype = ZE_STRUCTURE_TYPE_COMMAND_QUEUE_DESC;
    queueDesc.ordinal = ordinal;
    queueDesc.mode = ZE_COMMAND_QUEUE_MODE_ASYNCHRONOUS;
    ZE_CHECK(zeCommandQueueCreate, context(), m_record.device, &queueDesc, queue.queue.out());
    ze_command_list_desc_t listDesc{};
    listDesc.stype = ZE_STRUCTURE_TYPE_COMMAND_LIST_DESC;
    listDesc.commandQueueGroupOrdinal = ordinal;
    ZE_CHECK(zeCommandListCreate, context(), m_record.device, &listDesc, queue.list.out());
}

ZeModule ZeSession::createModule(const unsigned char *spirv, std::size_t size)
{
    ze_module_desc_t desc{};
    desc.stype = ZE_STRUCTURE_TYPE_MODULE_DESC;
    desc.format = ZE_MODULE_FORMAT_IL_SPIRV;
    desc.inputSize = size;
    desc.pInputModule = spirv;
    ZeModule module;
    ze_module_build_log_handle_t log = nullptr;
    const ze_result_t result = zeModuleCreate(context(), m_record.device, &desc, module.out(), &log);
    std::string logText;
    if (log) {
        std::size_t logSize = 0;
        if (result != ZE_RESULT_SUCCESS && zeModuleBuildLogGetString(log, &logSize, nullptr) == ZE_RESULT_SUCCESS
            && logSize > 1) {
            logText.resize(logSize);
            zeModuleBuildLogGetString(log, &logSize, logText.data());
            logText.resize(logSize - 1); // the size counts the terminating NUL
        }
        zeModuleBuildLogDestroy(log);
    }
    if (result != ZE_RESULT_SUCCESS)
        throw std::runtime_error(describeResult("zeModuleCreate", result) + (logText.empty() ? "" : ": " + logText));
    return module;
}

ZeKernel ZeSession::createKernel(ze_module_handle_t module, const char *name)
{
    ze_kernel_desc_t desc{};
    desc.stype = ZE_STRUCTURE_TYPE_KERNEL_DESC;
    desc.pKernelName = name;
    ZeKernel kernel;
    ZE_CHECK(zeKernelCreate, module, &desc, kernel.out());
    ZE_CHECK(zeKernelSetGroupSize, kernel.get(), m_groupSize, 1, 1);
    return kernel;
}

ZeMemory ZeSession::allocDevice(std::size_t bytes)
{
    ze_device_mem_alloc_desc_t desc{};
    desc.stype = ZE_STRUCTURE_TYPE_DEVICE_MEM_ALLOC_DESC;
    void *pointer = nullptr;
    ZE_CHECK(zeMemAllocDevice, context(), &desc, bytes, 64, m_record.device, &pointer);
    return ZeMemory(context(), pointer, bytes);
}

ZeMemory ZeSession::allocHost(std::size_t bytes)
{
    ze_host_mem_alloc_desc_t desc{};
    desc.stype = ZE_STRUCTURE_TYPE_HOST_MEM_ALLOC_DESC;
    void *pointer = nullptr;
    ZE_CHECK(zeMemAllocHost, context(), &desc, bytes, 64, &pointer);
    return ZeMemory(context(), pointer, bytes);
}

void ZeSession::begin(Queue &queue)
{
    // Reset before use rather than after, so that a test that failed half-way leaves nothing behind.
    ZE_CHECK(zeCommandListReset, queue.list.get());
    ZE_CHECK(zeEventHostReset, m_event.get());
}

double ZeSession::execute(Queue &queue, bool timestamp)
{
    ZE_CHECK(zeCommandListClose, queue.list.get());
    ze_command_list_handle_t list = queue.list.get();
    const auto start = std::chrono::steady_clock::now();
    ZE_CHECK(zeCommandQueueExecuteCommandLists, queue.queue.get(), 1, &list, nullptr);
    ZE_CHECK(zeCommandQueueSynchronize, queue.queue.get(), UINT64_MAX);
    const auto end = std::chrono::steady_clock::now();
    if (!timestamp)
        return std::chrono::duration<double>(end - start).count();

    ze_kernel_timestamp_result_t ts{};
    ZE_CHECK(zeEventQueryKernelTimestamp, m_event.get(), &ts);
    // The counters wrap at kernelTimestampValidBits; one wrap at most fits in a single kernel.
    const std::uint64_t ticks = (ts.global.kernelEnd - ts.global.kernelStart) & m_record.timestampMask;
    if (m_record.timerHz <= 0.0)
        throw std::runtime_error("the device reports no timer resolution");
    if (ticks == 0)
        throw std::runtime_error("zeEventQueryKernelTimestamp gave a zero duration");
    return static_cast<double>(ticks) / m_record.timerHz;
}

double ZeSession::timeKernel(ze_kernel_handle_t kernel, std::uint64_t items)
{
    const std::uint64_t groups = (items + m_groupSize - 1) / m_groupSize;
    if (groups > UINT32_MAX)
        throw std::runtime_error("too many work-groups for one launch: " + std::to_string(groups));
    const ze_group_count_t count{static_cast<std::uint32_t>(groups), 1, 1};
    begin(m_compute);
    ZE_CHECK(zeCommandListAppendLaunchKernel, m_compute.list.get(), kernel, &count, m_event.get(), 0, nullptr);
    return execute(m_compute, true);
}

double ZeSession::timeCopy(void *destination, const void *source, std::size_t bytes, bool deviceTimer)
{
    begin(m_copy);
    ZE_CHECK(zeCommandListAppendMemoryCopy, m_copy.list.get(), destination, source, bytes,
             deviceTimer ? m_event.get() : nullptr, 0, nullptr);
    return execute(m_copy, deviceTimer);
}

double ZeSession::launchLatency(int launches)
{
    const ze_group_count_t one{1, 1, 1};
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < launches; ++i)
        ZE_CHECK(zeCommandListAppendLaunchKernel, m_immediate.get(), m_empty.get(), &one, nullptr, 0, nullptr);
    const auto end = std::chrono::steady_clock::now();
    return std::chrono::duration<double>(end - start).count() / std::max(1, launches);
}

} // namespace GpuPlan::Probe::LevelZero
