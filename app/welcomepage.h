#pragma once

#include <QWidget>

QT_BEGIN_NAMESPACE
class QCommandLinkButton;
class QLabel;
QT_END_NAMESPACE

namespace GpuPlan {

/// The first view of a new (empty) workspace: three ways in, each routed by the main window to its page.
/// Help > Welcome shows it again.
class WelcomePage : public QWidget
{
    Q_OBJECT
public:
    explicit WelcomePage(QWidget *parent = nullptr);

Q_SIGNALS:
    void compareRequested(); ///< "Compare GPUs for a model": the Workload page
    void importRequested();  ///< "Import fleet data": the Fleet page (its hint lists the formats)
    void demoRequested();    ///< "Open the demo decision": the Decision page with the shipped demo scenario

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QLabel *m_title = nullptr;
    QLabel *m_intro = nullptr;
    QCommandLinkButton *m_compare = nullptr;
    QCommandLinkButton *m_import = nullptr;
    QLabel *m_formats = nullptr;
    QCommandLinkButton *m_demo = nullptr;
    QLabel *m_footer = nullptr;
};

} // namespace GpuPlan
