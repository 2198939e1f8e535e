// The run half of ProbesPage: starting gpuplan-probe, cancelling it, how a run ends, and storing it.
#include "probespage.h"
#include "viewsetup.h"

#include "proberesultspanel.h"
#include "proberunform.h"

#include "charts/probelivechartview.h"
#include "io/appsettings.h"
#include "io/probelistjob.h"
#include "io/probeprocess.h"
#include "io/proberunner.h"
#include "io/probesession.h"
#include "io/workspacestore.h"

#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTableView>

namespace GpuPlan {

void ProbesPage::start(bool burnin)
{
    const Probe::DeviceInfo *device = m_form->currentDevice();
    if (!device || isRunning())
        return;
    m_burnin = burnin;
    ProbeRequest request = m_form->request(burnin);
    request.timeoutMs = m_timeoutOverrideMs;
    const QString deviceName = QString::fromStdString(device->name);
    m_settings.setProbeDevice(request.deviceId);
    m_settings.setBurnInMinutes(m_form->burnInMinutes());

    m_message->hide();
    m_historyView->clearSelection();
    m_resultsPanel->clear(tr("This run on %1").arg(deviceName), m_form->selectedSku());
    m_chart->reset(burnin ? ProbeLiveChartBuilder::Mode::BurnIn : ProbeLiveChartBuilder::Mode::Run, deviceName,
                   tr("Waiting for the first values from %1…").arg(deviceName));
    m_progress->setValue(0);
    m_status->setText(burnin ? tr("Starting the burn-in…") : tr("Starting the measurement…"));
    setBusy(true);
    m_session->start(*device, request);
}

void ProbesPage::cancel()
{
    if (!isRunning())
        return;
    m_status->setText(tr("Cancelling: the runner stops and sends what it measured so far…"));
    m_cancel->setEnabled(false);
    m_session->cancel();
}

void ProbesPage::onFinished(Probe::ExitCode code)
{
    const int count = static_cast<int>(m_session->process()->results().size());
    switch (code) {
    case Probe::ExitCode::Ok:
        m_progress->setValue(1000);
        m_status->setText(m_burnin ? tr("Burn-in finished: the card passed.")
                                   : tr("Finished: %n test(s) measured and verified.", nullptr, count));
        break;
    case Probe::ExitCode::BurnInQuarantine:
    case Probe::ExitCode::BurnInReject:
        m_progress->setValue(1000);
        m_status->setText(tr("Burn-in finished: %1.").arg(ProbeRunner::exitCodeText(code)));
        break;
    case Probe::ExitCode::Cancelled:
        m_status->setText(tr("Cancelled; %n result(s) kept.", nullptr, count));
        break;
    default:
        m_status->setText(
            tr("The run ended with exit code %1.").arg(ProbeRunner::exitCodeWithMeaning(m_session->run().exitCode)));
        QStringList said;
        for (const Probe::ErrorLine &e : m_session->process()->errors())
            said << QString::fromStdString(e.message);
        //: %1 what the exit code means, %2 the runner's error lines
        showMessage(said.isEmpty() ? ProbeRunner::exitCodeText(code)
                                   : tr("%1: %2").arg(ProbeRunner::exitCodeText(code), said.join(QStringLiteral("; "))),
                    true);
        break;
    }
    endRun();
}

void ProbesPage::onFailed(const QString &message)
{
    m_status->setText(tr("The run failed; the page is ready for another."));
    showMessage(message, true);
    endRun();
}

void ProbesPage::endRun()
{
    setBusy(false);
    // Without an open workspace there is nowhere to keep it.
    if (m_session->keepsRun() && m_store.isOpen()) {
        if (m_session->save(m_store) == 0)
            showMessage(tr("The run could not be stored in the workspace: %1").arg(m_store.lastError()), true);
        loadHistory();
    }
    Q_EMIT runDone();
}

void ProbesPage::setBusy(bool busy)
{
    m_form->setBusy(busy);
    m_cancel->setEnabled(busy);
    m_refresh->setEnabled(!busy && !m_listJob->isRunning());
    m_historyView->setEnabled(!busy);
}

void ProbesPage::showMessage(const QString &text, bool error)
{
    m_message->setText(text);
    m_message->setStyleSheet(messageBoxStyle(error));
    m_message->show();
}

} // namespace GpuPlan
