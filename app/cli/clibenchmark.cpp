// gpuplan-cli catalog use-benchmark FILE|SHA256 [--sku SKU] [--dry-run] [--json]: the ceilings an imported
// mixbench or BabelStream file measures become the SKU's figures in estimates, with their provenance.
#include "clifleet.h"

#include "clicommands.h"
#include "cliresolve.h"

#include "core/jsonwrite.h"
#include "core/probecalibration.h"
#include "core/skumatcher.h"
#include "io/workspacestore.h"

#include <QCoreApplication>
#include <QDate>
#include <QFileInfo>
#include <QTextStream>

namespace GpuPlan {

int runUseBenchmarkCommand(WorkspaceStore &store, const CliOptions &o, QTextStream &out, QTextStream &err)
{
    const QString which = o.command.value(2);
    const std::vector<ImportedFileRecord> files = store.importedFiles();
    const auto file = std::find_if(files.begin(), files.end(), [&which](const ImportedFileRecord &f) {
        return f.sha256 == which || f.path == which || QFileInfo(f.path) == QFileInfo(which);
    });
    if (file == files.end()) {
        err << QCoreApplication::translate("CliBenchmark", "No imported file is \"%1\"; gpuplan-cli fleet lists them.")
                   .arg(which)
            << '\n';
        return ExitNotFound;
    }
    const std::vector<MeasuredCeiling> ceilings = ceilingsFromBenchmarks(store.benchmarkFigures(file->sha256));
    if (ceilings.empty()) {
        err << QCoreApplication::translate(
                   "CliBenchmark",
                   "%1 holds no figure GpuPlan uses as a ceiling (mixbench's single-precision plateau, "
                   "BabelStream's Triad).")
                   .arg(file->path)
            << '\n';
        return ExitBadInput;
    }
    const Catalog catalog = store.catalog();
    const GpuSku *sku = nullptr;
    if (!o.sku.isEmpty()) {
        sku = resolveByName(catalog.skus, o.sku, err, QT_TRANSLATE_NOOP("CliCommands", "SKU"));
        if (!sku)
            return ExitNotFound;
    } else {
        const std::optional<std::size_t> i = SkuMatcher(catalog.skus).match(ceilings.front().gpuName);
        if (!i) {
            err << QCoreApplication::translate("CliBenchmark",
                                               "\"%1\" is no catalog SKU GpuPlan can tell; name it with --sku.")
                       .arg(QString::fromStdString(ceilings.front().gpuName))
                << '\n';
            return ExitNotFound;
        }
        sku = &catalog.skus[*i];
    }
    const std::string date = QDate::currentDate().toString(Qt::ISODate).toStdString();
    const std::string fileName = QFileInfo(file->path).fileName().toStdString();
    Json list = Json::array();
    for (const MeasuredCeiling &c : ceilings) {
        const FieldOverride edit = ceilingOverride(c, sku->id, fileName, date);
        if (!o.dryRun && !store.setOverride(edit)) {
            err << QCoreApplication::translate("CliBenchmark", "The workspace refused the edit of %1: %2")
                       .arg(QString::fromStdString(edit.field), store.lastError())
                << '\n';
            return ExitWorkspace;
        }
        list.push_back({{"sku", sku->id},
                        {"field", edit.field},
                        {"value", edit.value},
                        {"measured", c.measuredGiga},
                        {"share", c.share},
                        {"source", edit.provenance.source},
                        {"note", edit.provenance.note}});
        if (!o.json)
            out << QStringLiteral("%1 %2 = %3  (%4)\n")
                       .arg(QString::fromStdString(sku->id), QString::fromStdString(edit.field))
                       .arg(c.value, 0, 'g', 6)
                       .arg(QString::fromStdString(edit.provenance.note));
    }
    if (o.json)
        out << QString::fromStdString(Json{{"dry_run", o.dryRun}, {"ceilings", list}}.dump(2)) << '\n';
    else if (o.dryRun)
        out << QCoreApplication::translate("CliBenchmark", "Dry run: nothing was written.") << '\n';
    return ExitOk;
}

} // namespace GpuPlan
