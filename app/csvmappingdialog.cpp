#include "csvmappingdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTableWidget>
#include <QVBoxLayout>

namespace GpuPlan {
namespace {

enum Column { HeaderCol, SampleCol, FieldCol, ScaleCol };

constexpr CsvField kFields[]
    = {CsvField::Ignore,   CsvField::Node,        CsvField::Index,       CsvField::Uuid,      CsvField::Serial,
       CsvField::PciBusId, CsvField::Name,        CsvField::Time,        CsvField::SmClock,   CsvField::MemClock,
       CsvField::Power,    CsvField::Temperature, CsvField::Utilization, CsvField::MemoryUsed};

QString fieldText(CsvField f)
{
    switch (f) {
    case CsvField::Ignore:
        return CsvMappingDialog::tr("(ignore)");
    case CsvField::Node:
        return CsvMappingDialog::tr("Node (host name)");
    case CsvField::Index:
        return CsvMappingDialog::tr("GPU index");
    case CsvField::Uuid:
        return CsvMappingDialog::tr("GPU UUID");
    case CsvField::Serial:
        return CsvMappingDialog::tr("Serial number");
    case CsvField::PciBusId:
        return CsvMappingDialog::tr("PCI bus ID");
    case CsvField::Name:
        return CsvMappingDialog::tr("GPU name");
    case CsvField::Time:
        return CsvMappingDialog::tr("Time");
    case CsvField::SmClock:
        return CsvMappingDialog::tr("SM clock (MHz)");
    case CsvField::MemClock:
        return CsvMappingDialog::tr("Memory clock (MHz)");
    case CsvField::Power:
        return CsvMappingDialog::tr("Power (W)");
    case CsvField::Temperature:
        return CsvMappingDialog::tr("Temperature (°C)");
    case CsvField::Utilization:
        return CsvMappingDialog::tr("Utilisation (%)");
    case CsvField::MemoryUsed:
        return CsvMappingDialog::tr("Memory used (MiB)");
    }
    return {};
}

QStringList splitLine(const QString &line, char separator)
{
    QStringList out = line.split(QLatin1Char(separator));
    for (QString &s : out)
        s = s.trimmed().remove(QLatin1Char('"'));
    return out;
}

} // namespace

CsvMappingDialog::CsvMappingDialog(const QString &fileName, const QString &headerLine, const QString &sampleLine,
                                   QWidget *parent)
    : QDialog(parent)
    , m_header(headerLine)
    , m_sample(sampleLine)
    , m_separator(new QComboBox(this))
    , m_decimalComma(new QCheckBox(tr("Decimal &comma (69,5 is 69.5)"), this))
    , m_table(new QTableWidget(this))
    , m_presets(new QComboBox(this))
    , m_message(new QLabel(this))
{
    setWindowTitle(tr("Map the columns of %1").arg(fileName));
    auto *intro = new QLabel(tr("No importer recognises %1. Say what each column holds; the file is then imported "
                                "as telemetry with this mapping. Save it as a preset for the next file from the "
                                "same tool.")
                                 .arg(fileName),
                             this);
    intro->setWordWrap(true);
    m_separator->addItem(tr("Comma ( , )"), int(','));
    m_separator->addItem(tr("Semicolon ( ; )"), int(';'));
    m_separator->addItem(tr("Tab"), int('\t'));
    m_separator->setCurrentIndex(m_separator->findData(int(detectCsvSeparator(headerLine.toStdString()))));
    m_table->setColumnCount(4);
    m_table->setHorizontalHeaderLabels({tr("Column"), tr("First value"), tr("Holds"), tr("Scale")});
    m_table->horizontalHeaderItem(ScaleCol)->setToolTip(tr("Each value is multiplied by this into the target unit: "
                                                           "0.001 for mW to W or kHz to MHz"));
    m_table->horizontalHeader()->setSectionResizeMode(FieldCol, QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    auto *presetRow = new QHBoxLayout;
    auto *load = new QPushButton(tr("&Load"), this);
    auto *save = new QPushButton(tr("&Save as Preset…"), this);
    presetRow->addWidget(m_presets, 1);
    presetRow->addWidget(load);
    presetRow->addWidget(save);
    auto *form = new QFormLayout;
    form->addRow(tr("&Separator:"), m_separator);
    form->addRow(QString(), m_decimalComma);
    form->addRow(tr("&Preset:"), presetRow);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Import"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_message);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_separator, &QComboBox::currentIndexChanged, this, &CsvMappingDialog::rebuildRows);
    connect(save, &QPushButton::clicked, this, &CsvMappingDialog::askPresetName);
    connect(load, &QPushButton::clicked, this, [this] {
        QString error;
        if (!m_presets->currentText().isEmpty() && !loadPreset(m_presets->currentText(), &error))
            m_message->setText(error);
    });
    rebuildRows();
    refreshPresets();
    resize(640, 480);
}

CsvMappingDialog::~CsvMappingDialog() = default;

CsvMappingDialog *CsvMappingDialog::forFile(const QString &path, QWidget *parent)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return nullptr;
    const QString header = QString::fromUtf8(file.readLine(64 * 1024)).trimmed();
    const QString sample = QString::fromUtf8(file.readLine(64 * 1024)).trimmed();
    return new CsvMappingDialog(QFileInfo(path).fileName(), header, sample, parent);
}

char CsvMappingDialog::separator() const { return char(m_separator->currentData().toInt()); }

void CsvMappingDialog::rebuildRows()
{
    const CsvColumnMapping proposal = proposeCsvMapping(m_header.toStdString(), separator());
    const QStringList headers = splitLine(m_header, separator());
    const QStringList samples = splitLine(m_sample, separator());
    m_table->setRowCount(int(headers.size()));
    for (int r = 0; r < headers.size(); ++r) {
        auto *name = new QTableWidgetItem(headers[r]);
        name->setFlags(Qt::ItemIsEnabled);
        m_table->setItem(r, HeaderCol, name);
        auto *sample = new QTableWidgetItem(r < samples.size() ? samples[r] : QString());
        sample->setFlags(Qt::ItemIsEnabled);
        m_table->setItem(r, SampleCol, sample);
        auto *field = new QComboBox(m_table);
        for (CsvField f : kFields)
            field->addItem(fieldText(f), int(f));
        auto *scale = new QDoubleSpinBox(m_table);
        scale->setDecimals(9);
        scale->setRange(1e-9, 1e9);
        scale->setValue(1.0);
        for (const CsvColumn &c : proposal.columns)
            if (c.index == r
                || (!c.header.empty()
                    && QString::fromStdString(c.header).compare(headers[r], Qt::CaseInsensitive) == 0)) {
                field->setCurrentIndex(field->findData(int(c.field)));
                scale->setValue(c.scale);
            }
        m_table->setCellWidget(r, FieldCol, field);
        m_table->setCellWidget(r, ScaleCol, scale);
    }
    m_table->resizeColumnToContents(HeaderCol);
    m_decimalComma->setChecked(proposal.decimalComma);
}

CsvField CsvMappingDialog::fieldAt(int row) const
{
    auto *combo = qobject_cast<QComboBox *>(m_table->cellWidget(row, FieldCol));
    return combo ? CsvField(combo->currentData().toInt()) : CsvField::Ignore;
}

CsvColumnMapping CsvMappingDialog::mapping() const
{
    CsvColumnMapping m;
    m.name = m_presets->currentText().toStdString();
    m.separator = separator();
    m.decimalComma = m_decimalComma->isChecked();
    for (int r = 0; r < m_table->rowCount(); ++r) {
        const CsvField field = fieldAt(r);
        if (field == CsvField::Ignore)
            continue;
        CsvColumn c;
        c.index = r;
        c.header = m_table->item(r, HeaderCol)->text().toStdString();
        c.field = field;
        c.scale = qobject_cast<QDoubleSpinBox *>(m_table->cellWidget(r, ScaleCol))->value();
        // The identity and time columns must be there; a missing value column only warns.
        c.required
            = field == CsvField::Time || field == CsvField::Uuid || field == CsvField::Index || field == CsvField::Node;
        m.columns.push_back(c);
    }
    return m;
}

void CsvMappingDialog::setMapping(const CsvColumnMapping &mapping)
{
    if (mapping.separator)
        m_separator->setCurrentIndex(std::max(0, m_separator->findData(int(mapping.separator))));
    rebuildRows();
    m_decimalComma->setChecked(mapping.decimalComma);
    for (int r = 0; r < m_table->rowCount(); ++r) {
        auto *field = qobject_cast<QComboBox *>(m_table->cellWidget(r, FieldCol));
        field->setCurrentIndex(0);
        const QString header = m_table->item(r, HeaderCol)->text();
        for (const CsvColumn &c : mapping.columns)
            if (QString::fromStdString(c.header).compare(header, Qt::CaseInsensitive) == 0
                || (c.header.empty() && c.index == r)) {
                field->setCurrentIndex(field->findData(int(c.field)));
                qobject_cast<QDoubleSpinBox *>(m_table->cellWidget(r, ScaleCol))->setValue(c.scale);
            }
    }
}

QString CsvMappingDialog::presetDirectory()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("csv-mappings"));
}

