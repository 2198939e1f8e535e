#pragma once

#include "report/reportdocument.h"

#include <QCoreApplication>
#include <QString>

namespace GpuPlan {

/**
 * Writes one chart of a report to an image file with the report's own vector painter, so that the
 * image is the chart the PDF prints: SVG as vector paths and text (no embedded bitmap), PNG as a bitmap
 * rendered at @p scale times 96 dpi. The chart is laid out 180 mm wide (the report's text width) and as
 * tall as the painter asks for.
 */
class ReportChartExport
{
    Q_DECLARE_TR_FUNCTIONS(GpuPlan::ReportChartExport)

public:
    /// @p document supplies the language (number formats) and the "No data" text of the chart.
    static bool writeSvg(const ReportChart &chart, const ReportDocument &document, const QString &path,
                         QString *error = nullptr);
    static bool writePng(const ReportChart &chart, const ReportDocument &document, const QString &path,
                         double scale = 3.0, QString *error = nullptr);
};

} // namespace GpuPlan
