// DecisionPage: applying edits, planning at once and ranking in the background.
#include "decisionpage.h"
#include "viewsetup.h"

#include "decisioncommand.h"
#include "decisionscenarioform.h"

#include "charts/decisionchartspanel.h"
#include "core/catalog.h"
#include "io/calibrationdata.h"
#include "io/diagnostictext.h"
#include "io/scenarioload.h"
#include "io/workspacestore.h"
#include "item/decisionahpmodel.h"
#include "item/decisioncriteriamodel.h"
#include "item/decisionlockinmodel.h"
#include "item/decisionoptionmodel.h"
#include "item/decisionresultmodel.h"
#include "item/decisiontext.h"

#include <QComboBox>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QTableView>
#include <QUndoStack>

#include <algorithm>

namespace GpuPlan {

DecisionPage::~DecisionPage() = default; // m_rankJobs stops a running ranking and waits for it

void DecisionPage::whenDataReady(std::function<void()> then)
{
    if (hasData()) {
        then();
        return;
    }
    m_whenData.push_back(std::move(then));
    if (m_dataJobs.isRunning())
        return;
    if (!m_lockInDefaults) {
        const LoadedLockInDefaults shipped = loadShippedLockInDefaults();
        if (!shipped.ok)
            showMessage(shipped.messages.join(QLatin1Char('\n')));
        m_lockInDefaults = std::make_shared<LockInDefaults>(shipped.defaults);
    }
    auto catalog = std::make_shared<const Catalog>(m_store.catalog());
    m_rankStatus->setText(tr("Fitting the estimates to the catalog's measurements…"));
    // The fit takes a few tenths of a second: off the GUI thread, like the Workload page's.
    m_dataJobs.start(
        [catalog](const JobControl &) { return std::make_shared<const Calibration>(shippedCalibration(*catalog)); },
        [this, catalog](std::shared_ptr<const Calibration> calibration) {
            m_catalog = catalog;
            m_calibration = std::move(calibration);
            m_options->setSkuChoices(*m_catalog);
            m_form->setCatalog(*m_catalog);
            const std::vector<std::function<void()>> waiting = std::exchange(m_whenData, {});
            for (const std::function<void()> &f : waiting)
                f();
        });
}

void DecisionPage::whenReady(std::function<void()> then)
{
    if (!m_opened)
        openInitial();
    if (m_opening)
        whenDataReady(std::move(then)); // after the waiting open, which was queued first
    else
        then();
}

void DecisionPage::reload()
{
    m_catalog.reset();
    m_calibration.reset();
    m_dataJobs.cancel(); // a fit of the old catalog
    if (m_opened)
        applyScenario(m_scenario, m_document);
    else if (!m_whenData.empty())
        whenDataReady([] {}); // fit the new catalog for what waits
}

void DecisionPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!m_opened)
        openInitial();
}

void DecisionPage::editScenario(const Scenario &scenario, const QString &text, int mergeKey)
{
    if (m_undo)
        m_undo->push(new DecisionCommand(this, m_scenario, scenario, text, mergeKey));
    else
        applyScenario(scenario, m_document);
}

bool DecisionPage::applyScenario(const Scenario &scenario, quint64 document)
{
    if (document != m_document)
        return false;
    if (!hasData()) {
        m_scenario = scenario;
        whenDataReady([this, document] { applyScenario(m_scenario, document); });
        return true;
    }
    m_scenario = scenario;
    replan();
    return true;
}

