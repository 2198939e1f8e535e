#pragma once

#include "io/jobtracker.h"
#include "io/prometheussource.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace GpuPlan {

/**
 * Fleet > Connect to Prometheus: the server (Prometheus, or Thanos, Mimir, VictoriaMetrics: the URL with its
 * path prefix), its authentication (none, a bearer token or basic auth; the secret typed here goes to the
 * desktop keychain when asked, or is read from a file), the tenant header, a CA and a client certificate,
 * the series selector, the bucket and how often the Fleet page pulls again. Test Connection asks the server
 * (off the GUI thread) for its version and the GPUs it sees.
 */
class PrometheusDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PrometheusDialog(QWidget *parent = nullptr);
    ~PrometheusDialog() override;

    void setSource(const PrometheusSource &source);
    /// The source as filled in (id and last pull kept from setSource()).
    PrometheusSource source() const;
    /// The token or password typed in (empty: none typed; a file or the keychain holds it).
    QString secret() const;
    void setSecret(const QString &secret);
    /// Keep the typed secret in the desktop keychain.
    bool rememberSecret() const;

    QLineEdit *urlEdit() const { return m_url; }
    QLineEdit *selectorEdit() const { return m_selector; }
    QPushButton *testButton() const { return m_test; }
    QLabel *testResult() const { return m_result; }

    /// Tests the connection as filled in; the answer shows under the form (testFinished()).
    void testConnection();

Q_SIGNALS:
    void testFinished(bool ok, const QString &text);

private:
    void updateAuth();
    void validate();
    QString chooseFile(QLineEdit *edit, const QString &title);

    PrometheusSource m_source;
    QLineEdit *m_url = nullptr;
    QLineEdit *m_tenant = nullptr;
    QLineEdit *m_selector = nullptr;
    QComboBox *m_auth = nullptr;
    QLineEdit *m_username = nullptr;
    QLineEdit *m_secret = nullptr;
    QLineEdit *m_tokenFile = nullptr;
    QCheckBox *m_remember = nullptr;
    QLineEdit *m_ca = nullptr;
    QLineEdit *m_cert = nullptr;
    QLineEdit *m_key = nullptr;
    QSpinBox *m_step = nullptr;
    QSpinBox *m_refresh = nullptr;
    QPushButton *m_test = nullptr;
    QLabel *m_result = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    JobTracker m_tests{this};
};

} // namespace GpuPlan
