-- Workspace schema v6: the host around the GPUs, and indexes for matching a GPU across files.
--
-- One row per fact a file states about a host: kernel and OS, CPUs and NUMA nodes, memory, disks,
-- network, CPU affinity, IOMMU, what a container sees, what the scheduler says (hostfacts.h lists the
-- keys). node: the host's name as the file gives it, else the import's --node; '' when neither says it
-- (an unattributed fact: kept, shown as such). subject: what within the host the fact is about (a PCI
-- bus ID, a disk, a NIC, a NUMA node, a pid), '' for the host itself. Removing the file removes its facts.
CREATE TABLE host_fact (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  file_id INTEGER NOT NULL REFERENCES imported_file (id),
  node TEXT NOT NULL DEFAULT '',
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  subject TEXT NOT NULL DEFAULT '',
  line INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX host_fact_node ON host_fact (node, key);
CREATE INDEX host_fact_file ON host_fact (file_id);
ALTER TABLE imported_file ADD COLUMN host_facts INTEGER NOT NULL DEFAULT 0;
-- The same GPU in another file is found by UUID, serial or bus ID (FleetStoreSink::sameStoredDevice):
-- without these, each import scans every stored device.
CREATE INDEX fleet_device_uuid ON fleet_device (lower(coalesce(uuid, '')));
CREATE INDEX fleet_device_serial ON fleet_device (coalesce(serial, ''));
CREATE INDEX fleet_device_bus ON fleet_device (pci_bus_id);
