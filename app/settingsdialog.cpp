#include "settingsdialog.h"

#include "io/appsettings.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>

namespace GpuPlan {

SettingsDialog::SettingsDialog(AppSettings &settings, QWidget *parent)
    : QDialog(parent)
    , m_settings(settings)
    , m_language(new QComboBox(this))
    , m_currency(new QLineEdit(this))
    , m_exchangeRate(new QDoubleSpinBox(this))
    , m_electricity(new QDoubleSpinBox(this))
    , m_workspace(new QLineEdit(this))
{
    setWindowTitle(tr("Preferences"));
    m_language->addItem(tr("System language"), QString());
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("Français"), QStringLiteral("fr"));
    m_language->setCurrentIndex(std::max(0, m_language->findData(m_settings.language())));

    m_currency->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[A-Z]{3}")), m_currency));
    m_currency->setText(m_settings.currency());
    m_currency->setToolTip(tr("ISO 4217 code of the currency to show prices in, e.g. USD, EUR, GBP"));
    m_exchangeRate->setDecimals(4);
    m_exchangeRate->setRange(0.0001, 100000);
    m_exchangeRate->setValue(m_settings.exchangeRatePerUsd());
    m_exchangeRate->setToolTip(tr("How many units of your currency one US dollar buys. Catalog prices are in US "
                                  "dollars and are converted with this rate."));
    m_electricity->setDecimals(3);
    m_electricity->setRange(0, 10);
    m_electricity->setSuffix(tr(" USD/kWh"));
    m_electricity->setValue(m_settings.electricityUsdPerKwh());
    m_electricity->setToolTip(tr("What one kilowatt-hour costs you, including cooling overhead if you want it "
                                 "counted; used for energy cost and TCO."));
    m_workspace->setText(m_settings.defaultWorkspace());
    auto *browse = new QPushButton(tr("Browse…"), this);
    connect(browse, &QPushButton::clicked, this, &SettingsDialog::browseWorkspace);
    auto *workspaceRow = new QHBoxLayout;
    workspaceRow->addWidget(m_workspace, 1);
    workspaceRow->addWidget(browse);

    auto *form = new QFormLayout;
    form->addRow(tr("&Language:"), m_language);
    form->addRow(tr("&Currency:"), m_currency);
    form->addRow(tr("&Exchange rate (per USD):"), m_exchangeRate);
    form->addRow(tr("E&lectricity price:"), m_electricity);
    form->addRow(tr("&Default workspace:"), workspaceRow);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    setMinimumWidth(520);
}

void SettingsDialog::browseWorkspace()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Default Workspace"), m_workspace->text(),
                                                      tr("GpuPlan workspaces (*.gpuplan)"), nullptr,
                                                      QFileDialog::DontConfirmOverwrite);
    if (!path.isEmpty())
        m_workspace->setText(path);
}

void SettingsDialog::apply()
{
    m_settings.setLanguage(m_language->currentData().toString());
    if (m_currency->hasAcceptableInput())
        m_settings.setCurrency(m_currency->text());
    m_settings.setExchangeRatePerUsd(m_exchangeRate->value());
    m_settings.setElectricityUsdPerKwh(m_electricity->value());
    if (!m_workspace->text().trimmed().isEmpty())
        m_settings.setDefaultWorkspace(m_workspace->text().trimmed());
}

} // namespace GpuPlan
