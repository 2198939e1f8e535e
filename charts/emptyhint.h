#pragma once

#include <QLabel>

QT_BEGIN_NAMESPACE
class QAbstractItemModel;
class QAbstractItemView;
QT_END_NAMESPACE

namespace GpuPlan {

/**
 * What to do instead of an empty view: a centred, wrapped hint that covers a widget (an item view's viewport, a
 * chart) while it has nothing to show, so that a page with no data says how to get some rather than drawing empty
 * axes or an empty table. Its object name is "emptyHint"; it follows the covered widget's size.
 */
class EmptyHint : public QLabel
{
    Q_OBJECT
public:
    /// Covers @p target (the viewport when it is a scroll area such as an item or chart view); hidden until shown.
    EmptyHint(QWidget *target, const QString &text);

    /// A hint over @p view, shown exactly while @p model (by default the view's own, which it must have already)
    /// has no rows, followed through inserts, removals and resets. Pass the source model of a filtering proxy so
    /// that a search with no match does not read as "no data".
    static EmptyHint *whileEmpty(QAbstractItemView *view, const QString &text, QAbstractItemModel *model = nullptr);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
};

} // namespace GpuPlan
