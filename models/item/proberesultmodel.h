#pragma once

#include "core/gpusku.h"
#include "probespec.h"

#include "protocol/types.h"

#include <QAbstractTableModel>

#include <optional>
#include <vector>

namespace GpuPlan {

/**
 * The measured tests of one probe run, beside the catalog's spec of the SKU the device is sold as:
 * bandwidth against the memory bandwidth, FMA tests against the peak of their precision (see
 * ProbeSpec::forTest). Percent of spec is the best run over the spec. Every number's tooltip says how
 * it was measured: bytes per run, GB = 1e9 bytes, the timer, the runs counted.
 */
class ProbeResultModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Columns {
        TestColumn,
        BestColumn,
        MedianColumn,
        UnitColumn,
        RunsColumn,
        VerifiedColumn,
        SpecColumn,
        PercentColumn,
        ColumnCount
    };
    Q_ENUM(Columns)

    enum Roles {
        TestRole = Qt::UserRole, ///< QString: "bandwidth.triad"
        SortRole,                ///< raw numbers for the numeric columns
        PercentRole,             ///< double: percent of spec, invalid when there is none
        SpecRole,                ///< double: the spec in the test's unit, invalid when there is none
    };
    Q_ENUM(Roles)

    explicit ProbeResultModel(QObject *parent = nullptr);
    ~ProbeResultModel() override;

    void setResults(std::vector<Probe::TestResult> results);
    /// Adds one result as it streams in.
    void appendResult(const Probe::TestResult &result);
    const std::vector<Probe::TestResult> &results() const { return m_results; }
    /// The SKU whose spec the results are compared with; none hides the comparison.
    void setSku(const std::optional<GpuSku> &sku);
    const std::optional<GpuSku> &sku() const { return m_sku; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// A measured value in @p unit for display, with as many decimals as its size needs.
    static QString number(double value);
    /// "GB/s", "GFLOP/s", "µs" (the runner writes "us").
    static QString unitText(const std::string &unit);

private:
    QVariant displayData(const Probe::TestResult &result, int column) const;
    QVariant sortData(const Probe::TestResult &result, int column) const;
    QString toolTip(const Probe::TestResult &result, int column) const;
    QString howMeasured(const Probe::TestResult &result) const;
    /// The spec @p result is compared with; value 0 when there is none.
    ProbeSpec::Spec specOf(const Probe::TestResult &result) const;

    std::vector<Probe::TestResult> m_results;
    std::optional<GpuSku> m_sku;
};

} // namespace GpuPlan
