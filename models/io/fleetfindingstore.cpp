#include "fleetfindingstore.h"

#include "fleetdevicerow.h"
#include "fleetsql.h"
#include "kernelsupportdata.h"

#include "core/jsonlocator.h"

#include <QDateTime>

#include <array>
#include <map>
#include <utility>

namespace GpuPlan {

namespace {

constexpr std::array<std::pair<FleetEventKind, const char *>, 13> kKinds{{
    {FleetEventKind::Xid, "xid"},
    {FleetEventKind::FallenOffBus, "fallen_off_bus"},
    {FleetEventKind::AerCorrected, "aer_corrected"},
    {FleetEventKind::AerUncorrected, "aer_uncorrected"},
    {FleetEventKind::AerFatal, "aer_fatal"},
    {FleetEventKind::GpuReset, "gpu_reset"},
    {FleetEventKind::RingTimeout, "ring_timeout"},
    {FleetEventKind::RowRemap, "row_remap"},
    {FleetEventKind::SXid, "sxid"},
    {FleetEventKind::Diagnostic, "diagnostic"},
    {FleetEventKind::CounterGrowth, "counter_growth"},
    {FleetEventKind::Missing, "gpu_missing"},
    {FleetEventKind::Other, "other"},
}};

FindingSeverity severityFromKey(const std::string &key)
{
    for (FindingSeverity s :
         {FindingSeverity::Info, FindingSeverity::Warning, FindingSeverity::Quarantine, FindingSeverity::Reject})
        if (key == findingSeverityKey(s))
            return s;
    return FindingSeverity::Warning;
}

FindingAction actionFromKey(const std::string &key)
{
    for (int a = 0; a <= int(kLastFindingAction); ++a)
        if (key == findingActionKey(FindingAction(a)))
            return FindingAction(a);
    return FindingAction::None;
}

} // namespace

const char *fleetEventKindKey(FleetEventKind kind)
{
    for (const auto &[k, key] : kKinds)
        if (k == kind)
            return key;
    return "other";
}

FleetEventKind fleetEventKindFromKey(const std::string &key)
{
    for (const auto &[k, name] : kKinds)
        if (key == name)
            return k;
    return FleetEventKind::Other;
}

std::vector<FleetInventoryDevice> readFleetDevices(SqlHandle db)
{
    std::vector<FleetInventoryDevice> out;
    SqlStatement q(db,
                   (std::string("SELECT d.") + kFleetDeviceColumns
                    + ", d.telemetry, d.id, d.device_key, coalesce(d.sku_id, ''), f.path FROM fleet_device d "
                      "JOIN imported_file f ON f.id = d.file_id WHERE d.line > 0 ORDER BY d.id")
                       .c_str());
    // kFleetDeviceColumns lists bare names: qualify the first only; the rest are unambiguous.
    if (!q.isValid())
        return out;
    const int n = kFleetDeviceColumnCount;
    while (q.next()) {
        FleetInventoryDevice d;
        d.device.device = readDevice(q, 0);
        d.device.telemetry = summaryFromJson(q.text(n));
        d.id = q.integer(n + 1);
        d.deviceKey = q.text(n + 2);
        d.device.device.key = d.deviceKey;
        d.device.skuId = q.text(n + 3);
        d.device.file = q.text(n + 4);
        out.push_back(std::move(d));
    }
    return out;
}

FleetSnapshot readFleetSnapshot(SqlHandle db, const std::vector<FleetInventoryDevice> &devices)
{
    FleetSnapshot snapshot;
    snapshot.kernelSupport = &shippedKernelSupport();
    std::map<std::int64_t, int> indexOf;
    for (const FleetInventoryDevice &d : devices) {
        indexOf[d.id] = int(snapshot.devices.size());
        snapshot.devices.push_back(d.device);
    }
    SqlStatement sightings(
        db,
        "SELECT s.device_id, f.path, s.line, s.ecc_corrected_aggregate, s.ecc_uncorrected_aggregate, "
        "s.retired_pages_sbe, s.retired_pages_dbe, s.remapped_rows_correctable, "
        "s.remapped_rows_uncorrectable FROM device_sighting s JOIN imported_file f ON f.id = "
        "s.file_id ORDER BY s.file_id");
    while (sightings.isValid() && sightings.next()) {
        const auto it = indexOf.find(sightings.integer(0));
        if (it == indexOf.end())
            continue;
        CounterSighting s{sightings.text(1), int(sightings.integer(2)), {}, {}, {}, {}, {}, {}};
        int column = 3;
        for (auto *counter : {&s.eccCorrectedAggregate, &s.eccUncorrectedAggregate, &s.retiredPagesSbe,
                              &s.retiredPagesDbe, &s.remappedRowsCorrectable, &s.remappedRowsUncorrectable}) {
            if (!sightings.isNull(column))
                *counter = std::uint64_t(sightings.integer(column));
            ++column;
        }
        snapshot.devices[std::size_t(it->second)].sightings.push_back(std::move(s));
    }
    SqlStatement q(db,
                   "SELECT e.device_id, e.kind, e.code, e.pci_bus_id, e.node, e.t, e.time_text, e.message, "
                   "e.line, f.path FROM fleet_event e JOIN imported_file f ON f.id = e.file_id ORDER BY e.id");
    while (q.isValid() && q.next()) {
        FleetEventRecord r;
        const auto it = q.isNull(0) ? indexOf.end() : indexOf.find(q.integer(0));
        r.event.device = it == indexOf.end() ? -1 : it->second;
        r.event.kind = fleetEventKindFromKey(q.text(1));
        r.event.code = int(q.integer(2));
        r.event.pciBusId = q.text(3);
        r.event.node = q.text(4);
        r.event.time = q.real(5);
        r.event.timeText = q.text(6);
        r.event.message = q.text(7);
        r.event.line = int(q.integer(8));
        r.file = q.text(9);
        snapshot.events.push_back(std::move(r));
    }
    SqlStatement facts(db,
                       "SELECT h.node, h.key, h.value, h.subject, h.line, f.path FROM host_fact h "
                       "JOIN imported_file f ON f.id = h.file_id ORDER BY h.id");
    while (facts.isValid() && facts.next())
        snapshot.hostFacts.push_back(
            {{facts.text(0), facts.text(1), facts.text(2), facts.text(3), int(facts.integer(4))}, facts.text(5)});
    // Each file with the hosts it speaks of: its devices', events' and facts' nodes, and its --node (UNION
    // leaves each file and node once).
    SqlStatement sources(
        db,
        "SELECT f.path, f.format, x.node, f.events, f.host_facts FROM imported_file f JOIN ("
        "SELECT file_id, node FROM fleet_device UNION SELECT file_id, node FROM fleet_event "
        "UNION SELECT file_id, node FROM host_fact UNION SELECT id, node FROM imported_file WHERE node <> '') x "
        "ON x.file_id = f.id ORDER BY f.id, x.node");
    while (sources.isValid() && sources.next())
        snapshot.sources.push_back(
            {sources.text(0), sources.text(1), sources.text(2), int(sources.integer(3)), int(sources.integer(4))});
    return snapshot;
}

bool refreshFleetFindings(SqlHandle db, std::string *error)
{
    const auto fail = [db, error](const char *what) {
        if (error)
            *error = std::string(what) + ": " + db.errorMessage();
        return false;
    };
    const std::vector<FleetInventoryDevice> devices = readFleetDevices(db);
    const FleetSnapshot snapshot = readFleetSnapshot(db, devices);
    const std::vector<Finding> findings = evaluateFleetHealth(snapshot);
    if (!sqlExec(db, "DELETE FROM finding"))
        return fail("finding");
    SqlStatement insert(
        db,
        "INSERT INTO finding (code, severity, action, device_id, params, evidence_file, "
        "evidence_line, evidence_excerpt, message, node) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)");
    if (!insert.isValid())
        return fail("finding");
    for (const Finding &f : findings) {
        const std::string params = Json(f.params).dump();
        const std::string message = f.englishText();
        insert.bind(1, std::string_view(f.code));
        insert.bind(2, std::string_view(findingSeverityKey(f.severity)));
        insert.bind(3, std::string_view(findingActionKey(f.action)));
        if (f.device >= 0 && std::size_t(f.device) < devices.size())
            insert.bind(4, devices[std::size_t(f.device)].id);
        else
            insert.bindNull(4);
        insert.bind(5, std::string_view(params));
        insert.bind(6, std::string_view(f.evidence.file));
        insert.bind(7, f.evidence.line);
        // A sample's finding shows when the sample was taken (which bucket, for a Prometheus pull).
        const std::string excerpt = f.evidence.excerpt.empty() && f.evidence.time > 0
            ? QDateTime::fromMSecsSinceEpoch(qint64(f.evidence.time * 1000), Qt::UTC)
                  .toString(Qt::ISODate)
                  .toStdString()
            : f.evidence.excerpt;
        insert.bind(8, std::string_view(excerpt));
        insert.bind(9, std::string_view(message));
        insert.bind(10, std::string_view(f.node));
        if (!insert.run())
            return fail("finding");
    }
    if (!sqlExec(db, "DELETE FROM meta WHERE key = 'findings_stale'"))
        return fail("meta");
    return true;
}

bool markFleetFindingsStale(SqlHandle db, std::string *error)
{
    if (sqlExec(db,
                "INSERT INTO meta (key, value) VALUES ('findings_stale', '1') "
                "ON CONFLICT (key) DO UPDATE SET value = excluded.value"))
        return true;
    if (error)
        *error = std::string("meta: ") + db.errorMessage();
    return false;
}

bool fleetFindingsStale(SqlHandle db)
{
    SqlStatement q(db, "SELECT 1 FROM meta WHERE key = 'findings_stale'");
    return q.isValid() && q.next();
}

std::vector<StoredFinding> readFleetFindings(SqlHandle db)
{
    std::vector<StoredFinding> out;
    SqlStatement q(db,
                   "SELECT f.code, f.severity, f.action, coalesce(f.device_id, 0), f.params, f.evidence_file, "
                   "f.evidence_line, f.evidence_excerpt, f.message, coalesce(d.device_key, ''), "
                   "coalesce(d.name, ''), f.node FROM finding f LEFT JOIN fleet_device d ON d.id = f.device_id "
                   "ORDER BY f.id");
    while (q.isValid() && q.next()) {
        StoredFinding s;
        s.finding.code = q.text(0);
        s.finding.severity = severityFromKey(q.text(1));
        s.finding.action = actionFromKey(q.text(2));
        s.deviceId = q.integer(3);
        const Json params = Json::parse(q.text(4), nullptr, false);
        if (params.is_array())
            for (const Json &p : params)
                if (p.is_string())
                    s.finding.params.push_back(p.get<std::string>());
        s.finding.evidence = {q.text(5), int(q.integer(6)), q.text(7)};
        s.message = q.text(8);
        s.deviceKey = q.text(9);
        s.deviceName = q.text(10);
        s.finding.node = q.text(11);
        out.push_back(std::move(s));
    }
    return out;
}

} // namespace GpuPlan
