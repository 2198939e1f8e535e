#include "csvtable.h"

#include "csvreader.h"

namespace GpuPlan {

int CsvTable::column(std::string_view name) const
{
    for (std::size_t i = 0; i < header.size(); ++i) {
        if (header[i] == name)
            return int(i);
    }
    return -1;
}

const std::string &CsvTable::cell(std::size_t row, int column) const
{
    static const std::string kEmpty;
    if (row >= rows.size() || column < 0 || std::size_t(column) >= rows[row].size())
        return kEmpty;
    return rows[row][std::size_t(column)];
}

CsvTable parseCsv(std::string_view text, std::vector<Diagnostic> &diags)
{
    CsvTable table;
    CsvReader reader(text);
    std::vector<std::string> record;
    while (reader.next(record)) {
        if (reader.unterminatedQuote())
            diags.push_back(Diagnostic{"csv.quote", Severity::Error, reader.recordLine(), 0, {}, {}});
        if (record.size() == 1 && record.front().empty())
            continue; // a blank line
        if (table.header.empty()) {
            table.header = std::move(record);
            continue;
        }
        if (record.size() > table.header.size()) {
            diags.push_back(Diagnostic{"csv.width",
                                       Severity::Error,
                                       reader.recordLine(),
                                       0,
                                       {},
                                       {std::to_string(record.size()), std::to_string(table.header.size())}});
        }
        table.rows.push_back(std::move(record));
        table.lines.push_back(reader.recordLine());
    }
    return table;
}

} // namespace GpuPlan
