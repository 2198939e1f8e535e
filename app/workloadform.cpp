#include "workloadform.h"

#include "item/unitformat.h"

#include "core/economics.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace GpuPlan {

namespace {

constexpr int MaxContextRole = Qt::UserRole + 1;
constexpr int kUnlimitedContext = 10'000'000;

QString fromView(std::string_view text) { return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())); }

void selectData(QComboBox *box, const QVariant &value)
{
    if (const int index = box->findData(value); index >= 0)
        box->setCurrentIndex(index);
}

} // namespace

WorkloadForm::WorkloadForm(QWidget *parent)
    : QWidget(parent)
{
    m_costFields = {
        {"service_life_years", &OwnershipInputs::serviceLifeYears, 1.0, QT_TR_NOOP("Service &life:"),
         QT_TR_NOOP(" years")},
        {"residual_fraction", &OwnershipInputs::residualFraction, 100.0, QT_TR_NOOP("Re&sidual value:"),
         QT_TR_NOOP(" %")},
        {"discount_rate", &OwnershipInputs::discountRate, 100.0, QT_TR_NOOP("&Discount rate:"), QT_TR_NOOP(" %")},
        {"server_uplift_fraction", &OwnershipInputs::serverUpliftFraction, 100.0, QT_TR_NOOP("Ser&ver uplift:"),
         QT_TR_NOOP(" %")},
        {"pue", &OwnershipInputs::pue, 1.0, QT_TR_NOOP("&PUE:"), ""},
        {"load_factor", &OwnershipInputs::loadFactor, 100.0, QT_TR_NOOP("Load &factor:"), QT_TR_NOOP(" %")},
        {"gpu_idle_power_fraction", &OwnershipInputs::gpuIdlePowerFraction, 100.0, QT_TR_NOOP("Idle po&wer:"),
         QT_TR_NOOP(" %")},
        {"host_power_watts_per_gpu", &OwnershipInputs::hostPowerWattsPerGpu, 1.0, QT_TR_NOOP("&Host power per GPU:"),
         QT_TR_NOOP(" W")},
        {"opex_fraction_per_year", &OwnershipInputs::opexFractionPerYear, 100.0, QT_TR_NOOP("Ope&x per year:"),
         QT_TR_NOOP(" %")},
    };
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(createWorkloadGroup());
    layout->addWidget(createCostGroup());
    layout->addStretch();
    retranslateUi();
}

WorkloadForm::~WorkloadForm() = default;