void DecisionPage::replan()
{
    cancelRank(); // its result would belong to the scenario before this edit
    m_ranking.reset();
    m_run = std::make_shared<const DecisionRun>(m_scenario, *m_catalog, *m_calibration, *m_lockInDefaults);
    if (!m_run->ok()) {
        QStringList lines;
        for (const Diagnostic &d : m_run->diagnostics()) {
            // An option whose SKU has no catalog price for its purchase mode: say what to do about it.
            const std::optional<std::size_t> row = diagnosticOption(d);
            if (d.code == "decision.option_no_price" && row && *row < m_scenario.options.size()) {
                const ScenarioOption &o = m_scenario.options[*row];
                const GpuSku *sku = m_catalog->findSku(o.sku);
                lines << tr("Option %1: the catalog has no USD price of %2 for the purchase mode “%3”; type a "
                            "price in the Price column or choose another mode.")
                             .arg(QString::fromStdString(o.label.empty() ? o.id : o.label),
                                  QString::fromStdString(sku ? sku->name : o.sku),
                                  DecisionText::purchaseModeName(o.mode));
                continue;
            }
            lines << diagnosticText(d);
        }
        showMessage(tr("The scenario does not resolve against this workspace's catalog:\n%1")
                        .arg(lines.join(QLatin1Char('\n'))));
        m_showingResolveError = true;
    } else if (m_showingResolveError) {
        showMessage(QString()); // resolved again (an undo, a fix)
        m_showingResolveError = false;
    }
    m_plan = m_run->plan();
    m_results->setPlan(m_plan, rankOptions(m_plan.problem)); // AHP: the plan's weights are the eigenvector
    m_options->setOptions(m_scenario, m_plan);
    m_lockIn->setOptions(m_scenario, m_plan);
    m_form->setScenario(m_scenario);
    m_criteria->setCriteria(m_scenario.criteria, m_run->ahp());
    m_ahp->setCriteria(m_scenario.criteria);
    m_charts->setPlan(m_scenario, m_plan, m_run.get());
    m_resultView->resizeColumnsToContents();
    // Long option labels must not push the mode and price out of the narrow input pane: they are cut
    // short (the tool tip has the whole label).
    for (QTableView *view : {m_optionView, m_lockInView}) {
        view->resizeColumnsToContents();
        for (int c = 0; c < view->model()->columnCount(); ++c)
            view->setColumnWidth(c, std::min(view->columnWidth(c), 190));
    }
    {
        const QSignalBlocker blocker(m_method);
        m_method->setCurrentIndex(m_method->findData(int(m_scenario.criteria.method)));
    }
    updateConsistency();
    m_rankStatus->setText(tr("Scores follow every edit; Rank adds the sensitivity and the Monte Carlo."));
    m_progress->setValue(0);
    updateOptionButtons();
    updateModified();
    Q_EMIT planChanged();
}

void DecisionPage::updateConsistency()
{
    if (!m_consistency || m_scenario.criteria.items.empty())
        return;
    // The run's result; a scenario without a matrix shows the all-equal one of the AHP table.
    const AhpResult r = m_run && m_run->ahp()
        ? *m_run->ahp()
        : ahpWeights(DecisionAhpModel::matrixOf(m_scenario.criteria), m_scenario.criteria.randomIndex);
    const QLocale locale;
    QString text = tr("λmax %1, consistency index %2, consistency ratio %3")
                       .arg(locale.toString(r.lambdaMax, 'f', 4), locale.toString(r.consistencyIndex, 'f', 4),
                            r.consistencyRatio ? locale.toString(*r.consistencyRatio, 'f', 3) : tr("n/a"));
    bool warn = false;
    for (const Diagnostic &d : r.diagnostics) {
        text += QLatin1Char('\n') + tr("Warning: %1.").arg(diagnosticReason(d));
        warn = true;
    }
    m_consistency->setText(text);
    m_consistency->setStyleSheet(warn ? errorLabelStyle(true) : QString());
}

void DecisionPage::rank()
{
    if (!m_run || !m_run->ok())
        return;
    cancelRank();
    std::shared_ptr<const DecisionRun> run = m_run;
    setRankBusy(true);
    m_rankStatus->setText(
        tr("Ranking: sensitivity and %1 Monte Carlo samples…").arg(QLocale().toString(m_scenario.monteCarlo.samples)));
    // An edit, a new scenario or Cancel makes the ranking stale: it stops and hands nothing back.
    m_rankJobs.start(
        [run](const JobControl &control) { return run->rank(control.progressCallback()); },
        [this](DecisionRanking ranking) {
            setRankBusy(false);
            m_ranking = std::make_shared<const DecisionRanking>(std::move(ranking));
            m_results->setProbabilityFirst(m_ranking->monteCarlo.probabilityFirst);
            m_charts->setRanking(*m_ranking);
            const int top = m_ranking->top;
            m_rankStatus->setText(
                top >= 0 && std::size_t(top) < m_plan.options.size()
                    ? tr("Top option: %1").arg(QString::fromStdString(m_plan.options[std::size_t(top)].label))
                    : tr("No option passes the gates."));
            Q_EMIT rankDone(false);
        },
        [this](qint64 done, qint64 total) { m_progress->setValue(total > 0 ? int(100 * done / total) : 0); });
}

ReportResults DecisionPage::results() const
{
    if (!m_run || !hasData())
        return {};
    return {m_catalog, m_calibration, m_run, m_plan, m_ranking};
}

void DecisionPage::cancelRank()
{
    if (!isRanking())
        return;
    m_rankJobs.cancel(); // whatever it hands back now is discarded
    setRankBusy(false);
    m_progress->setValue(0);
    m_rankStatus->setText(tr("Ranking cancelled."));
    Q_EMIT rankDone(true);
}

void DecisionPage::waitForJobs()
{
    m_dataJobs.waitForDone();
    m_rankJobs.waitForDone();
}

bool DecisionPage::isRanking() const { return m_rankJobs.isRunning(); }

void DecisionPage::setRankBusy(bool busy)
{
    m_rankButton->setEnabled(!busy);
    m_cancelButton->setEnabled(busy);
    if (busy)
        m_progress->setValue(0);
}

} // namespace GpuPlan
