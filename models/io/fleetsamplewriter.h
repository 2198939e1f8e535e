#pragma once

#include "core/fleetrecords.h"
#include "fleetsql.h"
#include "telemetrychunk.h"

#include <sqlite3.h>

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

namespace GpuPlan {

/**
 * Writes one file's telemetry samples into telemetry_chunk (schema 12), on a second thread while the parser reads on
 * the first. Samples are gathered per device; each run of kTelemetryChunkSamples becomes one row (sorted by time and
 * line, packed by encodeTelemetryChunk) in the caller's open transaction on the same connection. Chunks go in
 * batches through a bounded queue, so memory stays flat whatever the file's size. SQLite: a prepared INSERT per
 * chunk. PostgreSQL: one binary COPY per batch through libpq under QPSQL (one round trip). A sample pushed again
 * (same device, time and line: the file and its lines are this writer's) is kept once, as INSERT OR IGNORE did when
 * the table had one row per sample.
 *
 * Qt opens SQLite connections without SQLite's own mutex (SQLITE_OPEN_NOMUTEX) and a COPY holds a PostgreSQL
 * connection, so every other use of the connection while the writer runs takes lockConnection() first. finish()
 * writes what is left and waits for it; the caller then commits or rolls back as usual.
 */
class FleetSampleWriter
{
public:
    FleetSampleWriter(SqlHandle db, std::int64_t fileId);
    ~FleetSampleWriter(); ///< stops without writing what is still queued
    FleetSampleWriter(const FleetSampleWriter &) = delete;
    FleetSampleWriter &operator=(const FleetSampleWriter &) = delete;

    bool isValid() const { return m_valid; }
    /// Queues one sample of the workspace device @p deviceId; blocks while the queue is full.
    void push(std::int64_t deviceId, const TelemetryRow &row);
    void push(std::int64_t deviceId, const StoredSample &sample);
    /// Writes what is queued and stops the thread. False when an insert failed (error() says why).
    bool finish();
    /// Samples written so far (after finish(): all of them, a sample pushed twice counted once).
    std::uint64_t written() const { return m_written; }
    std::string error() const;
    /// Held by the writer while it inserts a batch; take it to use the connection from another thread.
    std::unique_lock<std::mutex> lockConnection() { return std::unique_lock(m_connection); }

private:
    struct Chunk
    {
        std::int64_t device = 0;
        std::int64_t seq = 0;
        std::vector<StoredSample> samples;
    };
    struct Pending
    {
        std::int64_t nextSeq = 0;
        std::vector<StoredSample> samples;
        bool hasLast = false;
        double lastTime = 0.0;
        std::int64_t lastLine = 0;
    };
    static constexpr std::size_t kChunksPerBatch = 8;
    static constexpr std::size_t kMaxQueued = 4;
    static constexpr int kImportCacheKiB = 64 * 1024; ///< SQLite page cache while importing

    void run();
    void setImportPragmas(bool import); ///< the import's page cache and syncs, or the connection's own again
    void close(std::int64_t device, Pending &pending); ///< its samples become a chunk of the next batch
    void hand(bool last);                              ///< queues the batch being filled
    bool write(std::vector<Chunk> &batch);
    bool copy(const std::vector<Chunk> &batch, const std::vector<std::string> &data); ///< PostgreSQL

    SqlHandle m_handle;
    sqlite3 *m_db;
    std::int64_t m_fileId;
    bool m_valid = false;
    std::string m_copyBuffer;
    sqlite3_stmt *m_insert = nullptr;
    std::unordered_map<std::int64_t, Pending> m_pending;
    std::vector<Chunk> m_filling;
    std::deque<std::vector<Chunk>> m_queue;
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
