#pragma once

// ReportPage's background job: what it is given and what it hands back. Private to the page's sources.

#include "reportpage.h"

#include <memory>

namespace GpuPlan {

/// A report built once and laid out as often as the paper changes.
struct ReportPage::Built
{
    std::shared_ptr<const ReportBuildResult> result;
    QString key; ///< requestKey() of the request it was built from
};

struct ReportPage::Job
{
    std::shared_ptr<const ReportInput> input; ///< the Decision page's scenario and the results it already has
    ReportRequest request;
    ReportPageSetup setup;
    QString workspacePath;
    QString key;
    QString pdfPath; ///< the user's file (Export PDF), or empty: laid out in memory to count the pages
    std::shared_ptr<const ReportBuildResult> reuse; ///< set when only the layout changed
};

struct ReportPage::JobResult
{
    std::shared_ptr<const ReportBuildResult> build;
    QString key;
    QString pdfPath;
    ReportLayoutResult layout;
    bool cancelled = false;
    QString error;
};

} // namespace GpuPlan
