#pragma once

#include "quotes/quotemapping.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTableWidget;

namespace GpuPlan {

/**
 * How a seller's quote sheet is read: the header row, each column's field, a decimal comma and the values the sheet
 * does not repeat on every row (seller, channel, condition, currency, date). Pre-filled with the mapping proposed
 * for the file; named presets are JSON files (the "gpuplan-quote-mapping" schema the CLI's --mapping reads) in the
 * data directory (quote-mappings/NAME.json), so the next quote from the same seller imports with one click.
 */
class QuoteMappingDialog : public QDialog
{
    Q_OBJECT
public:
    /// @p problems: what reading the file with the proposed mapping found (shown above the table), or empty.
    QuoteMappingDialog(const QString &fileName, const QuoteColumnMapping &proposed, const QString &problems,
                       QWidget *parent = nullptr);
    ~QuoteMappingDialog() override;

    QuoteColumnMapping mapping() const;
    void setMapping(const QuoteColumnMapping &mapping);

    static QString presetDirectory();
    static QStringList presetNames();
    bool savePreset(const QString &name, QString *error = nullptr);
    bool loadPreset(const QString &name, QString *error = nullptr);

private:
    void refreshPresets();
    void askPresetName();

    QuoteColumnMapping m_base;
    QSpinBox *m_headerRow = nullptr;
    QCheckBox *m_decimalComma = nullptr;
    QTableWidget *m_table = nullptr;
    QLineEdit *m_seller = nullptr;
    QComboBox *m_channel = nullptr;
    QComboBox *m_condition = nullptr;
    QLineEdit *m_currency = nullptr;
    QLineEdit *m_date = nullptr;
    QComboBox *m_presets = nullptr;
    QLabel *m_message = nullptr;
};

} // namespace GpuPlan
