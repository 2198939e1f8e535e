// The Fleet page's link to the sizing engine: an imported mixbench or BabelStream file's ceilings become a
// SKU's figures in estimates, as the Probes page does with a probe run (probespageestimates.cpp).
#include "fleetpage.h"

#include "overridecommand.h"

#include "core/probecalibration.h"
#include "core/skumatcher.h"
#include "io/workspacestore.h"
#include "item/fleetfilesmodel.h"

#include <QDate>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QTableView>
#include <QUndoStack>

namespace GpuPlan {

std::string FleetPage::benchmarkSku(const QString &sha256) const
{
    const std::vector<MeasuredCeiling> ceilings = ceilingsFromBenchmarks(m_store.benchmarkFigures(sha256));
    if (ceilings.empty())
        return {};
    const Catalog catalog = m_store.catalog();
    const std::optional<std::size_t> i = SkuMatcher(catalog.skus).match(ceilings.front().gpuName);
    return i ? catalog.skus[*i].id : std::string();
}

bool FleetPage::useBenchmarkInEstimates(const QString &sha256, const std::string &skuId)
{
    const std::vector<MeasuredCeiling> ceilings = ceilingsFromBenchmarks(m_store.benchmarkFigures(sha256));
    const Catalog catalog = m_store.catalog();
    const GpuSku *sku = catalog.findSku(skuId);
    const FleetFileRow *row = m_files->rowOf(sha256);
    const QString path = row ? row->path : QString();
    if (ceilings.empty() || !sku) {
        m_filesStatus->setText(ceilings.empty() ? tr("This file holds no figure GpuPlan uses as a ceiling "
                                                     "(mixbench's single-precision plateau, BabelStream's Triad).")
                                                : tr("No SKU %1 in the catalog.").arg(QString::fromStdString(skuId)));
        return false;
    }
    const std::string date = QDate::currentDate().toString(Qt::ISODate).toStdString();
    const std::string file = QFileInfo(path).fileName().toStdString();
    const QString text
        = tr("Use %1's figures for %2 in estimates").arg(QFileInfo(path).fileName(), QString::fromStdString(sku->name));
    std::vector<FieldOverride> edits;
    for (const MeasuredCeiling &c : ceilings)
        edits.push_back(ceilingOverride(c, sku->id, file, date));
    m_filesStatus->setText(text);
    applyOverrides(m_store, m_undo, edits, text, [this](const QString &error) {
        m_filesStatus->setText(tr("The measured figures were not saved: %1").arg(error));
    });
    return true;
}

// Asks which SKU the file's GPU is, the matcher's answer first.
void FleetPage::chooseBenchmarkSku()
{
    const QString sha = m_filesView->currentIndex().data(FleetFilesModel::Sha256Role).toString();
    if (sha.isEmpty())
        return;
    const Catalog catalog = m_store.catalog();
    const std::string matched = benchmarkSku(sha);
    QStringList names;
    int current = 0;
    for (std::size_t i = 0; i < catalog.skus.size(); ++i) {
        names << QString::fromStdString(catalog.skus[i].name);
        if (catalog.skus[i].id == matched)
            current = int(i);
    }
    bool ok = false;
    const QString name = QInputDialog::getItem(this, tr("Use in Estimates"), tr("The benchmarked GPU is:"), names,
                                               current, false, &ok);
    if (!ok)
        return;
    const auto index = names.indexOf(name);
    if (index >= 0)
        useBenchmarkInEstimates(sha, catalog.skus[std::size_t(index)].id);
}

} // namespace GpuPlan
