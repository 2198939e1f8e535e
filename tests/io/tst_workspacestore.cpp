#include "io/catalogfile.h"
#include "io/diagnostictext.h"
#include "io/workspaceopener.h"
#include "io/workspacestore.h"

#include "workspacebackends.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QFile>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <map>

using namespace GpuPlan;

// Every test runs on both backends (the global data): a workspace file, and a database on a real PostgreSQL server
// this test starts (tests/postgresserver.h).
class TestWorkspaceStore : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    Catalog m_shipped;
    TestRequire::WorkspaceBackends m_backends;

    QString file(const char *name) const { return m_dir.filePath(QString::fromLatin1(name)); }
    static bool onPostgreSql() { return TestRequire::WorkspaceBackends::onPostgreSql(); }
    QString location(const char *name) { return m_backends.location(name); }
    bool rawSql(const char *name, const QString &sql) { return m_backends.rawSql(name, sql); }
    QByteArray snapshot(const char *name) const { return m_backends.snapshot(name); }

    static QByteArray digest(const QString &path)
    {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return {};
        return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
    }

    static double tdpOf(const Catalog &c, const char *id)
    {
        const GpuSku *s = c.findSku(id);
        return s && s->tdpWatts ? *s->tdpWatts : -1.0;
    }

    static FieldOverride edit(const char *sku, const char *field, Json value, const char *note = "")
    {
        return FieldOverride{
            sku, field, std::move(value), Provenance{ProvenanceKind::UserOverride, "user", "2026-11-29", note}, 0,
            {},  {}};
    }

