#include "telemetrychunkstore.h"

#include "fleetsamplewriter.h"

#include <libpq-fe.h>

#include <memory>
#include <queue>

namespace GpuPlan {

namespace {

// One decoded chunk being merged.
struct MergeCursor
{
    std::int64_t file = 0;
    std::vector<StoredSample> samples;
    std::size_t at = 0;
};

struct MergeLater
{
    bool operator()(const MergeCursor *a, const MergeCursor *b) const
    {
        const StoredSample &x = a->samples[a->at], &y = b->samples[b->at];
        if (x.time != y.time)
            return x.time > y.time;
        if (a->file != b->file)
            return a->file > b->file;
        return x.line > y.line;
    }
};

// The chunk rows of a query, one at a time: SQLite's statement, or a PostgreSQL cursor read a few rows at a time.
class ChunkRows
{
public:
    ChunkRows(SqlHandle db, const std::string &sql, int fetchRows)
        : m_db(db)
        , m_fetchSql("FETCH " + std::to_string(fetchRows) + " FROM gpuplan_chunks")
    {
        if (!db.isPostgres()) {
            m_query = std::make_unique<SqlStatement>(db, sql.c_str());
            return;
        }
        // A cursor lives in a transaction: the caller's, else one of its own (read only, ended by the destructor).
        m_ownTransaction = PQtransactionStatus(db.postgres()) == PQTRANS_IDLE;
        if (m_ownTransaction && !sqlExec(db, "BEGIN"))
            m_ownTransaction = false;
        m_declare = std::make_unique<SqlStatement>(db, ("DECLARE gpuplan_chunks NO SCROLL CURSOR FOR " + sql).c_str());
    }
    ~ChunkRows()
    {
        if (m_declared)
            sqlExec(m_db, "CLOSE gpuplan_chunks");
        if (m_ownTransaction)
            sqlExec(m_db, "COMMIT");
    }
    ChunkRows(const ChunkRows &) = delete;
    ChunkRows &operator=(const ChunkRows &) = delete;

    SqlStatement &binder() { return m_query ? *m_query : *m_declare; }

