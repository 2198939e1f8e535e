#include "quotemappingdialog.h"

#include "io/quotefile.h"

#include "core/intake/quote.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFormLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QVBoxLayout>

namespace GpuPlan {

namespace {
constexpr QuoteField kQuoteFields[] = {QuoteField::Ignore,
                                       QuoteField::Seller,
                                       QuoteField::Channel,
                                       QuoteField::Sku,
                                       QuoteField::Condition,
                                       QuoteField::UnitPrice,
                                       QuoteField::Currency,
                                       QuoteField::Quantity,
                                       QuoteField::LeadTime,
                                       QuoteField::Warranty,
                                       QuoteField::ReturnsIntermittent,
                                       QuoteField::Date,
                                       QuoteField::ValidUntil,
                                       QuoteField::Note};

QComboBox *keyCombo(const std::vector<std::string> &keys, QWidget *parent)
{
    auto *combo = new QComboBox(parent);
    combo->addItem(QuoteMappingDialog::tr("(from the sheet)"), QString());
    for (const std::string &k : keys)
        combo->addItem(QString::fromStdString(k), QString::fromStdString(k));
    return combo;
}

void selectKey(QComboBox *combo, const std::string &key)
{
    combo->setCurrentIndex(std::max(0, combo->findData(QString::fromStdString(key))));
}
} // namespace

QuoteMappingDialog::QuoteMappingDialog(const QString &fileName, const QuoteColumnMapping &proposed,
                                       const QString &problems, QWidget *parent)
    : QDialog(parent)
    , m_base(proposed)
{
    setWindowTitle(tr("Quote columns: %1").arg(fileName));
    auto *intro = new QLabel(tr("What each column of the quote holds. A SKU and a unit price column are needed; the "
                                "values below fill rows that do not state them."),
                             this);
    intro->setWordWrap(true);
    m_message = new QLabel(problems, this);
    m_message->setObjectName(QStringLiteral("quoteMappingProblems"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setVisible(!problems.isEmpty());
    m_headerRow = new QSpinBox(this);
    m_headerRow->setRange(1, 1000);
    m_headerRow->setToolTip(tr("The row of the column headers (a quote often has a title block above it)"));
    m_decimalComma = new QCheckBox(tr("Decimal comma (1.234,50)"), this);
    m_table = new QTableWidget(0, 2, this);
    m_table->setHorizontalHeaderLabels({tr("Column header"), tr("Holds")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_seller = new QLineEdit(this);
    std::vector<std::string> channels, conditions;
    for (const auto c : {SellerChannel::Distributor, SellerChannel::Integrator, SellerChannel::Refurbisher,
                         SellerChannel::Marketplace, SellerChannel::Cloud})
        channels.emplace_back(sellerChannelKey(c));
    for (const auto c : {CardCondition::New, CardCondition::Refurbished, CardCondition::Used})
        conditions.emplace_back(cardConditionKey(c));
    m_channel = keyCombo(channels, this);
    m_condition = keyCombo(conditions, this);
    m_currency = new QLineEdit(this);
    m_currency->setPlaceholderText(QStringLiteral("USD"));
    m_date = new QLineEdit(this);
    m_date->setPlaceholderText(tr("YYYY-MM-DD"));
    m_presets = new QComboBox(this);
    m_presets->setObjectName(QStringLiteral("quoteMappingPresets"));
    auto *savePresetButton = new QPushButton(tr("Save as Preset…"), this);

    auto *form = new QFormLayout;
    form->addRow(tr("Header row:"), m_headerRow);
    form->addRow(QString(), m_decimalComma);
    form->addRow(tr("Seller:"), m_seller);
    form->addRow(tr("Channel:"), m_channel);
    form->addRow(tr("Condition:"), m_condition);
    form->addRow(tr("Currency:"), m_currency);
    form->addRow(tr("Quote date:"), m_date);
    form->addRow(tr("Preset:"), m_presets);
    form->addRow(QString(), savePresetButton);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Import"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_message);
    layout->addWidget(m_table, 1);
    layout->addLayout(form);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(savePresetButton, &QPushButton::clicked, this, &QuoteMappingDialog::askPresetName);
    connect(m_presets, &QComboBox::activated, this, [this](int index) {
        if (index <= 0)
            return;
        QString error;
        if (!loadPreset(m_presets->itemText(index), &error)) {
            m_message->setText(error);
            m_message->show();
        }
    });
    setMapping(proposed);
    refreshPresets();
    resize(560, 560);
}

QuoteMappingDialog::~QuoteMappingDialog() = default;

void QuoteMappingDialog::setMapping(const QuoteColumnMapping &mapping)
{
    m_base = mapping;
    m_headerRow->setValue(mapping.headerRow + 1);
    m_decimalComma->setChecked(mapping.decimalComma);
    m_table->setRowCount(int(mapping.columns.size()));
    for (int row = 0; row < int(mapping.columns.size()); ++row) {
        const QuoteColumn &c = mapping.columns[std::size_t(row)];
        auto *header = new QTableWidgetItem(QString::fromStdString(c.header));
        header->setFlags(header->flags() & ~Qt::ItemIsEditable);
        m_table->setItem(row, 0, header);
        auto *field = new QComboBox(m_table);
        for (const QuoteField f : kQuoteFields)
            field->addItem(QString::fromLatin1(quoteFieldKey(f)), int(f));
        field->setCurrentIndex(field->findData(int(c.field)));
        m_table->setCellWidget(row, 1, field);
    }
    m_seller->setText(QString::fromStdString(mapping.seller));
    selectKey(m_channel, mapping.channel);
    selectKey(m_condition, mapping.condition);
    m_currency->setText(QString::fromStdString(mapping.currency));
    m_date->setText(QString::fromStdString(mapping.date));
}

QuoteColumnMapping QuoteMappingDialog::mapping() const
{
    QuoteColumnMapping m = m_base;
    m.headerRow = m_headerRow->value() - 1;
    m.decimalComma = m_decimalComma->isChecked();
    m.columns.clear();
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const auto *field = qobject_cast<QComboBox *>(m_table->cellWidget(row, 1));
        m.columns.push_back(QuoteColumn{m_table->item(row, 0)->text().toStdString(),
                                        field ? QuoteField(field->currentData().toInt()) : QuoteField::Ignore});
    }
    m.seller = m_seller->text().trimmed().toStdString();
    m.channel = m_channel->currentData().toString().toStdString();
    m.condition = m_condition->currentData().toString().toStdString();
    m.currency = m_currency->text().trimmed().toStdString();
    m.date = m_date->text().trimmed().toStdString();
    return m;
}

QString QuoteMappingDialog::presetDirectory()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("quote-mappings"));
}

QStringList QuoteMappingDialog::presetNames()
{
    QStringList names;
    for (const QFileInfo &f :
         QDir(presetDirectory()).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        names << f.completeBaseName();
    return names;
}

bool QuoteMappingDialog::savePreset(const QString &name, QString *error)
{
    QString safe = name.trimmed();
    safe.replace(QLatin1Char('/'), QLatin1Char('_')).replace(QLatin1Char('\\'), QLatin1Char('_'));
    if (safe.isEmpty() || safe.startsWith(QLatin1Char('.'))) {
        if (error)
            *error = tr("A preset needs a name.");
        return false;
    }
    QuoteColumnMapping m = mapping();
    m.name = safe.toStdString();
    QDir().mkpath(presetDirectory());
    QSaveFile file(QDir(presetDirectory()).filePath(safe + QStringLiteral(".json")));
    const QByteArray json = QByteArray::fromStdString(m.toJson());
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size() || !file.commit()) {
        if (error)
            *error = tr("Cannot save the preset: %1").arg(file.errorString());
        return false;
    }
    refreshPresets();
    return true;
}

bool QuoteMappingDialog::loadPreset(const QString &name, QString *error)
{
    const auto loaded = loadQuoteMapping(QDir(presetDirectory()).filePath(name + QStringLiteral(".json")), error);
    if (!loaded)
        return false;
    setMapping(*loaded);
    return true;
}

void QuoteMappingDialog::refreshPresets()
{
    m_presets->clear();
    m_presets->addItem(tr("(none)"));
    m_presets->addItems(presetNames());
}

void QuoteMappingDialog::askPresetName()
{
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Save Preset"), tr("Preset name (e.g. the seller):"),
                                               QLineEdit::Normal, m_seller->text(), &ok);
    if (!ok)
        return;
    QString error;
    if (!savePreset(name, &error)) {
        m_message->setText(error);
        m_message->show();
    }
}

} // namespace GpuPlan
