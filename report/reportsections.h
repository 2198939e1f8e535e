#pragma once

// The sections of the report content, each appending its blocks, and small block constructors.
// Internal to gpuplan_report.

#include "report/reportdata.h"
#include "report/reportdocument.h"

namespace GpuPlan {

using Blocks = QVector<ReportBlock>;
using Pairs = QVector<QPair<QString, QString>>;

ReportBlock headingBlock(const QString &text, int level = 1);
ReportBlock paragraphBlock(const QString &text);
ReportBlock bulletsBlock(const QStringList &items);
ReportBlock keyValuesBlock(const Pairs &pairs);
ReportBlock tableBlock(const ReportTable &table);
ReportBlock chartBlock(const ReportChart &chart);

/// A risk of the recommendation, scored in [0, 1] for ordering (the summary shows the top three).
struct ReportRisk
{
    double score = 0;
    QString text;
    QString mitigation;
};
std::vector<ReportRisk> reportRisks(const ReportData &data);

void addSummary(const ReportData &data, Blocks &out);        // reportsummary.cpp
void addRequirements(const ReportData &data, Blocks &out);   // reportsummary.cpp
void addOptions(const ReportData &data, Blocks &out);        // reportsummary.cpp
void addMethod(const ReportData &data, Blocks &out);         // reportmethod.cpp
void addResults(const ReportData &data, Blocks &out);        // reportmethod.cpp
void addSensitivity(const ReportData &data, Blocks &out);    // reportmethod.cpp
void addRisks(const ReportData &data, Blocks &out);          // reportrisks.cpp
void addChannelRecords(const ReportData &data, Blocks &out); // reportchannels.cpp
void addChecklist(const ReportData &data, Blocks &out);      // reportchecklist.cpp
void addRecommendation(const ReportData &data, Blocks &out); // reportchecklist.cpp
void addAppendices(const ReportData &data, Blocks &out);     // reportappendix.cpp

} // namespace GpuPlan
