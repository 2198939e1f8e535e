#!/usr/bin/env python3
"""Build GpuPlan's shipped catalog (data/catalog.json) from the shared reference CSVs.

Usage: scripts/build_catalog.py [REFERENCE_DIR] [--local-reference DIR] [--output PATH]

REFERENCE_DIR defaults to ../shared/reference relative to the repository root; it holds
gpu_peaks.csv, gpu_prices.csv and models.csv. The local reference folder (default data/reference)
adds GpuPlan's own sourced tables: format_peaks.csv (dense peak per SKU and math format, each row
naming its vendor document), new_skus.csv (SKUs not in gpu_peaks.csv, same columns) and
new_prices.csv (prices for them, same columns as gpu_prices.csv) and pci_ids.csv (the PCI vendor:device
IDs pci.ids lists each SKU under); see data/reference/README.md.
The output follows docs/catalog-schema.md (schema version 1). Python 3 standard library only.

The build is deterministic: the same inputs always give the same bytes (fixed `generated` date,
CSV row order kept, keys written in a fixed order). Every CSV cell is either mapped to a catalog
field, kept in a note, or handled by one of the explicit tables below; an unexpected column, an
unparsable cell or a price that maps to no SKU stops the build with an error.
"""

import argparse
import csv
import json
import re
import sys
from decimal import Decimal, InvalidOperation
from pathlib import Path

SCHEMA = "gpuplan-catalog"
SCHEMA_VERSION = 1
CATALOG_VERSION = 4
GENERATED = "2026-12-01"
# Date of the shared/reference snapshot the spec and model figures were read from.
REFERENCE_DATE = "2026-11-01"
# Date the data/reference tables (format peaks, new SKUs, new prices) were compiled.
LOCAL_REFERENCE_DATE = "2026-12-01"
CLASSIFICATION_SOURCE = "GpuPlan classification (scripts/build_catalog.py)"
GIB_NOTE = "VRAM capacity GB read as GiB (2^30)"

GIB = 2 ** 30
TERA = Decimal(10) ** 12
GIGA = Decimal(10) ** 9
BILLION = Decimal(10) ** 9


class BuildError(Exception):
    pass


def fail(msg):
    raise BuildError(msg)


# --------------------------------------------------------------------------------------------
# CSV reading helpers
# --------------------------------------------------------------------------------------------

PEAKS_COLUMNS = [
    "sku", "vendor", "form_factor", "memory_gb", "memory_type", "mem_bw_gbs", "fp32_tflops",
    "fp16_dense_tflops", "bf16_dense_tflops", "tensor_fp16_sparse_tflops", "tdp_w", "pcie_gen",
    "pcie_width", "source", "crosscheck", "notes", "launch_date", "interconnect",
]
PRICES_COLUMNS = [
    "sku", "vendor", "kind", "provider", "usd", "unit", "price_date", "source_url",
    "transcribed_from", "note",
]
FORMAT_PEAKS_COLUMNS = ["sku", "precision", "dense_tflops", "kind", "source", "note"]
PCI_IDS_COLUMNS = ["sku_id", "pci_id", "pci_ids_name", "pci_ids_line", "use", "note"]
# data/reference/pci_ids.csv: where its IDs and names were read (see data/reference/README.md).
PCI_IDS_SOURCE = ("https://pci-ids.ucw.cz/ pci.ids version 2026.10.24, as Debian packages it "
                  "(pci.ids 0.0~2026.10.24-1, /usr/share/misc/pci.ids)")
MODELS_COLUMNS = [
    "model", "hf_id", "architecture", "num_layers", "hidden_size", "num_attention_heads",
    "num_kv_heads", "head_dim", "intermediate_size", "vocab_size", "tie_word_embeddings",
    "qkv_bias", "max_context", "num_experts", "experts_per_token", "params_b_computed",
    "active_params_b_computed", "params_b_published", "kv_bytes_per_token_fp16", "kv_formula",
    "notes", "source", "sliding_window", "layer_pattern", "kv_lora_rank", "qk_rope_head_dim",
    "moe_intermediate_size", "shared_experts",
]

# Cells that are not plain values and how each one is handled; printed at the end of the build.
HANDLED = []


def handled(where, what):
    HANDLED.append(f"{where}: {what}")


def read_csv(path, expected_columns):
    with open(path, newline="", encoding="utf-8") as f:
        reader = csv.DictReader(f)
        if reader.fieldnames != expected_columns:
            fail(f"{path}: columns {reader.fieldnames} differ from the expected {expected_columns}")
        rows = []
        for line_no, row in enumerate(reader, start=2):
            if None in row or any(v is None for v in row.values()):
                fail(f"{path}:{line_no}: wrong number of cells")
            rows.append({k: v.strip() for k, v in row.items()})
    return rows


def dec(cell, where):
    try:
        d = Decimal(cell)
    except InvalidOperation:
        fail(f"{where}: '{cell}' is not a number")
    if not d.is_finite() or d < 0:
        fail(f"{where}: '{cell}' is not a finite non-negative number")
    return d


def exact_int(d, where):
    if d != d.to_integral_value():
        fail(f"{where}: {d} is not an integer")
    return int(d)


def int_cell(cell, where):
    if not re.fullmatch(r"[0-9]+", cell):
        fail(f"{where}: '{cell}' is not an integer")
    return int(cell)


def bool_cell(cell, where):
    if cell == "True":
        return True
    if cell == "False":
        return False
    fail(f"{where}: '{cell}' is not True/False")


def date_cell(cell, where):
    if not re.fullmatch(r"\d{4}-\d{2}(-\d{2})?", cell):
        fail(f"{where}: '{cell}' is not YYYY-MM or YYYY-MM-DD")
    return cell


def slug(text):
    s = re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")
    if not s:
        fail(f"empty slug for '{text}'")
    return s


def prov(kind, source, date, note=None):
    p = {"kind": kind, "source": source, "date": date}
    if note:
        p["note"] = note
    return p


def add_pci_ids(skus, rows):
    """pci_ids.csv -> each SKU's "pci_ids" (the IDs that identify it, in the table's order, before its
    provenance) and their provenance; a shared ID is left out."""
    by_id = {s["id"]: s for s in skus}
    ids, notes = {}, {}
    for n, row in enumerate(rows, start=2):
        where = f"pci_ids.csv:{n}"
        if row["sku_id"] not in by_id:
            fail(f"{where}: '{row['sku_id']}' is not a catalog SKU id")
        if not re.fullmatch(r"[0-9a-f]{4}:[0-9a-f]{4}", row["pci_id"]):
            fail(f"{where}: '{row['pci_id']}' is not a lower-case vendor:device ID")
        if not row["pci_ids_name"] or not row["pci_ids_line"].isdigit():
            fail(f"{where}: the pci.ids name and line are required")
        if row["use"] not in ("identifies", "shared"):
            fail(f"{where}: use '{row['use']}' is not identifies or shared")
        if row["pci_id"] in ids.get(row["sku_id"], []):
            fail(f"{where}: {row['pci_id']} twice for {row['sku_id']}")
        text = f"{row['pci_id']} \"{row['pci_ids_name']}\" (line {row['pci_ids_line']})"
        if row["note"]:
            text += f": {row['note']}"
        if row["use"] == "shared":
            # An ID pci.ids gives to other products or memory sizes too would name this SKU for them: the
            # catalog leaves it out, and the name decides.
            handled(where, f"{row['pci_id']} left out of {row['sku_id']}: shared ({row['note']})")
            continue
        ids.setdefault(row["sku_id"], []).append(row["pci_id"])
        notes.setdefault(row["sku_id"], []).append(text)
    for sku_id, sku_ids in ids.items():
        sku = by_id[sku_id]
        items = list(sku.items())
        sku.clear()
        for key, value in items:
            if key == "provenance":
                sku["pci_ids"] = sku_ids  # before the provenance, after the figures
            sku[key] = value
        fp = dict(sku.get("field_provenance", {}))
        fp["pci_ids"] = prov("datasheet", PCI_IDS_SOURCE, LOCAL_REFERENCE_DATE, "; ".join(notes[sku_id]))
        sku["field_provenance"] = dict(sorted(fp.items()))
    return sum(len(v) for v in ids.values())


