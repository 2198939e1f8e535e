#include "scenarioconflictdialog.h"

#include "core/jsonlocator.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>

namespace GpuPlan {

namespace {
// The translation context of the dialog.
struct ScenarioConflictDialog
{
    Q_DECLARE_TR_FUNCTIONS(ScenarioConflictDialog)
};

Json parsed(const QByteArray &bytes)
{
    return Json::parse(bytes.constData(), bytes.constData() + bytes.size(), nullptr, false);
}

QString valueAt(const Json &document, const std::string &pointer)
{
    const Json::json_pointer p(pointer);
    if (!document.contains(p))
        return ScenarioConflictDialog::tr("(none)");
    const std::string text = document.at(p).dump();
    return QString::fromStdString(text.size() > 80 ? text.substr(0, 77) + "..." : text);
}
} // namespace

QStringList scenarioDifferences(const QByteArray &theirs, const QByteArray &mine, int max)
{
    const Json a = parsed(theirs);
    const Json b = parsed(mine);
    QStringList out;
    if (a.is_discarded() || b.is_discarded())
        return {ScenarioConflictDialog::tr("(a document that is not JSON)")};
    // A JSON Patch from theirs to mine: each operation names one place where they differ.
    const Json patch = Json::diff(a, b);
    for (const Json &op : patch) {
        if (out.size() == max) {
            out << ScenarioConflictDialog::tr("… and %1 more").arg(qsizetype(patch.size()) - max);
            break;
        }
        const std::string path = op.value("path", std::string());
        out << QStringLiteral("%1: %2 → %3")
                   .arg(QString::fromStdString(path.empty() ? std::string("/") : path), valueAt(a, path),
                        valueAt(b, path));
    }
    return out;
}

ScenarioConflictChoice askScenarioConflict(QWidget *parent, const ScenarioConflict &c, const QByteArray &mine)
{
    QMessageBox box(
        QMessageBox::Warning, ScenarioConflictDialog::tr("Scenario Conflict"),
        c.current
            ? ScenarioConflictDialog::tr("The scenario \"%1\" was saved by someone else since you opened it.")
                  .arg(c.name)
            : ScenarioConflictDialog::tr("The scenario \"%1\" was removed from the workspace since you opened it.")
                  .arg(c.name),
        QMessageBox::NoButton, parent);
    if (c.current) {
        const QDateTime at = QDateTime::fromString(c.current->changedAt, Qt::ISODate);
        const QString who
            = c.current->changedBy.isEmpty() ? ScenarioConflictDialog::tr("someone") : c.current->changedBy;
        const QStringList differences = scenarioDifferences(c.current->document, mine);
        box.setInformativeText(
            ScenarioConflictDialog::tr("%1 saved version %2 at %3 (you had opened version %4).")
                .arg(who)
                .arg(c.current->version)
                .arg(at.isValid() ? QLocale().toString(at.toLocalTime(), QLocale::ShortFormat) : c.current->changedAt)
                .arg(c.expectedVersion)
            + (c.current->note.isEmpty()
                   ? QString()
                   : QLatin1Char('\n') + ScenarioConflictDialog::tr("Their note: %1").arg(c.current->note)));
        box.setDetailedText(differences.isEmpty()
                                ? ScenarioConflictDialog::tr("Their version and yours hold the same scenario.")
                                : ScenarioConflictDialog::tr("What differs (theirs → yours):") + QLatin1Char('\n')
                                    + differences.join(QLatin1Char('\n')));
    }
    QPushButton *theirs = nullptr;
    if (c.current) {
        theirs = box.addButton(ScenarioConflictDialog::tr("Open Theirs"), QMessageBox::AcceptRole);
        theirs->setToolTip(ScenarioConflictDialog::tr("Drop your changes and open their version."));
    }
    QPushButton *overwrite
        = box.addButton(c.current ? ScenarioConflictDialog::tr("Overwrite") : ScenarioConflictDialog::tr("Save Again"),
                        QMessageBox::DestructiveRole);
    overwrite->setToolTip(
        c.current ? ScenarioConflictDialog::tr("Save yours as the next version; theirs stays in the history.")
                  : ScenarioConflictDialog::tr("Save yours into the workspace again, as a new scenario."));
    QPushButton *keep = box.addButton(ScenarioConflictDialog::tr("Keep Editing"), QMessageBox::RejectRole);
    keep->setToolTip(ScenarioConflictDialog::tr("Save nothing now; your changes stay open."));
    box.setDefaultButton(keep);
    box.setEscapeButton(keep);
    box.exec();
    if (box.clickedButton() == overwrite)
        return ScenarioConflictChoice::Overwrite;
    return theirs && box.clickedButton() == theirs ? ScenarioConflictChoice::OpenTheirs
                                                   : ScenarioConflictChoice::KeepEditing;
}

} // namespace GpuPlan
