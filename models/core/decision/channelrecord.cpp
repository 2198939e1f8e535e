// A source's intake and service record inside a scenario option, and what it does to the option's costs and risk.
#include "channelrecord.h"

#include "core/jsonfieldreader.h"
#include "scenarioparts.h"

#include <algorithm>
#include <cmath>

namespace GpuPlan {

FailureRate ChannelRecord::intakeRate() const
{
    return failureRate(intake.prior, intake.failures, intake.trials, kSmallIntakeSample);
}

FailureRate ChannelRecord::serviceRate() const
{
    return failureRate(service.prior, service.failures, service.trials, kSmallServiceSample);
}

double ChannelRecord::failuresPerGpuYear() const { return 12.0 * serviceRate().value; }

bool isChannelRecordScope(std::string_view scope)
{
    return scope == "channel" || scope == "seller" || scope == "sku_condition" || scope == "lot";
}

ChannelRecord channelRecordOf(const SourceRecord &record, std::string scope, std::string asOf, std::string source)
{
    ChannelRecord r;
    r.scope = std::move(scope);
    r.key = record.key;
    r.asOf = std::move(asOf);
    r.source = std::move(source);
    r.intake = MeasuredFailures{record.intake.failures, record.intake.trials, record.intake.prior};
    r.service = MeasuredFailures{record.inService.failures, record.inService.trials, record.inService.prior};
    return r;
}

double supplyQualityRisk(double intakeFailureShare, double failuresPerGpuYear)
{
    const double share = std::clamp(intakeFailureShare, 0.0, 1.0);
    return 1.0 - (1.0 - share) * std::exp(-std::max(0.0, failuresPerGpuYear));
}

double replacementMonthlyUsd(double failuresPerGpuYear, int gpus, double priceUsd, double intakeFailureShare)
{
    const double good = 1.0 - std::clamp(intakeFailureShare, 0.0, 0.99);
    return std::max(0.0, failuresPerGpuYear) / 12.0 * std::max(0, gpus) * std::max(0.0, priceUsd) / good;
}

namespace {

MeasuredFailures readMeasured(JsonFieldReader &parent, std::string_view key, std::string_view trialsKey,
                              std::vector<Diagnostic> &diags)
{
    MeasuredFailures m;
    const Json *json = parent.child(key);
    const std::string path = parent.path() + "/" + std::string(key);
    if (!json) {
        parent.fail("field.missing", key);
        return m;
    }
    JsonFieldReader r(*json, path, diags);
    scenarioWarnUnknown(*json, path, {"failures", trialsKey, "prior"}, diags);
    m.trials = r.number(trialsKey, 0, 1e9, true).value_or(0);
    m.failures = r.number("failures", 0, 1e9, true).value_or(0);
    if (m.failures > m.trials)
        r.fail("field.range", "failures", {std::to_string(m.failures), "0", std::to_string(m.trials)});
    const Json *prior = r.child("prior");
    if (!prior) {
        r.fail("field.missing", "prior");
        return m;
    }
    JsonFieldReader pr(*prior, path + "/prior", diags);
    scenarioWarnUnknown(*prior, path + "/prior", {"alpha", "beta", "name"}, diags);
    m.prior.alpha = pr.number("alpha", 1e-6, 1e9, true).value_or(1);
    m.prior.beta = pr.number("beta", 1e-6, 1e9, true).value_or(1);
    m.prior.name = pr.text("name");
    return m;
}

} // namespace

ChannelRecord readChannelRecord(const Json &json, const std::string &path, std::vector<Diagnostic> &diags)
{
    ChannelRecord c;
    JsonFieldReader r(json, path, diags);
    scenarioWarnUnknown(json, path, {"scope", "key", "as_of", "source", "intake", "service"}, diags);
    c.scope = r.text("scope", true);
    if (!c.scope.empty() && !isChannelRecordScope(c.scope))
        r.fail("field.enum", "scope", {c.scope, "channel, seller, sku_condition, lot"});
    c.key = r.text("key", true);
    c.asOf = r.date("as_of");
    c.source = r.text("source");
    c.intake = readMeasured(r, "intake", "cards", diags);
    c.service = readMeasured(r, "service", "card_months", diags);
    return c;
}

Json channelRecordJson(const ChannelRecord &c)
{
    const auto measured = [](const MeasuredFailures &m, const char *trialsKey) {
        return Json{{"failures", m.failures},
                    {trialsKey, m.trials},
                    {"prior", Json{{"alpha", m.prior.alpha}, {"beta", m.prior.beta}, {"name", m.prior.name}}}};
    };
    Json j{{"scope", c.scope}, {"key", c.key}};
    if (!c.asOf.empty())
        j["as_of"] = c.asOf;
    if (!c.source.empty())
        j["source"] = c.source;
    j["intake"] = measured(c.intake, "cards");
    j["service"] = measured(c.service, "card_months");
    return j;
}

} // namespace GpuPlan
