// Burn-in of an intake card: gpuplan-probe run on the card through the Probes machinery (ProbeListJob finds it
// among this machine's devices, ProbeSession runs and stores the burn-in), or an operator's telemetry log judged by
// the fleet's imported burn-in rule; either verdict moves the card from in-pool with its evidence.
#include "intakepage.h"

#include "io/appsettings.h"
#include "io/burninlog.h"
#include "io/probelistjob.h"
#include "io/probeprocess.h"
#include "io/proberunner.h"
#include "io/probesession.h"
#include "io/workspacestore.h"
#include "item/probespec.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QPushButton>

namespace GpuPlan {

namespace {
CardState burnInCardState(Probe::VerdictKind verdict)
{
    switch (verdict) {
    case Probe::VerdictKind::Pass:
        return CardState::Pass;
    case Probe::VerdictKind::Quarantine:
        return CardState::Quarantine;
    case Probe::VerdictKind::Reject:
        return CardState::Reject;
    }
    return CardState::Quarantine;
}

bool burnInIsCard(const Probe::DeviceInfo &device, const IntakeCard &card)
{
    if (!device.uuid.empty() && !card.uuid.empty())
        return QString::fromStdString(device.uuid).compare(QString::fromStdString(card.uuid), Qt::CaseInsensitive) == 0;
    return !device.serial.empty() && device.serial == card.serial;
}

// The class and spec a card of @p skuId is judged against, as the Probes page's form sets them.
void burnInCriteriaFor(const Catalog &catalog, const std::string &skuId, ProbeRequest &request)
{
    const GpuSku *sku = catalog.findSku(skuId);
    if (!sku)
        return;
    request.skuClass = QString::fromLatin1(segmentKey(sku->segment));
    if (const auto spec = ProbeSpec::forTest(*sku, "bandwidth.triad"))
        request.criteria.specBandwidthGBs = spec->value;
    if (const auto spec = ProbeSpec::forTest(*sku, "compute.fp32_fma"))
        request.criteria.specFp32Gflops = spec->value;
}
} // namespace

bool IntakePage::applyVerdict(const QString &serial, Probe::VerdictKind verdict, const QString &evidence,
                              const QString &note)
{
    return changeState(serial, burnInCardState(verdict), evidence, note);
}

bool IntakePage::isBurningIn() const { return m_session && m_session->isRunning(); }

void IntakePage::startBurnIn()
{
    const QString serial = selectedSerial();
    const std::optional<IntakeCard> card = serial.isEmpty() ? std::nullopt : m_store.intakeCard(serial);
    if (!card || isBurningIn() || (m_listJob && m_listJob->isRunning()))
        return;
    if (card->state != CardState::InPool) {
        showError(tr("Start Burn-in"),
                  tr("The card %1 is %2: only a card in the pool (in-pool) is burned in. Move "
                     "it to in-pool first.")
                      .arg(serial, QString::fromLatin1(cardStateKey(card->state))));
        return;
    }
    if (!m_listJob) {
        m_listJob = new ProbeListJob(this);
        m_session = new ProbeSession(this);
        connect(m_session, &ProbeSession::finished, this, &IntakePage::onBurnInFinished);
        connect(m_session, &ProbeSession::failed, this, &IntakePage::onBurnInFailed);
        connect(m_listJob, &ProbeListJob::failed, this, [this](const QString &message) {
            m_burnInStatus->setText(tr("gpuplan-probe could not list this machine's devices."));
            showError(tr("Start Burn-in"), message);
            Q_EMIT burnInDone();
        });
        connect(m_listJob, &ProbeListJob::finished, this, [this](const Probe::ListReport &report) {
            const std::optional<IntakeCard> c = m_store.intakeCard(m_burnInSerial);
            const Probe::DeviceInfo *device = nullptr;
            QStringList seen;
            for (const Probe::DeviceInfo &d : report.devices) {
                seen << QStringLiteral("%1 (%2)").arg(QString::fromStdString(d.id),
                                                      QString::fromStdString(d.serial.empty() ? d.uuid : d.serial));
                if (c && burnInIsCard(d, *c))
                    device = &d;
            }
            if (!c || !device) {
                m_burnInStatus->setText(tr("The card is not in this machine."));
                showError(tr("Start Burn-in"),
                          tr("The card %1 is not among the devices gpuplan-probe sees on this machine (by UUID, else "
                             "serial): %2. Install it here, or import a burn-in log recorded where it is.")
                              .arg(m_burnInSerial, seen.isEmpty() ? tr("none") : seen.join(QStringLiteral(", "))));
                Q_EMIT burnInDone();
                return;
            }
            ProbeRequest request;
            request.burnin = true;
            request.deviceId = QString::fromStdString(device->id);
            request.minutes = m_settings.burnInMinutes() > 0 ? m_settings.burnInMinutes() : 30.0;
            request.timeoutMs = m_probeTimeoutMs;
            request.note = tr("Intake burn-in of card %1").arg(m_burnInSerial);
            if (const std::optional<IntakeLot> lot = m_store.intakeLot(c->lotId))
                burnInCriteriaFor(m_store.catalog(), lot->quote.skuId, request);
            m_burnInStatus->setText(
                tr("Burning in %1 on %2 (%3 minutes)…").arg(m_burnInSerial, request.deviceId).arg(*request.minutes));
            m_session->start(*device, request);
            updateActions();
        });
    }
    m_burnInSerial = serial;
    m_burnInStatus->setText(tr("Looking for the card %1 among this machine's devices…").arg(serial));
    m_listJob->start(m_probeTimeoutMs > 0 ? m_probeTimeoutMs : 30000);
    updateActions();
}

void IntakePage::cancelBurnIn()
{
    if (m_listJob && m_listJob->isRunning())
        m_listJob->cancel();
    if (isBurningIn())
        m_session->cancel();
}

void IntakePage::onBurnInFinished(Probe::ExitCode code)
{
    const qint64 runId = m_session->keepsRun() ? m_session->save(m_store) : 0;
    const std::optional<Probe::BurnInVerdict> verdict = m_session->process()->verdict();
    if (runId == 0 || !verdict || code == Probe::ExitCode::Cancelled) {
        m_burnInStatus->setText(tr("The burn-in of %1 ended without a verdict (%2); the card stays in the pool.")
                                    .arg(m_burnInSerial, ProbeRunner::exitCodeText(code)));
        if (runId == 0 && m_session->keepsRun())
            showError(tr("Start Burn-in"), tr("The run could not be stored: %1").arg(m_store.lastError()));
    } else if (applyVerdict(m_burnInSerial, verdict->verdict, tr("probe run %1").arg(runId),
                            tr("burn-in: %1").arg(QString::fromLatin1(Probe::verdictKey(verdict->verdict))))) {
        m_burnInStatus->setText(tr("Burn-in of %1: %2 (probe run %3).")
                                    .arg(m_burnInSerial, QString::fromLatin1(Probe::verdictKey(verdict->verdict)))
                                    .arg(runId));
    }
    updateActions();
    Q_EMIT burnInDone();
}

void IntakePage::onBurnInFailed(const QString &message)
{
    if (m_session->keepsRun())
        m_session->save(m_store); // a card that crashes its runner is an intake finding in itself
    m_burnInStatus->setText(tr("The burn-in of %1 failed; the card stays in the pool.").arg(m_burnInSerial));
    showError(tr("Start Burn-in"), message);
    updateActions();
    Q_EMIT burnInDone();
}

void IntakePage::chooseBurnInLog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import Burn-in Log"));
    if (!path.isEmpty())
        importBurnInLog(path);
}

