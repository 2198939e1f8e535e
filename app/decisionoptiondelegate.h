#pragma once

#include <QStyledItemDelegate>

namespace GpuPlan {

/**
 * Edits the cells of the Decision page's options table that offer choices (DecisionOptionModel's
 * ChoiceLabelsRole / ChoiceValuesRole: the SKU, the purchase mode) with a combo box; the SKU's is
 * editable with a completer that matches any part of the name. Other cells get the default editor.
 */
class DecisionOptionDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;
    /// A combo box is at least as wide as its names need (the column may be narrower).
    void updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option,
                              const QModelIndex &index) const override;
};

} // namespace GpuPlan
