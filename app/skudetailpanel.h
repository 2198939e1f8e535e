#pragma once

#include "core/gpusku.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace GpuPlan {

class PriceTableModel;
class SkuDetailModel;
struct Catalog;

/// Every spec and price of one SKU with its provenance; the specs are editable in place.
class SkuDetailPanel : public QWidget
{
    Q_OBJECT
public:
    explicit SkuDetailPanel(QWidget *parent = nullptr);

    /// Shows @p effective (with the user's edits) beside @p shipped; nullptr clears the panel.
    void setSku(const GpuSku *effective, const GpuSku *shipped, const Catalog &catalog);
    QString skuId() const { return m_skuId; }
    /// The user's note to store with the next edit.
    QString editNote() const;
    /// Shows why an edit was refused, in the panel (not a modal box: the user is mid-edit).
    void showError(const QString &message);
    /// A viewer's workspace: nothing can be edited or reverted, and the tooltips say why (@p reason; empty: editable).
    void setReadOnly(const QString &reason);
    /// The currency prices are shown in (the user's setting).
    void setMoneyDisplay(const QString &currency, double perUsd);

Q_SIGNALS:
    void editRequested(const QString &skuId, const QString &field, const QString &jsonValue);
    void revertRequested(const QString &skuId, const QString &field);
    void editRejected(const QString &message);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void updateRevertButton();

    QString m_skuId;
    QString m_readOnly; ///< why nothing can be edited; empty when it can
    QLabel *m_title;
    QLabel *m_specsLabel;
    QLabel *m_pricesLabel;
    QLabel *m_error;
    QTableView *m_specs;
    QTableView *m_prices;
    QLabel *m_pricesHint = nullptr; ///< EmptyHint while the SKU has no price
    QLineEdit *m_note;
    QPushButton *m_revert;
    SkuDetailModel *m_detailModel;
    PriceTableModel *m_priceModel;
};

} // namespace GpuPlan
