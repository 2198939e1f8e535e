#include "workspacepasswords.h"

#include "io/workspacelocation.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QEventLoop>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QTimer>
#include <QVBoxLayout>

#include <qt6keychain/keychain.h>

namespace GpuPlan {

namespace {
const QString kWorkspaceKeychainService = QStringLiteral("GpuPlan PostgreSQL");
// A keychain that does not answer (no Secret Service on the session bus) must not freeze the window.
constexpr int kKeychainTimeoutMs = 10000;

// Runs @p job to its end or the timeout; false when it timed out.
bool runJob(QKeychain::Job *job)
{
    QEventLoop loop;
    bool finished = false;
    QObject::connect(job, &QKeychain::Job::finished, &loop, [&] {
        finished = true;
        loop.quit();
    });
    QTimer::singleShot(kKeychainTimeoutMs, &loop, &QEventLoop::quit);
    job->start();
    if (!finished)
        loop.exec(QEventLoop::ExcludeUserInputEvents);
    return finished;
}
} // namespace

QString WorkspacePasswords::keyOf(const WorkspaceLocation &l)
{
    const QString service = l.option(QStringLiteral("service"));
    return QStringList{l.option(QStringLiteral("host")), l.option(QStringLiteral("port")),
                       l.option(QStringLiteral("dbname")), l.option(QStringLiteral("user")),
                       service.isEmpty() ? QString() : QStringLiteral("service=") + service}
        .join(QLatin1Char('|'));
}

QString WorkspacePasswords::stored(const WorkspaceLocation &location, QString *error)
{
    auto *job = new QKeychain::ReadPasswordJob(kWorkspaceKeychainService);
    job->setAutoDelete(false);
    job->setKey(keyOf(location));
    QString password;
    if (!runJob(job)) {
        if (error)
            *error = QCoreApplication::translate("WorkspacePasswords", "the desktop keychain does not answer");
    } else if (job->error() == QKeychain::NoError) {
        password = job->textData();
    } else if (job->error() != QKeychain::EntryNotFound && error) {
        *error = job->errorString();
    }
    job->deleteLater();
    return password;
}

QString WorkspacePasswords::store(const WorkspaceLocation &location, const QString &password)
{
    auto *job = new QKeychain::WritePasswordJob(kWorkspaceKeychainService);
    job->setAutoDelete(false);
    job->setKey(keyOf(location));
    job->setTextData(password);
    QString error;
    if (!runJob(job))
        error = QCoreApplication::translate("WorkspacePasswords", "the desktop keychain does not answer");
    else if (job->error() != QKeychain::NoError)
        error = job->errorString();
    job->deleteLater();
    return error;
}

std::optional<QString> WorkspacePasswords::ask(QWidget *parent, const WorkspaceLocation &location,
                                               const QString &problem, bool *remember)
{
    QDialog dialog(parent);
    dialog.setWindowTitle(QCoreApplication::translate("WorkspacePasswords", "Team Workspace Password"));
    auto *text = new QLabel(QCoreApplication::translate("WorkspacePasswords", "The server asks for the password of %1.")
                                .arg(location.displayName()),
                            &dialog);
    text->setWordWrap(true);
    auto *why = new QLabel(problem, &dialog);
    why->setWordWrap(true);
    why->setVisible(!problem.isEmpty());
    auto *password = new QLineEdit(&dialog);
    password->setEchoMode(QLineEdit::Password);
    auto *keep
        = new QCheckBox(QCoreApplication::translate("WorkspacePasswords", "&Keep it in the desktop keychain"), &dialog);
    keep->setToolTip(QCoreApplication::translate(
        "WorkspacePasswords",
        "GpuPlan then opens this workspace without asking; settings and the recent list never "
        "hold the password."));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto *form = new QFormLayout;
    form->addRow(QCoreApplication::translate("WorkspacePasswords", "&Password:"), password);
    auto *layout = new QVBoxLayout(&dialog);
    layout->addWidget(text);
    layout->addWidget(why);
    layout->addLayout(form);
    layout->addWidget(keep);
    layout->addWidget(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    if (remember)
        *remember = keep->isChecked();
    return password->text();
}

} // namespace GpuPlan
