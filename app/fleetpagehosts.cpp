// The Fleet page's Hosts tab: the facts imported about the machines around the GPUs (kernel, OS, CPUs and
// NUMA, memory, disks, network, affinity, IOMMU), one row per fact with the file and line it came from,
// filtered by the page's node filter and its search text.
#include "fleetpage.h"

#include "viewsetup.h"

#include "io/workspacestore.h"
#include "item/fleethostsmodel.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace GpuPlan {

QWidget *FleetPage::buildHostsTab()
{
    auto *tab = new QWidget(this);
    m_hostsProxy = new QSortFilterProxyModel(this);
    m_hostsProxy->setSourceModel(m_hosts);
    m_hostsProxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_hostsProxy->setFilterKeyColumn(-1); // any column: host, fact, subject, value, file
    m_hostsView = new QTableView(tab);
    m_hostsView->setModel(m_hostsProxy);
    setUpTableView(m_hostsView, true);
    m_hostsView->sortByColumn(FleetHostsModel::NodeColumn, Qt::AscendingOrder);
    m_hostsHint = new QLabel(tab);
    m_hostsHint->setWordWrap(true);
    auto *layout = new QVBoxLayout(tab);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_hostsView, 1);
    layout->addWidget(m_hostsHint);
    return tab;
}

void FleetPage::reloadHosts()
{
    std::vector<FleetHostRow> rows;
    if (m_store.isOpen())
        for (const StoredHostFact &s : m_store.hostFacts())
            rows.push_back({QString::fromStdString(s.fact.node), QString::fromStdString(s.fact.key),
                            QString::fromStdString(s.fact.subject), QString::fromStdString(s.fact.value), s.file,
                            s.fact.line});
    m_hosts->setRows(std::move(rows));
    m_hostsView->resizeColumnsToContents();
    retranslateHosts();
}

void FleetPage::retranslateHosts()
{
    m_tabs->setTabText(m_tabs->indexOf(m_hostsView->parentWidget()), tr("Hosts (%1)").arg(m_hosts->hostCount()));
    m_hostsHint->setText(m_hosts->rowCount() > 0
                             ? QString()
                             : tr("No host facts yet. Import what the hosts say about themselves: uname -a, "
                                  "/etc/os-release, lscpu, numactl --hardware, /proc/meminfo, mpstat, vmstat, "
                                  "iostat -x, ip -s link, taskset -cp, nvidia-smi topo -m."));
    m_hostsHint->setVisible(m_hosts->rowCount() == 0);
}

void FleetPage::filterHosts()
{
    // The node filter picks a host; the search text narrows the facts (a key, a disk, a value).
    const QString node = m_node->currentIndex() > 0 ? m_node->currentText() : QString();
    const QString text = m_search->text();
    m_hostsProxy->setFilterFixedString(node.isEmpty() ? text : node);
}

} // namespace GpuPlan
