#include "columnchooser.h"

#include <QEvent>
#include <QHeaderView>
#include <QMenu>

namespace GpuPlan {

ColumnChooser::ColumnChooser(QHeaderView *header, QWidget *parent)
    : QToolButton(parent)
    , m_header(header)
{
    setPopupMode(QToolButton::InstantPopup);
    setMenu(new QMenu(this));
    // Built when shown, so it follows the model's (translated) headers and the current visibility.
    connect(menu(), &QMenu::aboutToShow, this, &ColumnChooser::rebuildMenu);
    retranslateUi();
}

void ColumnChooser::rebuildMenu()
{
    QMenu *m = menu();
    m->clear();
    QAbstractItemModel *model = m_header->model();
    if (!model)
        return;
    for (int column = 0; column < model->columnCount(); ++column) {
        QAction *action = m->addAction(model->headerData(column, Qt::Horizontal).toString());
        action->setCheckable(true);
        action->setChecked(!m_header->isSectionHidden(column));
        connect(action, &QAction::toggled, this, [this, column](bool shown) {
            // Never hide the last visible column: the table would become unusable.
            if (!shown && m_header->count() - m_header->hiddenSectionCount() <= 1)
                return;
            m_header->setSectionHidden(column, !shown);
        });
    }
}

void ColumnChooser::retranslateUi()
{
    setText(tr("Columns"));
    setToolTip(tr("Choose which columns the table shows"));
}

void ColumnChooser::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QToolButton::changeEvent(event);
}

} // namespace GpuPlan
