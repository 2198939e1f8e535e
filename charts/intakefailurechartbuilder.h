#pragma once

#include <QCoreApplication>

QT_BEGIN_NAMESPACE
class QAbstractItemModel;
class QChart;
QT_END_NAMESPACE

namespace GpuPlan {

/**
 * The intake failure share of each source, fed by a SourceRecordModel: a point at the posterior mean and a whisker
 * from the 5 % to the 95 % quantile (the 90 % interval), one per row of the group asked for, sources side by side.
 *
 * Object names: "intake:mean" (QScatterSeries, the means) and "intake:KEY" (QLineSeries, each whisker).
 */
class IntakeFailureChartBuilder
{
    Q_DECLARE_TR_FUNCTIONS(GpuPlan::IntakeFailureChartBuilder)

public:
    /// A new chart the caller owns, of the rows of @p model whose GroupRole is @p group; a message chart when none.
    static QChart *build(const QAbstractItemModel &model, int group, const QString &groupName);
    /// The rows drawn by build().
    static int recordCount(const QAbstractItemModel &model, int group);
};

} // namespace GpuPlan
