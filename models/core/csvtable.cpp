#include "csvtable.h"

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
    std::vector<std::string> record;
    std::string field;
    bool quoted = false;
    bool fieldStarted = false;
    int line = 1;
    int recordLine = 1;
    auto endRecord = [&]() {
        record.push_back(std::move(field));
        field.clear();
        fieldStarted = false;
        const bool blank = record.size() == 1 && record.front().empty();
        if (!blank) {
            if (table.header.empty()) {
                table.header = std::move(record);
            } else {
                if (record.size() > table.header.size()) {
                    diags.push_back(Diagnostic{"csv.width", Severity::Error, recordLine, 0, {},
                                               {std::to_string(record.size()), std::to_string(table.header.size())}});
                }
                table.rows.push_back(std::move(record));
                table.lines.push_back(recordLine);
            }
        }
        record.clear();
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"') {
                if (i + 1 < text.size() && text[i + 1] == '"') {
                    field += '"';
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                if (c == '\n')
                    ++line;
                field += c;
            }
            continue;
        }
        switch (c) {
        case '"':
            if (!fieldStarted) {
                quoted = true;
                fieldStarted = true;
            } else {
                field += c;
            }
            break;
        case ',':
            record.push_back(std::move(field));
            field.clear();
            fieldStarted = false;
            break;
        case '\r':
            break;
        case '\n':
            endRecord();
            ++line;
            recordLine = line;
            break;
        default:
            field += c;
            fieldStarted = true;
        }
    }
    if (quoted)
        diags.push_back(Diagnostic{"csv.quote", Severity::Error, recordLine, 0, {}, {}});
    if (!field.empty() || !record.empty())
        endRecord();
    return table;
}

} // namespace GpuPlan
