#include "modelarchtablemodel.h"

#include "unitformat.h"
#include "unitformat_p.h"

#include <QLocale>
#include <QStringList>

#include <array>
#include <cmath>

namespace GpuPlan {

namespace {

// The ModelArch field behind each column, for its provenance.
// clang-format off
constexpr std::array<const char *, ModelArchTableModel::ColumnCount> kFieldKeys{
    "name",     "architecture", "params",            "active_params", "layers",      "hidden", "heads",
    "kv_heads", "head_dim",     "attention_pattern", "moe",           "max_context", "vocab"};
// clang-format on

QString count(std::int64_t value)
{
    return value > 0 ? QLocale().toString(static_cast<qint64>(value)) : UnitFormat::unknownText();
}

QString attentionGroupText(const LayerAttention &attention, const ModelArch &model)
{
    switch (attention.kind) {
    case AttentionKind::Full:
        return ModelArchTableModel::tr("full");
    case AttentionKind::Sliding:
        return ModelArchTableModel::tr("sliding (%1)").arg(QLocale().toString(static_cast<qint64>(attention.window)));
    case AttentionKind::Mla:
        if (model.mla)
            return ModelArchTableModel::tr("MLA (rank %1)").arg(model.mla->kvLoraRank);
        return ModelArchTableModel::tr("MLA");
    case AttentionKind::None:
        break;
    }
    return ModelArchTableModel::tr("none");
}

} // namespace

ModelArchTableModel::ModelArchTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

ModelArchTableModel::~ModelArchTableModel() = default;

void ModelArchTableModel::setModels(std::vector<ModelArch> models)
{
    beginResetModel();
    m_models = std::move(models);
    endResetModel();
}

const ModelArch *ModelArchTableModel::modelAt(int row) const
{
    if (row < 0 || row >= static_cast<int>(m_models.size()))
        return nullptr;
    return &m_models[static_cast<std::size_t>(row)];
}

int ModelArchTableModel::rowOf(const QString &id) const
{
    const std::string key = id.toStdString();
    for (std::size_t i = 0; i < m_models.size(); ++i) {
        if (m_models[i].id == key)
            return static_cast<int>(i);
    }
    return -1;
}

QString ModelArchTableModel::paramsText(std::int64_t params)
{
    if (params <= 0)
        return UnitFormat::unknownText();
    double value = static_cast<double>(params);
    QString suffix;
    if (value >= 1e9) {
        value /= 1e9;
        //: billions of parameters
        suffix = tr("B");
    } else if (value >= 1e6) {
        value /= 1e6;
        //: millions of parameters
        suffix = tr("M");
    }
    // Three significant digits: "8.03 B", "70.6 B", "405 B".
    const int decimals = std::max(0, 2 - static_cast<int>(std::floor(std::log10(value))));
    const QString number = UnitFormat::Detail::trimmedNumber(value, decimals, QLocale());
    return suffix.isEmpty() ? number : UnitFormat::Detail::withUnit(number, suffix);
}

QString ModelArchTableModel::contextText(std::int64_t tokens)
{
    if (tokens <= 0)
        return UnitFormat::unknownText();
    // Context windows are powers of two or multiples of 1,024 tokens, as the models' configs give them.
    if (tokens % (1024 * 1024) == 0)
        return tr("%1M", "context length in units of 1,048,576 tokens").arg(tokens / (1024 * 1024));
    if (tokens % 1024 == 0)
        return tr("%1K", "context length in units of 1,024 tokens").arg(tokens / 1024);
    return QLocale().toString(static_cast<qint64>(tokens));
}

QString ModelArchTableModel::attentionText(const ModelArch &model)
{
    struct Group
    {
        const LayerAttention *attention;
        int count;
    };
    std::vector<Group> groups;
    for (const LayerAttention &a : model.attentionPattern) {
        auto it = std::find_if(groups.begin(), groups.end(), [&a](const Group &g) {
            return g.attention->kind == a.kind && g.attention->window == a.window;
        });
        if (it == groups.end())
            groups.push_back({&a, 1});
        else
            ++it->count;
    }
    if (groups.empty())
        return tr("full");
    if (groups.size() == 1)
        return attentionGroupText(*groups.front().attention, model);
    QStringList parts;
    for (const Group &g : groups)
        parts << tr("%1 %2", "count of layers in the pattern, then their kind")
                     .arg(g.count)
                     .arg(attentionGroupText(*g.attention, model));
    return parts.join(QLatin1String(" : "));
}

QString ModelArchTableModel::expertsText(const ModelArch &model)
{
    if (!model.moe)
        return {};
    QString text = tr("%1 experts, %2 active").arg(model.moe->experts).arg(model.moe->activeExperts);
    if (model.moe->sharedExperts > 0)
        text += tr(", %1 shared").arg(model.moe->sharedExperts);
    return text;
}

int ModelArchTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_models.size());
}

int ModelArchTableModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant ModelArchTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ModelArch &model = m_models[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return displayData(model, index.column());
    case SortRole:
        return sortData(model, index.column());
    case IdRole:
        return QString::fromStdString(model.id);
    case Qt::ToolTipRole:
        return toolTip(model, index.column());
    case Qt::TextAlignmentRole:
        if (index.column() != NameColumn && index.column() != ArchitectureColumn && index.column() != AttentionColumn
            && index.column() != ExpertsColumn)
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        return {};
    default:
        return {};
    }
}

