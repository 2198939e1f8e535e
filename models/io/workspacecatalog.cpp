// The catalog half of WorkspaceStore: shipped-catalog sync, import and the effective view.
#include "qtutil/qtstring.h"
#include "workspacestore.h"

#include "diagnostictext.h"
#include "sqltransaction.h"

#include "core/catalogjson.h"

#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <map>

namespace GpuPlan {

namespace {

QString dumped(const Json &j) { return QString::fromStdString(j.dump()); }

// Upserts, returning the database's error text or an empty string; @p onlyOrigin restricts replacement to rows of that
// origin (the shipped sync must never replace an imported or user row that happens to share an id).
QString writeSku(QSqlDatabase db, const GpuSku &s, const QString &origin, const QString &onlyOrigin)
{
    QSqlQuery q(db);
    QString sql = QStringLiteral("INSERT INTO sku (id, vendor, name, segment, origin, data) VALUES (?, ?, ?, ?, ?, ?) "
                                 "ON CONFLICT (id) DO UPDATE SET vendor = excluded.vendor, name = excluded.name, "
                                 "segment = excluded.segment, origin = excluded.origin, data = excluded.data");
    if (!onlyOrigin.isEmpty())
        sql += QStringLiteral(" WHERE sku.origin = '%1'").arg(onlyOrigin);
    q.prepare(sql);
    q.addBindValue(qs(s.id));
    q.addBindValue(qs(std::string(vendorKey(s.vendor))));
    q.addBindValue(qs(s.name));
    q.addBindValue(qs(std::string(segmentKey(s.segment))));
    q.addBindValue(origin);
    q.addBindValue(dumped(skuToJson(s)));
    return q.exec() ? QString() : q.lastError().text();
}

QString writePrice(QSqlDatabase db, const PricePoint &p, const QString &origin, const QString &onlyOrigin)
{
    QSqlQuery q(db);
    QString sql = QStringLiteral(
        "INSERT INTO price (id, sku_id, kind, amount, currency, unit, price_date, origin, data) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET sku_id = excluded.sku_id, "
        "kind = excluded.kind, amount = excluded.amount, currency = excluded.currency, unit = excluded.unit, "
        "price_date = excluded.price_date, origin = excluded.origin, data = excluded.data");
    if (!onlyOrigin.isEmpty())
        sql += QStringLiteral(" WHERE price.origin = '%1'").arg(onlyOrigin);
    q.prepare(sql);
    q.addBindValue(qs(p.id));
    q.addBindValue(qs(p.skuId));
    q.addBindValue(qs(std::string(priceKindKey(p.kind))));
    q.addBindValue(p.amount);
    q.addBindValue(qs(p.currency));
    q.addBindValue(qs(std::string(priceUnitKey(p.unit))));
    q.addBindValue(qs(p.date));
    q.addBindValue(origin);
    q.addBindValue(dumped(priceToJson(p)));
    return q.exec() ? QString() : q.lastError().text();
}

QString writeModel(QSqlDatabase db, const ModelArch &m, const QString &origin, const QString &onlyOrigin)
{
    QSqlQuery q(db);
    QString sql = QStringLiteral("INSERT INTO model_arch (id, name, origin, data) VALUES (?, ?, ?, ?) "
                                 "ON CONFLICT (id) DO UPDATE SET name = excluded.name, origin = excluded.origin, "
                                 "data = excluded.data");
    if (!onlyOrigin.isEmpty())
        sql += QStringLiteral(" WHERE model_arch.origin = '%1'").arg(onlyOrigin);
    q.prepare(sql);
    q.addBindValue(qs(m.id));
    q.addBindValue(qs(m.name));
    q.addBindValue(origin);
    q.addBindValue(dumped(modelToJson(m)));
    return q.exec() ? QString() : q.lastError().text();
}

// Reads the `data` column of every row of @p table into records with @p read. A row that cannot be
// read is left out with a workspace.bad_row warning in @p problems (when given), at "TABLE/ID" and the
// field the reader names.
template <typename T, typename ReadFn>
std::vector<T> readRecords(QSqlDatabase db, const QString &table, const QString &order, ReadFn read,
                           std::vector<Diagnostic> *problems)
{
    std::vector<T> out;
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT id, data FROM %1 ORDER BY %2").arg(table, order)))
        return out;
    while (q.next()) {
        const Json j = Json::parse(q.value(1).toString().toStdString(), nullptr, false);
        T record;
        std::vector<Diagnostic> diags;
        if (!j.is_discarded() && read(j, std::string(), record, diags)) {
            out.push_back(std::move(record));
        } else if (problems) {
            const std::string id = q.value(0).toString().toStdString();
            Diagnostic d{"workspace.bad_row",      Severity::Warning, 0, 0, table.toStdString() + "/" + id,
                         {table.toStdString(), id}};
            if (!diags.empty())
                d.path += diags.front().path;
            problems->push_back(std::move(d));
        }
    }
    return out;
}

} // namespace

int WorkspaceStore::shippedCatalogVersion() const
{
    QSqlQuery q(db());
    if (q.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'shipped_catalog_version'")) && q.next())
        return q.value(0).toInt();
    return 0;
}

bool WorkspaceStore::syncShippedCatalog(const Catalog &shipped, bool *upgraded)
{
    if (upgraded)
        *upgraded = false;
    // A viewer keeps the catalog the team's editors last wrote: reading it never needs a newer one.
    if (shippedCatalogVersion() >= shipped.catalogVersion || m_role == Role::Viewer)
        return true;
    SqlTransaction tx(db());
    if (!tx.isActive())
        return fail(db().lastError().text());
    const QString origin = QStringLiteral("shipped");
    QSet<QString> keep;
    for (const auto &s : shipped.skus) {
        keep.insert(qs(s.id));
        if (const QString e = writeSku(db(), s, origin, origin); !e.isEmpty())
            return fail(tr("cannot store SKU %1: %2").arg(qs(s.id), e));
    }
    // A SKU that left the catalog goes too, unless the user edited it (schema 2 brought the edits).
    QSqlQuery gone(db());
    if (!gone.exec(
            QStringLiteral("SELECT id FROM sku WHERE origin = 'shipped'")
            + (schemaVersion() >= 2 ? QStringLiteral(" AND id NOT IN (SELECT sku_id FROM sku_override)") : QString())))
        return fail(gone.lastError().text());
    QStringList toDelete;
    while (gone.next()) {
        if (!keep.contains(gone.value(0).toString()))
            toDelete << gone.value(0).toString();
    }
    for (const QString &id : toDelete) {
        QSqlQuery del(db());
        del.prepare(QStringLiteral("DELETE FROM sku WHERE id = ?"));
        del.addBindValue(id);
        if (!del.exec())
            return fail(del.lastError().text());
    }
    if (!exec(QStringLiteral("DELETE FROM price WHERE origin = 'shipped'"))
        || !exec(QStringLiteral("DELETE FROM model_arch WHERE origin = 'shipped'")))
        return false;
    for (const auto &p : shipped.prices) {
        if (const QString e = writePrice(db(), p, origin, origin); !e.isEmpty())
            return fail(tr("cannot store price %1: %2").arg(qs(p.id), e));
    }
    for (const auto &m : shipped.models) {
        if (const QString e = writeModel(db(), m, origin, origin); !e.isEmpty())
            return fail(tr("cannot store model %1: %2").arg(qs(m.id), e));
    }
    QSqlQuery meta(db());
    meta.prepare(QStringLiteral("INSERT INTO meta (key, value) VALUES ('shipped_catalog_version', ?) "
                                "ON CONFLICT (key) DO UPDATE SET value = excluded.value"));
    meta.addBindValue(QString::number(shipped.catalogVersion));
    if (!meta.exec() || !tx.commit())
        return fail(meta.lastError().isValid() ? meta.lastError().text() : db().lastError().text());
    if (upgraded)
        *upgraded = true;
    tellOthers(QStringLiteral("catalog"));
    Q_EMIT catalogChanged();
    return true;
}

bool WorkspaceStore::importCatalog(const Catalog &imported, ImportSummary *summary)
{
    if (refuseWrite())
        return false;
    SqlTransaction tx(db());
    if (!tx.isActive())
        return fail(db().lastError().text());
    const QString origin = QStringLiteral("imported");
    for (const auto &s : imported.skus) {
        if (const QString e = writeSku(db(), s, origin, {}); !e.isEmpty())
            return fail(tr("cannot import SKU %1: %2").arg(qs(s.id), e));
    }
    for (const auto &p : imported.prices) {
        if (const QString e = writePrice(db(), p, origin, {}); !e.isEmpty())
            return fail(tr("cannot import price %1 of SKU %2: %3").arg(qs(p.id), qs(p.skuId), e));
    }
    for (const auto &m : imported.models) {
        if (const QString e = writeModel(db(), m, origin, {}); !e.isEmpty())
            return fail(tr("cannot import model %1: %2").arg(qs(m.id), e));
    }
    const Json counts
        = {{"skus", imported.skus.size()}, {"prices", imported.prices.size()}, {"models", imported.models.size()}};
    if (!audit(QStringLiteral("catalog_import"), QStringLiteral("catalog"), std::nullopt, counts.dump()))
        return false;
    if (!tx.commit())
        return fail(db().lastError().text());
    if (summary)
        *summary = ImportSummary{int(imported.skus.size()), int(imported.prices.size()), int(imported.models.size())};
    tellOthers(QStringLiteral("catalog"));
    Q_EMIT catalogChanged();
    return true;
}

Catalog WorkspaceStore::catalog(bool applyUserOverrides, std::vector<Diagnostic> *problems) const
{
    Catalog c;
    c.catalogVersion = shippedCatalogVersion();
    c.skus = readRecords<GpuSku>(db(), QStringLiteral("sku"), insertionOrder(), skuFromJson, problems);
    c.prices = readRecords<PricePoint>(db(), QStringLiteral("price"), insertionOrder(), priceFromJson, problems);
    c.models = readRecords<ModelArch>(db(), QStringLiteral("model_arch"), insertionOrder(), modelFromJson, problems);
    if (!applyUserOverrides)
        return c;
    std::map<std::string, std::vector<FieldOverride>> bySku;
    for (auto &o : overrides())
        bySku[o.skuId].push_back(std::move(o));
    for (auto &s : c.skus) {
        const auto it = bySku.find(s.id);
        if (it == bySku.end())
            continue;
        GpuSku effective;
        std::vector<Diagnostic> diags;
        // An edit that no longer validates (the shipped record changed under it) is skipped, not fatal.
        if (applyOverrides(s, it->second, effective, diags))
            s = std::move(effective);
    }
    return c;
}

} // namespace GpuPlan
