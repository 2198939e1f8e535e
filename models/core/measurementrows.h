#pragma once

// What the calibration loaders (measurement.cpp, mlperfmeasurement.cpp) share: skipping a row with why, and
// the fields every measurement takes from its row.
#include "csvtable.h"
#include "measurement.h"

namespace GpuPlan {

struct MeasurementRows
{
    const CsvTable &table;
    const std::string &file;
    MeasurementSet &set;

    /// Leaves row `row` out with an Info diagnostic (code and parameters) at its line.
    void skip(std::size_t row, const std::string &code, std::vector<std::string> params) const
    {
        set.skipped.push_back(Diagnostic{code, Severity::Info, table.lines[row], 0, file, std::move(params)});
    }

    /// A measurement of `sku` running `model` from row `row`: its file, line and the source column's text.
    Measurement start(std::size_t row, const GpuSku &sku, const ModelArch &model, MeasurementKind kind,
                      int sourceColumn) const
    {
        Measurement m;
        m.skuId = sku.id;
        m.modelId = model.id;
        m.kind = kind;
        m.file = file;
        m.line = table.lines[row];
        m.source = table.cell(row, sourceColumn);
        return m;
    }
};

} // namespace GpuPlan
