#include "benchmarkimporters.h"
#include "parsetext.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>

namespace GpuPlan::BenchText {

std::string scalarText(const nlohmann::json &value)
{
    if (value.is_string())
        return value.get<std::string>();
    if (value.is_boolean())
        return value.get<bool>() ? "true" : "false";
    if (value.is_number_integer())
        return std::to_string(value.get<long long>());
    if (value.is_number_unsigned())
        return std::to_string(value.get<unsigned long long>());
    if (value.is_number())
        return value.dump();
    return {};
}

std::vector<std::string_view> headLines(std::string_view head, std::size_t lines)
{
    std::vector<std::string_view> out;
    std::size_t pos = 0;
    while (pos < head.size() && out.size() < lines) {
        const auto end = head.find('\n', pos);
        if (end == std::string_view::npos) {
            if (head.size() < 65536)
                out.push_back(head.substr(pos)); // the whole file is in the head: its last line is complete
            break;
        }
        out.push_back(head.substr(pos, end - pos));
        pos = end + 1;
    }
    return out;
}

std::string vendorOf(std::string_view name)
{
    if (ParseText::containsNoCase(name, "nvidia") || ParseText::containsNoCase(name, "geforce")
        || ParseText::containsNoCase(name, "tesla") || ParseText::containsNoCase(name, "quadro"))
        return "NVIDIA";
    if (ParseText::containsNoCase(name, "amd") || ParseText::containsNoCase(name, "radeon")
        || ParseText::containsNoCase(name, "instinct"))
        return "AMD";
    if (ParseText::containsNoCase(name, "intel"))
        return "Intel";
    return {};
}

std::string llamaPrecision(std::string_view modelType)
{
    // The word after the size ("7B", "8B", "70B", "1.1B", "335M") starts the type; "mostly" is noise.
    const auto words = ParseText::splitWhitespace(modelType);
    for (std::size_t i = 0; i + 1 < words.size(); ++i) {
        const std::string_view w = words[i];
        if (w.size() >= 2 && (w.back() == 'B' || w.back() == 'M') && std::isdigit(static_cast<unsigned char>(w[0]))) {
            std::size_t first = i + 1;
            if (words[first] == "mostly" && first + 1 < words.size())
                ++first;
            const auto begin = words[first].data() - modelType.data();
            return std::string(ParseText::trim(modelType.substr(std::size_t(begin))));
        }
    }
    return {};
}

std::optional<BenchmarkRecord> llamaBenchRecord(const std::map<std::string, std::string> &fields, int line,
                                                ImportSink &sink)
{
    const auto field = [&fields](const char *name) {
        const auto it = fields.find(name);
        return it == fields.end() ? std::string() : it->second;
    };
    const auto value = ParseText::number(field("avg_ts"));
    if (!value) {
        sink.diagnostic(
            ParseText::diagnostic(Severity::Warning, line, "import.bad_value", {"avg_ts", field("avg_ts")}));
        return std::nullopt;
    }
    BenchmarkRecord r;
    r.tool = "llama-bench";
    r.line = line;
    r.value = *value;
    r.metric = "tokens_per_s";
    r.unit = "tokens/s";
    r.model = field("model_type");
    r.precision = llamaPrecision(r.model);
    // Several GPUs are listed with ", " between them.
    const std::string gpus = field("gpu_info");
    const auto names = ParseText::split(gpus, ',');
    r.gpuName = std::string(names.front());
    r.gpuCount = gpus.empty() ? 1 : int(names.size());
    // Whole token counts; anything else (9e23, 1.5) leaves the test name without that part.
    const auto count
        = [&field](const char *key) { return ParseText::checkedInt<long>(ParseText::number(field(key))).value_or(0); };
    const long prompt = count("n_prompt");
    const long gen = count("n_gen");
    const long depth = count("n_depth");
    if (prompt > 0)
        r.test = "pp" + std::to_string(prompt);
    if (gen > 0)
        r.test += (r.test.empty() ? "tg" : "+tg") + std::to_string(gen);
    if (depth > 0)
        r.test += " @ d" + std::to_string(depth);
    static const char *kept[][2] = {{"stddev_ts", "stddev"},
                                    {"backends", "backend"},
                                    {"n_gpu_layers", "ngl"},
                                    {"build_commit", "build_commit"},
                                    {"build_number", "build_number"},
                                    {"model_filename", "model_filename"},
                                    {"model_size", "model_size_bytes"},
                                    {"model_n_params", "model_params"},
                                    {"n_batch", "n_batch"},
                                    {"n_ubatch", "n_ubatch"},
                                    {"n_threads", "n_threads"},
                                    {"flash_attn", "flash_attn"},
                                    {"type_k", "type_k"},
                                    {"type_v", "type_v"},
                                    {"cpu_info", "cpu_info"},
                                    {"test_time", "test_time"}};
    for (const auto &k : kept) {
        const std::string v = field(k[0]);
        if (!v.empty())
            r.attributes.emplace_back(k[1], v);
    }
    return r;
}

} // namespace GpuPlan::BenchText
