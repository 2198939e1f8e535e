#include "catalogjson.h"

#include "jsonfieldreader.h"
#include "jsonwrite.h"
#include "skufields.h"

#include <algorithm>
#include <set>

namespace GpuPlan {

namespace {

constexpr std::string_view kSchemaName = "gpuplan-catalog";
constexpr double kMaxCount = 1e15; // parameters, tokens: generous, rejects garbage

// "10de:2330": four lower-case hex digits, a colon, four more.
bool isPciId(const std::string &id)
{
    const auto hex = [](char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'); };
    return id.size() == 9 && id[4] == ':' && std::all_of(id.begin(), id.begin() + 4, hex)
        && std::all_of(id.begin() + 5, id.end(), hex);
}

bool readProvenance(JsonFieldReader &parent, std::string_view key, Provenance &out, std::vector<Diagnostic> &diags,
                    bool required)
{
    const Json *p = parent.child(key);
    if (!p) {
        if (required)
            parent.fail("field.missing", key);
        return !required;
    }
    JsonFieldReader r(*p, parent.path() + "/" + std::string(key), diags);
    r.enumeration(
        "kind", [](std::string_view k, ProvenanceKind &v) { return provenanceKindFromKey(k, v); },
        "datasheet, measured, imported, user_override, derived, quote", out.kind);
    out.source = r.text("source", true);
    out.date = r.date("date");
    out.note = r.text("note");
    return r.ok();
}

Json fieldProvenanceToJson(const std::map<std::string, Provenance> &fields)
{
    Json fp = Json::object();
    for (const auto &[key, p] : fields)
        fp[key] = provenanceToJson(p);
    return fp;
}

// Reads "field_provenance"; @p known says which field keys the record has.
template <typename KnownFn>
bool readFieldProvenance(JsonFieldReader &r, std::map<std::string, Provenance> &out, std::vector<Diagnostic> &diags,
                         KnownFn known)
{
    out.clear();
    const Json *fp = r.child("field_provenance");
    if (!fp)
        return true;
    JsonFieldReader fr(*fp, r.path() + "/field_provenance", diags);
    bool ok = true;
    if (fr.isObject()) {
        for (const auto &[key, value] : fp->items()) {
            if (!known(key)) {
                fr.fail("field.unknown", key, {key});
                continue;
            }
            Provenance p;
            ok = readProvenance(fr, key, p, diags, true) && ok;
            out.emplace(key, p);
        }
    }
    return fr.ok() && ok;
}

} // namespace

bool CatalogParseResult::ok() const
{
    for (const auto &d : diagnostics) {
        if (d.severity == Severity::Error)
            return false;
    }
    return true;
}

bool isValidIsoDate(std::string_view s)
{
    auto digits = [&s](std::size_t from, std::size_t n) {
        for (std::size_t i = from; i < from + n; ++i) {
            if (s[i] < '0' || s[i] > '9')
                return false;
        }
        return true;
    };
    if ((s.size() != 7 && s.size() != 10) || !digits(0, 4) || s[4] != '-' || !digits(5, 2))
        return false;
    const int month = (s[5] - '0') * 10 + (s[6] - '0');
    if (month < 1 || month > 12)
        return false;
    if (s.size() == 7)
        return true;
    if (s[7] != '-' || !digits(8, 2))
        return false;
    const int day = (s[8] - '0') * 10 + (s[9] - '0');
    const int year = (s[0] - '0') * 1000 + (s[1] - '0') * 100 + (s[2] - '0') * 10 + (s[3] - '0');
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    constexpr int kDays[12] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return day >= 1 && day <= kDays[month - 1] && !(month == 2 && day == 29 && !leap);
}

bool isValidId(std::string_view id, bool allowSlash)
{
    if (id.empty() || id.size() > 200)
        return false;
    for (std::size_t i = 0; i < id.size(); ++i) {
        const char c = id[i];
        const bool alnum = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
        const bool punct = c == '-' || (allowSlash && (c == '/' || c == '.' || c == '_'));
        if (!alnum && (i == 0 || !punct))
            return false;
    }
    return true;
}

Json provenanceToJson(const Provenance &p)
{
    Json j = Json::object();
    j["kind"] = std::string(provenanceKindKey(p.kind));
    j["source"] = p.source;
    putText(j, "date", p.date);
    putText(j, "note", p.note);
    return j;
}

Json skuToJson(const GpuSku &s)
{
    Json j = Json::object();
    j["id"] = s.id;
    j["vendor"] = std::string(vendorKey(s.vendor));
    putText(j, "family", s.family);
    j["name"] = s.name;
    j["segment"] = std::string(segmentKey(s.segment));
    putText(j, "form_factor", s.formFactor);
    putOptional(j, "memory_bytes", s.memoryBytes);
    putText(j, "memory_type", s.memoryType);
    putOptional(j, "memory_bandwidth_bytes_per_s", s.memoryBandwidthBytesPerSecond);
    Json peaks = Json::object();
    for (int i = 0; i < PrecisionCount; ++i) {
        if (s.peakFlops[i])
            peaks[std::string(precisionKey(static_cast<Precision>(i)))] = *s.peakFlops[i];
    }
    if (!peaks.empty())
        j["peak_flops"] = peaks;
    putOptional(j, "tdp_watts", s.tdpWatts);
    putOptional(j, "pcie_gen", s.pcieGen);
    putOptional(j, "pcie_width", s.pcieWidth);
    putText(j, "interconnect", s.interconnect);
    putOptional(j, "ecc", s.ecc);
    putText(j, "launch_date", s.launchDate);
    putText(j, "software_stack", s.softwareStack);
    putText(j, "notes", s.notes);
    if (!s.pciIds.empty())
        j["pci_ids"] = s.pciIds;
    j["provenance"] = provenanceToJson(s.provenance);
    if (!s.fieldProvenance.empty())
        j["field_provenance"] = fieldProvenanceToJson(s.fieldProvenance);
    return j;
}

bool skuFromJson(const Json &json, const std::string &path, GpuSku &s, std::vector<Diagnostic> &diags)
{
    JsonFieldReader r(json, path, diags);
    if (!r.isObject())
        return false;
    auto limits = [](std::string_view key) { return skuField(key); };
    s.id = r.text("id", true);
    if (!s.id.empty() && !isValidId(s.id))
        r.fail("id.invalid", "id", {s.id});
    r.enumeration("vendor", vendorFromKey, "NVIDIA, AMD, Intel", s.vendor);
    s.family = r.text("family");
    s.name = r.text("name", true);
    r.enumeration("segment", segmentFromKey, "datacenter, workstation, consumer", s.segment);
    s.formFactor = r.text("form_factor");
    const auto *mem = limits("memory_bytes");
    s.memoryBytes = r.integer("memory_bytes", mem->minimum, mem->maximum);
    s.memoryType = r.text("memory_type");
    const auto *bw = limits("memory_bandwidth_bytes_per_s");
    s.memoryBandwidthBytesPerSecond = r.number("memory_bandwidth_bytes_per_s", bw->minimum, bw->maximum);
    s.peakFlops = {};
    if (const Json *peaks = r.child("peak_flops")) {
        JsonFieldReader pr(*peaks, path + "/peak_flops", diags);
        if (pr.isObject()) {
            for (const auto &[key, value] : peaks->items()) {
                Precision p;
                if (!precisionFromKey(key, p)) {
                    pr.fail("field.enum", key, {key, "fp64, fp32, fp16, fp16_acc16, bf16, fp8, int8, fp6, fp4"});
                    continue;
                }
                const auto *info = limits("peak_flops." + key);
                s.peakFlops[static_cast<int>(p)] = pr.number(key, info->minimum, info->maximum);
            }
        }
        if (!pr.ok())
            r.fail("field.type", "peak_flops", {"object of FLOP/s per precision"});
    }
    const auto *tdp = limits("tdp_watts");
    s.tdpWatts = r.number("tdp_watts", tdp->minimum, tdp->maximum);
    if (const auto g = r.integer("pcie_gen", 1, 7))
        s.pcieGen = static_cast<int>(*g);
    else
        s.pcieGen.reset();
    if (const auto w = r.integer("pcie_width", 1, 32))
        s.pcieWidth = static_cast<int>(*w);
    else
        s.pcieWidth.reset();
    s.interconnect = r.text("interconnect");
    s.ecc = r.boolean("ecc");
    s.launchDate = r.date("launch_date");
    s.softwareStack = r.text("software_stack");
    s.notes = r.text("notes");
    s.pciIds.clear();
    if (const Json *ids = r.child("pci_ids")) {
        bool valid = ids->is_array();
        for (const Json &id : valid ? *ids : Json::array()) {
            valid = valid && id.is_string() && isPciId(id.get<std::string>());
            if (valid)
                s.pciIds.push_back(id.get<std::string>());
        }
        if (!valid) {
            s.pciIds.clear();
            r.fail("field.type", "pci_ids", {"array of lower-case PCI vendor:device IDs (\"10de:2330\")"});
        }
    }
    bool ok = readProvenance(r, "provenance", s.provenance, diags, true);
    ok = readFieldProvenance(r, s.fieldProvenance, diags,
                             [](const std::string &k) { return skuField(k) != nullptr || k == "pci_ids"; })
        && ok;
    return r.ok() && ok;
}

Json priceToJson(const PricePoint &p)
{
    Json j = Json::object();
    j["id"] = p.id;
    j["sku_id"] = p.skuId;
    j["kind"] = std::string(priceKindKey(p.kind));
    putText(j, "term", p.term);
    j["amount"] = p.amount;
    j["currency"] = p.currency;
    j["unit"] = std::string(priceUnitKey(p.unit));
    putText(j, "provider", p.provider);
    j["date"] = p.date;
    j["provenance"] = provenanceToJson(p.provenance);
    return j;
}

bool priceFromJson(const Json &json, const std::string &path, PricePoint &p, std::vector<Diagnostic> &diags)
{
    JsonFieldReader r(json, path, diags);
    if (!r.isObject())
        return false;
    p.id = r.text("id", true);
    if (!p.id.empty() && !isValidId(p.id, true))
        r.fail("id.invalid", "id", {p.id});
    p.skuId = r.text("sku_id", true);
    r.enumeration("kind", priceKindFromKey,
                  "msrp, street, used, refurbished, cloud_on_demand, cloud_reserved, cloud_spot", p.kind);
    p.term = r.text("term");
    p.amount = r.number("amount", 0.0, 1e9, true).value_or(0.0);
    p.currency = r.text("currency", true);
    if (!p.currency.empty() && p.currency.size() != 3)
        r.fail("field.enum", "currency", {p.currency, "ISO 4217 code such as USD, EUR"});
    r.enumeration("unit", priceUnitFromKey, "gpu, gpu_hour", p.unit);
    p.provider = r.text("provider");
    p.date = r.date("date", true);
    const bool ok = readProvenance(r, "provenance", p.provenance, diags, true);
    return r.ok() && ok;
}

Json modelToJson(const ModelArch &m)
{
    Json j = Json::object();
    j["id"] = m.id;
    j["name"] = m.name;
    putText(j, "hf_id", m.hfId);
    putText(j, "architecture", m.architecture);
    j["params"] = m.params;
    j["active_params"] = m.activeParams;
    j["layers"] = m.layers;
    j["hidden"] = m.hidden;
    j["heads"] = m.heads;
    j["kv_heads"] = m.kvHeads;
    j["head_dim"] = m.headDim;
    j["intermediate"] = m.intermediate;
    j["vocab"] = m.vocab;
    j["max_context"] = m.maxContext;
    j["tie_word_embeddings"] = m.tieWordEmbeddings;
    j["qkv_bias"] = m.qkvBias;
    Json pattern = Json::array();
    for (const auto &a : m.attentionPattern) {
        Json e = Json::object();
        e["kind"] = std::string(attentionKindKey(a.kind));
        if (a.kind == AttentionKind::Sliding)
            e["window"] = a.window;
        putText(e, "note", a.note);
        pattern.push_back(e);
    }
    j["attention_pattern"] = pattern;
    if (m.mla)
        j["mla"] = Json{{"kv_lora_rank", m.mla->kvLoraRank}, {"qk_rope_head_dim", m.mla->qkRopeHeadDim}};
    if (m.moe) {
        j["moe"] = Json{{"experts", m.moe->experts},
                        {"active_experts", m.moe->activeExperts},
                        {"shared_experts", m.moe->sharedExperts},
                        {"moe_intermediate", m.moe->moeIntermediate},
                        {"dense_layers", m.moe->denseLayers}};
    }
    putOptional(j, "kv_bytes_per_token_fp16_reference", m.kvBytesPerTokenFp16Reference);
    j["provenance"] = provenanceToJson(m.provenance);
    if (!m.fieldProvenance.empty())
        j["field_provenance"] = fieldProvenanceToJson(m.fieldProvenance);
    return j;
}

bool modelFromJson(const Json &json, const std::string &path, ModelArch &m, std::vector<Diagnostic> &diags)
{
    JsonFieldReader r(json, path, diags);
    if (!r.isObject())
        return false;
    auto count
        = [&r](std::string_view key, bool required) { return r.integer(key, 0, kMaxCount, required).value_or(0); };
    auto small = [&r](std::string_view key, bool required) {
        return static_cast<int>(r.integer(key, 0, 1e7, required).value_or(0));
    };
    m.id = r.text("id", true);
    if (!m.id.empty() && !isValidId(m.id))
        r.fail("id.invalid", "id", {m.id});
    m.name = r.text("name", true);
    m.hfId = r.text("hf_id");
    m.architecture = r.text("architecture");
    m.params = count("params", true);
    m.activeParams = count("active_params", false);
    if (m.activeParams == 0)
        m.activeParams = m.params;
    m.layers = small("layers", true);
    m.hidden = small("hidden", true);
    m.heads = small("heads", true);
    m.kvHeads = small("kv_heads", true);
    m.headDim = small("head_dim", true);
    m.intermediate = count("intermediate", false);
    m.vocab = count("vocab", false);
    m.maxContext = count("max_context", false);
    m.tieWordEmbeddings = r.boolean("tie_word_embeddings").value_or(false);
    m.qkvBias = r.boolean("qkv_bias").value_or(false);
    m.attentionPattern.clear();
    if (const Json *pattern = r.child("attention_pattern")) {
        if (!pattern->is_array() || pattern->empty()) {
            r.fail("field.type", "attention_pattern", {"non-empty array"});
        } else {
            for (std::size_t i = 0; i < pattern->size(); ++i) {
                JsonFieldReader ar((*pattern)[i], path + "/attention_pattern/" + std::to_string(i), diags);
                LayerAttention a;
                ar.enumeration("kind", attentionKindFromKey, "full, sliding, mla, none", a.kind);
                if (a.kind == AttentionKind::Sliding)
                    a.window = ar.integer("window", 1, kMaxCount, true).value_or(0);
                a.note = ar.text("note");
                if (!ar.ok())
                    r.fail("field.type", "attention_pattern", {"attention pattern entries"});
                m.attentionPattern.push_back(a);
            }
        }
    }
    if (m.attentionPattern.empty())
        m.attentionPattern.push_back(LayerAttention{});
    m.mla.reset();
    if (const Json *mla = r.child("mla")) {
        JsonFieldReader mr(*mla, path + "/mla", diags);
        MlaSpec spec;
        spec.kvLoraRank = static_cast<int>(mr.integer("kv_lora_rank", 1, 1e6, true).value_or(0));
        spec.qkRopeHeadDim = static_cast<int>(mr.integer("qk_rope_head_dim", 0, 1e6, true).value_or(0));
        if (!mr.ok())
            r.fail("field.type", "mla", {"MLA latent sizes"});
        m.mla = spec;
    }
    m.moe.reset();
    if (const Json *moe = r.child("moe")) {
        JsonFieldReader mr(*moe, path + "/moe", diags);
        MoeSpec spec;
        spec.experts = static_cast<int>(mr.integer("experts", 1, 1e6, true).value_or(0));
        spec.activeExperts = static_cast<int>(mr.integer("active_experts", 1, 1e6, true).value_or(0));
        spec.sharedExperts = static_cast<int>(mr.integer("shared_experts", 0, 1e6).value_or(0));
        spec.moeIntermediate = mr.integer("moe_intermediate", 0, kMaxCount).value_or(0);
        spec.denseLayers = static_cast<int>(mr.integer("dense_layers", 0, 1e6).value_or(0));
        if (!mr.ok())
            r.fail("field.type", "moe", {"mixture-of-experts sizes"});
        m.moe = spec;
    }
    m.kvBytesPerTokenFp16Reference = r.integer("kv_bytes_per_token_fp16_reference", 0, kMaxCount);
    bool ok = readProvenance(r, "provenance", m.provenance, diags, true);
    ok = readFieldProvenance(r, m.fieldProvenance, diags, [&json](const std::string &k) { return json.contains(k); })
        && ok;
    return r.ok() && ok;
}

std::string catalogToJson(const Catalog &c, int indent)
{
    Json j = Json::object();
    j["schema"] = std::string(kSchemaName);
    j["schema_version"] = c.schemaVersion;
    j["catalog_version"] = c.catalogVersion;
    putText(j, "generated", c.generated);
    Json skus = Json::array();
    for (const auto &s : c.skus)
        skus.push_back(skuToJson(s));
    Json prices = Json::array();
    for (const auto &p : c.prices)
        prices.push_back(priceToJson(p));
    Json models = Json::array();
    for (const auto &m : c.models)
        models.push_back(modelToJson(m));
    j["skus"] = skus;
    j["prices"] = prices;
    j["models"] = models;
    return j.dump(indent) + "\n";
}

namespace {

// Reads every element of root[key]; @p sourceIndex receives each kept element's index in the file.
template <typename T, typename ReadFn>
void readArray(JsonFieldReader &top, const Json &root, const char *key, ReadFn read, std::vector<T> &out,
               std::vector<Diagnostic> &diags, std::vector<std::size_t> *sourceIndex = nullptr)
{
    const auto it = root.find(key);
    if (it == root.end())
        return;
    if (!it->is_array()) {
        top.fail("field.type", key, {"array"});
        return;
    }
    std::set<std::string> ids;
    for (std::size_t i = 0; i < it->size(); ++i) {
        const std::string path = "/" + std::string(key) + "/" + std::to_string(i);
        T value;
        if (!read((*it)[i], path, value, diags))
            continue;
        if (!ids.insert(value.id).second) {
            diags.push_back(Diagnostic{"id.duplicate", Severity::Error, 0, 0, path + "/id", {value.id}});
            continue;
        }
        out.push_back(std::move(value));
        if (sourceIndex)
            sourceIndex->push_back(i);
    }
}

} // namespace

CatalogParseResult parseCatalog(std::string_view text)
{
    CatalogParseResult result;
    LocatedJson doc = parseLocatedJson(text);
    if (doc.syntaxError) {
        result.diagnostics.push_back(*doc.syntaxError);
        return result;
    }
    const Json &root = doc.value;
    if (!root.is_object()) {
        result.diagnostics.push_back(Diagnostic{"catalog.not_object", Severity::Error, 1, 0, {}, {}});
        return result;
    }
    auto &diags = result.diagnostics;
    JsonFieldReader top(root, {}, diags);
    const std::string schema = top.text("schema", true);
    if (!schema.empty() && schema != kSchemaName) {
        top.fail("catalog.schema", "schema", {schema});
    }
    const auto version = top.integer("schema_version", 1, 1e6, true);
    // A newer schema is refused outright: validating its records by our rules would only add noise.
    const bool newer = version && *version > CatalogSchemaVersion;
    if (newer) {
        diags.push_back(Diagnostic{"catalog.schema_newer",
                                   Severity::Error,
                                   0,
                                   0,
                                   "/schema_version",
                                   {std::to_string(*version), std::to_string(CatalogSchemaVersion)}});
    }
    if (top.ok() && !newer) {
        Catalog &c = result.catalog;
        c.schemaVersion = static_cast<int>(version.value_or(CatalogSchemaVersion));
        c.catalogVersion = static_cast<int>(top.integer("catalog_version", 0, 1e9).value_or(0));
        c.generated = top.date("generated");
        std::vector<std::size_t> priceIndex;
        readArray(top, root, "skus", skuFromJson, c.skus, diags);
        readArray(top, root, "prices", priceFromJson, c.prices, diags, &priceIndex);
        readArray(top, root, "models", modelFromJson, c.models, diags);
        // A price of a SKU that is in the file but failed validation is not "unknown": that SKU's own
        // diagnostic says what is wrong, a second one here would send the user to the wrong record.
        std::set<std::string> skuIdsInFile;
        if (const auto skus = root.find("skus"); skus != root.end() && skus->is_array()) {
            for (const auto &s : *skus) {
                const auto id = s.find("id"); // end() for a non-object
                if (id != s.end() && id->is_string())
                    skuIdsInFile.insert(id->get<std::string>());
            }
        }
        for (std::size_t i = 0; i < c.prices.size(); ++i) {
            if (!c.findSku(c.prices[i].skuId) && !skuIdsInFile.count(c.prices[i].skuId)) {
                diags.push_back(Diagnostic{"price.unknown_sku",
                                           Severity::Error,
                                           0,
                                           0,
                                           "/prices/" + std::to_string(priceIndex[i]) + "/sku_id",
                                           {c.prices[i].skuId}});
            }
        }
    }
    for (auto &d : diags) {
        if (d.line == 0)
            d.line = doc.lineOf(d.path);
    }
    if (!result.ok())
        result.catalog = Catalog{};
    return result;
}

} // namespace GpuPlan
