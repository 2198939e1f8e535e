#include "fleetsamplewriter.h"

#include <libpq-fe.h>

#include <cstring>

namespace GpuPlan {

namespace {

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

// COPY's binary format: network byte order throughout.
void appendCopyBigEndian(std::string &out, std::uint64_t value, int bytes)
{
    for (int shift = (bytes - 1) * 8; shift >= 0; shift -= 8)
        out += char((value >> shift) & 0xff);
}

void appendCopyInt8(std::string &out, std::int64_t value)
{
    appendCopyBigEndian(out, 8, 4);
    appendCopyBigEndian(out, std::uint64_t(value), 8);
}

void appendCopyFloat8(std::string &out, double value)
{
    std::uint64_t bits = 0;
    std::memcpy(&bits, &value, sizeof bits);
    appendCopyBigEndian(out, 8, 4);
    appendCopyBigEndian(out, bits, 8);
}

constexpr const char *kChunkColumnList = "device_id, t_min, file_id, seq, t_max, samples, data";
constexpr int kChunkCopyFields = 7;

} // namespace

FleetSampleWriter::FleetSampleWriter(SqlHandle db, std::int64_t fileId)
    : m_handle(db)
    , m_db(db.sqlite())
    , m_fileId(fileId)
{
    if (m_db) {
        const std::string sql
            = std::string("INSERT INTO telemetry_chunk (") + kChunkColumnList + ") VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)";
        if (sqlite3_prepare_v3(m_db, sql.c_str(), -1, SQLITE_PREPARE_PERSISTENT, &m_insert, nullptr) != SQLITE_OK) {
            sqlite3_finalize(m_insert);
            m_insert = nullptr;
            return;
        }
        setImportPragmas(true);
    } else if (!db.isPostgres()) {
        return;
    }
    m_valid = true;
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
    sqlite3_finalize(m_insert);
    if (m_db && m_valid)
        setImportPragmas(false);
}

void FleetSampleWriter::setImportPragmas(bool import)
{
    // A big file's transaction holds more pages than SQLite's default 2 MiB cache: dirty pages then spill into the
    // WAL mid-transaction and are read back from it. A bigger cache (a bound, so memory stays flat) keeps them in
    // memory. Atomicity is untouched: spilled frames have no commit record, and a rollback or a crash drops them.
    // synchronous = NORMAL: in WAL mode the commit no longer waits for the WAL to reach the disk; the file's
    // transaction stays all or nothing (a crash can lose it whole, never leave half of it).
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
    StoredSample s;
    s.time = r.time;
    s.line = r.line;
    s.throttleMask = std::int64_t(r.throttleMask);
    const float values[10] = {r.smClockMHz,     r.memClockMHz,       r.powerW,     r.temperatureC, r.memTemperatureC,
                              r.utilizationPct, r.memUtilizationPct, r.memUsedMiB, r.pcieRxMBs,    r.pcieTxMBs};
    for (int i = 0; i < 10; ++i)
        s.values[i] = double(values[i]); // NaN (missing) stays NaN, stored as NULL was
    push(deviceId, s);
}

void FleetSampleWriter::push(std::int64_t deviceId, const StoredSample &s)
{
    Pending &p = m_pending[deviceId];
    // One line of a file gives a device one sample: the same one again comes right after it.
    if (p.hasLast && p.lastTime == s.time && p.lastLine == s.line)
        return;
    p.hasLast = true;
    p.lastTime = s.time;
    p.lastLine = s.line;
    if (p.samples.empty())
        p.samples.reserve(kTelemetryChunkSamples);
    p.samples.push_back(s);
    if (p.samples.size() >= kTelemetryChunkSamples)
        close(deviceId, p);
}

void FleetSampleWriter::close(std::int64_t device, Pending &pending)
{
    m_filling.push_back(Chunk{device, pending.nextSeq++, std::move(pending.samples)});
    pending.samples = {};
    if (m_filling.size() >= kChunksPerBatch)
        hand(false);
}

void FleetSampleWriter::hand(bool last)
{
    std::unique_lock lock(m_mutex);
    if (!last)
        m_space.wait(lock, [this] { return m_queue.size() < kMaxQueued || m_failed; });
    if (m_failed) { // the writer stopped: finish() reports it
        m_filling.clear();
    } else if (!m_filling.empty()) {
        m_queue.push_back(std::move(m_filling));
    }
    m_filling = {};
    if (last)
        m_closing = true;
    lock.unlock();
    m_ready.notify_one();
}

bool FleetSampleWriter::finish()
{
    if (!isValid())
        return false;
    for (auto &[device, pending] : m_pending) {
        if (!pending.samples.empty())
            close(device, pending);
    }
    m_pending.clear();
    hand(true);
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
        std::vector<Chunk> batch;
        {
            std::unique_lock lock(m_mutex);
            m_ready.wait(lock, [this] { return !m_queue.empty() || m_closing; });
            if (m_queue.empty())
                return;
            batch = std::move(m_queue.front());
            m_queue.pop_front();
        }
        m_space.notify_one();
        std::uint64_t samples = 0;
        const bool ok = write(batch);
        for (const Chunk &c : batch)
            samples += c.samples.size();
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
        m_written += samples;
    }
}

