#pragma once

// Writing the shipped JSON documents (catalog, scenario): optional members are left out rather than
// written empty or null, so that a document read back and written again is unchanged.
#include "jsonlocator.h"

#include <optional>
#include <string>

namespace GpuPlan {

/// j[key] = value, unless the text is empty.
inline void putText(Json &j, const char *key, const std::string &value)
{
    if (!value.empty())
        j[key] = value;
}

/// j[key] = *value, unless there is no value.
template <typename T>
void putOptional(Json &j, const char *key, const std::optional<T> &value)
{
    if (value)
        j[key] = *value;
}

} // namespace GpuPlan
