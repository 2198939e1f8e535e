#include "fleetsamplewriter.h"

#include <libpq-fe.h>

#include <cstring>

namespace GpuPlan {

namespace {

constexpr const char *kInsert = "INSERT OR IGNORE INTO telemetry_sample (device_id, t, file_id, line, sm_clock_mhz, "
                                "mem_clock_mhz, power_w, temperature_c, mem_temperature_c, utilization_pct, "
                                "mem_utilization_pct, mem_used_mib, pcie_rx_mbs, pcie_tx_mbs, throttle_mask) VALUES ";

// "(?2, ?3, ?1, ?4, ..., ?15), (?16, ...)": the file's id is ?1 in every tuple, bound once.
std::string insertSql(int rows, int paramsPerRow)
{
    std::string sql = kInsert;
    for (int r = 0; r < rows; ++r) {
        const int first = 2 + r * paramsPerRow;
        sql += r ? ", (" : "(";
        sql += "?" + std::to_string(first) + ", ?" + std::to_string(first + 1) + ", ?1";
        for (int p = 2; p < paramsPerRow; ++p)
            sql += ", ?" + std::to_string(first + p);
        sql += ")";
    }
    return sql;
}

std::optional<std::int64_t> pragmaValue(sqlite3 *db, const char *pragma)
{
    sqlite3_stmt *q = nullptr;
    std::optional<std::int64_t> value;
    if (sqlite3_prepare_v2(db, (std::string("PRAGMA ") + pragma).c_str(), -1, &q, nullptr) == SQLITE_OK
        && sqlite3_step(q) == SQLITE_ROW)
        value = sqlite3_column_int64(q, 0);
    sqlite3_finalize(q);
    return value;
}

void setPragma(sqlite3 *db, const char *pragma, std::int64_t value)
{
    sqlite3_exec(db, (std::string("PRAGMA ") + pragma + " = " + std::to_string(value)).c_str(), nullptr, nullptr,
                 nullptr);
}

} // namespace

FleetSampleWriter::FleetSampleWriter(SqlHandle db, std::int64_t fileId)
    : m_handle(db)
    , m_db(db.sqlite())
    , m_fileId(fileId)
{
    if (db.isPostgres()) {
        // Dropped with the rows at the end of the transaction, or with it on a rollback.
        m_pgReady = sqlExec(db,
                            "CREATE TEMP TABLE IF NOT EXISTS gpuplan_sample_stage "
                            "(LIKE telemetry_sample INCLUDING DEFAULTS) ON COMMIT DELETE ROWS");
        if (!m_pgReady)
            return;
        m_filling.reserve(kBatch);
        m_thread = std::thread([this] { run(); });
        return;
    }
    // The statement of kRowsPerStatement rows (896 parameters) is prepared by write() when a batch needs it:
    // preparing it costs more than importing a small file whole (a host fact file, a kernel log).
    const std::string one = insertSql(1, kParamsPerRow);
    if (!m_db || sqlite3_prepare_v3(m_db, one.c_str(), -1, SQLITE_PREPARE_PERSISTENT, &m_stmt, nullptr) != SQLITE_OK) {
        sqlite3_finalize(m_stmt);
        m_stmt = nullptr;
        return;
    }
    sqlite3_bind_int64(m_stmt, 1, m_fileId); // kept for every row: sqlite3_reset() keeps bindings
    setImportPragmas(true);
    m_filling.reserve(kBatch);
    m_thread = std::thread([this] { run(); });
}

FleetSampleWriter::~FleetSampleWriter()
{
    {
        std::lock_guard lock(m_mutex);
        m_closing = true;
        m_failed = m_failed || !m_queue.empty(); // abandoned: the caller rolls back
        m_queue.clear();
    }
    m_ready.notify_all();
    m_space.notify_all();
    if (m_thread.joinable())
        m_thread.join();
    sqlite3_finalize(m_stmt);
    sqlite3_finalize(m_multi);
    if (m_db)
        setImportPragmas(false);
}

void FleetSampleWriter::setImportPragmas(bool import)
{
    // A big file's transaction holds far more pages than SQLite's default 2 MiB cache: dirty pages then
    // spill into the WAL mid-transaction and are read back from it for the next inserts. A bigger cache
    // (a bound, so memory stays flat) keeps the tree's working set in memory. Atomicity is untouched:
    // spilled frames have no commit record, and a rollback or a crash drops them like the rest.
    // synchronous = NORMAL: in WAL mode the commit no longer waits for the WAL to reach the disk; the
    // file's transaction stays all or nothing (a crash can lose it whole, never leave half of it).
    if (import) {
        m_savedCacheSize = pragmaValue(m_db, "cache_size");
        m_savedSynchronous = pragmaValue(m_db, "synchronous");
        setPragma(m_db, "cache_size", -kImportCacheKiB);
        if (m_savedSynchronous && *m_savedSynchronous > 1)
            setPragma(m_db, "synchronous", 1);
    } else {
        if (m_savedCacheSize)
            setPragma(m_db, "cache_size", *m_savedCacheSize);
        if (m_savedSynchronous)
            setPragma(m_db, "synchronous", *m_savedSynchronous);
    }
}

void FleetSampleWriter::push(std::int64_t deviceId, const TelemetryRow &r)
{
    m_filling.push_back(Row{deviceId,
                            r.time,
                            r.line,
                            r.throttleMask,
                            {r.smClockMHz, r.memClockMHz, r.powerW, r.temperatureC, r.memTemperatureC, r.utilizationPct,
                             r.memUtilizationPct, r.memUsedMiB, r.pcieRxMBs, r.pcieTxMBs}});
    if (m_filling.size() < kBatch)
        return;
    std::unique_lock lock(m_mutex);
    m_space.wait(lock, [this] { return m_queue.size() < kMaxQueued || m_failed; });
    if (m_failed) { // the writer stopped: finish() reports it
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
    if (!isValid())
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
            if (m_error.empty())
                m_error = m_handle.errorMessage();
            m_queue.clear();
            m_space.notify_all();
            return;
        }
        m_written += batch.size();
        batch.clear();
        m_spare.push_back(std::move(batch));
    }
}