bool FleetSampleWriter::write(std::vector<Chunk> &batch)
{
    std::vector<std::string> data;
    data.reserve(batch.size());
    for (Chunk &c : batch) {
        sortTelemetryChunk(c.samples);
        data.push_back(encodeTelemetryChunk(c.samples));
    }
    if (!m_db)
        return copy(batch, data);
    std::lock_guard connection(m_connection);
    for (std::size_t i = 0; i < batch.size(); ++i) {
        const Chunk &c = batch[i];
        sqlite3_bind_int64(m_insert, 1, c.device);
        sqlite3_bind_double(m_insert, 2, c.samples.front().time);
        sqlite3_bind_int64(m_insert, 3, m_fileId);
        sqlite3_bind_int64(m_insert, 4, c.seq);
        sqlite3_bind_double(m_insert, 5, c.samples.back().time);
        sqlite3_bind_int64(m_insert, 6, std::int64_t(c.samples.size()));
        sqlite3_bind_blob(m_insert, 7, data[i].data(), int(data[i].size()), SQLITE_STATIC);
        const int rc = sqlite3_step(m_insert);
        sqlite3_reset(m_insert);
        if (rc != SQLITE_DONE)
            return false;
    }
    return true;
}

bool FleetSampleWriter::copy(const std::vector<Chunk> &batch, const std::vector<std::string> &data)
{
    // COPY's binary format: signature, flags, header extension; per row the field count and each field's length
    // and bytes (a bytea's are its own); -1 at the end. The server parses no text and splits nothing.
    m_copyBuffer.clear();
    m_copyBuffer.append("PGCOPY\n\xff\r\n\0", 11);
    appendCopyBigEndian(m_copyBuffer, 0, 4);
    appendCopyBigEndian(m_copyBuffer, 0, 4);
    for (std::size_t i = 0; i < batch.size(); ++i) {
        const Chunk &c = batch[i];
        appendCopyBigEndian(m_copyBuffer, kChunkCopyFields, 2);
        appendCopyInt8(m_copyBuffer, c.device);
        appendCopyFloat8(m_copyBuffer, c.samples.front().time);
        appendCopyInt8(m_copyBuffer, m_fileId);
        appendCopyInt8(m_copyBuffer, c.seq);
        appendCopyFloat8(m_copyBuffer, c.samples.back().time);
        appendCopyInt8(m_copyBuffer, std::int64_t(c.samples.size()));
        appendCopyBigEndian(m_copyBuffer, data[i].size(), 4);
        m_copyBuffer += data[i];
    }
    appendCopyBigEndian(m_copyBuffer, 0xffffu, 2);
    std::lock_guard connection(m_connection);
    PGconn *pg = m_handle.postgres();
    const std::string sql
        = std::string("COPY telemetry_chunk (") + kChunkColumnList + ") FROM STDIN WITH (FORMAT binary)";
    PGresult *start = PQexec(pg, sql.c_str());
    const bool copying = PQresultStatus(start) == PGRES_COPY_IN;
    PQclear(start);
    if (!copying)
        return false;
    bool ok = PQputCopyData(pg, m_copyBuffer.data(), int(m_copyBuffer.size())) == 1;
    ok = PQputCopyEnd(pg, ok ? nullptr : "GpuPlan could not send the samples") == 1 && ok;
    while (PGresult *r = PQgetResult(pg)) {
        ok = ok && PQresultStatus(r) == PGRES_COMMAND_OK;
        PQclear(r);
    }
    return ok;
}

} // namespace GpuPlan
