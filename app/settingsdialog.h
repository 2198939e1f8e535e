#pragma once

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLineEdit;

namespace GpuPlan {

class AppSettings;

/// Language, money and default workspace. Changes are written by apply() when the user accepts.
class SettingsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit SettingsDialog(AppSettings &settings, QWidget *parent = nullptr);

    void apply();

private:
    void browseWorkspace();

    AppSettings &m_settings;
    QComboBox *m_language;
    QLineEdit *m_currency;
    QDoubleSpinBox *m_exchangeRate;
    QDoubleSpinBox *m_electricity;
    QLineEdit *m_workspace;
};

} // namespace GpuPlan
