#include "decisionoptiondelegate.h"

#include "item/decisionoptionmodel.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QCompleter>

#include <algorithm>

namespace GpuPlan {

QWidget *DecisionOptionDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                                              const QModelIndex &index) const
{
    const QStringList labels = index.data(DecisionOptionModel::ChoiceLabelsRole).toStringList();
    const QVariantList values = index.data(DecisionOptionModel::ChoiceValuesRole).toList();
    if (labels.isEmpty() || labels.size() != values.size())
        return QStyledItemDelegate::createEditor(parent, option, index);
    auto *box = new QComboBox(parent);
    box->setObjectName(QStringLiteral("decisionChoiceEditor"));
    for (qsizetype i = 0; i < labels.size(); ++i)
        box->addItem(labels.at(i), values.at(i));
    if (index.column() == DecisionOptionModel::SkuColumn) {
        box->setEditable(true);
        box->setInsertPolicy(QComboBox::NoInsert);
        box->completer()->setFilterMode(Qt::MatchContains);
        box->completer()->setCompletionMode(QCompleter::PopupCompletion);
        box->completer()->setCaseSensitivity(Qt::CaseInsensitive);
    }
    box->setMinimumContentsLength(index.column() == DecisionOptionModel::SkuColumn ? 22 : 12);
    box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    // A choice made in the list is committed at once, as a spin box commits on Enter.
    connect(box, &QComboBox::activated, this, [this, box] {
        auto *self = const_cast<DecisionOptionDelegate *>(this);
        Q_EMIT self->commitData(box);
        Q_EMIT self->closeEditor(box);
    });
    return box;
}

void DecisionOptionDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    auto *box = qobject_cast<QComboBox *>(editor);
    if (!box) {
        QStyledItemDelegate::setEditorData(editor, index);
        return;
    }
    box->setCurrentIndex(box->findData(index.data(Qt::EditRole)));
}

void DecisionOptionDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    auto *box = qobject_cast<QComboBox *>(editor);
    if (!box) {
        QStyledItemDelegate::setModelData(editor, model, index);
        return;
    }
    // A typed name counts only when it is one of the choices; anything else leaves the cell as it was.
    int row = box->currentIndex();
    if (box->isEditable()) {
        row = box->findText(box->currentText(), Qt::MatchFixedString);
        if (row < 0)
            return;
    }
    const QVariant value = box->itemData(row);
    if (row >= 0 && value != index.data(Qt::EditRole))
        model->setData(index, value, Qt::EditRole);
}

void DecisionOptionDelegate::updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option,
                                                  const QModelIndex &index) const
{
    QStyledItemDelegate::updateEditorGeometry(editor, option, index);
    if (auto *box = qobject_cast<QComboBox *>(editor)) {
        QRect rect = option.rect;
        rect.setWidth(std::max(rect.width(), box->sizeHint().width()));
        box->setGeometry(rect);
        if (box->completer() && box->completer()->popup())
            box->completer()->popup()->setMinimumWidth(rect.width());
    }
}

} // namespace GpuPlan