QGroupBox *WorkloadForm::createWorkloadGroup()
{
    m_workloadGroup = new QGroupBox(this);
    auto *form = new QFormLayout(m_workloadGroup);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    const auto addRow = [&](QWidget *field, const char *name) {
        field->setObjectName(QLatin1String(name));
        auto *label = new QLabel(m_workloadGroup);
        label->setBuddy(field);
        m_labels.push_back(label);
        form->addRow(label, field);
    };

    m_model = new QComboBox(m_workloadGroup);
    m_model->setEditable(true);
    m_model->setInsertPolicy(QComboBox::NoInsert);
    m_model->completer()->setFilterMode(Qt::MatchContains);
    m_model->completer()->setCompletionMode(QCompleter::PopupCompletion);
    m_model->setMinimumContentsLength(16);
    addRow(m_model, "model");
    m_weights = new QComboBox(m_workloadGroup);
    for (const WeightFormatInfo &f : weightFormats())
        m_weights->addItem(fromView(f.label), fromView(f.key));
    selectData(m_weights, fromView(weightFormatInfo(Workload{}.weights).key));
    addRow(m_weights, "weightFormat");
    m_kv = new QComboBox(m_workloadGroup);
    for (const KvFormatInfo &f : kvFormats())
        m_kv->addItem(fromView(f.label), fromView(f.key));
    selectData(m_kv, fromView(kvFormatInfo(Workload{}.kv).key));
    addRow(m_kv, "kvFormat");
    m_engine = new QComboBox(m_workloadGroup);
    for (const EngineInfo &e : engines())
        m_engine->addItem(fromView(e.label), fromView(e.key));
    addRow(m_engine, "engine");
    m_context = new QSpinBox(m_workloadGroup);
    m_context->setRange(1, kUnlimitedContext);
    m_context->setValue(4096);
    m_context->setGroupSeparatorShown(true);
    addRow(m_context, "inputTokens");
    m_output = new QSpinBox(m_workloadGroup);
    m_output->setRange(1, kUnlimitedContext);
    m_output->setValue(256);
    m_output->setGroupSeparatorShown(true);
    addRow(m_output, "outputTokens");
    m_batch = new QSpinBox(m_workloadGroup);
    m_batch->setRange(0, 100'000);
    m_batch->setValue(1);
    addRow(m_batch, "batch");
    m_gpus = new QSpinBox(m_workloadGroup);
    m_gpus->setRange(1, 64);
    addRow(m_gpus, "gpusPerReplica");
    auto *parallelism = new QWidget(m_workloadGroup);
    auto *parallelismLayout = new QHBoxLayout(parallelism);
    parallelismLayout->setContentsMargins(0, 0, 0, 0);
    m_attentionDp = new QCheckBox(parallelism);
    m_attentionDp->setObjectName(QStringLiteral("attentionDataParallel"));
    m_expertParallel = new QCheckBox(parallelism);
    m_expertParallel->setObjectName(QStringLiteral("expertParallel"));
    m_cudaGraphs = new QCheckBox(parallelism);
    m_cudaGraphs->setObjectName(QStringLiteral("cudaGraphs"));
    m_cudaGraphs->setChecked(true);
    for (QCheckBox *box : {m_attentionDp, m_expertParallel, m_cudaGraphs})
        parallelismLayout->addWidget(box);
    parallelismLayout->addStretch();
    addRow(parallelism, "parallelism");

    connect(m_model, &QComboBox::currentIndexChanged, this, [this] {
        updateModelLimits();
        emitChanged();
    });
    connect(m_engine, &QComboBox::currentIndexChanged, this, &WorkloadForm::updateKvChoices);
    connect(m_engine, &QComboBox::currentIndexChanged, this, [this] {
        // Each engine's own default (transformers runs eagerly); a restored form sets its saved choice after.
        Engine engine = Engine::Vllm;
        engineFromKey(m_engine->currentData().toString().toStdString(), engine);
        m_cudaGraphs->setChecked(defaultEngineConfig(engine).cudaGraphs);
        updateParallelismChoices();
    });
    connect(m_gpus, &QSpinBox::valueChanged, this, &WorkloadForm::updateParallelismChoices);
    for (QCheckBox *box : {m_attentionDp, m_expertParallel, m_cudaGraphs})
        connect(box, &QCheckBox::toggled, this, &WorkloadForm::emitChanged);
    for (QComboBox *box : {m_weights, m_kv, m_engine})
        connect(box, &QComboBox::currentIndexChanged, this, &WorkloadForm::emitChanged);
    for (QSpinBox *box : {m_context, m_output, m_batch, m_gpus})
        connect(box, &QSpinBox::valueChanged, this, &WorkloadForm::emitChanged);
    updateParallelismChoices();
    return m_workloadGroup;
}

// Attention data parallelism and spread experts need a serving engine on several GPUs (llama.cpp splits
// layers); CUDA graphs are the serving engines' switch (llama.cpp's own use is in its fitted overhead).
void WorkloadForm::updateParallelismChoices()
{
    Engine engine = Engine::Vllm;
    engineFromKey(m_engine->currentData().toString().toStdString(), engine);
    const bool serving = engine != Engine::LlamaCpp;
    const bool split = serving && m_gpus->value() > 1;
    m_attentionDp->setEnabled(split);
    m_expertParallel->setEnabled(split);
    m_cudaGraphs->setEnabled(serving);
    const QString needsSplit
        = serving ? tr("Needs two GPUs per replica or more") : tr("llama.cpp splits layers over its GPUs");
    m_attentionDp->setToolTip(split ? tr("Each GPU runs attention for its own share of the sequences, with all the "
                                         "attention weights and those sequences' whole KV cache (TensorRT-LLM "
                                         "enable_attention_dp, SGLang --enable-dp-attention). An MLA or few-KV-head "
                                         "model then keeps its KV once instead of on every GPU")
                                    : needsSplit);
    m_expertParallel->setToolTip(split ? tr("A MoE model's experts are spread whole over the GPUs (trtllm-bench --ep, "
                                            "vLLM --enable-expert-parallel): a step waits for the GPU whose experts "
                                            "the batch touches most and, with attention data parallelism, sends "
                                            "each token to its experts' GPUs and back (all-to-all)")
                                       : needsSplit);
    m_cudaGraphs->setToolTip(serving ? tr("Decode steps replay captured CUDA graphs (the engines' default). Off "
                                          "(vLLM --enforce-eager, transformers by default), every kernel is "
                                          "launched from the host: about 10 a layer at 5 µs each")
                                     : tr("llama.cpp's own launch overhead is part of its fitted step time"));
}

QGroupBox *WorkloadForm::createCostGroup()
{
    m_costGroup = new QGroupBox(this);
    auto *form = new QFormLayout(m_costGroup);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_utilisation = new QSpinBox(m_costGroup);
    m_utilisation->setObjectName(QStringLiteral("utilisation"));
    m_utilisation->setRange(1, 100);
    m_utilisation->setValue(int(std::lround(CostAssumptions{}.utilisation * 100)));
    m_labels.push_back(new QLabel(m_costGroup));
    m_labels.back()->setBuddy(m_utilisation);
    form->addRow(m_labels.back(), m_utilisation);
    m_rental = new QComboBox(m_costGroup);
    m_rental->setObjectName(QStringLiteral("rentalKind"));
    for (PriceKind kind : {PriceKind::CloudOnDemand, PriceKind::CloudReserved, PriceKind::CloudSpot})
        m_rental->addItem(UnitFormat::priceKindName(kind), fromView(priceKindKey(kind)));
    m_labels.push_back(new QLabel(m_costGroup));
    m_labels.back()->setBuddy(m_rental);
    form->addRow(m_labels.back(), m_rental);

    for (CostField &field : m_costFields) {
        field.box = new QDoubleSpinBox(m_costGroup);
        field.box->setObjectName(QLatin1String(field.key));
        const bool percentage = field.scale == 100.0;
        field.box->setRange(percentage ? 0.0 : (field.member == &OwnershipInputs::pue ? 1.0 : 0.0),
                            percentage ? 300.0 : 5000.0);
        field.box->setDecimals(field.member == &OwnershipInputs::pue ? 2 : 1);
        field.box->setSingleStep(field.member == &OwnershipInputs::pue ? 0.05 : 1.0);
        field.box->setValue(defaultOwnershipInputs().*field.member * field.scale);
        field.label = new QLabel(m_costGroup);
        field.label->setBuddy(field.box);
        form->addRow(field.label, field.box);
        connect(field.box, &QDoubleSpinBox::valueChanged, this, &WorkloadForm::emitChanged);
    }
    m_electricityLabel = new QLabel(m_costGroup);
    m_electricity = new QLabel(m_costGroup);
    m_electricity->setWordWrap(true);
    form->addRow(m_electricityLabel, m_electricity);
    m_resetCosts = new QPushButton(m_costGroup);
    form->addRow(m_resetCosts);

    connect(m_utilisation, &QSpinBox::valueChanged, this, &WorkloadForm::emitChanged);
    connect(m_rental, &QComboBox::currentIndexChanged, this, &WorkloadForm::emitChanged);
    connect(m_resetCosts, &QPushButton::clicked, this, &WorkloadForm::resetCostDefaults);
    return m_costGroup;
}

void WorkloadForm::emitChanged()
{
    if (!m_restoring)
        Q_EMIT changed();
}

void WorkloadForm::setModels(const std::vector<ModelArch> &models)
{
    const QString current = modelId();
    {
        const QSignalBlocker blocker(m_model);
        m_model->clear();
        std::vector<const ModelArch *> sorted;
        for (const ModelArch &m : models)
            sorted.push_back(&m);
        std::sort(sorted.begin(), sorted.end(), [](const ModelArch *a, const ModelArch *b) {
            return QString::fromStdString(a->name).compare(QString::fromStdString(b->name), Qt::CaseInsensitive) < 0;
        });
        for (const ModelArch *m : sorted) {
            m_model->addItem(QString::fromStdString(m->name), QString::fromStdString(m->id));
            const int index = m_model->count() - 1;
            m_model->setItemData(index, qint64(m->maxContext), MaxContextRole);
            m_model->setItemData(index,
                                 tr("%1: %2 B parameters, up to %3 tokens of context")
                                     .arg(QString::fromStdString(m->hfId),
                                          QLocale().toString(double(m->params) / 1e9, 'f', 1),
                                          QLocale().toString(qint64(m->maxContext))),
                                 Qt::ToolTipRole);
        }
        int index = m_model->findData(current);
        if (index < 0)
            index = m_model->findData(QStringLiteral("llama-3-8b"));
        m_model->setCurrentIndex(index >= 0 ? index : 0);
    }
    updateModelLimits();
    if (modelId() != current)
        emitChanged();
}

QString WorkloadForm::modelId() const { return m_model->currentData().toString(); }

bool WorkloadForm::setModelId(const QString &id)
{
    const int index = m_model->findData(id);
    if (index < 0)
        return false;
    m_model->setCurrentIndex(index);
    return true;
}

// The KV caches the engine offers (llama.cpp has no FP8 cache; vLLM and TensorRT-LLM no ggml q8_0/q4_0):
// the others are disabled, with the reason in their tooltip, and a selection the engine lacks goes back
// to FP16.
void WorkloadForm::updateKvChoices()
{
    Engine engine = Engine::Vllm;
    engineFromKey(m_engine->currentData().toString().toStdString(), engine);
    auto *items = qobject_cast<QStandardItemModel *>(m_kv->model());
    if (!items)
        return;
    for (int i = 0; i < m_kv->count(); ++i) {
        KvFormat f = KvFormat::FP16;
        kvFormatFromKey(m_kv->itemData(i).toString().toStdString(), f);
        const bool ok = kvFormatSupported(f, engine);
        items->item(i)->setEnabled(ok);
        items->item(i)->setToolTip(
            ok ? QString()
               : tr("%1 has no %2 KV cache").arg(fromView(engineInfo(engine).label), fromView(kvFormatInfo(f).label)));
    }
    KvFormat current = KvFormat::FP16;
    kvFormatFromKey(m_kv->currentData().toString().toStdString(), current);
    if (!kvFormatSupported(current, engine))
        selectData(m_kv, fromView(kvFormatInfo(KvFormat::FP16).key));
}

void WorkloadForm::updateModelLimits()
{
    // The prompt and the output share the model's context window.
    const qint64 limit = m_model->currentData(MaxContextRole).toLongLong();
    const int maximum = limit > 0 ? int(std::min<qint64>(limit, kUnlimitedContext)) : kUnlimitedContext;
    m_context->setMaximum(maximum);
    m_output->setMaximum(maximum);
}

Workload WorkloadForm::workload() const
{
    Workload w;
    weightFormatFromKey(m_weights->currentData().toString().toStdString(), w.weights);
    kvFormatFromKey(m_kv->currentData().toString().toStdString(), w.kv);
    Engine engine = Engine::Vllm;
    engineFromKey(m_engine->currentData().toString().toStdString(), engine);
    w.engine = defaultEngineConfig(engine);
    w.engine.attentionDataParallel = m_attentionDp->isEnabled() && m_attentionDp->isChecked();
    w.engine.expertParallel = m_expertParallel->isEnabled() && m_expertParallel->isChecked();
    w.engine.cudaGraphs = m_cudaGraphs->isChecked();
    w.contextTokens = m_context->value();
    w.outputTokens = m_output->value();
    w.batch = m_batch->value();
    w.gpus = m_gpus->value();
    return w;
}

CostAssumptions WorkloadForm::costs() const
{
    CostAssumptions c;
    for (const CostField &field : m_costFields)
        c.ownership.*field.member = field.box->value() / field.scale;
    c.utilisation = m_utilisation->value() / 100.0;
    priceKindFromKey(m_rental->currentData().toString().toStdString(), c.rentalKind);
    return c;
}

void WorkloadForm::setElectricityText(const QString &text) { m_electricity->setText(text); }

void WorkloadForm::resetCostDefaults()
{
    m_restoring = true;
    const OwnershipInputs defaults = defaultOwnershipInputs();
    for (const CostField &field : m_costFields)
        field.box->setValue(defaults.*field.member * field.scale);
    m_utilisation->setValue(int(std::lround(CostAssumptions{}.utilisation * 100)));
    selectData(m_rental, fromView(priceKindKey(CostAssumptions{}.rentalKind)));
    m_restoring = false;
    Q_EMIT changed();
}

QByteArray WorkloadForm::saveState() const
{
    QJsonObject costs;
    for (const CostField &field : m_costFields)
        costs.insert(QLatin1String(field.key), field.box->value() / field.scale);
    const QJsonObject state{
        {QStringLiteral("model"), modelId()},
        {QStringLiteral("weights"), m_weights->currentData().toString()},
        {QStringLiteral("kv"), m_kv->currentData().toString()},
        {QStringLiteral("engine"), m_engine->currentData().toString()},
        {QStringLiteral("inputTokens"), m_context->value()},
        {QStringLiteral("outputTokens"), m_output->value()},
        {QStringLiteral("batch"), m_batch->value()},
        {QStringLiteral("gpus"), m_gpus->value()},
        {QStringLiteral("attentionDataParallel"), m_attentionDp->isChecked()},
        {QStringLiteral("expertParallel"), m_expertParallel->isChecked()},
        {QStringLiteral("cudaGraphs"), m_cudaGraphs->isChecked()},
        {QStringLiteral("utilisation"), m_utilisation->value()},
        {QStringLiteral("rental"), m_rental->currentData().toString()},
        {QStringLiteral("ownership"), costs},
    };
    return QJsonDocument(state).toJson(QJsonDocument::Compact);
}

void WorkloadForm::restoreState(const QByteArray &state)
{
    const QJsonObject o = QJsonDocument::fromJson(state).object();
    if (o.isEmpty())
        return;
    m_restoring = true;
    if (const QString id = o.value(QStringLiteral("model")).toString(); !id.isEmpty())
        setModelId(id);
    selectData(m_weights, o.value(QStringLiteral("weights")).toString());
    selectData(m_kv, o.value(QStringLiteral("kv")).toString());
    selectData(m_engine, o.value(QStringLiteral("engine")).toString());
    selectData(m_rental, o.value(QStringLiteral("rental")).toString());
    const auto restoreInt = [&](QSpinBox *box, const char *key) {
        if (const QJsonValue v = o.value(QLatin1String(key)); v.isDouble())
            box->setValue(v.toInt());
    };
    restoreInt(m_context, "inputTokens");
    restoreInt(m_output, "outputTokens");
    restoreInt(m_batch, "batch");
    restoreInt(m_gpus, "gpus");
    const auto restoreBool = [&](QCheckBox *box, const char *key) {
        if (const QJsonValue v = o.value(QLatin1String(key)); v.isBool())
            box->setChecked(v.toBool());
    };
    restoreBool(m_attentionDp, "attentionDataParallel");
    restoreBool(m_expertParallel, "expertParallel");
    restoreBool(m_cudaGraphs, "cudaGraphs");
    restoreInt(m_utilisation, "utilisation");
    const QJsonObject costs = o.value(QStringLiteral("ownership")).toObject();
    for (const CostField &field : m_costFields) {
        if (const QJsonValue v = costs.value(QLatin1String(field.key)); v.isDouble())
            field.box->setValue(v.toDouble() * field.scale);
    }
    m_restoring = false;
    Q_EMIT changed();
}

void WorkloadForm::retranslateUi()
{
    m_workloadGroup->setTitle(tr("Workload"));
    m_costGroup->setTitle(tr("Cost assumptions"));
    const QStringList labels{tr("&Model:"),        tr("&Weights:"),       tr("&KV cache:"), tr("&Engine:"),
                             tr("&Input tokens:"), tr("&Output tokens:"), tr("&Batch:"),    tr("&GPUs per replica:"),
                             tr("Parallelism:"),   tr("&Utilisation:"),   tr("&Rent at:")};
    for (std::size_t i = 0; i < m_labels.size(); ++i)
        m_labels[i]->setText(labels.value(qsizetype(i)));
    m_model->setToolTip(tr("The model to serve; type to search"));
    m_weights->setToolTip(tr("How the weights are stored: bits per weight decide their memory. The math runs "
                             "in what the engine computes them in: llama.cpp's quantised types on INT8 dot "
                             "products, weight-only INT8/INT4 (W8A16, W4A16) at the 16-bit rate, W8A8 on INT8, "
                             "FP8 and W4A8 on FP8, NVFP4/MXFP4 on FP4 tensor cores (or the next rate the GPU "
                             "has). FP4 is NVFP4 on NVIDIA GPUs and MXFP4 on the others"));
    m_kv->setToolTip(tr("How the KV cache is stored; quantised caches are llama.cpp's"));
    m_engine->setToolTip(tr("The inference engine, with its default memory settings"));
    m_context->setToolTip(tr("Prompt tokens per sequence, up to the model's context window"));
    m_output->setToolTip(tr("Generated tokens per sequence"));
    m_batch->setToolTip(tr("Concurrent sequences; \"max\" is the most that fit in memory"));
    m_batch->setSpecialValueText(tr("max"));
    m_gpus->setToolTip(tr("GPUs that hold one copy of the model (tensor or layer split)"));
    m_utilisation->setSuffix(tr(" %"));
    m_utilisation->setToolTip(tr("Share of the hours the GPUs do useful work: owned GPUs cost every hour, "
                                 "on-demand cloud GPUs only the hours used"));
    m_rental->setToolTip(tr("Which cloud price to compare owning with"));
    for (int i = 0; i < m_rental->count(); ++i) {
        PriceKind kind = PriceKind::CloudOnDemand;
        priceKindFromKey(m_rental->itemData(i).toString().toStdString(), kind);
        m_rental->setItemText(i, UnitFormat::priceKindName(kind));
    }

    const std::map<std::string, Provenance> provenance = ownershipDefaultsProvenance();
    const OwnershipInputs defaults = defaultOwnershipInputs();
    for (const CostField &field : m_costFields) {
        const std::string key = field.key;
        const QString label = tr(field.labelText);
        const QString suffix = *field.suffix ? tr(field.suffix) : QString();
        field.label->setText(label);
        field.box->setSuffix(suffix);
        const double shown = defaults.*field.member * field.scale;
        QString tip = tr("Default: %1%2").arg(QLocale().toString(shown, 'f', field.box->decimals()), suffix);
        if (const auto it = provenance.find(key); it != provenance.end())
            tip += QLatin1Char('\n') + UnitFormat::provenanceText(it->second);
        // Rich text, so that the long provenance notes wrap.
        field.box->setToolTip(
            QStringLiteral("<p>%1</p>").arg(tip.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"))));
    }
    m_electricityLabel->setText(tr("Electricity:"));
    m_electricity->setToolTip(tr("Set in Settings → Preferences"));
    m_resetCosts->setText(tr("Restore defa&ults"));
    m_attentionDp->setText(tr("Attention &DP"));
    m_expertParallel->setText(tr("E&xpert parallel"));
    m_cudaGraphs->setText(tr("CUDA grap&hs"));
    updateParallelismChoices();
}

void WorkloadForm::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace GpuPlan