# --------------------------------------------------------------------------------------------
# SKUs (gpu_peaks.csv)
# --------------------------------------------------------------------------------------------

# Names with parentheses: clean base for the id (the display name keeps the CSV text).
SKU_ID_BASE = {
    "GB200 (per GPU)": "gb200",
    "GB300 (per GPU)": "gb300",
    "A16 (per GPU; 4 per board)": "a16",
    "GH200 (GPU part; 144GB HBM3e)": "gh200",
}

# name -> (family, segment). Every SKU must be listed: nothing is classified by accident.
CLASSIFICATION = {
    # NVIDIA
    "H200 SXM": ("Hopper", "datacenter"),
    "H100 SXM": ("Hopper", "datacenter"),
    "H100 PCIe": ("Hopper", "datacenter"),
    "H100 NVL": ("Hopper", "datacenter"),
    "H200 NVL": ("Hopper", "datacenter"),
    "GH200 (GPU part; 144GB HBM3e)": ("Hopper", "datacenter"),
    "A100 80GB SXM": ("Ampere", "datacenter"),
    "A100 80GB PCIe": ("Ampere", "datacenter"),
    "A100 40GB SXM": ("Ampere", "datacenter"),
    "A100 40GB PCIe": ("Ampere", "datacenter"),
    "A40": ("Ampere", "datacenter"),
    "A30": ("Ampere", "datacenter"),
    "A10": ("Ampere", "datacenter"),
    "A16 (per GPU; 4 per board)": ("Ampere", "datacenter"),
    "L40S": ("Ada Lovelace", "datacenter"),
    "L40": ("Ada Lovelace", "datacenter"),
    "L4": ("Ada Lovelace", "datacenter"),
    "T4": ("Turing", "datacenter"),
    "V100 32GB SXM2": ("Volta", "datacenter"),
    "V100 32GB PCIe": ("Volta", "datacenter"),
    "P100 16GB PCIe": ("Pascal", "datacenter"),
    "P40": ("Pascal", "datacenter"),
    "B200": ("Blackwell", "datacenter"),
    "GB200 (per GPU)": ("Blackwell", "datacenter"),
    "RTX PRO 6000 Blackwell": ("Blackwell", "workstation"),
    "RTX PRO 6000 Blackwell Max-Q": ("Blackwell", "workstation"),
    "RTX 6000 Ada": ("Ada Lovelace", "workstation"),
    "RTX 5000 Ada": ("Ada Lovelace", "workstation"),
    "RTX 4000 Ada": ("Ada Lovelace", "workstation"),
    "RTX A6000": ("Ampere", "workstation"),
    "RTX A5000": ("Ampere", "workstation"),
    "RTX A4000": ("Ampere", "workstation"),
    "GeForce RTX 5090": ("Blackwell", "consumer"),
    "GeForce RTX 4090": ("Ada Lovelace", "consumer"),
    "GeForce RTX 4080": ("Ada Lovelace", "consumer"),
    "GeForce RTX 4070 Ti": ("Ada Lovelace", "consumer"),
    "GeForce RTX 4060 Ti 16GB": ("Ada Lovelace", "consumer"),
    "GeForce RTX 3090": ("Ampere", "consumer"),
    "GeForce RTX 3080 10GB": ("Ampere", "consumer"),
    "GeForce RTX 3080 Ti": ("Ampere", "consumer"),
    "GeForce RTX 3070": ("Ampere", "consumer"),
    "GeForce RTX 3060 12GB": ("Ampere", "consumer"),
    # AMD
    "Instinct MI355X": ("CDNA4", "datacenter"),
    "Instinct MI325X": ("CDNA3", "datacenter"),
    "Instinct MI300X": ("CDNA3", "datacenter"),
    "Instinct MI300A": ("CDNA3", "datacenter"),
    "Instinct MI250X": ("CDNA2", "datacenter"),
    "Instinct MI210": ("CDNA2", "datacenter"),
    "Instinct MI100": ("CDNA1", "datacenter"),
    "Instinct MI60": ("GCN5", "datacenter"),
    "Instinct MI50": ("GCN5", "datacenter"),
    "Radeon PRO W7900": ("RDNA3", "workstation"),
    "Radeon PRO W7800": ("RDNA3", "workstation"),
    "Radeon RX 7900 XTX": ("RDNA3", "consumer"),
    "Radeon RX 7900 XT": ("RDNA3", "consumer"),
    "Radeon RX 9070 XT": ("RDNA4", "consumer"),
    # Intel
    "Data Center GPU Max 1550": ("Xe-HPC", "datacenter"),
    "Data Center GPU Max 1100": ("Xe-HPC", "datacenter"),
    "Data Center GPU Flex 170": ("Xe-HPG", "datacenter"),
    "Arc A770 16GB": ("Xe-HPG", "consumer"),
    "Arc B580": ("Xe2", "consumer"),
    "Arc Pro B60": ("Xe2", "workstation"),
    "Gaudi 2": ("Gaudi", "datacenter"),
    "Gaudi 3": ("Gaudi", "datacenter"),
    # data/reference/new_skus.csv
    "B300": ("Blackwell", "datacenter"),
    "GB300 (per GPU)": ("Blackwell", "datacenter"),
    "RTX PRO 5000 Blackwell": ("Blackwell", "workstation"),
    "GeForce RTX 5080": ("Blackwell", "consumer"),
    "GeForce RTX 5070 Ti": ("Blackwell", "consumer"),
    "GeForce RTX 5060 Ti 16GB": ("Blackwell", "consumer"),
    "Instinct MI350X": ("CDNA4", "datacenter"),
    "RTX PRO 4000 Blackwell": ("Blackwell", "workstation"),
    "RTX PRO 4500 Blackwell": ("Blackwell", "workstation"),
    "H20": ("Hopper", "datacenter"),
    "L20": ("Ada Lovelace", "datacenter"),
}

FAMILY_NOTES = {
    "GH200 (GPU part; 144GB HBM3e)": "Grace Hopper superchip: the GPU part is a Hopper GH100",
    "GB200 (per GPU)": "Grace Blackwell superchip: each GPU is a Blackwell B200-class die pair",
    "B300": "Blackwell Ultra (dual-die Blackwell GPU with the FP4-optimized tensor core); family kept as Blackwell",
    "GB300 (per GPU)": "Grace Blackwell Ultra superchip: each GPU is a Blackwell Ultra (B300-class) die pair",
    "Instinct MI350X": "CDNA4, same 8-XCD design as the MI355X at a lower clock and power",
    "Instinct MI60": "Vega 20 die (GCN5)",
    "Instinct MI50": "Vega 20 die (GCN5)",
    "Data Center GPU Max 1550": "Ponte Vecchio",
    "Data Center GPU Max 1100": "Ponte Vecchio",
    "Arc A770 16GB": "Alchemist",
    "Data Center GPU Flex 170": "Alchemist-class ACM-G10",
    "Arc B580": "Battlemage",
    "Arc Pro B60": "Battlemage",
}

ECC_RULE = ("GpuPlan rule: ecc = true when memory is HBM or the segment is datacenter or "
            "workstation; false for consumer cards with GDDR (not a vendor statement)")

