#include "decisionscenarioform.h"

#include "core/catalog.h"
#include "core/engine.h"

#include <QComboBox>
#include <QCompleter>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace GpuPlan {

namespace {

enum Group { WorkloadGroup, TrafficGroup, BudgetGroup, ReliabilityGroup, LockInGroup, MonteCarloGroup, GroupCount };

QString fromView(std::string_view text) { return QString::fromUtf8(text.data(), qsizetype(text.size())); }

// A token count's spread as a standard deviation in tokens, whichever way the file gave it.
double stddevOf(const TokenSpread &t) { return t.stddev ? *t.stddev : std::sqrt(t.scv.value_or(0.0)) * t.mean; }

void setStddev(TokenSpread &t, double tokens)
{
    t.stddev = tokens;
    t.scv.reset();
}

// "Peak &request rate:" -> "Peak request rate", for the undo text.
QString plainName(const QString &label)
{
    QString text = label;
    text.remove(QLatin1Char('&'));
    if (text.endsWith(QLatin1Char(':')))
        text.chop(1);
    return text.trimmed();
}

} // namespace

DecisionScenarioForm::DecisionScenarioForm(QWidget *parent)
    : QWidget(parent)
{
    createFields();
    auto *content = new QWidget;
    auto *column = new QVBoxLayout(content);
    std::vector<QFormLayout *> forms;
    for (int g = 0; g < GroupCount; ++g) {
        auto *group = new QGroupBox(content);
        auto *form = new QFormLayout(group);
        form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
        form->setRowWrapPolicy(QFormLayout::WrapLongRows);
        m_groups.push_back(group);
        forms.push_back(form);
        column->addWidget(group);
    }
    column->addStretch(1);
    for (ChoiceField &c : m_choices) {
        c.box = new QComboBox(content);
        c.box->setObjectName(QLatin1String(c.key));
        c.labelWidget = new QLabel(content);
        c.labelWidget->setBuddy(c.box);
        forms[WorkloadGroup]->addRow(c.labelWidget, c.box);
    }
    QComboBox *model = choiceField(QStringLiteral("model"));
    model->setEditable(true);
    model->setInsertPolicy(QComboBox::NoInsert);
    model->completer()->setFilterMode(Qt::MatchContains);
    model->completer()->setCompletionMode(QCompleter::PopupCompletion);
    model->setMinimumContentsLength(14);
    model->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    for (const WeightFormatInfo &f : weightFormats())
        choiceField(QStringLiteral("weights"))->addItem(fromView(f.label), fromView(f.key));
    for (const KvFormatInfo &f : kvFormats())
        choiceField(QStringLiteral("kv"))->addItem(fromView(f.label), fromView(f.key));
    for (const EngineInfo &e : engines())
        choiceField(QStringLiteral("engine"))->addItem(fromView(e.label), fromView(e.key));
    for (std::size_t i = 0; i < m_choices.size(); ++i)
        connect(m_choices[i].box, &QComboBox::activated, this, [this, i] { choiceChanged(i); });

    for (std::size_t i = 0; i < m_numbers.size(); ++i) {
        NumberField &f = m_numbers[i];
        f.box = new QDoubleSpinBox(content);
        f.box->setObjectName(QLatin1String(f.key));
        f.box->setDecimals(f.decimals);
        f.box->setRange(f.minimum, f.maximum);
        f.box->setGroupSeparatorShown(f.maximum >= 10'000);
        f.box->setKeyboardTracking(false); // one edit per Enter, focus change or arrow step
        f.box->setAccelerated(true);
        f.labelWidget = new QLabel(content);
        f.labelWidget->setBuddy(f.box);
        forms[std::size_t(f.group)]->addRow(f.labelWidget, f.box);
        connect(f.box, &QDoubleSpinBox::valueChanged, this, [this, i] { numberChanged(i); });
    }

    m_scroll = new QScrollArea(this);
    m_scroll->setWidget(content);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_scroll);
    for (ChoiceField &c : m_choices) {
        c.box->setFocusPolicy(Qt::StrongFocus);
        c.box->installEventFilter(this);
    }
    for (NumberField &f : m_numbers) {
        f.box->setFocusPolicy(Qt::StrongFocus);
        f.box->installEventFilter(this);
    }
    retranslateUi();
}

