#pragma once

#include <QToolButton>

class QHeaderView;

namespace GpuPlan {

/// A tool button whose menu shows and hides the columns of a table header.
class ColumnChooser : public QToolButton
{
    Q_OBJECT
public:
    explicit ColumnChooser(QHeaderView *header, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuildMenu();
    void retranslateUi();

    QHeaderView *m_header;
};

} // namespace GpuPlan
