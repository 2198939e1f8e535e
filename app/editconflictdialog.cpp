#include "editconflictdialog.h"

#include "core/skufields.h"
#include "item/unitformat.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>

namespace GpuPlan {

namespace {
QString valueText(const std::string &field, const std::optional<Json> &value)
{
    if (!value)
        return QCoreApplication::translate("EditConflictDialog", "the shipped value (no edit)");
    const SkuFieldInfo *info = skuField(field);
    return info ? UnitFormat::displayValue(*info, *value) : QString::fromStdString(value->dump());
}

QString whenText(const std::string &iso)
{
    const QDateTime at = QDateTime::fromString(QString::fromStdString(iso), Qt::ISODate);
    return at.isValid() ? QLocale().toString(at.toLocalTime(), QLocale::ShortFormat)
                        : QCoreApplication::translate("EditConflictDialog", "an unknown time");
}
} // namespace

EditConflictChoice askEditConflict(QWidget *parent, const EditConflict &c, const QString &skuName,
                                   const std::optional<Json> &mine)
{
    const QString field = UnitFormat::fieldLabel(c.field);
    QMessageBox box(
        QMessageBox::Warning, QCoreApplication::translate("EditConflictDialog", "Edit Conflict"),
        QCoreApplication::translate("EditConflictDialog", "%1 of %2 was changed by someone else since you read it.")
            .arg(field, skuName),
        QMessageBox::NoButton, parent);
    const QString who = c.changedBy.empty() ? QCoreApplication::translate("EditConflictDialog", "someone")
                                            : QString::fromStdString(c.changedBy);
    box.setInformativeText(
        c.currentVersion > 0
            ? QCoreApplication::translate(
                  "EditConflictDialog", "%1 set it to %2 at %3 (version %4; you had read version %5).\nYour value: %6.")
                  .arg(who, valueText(c.field, c.currentValue), whenText(c.changedAt))
                  .arg(c.currentVersion)
                  .arg(c.expectedVersion)
                  .arg(valueText(c.field, mine))
            : QCoreApplication::translate(
                  "EditConflictDialog",
                  "Their edit was reverted: it now has the shipped value (you had read version %1).\nYour value: %2.")
                  .arg(c.expectedVersion)
                  .arg(valueText(c.field, mine)));
    QPushButton *keep
        = box.addButton(QCoreApplication::translate("EditConflictDialog", "Keep Theirs"), QMessageBox::RejectRole);
    keep->setToolTip(QCoreApplication::translate("EditConflictDialog", "Drop your edit; their value stays."));
    QPushButton *overwrite
        = box.addButton(QCoreApplication::translate("EditConflictDialog", "Overwrite"), QMessageBox::DestructiveRole);
    overwrite->setToolTip(QCoreApplication::translate("EditConflictDialog",
                                                      "Write your value over theirs. The audit history keeps both."));
    QPushButton *reload
        = box.addButton(QCoreApplication::translate("EditConflictDialog", "Reload"), QMessageBox::ResetRole);
    reload->setToolTip(
        QCoreApplication::translate("EditConflictDialog", "Drop your edit and reload the catalog from the workspace."));
    box.setDefaultButton(keep);
    box.setEscapeButton(keep);
    box.exec();
    if (box.clickedButton() == overwrite)
        return EditConflictChoice::Overwrite;
    return box.clickedButton() == reload ? EditConflictChoice::Reload : EditConflictChoice::KeepTheirs;
}

} // namespace GpuPlan