DecisionScenarioForm::~DecisionScenarioForm() = default;

void DecisionScenarioForm::createFields()
{
    using S = Scenario;
    m_choices = {
        {"model", QT_TR_NOOP("&Model:"), QT_TR_NOOP("The model served, from the catalog"),
         [](const S &s) { return QString::fromStdString(s.workload.model); },
         [](S &s, const QString &v) { s.workload.model = v.toStdString(); }},
        {"weights", QT_TR_NOOP("&Weights:"), QT_TR_NOOP("Number format of the model's weights"),
         [](const S &s) { return fromView(weightFormatInfo(s.workload.weights).key); },
         [](S &s, const QString &v) { weightFormatFromKey(v.toStdString(), s.workload.weights); }},
        {"kv", QT_TR_NOOP("&KV cache:"), QT_TR_NOOP("Number format of the KV cache"),
         [](const S &s) { return fromView(kvFormatInfo(s.workload.kv).key); },
         [](S &s, const QString &v) { kvFormatFromKey(v.toStdString(), s.workload.kv); }},
        {"engine", QT_TR_NOOP("&Engine:"), QT_TR_NOOP("The serving engine: its calibration and batching"),
         [](const S &s) { return fromView(engineInfo(s.workload.engine).key); },
         [](S &s, const QString &v) { engineFromKey(v.toStdString(), s.workload.engine); }},
    };
    // A budget of 0 (the spin box's minimum, shown as "none") is no budget.
    const auto optionalUsd = [](std::optional<double> ScenarioBudget::*member) {
        return std::make_pair(
            std::function<double(const S &)>([member](const S &s) { return (s.budget.*member).value_or(0.0); }),
            std::function<void(S &, double)>(
                [member](S &s, double v) { s.budget.*member = v > 0 ? std::optional<double>(v) : std::nullopt; }));
    };
    const auto monthly = optionalUsd(&ScenarioBudget::monthlyUsd);
    const auto capex = optionalUsd(&ScenarioBudget::capexUsd);
    m_numbers = {
        {"gpus_per_replica", WorkloadGroup, QT_TR_NOOP("&GPUs per replica:"),
         QT_TR_NOOP("GPUs that hold one copy of the model (tensor parallel). An option may set its own in the "
                    "Options table."),
         "", nullptr, 1, 64, 0, [](const S &s) { return double(s.workload.gpusPerReplica); },
         [](S &s, double v) { s.workload.gpusPerReplica = int(std::lround(v)); }},
        {"prompt_tokens", WorkloadGroup, QT_TR_NOOP("&Prompt tokens (mean):"),
         QT_TR_NOOP("Mean prompt length in tokens: the prefill work and the KV cache of a request"),
         QT_TR_NOOP(" tokens"), nullptr, 1, 2'000'000, 0, [](const S &s) { return s.workload.promptTokens.mean; },
         [](S &s, double v) { s.workload.promptTokens.mean = v; }},
        {"prompt_stddev", WorkloadGroup, QT_TR_NOOP("Prompt spread (std. dev.):"),
         QT_TR_NOOP("Standard deviation of the prompt length in tokens: it sets how variable a request's "
                    "service time is in the queue model (0: every prompt the same length)"),
         QT_TR_NOOP(" tokens"), nullptr, 0, 2'000'000, 0, [](const S &s) { return stddevOf(s.workload.promptTokens); },
         [](S &s, double v) { setStddev(s.workload.promptTokens, v); }},
        {"output_tokens", WorkloadGroup, QT_TR_NOOP("&Output tokens (mean):"),
         QT_TR_NOOP("Mean number of tokens generated per request"), QT_TR_NOOP(" tokens"), nullptr, 1, 1'000'000, 0,
         [](const S &s) { return s.workload.outputTokens.mean; },
         [](S &s, double v) { s.workload.outputTokens.mean = v; }},
        {"output_stddev", WorkloadGroup, QT_TR_NOOP("Output spread (std. dev.):"),
         QT_TR_NOOP("Standard deviation of the output length in tokens (0: every answer the same length)"),
         QT_TR_NOOP(" tokens"), nullptr, 0, 1'000'000, 0, [](const S &s) { return stddevOf(s.workload.outputTokens); },
         [](S &s, double v) { setStddev(s.workload.outputTokens, v); }},
        {"peak_requests_per_s", TrafficGroup, QT_TR_NOOP("Pea&k request rate:"),
         QT_TR_NOOP("Requests per second at the busiest time: the fleet is sized for this rate (a peak below the "
                    "average lowers the average with it)"),
         QT_TR_NOOP(" req/s"), nullptr, 0.001, 1'000'000, 3,
         [](const S &s) { return s.workload.peakRequestsPerSecond; },
         [](S &s, double v) {
             s.workload.peakRequestsPerSecond = v;
             s.workload.averageRequestsPerSecond = std::min(s.workload.averageRequestsPerSecond, v);
         }},
        {"average_requests_per_s", TrafficGroup, QT_TR_NOOP("&Average request rate:"),
         QT_TR_NOOP("Requests per second on average over a month: the cost per token and the utilisation are "
                    "taken at this rate (at most the peak)"),
         QT_TR_NOOP(" req/s"), nullptr, 0, 1'000'000, 3, [](const S &s) { return s.workload.averageRequestsPerSecond; },
         [](S &s, double v) { s.workload.averageRequestsPerSecond = v; }},
        {"arrival_scv", TrafficGroup, QT_TR_NOOP("Arrival &variability (SCV):"),
         QT_TR_NOOP("Squared coefficient of variation of the times between requests (variance / mean², no unit): "
                    "1 for Poisson arrivals, above 1 for bursty traffic (Allen-Cunneen correction)"),
         "", nullptr, 0, 100, 2, [](const S &s) { return s.workload.arrivalScv; },
         [](S &s, double v) { s.workload.arrivalScv = v; }},
        {"max_utilisation", TrafficGroup, QT_TR_NOOP("Max. &utilisation:"),
         QT_TR_NOOP("Throughput bound: the peak load stays below this share of the fleet's capacity, in %"),
         QT_TR_NOOP(" %"), nullptr, 1, 100, 1, [](const S &s) { return 100.0 * s.workload.maxUtilisation; },
         [](S &s, double v) { s.workload.maxUtilisation = v / 100.0; }},
        {"ttft_seconds", TrafficGroup, QT_TR_NOOP("SLO: &time to first token:"),
         QT_TR_NOOP("Time to first token, in seconds, that the percentile below of the requests must meet "
                    "(queueing wait + prefill)"),
         QT_TR_NOOP(" s"), nullptr, 0.01, 3600, 2, [](const S &s) { return s.workload.slo.ttftSeconds; },
         [](S &s, double v) { s.workload.slo.ttftSeconds = v; }},
        {"ttft_percentile", TrafficGroup, QT_TR_NOOP("SLO: TTFT p&ercentile:"),
         QT_TR_NOOP("Share of the requests, in %, whose time to first token must meet the target (95: p95)"),
         QT_TR_NOOP(" %"), nullptr, 50, 99.99, 2, [](const S &s) { return 100.0 * s.workload.slo.ttftPercentile; },
         [](S &s, double v) { s.workload.slo.ttftPercentile = v / 100.0; }},
        {"tpot_seconds", TrafficGroup, QT_TR_NOOP("SLO: time per output &token:"),
         QT_TR_NOOP("Longest time per generated token, in milliseconds, at the serving batch: it caps the batch"),
         QT_TR_NOOP(" ms"), nullptr, 0.1, 10'000, 1, [](const S &s) { return 1000.0 * s.workload.slo.tpotSeconds; },
         [](S &s, double v) { s.workload.slo.tpotSeconds = v / 1000.0; }},
        {"budget_monthly_usd", BudgetGroup, QT_TR_NOOP("Monthly &budget:"),
         QT_TR_NOOP("Most the fleet may cost a month, owned or rented, in US dollars (exit cost included); an "
                    "option above it fails the budget gate. At the minimum: no monthly budget."),
         QT_TR_NOOP(" USD"), QT_TR_NOOP("none"), 0, 1e12, 0, monthly.first, monthly.second},
        {"budget_capex_usd", BudgetGroup, QT_TR_NOOP("&Capex budget:"),
         QT_TR_NOOP("Most the purchase of an owned option may cost up front, in US dollars (GPUs and servers). "
                    "At the minimum: no capex budget."),
         QT_TR_NOOP(" USD"), QT_TR_NOOP("none"), 0, 1e12, 0, capex.first, capex.second},
        {"failures_per_gpu_year", ReliabilityGroup, QT_TR_NOOP("&Failures per GPU-year:"),
         QT_TR_NOOP("Failures of one GPU per year of service, for the N+k spares of owned options"), "", nullptr, 0, 10,
         3, [](const S &s) { return s.reliability.failuresPerGpuYear; },
         [](S &s, double v) { s.reliability.failuresPerGpuYear = v; }},
        {"repair_days", ReliabilityGroup, QT_TR_NOOP("&Repair time:"),
         QT_TR_NOOP("Days a failed GPU's replica stays down, for the N+k spares"), QT_TR_NOOP(" days"), nullptr, 0, 365,
         1, [](const S &s) { return s.reliability.repairDays; }, [](S &s, double v) { s.reliability.repairDays = v; }},
        {"availability_target", ReliabilityGroup, QT_TR_NOOP("Availabilit&y target:"),
         QT_TR_NOOP("Probability, in %, that no more replicas are down than there are spares"), QT_TR_NOOP(" %"),
         nullptr, 50, 99.9999, 4, [](const S &s) { return 100.0 * s.reliability.availabilityTarget; },
         [](S &s, double v) { s.reliability.availabilityTarget = v / 100.0; }},
        {"cuda_only_share", LockInGroup, QT_TR_NOOP("C&UDA-only code share:"),
         QT_TR_NOOP("Share of your own code paths, in %, that run only on CUDA: the lock-in of NVIDIA options. "
                    "At the minimum: not applicable (the factor is left out and the others renormalised)."),
         QT_TR_NOOP(" %"), QT_TR_NOOP("not applicable"), -1, 100, 0,
         [](const S &s) { return s.lockIn.cudaOnlyShare ? 100.0 * *s.lockIn.cudaOnlyShare : -1.0; },
         [](S &s, double v) { s.lockIn.cudaOnlyShare = v < 0 ? std::nullopt : std::optional<double>(v / 100.0); }},
        {"lead_time_reference_weeks", LockInGroup, QT_TR_NOOP("&Lead time of full risk:"),
         QT_TR_NOOP("A lead time this long or longer, in weeks, scores the lead-time factor at 100"),
         QT_TR_NOOP(" weeks"), nullptr, 1, 520, 0, [](const S &s) { return s.lockIn.leadTimeReferenceWeeks; },
         [](S &s, double v) { s.lockIn.leadTimeReferenceWeeks = v; }},
        {"monte_carlo_samples", MonteCarloGroup, QT_TR_NOOP("&Samples:"),
         QT_TR_NOOP("Monte Carlo draws of the uncertain inputs that Rank runs to estimate each option's "
                    "probability of ranking first"),
         "", nullptr, 100, 1'000'000, 0, [](const S &s) { return double(s.monteCarlo.samples); },
         [](S &s, double v) { s.monteCarlo.samples = int(std::lround(v)); }},
        {"monte_carlo_seed", MonteCarloGroup, QT_TR_NOOP("&Seed:"),
         QT_TR_NOOP("Seed of the Monte Carlo's random numbers: the same seed gives the same probabilities"), "",
         nullptr, 0, 1e15, 0, [](const S &s) { return double(s.monteCarlo.seed); },
         [](S &s, double v) { s.monteCarlo.seed = std::uint64_t(std::llround(v)); }},
    };
}

