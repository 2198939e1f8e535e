// The fleet half of WorkspaceStore: imports of operators' files (one transaction per file), the import
// registry, the inventory, telemetry and health findings. The rows go through SQLite's own prepared
// statements (fleetstoresink.cpp) on this store's connection, inside a Qt-begun transaction.
#include "workspacestore.h"

#include "fleetdevicerow.h"
#include "fleetfindingstore.h"
#include "fleetimporttext.h"
#include "fleetskumatch.h"
#include "fleetsql.h"
#include "fleetstoresink.h"
#include "kernelsupportdata.h"
#include "sqltransaction.h"
#include "telemetrychunkstore.h"

#include "core/jsonlocator.h"
#include "importer.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>

#include <openssl/evp.h>

#include <future>
#include <memory>
#include <set>

namespace GpuPlan {

namespace {

// SHA-256 of the file, computed beside the parse on a second thread (the second read comes from the
// page cache); @p stop ends it early when the import fails first. OpenSSL's EVP digest uses the CPU's
// SHA extensions: QCryptographicHash's portable code was a third of a big import's CPU time.
QString sha256Of(const QString &path, const std::atomic_bool *stop)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const std::unique_ptr<EVP_MD_CTX, void (*)(EVP_MD_CTX *)> ctx(EVP_MD_CTX_new(), EVP_MD_CTX_free);
    if (!ctx || EVP_DigestInit_ex(ctx.get(), EVP_sha256(), nullptr) != 1)
        return {};
    QByteArray buffer(1 << 20, Qt::Uninitialized);
    while (!stop->load(std::memory_order_relaxed)) {
        const qint64 n = file.read(buffer.data(), buffer.size());
        if (n < 0)
            return {};
        if (n == 0) {
            unsigned char digest[EVP_MAX_MD_SIZE];
            unsigned int size = 0;
            if (EVP_DigestFinal_ex(ctx.get(), digest, &size) != 1)
                return {};
            return QString::fromLatin1(QByteArray(reinterpret_cast<const char *>(digest), int(size)).toHex());
        }
        if (EVP_DigestUpdate(ctx.get(), buffer.constData(), std::size_t(n)) != 1)
            return {};
    }
    return {};
}

void splitDiagnostics(const std::vector<Diagnostic> &all, FleetFileReport &report)
{
    for (const Diagnostic &d : all)
        (d.severity == Severity::Error ? report.errors : report.warnings).push_back(d);
}

std::string warningsJson(const std::vector<Diagnostic> &warnings)
{
    Json out = Json::array();
    for (const Diagnostic &d : warnings)
        out.push_back({{"line", d.line}, {"code", d.code}, {"params", d.params}, {"text", d.englishText()}});
    return out.dump();
}

class DryRunCollector : public ImportCollector
{
public:
    explicit DryRunCollector(const FleetImportOptions &options)
        : m_options(options)
    {
    }
    bool cancelled() const override { return m_options.cancel && m_options.cancel->load(); }
    void progress(std::uint64_t done, std::uint64_t total) override
    {
        if (m_options.progress)
            m_options.progress(done, total);
    }

private:
    const FleetImportOptions &m_options;
};

// Parses, matches and judges the file on its own; writes nothing.
void dryRun(TextSource &text, const std::string &label, const FleetSkuMatcher &matcher,
            const FleetImportOptions &options, FleetFileReport &report)
{
    DryRunCollector c(options);
    const Importer *importer = importFleetText(text, c, options);
    report.format = importer ? QString::fromStdString(importer->format()) : QString();
    splitDiagnostics(c.diagnostics, report);
    report.devices = int(c.devices.size());
    report.samples = c.samples.size();
    report.events = int(c.events.size());
    report.benchmarks = int(c.benchmarks.size());
    report.hostFacts = int(c.hostFacts.size());
    if (!report.errors.empty()) {
        report.status = options.cancel && options.cancel->load() ? FleetFileReport::Status::Cancelled
                                                                 : FleetFileReport::Status::Failed;
        return;
    }
    report.status = FleetFileReport::Status::DryRun;
    FleetSnapshot snapshot;
    snapshot.kernelSupport = &shippedKernelSupport();
    for (const FleetDevice &d : c.devices)
        snapshot.devices.push_back({d, matcher.match(d), label, {}, {}});
    for (const TelemetryRow &r : c.samples)
        if (r.device >= 0 && std::size_t(r.device) < snapshot.devices.size())
            snapshot.devices[std::size_t(r.device)].telemetry.add(r, label);
    for (const FleetEvent &e : c.events)
        snapshot.events.push_back({e, label});
    for (const HostFact &f : c.hostFacts)
        snapshot.hostFacts.push_back({f, label});
    snapshot.sources.push_back(
        {label, report.format.toStdString(), options.node, int(c.events.size()), int(c.hostFacts.size())});
    for (const InventoryDevice &d : snapshot.devices)
        report.deviceList.push_back({0, workspaceDeviceKey(d.device, 0), d});
    for (const Finding &f : evaluateFleetHealth(snapshot)) {
        StoredFinding s{f, 0, {}, {}, f.englishText()};
        if (f.device >= 0 && std::size_t(f.device) < report.deviceList.size()) {
            s.deviceKey = report.deviceList[std::size_t(f.device)].deviceKey;
            s.deviceName = report.deviceList[std::size_t(f.device)].device.device.name;
        }
        report.findings.push_back(std::move(s));
    }
}

} // namespace