# Peak figures that the reference notes describe as derived, copied from another SKU or assumed
# rather than read from a table: name -> (fields, quotation from the notes column).
DERIVED_FLOPS = {
    "H200 NVL": (("fp16", "bf16"),
                 "FP16/BF16 DERIVED: TPU lists the same GH100 config (132 SM / 528 TC) and 1785 MHz "
                 "boost as H100 NVL so dense = H100 NVL 835.5"),
    "A100 40GB PCIe": (("fp16", "bf16"), "tensor peaks as A100 SXM (Epoch)"),
    "Data Center GPU Max 1550": (("fp32", "fp16", "bf16"),
                                 "derived 128 Xe-cores x 1.6 GHz (FP32 256 ops/clk/core; "
                                 "XMX 4096 ops/clk/core)"),
    "Arc A770 16GB": (("fp32", "fp16", "bf16"),
                      "derived at 2.1 GHz graphics clock: 4096 lanes x 2; 32 Xe-cores x 2048 XMX ops/clk"),
    "RTX 6000 Ada": (("fp16",), "FP16 taken = BF16 rate (equal in every NVIDIA table read)"),
    "RTX 5000 Ada": (("fp16", "bf16"),
                     "DERIVED: FP16/BF16 dense = Epoch FP8 dense 522 / 2; checks with 400 TC x 2550 MHz x "
                     "256 FLOP/clk/TC (rate implied by RTX 6000 Ada 364 TF / (568 TC x 2505 MHz))"),
    "RTX A6000": (("fp16",), "FP16 taken = BF16 rate"),
    "RTX A5000": (("fp16", "bf16"),
                  "DERIVED tensor: 256 TC x 1695 MHz x 256 FLOP/clk/TC (pro-Ampere rate implied by A6000 "
                  "154.8 TF / (336 TC x 1800 MHz))"),
    "RTX PRO 6000 Blackwell": (("fp16",), "FP16 taken = BF16 rate"),
    "RTX PRO 6000 Blackwell Max-Q": (("fp16", "bf16"),
                                     "DERIVED tensor: Workstation 503.8 x 2280/2617 MHz (TPU boost clocks; "
                                     "same 188 SM / 752 TC) = 438.9 dense"),
    "GeForce RTX 4080": (("fp16", "bf16"),
                         "DERIVED tensor w/ FP32 acc: 304 TC x 2505 MHz x 128 FLOP/clk/TC (GeForce Ada rate "
                         "implied by 4090 row 165.2 TF / (512 TC x 2520 MHz))"),
    "GeForce RTX 4070 Ti": (("fp16", "bf16"), "DERIVED tensor w/ FP32 acc: 240 TC x 2610 MHz x 128 (as 4080)"),
    "GeForce RTX 4060 Ti 16GB": (("fp16", "bf16"),
                                 "DERIVED tensor w/ FP32 acc: 136 TC x 2535 MHz x 128 (as 4080)"),
    "GeForce RTX 3080 10GB": (("fp16", "bf16"),
                              "GeForce Ampere FP32-accumulate is half (as 3090 row 142 vs 71) -> 59.5 = "
                              "272 TC x 1710 MHz x 128"),
    "GeForce RTX 3080 Ti": (("fp16", "bf16"), "FP32-accumulate half -> 68.2"),
    "GeForce RTX 3070": (("fp16", "bf16"),
                         "DERIVED tensor w/ FP32 acc: 184 TC x 1725 MHz x 128 FLOP/clk/TC (GeForce Ampere "
                         "rate implied by 3090 row 71 TF / (328 TC x 1695 MHz))"),
    "GeForce RTX 3060 12GB": (("fp16", "bf16"), "DERIVED tensor w/ FP32 acc: 112 TC x 1777 MHz x 128 (as 3070)"),
    "Instinct MI325X": (("fp16", "bf16"),
                        "matrix rate equals MI300X (1307.4 = 2100 MHz x 1216 matrix cores x 512 per "
                        "ml-engineering)"),
    "Radeon RX 7900 XTX": (("bf16",), "BF16 assumed = FP16 WMMA rate"),
    "Radeon PRO W7900": (("fp16",), "fp16 = 2x dual-issue FP32 (same basis as RX 7900 XTX row)"),
    "Radeon PRO W7800": (("fp16",), "fp16 = 2x dual-issue FP32"),
    "Radeon RX 7900 XT": (("fp16",), "fp16 = 2x dual-issue FP32"),
}
# Fields of data/reference/new_skus.csv rows that the row's notes describe as derived: name ->
# [(catalog field paths, quotation from the notes column)].
DERIVED_FIELDS = {
    "GeForce RTX 5080": [(("peak_flops.fp32",), "DERIVED: FP32 = 2 x 10752 CUDA cores x 2.62 GHz boost")],
    "GeForce RTX 5070 Ti": [(("peak_flops.fp32",), "DERIVED: FP32 = 2 x 8960 CUDA cores x 2.45 GHz boost"),
                            (("memory_bandwidth_bytes_per_s",), "DERIVED: bandwidth = 256-bit x 28 Gbps GDDR7")],
    "GeForce RTX 5060 Ti 16GB": [(("peak_flops.fp32",), "DERIVED: FP32 = 2 x 4608 CUDA cores x 2.57 GHz boost")],
}
# Rows whose notes say "derived" only about the structured-sparsity figure (kept in notes only).
DERIVED_SPARSE_ONLY = {"A30", "L40", "Instinct MI325X", "RTX PRO 6000 Blackwell"}

TPU_JSON = "reox007/RightNow-GPU-Database@77fae38:data/all-gpus.json (TechPowerUp-derived)"
EPOCH_CHIPS = "epoch-research/training-cost-trends@263c40a:data/Chip dataset-Grid view.csv"
ML_ENGINEERING = "stas00/ml-engineering@744d01e:compute/accelerator/README.md"
ASTROC86 = "astroC86/gpu-datasheet@859522a:README.md"

# Numeric fields whose source (per the notes) differs from the row's `source` column.
FIELD_SOURCES = {
    "A30": [(("memory_bytes", "memory_bandwidth_bytes_per_s"), TPU_JSON,
             "memory and bw from TPU JSON (Epoch row has none)")],
    "A10": [(("peak_flops.fp32", "memory_bandwidth_bytes_per_s"), f"{EPOCH_CHIPS} | {TPU_JSON}",
             "FP32 and bw from Epoch/TPU")],
    "H100 NVL": [(("peak_flops.fp32",), TPU_JSON, "FP32 from TPU JSON (1785 MHz boost)")],
    "H200 NVL": [(("memory_bandwidth_bytes_per_s",), "https://aiwiki.ai/wiki/nvidia_h200",
                  "bandwidth 4800 per NVIDIA via aiwiki (TPU JSON 4890)")],
    "RTX PRO 6000 Blackwell": [(("peak_flops.fp32",), TPU_JSON,
                                "FP32 from TPU (press reports of NVIDIA announcement say up to 125 TFLOPS)")],
    "A100 40GB SXM": [(("memory_bandwidth_bytes_per_s",), ASTROC86,
                       "bw 1555 per NVIDIA datasheet (astroC86) vs 1560 in Epoch/TPU")],
    "A100 40GB PCIe": [(("memory_bandwidth_bytes_per_s",), ASTROC86, "bw 1555 per NVIDIA (TPU 1560)")],
    "Gaudi 3": [(("peak_flops.fp16",), ML_ENGINEERING, "fp16 459 is the MME FP16 figure from ml-engineering")],
}

# CSV cells deliberately not copied into a catalog field (the value stays in notes/provenance).
DROPPED_CELLS = {
    ("A16 (per GPU; 4 per board)", "tdp_w"): (
        "tdp_w {value} W is the whole 4-GPU board (per the notes), not a per-GPU figure: tdp_watts "
        "left absent for this per-GPU record"),
}

EXTRA_SKUS = [
    {
        "sku": "Instinct MI300A", "vendor": "AMD", "form_factor": "APU (SH5 socket)",
        "memory_gb": "128", "memory_type": "HBM3", "mem_bw_gbs": "5300", "fp32_tflops": "122.6",
        "fp16_dense_tflops": "980.6", "bf16_dense_tflops": "980.6", "tensor_fp16_sparse_tflops": "",
        "tdp_w": "550", "pcie_gen": "5", "pcie_width": "16",
        "source": "https://www.amd.com/content/dam/amd/en/documents/instinct-tech-docs/data-sheets/"
                  "amd-instinct-mi300a-data-sheet.pdf",
        "crosscheck": "",
        "notes": "APU: Zen 4 CPU cores and the CDNA3 GPU share the 128 GB HBM3 (unified memory); "
                 "FP32 122.6 is the vector rate; FP16/BF16 980.6 dense",
        "launch_date": "2023-12", "interconnect": "Infinity Fabric",
        "_provenance_note": "added by GpuPlan: not in shared/reference/gpu_peaks.csv; figures from AMD's "
                            "MI300A data sheet, to be cross-checked",
    },
]