bool IntakePage::importBurnInLog(const QString &path)
{
    const QString serial = selectedSerial();
    const std::optional<IntakeCard> card = serial.isEmpty() ? std::nullopt : m_store.intakeCard(serial);
    if (!card) {
        showError(tr("Import Burn-in Log"), tr("Select the card the log is about first."));
        return false;
    }
    if (card->state != CardState::InPool) {
        showError(tr("Import Burn-in Log"),
                  tr("The card %1 is %2: a burn-in verdict applies to a card in the pool (in-pool). Nothing was "
                     "imported.")
                      .arg(serial, QString::fromLatin1(cardStateKey(card->state))));
        return false;
    }
    ProbeRequest request;
    if (const std::optional<IntakeLot> lot = m_store.intakeLot(card->lotId))
        burnInCriteriaFor(m_store.catalog(), lot->quote.skuId, request);
    const BurnInLogResult result = judgeBurnInLog(m_store, path, *card, ProbeSession::criteria(request));
    if (!result.verdict) {
        showError(tr("Import Burn-in Log"), result.error);
        return false;
    }
    return applyVerdict(
        serial, result.verdict->verdict, QFileInfo(path).fileName(),
        tr("imported burn-in log: %1").arg(QString::fromLatin1(Probe::verdictKey(result.verdict->verdict))));
}

} // namespace GpuPlan
