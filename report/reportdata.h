#pragma once

// Everything the sections of the report read, computed once by buildReport(): the scenario as run, the
// DecisionRun's plan and ranking (the same numbers `gpuplan-cli plan` and `rank` print), and the extra
// figures only the report shows. Internal to gpuplan_report.

#include "report/reportcontent.h"
#include "report/reporttext.h"

#include "io/fleetreport.h"
#include "io/proberun.h"
#include "io/scenarioload.h"

#include "core/calibration.h"
#include "core/catalog.h"
#include "core/decision/decisionrun.h"
#include "core/ownvsrent.h"
#include "core/pricepoint.h"
#include "core/vramfit.h"

#include <QDate>

#include <memory>
#include <optional>
#include <vector>

namespace GpuPlan {

/// An option of the scenario file the report could not run, and why (the data that is missing).
struct ExcludedOption
{
    QString id;
    QString label;
    QString reason; ///< translated
};

/// Per option of the run: what the report adds to OptionResult.
struct OptionExtra
{
    std::optional<VramFit> vram;            ///< per GPU of a replica at its serving batch
    double outputTokensPerSecondPerGpu = 0; ///< at the SLO batch (replica rate × output tokens / GPUs)
    std::optional<double> usdPerGpuHour;    ///< owned: annualised cost per calendar hour; cloud: the rate
    std::optional<double> tokensPerSecondPerUsdHour;
    std::optional<double> tokensPerSecondPerWatt;
    std::optional<double> npvUsd;        ///< present value of the monthly cost over the service life
    std::optional<PricePoint> rentPrice; ///< owned: the catalog's cheapest on-demand rate of the SKU
    std::optional<OwnVsRent> ownVsRent;  ///< owned: against rentPrice, serving GPUs at the average load
    std::optional<int> priceAgeDays;     ///< of the catalog price used
};

struct ReportData
{
    ReportRequest request;
    ReportFormat fmt{QStringLiteral("en")};
    QDate today;
    LoadedScenario loaded;      ///< the ReportInput as the sections read it (path: its path, else its file name)
    QDate scenarioDate;         ///< ReportInput::date, or today's date
    Scenario scenario;          ///< as run: the file's scenario less the excluded options
    std::vector<int> fileIndex; ///< per run option, its index in the file (for /options/N sources)
    std::vector<ExcludedOption> excluded;
    QStringList droppedInputs; ///< Monte Carlo inputs of excluded options, left out
    Catalog catalog;
    LoadedLockInDefaults lockIn;
    QByteArray catalogJson;
    QByteArray calibrationBytes;
    std::vector<Measurement> measurements; ///< the shipped calibration rows
    std::shared_ptr<const Calibration> calibration;
    std::shared_ptr<const DecisionRun> run;
    DecisionPlan plan;
    DecisionRanking ranking;
    std::vector<OptionExtra> extra;
    const ModelArch *model = nullptr;
    std::vector<StoredFinding> findings;
    FleetTriage triage; ///< the guides' playbook per node (its own copy of the findings it indexes)
    std::vector<FleetInventoryDevice> devices;
    std::vector<DeviceVerdict> verdicts;
    bool fleetImported = false;
    QString hash;                                ///< SHA-256 hex of the parts below
    QVector<QPair<QString, QString>> partHashes; ///< (part, SHA-256 hex)

    static constexpr int StalePriceDays = kStalePriceDays;

    int top() const { return ranking.top; }
    const OptionResult *topOption() const;
    QString label(std::size_t option) const;
    /// The option's id: short and stable, what the tables and charts name options by.
    QString optionId(std::size_t option) const;
    bool passed(std::size_t option) const;
    /// The scenario's source note for @p pointer (an /options/N pointer is in file numbering), or empty.
    QString sourceOf(const std::string &pointer) const;
    /// The scenario's source note for option @p option's @p field ("/options/N/price").
    QString optionSourceOf(std::size_t option, const std::string &field) const;
};

} // namespace GpuPlan
