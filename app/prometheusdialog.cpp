#include "prometheusdialog.h"

#include "io/prometheuspull.h"
#include "metrics/prompull.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QUrl>
#include <QVBoxLayout>

namespace GpuPlan {

PrometheusDialog::PrometheusDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Connect to Prometheus"));
    m_url = new QLineEdit(this);
    m_url->setPlaceholderText(QStringLiteral("http://prometheus:9090"));
    m_url->setToolTip(tr("The server's address with its path prefix: Prometheus (http://host:9090), Thanos Query, "
                         "Mimir (https://host/prometheus) or VictoriaMetrics (http://host:8428). They all answer the "
                         "Prometheus HTTP API."));
    m_tenant = new QLineEdit(this);
    m_tenant->setToolTip(tr("Sent as the X-Scope-OrgID header: the tenant of Mimir, Cortex or Thanos Receive. Leave "
                            "empty for a single-tenant server."));
    m_selector = new QLineEdit(this);
    m_selector->setPlaceholderText(QStringLiteral("{Hostname=~\"gpu-.*\"}"));
    m_selector->setToolTip(
        tr("Label matchers added to every series GpuPlan asks for, such as {Hostname=~\"gpu-.*\"} or "
           "{cluster=\"prod\"}. Empty: every GPU the server has."));
    m_auth = new QComboBox(this);
    m_auth->addItem(tr("None"), int(PrometheusSource::Auth::None));
    m_auth->addItem(tr("Bearer token"), int(PrometheusSource::Auth::Bearer));
    m_auth->addItem(tr("User and password (basic)"), int(PrometheusSource::Auth::Basic));
    m_username = new QLineEdit(this);
    m_secret = new QLineEdit(this);
    m_secret->setEchoMode(QLineEdit::Password);
    m_secret->setToolTip(tr("The token or password. It is never saved in the workspace: keep it in the desktop "
                            "keychain, or name a file that holds it."));
    m_remember = new QCheckBox(tr("Keep it in the desktop keychain"), this);
    m_remember->setChecked(true);
    m_tokenFile = new QLineEdit(this);
    m_tokenFile->setToolTip(
        tr("A file that holds the token or password (read at each pull), instead of the keychain."));
    m_ca = new QLineEdit(this);
    m_ca->setToolTip(tr("PEM certificates of the CA that signed the server's certificate, trusted in addition to the "
                        "system's."));
    m_cert = new QLineEdit(this);
    m_cert->setToolTip(tr("A PEM client certificate, for a server that asks for one (mutual TLS)."));
    m_key = new QLineEdit(this);
    m_key->setToolTip(tr("The client certificate's PEM private key (RSA or EC), when it is not in the same file."));
    m_step = new QSpinBox(this);
    m_step->setRange(0, 86400);
    m_step->setSuffix(tr(" s"));
    m_step->setSpecialValueText(tr("Automatic"));
    m_step->setToolTip(tr("The bucket the server aggregates each series into (mean, peak, counter growth). "
                          "Automatic: 60 s, or longer so that a series has about 300 buckets."));
    m_refresh = new QSpinBox(this);
    m_refresh->setRange(0, 24 * 60);
    m_refresh->setSuffix(tr(" min"));
    m_refresh->setSpecialValueText(tr("Never"));
    m_refresh->setToolTip(tr("The Fleet page pulls what is new every so many minutes while GpuPlan is open."));

    auto *form = new QFormLayout;
    // A row of a field and its Browse button: the label's mnemonic goes to the field.
    const auto withBrowse = [this, form](const QString &label, QLineEdit *edit, const QString &title) {
        auto *row = new QHBoxLayout;
        row->addWidget(edit, 1);
        auto *browse = new QPushButton(tr("Browse…"), this);
        connect(browse, &QPushButton::clicked, this, [this, edit, title] { chooseFile(edit, title); });
        row->addWidget(browse);
        auto *text = new QLabel(label, this);
        text->setBuddy(edit);
        form->addRow(text, row);
    };
    form->addRow(tr("&URL:"), m_url);
    form->addRow(tr("&Series selector:"), m_selector);
    form->addRow(tr("&Tenant:"), m_tenant);
    form->addRow(tr("&Authentication:"), m_auth);
    form->addRow(tr("User &name:"), m_username);
    form->addRow(tr("Token or &password:"), m_secret);
    form->addRow(QString(), m_remember);
    withBrowse(tr("…or read from &file:"), m_tokenFile, tr("Token or Password File"));
    withBrowse(tr("&CA certificates:"), m_ca, tr("CA Certificates"));
    withBrowse(tr("Client c&ertificate:"), m_cert, tr("Client Certificate"));
    withBrowse(tr("Client &key:"), m_key, tr("Client Key"));
    form->addRow(tr("B&ucket:"), m_step);
    form->addRow(tr("&Pull again every:"), m_refresh);

