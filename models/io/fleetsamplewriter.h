#pragma once

#include "core/fleetrecords.h"
#include "fleetsql.h"

#include <sqlite3.h>

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace GpuPlan {

/**
 * Inserts telemetry samples on a second thread while the parser reads on the first: the import of a
 * big CSV spends about as long in SQLite as in parsing, so the two overlap. Rows go in batches through
 * a bounded queue (memory stays flat whatever the file's size), into the caller's open transaction on
 * the same connection. Qt opens SQLite connections without SQLite's own mutex (SQLITE_OPEN_NOMUTEX),
 * so every other use of the connection while the writer runs takes lockConnection() first. finish()
 * waits for the last batch; the caller then commits or rolls back as usual.
 *
 * On PostgreSQL each batch goes into telemetry_sample with one binary COPY (through libpq under QPSQL: one round trip
 * for thousands of rows) under a savepoint; a batch that holds a sample already stored fails whole and goes again
 * through a staging table and INSERT ... ON CONFLICT DO NOTHING, which skips it as SQLite's INSERT OR IGNORE does.
 * A COPY holds the connection: statements in between take lockConnection() as on SQLite.
 */
class FleetSampleWriter
{
public:
    FleetSampleWriter(SqlHandle db, std::int64_t fileId);
    ~FleetSampleWriter(); ///< stops without writing what is still queued
    FleetSampleWriter(const FleetSampleWriter &) = delete;
    FleetSampleWriter &operator=(const FleetSampleWriter &) = delete;

    bool isValid() const { return m_stmt != nullptr || m_pgReady; }
    /// Queues one sample of the workspace device @p deviceId; blocks while the queue is full.
    void push(std::int64_t deviceId, const TelemetryRow &row);
    /// Writes what is queued and stops the thread. False when an insert failed (error() says why).
    bool finish();
    /// Rows written so far (after finish(): all of them).
    std::uint64_t written() const { return m_written; }
    std::string error() const;
    /// Held by the writer while it inserts a batch; take it to use the connection from another thread.
    std::unique_lock<std::mutex> lockConnection() { return std::unique_lock(m_connection); }

private:
    struct Row
    {
        std::int64_t device;
        double time;
        int line;
        std::uint32_t throttleMask;
        float values[10];
    };
    static constexpr std::size_t kBatch = 8192;
    /// Rows per multi-row INSERT: one sqlite3_step() inserts this many (the file's id is one parameter).
    static constexpr int kRowsPerStatement = 64;
    static constexpr int kParamsPerRow = 14;
    static constexpr std::size_t kMaxQueued = 4;
    static constexpr int kImportCacheKiB = 64 * 1024; ///< SQLite page cache while importing

    void run();
    void setImportPragmas(bool import); ///< the import's page cache and syncs, or the connection's own again
    bool write(const std::vector<Row> &batch);
    bool copy(const std::vector<Row> &batch); ///< PostgreSQL: one COPY of m_copyBuffer, staged on a duplicate
    bool copyInto(const char *table);
    static void bindRow(sqlite3_stmt *s, int first, const Row &r);

    SqlHandle m_handle;
    sqlite3 *m_db;
    std::int64_t m_fileId;
    bool m_pgReady = false;
    std::string m_copyBuffer;
    std::string m_lastSqlState;      ///< of the last COPY that failed
    sqlite3_stmt *m_stmt = nullptr;  ///< one row
    sqlite3_stmt *m_multi = nullptr; ///< kRowsPerStatement rows
    std::vector<Row> m_filling;
    std::deque<std::vector<Row>> m_queue;
    std::vector<std::vector<Row>> m_spare; ///< written batches, reused: no allocation per batch
    mutable std::mutex m_mutex;
    std::mutex m_connection;
    std::condition_variable m_ready, m_space;
    bool m_closing = false;
    bool m_failed = false;
    std::string m_error;
    std::uint64_t m_written = 0;
    std::optional<std::int64_t> m_savedCacheSize;
    std::optional<std::int64_t> m_savedSynchronous;
    std::thread m_thread;
};

} // namespace GpuPlan
