#include "fleetsamplewriter.h"

namespace GpuPlan {

FleetSampleWriter::FleetSampleWriter(sqlite3 *db, std::int64_t fileId)
    : m_db(db)
    , m_fileId(fileId)
{
    const char *sql = "INSERT OR IGNORE INTO telemetry_sample (device_id, t, file_id, line, sm_clock_mhz, mem_clock_mhz, "
                      "power_w, temperature_c, mem_temperature_c, utilization_pct, mem_utilization_pct, mem_used_mib, "
                      "pcie_rx_mbs, pcie_tx_mbs, throttle_mask) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, "
                      "?12, ?13, ?14, ?15)";
    if (!db || sqlite3_prepare_v3(db, sql, -1, SQLITE_PREPARE_PERSISTENT, &m_stmt, nullptr) != SQLITE_OK) {
        m_stmt = nullptr;
        return;
    }
    m_filling.reserve(kBatch);
    m_thread = std::thread([this] { run(); });
}

FleetSampleWriter::~FleetSampleWriter()
{
    {
        std::lock_guard lock(m_mutex);
        m_closing = true;
        m_failed = m_failed || !m_queue.empty();  // abandoned: the caller rolls back
        m_queue.clear();
    }
    m_ready.notify_all();
    m_space.notify_all();
    if (m_thread.joinable())
        m_thread.join();
    sqlite3_finalize(m_stmt);
}

void FleetSampleWriter::push(std::int64_t deviceId, const TelemetryRow &r)
{
    m_filling.push_back(Row{deviceId, r.time, r.line, r.throttleMask,
                            {r.smClockMHz, r.memClockMHz, r.powerW, r.temperatureC, r.memTemperatureC, r.utilizationPct,
                             r.memUtilizationPct, r.memUsedMiB, r.pcieRxMBs, r.pcieTxMBs}});
    if (m_filling.size() < kBatch)
        return;
    std::unique_lock lock(m_mutex);
    m_space.wait(lock, [this] { return m_queue.size() < kMaxQueued || m_failed; });
    if (m_failed) {  // the writer stopped: finish() reports it
        m_filling.clear();
        return;
    }
    std::vector<Row> next;
    if (!m_spare.empty()) {
        next = std::move(m_spare.back());
        m_spare.pop_back();
    }
    m_queue.push_back(std::move(m_filling));
    m_filling = std::move(next);
    m_filling.clear();
    m_filling.reserve(kBatch);
    lock.unlock();
    m_ready.notify_one();
}

bool FleetSampleWriter::finish()
{
    if (!m_stmt)
        return false;
    {
        std::lock_guard lock(m_mutex);
        if (!m_filling.empty())
            m_queue.push_back(std::move(m_filling));
        m_filling = {};
        m_closing = true;
    }
    m_ready.notify_one();
    if (m_thread.joinable())
        m_thread.join();
    std::lock_guard lock(m_mutex);
    return !m_failed;
}

std::string FleetSampleWriter::error() const
{
    std::lock_guard lock(m_mutex);
    return m_error;
}

void FleetSampleWriter::run()
{
    for (;;) {
        std::vector<Row> batch;
        {
            std::unique_lock lock(m_mutex);
            m_ready.wait(lock, [this] { return !m_queue.empty() || m_closing; });
            if (m_queue.empty())
                return;
            batch = std::move(m_queue.front());
            m_queue.pop_front();
        }
        m_space.notify_one();
        const bool ok = write(batch);
        std::lock_guard lock(m_mutex);
        if (!ok) {
            m_failed = true;
            std::lock_guard connection(m_connection);
            m_error = sqlite3_errmsg(m_db);
            m_queue.clear();
            m_space.notify_all();
            return;
        }
        m_written += batch.size();
        batch.clear();
        m_spare.push_back(std::move(batch));
    }
}

bool FleetSampleWriter::write(const std::vector<Row> &batch)
{
    std::lock_guard connection(m_connection);
    sqlite3_stmt *s = m_stmt;
    for (const Row &r : batch) {
        sqlite3_bind_int64(s, 1, r.device);
        sqlite3_bind_double(s, 2, r.time);
        sqlite3_bind_int64(s, 3, m_fileId);
        sqlite3_bind_int(s, 4, r.line);
        for (int i = 0; i < 10; ++i) {
            if (r.values[i] != r.values[i])
                sqlite3_bind_null(s, 5 + i);
            else
                sqlite3_bind_double(s, 5 + i, double(r.values[i]));
        }
        sqlite3_bind_int64(s, 15, std::int64_t(r.throttleMask));
        const int rc = sqlite3_step(s);
        sqlite3_reset(s);
        if (rc != SQLITE_DONE)
            return false;
    }
    return true;
}

} // namespace GpuPlan