QStringList CsvMappingDialog::presetNames()
{
    QStringList names;
    const QFileInfoList files
        = QDir(presetDirectory()).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QFileInfo &f : files)
        names << f.completeBaseName();
    return names;
}

bool CsvMappingDialog::savePreset(const QString &name, QString *error)
{
    QString safe = name.trimmed();
    safe.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9 ._-]")), QStringLiteral("_"));
    if (safe.isEmpty() || !QDir().mkpath(presetDirectory()))
        return false;
    CsvColumnMapping m = mapping();
    m.name = safe.toStdString();
    std::string why;
    if (!m.save(QDir(presetDirectory()).filePath(safe + QStringLiteral(".json")).toStdString(), &why)) {
        if (error)
            *error = tr("Cannot save the preset: %1").arg(QString::fromStdString(why));
        return false;
    }
    refreshPresets();
    m_presets->setCurrentText(safe);
    m_message->setText(tr("Saved the preset %1.").arg(safe));
    return true;
}

bool CsvMappingDialog::loadPreset(const QString &name, QString *error)
{
    std::string why;
    const auto m
        = CsvColumnMapping::load(QDir(presetDirectory()).filePath(name + QStringLiteral(".json")).toStdString(), &why);
    if (!m) {
        if (error)
            *error = tr("Cannot read the preset %1: %2").arg(name, QString::fromStdString(why));
        return false;
    }
    setMapping(*m);
    m_message->setText(tr("Loaded the preset %1.").arg(name));
    return true;
}

void CsvMappingDialog::refreshPresets()
{
    const QString current = m_presets->currentText();
    m_presets->clear();
    m_presets->addItems(presetNames());
    m_presets->setCurrentText(current);
}

void CsvMappingDialog::askPresetName()
{
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Save Preset"), tr("Preset name:"), QLineEdit::Normal,
                                               m_presets->currentText(), &ok);
    QString error;
    if (ok && !savePreset(name, &error))
        m_message->setText(error);
}

} // namespace GpuPlan