REQUIRED_SKU_NAMES = [
    "H200 SXM", "H100 SXM", "H100 PCIe", "H100 NVL", "A100 80GB SXM", "A100 80GB PCIe", "A40",
    "L40S", "L40", "L4", "T4", "A10", ("V100 32GB SXM2", "V100 32GB PCIe"), "B200",
    "RTX PRO 6000 Blackwell", "RTX 6000 Ada", "RTX 5000 Ada", "RTX 4000 Ada", "RTX A6000",
    "RTX A4000", "GeForce RTX 5090", "GeForce RTX 4090", "GeForce RTX 4080", "GeForce RTX 4070 Ti",
    "GeForce RTX 3090", "GeForce RTX 3080 10GB", "GeForce RTX 3080 Ti", "GeForce RTX 3070",
    "GeForce RTX 3060 12GB", "Instinct MI300X", "Instinct MI325X", "Instinct MI250X",
    "Instinct MI210", "Radeon PRO W7900", "Radeon RX 7900 XTX", "Data Center GPU Max 1550",
    "Arc A770 16GB", "Arc B580", "Arc Pro B60", "Gaudi 2", "Gaudi 3",
]

SOFTWARE_STACK = {"NVIDIA": "CUDA", "AMD": "ROCm", "Intel": "oneAPI"}


def sku_id(row):
    name, vendor, mem = row["sku"], row["vendor"], row["memory_gb"]
    if name in SKU_ID_BASE:
        base = SKU_ID_BASE[name]
        handled(f"gpu_peaks sku '{name}'", f"id base '{base}' (display name kept)")
    else:
        if re.search(r"[()]", name):
            fail(f"gpu_peaks sku '{name}': parentheses need an entry in SKU_ID_BASE")
        # Drop a memory size already in the name so the id does not say it twice.
        base = re.sub(rf"(?i)\b{re.escape(mem)}\s*GB\b", " ", name)
    return f"{slug(vendor)}-{slug(base)}-{mem}gb"


# Families whose tensor cores run FP8 at twice the dense FP16 rate: NVIDIA Hopper, Ada Lovelace and
# Blackwell, AMD CDNA3 and CDNA4 (their datasheets list FP8 = 2 x FP16/BF16 dense). Gaudi 3 runs FP8
# at its BF16 rate and Intel Max has no FP8, so they are not listed.
FP8_DOUBLE_RATE_FAMILIES = {"Hopper", "Ada Lovelace", "Blackwell", "CDNA3", "CDNA4"}
FP8_RULE = ("FP8 dense = 2 x FP16 dense: the architecture's FP8 tensor-core rate is twice its FP16 rate "
            "(not in shared/reference; derived by GpuPlan)")

# peak_flops keys in output order (int8 is OP/s).
PEAK_KEYS = ("fp64", "fp32", "fp16", "fp16_acc16", "bf16", "fp8", "int8", "fp6", "fp4")
# format_peaks.csv precisions (fp32 stays with gpu_peaks.csv / new_skus.csv).
FORMAT_PRECISIONS = ("fp64", "fp16", "fp16_acc16", "bf16", "fp8", "int8", "fp6", "fp4")
# format_peaks.csv kind -> catalog provenance kind. The catalog has no "whitepaper" kind: a vendor
# whitepaper is a vendor document like a datasheet, and its note says it was a whitepaper.
FORMAT_KINDS = {"datasheet": "datasheet", "whitepaper": "datasheet", "derived": "derived"}


def read_format_peaks(path, sku_names):
    """format_peaks.csv -> {sku name: {precision: row}}; strict: every row must be usable."""
    rows = read_csv(path, FORMAT_PEAKS_COLUMNS)
    by_sku = {}
    for line_no, row in enumerate(rows, start=2):
        where = f"{path.name}:{line_no} ({row['sku']}, {row['precision']})"
        if row["sku"] not in sku_names:
            fail(f"{where}: '{row['sku']}' is not a SKU of gpu_peaks.csv, new_skus.csv or EXTRA_SKUS")
        if row["precision"] not in FORMAT_PRECISIONS:
            fail(f"{where}: precision '{row['precision']}' is not one of {', '.join(FORMAT_PRECISIONS)}")
        if row["kind"] not in FORMAT_KINDS:
            fail(f"{where}: kind '{row['kind']}' is not one of {', '.join(FORMAT_KINDS)}")
        if not row["source"]:
            fail(f"{where}: empty source")
        if row["kind"] == "derived" and not row["note"]:
            fail(f"{where}: a derived row must state its rule in the note")
        tflops = dec(row["dense_tflops"], f"{where} dense_tflops")
        if tflops == 0:
            fail(f"{where}: dense_tflops is zero")
        per_sku = by_sku.setdefault(row["sku"], {})
        if row["precision"] in per_sku:
            fail(f"{where}: duplicate (sku, precision) row")
        per_sku[row["precision"]] = dict(row, _where=where, _tflops=tflops)
    return by_sku, len(rows)