    m_test = new QPushButton(tr("&Test Connection"), this);
    m_result = new QLabel(this);
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *testRow = new QHBoxLayout;
    testRow->addWidget(m_test);
    testRow->addWidget(m_result, 1);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Save"));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    setMinimumWidth(560);
    layout->addLayout(testRow);
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_test, &QPushButton::clicked, this, &PrometheusDialog::testConnection);
    connect(m_auth, &QComboBox::currentIndexChanged, this, &PrometheusDialog::updateAuth);
    for (QLineEdit *edit : {m_url, m_selector})
        connect(edit, &QLineEdit::textChanged, this, &PrometheusDialog::validate);
    // Tab follows the form, not the order the fields were made in.
    QWidget *order[] = {m_url,       m_selector, m_tenant, m_auth, m_username, m_secret,  m_remember,
                        m_tokenFile, m_ca,       m_cert,   m_key,  m_step,     m_refresh, m_test};
    for (std::size_t i = 1; i < std::size(order); ++i)
        QWidget::setTabOrder(order[i - 1], order[i]);
    updateAuth();
    validate();
}

PrometheusDialog::~PrometheusDialog() = default;

QString PrometheusDialog::chooseFile(QLineEdit *edit, const QString &title)
{
    const QString file = QFileDialog::getOpenFileName(this, title, edit->text());
    if (!file.isEmpty())
        edit->setText(file);
    return file;
}

void PrometheusDialog::updateAuth()
{
    const auto auth = PrometheusSource::Auth(m_auth->currentData().toInt());
    m_username->setEnabled(auth == PrometheusSource::Auth::Basic);
    for (QWidget *w : std::initializer_list<QWidget *>{m_secret, m_remember, m_tokenFile})
        w->setEnabled(auth != PrometheusSource::Auth::None);
}

void PrometheusDialog::validate()
{
    const QUrl url(m_url->text().trimmed());
    std::string error;
    const bool urlOk = url.isValid()
        && (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https")) && !url.host().isEmpty();
    const bool selectorOk = Metrics::promSelectorMatchers(m_selector->text().toStdString(), &error).has_value();
    QString why;
    if (!urlOk && !m_url->text().trimmed().isEmpty())
        why = tr("The URL starts with http:// or https:// and names a host.");
    else if (!selectorOk)
        why = tr("Series selector: %1.").arg(QString::fromStdString(error));
    m_result->setText(why);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(urlOk && selectorOk);
    m_test->setEnabled(urlOk && selectorOk && !m_tests.isRunning());
}

void PrometheusDialog::setSource(const PrometheusSource &source)
{
    m_source = source;
    m_url->setText(source.url);
    m_tenant->setText(source.tenant);
    m_selector->setText(source.selector);
    m_auth->setCurrentIndex(m_auth->findData(int(source.auth)));
    m_username->setText(source.username);
    m_tokenFile->setText(source.tokenFile);
    m_ca->setText(source.caFile);
    m_cert->setText(source.certFile);
    m_key->setText(source.keyFile);
    m_step->setValue(source.stepSeconds);
    m_refresh->setValue(source.refreshMinutes);
    updateAuth();
    validate();
}

PrometheusSource PrometheusDialog::source() const
{
    PrometheusSource s = m_source;
    s.url = m_url->text().trimmed();
    while (s.url.endsWith(QLatin1Char('/')))
        s.url.chop(1);
    s.tenant = m_tenant->text().trimmed();
    s.selector = m_selector->text().trimmed();
    s.auth = PrometheusSource::Auth(m_auth->currentData().toInt());
    s.username = s.auth == PrometheusSource::Auth::Basic ? m_username->text().trimmed() : QString();
    s.tokenFile = s.auth == PrometheusSource::Auth::None ? QString() : m_tokenFile->text().trimmed();
    s.caFile = m_ca->text().trimmed();
    s.certFile = m_cert->text().trimmed();
    s.keyFile = m_key->text().trimmed();
    s.stepSeconds = m_step->value();
    s.refreshMinutes = m_refresh->value();
    return s;
}

QString PrometheusDialog::secret() const
{
    return source().auth == PrometheusSource::Auth::None ? QString() : m_secret->text();
}

void PrometheusDialog::setSecret(const QString &secret) { m_secret->setText(secret); }

bool PrometheusDialog::rememberSecret() const { return m_remember->isChecked() && !secret().isEmpty(); }

void PrometheusDialog::testConnection()
{
    const PrometheusSource s = source();
    const QString typed = secret();
    m_test->setEnabled(false);
    m_result->setText(tr("Asking %1…").arg(s.url));
    m_tests.start([s, typed](const JobControl &) { return probePrometheus(s, typed); },
                  [this](const PrometheusProbe &probe) {
                      const QString text = probe.ok
                          ? tr("%1 answers (version %2): %n GPU(s) in the last 24 hours, with %3 of the GPU "
                               "metrics GpuPlan reads.",
                               nullptr, probe.gpus)
                                .arg(m_url->text().trimmed(), probe.version)
                                .arg(probe.metrics.size())
                          : probe.message;
                      validate();
                      m_result->setText(text);
                      Q_EMIT testFinished(probe.ok, text);
                  });
}

} // namespace GpuPlan
