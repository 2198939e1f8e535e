#pragma once

#include <QWidget>

QT_BEGIN_NAMESPACE
class QAbstractItemModel;
class QChartView;
class QComboBox;
QT_END_NAMESPACE

namespace GpuPlan {

/**
 * The intake failure chart of a SourceRecordModel (IntakeFailureChartBuilder) with a choice of grouping: per
 * channel (the default), seller, SKU + condition or lot. Rebuilt whenever the model changes.
 */
class IntakeFailureChart : public QWidget
{
    Q_OBJECT
public:
    explicit IntakeFailureChart(QWidget *parent = nullptr);
    ~IntakeFailureChart() override;

    void setModel(QAbstractItemModel *model);
    /// The SourceRecordModel::Group shown.
    int group() const;
    void setGroup(int group);
    /// The sources drawn now.
    int recordCount() const;
    QComboBox *groupCombo() const { return m_group; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void retranslateUi();

    QAbstractItemModel *m_model = nullptr;
    QComboBox *m_group = nullptr;
    QChartView *m_view = nullptr;
};

} // namespace GpuPlan
