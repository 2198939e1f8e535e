#include "fleetstoresink.h"

#include "fleetdevicerow.h"
#include "fleetfindingstore.h"
#include "fleetskumatch.h"

#include "core/jsonlocator.h"

#include <set>

namespace GpuPlan {

namespace {
constexpr const char *kInsertSightingSql
    = "INSERT INTO device_sighting (device_id, file_id, line, ecc_corrected_aggregate, "
      "ecc_uncorrected_aggregate, retired_pages_sbe, retired_pages_dbe, remapped_rows_correctable, "
      "remapped_rows_uncorrectable) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9) "
      "ON CONFLICT (device_id, file_id) DO UPDATE SET line = excluded.line, "
      "ecc_corrected_aggregate = excluded.ecc_corrected_aggregate, "
      "ecc_uncorrected_aggregate = excluded.ecc_uncorrected_aggregate, retired_pages_sbe = excluded.retired_pages_sbe, "
      "retired_pages_dbe = excluded.retired_pages_dbe, remapped_rows_correctable = excluded.remapped_rows_correctable, "
      "remapped_rows_uncorrectable = excluded.remapped_rows_uncorrectable";

std::string updateDeviceSql()
{
    // "UPDATE fleet_device SET node = ?1, vendor = ?2, ..., sku_id = ?34, telemetry = ?35, device_key = ?36,
    //  file_id = ?37 WHERE id = ?38"
    std::string sql = "UPDATE fleet_device SET ";
    const std::string columns = kFleetDeviceColumns;
    std::size_t start = 0;
    int n = 1;
    while (start < columns.size()) {
        std::size_t end = columns.find(',', start);
        if (end == std::string::npos)
            end = columns.size();
        sql += columns.substr(start, end - start) + " = ?" + std::to_string(n++) + ", ";
        start = columns.find_first_not_of(' ', end + 1);
    }
    return sql + "sku_id = ?34, telemetry = ?35, device_key = ?36, file_id = ?37 WHERE id = ?38";
}

} // namespace

FleetStoreSink::FleetStoreSink(SqlHandle db, std::int64_t fileId, std::string fileLabel,
                               const FleetImportOptions &options)
    : m_db(db)
    , m_fileId(fileId)
    , m_file(std::move(fileLabel))
    , m_options(options)
    , m_writer(std::make_unique<FleetSampleWriter>(db, fileId))
    , m_event(std::make_unique<SqlStatement>(
          db,
          "INSERT INTO fleet_event (file_id, device_id, kind, code, pci_bus_id, node, t, time_text, message, line) "
          "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)"))
    , m_benchmark(std::make_unique<SqlStatement>(
          db,
          "INSERT INTO benchmark (file_id, tool, gpu_name, gpu_count, model, precision, test, metric, value, unit, "
          "attributes, line) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)"))
    , m_hostFact(std::make_unique<SqlStatement>(
          db, "INSERT INTO host_fact (file_id, node, key, value, subject, line) VALUES (?1, ?2, ?3, ?4, ?5, ?6)"))
    , m_findDevice(std::make_unique<SqlStatement>(db, "SELECT id FROM fleet_device WHERE device_key = ?1"))
    , m_newDevice(std::make_unique<SqlStatement>(
          db, "INSERT INTO fleet_device (device_key, file_id) VALUES (?1, ?2) RETURNING id"))
    , m_sameDevice(std::make_unique<SqlStatement>(
          db,
          "SELECT id, coalesce(node, ''), lower(coalesce(uuid, '')), coalesce(serial, ''), ?1 <> '' AND "
          "lower(coalesce(uuid, '')) = ?1, ?2 <> '' AND coalesce(serial, '') = ?2 AND lower(coalesce(vendor, '')) = ?3 "
          "FROM fleet_device WHERE line > 0 AND ((?1 <> '' AND lower(coalesce(uuid, '')) = ?1) OR (?2 <> '' AND "
          "coalesce(serial, '') = ?2 AND lower(coalesce(vendor, '')) = ?3) OR (?4 <> '' AND pci_bus_id = ?4))"))
{
    if (!m_writer->isValid() || !m_event->isValid() || !m_benchmark->isValid() || !m_hostFact->isValid()
        || !m_findDevice->isValid() || !m_newDevice->isValid() || !m_sameDevice->isValid())
        storageFailed("prepare");
}

FleetStoreSink::~FleetStoreSink() = default;

void FleetStoreSink::storageFailed(const char *what)
{
    if (m_storageError.empty())
        m_storageError = std::string(what) + ": " + (m_db ? m_db.errorMessage() : "no SQLite connection");
}

std::int64_t FleetStoreSink::sameStoredDevice(const FleetDevice &d)
{
    const std::string uuid = identifiesNothing(d.uuid) ? std::string() : lowerAscii(d.uuid);
    const std::string serial = identifiesNothing(d.serial) ? std::string() : d.serial;
    const std::string vendor = lowerAscii(d.vendor);
    SqlStatement &q = *m_sameDevice;
    q.bind(1, std::string_view(uuid));
    q.bind(2, std::string_view(serial));
    q.bind(3, std::string_view(vendor));
    q.bind(4, std::string_view(d.pciBusId));
    std::int64_t strong = 0; // the same UUID or serial: the same GPU wherever it was seen
    std::set<std::int64_t> byBus;
    while (strong == 0 && q.next()) {
        const bool uuidDiffers = !uuid.empty() && !identifiesNothing(q.text(2)) && q.text(2) != uuid;
        const bool serialDiffers = !serial.empty() && !identifiesNothing(q.text(3)) && q.text(3) != serial;
        // The same UUID is the same GPU; the same serial too, unless the UUIDs differ (a capture copied and
        // edited, a board whose serial the tool cannot read twice the same way).
        if (q.integer(4) || (q.integer(5) && !uuidDiffers)) {
            strong = q.integer(0);
            break;
        }
        // The same bus ID is the same GPU only on the same host (a file that names none matches any), and
        // only when no UUID or serial says otherwise.
        const std::string node = q.text(1);
        const bool hostMatches = d.node.empty() || node.empty() || node == d.node;
        if (hostMatches && !uuidDiffers && !serialDiffers)
            byBus.insert(q.integer(0));
    }
    q.reset();
    if (strong)
        return strong;
    if (byBus.size() == 1)
        return *byBus.begin();
    if (!byBus.empty())
        return 0; // several hosts have that bus ID: not knowable which
    return sameIndexedDevice(d);
}

std::int64_t FleetStoreSink::sameIndexedDevice(const FleetDevice &d)
{
    // The vendor's tools number its GPUs alike (nvidia-smi, DCGM, topo -m; rocm-smi and amd-smi; xpu-smi), so
    // on one host their GPU N is one GPU: a GPU known by that number alone is the stored GPU that a file with
    // its UUID or bus ID gave that number, and a GPU with a UUID or bus ID is the stored one known by its
    // number alone. Runtimes' and probes' own numberings (indexSpace) never join this way.
    if (!d.indexSpace.empty() || d.index < 0 || d.node.empty() || d.vendor.empty())
        return 0;
    const std::string vendor = lowerAscii(d.vendor);
    const bool strongIdentity = !identifiesNothing(d.uuid) || !identifiesNothing(d.serial) || !d.pciBusId.empty();
    SqlStatement q(m_db,
                   strongIdentity ? "SELECT id FROM fleet_device WHERE line > 0 AND device_key = ?1"
                                  : "SELECT id FROM fleet_device WHERE line > 0 AND node = ?2 AND idx = ?3 AND "
                                    "lower(coalesce(vendor, '')) = ?4 AND device_key NOT LIKE 'index:%' AND "
                                    "device_key NOT LIKE 'file:%'");
    const std::string indexKey = "index:" + d.node + "/" + vendor + "/" + std::to_string(d.index);
    if (strongIdentity) {
        q.bind(1, std::string_view(indexKey));
    } else {
        q.bind(2, std::string_view(d.node));
        q.bind(3, std::int64_t(d.index));
        q.bind(4, std::string_view(vendor));
    }
    std::int64_t found = 0;
    while (q.isValid() && q.next()) {
        if (found)
            return 0; // two GPUs claim that number: not knowable which
        found = q.integer(0);
    }
    return found;
}

int FleetStoreSink::device(const FleetDevice &d)
{
    if (!d.key.empty()) {
        const auto it = m_byKey.find(d.key);
        if (it != m_byKey.end()) {
            Local &local = m_devices[std::size_t(it->second)];
            const int line = local.device.line;
            local.device = d;
            local.device.line = line;
            return it->second;
        }
    }
    Local local;
    local.device = d;
    local.key = workspaceDeviceKey(d, m_fileId);
    // Two devices of one file with one identity (a UUID printed twice) share the workspace row.
    for (const Local &other : m_devices)
        if (other.key == local.key)
            local.id = other.id;
    if (local.id == 0 && m_storageError.empty()) {
        const auto connection = m_writer->lockConnection();
        m_findDevice->bind(1, std::string_view(local.key));
        if (m_findDevice->next())
            local.id = m_findDevice->integer(0);
        m_findDevice->reset();
        if (local.id == 0)
            local.id = sameStoredDevice(d);
        if (local.id == 0) {
            m_newDevice->bind(1, std::string_view(local.key));
            m_newDevice->bind(2, m_fileId);
            if (m_newDevice->next())
                local.id = m_newDevice->integer(0);
            else
                storageFailed("fleet_device");
            m_newDevice->reset();
        }
    }
    const int index = int(m_devices.size());
    m_devices.push_back(std::move(local));
    if (!d.key.empty())
        m_byKey.emplace(d.key, index);
    return index;
}

void FleetStoreSink::sample(const TelemetryRow &r)
{
    if (r.device < 0 || std::size_t(r.device) >= m_devices.size() || !m_storageError.empty())
        return;
    Local &local = m_devices[std::size_t(r.device)];
    m_writer->push(local.id, r);
    ++m_samples;
    local.summary.add(r, m_file);
}

void FleetStoreSink::event(const FleetEvent &e)
{
    if (!m_storageError.empty())
        return;
    const auto connection = m_writer->lockConnection();
    SqlStatement &s = *m_event;
    s.bind(1, m_fileId);
    if (e.device >= 0 && std::size_t(e.device) < m_devices.size())
        s.bind(2, m_devices[std::size_t(e.device)].id);
    else
        s.bindNull(2);
    s.bind(3, std::string_view(fleetEventKindKey(e.kind)));
    s.bind(4, e.code);
    s.bind(5, std::string_view(e.pciBusId));
    s.bind(6, std::string_view(e.node));
    s.bind(7, e.time);
    s.bind(8, std::string_view(e.timeText));
    s.bind(9, std::string_view(e.message));
    s.bind(10, e.line);
    if (!s.run())
        return storageFailed("fleet_event");
    ++m_events;
}

void FleetStoreSink::hostFact(const HostFact &f)
{
    if (!m_storageError.empty())
        return;
    const auto connection = m_writer->lockConnection();
    SqlStatement &s = *m_hostFact;
    s.bind(1, m_fileId);
    s.bind(2, std::string_view(f.node));
    s.bind(3, std::string_view(f.key));
    s.bind(4, std::string_view(f.value));
    s.bind(5, std::string_view(f.subject));
    s.bind(6, f.line);
    if (!s.run())
        return storageFailed("host_fact");
    ++m_hostFacts;
}

void FleetStoreSink::benchmark(const BenchmarkRecord &b)
{
    if (!m_storageError.empty())
        return;
    Json attributes = Json::object();
    for (const auto &[k, v] : b.attributes)
        attributes[k] = v;
    const std::string attributesText = attributes.dump();
    const auto connection = m_writer->lockConnection();
    SqlStatement &s = *m_benchmark;
    s.bind(1, m_fileId);
    s.bind(2, std::string_view(b.tool));
    s.bind(3, std::string_view(b.gpuName));
    s.bind(4, b.gpuCount);
    s.bind(5, std::string_view(b.model));
    s.bind(6, std::string_view(b.precision));
    s.bind(7, std::string_view(b.test));
    s.bind(8, std::string_view(b.metric));
    s.bind(9, b.value);
    s.bind(10, std::string_view(b.unit));
    s.bind(11, std::string_view(attributesText));
    s.bind(12, b.line);
    if (!s.run())
        return storageFailed("benchmark");
    ++m_benchmarks;
}

void FleetStoreSink::diagnostic(const Diagnostic &d)
{
    if (d.severity == Severity::Error) {
        m_hasError = true;
        m_cancelled = m_cancelled || d.code == "import.cancelled";
    }
    m_diagnostics.push_back(d);
}

bool FleetStoreSink::cancelled() const { return m_options.cancel && m_options.cancel->load(std::memory_order_relaxed); }

void FleetStoreSink::progress(std::uint64_t bytesDone, std::uint64_t bytesTotal)
{
    if (m_options.progress)
        m_options.progress(bytesDone, bytesTotal);
}

bool FleetStoreSink::writeSighting(SqlStatement &insert, std::int64_t deviceId, const FleetDevice &seen)
{
    insert.bind(1, deviceId);
    insert.bind(2, m_fileId);
    insert.bind(3, std::int64_t(std::max(seen.line, 1)));
    int column = 4;
    for (const auto &counter : {seen.eccCorrectedAggregate, seen.eccUncorrectedAggregate, seen.retiredPagesSbe,
                                seen.retiredPagesDbe, seen.remappedRowsCorrectable, seen.remappedRowsUncorrectable})
        insert.bindOptional(column++, counter);
    if (!insert.run()) {
        storageFailed("insert device_sighting");
        return false;
    }
    return true;
}

bool FleetStoreSink::finish(const FleetSkuMatcher &matcher)
{
    if (failed())
        return false;
    if (!m_writer->finish()) {
        m_storageError = "telemetry_chunk: " + m_writer->error();
        return false;
    }
    SqlStatement read(m_db,
                      (std::string("SELECT ") + kFleetDeviceColumns
                       + ", telemetry, device_key FROM fleet_device WHERE id = ?1 "
                         "AND line > 0")
                          .c_str());
    SqlStatement update(m_db, updateDeviceSql().c_str());
    SqlStatement sighting(m_db, kInsertSightingSql);
    if (!read.isValid() || !update.isValid() || !sighting.isValid()) {
        storageFailed("prepare fleet_device");
        return false;
    }
    // Devices of this file that share a workspace row are merged in file order, then with the stored row.
    std::set<std::int64_t> done;
    for (std::size_t i = 0; i < m_devices.size(); ++i) {
        Local &first = m_devices[i];
        if (!done.insert(first.id).second)
            continue;
        FleetDevice merged;
        SampleSummary summary;
        std::string storedKey;
        read.bind(1, first.id);
        const bool stored = read.next();
        if (stored) {
            merged = readDevice(read, 0);
            summary = summaryFromJson(read.text(kFleetDeviceColumnCount));
            storedKey = read.text(kFleetDeviceColumnCount + 1);
        }
        read.reset();
        bool any = stored;
        FleetDevice seen; // what this file alone says of it
        bool seenAny = false;
        for (std::size_t j = i; j < m_devices.size(); ++j) {
            if (m_devices[j].id != first.id)
                continue;
            merged = any ? mergeDevice(std::move(merged), m_devices[j].device) : m_devices[j].device;
            seen = seenAny ? mergeDevice(std::move(seen), m_devices[j].device) : m_devices[j].device;
            any = seenAny = true;
            mergeSummary(summary, m_devices[j].summary);
        }
        if (merged.line <= 0)
            merged.line = 1; // line 0 marks a row not yet written
        // The identity may be known better at the end of the file (a UUID after the bus ID), or better than the
        // stored row's (a GPU a kernel log knew by bus ID that nvidia-smi names by UUID): the strongest key no
        // other row holds. A stored row keeps its key rather than take one this file alone would give it.
        const std::string kept = stored ? storedKey : first.key;
        std::string key = workspaceDeviceKey(merged, m_fileId);
        if (stored && key.rfind("file:", 0) == 0)
            key = kept;
        if (key != kept) {
            m_findDevice->bind(1, std::string_view(key));
            const bool taken = m_findDevice->next() && m_findDevice->integer(0) != first.id;
            m_findDevice->reset();
            if (taken)
                key = kept; // keep the identity it has rather than move every sample
        }
        const std::string skuId = matcher.match(merged);
        const std::string telemetry = summaryToJson(summary);
        bindDevice(update, 1, merged);
        if (skuId.empty())
            update.bindNull(34);
        else
            update.bind(34, std::string_view(skuId));
        update.bind(35, std::string_view(telemetry));
        update.bind(36, std::string_view(key));
        update.bind(37, m_fileId);
        update.bind(38, first.id);
        if (!update.run()) {
            storageFailed("update fleet_device");
            return false;
        }
        if (!writeSighting(sighting, first.id, seen))
            return false;
        first.stored = InventoryDevice{merged, skuId, m_file, summary, {}};
        first.key = key;
    }
    return true;
}

std::vector<FleetInventoryDevice> FleetStoreSink::devices() const
{
    std::vector<FleetInventoryDevice> out;
    std::set<std::int64_t> seen;
    for (const Local &l : m_devices)
        if (seen.insert(l.id).second)
            out.push_back({l.id, l.key, l.stored});
    return out;
}

} // namespace GpuPlan