private Q_SLOTS:
    // The CSV reader's two errors read as sentences naming the file and line, not as "error csv.width".
    void csvDiagnosticsHaveText()
    {
        const QString width = diagnosticText(Diagnostic{"csv.width", Severity::Error, 7, 0, {}, {"5", "4"}},
                                             QStringLiteral("prices.csv"));
        QVERIFY2(width.contains(QStringLiteral("prices.csv")) && width.contains(QStringLiteral("7"))
                     && width.contains(QStringLiteral("this row has 5 fields but the header has 4")),
                 qPrintable(width));
        const QString quote = diagnosticText(Diagnostic{"csv.quote", Severity::Error, 3, 0, {}, {}});
        QVERIFY2(quote.contains(QStringLiteral("a quoted field is not closed")), qPrintable(quote));
    }

    void initTestCase_data() { TestRequire::WorkspaceBackends::addRows(); }

    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QString error;
        QVERIFY2(m_backends.start(&error), qPrintable(error));
        const CatalogFileResult shipped = shippedCatalog();
        QVERIFY2(shipped.ok(), qPrintable(shipped.errors.join(QLatin1Char('\n'))));
        m_shipped = shipped.catalog;
        QVERIFY(m_shipped.findSku("nvidia-h100-pcie-80gb"));
    }

    void createsCurrentSchemaAndLoadsShippedCatalog()
    {
        WorkspaceStore store;
        QCOMPARE(store.open(location("fresh.gpuplan")), WorkspaceStore::OpenStatus::Ok);
        QCOMPARE(store.schemaVersion(), WorkspaceStore::SchemaVersion);
        bool upgraded = false;
        QVERIFY2(store.syncShippedCatalog(m_shipped, &upgraded), qPrintable(store.lastError()));
        QVERIFY(upgraded);
        const Catalog c = store.catalog();
        QCOMPARE(c.skus.size(), m_shipped.skus.size());
        QCOMPARE(c.prices.size(), m_shipped.prices.size());
        QCOMPARE(c.models.size(), m_shipped.models.size());
        QCOMPARE(*c.findSku("nvidia-h100-sxm-80gb"), *m_shipped.findSku("nvidia-h100-sxm-80gb"));
        // Opening again with the same catalog writes nothing.
        QVERIFY(store.syncShippedCatalog(m_shipped, &upgraded));
        QVERIFY(!upgraded);
    }

    void migratesFromVersion1KeepingData()
    {
        const QString path = location("v1.gpuplan");
        {
            WorkspaceStore store;
            QCOMPARE(store.open(path, 1), WorkspaceStore::OpenStatus::Ok);
            QCOMPARE(store.schemaVersion(), 1);
            QVERIFY2(store.syncShippedCatalog(m_shipped), qPrintable(store.lastError()));
        }
        WorkspaceStore store;
        QCOMPARE(store.open(path), WorkspaceStore::OpenStatus::Ok);
        QCOMPARE(store.schemaVersion(), WorkspaceStore::SchemaVersion);
        QCOMPARE(store.catalog().skus.size(), m_shipped.skus.size());
        QCOMPARE(store.shippedCatalogVersion(), m_shipped.catalogVersion);
        // Version 2 brought the override table.
        QVERIFY2(store.setOverride(edit("nvidia-h100-pcie-80gb", "tdp_watts", 300)), qPrintable(store.lastError()));
    }

    void migratesFromVersion2KeepingData()
    {
        const QString path = location("v2.gpuplan");
        Catalog before;
        {
            WorkspaceStore store;
            QCOMPARE(store.open(path, 2), WorkspaceStore::OpenStatus::Ok);
            QCOMPARE(store.schemaVersion(), 2);
            QVERIFY2(store.syncShippedCatalog(m_shipped), qPrintable(store.lastError()));
            QVERIFY(store.setOverride(edit("nvidia-h100-pcie-80gb", "tdp_watts", 300, "capped")));
            before = store.catalog();
            // A version-2 workspace has no probe tables.
            QCOMPARE(store.saveProbeRun(ProbeRun{}, {}), 0);
        }
        WorkspaceStore store;
        QCOMPARE(store.open(path), WorkspaceStore::OpenStatus::Ok);
        QCOMPARE(store.schemaVersion(), WorkspaceStore::SchemaVersion);
        QCOMPARE(store.catalog(), before);
        QCOMPARE(store.overrides().size(), std::size_t(1));
        QCOMPARE(store.overrides().front().provenance.note, std::string("capped"));
        QCOMPARE(store.shippedCatalogVersion(), m_shipped.catalogVersion);
        // Version 3 brought the probe tables.
        ProbeRun run;
        run.command = QStringLiteral("run");
        run.backend = QStringLiteral("cpu");
        run.deviceId = QStringLiteral("cpu:0");
        run.exitCode = 0;
        run.exitStatus = QStringLiteral("ok");
        QVERIFY2(store.saveProbeRun(run, {}) > 0, qPrintable(store.lastError()));
        QCOMPARE(store.probeRuns().size(), std::size_t(1));
    }

    // A measured figure keeps who wrote it (schema 5), so that estimates know it is measured.
    void overrideKeepsItsSource()
    {
        WorkspaceStore store;
        QCOMPARE(store.open(location("source.gpuplan")), WorkspaceStore::OpenStatus::Ok);
        QVERIFY(store.syncShippedCatalog(m_shipped));
        FieldOverride measured = edit("nvidia-h100-pcie-80gb", "peak_flops.fp16", 7.0e14, "GEMM / 0.89");
        measured.provenance.source = "gpuplan-probe";
        QVERIFY2(store.setOverride(measured), qPrintable(store.lastError()));
        QVERIFY(store.setOverride(edit("nvidia-h100-pcie-80gb", "tdp_watts", 300)));
        std::map<std::string, std::string> sources;
        for (const FieldOverride &o : store.overrides("nvidia-h100-pcie-80gb"))
            sources[o.field] = o.provenance.source;
        QCOMPARE(sources["peak_flops.fp16"], std::string("gpuplan-probe"));
        QCOMPARE(sources["tdp_watts"], std::string("user"));
        const Catalog effective = store.catalog();
        const GpuSku *sku = effective.findSku("nvidia-h100-pcie-80gb");
        QCOMPARE(sku->provenanceOf("peak_flops.fp16").source, std::string("gpuplan-probe"));
        QCOMPARE(sku->peak(Precision::FP16).value_or(0), 7.0e14);
    }

    void overrideTakesPrecedenceAndReverts()
    {
        WorkspaceStore store;
        QCOMPARE(store.open(location("override.gpuplan")), WorkspaceStore::OpenStatus::Ok);
        QVERIFY(store.syncShippedCatalog(m_shipped));
        QSignalSpy changed(&store, &WorkspaceStore::skuChanged);
        QVERIFY(store.setOverride(edit("nvidia-h100-pcie-80gb", "tdp_watts", 300, "our cards are capped")));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).toString(), QStringLiteral("nvidia-h100-pcie-80gb"));

        const Catalog effective = store.catalog();
        QCOMPARE(tdpOf(effective, "nvidia-h100-pcie-80gb"), 300.0);
        const Provenance &p = effective.findSku("nvidia-h100-pcie-80gb")->provenanceOf("tdp_watts");
        QCOMPARE(p.kind, ProvenanceKind::UserOverride);
        QCOMPARE(p.note, std::string("our cards are capped"));
        QCOMPARE(p.date, std::string("2026-11-29"));
        // The shipped value is kept beside the edit, never overwritten.
        QCOMPARE(tdpOf(store.catalog(false), "nvidia-h100-pcie-80gb"), 350.0);
        // A second edit of the same field replaces the first.
        QVERIFY(store.setOverride(edit("nvidia-h100-pcie-80gb", "tdp_watts", 310)));
        QCOMPARE(store.overrides("nvidia-h100-pcie-80gb").size(), std::size_t(1));
        QCOMPARE(tdpOf(store.catalog(), "nvidia-h100-pcie-80gb"), 310.0);

        QVERIFY(store.removeOverride("nvidia-h100-pcie-80gb", "tdp_watts"));
        QCOMPARE(tdpOf(store.catalog(), "nvidia-h100-pcie-80gb"), 350.0);
        QCOMPARE(store.catalog().findSku("nvidia-h100-pcie-80gb")->provenanceOf("tdp_watts").kind,
                 ProvenanceKind::Datasheet);
    }

    // Two people on the same workspace (two connections): an edit made against the version one read is written
    // only if nobody changed the field since; else it is a conflict that says what is there now, by whom and
    // when, and nothing is written.
    void staleVersionIsAConflict()
    {
        const QString path = location("conflict.gpuplan");
        WorkspaceStore ana;
        WorkspaceStore ben;
        QCOMPARE(ana.open(path), WorkspaceStore::OpenStatus::Ok);
        QVERIFY(ana.syncShippedCatalog(m_shipped));
        QCOMPARE(ben.open(path), WorkspaceStore::OpenStatus::Ok);
        const char *sku = "nvidia-h100-pcie-80gb";
        EditConflict conflict;
        FieldOverride written;
        QCOMPARE(ana.setOverride(edit(sku, "tdp_watts", 300, "capped"), 0, &conflict, &written),
                 WorkspaceStore::WriteResult::Written);
        QCOMPARE(written.version, 1);
        QCOMPARE(written.changedBy, ana.userName().toStdString());
        QVERIFY(!written.changedAt.empty());
        // Ben read the field before Ana's edit (no edit: version 0).
        QCOMPARE(ben.setOverride(edit(sku, "tdp_watts", 310), 0, &conflict), WorkspaceStore::WriteResult::Conflict);
        QCOMPARE(conflict.currentVersion, 1);
        QCOMPARE(conflict.expectedVersion, 0);
        QVERIFY(*conflict.currentValue == Json(300));
        QCOMPARE(conflict.changedBy, ana.userName().toStdString());
        QVERIFY(ben.storedOverride(sku, "tdp_watts")->value == Json(300));
        // Having reloaded, Ben writes over version 1.
        QCOMPARE(ben.setOverride(edit(sku, "tdp_watts", 310), 1, &conflict, &written),
                 WorkspaceStore::WriteResult::Written);
        QCOMPARE(written.version, 2);
        // Ana's version 1 is stale now, for a change and for a revert.
        QCOMPARE(ana.setOverride(edit(sku, "tdp_watts", 290), 1, &conflict), WorkspaceStore::WriteResult::Conflict);
        QVERIFY(*conflict.currentValue == Json(310));
        QCOMPARE(conflict.currentVersion, 2);
        QCOMPARE(ana.removeOverride(sku, "tdp_watts", 1, &conflict), WorkspaceStore::WriteResult::Conflict);
        QCOMPARE(ana.storedOverride(sku, "tdp_watts")->version, 2);
        QCOMPARE(ana.removeOverride(sku, "tdp_watts", 2, &conflict), WorkspaceStore::WriteResult::Written);
        QVERIFY(!ben.storedOverride(sku, "tdp_watts"));
        // Ben still thinks version 2 is there: reverting what is gone is a conflict with no edit now.
        QCOMPARE(ben.removeOverride(sku, "tdp_watts", 2, &conflict), WorkspaceStore::WriteResult::Conflict);
        QCOMPARE(conflict.currentVersion, 0);
        QVERIFY(!conflict.currentValue);
        // An unconditional write still counts versions.
        QVERIFY(ben.setOverride(edit(sku, "tdp_watts", 305)));
        QVERIFY(ben.setOverride(edit(sku, "tdp_watts", 306)));
        QCOMPARE(ana.storedOverride(sku, "tdp_watts")->version, 2);
    }

    // Who changed what and when, newest first, written with each change.
    void auditRecordsChanges()
    {
        WorkspaceStore store;
        QCOMPARE(store.open(location("audit.gpuplan")), WorkspaceStore::OpenStatus::Ok);
        QVERIFY(store.syncShippedCatalog(m_shipped));
        QVERIFY(store.auditLog().empty());
        QVERIFY(store.setOverride(edit("nvidia-l4-24gb", "tdp_watts", 65, "power-capped racks")));
        QVERIFY(store.setOverride(edit("nvidia-l4-24gb", "tdp_watts", 60)));
        QVERIFY(store.removeOverride("nvidia-l4-24gb", "tdp_watts"));
        QVERIFY(store.removeOverride("nvidia-l4-24gb", "tdp_watts")); // nothing to revert: nothing recorded
        Catalog extra;
        GpuSku card = *m_shipped.findSku("nvidia-l4-24gb");
        card.id = "acme-audit-card";
        extra.skus.push_back(card);
        QVERIFY(store.importCatalog(extra));
        const std::vector<AuditEntry> log = store.auditLog();
        QCOMPARE(log.size(), std::size_t(4));
        QCOMPARE(log[0].action, QStringLiteral("catalog_import"));
        QVERIFY(Json::parse(*log[0].newValue)["skus"] == Json(1));
        QCOMPARE(log[1].action, QStringLiteral("override_remove"));
        QCOMPARE(log[1].oldValue, std::optional<std::string>("60"));
        QVERIFY(!log[1].newValue);
        QCOMPARE(log[2].action, QStringLiteral("override_set"));
        QCOMPARE(log[2].oldValue, std::optional<std::string>("65"));
        QCOMPARE(log[2].newValue, std::optional<std::string>("60"));
        QCOMPARE(log[3].subject, QStringLiteral("sku/nvidia-l4-24gb/tdp_watts"));
        QVERIFY(!log[3].oldValue);
        QCOMPARE(log[3].detail, QStringLiteral("power-capped racks"));
        for (const AuditEntry &e : log) {
            QCOMPARE(e.who, store.userName());
            QVERIFY2(QDateTime::fromString(e.at, Qt::ISODate).isValid(), qPrintable(e.at));
        }
        QVERIFY(!store.userName().isEmpty());
        QCOMPARE(store.auditLog(2).size(), std::size_t(2));
    }

    void invalidOverrideIsRefused_data()
    {
        QTest::addColumn<QString>("sku");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("json");
        QTest::newRow("negative memory") << "nvidia-l4-24gb"
                                         << "memory_bytes"
                                         << "-1";
        QTest::newRow("text for a number") << "nvidia-l4-24gb"
                                           << "tdp_watts"
                                           << "\"seventy\"";
        QTest::newRow("bad date") << "nvidia-l4-24gb"
                                  << "launch_date"
                                  << "\"2023-13\"";
        QTest::newRow("unknown segment") << "nvidia-l4-24gb"
                                         << "segment"
                                         << "\"gaming\"";
        QTest::newRow("read-only field") << "nvidia-l4-24gb"
                                         << "vendor"
                                         << "\"AMD\"";
        QTest::newRow("unknown field") << "nvidia-l4-24gb"
                                       << "colour"
                                       << "\"green\"";
        QTest::newRow("unknown sku") << "nvidia-l5-24gb"
                                     << "tdp_watts"
                                     << "70";
    }

    void invalidOverrideIsRefused()
    {
        QFETCH(QString, sku);
        QFETCH(QString, field);
        QFETCH(QString, json);
        WorkspaceStore store;
        QCOMPARE(store.open(location("invalid.gpuplan")), WorkspaceStore::OpenStatus::Ok);
        QVERIFY(store.syncShippedCatalog(m_shipped));
        const auto before = store.overrides();
        QVERIFY(!store.setOverride(
            edit(sku.toUtf8().constData(), field.toUtf8().constData(), Json::parse(json.toStdString()))));
        QVERIFY(!store.lastError().isEmpty());
        QCOMPARE(store.overrides(), before);
    }

    void failingImportRollsBack()
    {
        WorkspaceStore store;
        QCOMPARE(store.open(location("rollback.gpuplan")), WorkspaceStore::OpenStatus::Ok);
        QVERIFY(store.syncShippedCatalog(m_shipped));
        const Catalog before = store.catalog();

        // A new SKU, then a price whose SKU exists nowhere: the database refuses the second write
        // (foreign key), so the first must not survive either.
        Catalog bad;
        GpuSku extra = *m_shipped.findSku("nvidia-l4-24gb");
        extra.id = "acme-test-card-24gb";
        extra.name = "Acme Test Card";
        bad.skus.push_back(extra);
        PricePoint orphan = m_shipped.prices.front();
        orphan.id = "orphan-price";
        orphan.skuId = "no-such-sku";
        bad.prices.push_back(orphan);
        QSignalSpy changed(&store, &WorkspaceStore::catalogChanged);
        QVERIFY(!store.importCatalog(bad));
        QVERIFY(store.lastError().contains(QStringLiteral("orphan-price")));
        QCOMPARE(changed.count(), 0);
        QCOMPARE(store.catalog(), before);
        QVERIFY(!store.catalog().findSku("acme-test-card-24gb"));
    }

    void importAddsAndReplaces()
    {
        WorkspaceStore store;
        QCOMPARE(store.open(location("import.gpuplan")), WorkspaceStore::OpenStatus::Ok);
        QVERIFY(store.syncShippedCatalog(m_shipped));
        Catalog extra;
        GpuSku card = *m_shipped.findSku("nvidia-l4-24gb");
        card.id = "acme-test-card-24gb";
        card.provenance.kind = ProvenanceKind::Imported;
        extra.skus.push_back(card);
        WorkspaceStore::ImportSummary summary;
        QVERIFY2(store.importCatalog(extra, &summary), qPrintable(store.lastError()));
        QCOMPARE(summary.skus, 1);
        QCOMPARE(store.catalog().skus.size(), m_shipped.skus.size() + 1);
        QCOMPARE(store.catalog().findSku("acme-test-card-24gb")->provenance.kind, ProvenanceKind::Imported);
    }

    void catalogUpgradeKeepsUserEdits()
    {
        WorkspaceStore store;
        QCOMPARE(store.open(location("upgrade.gpuplan")), WorkspaceStore::OpenStatus::Ok);
        QVERIFY(store.syncShippedCatalog(m_shipped));
        QVERIFY(store.setOverride(edit("nvidia-h100-pcie-80gb", "tdp_watts", 300)));
        QVERIFY(store.setOverride(edit("nvidia-t4-16gb", "notes", "kept for inference")));

        // The next release: the H100 PCIe TDP is corrected, the T4 (edited) and the P40 (not edited)
        // leave the catalog.
        Catalog next = m_shipped;
        next.catalogVersion = m_shipped.catalogVersion + 1;
        for (auto &s : next.skus) {
            if (s.id == "nvidia-h100-pcie-80gb")
                s.tdpWatts = 360;
        }
        std::erase_if(next.skus, [](const GpuSku &s) { return s.id == "nvidia-t4-16gb" || s.id == "nvidia-p40-24gb"; });
        std::erase_if(next.prices,
                      [](const PricePoint &p) { return p.skuId == "nvidia-t4-16gb" || p.skuId == "nvidia-p40-24gb"; });
        bool upgraded = false;
        QVERIFY2(store.syncShippedCatalog(next, &upgraded), qPrintable(store.lastError()));
        QVERIFY(upgraded);
        QCOMPARE(store.shippedCatalogVersion(), next.catalogVersion);
        QCOMPARE(tdpOf(store.catalog(false), "nvidia-h100-pcie-80gb"), 360.0);
        QCOMPARE(tdpOf(store.catalog(), "nvidia-h100-pcie-80gb"), 300.0);
        QVERIFY(store.catalog().findSku("nvidia-t4-16gb"));
        QVERIFY(!store.catalog().findSku("nvidia-p40-24gb"));
        QCOMPARE(store.overrides().size(), std::size_t(2));
        // An older catalog never downgrades the workspace.
        QVERIFY(store.syncShippedCatalog(m_shipped, &upgraded));
        QVERIFY(!upgraded);
        QCOMPARE(tdpOf(store.catalog(false), "nvidia-h100-pcie-80gb"), 360.0);
    }

    void newerSchemaIsRefusedUntouched()
    {
        const QString path = location("newer.gpuplan");
        {
            WorkspaceStore store;
            QCOMPARE(store.open(path), WorkspaceStore::OpenStatus::Ok);
            QVERIFY(store.syncShippedCatalog(m_shipped));
        }
        // A newer GpuPlan's write of its version: SQLite's user_version (journal back to DELETE, so that the file is
        // all there is to compare), PostgreSQL's meta row.
        if (onPostgreSql()) {
            QVERIFY(
                rawSql("newer.gpuplan", QStringLiteral("UPDATE meta SET value = '99' WHERE key = 'schema_version'")));
        } else {
            QVERIFY(rawSql("newer.gpuplan", QStringLiteral("PRAGMA journal_mode = DELETE")));
            QVERIFY(rawSql("newer.gpuplan", QStringLiteral("PRAGMA user_version = 99")));
        }
        const QByteArray before = snapshot("newer.gpuplan");
        QVERIFY(!before.isEmpty());
        WorkspaceStore store;
        QCOMPARE(store.open(path), WorkspaceStore::OpenStatus::NewerSchema);
        QVERIFY(store.lastError().contains(QStringLiteral("newer")));
        QVERIFY(store.lastError().contains(QStringLiteral("99")));
        QVERIFY(!store.isOpen());
        QCOMPARE(snapshot("newer.gpuplan"), before);
    }

    // A stored row that no longer reads (hand-edited, or written by a broken build) is left out of the
    // catalog, never silently: a workspace.bad_row warning names its table and id, and opening the
    // workspace hands it on as text naming the file.
    void unreadableRowIsReported()
    {
        const QString path = location("badrow.gpuplan");
        {
            WorkspaceStore store;
            QCOMPARE(store.open(path), WorkspaceStore::OpenStatus::Ok);
            QVERIFY(store.syncShippedCatalog(m_shipped));
        }
        QVERIFY(
            rawSql("badrow.gpuplan", QStringLiteral("UPDATE sku SET data = '{not json' WHERE id = 'nvidia-l4-24gb'")));
        // The first price written: the shipped catalog's first.
        const QString priceId = QString::fromStdString(m_shipped.prices.front().id);
        QVERIFY(rawSql("badrow.gpuplan", QStringLiteral("UPDATE price SET data = '{}' WHERE id = '%1'").arg(priceId)));

        WorkspaceStore store;
        QString error;
        QStringList warnings;
        QVERIFY2(openWorkspace(store, path, &error, &warnings), qPrintable(error));
        QCOMPARE(warnings.size(), 2);
        QVERIFY2(warnings[0].contains(onPostgreSql() ? TestRequire::WorkspaceBackends::databaseName("badrow.gpuplan")
                                                     : QStringLiteral("badrow.gpuplan"))
                     && warnings[0].contains(QStringLiteral("the stored sku row \"nvidia-l4-24gb\" cannot be read")),
                 qPrintable(warnings[0]));
        QVERIFY2(warnings[1].contains(priceId), qPrintable(warnings[1]));

        std::vector<Diagnostic> problems;
        const Catalog c = store.catalog(true, &problems);
        QCOMPARE(c.skus.size(), m_shipped.skus.size() - 1);
        QVERIFY(!c.findSku("nvidia-l4-24gb"));
        QCOMPARE(c.prices.size(), m_shipped.prices.size() - 1);
        QCOMPARE(problems.size(), std::size_t(2));
        QCOMPARE(problems[0].code, std::string("workspace.bad_row"));
        QCOMPARE(problems[0].severity, Severity::Warning);
        QCOMPARE(problems[0].path, std::string("sku/nvidia-l4-24gb"));
        QCOMPARE(problems[0].params, (std::vector<std::string>{"sku", "nvidia-l4-24gb"}));
        QCOMPARE(problems[1].code, std::string("workspace.bad_row"));
        QVERIFY(problems[1].path.starts_with("price/" + priceId.toStdString() + "/"));
        QCOMPARE(problems[1].params, (std::vector<std::string>{"price", priceId.toStdString()}));
        QCOMPARE(
            problems[0].englishText(),
            std::string("sku/nvidia-l4-24gb: the stored sku row \"nvidia-l4-24gb\" cannot be read and is left out"));
    }

    void corruptFileIsReportedNotOverwritten()
    {
        if (onPostgreSql())
            QSKIP("a file's bytes; PostgreSQL's bad inputs are tst_workspacepostgres's");
        const QString path = file("corrupt.gpuplan");
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            for (int i = 0; i < 200; ++i)
                f.write("this is a spreadsheet, not a workspace\n");
        }
        const QByteArray before = digest(path);
        WorkspaceStore store;
        QCOMPARE(store.open(path), WorkspaceStore::OpenStatus::NotAWorkspace);
        QVERIFY(store.lastError().contains(QStringLiteral("corrupt.gpuplan")));
        QCOMPARE(digest(path), before);
    }

    void foreignDatabaseIsRefused()
    {
        const QString path = location("foreign.sqlite");
        QVERIFY(rawSql("foreign.sqlite", QStringLiteral("CREATE TABLE invoices (id INTEGER PRIMARY KEY)")));
        const QByteArray before = snapshot("foreign.sqlite");
        WorkspaceStore store;
        QCOMPARE(store.open(path), WorkspaceStore::OpenStatus::NotAWorkspace);
        QVERIFY2(store.lastError().contains(QStringLiteral("not a GpuPlan workspace")), qPrintable(store.lastError()));
        QCOMPARE(snapshot("foreign.sqlite"), before);
    }

    void exportImportRoundTrip()
    {
        WorkspaceStore store;
        QCOMPARE(store.open(location("export.gpuplan")), WorkspaceStore::OpenStatus::Ok);
        QVERIFY(store.syncShippedCatalog(m_shipped));
        QVERIFY(store.setOverride(edit("nvidia-l4-24gb", "tdp_watts", 75)));
        const Catalog effective = store.catalog();
        QString error;
        QVERIFY2(writeCatalogFile(file("export.json"), effective, &error), qPrintable(error));
        const CatalogFileResult back = readCatalogFile(file("export.json"));
        QVERIFY2(back.ok(), qPrintable(back.errors.join(QLatin1Char('\n'))));
        QCOMPARE(back.catalog, effective);
        QCOMPARE(back.catalog.findSku("nvidia-l4-24gb")->provenanceOf("tdp_watts").kind, ProvenanceKind::UserOverride);
    }

    void badCatalogFileNamesFileAndLine()
    {
        const QString path = file("bad.json");
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{\n  \"schema\": \"gpuplan-catalog\",\n  \"schema_version\": 1,\n  \"skus\": [\n    {\"id\": "
                    "\"x\",,}\n  ]\n}\n");
        }
        const CatalogFileResult r = readCatalogFile(path);
        QVERIFY(!r.ok());
        QCOMPARE(r.errors.size(), 1);
        QVERIFY2(r.errors.front().contains(QStringLiteral("bad.json:5:")), qPrintable(r.errors.front()));
        QVERIFY(r.catalog.skus.empty());

        const CatalogFileResult missing = readCatalogFile(file("missing.json"));
        QVERIFY(!missing.ok());
        QVERIFY(missing.errors.front().contains(QStringLiteral("missing.json")));
    }
};

QTEST_GUILESS_MAIN(TestWorkspaceStore)
#include "tst_workspacestore.moc"
