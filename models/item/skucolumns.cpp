#include "skucolumns_p.h"

#include "skutablemodel.h"
#include "unitformat.h"

#include "core/skufields.h"

#include <QCoreApplication>
#include <QLocale>

#include <array>

namespace GpuPlan::SkuColumns {

namespace {

// The skuFields() key behind each column; PCIe shows pcie_gen and pcie_width together.
// clang-format off
constexpr std::array<const char *, SkuTableModel::ColumnCount> kFieldKeys{
    "vendor",  "name",      "segment",    "family",     "form_factor",
    "memory_bytes", "memory_type", "memory_bandwidth_bytes_per_s", "peak_flops.fp32",
    "peak_flops.fp16", "peak_flops.bf16", "tdp_watts", "pcie_gen", "ecc", "launch_date",
    nullptr,   nullptr};
// clang-format on

template <typename T>
Json optionalJson(const std::optional<T> &value)
{
    return value ? Json(*value) : Json();
}

Json textJson(const std::string &text) { return text.empty() ? Json() : Json(text); }

Json valueOf(const GpuSku &sku, int column)
{
    switch (column) {
    case SkuTableModel::VendorColumn:
        return std::string(vendorKey(sku.vendor));
    case SkuTableModel::NameColumn:
        return textJson(sku.name);
    case SkuTableModel::SegmentColumn:
        return std::string(segmentKey(sku.segment));
    case SkuTableModel::FamilyColumn:
        return textJson(sku.family);
    case SkuTableModel::FormFactorColumn:
        return textJson(sku.formFactor);
    case SkuTableModel::MemoryColumn:
        return optionalJson(sku.memoryBytes);
    case SkuTableModel::MemoryTypeColumn:
        return textJson(sku.memoryType);
    case SkuTableModel::BandwidthColumn:
        return optionalJson(sku.memoryBandwidthBytesPerSecond);
    case SkuTableModel::Fp32Column:
        return optionalJson(sku.peak(Precision::FP32));
    case SkuTableModel::Fp16Column:
        return optionalJson(sku.peak(Precision::FP16));
    case SkuTableModel::Bf16Column:
        return optionalJson(sku.peak(Precision::BF16));
    case SkuTableModel::TdpColumn:
        return optionalJson(sku.tdpWatts);
    case SkuTableModel::PcieColumn:
        return optionalJson(sku.pcieGen);
    case SkuTableModel::EccColumn:
        return optionalJson(sku.ecc);
    case SkuTableModel::LaunchColumn:
        return textJson(sku.launchDate);
    default:
        return {};
    }
}

QString pcieText(const GpuSku &sku)
{
    if (sku.pcieGen && sku.pcieWidth)
        return QCoreApplication::translate("GpuPlan::SkuTableModel", "Gen %1 x%2")
            .arg(*sku.pcieGen)
            .arg(*sku.pcieWidth);
    if (sku.pcieGen)
        return QCoreApplication::translate("GpuPlan::SkuTableModel", "Gen %1").arg(*sku.pcieGen);
    if (sku.pcieWidth)
        return QCoreApplication::translate("GpuPlan::SkuTableModel", "x%1").arg(*sku.pcieWidth);
    return UnitFormat::unknownText();
}

QVariant sortValue(const GpuSku &sku, int column, const Json &value, const QString &display)
{
    if (column == SkuTableModel::PcieColumn) {
        if (!sku.pcieGen && !sku.pcieWidth)
            return {};
        // Generation first, then lanes: Gen 5 x8 sorts below Gen 5 x16 and above Gen 4 x16.
        return sku.pcieGen.value_or(0) * 100 + sku.pcieWidth.value_or(0);
    }
    if (value.is_null())
        return {};
    if (value.is_boolean())
        return value.get<bool>() ? 1 : 0;
    if (value.is_number_integer())
        return static_cast<qint64>(value.get<std::int64_t>());
    if (value.is_number())
        return value.get<double>();
    if (column == SkuTableModel::LaunchColumn)
        return QString::fromStdString(value.get<std::string>()); // ISO dates sort chronologically
    // Text columns with many equal values (vendor, segment) sort by name within a group.
    if (column == SkuTableModel::VendorColumn || column == SkuTableModel::SegmentColumn)
        return QString(display + QChar(u'\x1f') + QString::fromStdString(sku.name));
    return display;
}

QString explanation(int column, const Json &value, const QString &display)
{
    switch (column) {
    case SkuTableModel::MemoryColumn:
        return QCoreApplication::translate("GpuPlan::SkuTableModel", "%1 of memory (%2 bytes)")
            .arg(display, QLocale().toString(value.get<qint64>()));
    case SkuTableModel::BandwidthColumn:
        return QCoreApplication::translate("GpuPlan::SkuTableModel", "%1 memory bandwidth").arg(display);
    case SkuTableModel::Fp32Column:
        return QCoreApplication::translate("GpuPlan::SkuTableModel", "%1 dense FP32").arg(display);
    case SkuTableModel::Fp16Column:
        return QCoreApplication::translate("GpuPlan::SkuTableModel", "%1 dense FP16").arg(display);
    case SkuTableModel::Bf16Column:
        return QCoreApplication::translate("GpuPlan::SkuTableModel", "%1 dense BF16").arg(display);
    case SkuTableModel::TdpColumn:
        return QCoreApplication::translate("GpuPlan::SkuTableModel", "%1 thermal design power").arg(display);
    default:
        return QCoreApplication::translate("GpuPlan::SkuTableModel", "%1: %2")
            .arg(UnitFormat::fieldLabel(kFieldKeys[static_cast<std::size_t>(column)]), display);
    }
}

} // namespace

const Provenance &provenanceOf(const GpuSku &sku, int column)
{
    if (column == SkuTableModel::PcieColumn) {
        const Provenance &width = sku.provenanceOf("pcie_width");
        if (width.kind == ProvenanceKind::UserOverride)
            return width;
    }
    if (column < 0 || column >= SkuTableModel::ColumnCount || !kFieldKeys[static_cast<std::size_t>(column)])
        return sku.provenance;
    return sku.provenanceOf(kFieldKeys[static_cast<std::size_t>(column)]);
}

QVariant data(const GpuSku &sku, int column, int role)
{
    if (column < 0 || column >= SkuTableModel::ColumnCount || !kFieldKeys[static_cast<std::size_t>(column)])
        return {};
    const SkuFieldInfo *field = skuField(kFieldKeys[static_cast<std::size_t>(column)]);
    const Json value = valueOf(sku, column);
    const QString display
        = column == SkuTableModel::PcieColumn ? pcieText(sku) : UnitFormat::displayValue(*field, value);
    switch (role) {
    case Qt::DisplayRole:
        return display;
    case SkuTableModel::SortRole:
        return sortValue(sku, column, value, display);
    case Qt::ToolTipRole:
        break;
    default:
        return {};
    }
    const bool unknown = column == SkuTableModel::PcieColumn ? (!sku.pcieGen && !sku.pcieWidth) : value.is_null();
    if (unknown)
        return QCoreApplication::translate("GpuPlan::SkuTableModel", "%1: unknown")
            .arg(UnitFormat::fieldLabel(field->key));
    //: a value's explanation, then where it came from
    return QCoreApplication::translate("GpuPlan::SkuTableModel", "%1 \u2014 %2")
        .arg(explanation(column, value, display), UnitFormat::provenanceText(provenanceOf(sku, column)));
}

bool isNumeric(int column)
{
    switch (column) {
    case SkuTableModel::MemoryColumn:
    case SkuTableModel::BandwidthColumn:
    case SkuTableModel::Fp32Column:
    case SkuTableModel::Fp16Column:
    case SkuTableModel::Bf16Column:
    case SkuTableModel::TdpColumn:
    case SkuTableModel::PurchasePriceColumn:
    case SkuTableModel::CloudPriceColumn:
        return true;
    default:
        return false;
    }
}

QString headerLabel(int column)
{
    static const std::array<const char *, SkuTableModel::ColumnCount> labels{
        QT_TRANSLATE_NOOP("GpuPlan::SkuTableModel", "Vendor"),
        QT_TRANSLATE_NOOP("GpuPlan::SkuTableModel", "Name"),
        QT_TRANSLATE_NOOP("GpuPlan::SkuTableModel", "Segment"),
        QT_TRANSLATE_NOOP("GpuPlan::SkuTableModel", "Family"),
        QT_TRANSLATE_NOOP("GpuPlan::SkuTableModel", "Form factor"),
        QT_TRANSLATE_NOOP("GpuPlan::SkuTableModel", "Memory"),
        QT_TRANSLATE_NOOP("GpuPlan::SkuTableModel", "Memory type"),
        QT_TRANSLATE_NOOP("GpuPlan::SkuTableModel", "Bandwidth"),
        QT_TRANSLATE_NOOP("GpuPlan::SkuTableModel", "FP32"),
        QT_TRANSLATE_NOOP("GpuPlan::SkuTableModel", "FP16"),
        QT_TRANSLATE_NOOP("GpuPlan::SkuTableModel", "BF16"),
        QT_TRANSLATE_NOOP("GpuPlan::SkuTableModel", "TDP"),
        QT_TRANSLATE_NOOP("GpuPlan::SkuTableModel", "PCIe"),
        QT_TRANSLATE_NOOP("GpuPlan::SkuTableModel", "ECC"),
        QT_TRANSLATE_NOOP("GpuPlan::SkuTableModel", "Launch"),
        QT_TRANSLATE_NOOP("GpuPlan::SkuTableModel", "Purchase price"),
        QT_TRANSLATE_NOOP("GpuPlan::SkuTableModel", "Cloud price")};
    return column >= 0 && column < SkuTableModel::ColumnCount
        ? QCoreApplication::translate("GpuPlan::SkuTableModel", labels[static_cast<std::size_t>(column)])
        : QString();
}

QString headerToolTip(int column)
{
    switch (column) {
    case SkuTableModel::MemoryColumn:
        return QCoreApplication::translate("GpuPlan::SkuTableModel",
                                           "Memory capacity in GiB (1 GiB = 2^30 = 1,073,741,824 bytes)");
    case SkuTableModel::BandwidthColumn:
        return QCoreApplication::translate("GpuPlan::SkuTableModel",
                                           "Memory bandwidth in GB/s (1 GB/s = 10^9 bytes per second)");
    case SkuTableModel::Fp32Column:
    case SkuTableModel::Fp16Column:
    case SkuTableModel::Bf16Column:
        return QCoreApplication::translate(
            "GpuPlan::SkuTableModel",
            "Dense peak in TFLOPS (10^12 floating-point operations per second), without sparsity");
    case SkuTableModel::TdpColumn:
        return QCoreApplication::translate("GpuPlan::SkuTableModel", "Thermal design power in watts");
    case SkuTableModel::PcieColumn:
        return QCoreApplication::translate("GpuPlan::SkuTableModel", "PCIe generation and lane count");
    case SkuTableModel::EccColumn:
        return QCoreApplication::translate("GpuPlan::SkuTableModel", "Whether the memory has error correction (ECC)");
    case SkuTableModel::LaunchColumn:
        return QCoreApplication::translate("GpuPlan::SkuTableModel", "Launch date (YYYY-MM)");
    case SkuTableModel::PurchasePriceColumn:
        return QCoreApplication::translate(
            "GpuPlan::SkuTableModel",
            "Lowest one-off price per GPU in the catalog (MSRP, street, used or refurbished)");
    case SkuTableModel::CloudPriceColumn:
        return QCoreApplication::translate(
            "GpuPlan::SkuTableModel", "Lowest cloud price per GPU-hour in the catalog (on-demand, reserved or spot)");
    default:
        return headerLabel(column);
    }
}

} // namespace GpuPlan::SkuColumns