const char *fleetStatusKey(FleetFileReport::Status status)
{
    switch (status) {
    case FleetFileReport::Status::Imported:
        return "imported";
    case FleetFileReport::Status::DryRun:
        return "dry_run";
    case FleetFileReport::Status::AlreadyImported:
        return "already_imported";
    case FleetFileReport::Status::Failed:
        return "failed";
    case FleetFileReport::Status::Cancelled:
        return "cancelled";
    }
    return "failed";
}

std::shared_ptr<const FleetSkuMatcher> WorkspaceStore::skuMatcher() const
{
    qint64 version = -1;
    if (SqlHandle h = sqlHandle(db())) {
        // SQLite counts commits by other connections; on PostgreSQL the catalog's size and the edits' versions
        // change with every write that can change a match.
        SqlStatement q(h,
                       h.isPostgres() ? "SELECT (SELECT count(*) FROM sku) * 1000003 + "
                                        "(SELECT coalesce(sum(version), 0) FROM sku_override) * 7 + "
                                        "(SELECT count(*) FROM sku_override)"
                                      : "PRAGMA data_version");
        if (q.isValid() && q.next())
            version = q.integer(0);
    }
    if (!m_skuMatcher || version < 0 || version != m_skuMatcherDataVersion) {
        m_skuMatcher = std::make_shared<const FleetSkuMatcher>(catalog());
        m_skuMatcherDataVersion = version;
    }
    return m_skuMatcher;
}

