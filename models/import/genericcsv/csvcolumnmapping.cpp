#include "csvcolumnmapping.h"

#include <array>
#include <cmath>
#include <fstream>
#include <sstream>
#include <utility>

#include <nlohmann/json.hpp>

namespace GpuPlan {
namespace {

constexpr std::array<std::pair<CsvField, std::string_view>, 14> kFieldKeys{{
    {CsvField::Ignore, "ignore"},
    {CsvField::Node, "node"},
    {CsvField::Index, "index"},
    {CsvField::Uuid, "uuid"},
    {CsvField::Serial, "serial"},
    {CsvField::PciBusId, "pci_bus_id"},
    {CsvField::Name, "name"},
    {CsvField::Time, "time"},
    {CsvField::SmClock, "sm_clock"},
    {CsvField::MemClock, "mem_clock"},
    {CsvField::Power, "power"},
    {CsvField::Temperature, "temperature"},
    {CsvField::Utilization, "utilization"},
    {CsvField::MemoryUsed, "memory_used"},
}};

constexpr std::array<std::pair<CsvTimeFormat, std::string_view>, 4> kTimeKeys{{
    {CsvTimeFormat::Auto, "auto"},
    {CsvTimeFormat::UnixSeconds, "unix"},
    {CsvTimeFormat::Iso, "iso"},
    {CsvTimeFormat::SlashDateTime, "slash"},
}};

std::string separatorKey(char separator)
{
    switch (separator) {
    case 0:
        return "auto";
    case '\t':
        return "tab";
    default:
        return std::string(1, separator);
    }
}

/// Reads a preset field by field so that an error names the JSON pointer of the bad value.
class PresetReader
{
public:
    explicit PresetReader(Diagnostic *error)
        : m_error(error)
    {
    }

    bool fail(const char *code, std::string path, std::vector<std::string> params = {})
    {
        if (m_error) {
            m_error->code = code;
            m_error->severity = Severity::Error;
            m_error->path = std::move(path);
            m_error->params = std::move(params);
        }
        return false;
    }

    template <typename T>
    bool optional(const nlohmann::json &object, const char *key, const std::string &path, T &out, const char *typeName)
    {
        const auto it = object.find(key);
        if (it == object.end())
            return true;
        try {
            out = it->get<T>();
        } catch (const nlohmann::json::exception &) {
            return fail("field.type", path + "/" + key, {typeName});
        }
        return true;
    }

    bool column(const nlohmann::json &object, const std::string &path, CsvColumn &column)
    {
        if (!object.is_object())
            return fail("field.type", path, {"object"});
        std::string field = "ignore", time = "auto";
        if (!optional(object, "index", path, column.index, "integer")
            || !optional(object, "header", path, column.header, "string")
            || !optional(object, "field", path, field, "string")
            || !optional(object, "timeFormat", path, time, "string")
            || !optional(object, "scale", path, column.scale, "number")
            || !optional(object, "required", path, column.required, "boolean"))
            return false;
        const auto f = csvFieldFromKey(field);
        if (!f)
            return fail("field.enum", path + "/field",
                        {field,
                         "node, index, uuid, serial, pci_bus_id, name, time, "
                         "sm_clock, mem_clock, power, temperature, "
                         "utilization, memory_used, ignore"});
        column.field = *f;
        const auto t = csvTimeFormatFromKey(time);
        if (!t)
            return fail("field.enum", path + "/timeFormat", {time, "auto, unix, iso, slash"});
        column.timeFormat = *t;
        if (column.index < -1 || column.index > 100000)
            return fail("field.range", path + "/index", {std::to_string(column.index), "-1", "100000"});
        if (!std::isfinite(column.scale) || column.scale == 0.0)
            return fail("field.range", path + "/scale", {std::to_string(column.scale), "non-zero", "finite"});
        if (column.index < 0 && column.header.empty())
            return fail("field.missing", path + "/index");
        return true;
    }