def build_sku(row, where, record_note_extra=None, format_rows=None, record_date=REFERENCE_DATE,
              table="gpu_peaks.csv"):
    format_rows = format_rows or {}
    name = row["sku"]
    vendor = row["vendor"]
    if vendor not in SOFTWARE_STACK:
        fail(f"{where}: unknown vendor '{vendor}'")
    if name not in CLASSIFICATION:
        fail(f"{where}: '{name}' has no entry in CLASSIFICATION")
    family, segment = CLASSIFICATION[name]
    stack = "SynapseAI" if family == "Gaudi" else SOFTWARE_STACK[vendor]
    mem_type = row["memory_type"]
    if not mem_type:
        fail(f"{where}: memory_type is empty")
    is_hbm = mem_type.upper().startswith("HBM")
    ecc = is_hbm or segment in ("datacenter", "workstation")

    sku = {"id": sku_id(row), "vendor": vendor, "family": family, "name": name,
           "segment": segment}
    if row["form_factor"]:
        sku["form_factor"] = row["form_factor"]
    else:
        handled(f"{where} form_factor", "empty: form_factor absent")
    sku["memory_bytes"] = exact_int(dec(row["memory_gb"], f"{where} memory_gb"), f"{where} memory_gb") * GIB
    sku["memory_type"] = mem_type
    sku["memory_bandwidth_bytes_per_s"] = exact_int(dec(row["mem_bw_gbs"], f"{where} mem_bw_gbs") * GIGA,
                                                    f"{where} mem_bw_gbs")
    flops = {}
    for key, col in (("fp32", "fp32_tflops"), ("fp16", "fp16_dense_tflops"), ("bf16", "bf16_dense_tflops")):
        if row[col]:
            flops[key] = exact_int((dec(row[col], f"{where} {col}") * TERA).to_integral_value(),
                                   f"{where} {col}")
        elif key not in format_rows:
            handled(f"{where} {col}", "empty: peak_flops." + key + " absent")
    # data/reference/format_peaks.csv: a sourced dense peak per math format replaces the column value
    # (or fills an empty one); its provenance is set below, after the tables that annotate columns.
    format_prov = {}
    for key in PEAK_KEYS:
        frow = format_rows.get(key)
        if frow is None:
            continue
        value = exact_int((frow["_tflops"] * TERA).to_integral_value(), f"{frow['_where']} dense_tflops")
        notes_part = []
        if frow["kind"] == "whitepaper":
            notes_part.append("vendor whitepaper")
        if frow["note"]:
            notes_part.append(frow["note"])
        if key in flops and flops[key] != value:
            notes_part.append(f"replaces {table} value {Decimal(flops[key]) / TERA} TFLOPS")
        elif key in flops:
            notes_part.append(f"same value as {table}; this row is the better-sourced figure")
        flops[key] = value
        format_prov[f"peak_flops.{key}"] = prov(FORMAT_KINDS[frow["kind"]], frow["source"], LOCAL_REFERENCE_DATE,
                                                "; ".join(notes_part))
        handled(frow["_where"], f"peak_flops.{key} = {frow['_tflops']} T from format_peaks.csv ({frow['kind']})")
    if not flops:
        fail(f"{where}: no peak figure at all")
    # FP8 for the families without a sourced FP8 row: architectures with FP8 tensor cores run it at
    # twice their dense FP16 rate (same accumulate basis), so the figure is derived, and marked so.
    family_for_fp8 = CLASSIFICATION[name][0]
    fp8_rule = ("fp8" not in flops and family_for_fp8 in FP8_DOUBLE_RATE_FAMILIES
                and ("fp16" in flops or "bf16" in flops))
    if fp8_rule:
        flops["fp8"] = 2 * flops.get("fp16", flops.get("bf16"))
    sku["peak_flops"] = {k: flops[k] for k in PEAK_KEYS if k in flops}

    for field, col in (("tdp_watts", "tdp_w"), ("pcie_gen", "pcie_gen"), ("pcie_width", "pcie_width")):
        if (name, col) in DROPPED_CELLS:
            continue
        if row[col]:
            sku[field] = int_cell(row[col], f"{where} {col}")
        else:
            handled(f"{where} {col}", f"empty: {field} absent")
    if row["interconnect"]:
        sku["interconnect"] = row["interconnect"]
    else:
        handled(f"{where} interconnect", "empty: interconnect absent")
    sku["ecc"] = ecc
    if row["launch_date"]:
        sku["launch_date"] = date_cell(row["launch_date"], f"{where} launch_date")
    else:
        handled(f"{where} launch_date", "empty: launch_date absent")
    sku["software_stack"] = stack

    notes = row["notes"]
    if row["tensor_fp16_sparse_tflops"]:
        sparse = dec(row["tensor_fp16_sparse_tflops"], f"{where} tensor_fp16_sparse_tflops")
        notes = f"{notes}; FP16 sparse: {sparse} TFLOPS" if notes else f"FP16 sparse: {sparse} TFLOPS"
    if notes:
        sku["notes"] = notes

    note_parts = []
    if row["crosscheck"]:
        note_parts.append(f"crosscheck: {row['crosscheck']}")
    if record_note_extra:
        note_parts.append(record_note_extra)
    for (dropped_name, col), text in DROPPED_CELLS.items():
        if dropped_name == name:
            msg = text.format(value=row[col])
            note_parts.append(msg)
            handled(f"{where} {col}", msg)
    note_parts.append(GIB_NOTE)
    if not row["source"]:
        fail(f"{where}: empty source")
    sku["provenance"] = prov("datasheet", row["source"], record_date, "; ".join(note_parts))

    fp = {}
    for key in ("family", "segment", "software_stack"):
        note = FAMILY_NOTES.get(name) if key == "family" else None
        fp[key] = prov("derived", CLASSIFICATION_SOURCE, GENERATED, note)
    fp["ecc"] = prov("derived", CLASSIFICATION_SOURCE, GENERATED, ECC_RULE)
    if fp8_rule:
        fp["peak_flops.fp8"] = prov("derived", CLASSIFICATION_SOURCE, GENERATED, FP8_RULE)

    # "TechPowerUp-derived" names a database, not a derivation of a figure.
    if re.search(r"derived", notes.replace("TechPowerUp-derived", ""), re.IGNORECASE) \
            and name not in DERIVED_FLOPS \
            and name not in DERIVED_FIELDS \
            and name not in DERIVED_SPARSE_ONLY:
        fail(f"{where}: notes mention a derivation that no table handles: {notes}")
    if name in DERIVED_FLOPS:
        fields, quote = DERIVED_FLOPS[name]
        if quote not in row["notes"]:
            fail(f"{where}: DERIVED_FLOPS quotation not found in the notes: {quote}")
        for f in fields:
            if f not in flops:
                fail(f"{where}: DERIVED_FLOPS names absent field {f}")
            fp[f"peak_flops.{f}"] = prov("derived", row["source"], REFERENCE_DATE, quote)
        handled(f"{where} peak_flops", f"{', '.join(fields)} marked derived")
    for fields, quote in DERIVED_FIELDS.get(name, []):
        if quote not in row["notes"]:
            fail(f"{where}: DERIVED_FIELDS quotation not found in the notes: {quote}")
        for f in fields:
            present = (f[len("peak_flops."):] in flops) if f.startswith("peak_flops.") else f in sku
            if not present:
                fail(f"{where}: DERIVED_FIELDS names absent field {f}")
            fp[f] = prov("derived", row["source"], record_date, quote)
        handled(f"{where}", f"{', '.join(fields)} marked derived")
    for fields, source, quote in FIELD_SOURCES.get(name, []):
        if quote not in row["notes"]:
            fail(f"{where}: FIELD_SOURCES quotation not found in the notes: {quote}")
        for f in fields:
            fp[f] = prov("datasheet", source, REFERENCE_DATE, quote)
        handled(f"{where}", f"{', '.join(fields)} attributed to {source}")
    for key, p in format_prov.items():
        if key in fp:
            handled(where, f"{key}: format_peaks.csv provenance replaces '{fp[key]['note'] if 'note' in fp[key] else fp[key]['source']}'")
        fp[key] = p
    sku["field_provenance"] = dict(sorted(fp.items()))
    return sku


NEW_SKU_NOTE = ("added by GpuPlan from data/reference/new_skus.csv (not in shared/reference/gpu_peaks.csv); "
                "per-format peaks in data/reference/format_peaks.csv")


def build_skus(rows, new_rows, format_peaks):
    skus = []
    for i, row in enumerate(rows, start=2):
        skus.append(build_sku(row, f"gpu_peaks.csv:{i} ({row['sku']})", format_rows=format_peaks.get(row["sku"])))
    for extra in EXTRA_SKUS:
        row = {k: v for k, v in extra.items() if not k.startswith("_")}
        skus.append(build_sku(row, f"EXTRA_SKUS ({row['sku']})", extra["_provenance_note"],
                              format_rows=format_peaks.get(row["sku"])))
        handled(f"EXTRA_SKUS {row['sku']}", "added because gpu_prices.csv prices it")
    for i, row in enumerate(new_rows, start=2):
        skus.append(build_sku(row, f"new_skus.csv:{i} ({row['sku']})", NEW_SKU_NOTE,
                              format_rows=format_peaks.get(row["sku"]), record_date=LOCAL_REFERENCE_DATE,
                              table="new_skus.csv"))
    return skus


# --------------------------------------------------------------------------------------------
# Prices (gpu_prices.csv)
# --------------------------------------------------------------------------------------------

# Price `sku` text -> (catalog SKU name, mapping note or None when the mapping is plain).
PRICE_SKU_MAP = {
    "GeForce RTX 4090 24GB": ("GeForce RTX 4090", None),
    "Radeon RX 7900 XTX 24GB": ("Radeon RX 7900 XTX", None),
    "GeForce RTX 3090 24GB": ("GeForce RTX 3090", None),
    "Instinct MI250X 128GB": ("Instinct MI250X", None),
    "A100 PCIe": ("A100 80GB PCIe",
                  "mapped to A100 80GB PCIe because the row gives no capacity and by the 2022 price date "
                  "the 80 GB PCIe card (launched 2021-06) was the current A100 PCIe product; Epoch's "
                  "'A100 PCIe' chip row also carries 80 GB-part figures (1940 GB/s). Ambiguous: the same "
                  "nextplatform series lists 'A100 PCIe' in 2020, when only the 40 GB part existed"),
    "Gaudi2 96GB": ("Gaudi 2", "mapped to Gaudi 2 (Gaudi2 96 GB HBM2e)"),
    "H100 SXM5 80GB": ("H100 SXM", None),
    "H100 SXM 80GB": ("H100 SXM", None),
    "H200 SXM 141GB": ("H200 SXM", None),
    "B200": ("B200", None),
    "Instinct MI300X 192GB": ("Instinct MI300X", None),
    "Instinct MI300A 128GB": ("Instinct MI300A",
                              "mapped to Instinct MI300A, a SKU GpuPlan adds from AMD's data sheet "
                              "(not in gpu_peaks.csv)"),
    "Data Center GPU Max 1550 128GB": ("Data Center GPU Max 1550", None),
    "H100 PCIe 80GB": ("H100 PCIe", None),
    "A100 SXM4 80GB": ("A100 80GB SXM", None),
    "RTX A6000 48GB": ("RTX A6000", None),
    "H100 NVL 94GB": ("H100 NVL", None),
    "L40S 48GB": ("L40S", None),
    "L4 24GB": ("L4", None),
    "A100 80GB": ("A100 80GB PCIe",
                  "mapped to A100 80GB PCIe because Hyperstack's rate card lists plain 'NVIDIA A100' "
                  "(80 GB) separately from 'A100 SXM' and 'A100 NVLink'; the plain entry is the PCIe card "
                  "(spot 1.08 = 80% of its 1.35 on-demand rate)"),
    "A100 40GB": ("A100 40GB SXM",
                  "mapped to A100 40GB SXM because GCP a2-highgpu and AWS p4d instances use SXM4 40 GB "
                  "A100s"),
    "A100 80GB (PCIe)": ("A100 80GB PCIe",
                         "mapped to A100 80GB PCIe: Azure NC A100 v4 uses the 80 GB PCIe card"),
}
# Extra mapping remarks that depend on the provider, not only on the SKU text.
PRICE_ROW_NOTES = {
    ("B200", "Hyperstack"): "Hyperstack lists its B200 with 192 GB; mapped to the catalog B200 "
                            "(HGX, 180 GB per NVIDIA's table)",
    ("B200", "Delta Computer"): "DGX B200 1440GB = 8 x 180 GB: matches the catalog B200",
    ("H100 NVL 94GB", "Microsoft Azure"): "Azure NC H100 v5 series uses H100 NVL 94 GB",
}