    /// The next row, or nullptr at the end or on an error (failed() then).
    const SqlStatement *next()
    {
        if (m_query) {
            if (m_query->next())
                return m_query.get();
            m_failed = !m_query->isValid();
            return nullptr;
        }
        if (!m_declared) {
            if (!m_declare->run()) {
                m_failed = true;
                return nullptr;
            }
            m_declared = true;
            m_fetch = std::make_unique<SqlStatement>(m_db, m_fetchSql.c_str());
        }
        if (m_fetch->next())
            return m_fetch.get();
        m_fetch->reset();
        if (m_fetch->next())
            return m_fetch.get();
        m_failed
            = PQstatus(m_db.postgres()) != CONNECTION_OK || PQtransactionStatus(m_db.postgres()) == PQTRANS_INERROR;
        return nullptr;
    }
    bool failed() const { return m_failed; }

private:
    SqlHandle m_db;
    std::string m_fetchSql;
    std::unique_ptr<SqlStatement> m_query, m_declare, m_fetch;
    bool m_ownTransaction = false;
    bool m_declared = false;
    bool m_failed = false;
};

} // namespace

bool readStoredSamples(SqlHandle db, const StoredSampleRange &range,
                       const std::function<bool(const StoredSample &, std::int64_t file)> &sink, std::string *error)
{
    const auto failed = [&](const std::string &why) {
        if (error)
            *error = why.empty() ? db.errorMessage() : why;
        return false;
    };
    // (device_id, t_min) is the key's start: one range of the index, the chunks' data read only where they overlap.
    std::string sql = "SELECT file_id, data FROM telemetry_chunk WHERE device_id = ?1 AND t_max >= ?2 AND t_min "
        + std::string(range.toIncluded ? "<=" : "<") + " ?3";
    if (range.file)
        sql += " AND file_id = ?4";
    sql += " ORDER BY t_min, file_id, seq";
    ChunkRows rows(db, sql, 16); // 16 chunks: up to 16,384 samples a round trip
    SqlStatement &b = rows.binder();
    b.bind(1, range.device);
    b.bind(2, range.from);
    b.bind(3, range.to);
    if (range.file)
        b.bind(4, *range.file);
    const auto inRange
        = [&range](double t) { return t >= range.from && (range.toIncluded ? t <= range.to : t < range.to); };

    std::priority_queue<MergeCursor *, std::vector<MergeCursor *>, MergeLater> heap;
    std::vector<std::unique_ptr<MergeCursor>> open;
    std::unique_ptr<MergeCursor> ahead; // read, not yet merged: its first time is after what the heap holds
    bool more = true;
    const auto readAhead = [&]() -> bool {
        while (!ahead && more) {
            const SqlStatement *row = rows.next();
            if (!row) {
                more = false;
                return !rows.failed();
            }
            auto c = std::make_unique<MergeCursor>();
            c->file = row->integer(0);
            if (!decodeTelemetryChunk(row->blob(1), c->samples))
                return false;
            if (!c->samples.empty())
                ahead = std::move(c);
        }
        return true;
    };
    for (;;) {
        if (!readAhead())
            return failed(rows.failed() ? std::string() : "telemetry_chunk: a chunk this version cannot read");
        // A chunk that starts no later than the next sample may hold an earlier one: merge it first.
        while (ahead && (heap.empty() || ahead->samples.front().time <= heap.top()->samples[heap.top()->at].time)) {
            heap.push(ahead.get());
            open.push_back(std::move(ahead));
            if (!readAhead())
                return failed(rows.failed() ? std::string() : "telemetry_chunk: a chunk this version cannot read");
        }
        if (heap.empty())
            return true;
        MergeCursor *top = heap.top();
        heap.pop();
        const StoredSample &s = top->samples[top->at++];
        if (inRange(s.time) && !sink(s, top->file))
            return true;
        if (top->at < top->samples.size()) {
            heap.push(top);
        } else {
            for (auto it = open.begin(); it != open.end(); ++it) {
                if (it->get() == top) {
                    open.erase(it);
                    break;
                }
            }
        }
    }
}

TelemetryRow telemetryRowOf(const StoredSample &s, int device)
{
    TelemetryRow r;
    r.device = device;
    r.time = s.time;
    r.line = int(s.line);
    r.throttleMask = std::uint32_t(s.throttleMask);
    float *fields[] = {&r.smClockMHz,     &r.memClockMHz,       &r.powerW,     &r.temperatureC, &r.memTemperatureC,
                       &r.utilizationPct, &r.memUtilizationPct, &r.memUsedMiB, &r.pcieRxMBs,    &r.pcieTxMBs};
    for (int i = 0; i < 10; ++i)
        *fields[i] = float(s.values[i]); // NaN (NULL) stays NaN: TelemetryRow::kMissing
    return r;
}

bool convertSampleRowsToChunks(SqlHandle db, std::string *error)
{
    {
        // The cursor (PostgreSQL) is closed before the table goes.
        ChunkRows rows(db,
                       "SELECT file_id, device_id, t, line, " GPUPLAN_SAMPLE_VALUE_COLUMNS
                       " FROM telemetry_sample ORDER BY file_id, device_id, t, line",
                       20000);
        std::unique_ptr<FleetSampleWriter> writer;
        std::int64_t file = -1;
        const auto done = [&]() {
            if (!writer || writer->finish())
                return true;
            if (error)
                *error = writer->error();
            return false;
        };
        for (;;) {
            std::unique_lock<std::mutex> connection;
            if (writer)
                connection = writer->lockConnection(); // the writer inserts on this connection from its thread
            const SqlStatement *q = rows.next();
            if (!q)
                break;
            if (q->integer(0) != file) {
                connection = {};
                if (!done())
                    return false;
                file = q->integer(0);
                writer = std::make_unique<FleetSampleWriter>(db, file);
                connection = writer->lockConnection();
            }
            StoredSample s;
            s.time = q->real(2);
            s.line = q->integer(3);
            for (int i = 0; i < 10; ++i)
                s.values[i] = q->isNull(4 + i) ? std::numeric_limits<double>::quiet_NaN() : q->real(4 + i);
            s.throttleMask = q->integer(14);
            const std::int64_t device = q->integer(1);
            connection = {};
            writer->push(device, s);
        }
        if (rows.failed()) {
            if (error)
                *error = db.errorMessage();
            return false;
        }
        if (!done())
            return false;
        writer.reset();
    }
    if (!sqlExec(db, "DROP TABLE telemetry_sample")) {
        if (error)
            *error = db.errorMessage();
        return false;
    }
    return true;
}

} // namespace GpuPlan
