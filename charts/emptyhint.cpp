#include "emptyhint.h"

#include <QAbstractItemView>
#include <QEvent>

namespace GpuPlan {

namespace {
QWidget *coveredWidget(QWidget *target)
{
    auto *area = qobject_cast<QAbstractScrollArea *>(target);
    return area ? area->viewport() : target;
}
} // namespace

EmptyHint::EmptyHint(QWidget *target, const QString &text)
    : QLabel(text, coveredWidget(target))
{
    setObjectName(QStringLiteral("emptyHint"));
    setAlignment(Qt::AlignCenter);
    setWordWrap(true);
    setMargin(24);
    setTextFormat(Qt::PlainText);
    // Opaque: the hint replaces what is under it (empty axes), in the palette's own colours (light or dark).
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Base);
    setForegroundRole(QPalette::PlaceholderText);
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 1.1);
    setFont(f);
    parentWidget()->installEventFilter(this);
    setGeometry(parentWidget()->rect());
    hide();
}

EmptyHint *EmptyHint::whileEmpty(QAbstractItemView *view, const QString &text, QAbstractItemModel *model)
{
    auto *hint = new EmptyHint(view, text);
    if (!model)
        model = view->model();
    Q_ASSERT(model);
    const auto update = [hint, model] { hint->setVisible(model->rowCount() == 0); };
    connect(model, &QAbstractItemModel::rowsInserted, hint, update);
    connect(model, &QAbstractItemModel::rowsRemoved, hint, update);
    connect(model, &QAbstractItemModel::modelReset, hint, update);
    connect(model, &QAbstractItemModel::layoutChanged, hint, update);
    update();
    return hint;
}

bool EmptyHint::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize)
        setGeometry(parentWidget()->rect());
    return QLabel::eventFilter(watched, event);
}

} // namespace GpuPlan