FleetFileReport WorkspaceStore::importFleetFile(const QString &path, const FleetImportOptions &options)
{
    FleetFileReport report;
    report.path = path;
    const QFileInfo info(path);
    report.bytes = std::uint64_t(std::max<qint64>(0, info.size()));
    const QString absolute = info.absoluteFilePath();
    const std::string label = absolute.toStdString();
    TextSource text = TextSource::open(QFile::encodeName(path).toStdString());
    const std::shared_ptr<const FleetSkuMatcher> sharedMatcher = skuMatcher();
    const FleetSkuMatcher &matcher = *sharedMatcher;
    if (options.dryRun) {
        dryRun(text, label, matcher, options, report);
        return report;
    }
    if (refuseWrite()) {
        report.message = m_lastError;
        return report;
    }
    SqlHandle h = sqlHandle(db());
    if (!h) {
        report.message = writeError(db().lastError().text());
        return report;
    }
    std::atomic_bool stopHash{false};
    auto hash = std::async(std::launch::async, sha256Of, path, &stopHash);
    struct StopHash
    {
        std::atomic_bool &stop;
        ~StopHash() { stop = true; }
    } stopOnReturn{stopHash};
    const auto alreadyImported = [&](const QString &sha) {
        SqlStatement q(h, "SELECT id, path FROM imported_file WHERE sha256 = ?1");
        const std::string s = sha.toStdString();
        q.bind(1, std::string_view(s));
        if (!q.next())
            return false;
        report.status = FleetFileReport::Status::AlreadyImported;
        report.fileId = q.integer(0);
        report.sha256 = sha;
        report.message = tr("already imported: the same content was imported from %1")
                             .arg(QDir::toNativeSeparators(QString::fromStdString(q.text(1))));
        return true;
    };
    if (!options.expectedSha256.isEmpty()) {
        report.sha256 = hash.get();
        if (report.sha256.isEmpty()) {
            report.errors.push_back(Diagnostic{"import.read_failed", Severity::Error, 0, 0, {}, {"SHA-256"}});
            return report; // Failed: gone, or unreadable
        }
        if (report.sha256.compare(options.expectedSha256, Qt::CaseInsensitive) != 0) {
            report.errors.push_back(Diagnostic{
                "import.content_changed", Severity::Error, 0, 0, {}, {options.expectedSha256.toStdString()}});
            return report; // Failed
        }
        if (alreadyImported(report.sha256))
            return report;
    }
    // Only a registered file of the same size can have the same content: then hash before parsing.
    {
        SqlStatement q(h, "SELECT count(*) FROM imported_file WHERE size_bytes = ?1");
        q.bind(1, std::int64_t(report.bytes));
        if (report.sha256.isEmpty() && q.next() && q.integer(0) > 0) {
            report.sha256 = hash.get();
            if (alreadyImported(report.sha256))
                return report;
        }
    }
    SqlTransaction tx(db());
    if (!tx.isActive()) {
        report.message = writeError(db().lastError().text());
        return report;
    }
    // The file's transaction stays all or nothing; its commit does not wait for the WAL to reach the disk (a crash
    // right after it can lose the file whole, never half of it): what SQLite's synchronous = NORMAL gives a file
    // workspace (FleetSampleWriter).
    if (h.isPostgres())
        sqlExec(h, "SET LOCAL synchronous_commit = off");
    std::int64_t fileId = 0;
    {
        SqlStatement insert(h,
                            "INSERT INTO imported_file (path, sha256, size_bytes, format, imported_at, node) "
                            "VALUES (?1, 'pending', ?2, '', ?3, ?4) RETURNING id");
        const std::string at = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs).toStdString();
        insert.bind(1, std::string_view(label));
        insert.bind(2, std::int64_t(report.bytes));
        insert.bind(3, std::string_view(at));
        insert.bind(4, std::string_view(options.node));
        if (!insert.next()) {
            report.message = writeError(QString::fromStdString(h.errorMessage()));
            return report;
        }
        fileId = insert.integer(0);
        insert.reset();
    }
    FleetStoreSink sink(h, fileId, label, options);
    const Importer *importer = importFleetText(text, sink, options);
    report.format = importer ? QString::fromStdString(importer->format()) : QString();
    splitDiagnostics(sink.diagnostics(), report);
    const auto failWith = [&](FleetFileReport::Status status) {
        report.status = status;
        if (!sink.storageError().empty())
            report.message = writeError(QString::fromStdString(sink.storageError()));
        return report; // the transaction rolls back: nothing of the file remains
    };
    if (sink.failed() || !sink.finish(matcher))
        return failWith(sink.wasCancelled() ? FleetFileReport::Status::Cancelled : FleetFileReport::Status::Failed);
    if (report.sha256.isEmpty()) {
        report.sha256 = hash.get();
        if (report.sha256.isEmpty()) {
            report.errors.push_back(Diagnostic{"import.read_failed", Severity::Error, 0, 0, {}, {"SHA-256"}});
            return failWith(FleetFileReport::Status::Failed);
        }
        if (alreadyImported(report.sha256))
            return report;
    }
    report.devices = int(sink.devices().size());
    report.samples = sink.samples();
    report.events = sink.events();
    report.benchmarks = sink.benchmarks();
    report.hostFacts = sink.hostFacts();
    {
        SqlStatement update(h,
                            "UPDATE imported_file SET sha256 = ?1, format = ?2, devices = ?3, samples = ?4, "
                            "events = ?5, benchmarks = ?6, warnings = ?7, host_facts = ?9 WHERE id = ?8");
        const std::string sha = report.sha256.toStdString();
        const std::string format = report.format.toStdString();
        const std::string warnings = warningsJson(report.warnings);
        update.bind(1, std::string_view(sha));
        update.bind(2, std::string_view(format));
        update.bind(3, report.devices);
        update.bind(4, std::int64_t(report.samples));
        update.bind(5, report.events);
        update.bind(6, report.benchmarks);
        update.bind(7, std::string_view(warnings));
        update.bind(8, fileId);
        update.bind(9, report.hostFacts);
        std::string error;
        // The file's row first: the rules read each file's format and counts (FleetSource).
        const bool ok = update.run()
            && (options.deferFindings ? markFleetFindingsStale(h, &error) : refreshFleetFindings(h, &error));
        if (!ok) {
            report.message
                = writeError(error.empty() ? QString::fromStdString(h.errorMessage()) : QString::fromStdString(error));
            return failWith(FleetFileReport::Status::Failed);
        }
    }
    const Json counts = {{"format", report.format.toStdString()},
                         {"devices", report.devices},
                         {"samples", report.samples},
                         {"events", report.events},
                         {"benchmarks", report.benchmarks},
                         {"host_facts", report.hostFacts}};
    if (!audit(QStringLiteral("fleet_import"), absolute, std::nullopt, counts.dump(), report.sha256)) {
        report.message = m_lastError;
        return failWith(FleetFileReport::Status::Failed);
    }
    if (!tx.commit()) {
        report.message = writeError(db().lastError().text());
        return failWith(FleetFileReport::Status::Failed);
    }
    report.status = FleetFileReport::Status::Imported;
    report.fileId = fileId;
    report.deviceList = sink.devices();
    if (!options.deferFindings) {
        const std::vector<StoredFinding> findings = readFleetFindings(h);
        attachFindings(report, findings);
    }
    tellOthers(QStringLiteral("fleet"));
    Q_EMIT fleetChanged();
    return report;
}