void FleetSampleWriter::bindRow(sqlite3_stmt *s, int first, const Row &r)
{
    sqlite3_bind_int64(s, first, r.device);
    sqlite3_bind_double(s, first + 1, r.time);
    sqlite3_bind_int(s, first + 2, r.line);
    for (int i = 0; i < 10; ++i) {
        const float v = r.values[i];
        if (v != v) // NaN: the file has no such value
            sqlite3_bind_null(s, first + 3 + i);
        else
            sqlite3_bind_double(s, first + 3 + i, double(v));
    }
    sqlite3_bind_int64(s, first + 13, std::int64_t(r.throttleMask));
}

bool FleetSampleWriter::write(const std::vector<Row> &batch)
{
    if (m_pgReady)
        return copy(batch);
    // One step per kRowsPerStatement rows: the statement's fixed cost is shared (sorting a batch into key
    // order first was measured too, and gained nothing).
    std::lock_guard connection(m_connection);
    if (!m_multi && batch.size() >= std::size_t(kRowsPerStatement)) {
        const std::string many = insertSql(kRowsPerStatement, kParamsPerRow);
        if (sqlite3_prepare_v3(m_db, many.c_str(), -1, SQLITE_PREPARE_PERSISTENT, &m_multi, nullptr) != SQLITE_OK) {
            sqlite3_finalize(m_multi);
            m_multi = nullptr;
            return false;
        }
        sqlite3_bind_int64(m_multi, 1, m_fileId);
    }
    std::size_t i = 0;
    for (; i + kRowsPerStatement <= batch.size(); i += kRowsPerStatement) {
        for (int r = 0; r < kRowsPerStatement; ++r)
            bindRow(m_multi, 2 + r * kParamsPerRow, batch[i + std::size_t(r)]);
        const int rc = sqlite3_step(m_multi);
        sqlite3_reset(m_multi);
        if (rc != SQLITE_DONE)
            return false;
    }
    for (; i < batch.size(); ++i) {
        bindRow(m_stmt, 2, batch[i]);
        const int rc = sqlite3_step(m_stmt);
        sqlite3_reset(m_stmt);
        if (rc != SQLITE_DONE)
            return false;
    }
    return true;
}