PRICE_KINDS = {
    "msrp": ("msrp", None),
    "street": ("street", None),
    "used_resale": ("used", None),
    "refurbished": ("refurbished", None),
    "cloud_on_demand": ("cloud_on_demand", None),
    "cloud_reserved_1y": ("cloud_reserved", "1y"),
    "cloud_reserved_3y": ("cloud_reserved", "3y"),
    "cloud_reserved": ("cloud_reserved", None),
    "cloud_spot": ("cloud_spot", None),
}
PRICE_UNITS = {"USD/GPU": "gpu", "USD/GPU-hour": "gpu_hour"}


def build_prices(rows, sku_by_name, table="gpu_prices.csv", seen=None):
    """gpu_prices.csv rows map their SKU text through PRICE_SKU_MAP; new_prices.csv rows name a
    catalog SKU exactly (no mapping)."""
    prices = []
    seen = set() if seen is None else seen
    for i, row in enumerate(rows, start=2):
        where = f"{table}:{i} ({row['sku']}, {row['provider']})"
        if table == "gpu_prices.csv":
            if row["sku"] not in PRICE_SKU_MAP:
                fail(f"{where}: no PRICE_SKU_MAP entry for '{row['sku']}'")
            target, map_note = PRICE_SKU_MAP[row["sku"]]
        else:
            target, map_note = row["sku"], None
        if target not in sku_by_name:
            what = "PRICE_SKU_MAP target" if table == "gpu_prices.csv" else "SKU"
            fail(f"{where}: {what} '{target}' is not a catalog SKU")
        sku = sku_by_name[target]
        if row["vendor"] != sku["vendor"]:
            fail(f"{where}: vendor {row['vendor']} differs from SKU vendor {sku['vendor']}")
        if row["kind"] not in PRICE_KINDS:
            fail(f"{where}: unknown kind '{row['kind']}'")
        kind, term = PRICE_KINDS[row["kind"]]
        if row["unit"] not in PRICE_UNITS:
            fail(f"{where}: unknown unit '{row['unit']}'")
        unit = PRICE_UNITS[row["unit"]]
        if (unit == "gpu_hour") != kind.startswith("cloud_"):
            fail(f"{where}: unit {unit} does not fit kind {kind}")
        date = date_cell(row["price_date"], f"{where} price_date")
        if not row["provider"] or not row["source_url"]:
            fail(f"{where}: empty provider or source_url")
        amount = float(dec(row["usd"], f"{where} usd"))

        kind_part = f"{kind}-{term}" if term else kind
        pid = f"{sku['id']}/{kind_part}/{date}/{slug(row['provider'])}"
        base, n = pid, 2
        while pid in seen:
            pid = f"{base}-{n}"
            n += 1
        seen.add(pid)

        note_parts = []
        if row["note"]:
            note_parts.append(row["note"])
        if table != "gpu_prices.csv":
            note_parts.append(f"from data/reference/{table}")
        if map_note:
            note_parts.append(map_note)
            handled(f"{where} sku", map_note)
        row_note = PRICE_ROW_NOTES.get((row["sku"], row["provider"]))
        if row_note:
            note_parts.append(row_note)
        note = "; ".join(note_parts)
        if row["transcribed_from"]:
            note = f"{note} (transcribed from {row['transcribed_from']})" if note else \
                f"transcribed from {row['transcribed_from']}"

        price = {"id": pid, "sku_id": sku["id"], "kind": kind}
        if term:
            price["term"] = term
        price.update({"amount": amount, "currency": "USD", "unit": unit, "provider": row["provider"],
                      "date": date, "provenance": prov("datasheet", row["source_url"], date, note)})
        prices.append(price)
    return prices


# --------------------------------------------------------------------------------------------
# Models (models.csv)
# --------------------------------------------------------------------------------------------

MODEL_NAMES = {
    "Phi-3.5-mini (same dims as Phi-3-mini)": "Phi-3.5-mini",
}


def sliding(row, where, expected=None):
    w = int_cell(row["sliding_window"], f"{where} sliding_window")
    if expected is not None and w != expected:
        fail(f"{where}: sliding_window {w} differs from the layer_pattern's {expected}")
    return w


# layer_pattern text -> function(row, where) giving the attention pattern (repeated cyclically).
ATTENTION_PATTERNS = {
    "full": lambda r, w: [{"kind": "full"}],
    "full (config sliding_window null); every layer MoE": lambda r, w: [{"kind": "full"}],
    "full; every layer MoE": lambda r, w: [{"kind": "full"}],
    "full (use_sliding_window false)": lambda r, w: [{"kind": "full"}],
    "full (use_sliding_window false; config sliding_window 131072 unused)": lambda r, w: [{"kind": "full"}],
    "full (config sliding_window 262144 exceeds 131072 context: no effective window)":
        lambda r, w: [{"kind": "full"}],
    "full (MLA); 3 dense layers then 58 MoE layers": lambda r, w: [{"kind": "mla"}],
    "all layers sliding-window 4096 (v0.1 only; v0.3 has no window)":
        lambda r, w: [{"kind": "sliding", "window": sliding(r, w, 4096)}],
    # HF Gemma2 / gpt-oss: layer 0 is the sliding one.
    "alternating local/global 1:1":
        lambda r, w: [{"kind": "sliding", "window": sliding(r, w)}, {"kind": "full"}],
    # Gemma-3 sliding_window_pattern 6: every 6th layer (1-indexed) global.
    "5 local : 1 global":
        lambda r, w: [{"kind": "sliding", "window": sliding(r, w)}] * 5 + [{"kind": "full"}],
    # Llama-4 iRoPE: every 4th layer (1-indexed) global NoPE, the others chunked attention.
    "3 chunked-local (8192, RoPE) : 1 global (NoPE); every layer MoE":
        lambda r, w: [{"kind": "sliding", "window": sliding(r, w, 8192),
                       "note": "chunked local attention"}] * 3 + [{"kind": "full"}],
    "3 chunked-local (8192, RoPE) : 1 global (NoPE); MoE every 2nd layer":
        lambda r, w: [{"kind": "sliding", "window": sliding(r, w, 8192),
                       "note": "chunked local attention"}] * 3 + [{"kind": "full"}],
}

# Fields whose CSV value is not what the catalog field means: name -> {field: (value, note)}.
MODEL_FIELD_FIXES = {
    "Llama-4-Maverick-17B-128E": {
        "intermediate": (16384,
                         "CSV intermediate_size 8192 is the HF config value, which is the expert FFN; "
                         "the 24 dense layers use intermediate_size_mlp 16384 (per the notes: "
                         "'24 dense layers with intermediate_size_mlp 16384')"),
    },
}


# MoE models whose layer_pattern does not state the dense layer count: name -> (count, reason).
MOE_DENSE_LAYERS = {
    "gpt-oss-20b": (0, "gpt-oss: every block has the MoE MLP (openai/gpt-oss gpt_oss/torch/model.py); "
                       "the parameter count checks out with 0 dense layers"),
    "gpt-oss-120b": (0, "gpt-oss: every block has the MoE MLP (openai/gpt-oss gpt_oss/torch/model.py); "
                        "the parameter count checks out with 0 dense layers"),
}


def parse_published(text, where):
    m = re.fullmatch(r"([0-9.]+) total / ([0-9.]+) active", text)
    if m:
        return dec(m.group(1), where), dec(m.group(2), where)
    if re.fullmatch(r"[0-9.]+", text):
        return dec(text, where), None
    fail(f"{where}: cannot parse params_b_published '{text}'")


