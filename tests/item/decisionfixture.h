#pragma once

#include "catalogfixture.h"

#include "core/calibration.h"
#include "core/decision/decisionrun.h"

#include <memory>

// The shipped demo scenario run against the shipped catalog, with the default calibration (the models
// and charts only show what DecisionRun computes, so any calibration will do for their tests).
namespace DecisionFixture {

inline QByteArray sourceFile(const char *relative)
{
    QFile file(QString::fromUtf8(GPUPLAN_SOURCE_DIR "/") + QString::fromUtf8(relative));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(file.fileName()));
    return file.readAll();
}

inline GpuPlan::Scenario demoScenario()
{
    const QByteArray bytes = sourceFile("data/scenarios/demo.json");
    const auto parsed = GpuPlan::parseScenario(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    if (!parsed.ok())
        qFatal("demo scenario does not parse");
    return parsed.scenario;
}

inline std::unique_ptr<GpuPlan::DecisionRun> demoRun(const GpuPlan::Scenario &scenario)
{
    static const GpuPlan::Catalog catalog = CatalogFixture::shippedCatalog();
    const QByteArray bytes = sourceFile("data/lockin_defaults.json");
    const auto lockIn = GpuPlan::parseLockInDefaults(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    return std::make_unique<GpuPlan::DecisionRun>(scenario, catalog, GpuPlan::Calibration{}, lockIn.defaults);
}

} // namespace DecisionFixture