namespace {
// COPY's binary format: network byte order throughout.
void appendBigEndian(std::string &out, std::uint64_t value, int bytes)
{
    for (int shift = (bytes - 1) * 8; shift >= 0; shift -= 8)
        out += char((value >> shift) & 0xff);
}

void appendInt8Field(std::string &out, std::int64_t value)
{
    appendBigEndian(out, 8, 4);
    appendBigEndian(out, std::uint64_t(value), 8);
}

void appendFloat8Field(std::string &out, double value)
{
    std::uint64_t bits = 0;
    std::memcpy(&bits, &value, sizeof bits);
    appendBigEndian(out, 8, 4);
    appendBigEndian(out, bits, 8);
}

constexpr int kSampleColumns = 15;
} // namespace

bool FleetSampleWriter::copy(const std::vector<Row> &batch)
{
    // COPY's binary format: no number is written as text here nor parsed from text by the server (which, for
    // 13 numbers a row, was most of its time). Signature, flags, header extension; per row the field count and
    // each field's length (-1: NULL) and bytes; -1 at the end.
    m_copyBuffer.clear();
    m_copyBuffer.append("PGCOPY\n\xff\r\n\0", 11);
    appendBigEndian(m_copyBuffer, 0, 4);
    appendBigEndian(m_copyBuffer, 0, 4);
    for (const Row &r : batch) {
        appendBigEndian(m_copyBuffer, kSampleColumns, 2);
        appendInt8Field(m_copyBuffer, r.device);
        appendFloat8Field(m_copyBuffer, r.time);
        appendInt8Field(m_copyBuffer, m_fileId);
        appendInt8Field(m_copyBuffer, r.line);
        for (float v : r.values) {
            if (v != v)
                appendBigEndian(m_copyBuffer, 0xffffffffu, 4);
            else
                appendFloat8Field(m_copyBuffer, double(v)); // the double SQLite stores, exactly
        }
        appendInt8Field(m_copyBuffer, std::int64_t(r.throttleMask));
    }
    appendBigEndian(m_copyBuffer, 0xffffu, 2);
    std::lock_guard connection(m_connection);
    // Straight into telemetry_sample under a savepoint: a batch holding a sample already stored (the key is the
    // device, time, file and line) fails whole, and only then goes through the staging table, which skips it.
    if (!sqlExec(m_handle, "SAVEPOINT gpuplan_samples"))
        return false;
    if (copyInto("telemetry_sample"))
        return sqlExec(m_handle, "RELEASE SAVEPOINT gpuplan_samples");
    const bool duplicate = m_lastSqlState == "23505"; // unique_violation
    if (!sqlExec(m_handle, "ROLLBACK TO SAVEPOINT gpuplan_samples") || !duplicate)
        return false;
    return sqlExec(m_handle, "RELEASE SAVEPOINT gpuplan_samples")
        && sqlExec(m_handle,
                   "CREATE TEMP TABLE IF NOT EXISTS gpuplan_sample_stage "
                   "(LIKE telemetry_sample INCLUDING DEFAULTS) ON COMMIT DROP")
        && copyInto("gpuplan_sample_stage")
        && sqlExec(m_handle, "INSERT INTO telemetry_sample SELECT * FROM gpuplan_sample_stage ON CONFLICT DO NOTHING")
        && sqlExec(m_handle, "TRUNCATE gpuplan_sample_stage");
}

bool FleetSampleWriter::copyInto(const char *table)
{
    PGconn *pg = m_handle.postgres();
    const std::string sql = std::string("COPY ") + table
        + " (device_id, t, file_id, line, sm_clock_mhz, mem_clock_mhz, power_w, temperature_c, mem_temperature_c, "
          "utilization_pct, mem_utilization_pct, mem_used_mib, pcie_rx_mbs, pcie_tx_mbs, throttle_mask) FROM STDIN "
          "WITH (FORMAT binary)";
    PGresult *start = PQexec(pg, sql.c_str());
    const bool copying = PQresultStatus(start) == PGRES_COPY_IN;
    PQclear(start);
    if (!copying)
        return false;
    bool ok = PQputCopyData(pg, m_copyBuffer.data(), int(m_copyBuffer.size())) == 1;
    ok = PQputCopyEnd(pg, ok ? nullptr : "GpuPlan could not send the rows") == 1 && ok;
    m_lastSqlState.clear();
    while (PGresult *r = PQgetResult(pg)) {
        if (PQresultStatus(r) != PGRES_COMMAND_OK) {
            ok = false;
            if (const char *state = PQresultErrorField(r, PG_DIAG_SQLSTATE))
                m_lastSqlState = state;
        }
        PQclear(r);
    }
    return ok;
}

} // namespace GpuPlan