void DecisionScenarioForm::setCatalog(const Catalog &catalog)
{
    QComboBox *box = choiceField(QStringLiteral("model"));
    const QSignalBlocker blocker(box);
    box->clear();
    std::vector<const ModelArch *> sorted;
    for (const ModelArch &m : catalog.models)
        sorted.push_back(&m);
    std::sort(sorted.begin(), sorted.end(), [](const ModelArch *a, const ModelArch *b) {
        return QString::fromStdString(a->name).compare(QString::fromStdString(b->name), Qt::CaseInsensitive) < 0;
    });
    for (const ModelArch *m : sorted) {
        box->addItem(QString::fromStdString(m->name.empty() ? m->id : m->name), QString::fromStdString(m->id));
        box->setItemData(box->count() - 1, QString::fromStdString(m->id), Qt::ToolTipRole);
    }
    setScenario(m_scenario);
}

void DecisionScenarioForm::setScenario(const Scenario &scenario)
{
    m_scenario = scenario;
    for (ChoiceField &c : m_choices) {
        const QSignalBlocker blocker(c.box);
        const QString value = c.get(scenario);
        int index = c.box->findData(value);
        if (index < 0 && !value.isEmpty() && c.box->isEditable()) {
            c.box->addItem(value, value); // a model the catalog lacks: the page says so
            index = c.box->count() - 1;
        }
        c.box->setCurrentIndex(index);
    }
    for (NumberField &f : m_numbers) {
        const QSignalBlocker blocker(f.box);
        if (QLatin1String(f.key) == QLatin1String("average_requests_per_s"))
            f.box->setMaximum(scenario.workload.peakRequestsPerSecond); // a file may not say more either
        f.box->setValue(f.get(scenario));
    }
}

