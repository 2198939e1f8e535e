// gpuplan-cli catalog set SKU FIELD VALUE [--note TEXT] [--expect-version N] [--json]: one versioned edit.
#include "clicommands.h"
#include "cliresolve.h"
#include "cliworkspace.h"

#include "core/skufields.h"
#include "io/workspacestore.h"

#include <QCoreApplication>
#include <QDate>
#include <QTextStream>

#include <nlohmann/json.hpp>

namespace GpuPlan {

namespace {
// VALUE as JSON when it reads as JSON (300, 2.5e14, null, "text", true), else as the text it is ("GDDR6X").
Json parseValue(const QString &text)
{
    Json value = Json::parse(text.toStdString(), nullptr, false);
    return value.is_discarded() ? Json(text.toStdString()) : value;
}

QString valueText(const std::optional<Json> &value)
{
    return value ? QString::fromStdString(value->dump())
                 : QCoreApplication::translate("CliEdit", "(not edited: the shipped value)");
}
} // namespace

int runCatalogSetCommand(WorkspaceStore &store, const CliOptions &options, QTextStream &out, QTextStream &err)
{
    const QStringList &c = options.command;
    const Catalog catalog = store.catalog();
    const GpuSku *sku = resolveByName(catalog.skus, c.at(2), err, QT_TRANSLATE_NOOP("CliCommands", "SKU"));
    if (!sku)
        return ExitNotFound;
    const std::string field = c.at(3).toStdString();
    if (!skuField(field)) {
        err << QCoreApplication::translate(
                   "CliEdit",
                   "Unknown field \"%1\": use a key of catalog show --json (tdp_watts, memory_bytes, "
                   "peak_flops.fp16...).")
                   .arg(c.at(3))
            << '\n';
        return ExitNotFound;
    }
    int expected = WorkspaceStore::AnyVersion;
    if (!options.expectVersion.isEmpty()) {
        bool ok = false;
        expected = options.expectVersion.toInt(&ok);
        if (!ok || expected < 0) {
            err << QCoreApplication::translate(
                       "CliEdit", "--expect-version takes a version number (0: the field is not edited), not \"%1\".")
                       .arg(options.expectVersion)
                << '\n';
            return ExitUsage;
        }
    }
    FieldOverride edit;
    edit.skuId = sku->id;
    edit.field = field;
    edit.value = parseValue(c.at(4));
    edit.provenance
        = Provenance{ProvenanceKind::UserOverride, "user", QDate::currentDate().toString(Qt::ISODate).toStdString(),
                     options.probeOptions.value(QStringLiteral("note")).toStdString()};
    EditConflict conflict;
    FieldOverride written;
    switch (store.setOverride(edit, expected, &conflict, &written)) {
    case WorkspaceStore::WriteResult::Written:
        break;
    case WorkspaceStore::WriteResult::Conflict:
        err << QCoreApplication::translate(
                   "CliEdit",
                   "conflict: %1 of %2 is %3 at version %4, changed by %5 at %6; you expected version %7 and set %8. "
                   "Nothing was written.")
                   .arg(c.at(3), QString::fromStdString(sku->id), valueText(conflict.currentValue))
                   .arg(conflict.currentVersion)
                   .arg(conflict.changedBy.empty() ? QCoreApplication::translate("CliEdit", "(unknown)")
                                                   : QString::fromStdString(conflict.changedBy),
                        conflict.changedAt.empty() ? QCoreApplication::translate("CliEdit", "(unknown)")
                                                   : QString::fromStdString(conflict.changedAt))
                   .arg(expected)
                   .arg(QString::fromStdString(edit.value.dump()))
            << '\n';
        return ExitConflict;
    case WorkspaceStore::WriteResult::Failed:
        err << store.lastError() << '\n';
        return ExitBadInput;
    }
    if (options.json) {
        const nlohmann::ordered_json j
            = {{"sku", sku->id}, {"field", field}, {"value", written.value}, {"version", written.version}};
        out << QString::fromStdString(j.dump(2)) << '\n';
    } else {
        out << QCoreApplication::translate("CliEdit", "%1 of %2 set to %3 (version %4).")
                   .arg(c.at(3), QString::fromStdString(sku->id), QString::fromStdString(written.value.dump()))
                   .arg(written.version)
            << '\n';
    }
    return ExitOk;
}

} // namespace GpuPlan