def billions(d):
    return int((d * BILLION).to_integral_value())


def build_model(row, where):
    name = MODEL_NAMES.get(row["model"], row["model"])
    if name != row["model"]:
        handled(f"{where} model", f"display name '{name}' (CSV text kept in the provenance note)")
    arch = row["architecture"]
    if arch not in ("dense", "moe", "moe-mla"):
        fail(f"{where}: unknown architecture '{arch}'")
    hf_id = row["hf_id"]
    hf_note = None
    m = re.fullmatch(r"(.+)\(-Instruct\)", hf_id)
    if m:
        hf_id = m.group(1)
        hf_note = f"CSV hf_id '{row['hf_id']}': base id kept (the -Instruct variant has the same dims)"
        handled(f"{where} hf_id", hf_note)
    if not re.fullmatch(r"[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+", hf_id):
        fail(f"{where}: hf_id '{hf_id}' is not owner/name")

    field_prov = {}
    published_total = published_active = None
    if row["params_b_published"]:
        published_total, published_active = parse_published(row["params_b_published"],
                                                             f"{where} params_b_published")
    if row["params_b_computed"]:
        params = billions(dec(row["params_b_computed"], f"{where} params_b_computed"))
    elif published_total is not None:
        params = billions(published_total)
        msg = (f"params_b_computed empty in models.csv: published total {published_total}B "
               f"('{row['params_b_published']}') used")
        field_prov["params"] = prov("datasheet", row["source"], REFERENCE_DATE, msg)
        handled(f"{where} params_b_computed", msg)
    else:
        fail(f"{where}: no parameter count")
    if row["active_params_b_computed"]:
        active = billions(dec(row["active_params_b_computed"], f"{where} active_params_b_computed"))
    elif published_active is not None:
        active = billions(published_active)
        msg = (f"active_params_b_computed empty in models.csv: published active {published_active}B "
               f"('{row['params_b_published']}') used")
        field_prov["active_params"] = prov("datasheet", row["source"], REFERENCE_DATE, msg)
        handled(f"{where} active_params_b_computed", msg)
    elif arch == "dense":
        active = params
    else:
        fail(f"{where}: MoE model without an active parameter count")

    heads = int_cell(row["num_attention_heads"], f"{where} num_attention_heads")
    mla = None
    if arch == "moe-mla":
        if row["num_kv_heads"] != "MLA" or row["head_dim"] != "qk 128+64 rope / v 128":
            fail(f"{where}: unexpected MLA cells '{row['num_kv_heads']}' / '{row['head_dim']}'")
        kv_heads, head_dim = heads, 128
        mla = {"kv_lora_rank": int_cell(row["kv_lora_rank"], f"{where} kv_lora_rank"),
               "qk_rope_head_dim": int_cell(row["qk_rope_head_dim"], f"{where} qk_rope_head_dim")}
        handled(f"{where} num_kv_heads/head_dim",
                f"'{row['num_kv_heads']}' / '{row['head_dim']}' -> kv_heads {kv_heads} (= heads), "
                f"head_dim 128 (v / nope qk), mla {mla}")
    else:
        kv_heads = int_cell(row["num_kv_heads"], f"{where} num_kv_heads")
        head_dim = int_cell(row["head_dim"], f"{where} head_dim")
        if row["kv_lora_rank"] or row["qk_rope_head_dim"]:
            fail(f"{where}: MLA cells on a non-MLA model")

    pattern_text = row["layer_pattern"]
    if pattern_text not in ATTENTION_PATTERNS:
        fail(f"{where}: no ATTENTION_PATTERNS entry for layer_pattern '{pattern_text}'")
    pattern = [dict(p) for p in ATTENTION_PATTERNS[pattern_text](row, where)]
    if row["sliding_window"] and not any(p["kind"] == "sliding" for p in pattern):
        fail(f"{where}: sliding_window {row['sliding_window']} given but the pattern has no sliding layer")
    if (mla is not None) != any(p["kind"] == "mla" for p in pattern):
        fail(f"{where}: MLA parameters and attention pattern disagree")

    layers = int_cell(row["num_layers"], f"{where} num_layers")
    model = {"id": slug(name), "name": name, "hf_id": hf_id, "architecture": arch,
             "params": params, "active_params": active, "layers": layers,
             "hidden": int_cell(row["hidden_size"], f"{where} hidden_size"), "heads": heads,
             "kv_heads": kv_heads, "head_dim": head_dim,
             "intermediate": int_cell(row["intermediate_size"], f"{where} intermediate_size"),
             "vocab": int_cell(row["vocab_size"], f"{where} vocab_size"),
             "max_context": int_cell(row["max_context"], f"{where} max_context"),
             "tie_word_embeddings": bool_cell(row["tie_word_embeddings"], f"{where} tie_word_embeddings"),
             "qkv_bias": bool_cell(row["qkv_bias"], f"{where} qkv_bias"),
             "attention_pattern": pattern}
    if mla:
        model["mla"] = mla

    moe_cols = ("num_experts", "experts_per_token", "moe_intermediate_size", "shared_experts")
    if arch == "dense":
        if any(row[c] for c in moe_cols):
            fail(f"{where}: MoE cells on a dense model")
    else:
        experts_text = row["num_experts"]
        shared = int_cell(row["shared_experts"], f"{where} shared_experts") if row["shared_experts"] else 0
        m = re.fullmatch(r"(\d+) routed \+ (\d+) shared", experts_text)
        if m:
            experts = int(m.group(1))
            if int(m.group(2)) != shared:
                fail(f"{where}: num_experts '{experts_text}' disagrees with shared_experts {shared}")
            handled(f"{where} num_experts", f"'{experts_text}' -> experts {experts}, shared {shared}")
        else:
            experts = int_cell(experts_text, f"{where} num_experts")
        if name in MOE_DENSE_LAYERS:
            dense_layers, why = MOE_DENSE_LAYERS[name]
            handled(f"{where} dense_layers", f"{dense_layers}: {why}")
        elif "every layer MoE" in pattern_text:
            dense_layers = 0
        elif (m := re.search(r"(\d+) dense layers then (\d+) MoE layers", pattern_text)):
            dense_layers = int(m.group(1))
            if dense_layers + int(m.group(2)) != layers:
                fail(f"{where}: dense + MoE layers differ from num_layers")
        elif "MoE every 2nd layer" in pattern_text:
            dense_layers = layers // 2
        else:
            fail(f"{where}: cannot tell the dense layer count from '{pattern_text}'")
        model["moe"] = {"experts": experts,
                        "active_experts": int_cell(row["experts_per_token"], f"{where} experts_per_token"),
                        "shared_experts": shared,
                        "moe_intermediate": int_cell(row["moe_intermediate_size"],
                                                     f"{where} moe_intermediate_size"),
                        "dense_layers": dense_layers}

    for field, (value, note) in MODEL_FIELD_FIXES.get(name, {}).items():
        old = model[field]
        model[field] = value
        field_prov[field] = prov("derived", row["source"], REFERENCE_DATE, note)
        handled(f"{where} {field}", f"{old} -> {value}: {note}")

    if row["kv_bytes_per_token_fp16"]:
        model["kv_bytes_per_token_fp16_reference"] = int_cell(row["kv_bytes_per_token_fp16"],
                                                              f"{where} kv_bytes_per_token_fp16")

    note_parts = []
    if name != row["model"]:
        note_parts.append(f"CSV name: {row['model']}")
    if row["notes"]:
        note_parts.append(row["notes"])
    note_parts.append(f"layer_pattern: {pattern_text}")
    if row["params_b_published"]:
        note_parts.append(f"published params: {row['params_b_published']} B")
    if row["kv_formula"]:
        note_parts.append(f"kv_bytes_per_token_fp16_reference formula: {row['kv_formula']}")
    if hf_note:
        note_parts.append(hf_note)
    if not row["source"]:
        fail(f"{where}: empty source")
    model["provenance"] = prov("datasheet", row["source"], REFERENCE_DATE, "; ".join(note_parts))
    if field_prov:
        model["field_provenance"] = dict(sorted(field_prov.items()))
    return model