void DecisionScenarioForm::numberChanged(std::size_t field)
{
    const NumberField &f = m_numbers[field];
    const double value = f.box->value();
    // The box rounds to its decimals: showing a value is no edit.
    if (std::abs(value - f.get(m_scenario)) < 0.5 * std::pow(10.0, -f.decimals))
        return;
    Scenario s = m_scenario;
    f.set(s, value);
    Q_EMIT edited(s, tr("Edit %1").arg(plainName(tr(f.label))), int(field) + 1);
}

void DecisionScenarioForm::choiceChanged(std::size_t field)
{
    const ChoiceField &c = m_choices[field];
    const QString value = c.box->currentData().toString();
    if (value.isEmpty() || value == c.get(m_scenario))
        return;
    Scenario s = m_scenario;
    c.set(s, value);
    Q_EMIT edited(s, tr("Edit %1").arg(plainName(tr(c.label))), int(m_numbers.size() + field) + 1);
}

QDoubleSpinBox *DecisionScenarioForm::numberField(const QString &key) const
{
    for (const NumberField &f : m_numbers) {
        if (QLatin1String(f.key) == key)
            return f.box;
    }
    return nullptr;
}

QComboBox *DecisionScenarioForm::choiceField(const QString &key) const
{
    for (const ChoiceField &c : m_choices) {
        if (QLatin1String(c.key) == key)
            return c.box;
    }
    return nullptr;
}

