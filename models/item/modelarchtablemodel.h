#pragma once

#include "core/modelarch.h"

#include <QAbstractTableModel>

#include <vector>

namespace GpuPlan {

/// Transformer architectures, one row each, with the shape figures that size their VRAM needs.
class ModelArchTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Columns {
        NameColumn,
        ArchitectureColumn,
        ParamsColumn,
        ActiveParamsColumn,
        LayersColumn,
        HiddenColumn,
        HeadsColumn,
        KvHeadsColumn,
        HeadDimColumn,
        AttentionColumn,
        ExpertsColumn,
        ContextColumn,
        VocabColumn,
        ColumnCount
    };
    Q_ENUM(Columns)

    enum Roles {
        IdRole = Qt::UserRole, ///< QString: the model id
        SortRole               ///< raw value: counts as qint64, text as QString
    };
    Q_ENUM(Roles)

    explicit ModelArchTableModel(QObject *parent = nullptr);
    ~ModelArchTableModel() override;

    void setModels(std::vector<ModelArch> models);
    const std::vector<ModelArch> &models() const { return m_models; }
    /// nullptr when @p row is out of range.
    const ModelArch *modelAt(int row) const;
    /// -1 when no model has @p id.
    int rowOf(const QString &id) const;

    /// A parameter count: "8.03 B", "494 M" (three significant digits).
    static QString paramsText(std::int64_t params);
    /// A context length in tokens: "128K" (K = 1,024 tokens, M = 1,048,576), else the exact count.
    static QString contextText(std::int64_t tokens);
    /// The attention pattern over one cycle: "full", "5 sliding (1,024) : 1 full", "MLA (rank 512)".
    static QString attentionText(const ModelArch &model);
    /// "8 experts, 2 active" (plus shared experts); empty for a dense model.
    static QString expertsText(const ModelArch &model);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant displayData(const ModelArch &model, int column) const;
    QVariant sortData(const ModelArch &model, int column) const;
    QString toolTip(const ModelArch &model, int column) const;

    std::vector<ModelArch> m_models;
};

} // namespace GpuPlan