def check_model(model, row, where, warnings):
    """Cross-checks that print a warning (never change data): KV bytes and parameter count."""
    if "kv_bytes_per_token_fp16_reference" in model:
        if "mla" in model:
            kv = (model["mla"]["kv_lora_rank"] + model["mla"]["qk_rope_head_dim"]) * model["layers"] * 2
        else:
            kv = 2 * model["layers"] * model["kv_heads"] * model["head_dim"] * 2
        if kv != model["kv_bytes_per_token_fp16_reference"]:
            warnings.append(f"{where}: KV formula gives {kv} B/token, CSV says "
                            f"{model['kv_bytes_per_token_fp16_reference']}")
    if "mla" in model:
        return  # MLA projections are not in the catalog fields; no parameter cross-check.
    h, heads, kvh, hd = model["hidden"], model["heads"], model["kv_heads"], model["head_dim"]
    attn = h * heads * hd * 2 + h * kvh * hd * 2
    embed = model["vocab"] * h * (1 if model["tie_word_embeddings"] else 2)
    if "moe" in model:
        moe = model["moe"]
        moe_layer = (moe["experts"] + moe["shared_experts"]) * 3 * h * moe["moe_intermediate"] \
            + h * moe["experts"]
        dense_layer = 3 * h * model["intermediate"]
        n_dense = moe["dense_layers"]
        total = embed + model["layers"] * attn + n_dense * dense_layer + (model["layers"] - n_dense) * moe_layer
    else:
        total = embed + model["layers"] * (attn + 3 * h * model["intermediate"])
    dev = abs(total - model["params"]) / model["params"]
    if dev > 0.005:
        warnings.append(f"{where}: parameter count from the fields {total / 1e9:.3f}B differs "
                        f"{dev:.1%} from {model['params'] / 1e9:.3f}B")


def build_models(rows):
    models, warnings = [], []
    for i, row in enumerate(rows, start=2):
        where = f"models.csv:{i} ({row['model']})"
        model = build_model(row, where)
        check_model(model, row, where, warnings)
        models.append(model)
    return models, warnings


# --------------------------------------------------------------------------------------------
# Validation and output
# --------------------------------------------------------------------------------------------

def validate(catalog, n_peaks, n_prices, n_models, n_new_skus=0, n_new_prices=0):
    skus, prices, models = catalog["skus"], catalog["prices"], catalog["models"]
    for kind, items in (("sku", skus), ("price", prices), ("model", models)):
        ids = [x["id"] for x in items]
        dupes = sorted({i for i in ids if ids.count(i) > 1})
        if dupes:
            fail(f"duplicate {kind} ids: {dupes}")
    for s in skus:
        if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", s["id"]):
            fail(f"bad sku id {s['id']}")
    for m in models:
        if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", m["id"]):
            fail(f"bad model id {m['id']}")
    sku_ids = {s["id"] for s in skus}
    for p in prices:
        if p["sku_id"] not in sku_ids:
            fail(f"price {p['id']} points to unknown sku {p['sku_id']}")
    if len(skus) < 45:
        fail(f"only {len(skus)} SKUs (need >= 45)")
    if len(skus) != n_peaks + len(EXTRA_SKUS) + n_new_skus:
        fail(f"{len(skus)} SKUs for {n_peaks} gpu_peaks rows + {len(EXTRA_SKUS)} extra + {n_new_skus} new")
    if len(prices) != n_prices + n_new_prices:
        fail(f"{len(prices)} prices for {n_prices} gpu_prices rows + {n_new_prices} new_prices rows")
    if len(models) != n_models or n_models != 37:
        fail(f"{len(models)} models for {n_models} models.csv rows (expected 37)")
    names = {s["name"] for s in skus}
    for req in REQUIRED_SKU_NAMES:
        options = req if isinstance(req, tuple) else (req,)
        if not any(o in names for o in options):
            fail(f"required SKU missing: {' or '.join(options)}")
    provenance_kinds = {"datasheet", "measured", "imported", "user_override", "derived"}

    def check_prov(p, where):
        if p.get("kind") not in provenance_kinds or not p.get("source") or not p.get("date"):
            fail(f"{where}: incomplete provenance {p}")

    for item in skus + prices + models:
        check_prov(item["provenance"], item["id"])
        for k, p in item.get("field_provenance", {}).items():
            check_prov(p, f"{item['id']} field {k}")
    for s in skus:
        if set(s["peak_flops"]) - set(PEAK_KEYS):
            fail(f"{s['id']}: unknown peak_flops key")
        for key in s["peak_flops"]:
            if f"peak_flops.{key}" not in s["field_provenance"] and key not in ("fp32", "fp16", "bf16"):
                fail(f"{s['id']}: peak_flops.{key} has no field_provenance")


def main(argv=None):
    repo_root = Path(__file__).resolve().parent.parent
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("reference", nargs="?", default=str(repo_root / ".." / "shared" / "reference"),
                        help="folder with gpu_peaks.csv, gpu_prices.csv, models.csv")
    parser.add_argument("--local-reference", default=str(repo_root / "data" / "reference"),
                        help="folder with format_peaks.csv, new_skus.csv, new_prices.csv, pci_ids.csv")
    parser.add_argument("--output", default=str(repo_root / "data" / "catalog.json"))
    args = parser.parse_args(argv)
    ref = Path(args.reference)
    local = Path(args.local_reference)

    try:
        peaks = read_csv(ref / "gpu_peaks.csv", PEAKS_COLUMNS)
        price_rows = read_csv(ref / "gpu_prices.csv", PRICES_COLUMNS)
        model_rows = read_csv(ref / "models.csv", MODELS_COLUMNS)
        new_sku_rows = read_csv(local / "new_skus.csv", PEAKS_COLUMNS)
        new_price_rows = read_csv(local / "new_prices.csv", PRICES_COLUMNS)
        shared_names = {r["sku"] for r in peaks} | {e["sku"] for e in EXTRA_SKUS}
        for r in new_sku_rows:
            if r["sku"] in shared_names:
                fail(f"new_skus.csv: '{r['sku']}' is already in gpu_peaks.csv or EXTRA_SKUS")
        format_peaks, n_format_rows = read_format_peaks(
            local / "format_peaks.csv", shared_names | {r["sku"] for r in new_sku_rows})

        skus = build_skus(peaks, new_sku_rows, format_peaks)
        n_pci_ids = add_pci_ids(skus, read_csv(local / "pci_ids.csv", PCI_IDS_COLUMNS))
        sku_by_name = {}
        for s in skus:
            if s["name"] in sku_by_name:
                fail(f"duplicate SKU name {s['name']}")
            sku_by_name[s["name"]] = s
        unused = set(CLASSIFICATION) - set(sku_by_name)
        if unused:
            fail(f"CLASSIFICATION entries with no SKU: {sorted(unused)}")
        seen_price_ids = set()
        prices = build_prices(price_rows, sku_by_name, seen=seen_price_ids)
        prices += build_prices(new_price_rows, sku_by_name, table="new_prices.csv", seen=seen_price_ids)
        models, warnings = build_models(model_rows)

        catalog = {"schema": SCHEMA, "schema_version": SCHEMA_VERSION,
                   "catalog_version": CATALOG_VERSION, "generated": GENERATED,
                   "skus": skus, "prices": prices, "models": models}
        validate(catalog, len(peaks), len(price_rows), len(model_rows), len(new_sku_rows), len(new_price_rows))
    except BuildError as e:
        print(f"build_catalog: error: {e}", file=sys.stderr)
        return 1

    text = json.dumps(catalog, indent=2, ensure_ascii=False) + "\n"
    out = Path(args.output)
    out.parent.mkdir(parents=True, exist_ok=True)
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)

    print("Cells handled explicitly (not a plain copy):")
    for line in HANDLED:
        print(f"  {line}")
    if warnings:
        print("Cross-check warnings (data unchanged):")
        for w in warnings:
            print(f"  {w}")
    print(f"wrote {out}: {len(skus)} SKUs ({len(new_sku_rows)} from new_skus.csv), {len(prices)} prices "
          f"({len(new_price_rows)} from new_prices.csv), {n_format_rows} format_peaks.csv rows, {n_pci_ids} PCI IDs, "
          f"{len(models)} models")
    return 0


if __name__ == "__main__":
    sys.exit(main())