void DecisionScenarioForm::retranslateUi()
{
    const char *titles[GroupCount] = {QT_TR_NOOP("Workload"),
                                      QT_TR_NOOP("Traffic and SLO"),
                                      QT_TR_NOOP("Budget"),
                                      QT_TR_NOOP("Reliability (owned options)"),
                                      QT_TR_NOOP("Lock-in (all options)"),
                                      QT_TR_NOOP("Monte Carlo (Rank)")};
    for (int g = 0; g < GroupCount; ++g)
        m_groups[std::size_t(g)]->setTitle(tr(titles[g]));
    for (ChoiceField &c : m_choices) {
        c.labelWidget->setText(tr(c.label));
        c.box->setToolTip(tr(c.toolTip));
        c.labelWidget->setToolTip(tr(c.toolTip));
    }
    for (NumberField &f : m_numbers) {
        f.labelWidget->setText(tr(f.label));
        f.box->setToolTip(tr(f.toolTip));
        f.labelWidget->setToolTip(tr(f.toolTip));
        f.box->setSuffix(*f.suffix ? tr(f.suffix) : QString());
        f.box->setSpecialValueText(f.special ? tr(f.special) : QString());
    }
    // One label width for every group, so that the fields line up from one group to the next.
    int width = 0;
    for (const ChoiceField &c : m_choices)
        width = std::max(width, c.labelWidget->sizeHint().width());
    for (const NumberField &f : m_numbers)
        width = std::max(width, f.labelWidget->sizeHint().width());
    for (ChoiceField &c : m_choices)
        c.labelWidget->setMinimumWidth(width);
    for (NumberField &f : m_numbers)
        f.labelWidget->setMinimumWidth(width);
}

bool DecisionScenarioForm::eventFilter(QObject *watched, QEvent *event)
{
    auto *widget = qobject_cast<QWidget *>(watched);
    if (event->type() == QEvent::Wheel && widget && !widget->hasFocus()) {
        QCoreApplication::sendEvent(m_scroll->verticalScrollBar(), event);
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void DecisionScenarioForm::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace GpuPlan
