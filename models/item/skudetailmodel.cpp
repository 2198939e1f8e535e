#include "skudetailmodel.h"

#include "unitformat.h"

#include "core/skufields.h"
#include "core/skuoverride.h"

#include <QFont>
#include <QLocale>

namespace GpuPlan {

namespace {

const SkuFieldInfo &fieldAt(int row) { return skuFields()[static_cast<std::size_t>(row)]; }

QString keyOf(const SkuFieldInfo &field)
{
    return QString::fromUtf8(field.key.data(), static_cast<qsizetype>(field.key.size()));
}

// A delegate may hand over a number or a bool rather than text; format it the way a user would type it.
QString typedText(const QVariant &value)
{
    switch (value.userType()) {
    case QMetaType::Double:
    case QMetaType::Float:
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt:
    case QMetaType::ULongLong: {
        QLocale plain;
        plain.setNumberOptions(QLocale::OmitGroupSeparator);
        return plain.toString(value.toDouble(), 'f', QLocale::FloatingPointShortest);
    }
    default:
        return value.toString();
    }
}

} // namespace

SkuDetailModel::SkuDetailModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

SkuDetailModel::~SkuDetailModel() = default;

void SkuDetailModel::setSku(const GpuSku *effective, const GpuSku *shipped)
{
    beginResetModel();
    m_rows.clear();
    m_sku.reset();
    if (effective) {
        m_sku = *effective;
        const GpuSku &original = shipped ? *shipped : *effective;
        for (const SkuFieldInfo &field : skuFields()) {
            const std::string key(field.key);
            m_rows.push_back(Row{skuFieldValue(*effective, key), skuFieldValue(original, key),
                                 effective->provenanceOf(key), original.provenanceOf(key)});
        }
    }
    endResetModel();
}

QString SkuDetailModel::skuId() const { return m_sku ? QString::fromStdString(m_sku->id) : QString(); }

int SkuDetailModel::rowOf(const QString &fieldKey) const
{
    const auto fields = skuFields();
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (keyOf(fields[i]) == fieldKey)
            return m_sku ? static_cast<int>(i) : -1;
    }
    return -1;
}

int SkuDetailModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int SkuDetailModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant SkuDetailModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const SkuFieldInfo &field = fieldAt(index.row());
    const Row &row = m_rows[static_cast<std::size_t>(index.row())];
    const bool overridden = row.provenance.kind == ProvenanceKind::UserOverride;
    switch (role) {
    case FieldKeyRole:
        return keyOf(field);
    case OverriddenRole:
        return overridden;
    case ShippedValueRole:
        return UnitFormat::displayValue(field, row.shippedValue);
    case Qt::FontRole:
        if (overridden) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        return {};
    case Qt::ToolTipRole:
        return toolTip(index.row(), index.column());
    case Qt::EditRole:
        if (index.column() == ValueColumn)
            return UnitFormat::editValue(field, row.value);
        break;
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    // An unknown value has no origin to show: the catalog simply does not have it.
    if (row.value.is_null() && row.provenance.kind != ProvenanceKind::UserOverride && index.column() > ValueColumn)
        return {};
    switch (index.column()) {
    case FieldColumn:
        return UnitFormat::fieldLabel(field.key);
    case ValueColumn:
        return UnitFormat::displayValue(field, row.value);
    case KindColumn:
        return UnitFormat::provenanceKindName(row.provenance.kind);
    case SourceColumn:
        return QString::fromStdString(row.provenance.source);
    case DateColumn:
        return QString::fromStdString(row.provenance.date);
    case NoteColumn:
        return QString::fromStdString(row.provenance.note);
    default:
        return {};
    }
}

QString SkuDetailModel::toolTip(int rowIndex, int column) const
{
    const SkuFieldInfo &field = fieldAt(rowIndex);
    const Row &row = m_rows[static_cast<std::size_t>(rowIndex)];
    if (column == FieldColumn) {
        const QString unit = UnitFormat::unitLabel(field.quantity);
        return unit.isEmpty() ? keyOf(field) : tr("%1, shown in %2").arg(keyOf(field), unit);
    }
    QString text = UnitFormat::provenanceText(row.provenance);
    if (row.provenance.kind == ProvenanceKind::UserOverride) {
        text += QLatin1Char('\n') + tr("shipped value: %1").arg(UnitFormat::displayValue(field, row.shippedValue))
            + QLatin1String(" (") + UnitFormat::provenanceText(row.shippedProvenance) + QLatin1Char(')');
    }
    return text;
}

bool SkuDetailModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || index.column() != ValueColumn || !m_sku
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    const SkuFieldInfo &field = fieldAt(index.row());
    if (!field.editable)
        return false;
    Json parsed;
    QString error;
    if (!UnitFormat::parseDisplayValue(field, typedText(value), parsed, &error)) {
        Q_EMIT editRejected(tr("%1: %2").arg(UnitFormat::fieldLabel(field.key), error));
        return false;
    }
    // Typing the value already shown is not an edit: no override, no undo step.
    if (parsed == m_rows[static_cast<std::size_t>(index.row())].value)
        return true;
    Q_EMIT fieldEditRequested(QString::fromStdString(m_sku->id), keyOf(field), QString::fromStdString(parsed.dump()));
    return true;
}

Qt::ItemFlags SkuDetailModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == ValueColumn && index.row() < rowCount() && fieldAt(index.row()).editable)
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant SkuDetailModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case FieldColumn:
        return tr("Field");
    case ValueColumn:
        return tr("Value");
    case KindColumn:
        return tr("Origin");
    case SourceColumn:
        return tr("Source");
    case DateColumn:
        return tr("Date");
    case NoteColumn:
        return tr("Note");
    default:
        return {};
    }
}

} // namespace GpuPlan
