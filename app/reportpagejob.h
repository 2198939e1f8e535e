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
    ReportRequest request;
    ReportPageSetup setup;
    QString workspacePath;
    QString key;
    QString pdfPath; ///< the user's file (Export PDF), or empty
    QString layoutPath; ///< where a generation lays the report out, to count its pages
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
