#include "historydialog.h"

#include "io/workspacestore.h"

#include <QDateTime>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace GpuPlan {

namespace {
QString actionText(const QString &key)
{
    if (key == QLatin1String("override_set"))
        return HistoryDialog::tr("Edited a field");
    if (key == QLatin1String("override_remove"))
        return HistoryDialog::tr("Reverted a field");
    if (key == QLatin1String("catalog_import"))
        return HistoryDialog::tr("Imported a catalog");
    if (key == QLatin1String("fleet_import"))
        return HistoryDialog::tr("Imported a fleet file");
    if (key == QLatin1String("fleet_remove"))
        return HistoryDialog::tr("Removed a fleet file");
    if (key == QLatin1String("scenario_save"))
        return HistoryDialog::tr("Saved a scenario");
    if (key == QLatin1String("scenario_remove"))
        return HistoryDialog::tr("Removed a scenario");
    return key;
}

QString valueText(const std::optional<std::string> &value)
{
    return value ? QString::fromStdString(*value) : QStringLiteral("—");
}
} // namespace

HistoryDialog::HistoryDialog(WorkspaceStore &store, QWidget *parent)
    : QDialog(parent)
    , m_store(store)
    , m_table(new QTableWidget(this))
    , m_summary(new QLabel(this))
{
    setWindowTitle(tr("Workspace History"));
    m_table->setColumnCount(6);
    m_table->setHorizontalHeaderLabels(
        {tr("When"), tr("Who"), tr("What"), tr("About"), tr("Before → after"), tr("Detail")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setToolTip(tr("Every change to the workspace, newest first, recorded with the change itself: edits and "
                           "reverts of SKU fields, catalog imports, fleet imports and removals, scenario saves and "
                           "removals."));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *refresh = buttons->addButton(tr("&Refresh"), QDialogButtonBox::ActionRole);
    refresh->setShortcut(QKeySequence::Refresh);
    connect(refresh, &QPushButton::clicked, this, &HistoryDialog::reload);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(1000, 520);
    reload();
}

void HistoryDialog::reload()
{
    constexpr int kShown = 2000;
    const std::vector<AuditEntry> log = m_store.auditLog(kShown);
    m_table->setRowCount(int(log.size()));
    for (int row = 0; row < int(log.size()); ++row) {
        const AuditEntry &e = log[std::size_t(row)];
        const QDateTime at = QDateTime::fromString(e.at, Qt::ISODate);
        const QStringList cells{at.isValid() ? QLocale().toString(at.toLocalTime(), QLocale::ShortFormat) : e.at,
                                e.who,
                                actionText(e.action),
                                e.subject,
                                valueText(e.oldValue) + QStringLiteral(" → ") + valueText(e.newValue),
                                e.detail};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            item->setToolTip(c == 0 ? e.at + QStringLiteral(" UTC") : cells[c]);
            m_table->setItem(row, c, item);
        }
    }
    m_table->resizeColumnsToContents();
    m_summary->setText(
        log.empty() ? tr("No change recorded yet (the history starts with workspace schema 10).")
                    : tr("%n change(s), newest first%1", nullptr, int(log.size()))
                          .arg(log.size() == std::size_t(kShown) ? tr(" (the latest %1)").arg(kShown) : QString()));
}

} // namespace GpuPlan