QVariant ModelArchTableModel::displayData(const ModelArch &model, int column) const
{
    switch (column) {
    case NameColumn:
        return QString::fromStdString(model.name);
    case ArchitectureColumn:
        if (model.architecture == "dense")
            return tr("Dense");
        if (model.architecture == "moe")
            return tr("MoE");
        if (model.architecture == "moe-mla")
            return tr("MoE + MLA");
        return QString::fromStdString(model.architecture);
    case ParamsColumn:
        return paramsText(model.params);
    case ActiveParamsColumn:
        return paramsText(model.activeParams);
    case LayersColumn:
        return count(model.layers);
    case HiddenColumn:
        return count(model.hidden);
    case HeadsColumn:
        return count(model.heads);
    case KvHeadsColumn:
        return count(model.kvHeads);
    case HeadDimColumn:
        return count(model.headDim);
    case AttentionColumn:
        return attentionText(model);
    case ExpertsColumn:
        return expertsText(model);
    case ContextColumn:
        return contextText(model.maxContext);
    case VocabColumn:
        return count(model.vocab);
    default:
        return {};
    }
}

QVariant ModelArchTableModel::sortData(const ModelArch &model, int column) const
{
    auto number = [](std::int64_t v) { return v > 0 ? QVariant(static_cast<qint64>(v)) : QVariant(); };
    switch (column) {
    case ParamsColumn:
        return number(model.params);
    case ActiveParamsColumn:
        return number(model.activeParams);
    case LayersColumn:
        return number(model.layers);
    case HiddenColumn:
        return number(model.hidden);
    case HeadsColumn:
        return number(model.heads);
    case KvHeadsColumn:
        return number(model.kvHeads);
    case HeadDimColumn:
        return number(model.headDim);
    case ExpertsColumn:
        return model.moe ? model.moe->experts : 0;
    case ContextColumn:
        return number(model.maxContext);
    case VocabColumn:
        return number(model.vocab);
    default:
        return displayData(model, column);
    }
}

QString ModelArchTableModel::toolTip(const ModelArch &model, int column) const
{
    QString what;
    switch (column) {
    case NameColumn:
        what = model.hfId.empty() ? QString::fromStdString(model.name)
                                  : tr("Hugging Face: %1").arg(QString::fromStdString(model.hfId));
        break;
    case ParamsColumn:
        what = tr("%1 parameters").arg(count(model.params));
        break;
    case ActiveParamsColumn:
        what = tr("%1 parameters active per token").arg(count(model.activeParams));
        break;
    case ContextColumn:
        what = tr("%1 tokens").arg(count(model.maxContext));
        break;
    case AttentionColumn: {
        QStringList kinds;
        const std::array<std::pair<AttentionKind, QString>, 4> names{{{AttentionKind::Full, tr("full")},
                                                                      {AttentionKind::Sliding, tr("sliding-window")},
                                                                      {AttentionKind::Mla, tr("MLA")},
                                                                      {AttentionKind::None, tr("no attention")}}};
        for (const auto &[kind, name] : names) {
            if (const int n = model.layerCount(kind); n > 0)
                kinds << tr("%1 %2", "count of layers, then their kind").arg(n).arg(name);
        }
        what = tr("Over %1 layers: %2").arg(model.layers).arg(kinds.join(QLatin1String(", ")));
        for (const LayerAttention &a : model.attentionPattern) {
            if (!a.note.empty() && !what.contains(QString::fromStdString(a.note)))
                what += QLatin1String("; ") + QString::fromStdString(a.note);
        }
        if (model.mla) {
            what += QLatin1Char('\n')
                + tr("KV LoRA rank %1, RoPE head dimension %2")
                      .arg(model.mla->kvLoraRank)
                      .arg(model.mla->qkRopeHeadDim);
        }
        break;
    }
    case ExpertsColumn:
        if (!model.moe) {
            what = tr("Dense model: no experts");
            break;
        }
        what = tr("%1 routed experts, %2 active per token, %3 shared; %4 dense layers")
                   .arg(model.moe->experts)
                   .arg(model.moe->activeExperts)
                   .arg(model.moe->sharedExperts)
                   .arg(model.moe->denseLayers);
        break;
    default:
        what = displayData(model, column).toString();
        break;
    }
    const auto it = model.fieldProvenance.find(kFieldKeys[static_cast<std::size_t>(column)]);
    const Provenance &provenance = it == model.fieldProvenance.end() ? model.provenance : it->second;
    return what + QLatin1Char('\n') + UnitFormat::provenanceText(provenance);
}

QVariant ModelArchTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case ParamsColumn:
            return tr("Total parameters (B = 10^9)");
        case ActiveParamsColumn:
            return tr("Parameters used per token (B = 10^9); less than the total for mixture-of-experts models");
        case KvHeadsColumn:
            return tr("Key/value heads: fewer than the attention heads with grouped-query attention");
        case AttentionColumn:
            return tr("Attention kinds over one cycle of the layer pattern; sliding windows in tokens");
        case ContextColumn:
            return tr("Longest context in tokens (K = 1,024 tokens, M = 1,048,576 tokens)");
        default:
            return {};
        }
    }
    switch (section) {
    case NameColumn:
        return tr("Model");
    case ArchitectureColumn:
        return tr("Architecture");
    case ParamsColumn:
        return tr("Parameters");
    case ActiveParamsColumn:
        return tr("Active");
    case LayersColumn:
        return tr("Layers");
    case HiddenColumn:
        return tr("Hidden");
    case HeadsColumn:
        return tr("Heads");
    case KvHeadsColumn:
        return tr("KV heads");
    case HeadDimColumn:
        return tr("Head dim");
    case AttentionColumn:
        return tr("Attention");
    case ExpertsColumn:
        return tr("Experts");
    case ContextColumn:
        return tr("Context");
    case VocabColumn:
        return tr("Vocabulary");
    default:
        return {};
    }
}

} // namespace GpuPlan
