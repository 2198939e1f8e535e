#include "skudetailpanel.h"

#include "charts/emptyhint.h"
#include "viewsetup.h"

#include "item/pricetablemodel.h"
#include "item/skudetailmodel.h"
#include "item/unitformat.h"

#include "core/catalog.h"

#include <QDate>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace GpuPlan {

SkuDetailPanel::SkuDetailPanel(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_specsLabel(new QLabel(this))
    , m_pricesLabel(new QLabel(this))
    , m_error(new QLabel(this))
    , m_specs(new QTableView(this))
    , m_prices(new QTableView(this))
    , m_note(new QLineEdit(this))
    , m_revert(new QPushButton(this))
    , m_detailModel(new SkuDetailModel(this))
    , m_priceModel(new PriceTableModel(this))
{
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_specs->setModel(m_detailModel);
    setUpTableView(m_specs, false);
    m_specs->horizontalHeader()->setStretchLastSection(true);
    m_specs->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                             | QAbstractItemView::AnyKeyPressed);
    m_prices->setModel(m_priceModel);
    setUpTableView(m_prices, true);
    m_prices->horizontalHeader()->setStretchLastSection(true);
    m_pricesHint = EmptyHint::whileEmpty(m_prices, QString());
    m_specsLabel->setBuddy(m_specs);
    m_pricesLabel->setBuddy(m_prices);

    m_error->setObjectName(QStringLiteral("editError"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(errorLabelStyle());
    m_error->hide();

    auto *editRow = new QHBoxLayout;
    editRow->addWidget(m_note, 1);
    editRow->addWidget(m_revert);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_specsLabel);
    layout->addWidget(m_specs, 3);
    layout->addWidget(m_error);
    layout->addLayout(editRow);
    layout->addWidget(m_pricesLabel);
    layout->addWidget(m_prices, 2);

    connect(m_detailModel, &SkuDetailModel::fieldEditRequested, this, &SkuDetailPanel::editRequested);
    connect(m_detailModel, &SkuDetailModel::editRejected, this, &SkuDetailPanel::showError);
    connect(m_detailModel, &SkuDetailModel::editRejected, this, &SkuDetailPanel::editRejected);
    connect(m_specs->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &SkuDetailPanel::updateRevertButton);
    connect(m_revert, &QPushButton::clicked, this, [this] {
        const QModelIndex current = m_specs->currentIndex();
        if (current.isValid())
            Q_EMIT revertRequested(m_skuId, current.siblingAtColumn(0).data(SkuDetailModel::FieldKeyRole).toString());
    });
    retranslateUi();
    setSku(nullptr, nullptr, Catalog{});
}

void SkuDetailPanel::setSku(const GpuSku *effective, const GpuSku *shipped, const Catalog &catalog)
{
    const int row = m_specs->currentIndex().row();
    showError(QString());
    m_skuId = effective ? QString::fromStdString(effective->id) : QString();
    m_title->setText(effective ? QString::fromStdString(effective->name) : tr("No GPU selected"));
    m_detailModel->setSku(effective, shipped);
    std::vector<PricePoint> prices;
    if (effective) {
        for (const PricePoint *p : catalog.pricesOf(effective->id))
            prices.push_back(*p);
    }
    m_priceModel->setPrices(std::move(prices), QDate::currentDate());
    m_specs->resizeColumnToContents(SkuDetailModel::FieldColumn);
    m_specs->resizeColumnToContents(SkuDetailModel::ValueColumn);
    m_specs->setColumnWidth(SkuDetailModel::ValueColumn,
                            std::min(m_specs->columnWidth(SkuDetailModel::ValueColumn), 260));
    m_prices->resizeColumnsToContents();
    m_prices->setColumnWidth(PriceTableModel::SourceColumn,
                             std::min(m_prices->columnWidth(PriceTableModel::SourceColumn), 260));
    if (row >= 0 && row < m_detailModel->rowCount())
        m_specs->setCurrentIndex(m_detailModel->index(row, SkuDetailModel::ValueColumn));
    updateRevertButton();
}

void SkuDetailPanel::setMoneyDisplay(const QString &currency, double perUsd)
{
    m_priceModel->setMoneyDisplay(UnitFormat::MoneyDisplay{currency, perUsd});
}

void SkuDetailPanel::showError(const QString &message)
{
    m_error->setText(message);
    m_error->setVisible(!message.isEmpty());
}

QString SkuDetailPanel::editNote() const { return m_note->text().trimmed(); }

void SkuDetailPanel::updateRevertButton()
{
    const QModelIndex current = m_specs->currentIndex();
    m_revert->setEnabled(m_readOnly.isEmpty() && current.isValid()
                         && current.data(SkuDetailModel::OverriddenRole).toBool());
}

void SkuDetailPanel::setReadOnly(const QString &reason)
{
    m_readOnly = reason;
    const bool editable = reason.isEmpty();
    m_specs->setEditTriggers(editable ? QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                                     | QAbstractItemView::AnyKeyPressed
                                      : QAbstractItemView::NoEditTriggers);
    m_specs->setToolTip(reason);
    m_note->setEnabled(editable);
    m_note->setToolTip(reason);
    retranslateUi();
    updateRevertButton();
}

void SkuDetailPanel::retranslateUi()
{
    m_specsLabel->setText(tr("&Specifications (double-click a value to edit it)"));
    m_pricesLabel->setText(tr("&Prices"));
    m_pricesHint->setText(tr("No dated price for this SKU. Prices come with the shipped catalog or from a catalog "
                             "file you import (File > Import Catalog)."));
    m_note->setPlaceholderText(tr("Note stored with your next edit (optional), e.g. \"measured on our cards\""));
    m_revert->setText(tr("&Revert to shipped value"));
    m_revert->setToolTip(m_readOnly.isEmpty()
                             ? tr("Remove your edit of the selected field and show the catalog's value again")
                             : m_readOnly);
    if (m_skuId.isEmpty())
        m_title->setText(tr("No GPU selected"));
}

void SkuDetailPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace GpuPlan
