#include "fleetsamplewriter.h"

#include <cstring>

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
    sqlite3_bind_int64(m_stmt, 3, m_fileId);  // kept for every row: sqlite3_reset() keeps bindings
    setCacheSize(true);
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
    setCacheSize(false);
}

void FleetSampleWriter::setCacheSize(bool import)
{
    // A big file's transaction holds far more pages than SQLite's default 2 MiB cache: dirty pages then
    // spill into the WAL mid-transaction and are read back from it for the next inserts. A bigger cache
    // (a bound, so memory stays flat) keeps the tree's working set in memory. Atomicity is untouched:
    // spilled frames have no commit record, and a rollback or a crash drops them like the rest.
    if (import) {
        sqlite3_stmt *q = nullptr;
        if (sqlite3_prepare_v2(m_db, "PRAGMA cache_size", -1, &q, nullptr) == SQLITE_OK && sqlite3_step(q) == SQLITE_ROW)
            m_savedCacheSize = sqlite3_column_int64(q, 0);
        sqlite3_finalize(q);
        sqlite3_exec(m_db, ("PRAGMA cache_size = " + std::to_string(-kImportCacheKiB)).c_str(), nullptr, nullptr, nullptr);
    } else if (m_savedCacheSize) {
        sqlite3_exec(m_db, ("PRAGMA cache_size = " + std::to_string(*m_savedCacheSize)).c_str(), nullptr, nullptr, nullptr);
    }
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
    // sqlite3_reset() keeps the bindings: a value equal to the previous row's (the file's id, a constant
    // memory clock, a column the file does not have) is not bound again.
    for (const Row &r : batch) {
        sqlite3_bind_int64(s, 1, r.device);
        sqlite3_bind_double(s, 2, r.time);
        sqlite3_bind_int(s, 4, r.line);
        for (std::size_t i = 0; i < 10; ++i) {
            std::uint32_t bits;
            std::memcpy(&bits, &r.values[i], sizeof bits);
            if (m_boundOnce && bits == m_bound[i])
                continue;
            m_bound[i] = bits;
            if (r.values[i] != r.values[i])
                sqlite3_bind_null(s, 5 + int(i));
            else
                sqlite3_bind_double(s, 5 + int(i), double(r.values[i]));
        }
        if (!m_boundOnce || r.throttleMask != m_boundMask)
            sqlite3_bind_int64(s, 15, std::int64_t(r.throttleMask));
        m_boundMask = r.throttleMask;
        m_boundOnce = true;
        const int rc = sqlite3_step(s);
        sqlite3_reset(s);
        if (rc != SQLITE_DONE)
            return false;
    }
    return true;
}

} // namespace GpuPlan
