#include "skuoverride.h"

#include "catalogjson.h"
#include "skufields.h"

namespace GpuPlan {

namespace {
// "peak_flops.fp16" -> /peak_flops/fp16
Json::json_pointer pointerOf(const std::string &field)
{
    std::string p = "/" + field;
    const auto dot = p.find('.');
    if (dot != std::string::npos)
        p[dot] = '/';
    return Json::json_pointer(p);
}
} // namespace

Json skuFieldValue(const GpuSku &sku, const std::string &field)
{
    const Json j = skuToJson(sku);
    const auto ptr = pointerOf(field);
    return j.contains(ptr) ? j.at(ptr) : Json();
}

bool applyOverrides(const GpuSku &shipped, const std::vector<FieldOverride> &overrides, GpuSku &effective,
                    std::vector<Diagnostic> &diags)
{
    Json j = skuToJson(shipped);
    bool ok = true;
    for (const auto &o : overrides) {
        const SkuFieldInfo *info = skuField(o.field);
        if (!info) {
            diags.push_back(Diagnostic{"field.unknown", Severity::Error, 0, 0, o.field, {o.field}});
            ok = false;
            continue;
        }
        if (!info->editable) {
            diags.push_back(Diagnostic{"field.readonly", Severity::Error, 0, 0, o.field, {o.field}});
            ok = false;
            continue;
        }
        const auto ptr = pointerOf(o.field);
        if (o.value.is_null()) {
            if (j.contains(ptr))
                j.at(ptr.parent_pointer()).erase(ptr.back());
        } else {
            j[ptr] = o.value;
        }
        j["field_provenance"][o.field] = provenanceToJson(o.provenance);
    }
    GpuSku result;
    std::vector<Diagnostic> local;
    if (!ok || !skuFromJson(j, {}, result, local)) {
        for (auto &d : local) {
            // The path of a field error is its JSON pointer: give the override's field key instead.
            if (!d.path.empty() && d.path.front() == '/') {
                d.path.erase(0, 1);
                const auto slash = d.path.find('/');
                if (slash != std::string::npos)
                    d.path[slash] = '.';
            }
            diags.push_back(d);
        }
        effective = shipped;
        return false;
    }
    effective = std::move(result);
    return true;
}

} // namespace GpuPlan
