#pragma once

#include "core/namelookup.h"

#include <QCoreApplication>
#include <QString>
#include <QTextStream>

#include <vector>

namespace GpuPlan {

/**
 * The record (SKU or model) a user names by id or unambiguous part of its name. Writes why to @p err
 * when there is none, or the candidates when the name is ambiguous. @p what is a QT_TRANSLATE_NOOP in
 * the "CliCommands" context ("SKU", "model").
 */
template <typename T>
const T *resolveByName(const std::vector<T> &records, const QString &query, QTextStream &err, const char *what)
{
    std::vector<NamedEntry> entries;
    entries.reserve(records.size());
    for (const auto &r : records)
        entries.push_back(NamedEntry{r.id, r.name});
    const NameMatch match = findByIdOrName(query.toStdString(), entries);
    switch (match.status) {
    case NameMatch::Status::Found:
        return &records[match.index];
    case NameMatch::Status::NotFound:
        err << QCoreApplication::translate("CliCommands", "No %1 matches \"%2\".")
                   .arg(QCoreApplication::translate("CliCommands", what), query)
            << '\n';
        return nullptr;
    case NameMatch::Status::Ambiguous:
        err << QCoreApplication::translate("CliCommands", "\"%1\" is ambiguous; it matches:").arg(query) << '\n';
        for (std::size_t i : match.candidates) {
            err << "  " << QString::fromStdString(records[i].id) << "  (" << QString::fromStdString(records[i].name)
                << ")\n";
        }
        return nullptr;
    }
    return nullptr;
}

} // namespace GpuPlan
