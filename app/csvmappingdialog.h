#pragma once

#include "import/genericcsv/csvcolumnmapping.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QTableWidget;

namespace GpuPlan {

/**
 * What the columns of a CSV no importer recognises mean: a row per header column with its target field,
 * unit scale and a sample value; the separator and decimal comma. Pre-filled by proposeCsvMapping();
 * named presets are JSON files in the data directory (csv-mappings/NAME.json) so the next file from the
 * same tool imports with one click.
 */
class CsvMappingDialog : public QDialog
{
    Q_OBJECT
public:
    /// @p headerLine and @p sampleLine: the file's first two lines.
    CsvMappingDialog(const QString &fileName, const QString &headerLine, const QString &sampleLine,
                     QWidget *parent = nullptr);
    ~CsvMappingDialog() override;

    /// Reads the first lines of @p path (nullptr when it cannot be read).
    static CsvMappingDialog *forFile(const QString &path, QWidget *parent = nullptr);

    CsvColumnMapping mapping() const;
    void setMapping(const CsvColumnMapping &mapping);
    QTableWidget *table() const { return m_table; }
    /// The field chosen for the header column @p row.
    CsvField fieldAt(int row) const;

    /// Where presets live; overridable for tests.
    static QString presetDirectory();
    static QStringList presetNames();
    bool savePreset(const QString &name, QString *error = nullptr);
    bool loadPreset(const QString &name, QString *error = nullptr);

private:
    void rebuildRows();
    void refreshPresets();
    void askPresetName();
    char separator() const;

    QString m_header;
    QString m_sample;
    QComboBox *m_separator = nullptr;
    QCheckBox *m_decimalComma = nullptr;
    QTableWidget *m_table = nullptr;
    QComboBox *m_presets = nullptr;
    QLabel *m_message = nullptr;
};

} // namespace GpuPlan
