#include "unitformat.h"

#include <QCoreApplication>
#include <QStringList>

#include <array>
#include <utility>

namespace GpuPlan::UnitFormat {

namespace {

QString translated(const char *text) { return QCoreApplication::translate("UnitFormat", text); }

// Marked with QT_TRANSLATE_NOOP so lupdate extracts them; translated when looked up.
// clang-format off
constexpr std::array<std::pair<std::string_view, const char *>, 26> kFieldLabels{{
    {"id", QT_TRANSLATE_NOOP("UnitFormat", "ID")},
    {"vendor", QT_TRANSLATE_NOOP("UnitFormat", "Vendor")},
    {"name", QT_TRANSLATE_NOOP("UnitFormat", "Name")},
    {"family", QT_TRANSLATE_NOOP("UnitFormat", "Family")},
    {"segment", QT_TRANSLATE_NOOP("UnitFormat", "Segment")},
    {"form_factor", QT_TRANSLATE_NOOP("UnitFormat", "Form factor")},
    {"memory_bytes", QT_TRANSLATE_NOOP("UnitFormat", "Memory")},
    {"memory_type", QT_TRANSLATE_NOOP("UnitFormat", "Memory type")},
    {"memory_bandwidth_bytes_per_s", QT_TRANSLATE_NOOP("UnitFormat", "Memory bandwidth")},
    {"peak_flops.fp64", QT_TRANSLATE_NOOP("UnitFormat", "FP64 dense peak")},
    {"peak_flops.fp32", QT_TRANSLATE_NOOP("UnitFormat", "FP32 dense peak")},
    {"peak_flops.fp16", QT_TRANSLATE_NOOP("UnitFormat", "FP16 dense peak")},
    {"peak_flops.fp16_acc16", QT_TRANSLATE_NOOP("UnitFormat", "FP16 dense peak, FP16 accumulate")},
    {"peak_flops.bf16", QT_TRANSLATE_NOOP("UnitFormat", "BF16 dense peak")},
    {"peak_flops.fp8", QT_TRANSLATE_NOOP("UnitFormat", "FP8 dense peak")},
    {"peak_flops.int8", QT_TRANSLATE_NOOP("UnitFormat", "INT8 dense peak")},
    {"peak_flops.fp6", QT_TRANSLATE_NOOP("UnitFormat", "FP6 dense peak")},
    {"peak_flops.fp4", QT_TRANSLATE_NOOP("UnitFormat", "FP4 dense peak")},
    {"tdp_watts", QT_TRANSLATE_NOOP("UnitFormat", "TDP")},
    {"pcie_gen", QT_TRANSLATE_NOOP("UnitFormat", "PCIe generation")},
    {"pcie_width", QT_TRANSLATE_NOOP("UnitFormat", "PCIe lanes")},
    {"interconnect", QT_TRANSLATE_NOOP("UnitFormat", "Interconnect")},
    {"ecc", QT_TRANSLATE_NOOP("UnitFormat", "ECC")},
    {"launch_date", QT_TRANSLATE_NOOP("UnitFormat", "Launch date")},
    {"software_stack", QT_TRANSLATE_NOOP("UnitFormat", "Software stack")},
    {"notes", QT_TRANSLATE_NOOP("UnitFormat", "Notes")},
}};
// clang-format on

} // namespace

QString fieldLabel(std::string_view key)
{
    for (const auto &[k, label] : kFieldLabels) {
        if (k == key)
            return translated(label);
    }
    return QString::fromUtf8(key.data(), static_cast<qsizetype>(key.size()));
}

QString unitLabel(Quantity quantity)
{
    switch (quantity) {
    case Quantity::Bytes:
        return QCoreApplication::translate("UnitFormat", "GiB");
    case Quantity::BytesPerSecond:
        return QCoreApplication::translate("UnitFormat", "GB/s");
    case Quantity::FlopsPerSecond:
        return QCoreApplication::translate("UnitFormat", "TFLOPS");
    case Quantity::Watts:
        return QCoreApplication::translate("UnitFormat", "W");
    case Quantity::None:
        break;
    }
    return {};
}

QString vendorName(Vendor vendor)
{
    switch (vendor) {
    case Vendor::Nvidia:
        return QCoreApplication::translate("UnitFormat", "NVIDIA");
    case Vendor::Amd:
        return QCoreApplication::translate("UnitFormat", "AMD");
    case Vendor::Intel:
        return QCoreApplication::translate("UnitFormat", "Intel");
    }
    return {};
}

QString segmentName(Segment segment)
{
    switch (segment) {
    case Segment::Datacenter:
        return QCoreApplication::translate("UnitFormat", "Datacenter");
    case Segment::Workstation:
        return QCoreApplication::translate("UnitFormat", "Workstation");
    case Segment::Consumer:
        return QCoreApplication::translate("UnitFormat", "Consumer");
    }
    return {};
}

QString priceKindName(PriceKind kind)
{
    switch (kind) {
    case PriceKind::Msrp:
        return QCoreApplication::translate("UnitFormat", "MSRP");
    case PriceKind::Street:
        return QCoreApplication::translate("UnitFormat", "Street");
    case PriceKind::Used:
        return QCoreApplication::translate("UnitFormat", "Used");
    case PriceKind::Refurbished:
        return QCoreApplication::translate("UnitFormat", "Refurbished");
    case PriceKind::CloudOnDemand:
        return QCoreApplication::translate("UnitFormat", "Cloud on-demand");
    case PriceKind::CloudReserved:
        return QCoreApplication::translate("UnitFormat", "Cloud reserved");
    case PriceKind::CloudSpot:
        return QCoreApplication::translate("UnitFormat", "Cloud spot");
    }
    return {};
}

QString priceUnitName(PriceUnit unit)
{
    switch (unit) {
    case PriceUnit::PerGpu:
        return QCoreApplication::translate("UnitFormat", "per GPU");
    case PriceUnit::PerGpuHour:
        return QCoreApplication::translate("UnitFormat", "per GPU-hour");
    }
    return {};
}

QString provenanceKindName(ProvenanceKind kind)
{
    switch (kind) {
    case ProvenanceKind::Datasheet:
        return QCoreApplication::translate("UnitFormat", "Datasheet");
    case ProvenanceKind::Measured:
        return QCoreApplication::translate("UnitFormat", "Measured");
    case ProvenanceKind::Imported:
        return QCoreApplication::translate("UnitFormat", "Imported");
    case ProvenanceKind::UserOverride:
        return QCoreApplication::translate("UnitFormat", "Edited by you");
    case ProvenanceKind::Derived:
        return QCoreApplication::translate("UnitFormat", "Derived");
    case ProvenanceKind::Quote:
        return QCoreApplication::translate("UnitFormat", "Seller's quote");
    }
    return {};
}

QString provenanceText(const Provenance &provenance)
{
    QString text;
    const QString date = QString::fromStdString(provenance.date);
    if (provenance.kind == ProvenanceKind::UserOverride) {
        text = date.isEmpty() ? QCoreApplication::translate("UnitFormat", "edited by you")
                              : QCoreApplication::translate("UnitFormat", "edited by you on %1").arg(date);
    } else {
        QStringList parts{provenanceKindName(provenance.kind)};
        if (!provenance.source.empty())
            parts << QString::fromStdString(provenance.source);
        if (!date.isEmpty())
            parts << date;
        text = parts.join(QLatin1String(", "));
    }
    if (!provenance.note.empty())
        text += QLatin1Char('\n') + QString::fromStdString(provenance.note);
    return text;
}

} // namespace GpuPlan::UnitFormat