void WorkspaceStore::attachFindings(FleetFileReport &report, const std::vector<StoredFinding> &findings)
{
    std::set<std::int64_t> ids;
    for (const FleetInventoryDevice &d : report.deviceList)
        ids.insert(d.id);
    const std::string label = QFileInfo(report.path).absoluteFilePath().toStdString();
    report.findings.clear();
    for (const StoredFinding &f : findings)
        if (ids.count(f.deviceId) || f.finding.evidence.file == label)
            report.findings.push_back(f);
}

bool WorkspaceStore::finishFleetImports(QList<FleetFileReport> &reports)
{
    const bool any = std::any_of(reports.cbegin(), reports.cend(), [](const FleetFileReport &r) {
        return r.status == FleetFileReport::Status::Imported;
    });
    if (!any)
        return true;
    if (!refreshFleetHealth())
        return false;
    const std::vector<StoredFinding> findings = fleetFindings();
    for (FleetFileReport &r : reports)
        if (r.status == FleetFileReport::Status::Imported)
            attachFindings(r, findings);
    return true;
}

std::vector<ImportedFileRecord> WorkspaceStore::importedFiles() const
{
    std::vector<ImportedFileRecord> out;
    SqlStatement q(sqlHandle(db()),
                   "SELECT id, path, sha256, size_bytes, format, imported_at, devices, samples, "
                   "events, benchmarks, host_facts, node FROM imported_file ORDER BY id");
    while (q.isValid() && q.next()) {
        ImportedFileRecord r;
        r.id = q.integer(0);
        r.path = QString::fromStdString(q.text(1));
        r.sha256 = QString::fromStdString(q.text(2));
        r.sizeBytes = q.integer(3);
        r.format = QString::fromStdString(q.text(4));
        r.importedAt = QDateTime::fromString(QString::fromStdString(q.text(5)), Qt::ISODateWithMs);
        r.devices = int(q.integer(6));
        r.samples = q.integer(7);
        r.events = int(q.integer(8));
        r.benchmarks = int(q.integer(9));
        r.hostFacts = int(q.integer(10));
        r.node = QString::fromStdString(q.text(11));
        out.push_back(std::move(r));
    }
    return out;
}