    std::optional<CsvColumnMapping> mapping(const nlohmann::json &root)
    {
        if (!root.is_object())
            return fail("field.type", "", {"object"}), std::nullopt;
        std::string schema;
        int version = 0;
        if (!optional(root, "schema", "", schema, "string") || !optional(root, "schemaVersion", "", version, "integer"))
            return std::nullopt;
        if (schema != CsvColumnMapping::kSchema)
            return fail("field.enum", "/schema", {schema, std::string(CsvColumnMapping::kSchema)}), std::nullopt;
        if (version < 1 || version > CsvColumnMapping::kSchemaVersion)
            return fail("field.range", "/schemaVersion",
                        {std::to_string(version), "1", std::to_string(CsvColumnMapping::kSchemaVersion)}),
                   std::nullopt;
        CsvColumnMapping m;
        std::string separator = "auto";
        if (!optional(root, "name", "", m.name, "string") || !optional(root, "separator", "", separator, "string")
            || !optional(root, "decimalComma", "", m.decimalComma, "boolean")
            || !optional(root, "headerRow", "", m.headerRow, "integer"))
            return std::nullopt;
        if (separator == "auto")
            m.separator = 0;
        else if (separator == "tab" || separator == "\t")
            m.separator = '\t';
        else if (separator == "," || separator == ";")
            m.separator = separator[0];
        else
            return fail("field.enum", "/separator", {separator, "auto, \",\", \";\", tab"}), std::nullopt;
        if (m.headerRow < -1 || m.headerRow > 1000)
            return fail("field.range", "/headerRow", {std::to_string(m.headerRow), "-1", "1000"}), std::nullopt;
        const auto columns = root.find("columns");
        if (columns == root.end())
            return fail("field.missing", "/columns"), std::nullopt;
        if (!columns->is_array())
            return fail("field.type", "/columns", {"array"}), std::nullopt;
        for (std::size_t i = 0; i < columns->size(); ++i) {
            CsvColumn c;
            if (!column((*columns)[i], "/columns/" + std::to_string(i), c))
                return std::nullopt;
            m.columns.push_back(std::move(c));
        }
        return m;
    }

private:
    Diagnostic *m_error;
};

} // namespace

std::string_view csvFieldKey(CsvField field)
{
    for (const auto &[f, key] : kFieldKeys)
        if (f == field)
            return key;
    return "ignore";
}

std::optional<CsvField> csvFieldFromKey(std::string_view key)
{
    for (const auto &[f, k] : kFieldKeys)
        if (k == key)
            return f;
    return std::nullopt;
}

std::string_view csvTimeFormatKey(CsvTimeFormat format)
{
    for (const auto &[f, key] : kTimeKeys)
        if (f == format)
            return key;
    return "auto";
}

std::optional<CsvTimeFormat> csvTimeFormatFromKey(std::string_view key)
{
    for (const auto &[f, k] : kTimeKeys)
        if (k == key)
            return f;
    return std::nullopt;
}

const CsvColumn *CsvColumnMapping::column(CsvField field) const
{
    for (const CsvColumn &c : columns)
        if (c.field == field)
            return &c;
    return nullptr;
}

std::string CsvColumnMapping::toJson() const
{
    nlohmann::ordered_json root;
    root["schema"] = kSchema;
    root["schemaVersion"] = kSchemaVersion;
    root["name"] = name;
    root["separator"] = separatorKey(separator);
    root["decimalComma"] = decimalComma;
    root["headerRow"] = headerRow;
    root["columns"] = nlohmann::ordered_json::array();
    for (const CsvColumn &c : columns) {
        nlohmann::ordered_json col;
        col["index"] = c.index;
        col["header"] = c.header;
        col["field"] = csvFieldKey(c.field);
        if (c.field == CsvField::Time)
            col["timeFormat"] = csvTimeFormatKey(c.timeFormat);
        col["scale"] = c.scale;
        col["required"] = c.required;
        root["columns"].push_back(std::move(col));
    }
    // Invalid UTF-8 in a header (a Latin-1 file) is replaced rather than thrown on.
    return root.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

std::optional<CsvColumnMapping> CsvColumnMapping::fromJson(std::string_view json, Diagnostic *error)
{
    PresetReader reader(error);
    const nlohmann::json root = nlohmann::json::parse(json.begin(), json.end(), nullptr, false);
    if (root.is_discarded()) {
        reader.fail("json.syntax", "", {"not a JSON document"});
        return std::nullopt;
    }
    return reader.mapping(root);
}

std::optional<CsvColumnMapping> CsvColumnMapping::fromJson(std::string_view json, std::string *errorText)
{
    Diagnostic d;
    auto m = fromJson(json, &d);
    if (!m && errorText)
        *errorText = d.englishText();
    return m;
}

bool CsvColumnMapping::save(const std::string &path, std::string *errorText) const
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << toJson();
    out.close();
    if (!out && errorText)
        *errorText = "cannot write " + path;
    return bool(out);
}

std::optional<CsvColumnMapping> CsvColumnMapping::load(const std::string &path, std::string *errorText)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        if (errorText)
            *errorText = "cannot read " + path;
        return std::nullopt;
    }
    std::ostringstream text;
    text << in.rdbuf();
    return fromJson(text.str(), errorText);
}

char detectCsvSeparator(std::string_view line)
{
    int commas = 0, semicolons = 0, tabs = 0;
    bool quoted = false;
    for (const char c : line) {
        if (c == '"')
            quoted = !quoted;
        else if (!quoted && c == ',')
            ++commas;
        else if (!quoted && c == ';')
            ++semicolons;
        else if (!quoted && c == '\t')
            ++tabs;
    }
    if (tabs > 0 && tabs >= semicolons && tabs >= commas)
        return '\t';
    // With ';' between fields, commas are decimal commas ("69,5"); more ';' than nothing decides.
    if (semicolons > 0)
        return ';';
    return ',';
}

bool isIdentityField(CsvField f)
{
    return f == CsvField::Node || f == CsvField::Index || f == CsvField::Uuid || f == CsvField::Serial
        || f == CsvField::PciBusId || f == CsvField::Name;
}

} // namespace GpuPlan
