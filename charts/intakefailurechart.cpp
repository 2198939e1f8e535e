#include "intakefailurechart.h"

#include "intakefailurechartbuilder.h"
#include "item/sourcerecordmodel.h"

#include <QAbstractItemModel>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QVBoxLayout>

namespace GpuPlan {

IntakeFailureChart::IntakeFailureChart(QWidget *parent)
    : QWidget(parent)
{
    m_group = new QComboBox(this);
    m_group->setObjectName(QStringLiteral("intakeChartGroup"));
    for (int g = 0; g < 4; ++g)
        m_group->addItem(QString(), g);
    m_view = new QChartView(this);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(220);
    auto *top = new QHBoxLayout;
    top->addStretch();
    top->addWidget(m_group);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);
    connect(m_group, &QComboBox::currentIndexChanged, this, &IntakeFailureChart::rebuild);
    retranslateUi();
    rebuild();
}

IntakeFailureChart::~IntakeFailureChart() = default;

void IntakeFailureChart::setModel(QAbstractItemModel *model)
{
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    if (m_model) {
        connect(m_model, &QAbstractItemModel::modelReset, this, &IntakeFailureChart::rebuild);
        connect(m_model, &QAbstractItemModel::dataChanged, this, &IntakeFailureChart::rebuild);
    }
    rebuild();
}

int IntakeFailureChart::group() const { return m_group->currentData().toInt(); }

void IntakeFailureChart::setGroup(int group) { m_group->setCurrentIndex(m_group->findData(group)); }

int IntakeFailureChart::recordCount() const
{
    return m_model ? IntakeFailureChartBuilder::recordCount(*m_model, group()) : 0;
}

void IntakeFailureChart::rebuild()
{
    if (!m_model)
        return;
    QChart *old = m_view->chart();
    m_view->setChart(IntakeFailureChartBuilder::build(*m_model, group(),
                                                      SourceRecordModel::groupName(SourceRecordModel::Group(group()))));
    delete old;
}

void IntakeFailureChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        rebuild();
    }
    QWidget::changeEvent(event);
}

void IntakeFailureChart::retranslateUi()
{
    m_group->setToolTip(tr("Which sources the chart compares"));
    const QString names[] = {tr("Per channel"), tr("Per seller"), tr("Per SKU + condition"), tr("Per lot")};
    for (int i = 0; i < m_group->count(); ++i)
        m_group->setItemText(i, names[i]);
}

} // namespace GpuPlan