std::vector<BenchmarkFigure> WorkspaceStore::benchmarkFigures(const QString &pathOrSha256) const
{
    std::vector<BenchmarkFigure> out;
    SqlStatement q(sqlHandle(db()),
                   "SELECT b.tool, b.gpu_name, b.precision, b.test, b.metric, b.value, b.line FROM benchmark b "
                   "JOIN imported_file f ON f.id = b.file_id WHERE f.sha256 = ?1 OR f.path = ?1 ORDER BY b.id");
    const std::string key = pathOrSha256.toStdString(); // bound without a copy: kept alive until the end
    q.bind(1, std::string_view(key));
    while (q.isValid() && q.next()) {
        BenchmarkFigure f;
        f.tool = q.text(0);
        f.gpuName = q.text(1);
        f.precision = q.text(2);
        f.test = q.text(3);
        f.metric = q.text(4);
        f.value = q.real(5);
        f.line = int(q.integer(6));
        out.push_back(std::move(f));
    }
    return out;
}

std::vector<StoredHostFact> WorkspaceStore::hostFacts() const
{
    std::vector<StoredHostFact> out;
    SqlStatement q(sqlHandle(db()),
                   "SELECT h.node, h.key, h.value, h.subject, h.line, h.file_id, f.path FROM host_fact h "
                   "JOIN imported_file f ON f.id = h.file_id ORDER BY h.node, h.key, h.id");
    while (q.isValid() && q.next()) {
        StoredHostFact s;
        s.fact.node = q.text(0);
        s.fact.key = q.text(1);
        s.fact.value = q.text(2);
        s.fact.subject = q.text(3);
        s.fact.line = int(q.integer(4));
        s.fileId = q.integer(5);
        s.file = QString::fromStdString(q.text(6));
        out.push_back(std::move(s));
    }
    return out;
}

std::vector<FleetInventoryDevice> WorkspaceStore::fleetDevices() const
{
    SqlHandle h = sqlHandle(db());
    return h ? readFleetDevices(h) : std::vector<FleetInventoryDevice>{};
}

std::vector<StoredFinding> WorkspaceStore::fleetFindings() const
{
    SqlHandle h = sqlHandle(db());
    return h ? readFleetFindings(h) : std::vector<StoredFinding>{};
}

FleetTriage WorkspaceStore::fleetTriage() const
{
    FleetTriage out;
    out.findings = fleetFindings();
    std::vector<Finding> findings;
    findings.reserve(out.findings.size());
    for (const StoredFinding &s : out.findings)
        findings.push_back(s.finding);
    out.nodes = triageFleet(fleetSnapshot(), findings);
    return out;
}

FleetSnapshot WorkspaceStore::fleetSnapshot() const
{
    SqlHandle h = sqlHandle(db());
    return h ? readFleetSnapshot(h, readFleetDevices(h)) : FleetSnapshot{};
}

std::vector<TelemetryRow> WorkspaceStore::fleetTelemetry(qint64 deviceId, double from, double to) const
{
    std::vector<TelemetryRow> out;
    StoredSampleRange range;
    range.device = deviceId;
    range.from = from;
    range.to = to;
    range.toIncluded = false;
    readStoredSamples(sqlHandle(db()), range, [&out, deviceId](const StoredSample &s, std::int64_t) {
        out.push_back(telemetryRowOf(s, int(deviceId)));
        return true;
    });
    return out;
}

bool WorkspaceStore::refreshFleetHealth()
{
    if (refuseWrite())
        return false;
    SqlHandle h = sqlHandle(db());
    SqlTransaction tx(db());
    std::string error;
    if (!h || !tx.isActive() || !refreshFleetFindings(h, &error) || !tx.commit())
        return fail(error.empty() ? db().lastError().text() : QString::fromStdString(error));
    tellOthers(QStringLiteral("fleet"));
    Q_EMIT fleetChanged();
    return true;
}

} // namespace GpuPlan
