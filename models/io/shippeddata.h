#pragma once

#include <QByteArray>
#include <QString>

namespace GpuPlan {

/// The data GpuPlan ships beside its binaries: the catalog, the lock-in defaults, the calibration, the kernel
/// support matrix, the demo scenario and the workspace schema (data/ in the source tree, share/gpuplan once
/// installed). Translations are compiled in; these files are not, so that a package or an administrator can
/// inspect them where they are.
namespace ShippedData {

/// The environment variable that names the data folder and overrides the search.
inline constexpr const char *EnvironmentVariable = "GPUPLAN_DATA_DIR";

/// $GPUPLAN_DATA_DIR when set, else the nearest share/gpuplan at most three folders above the running
/// executable: bin/ of an installed prefix (a package, or `cmake --install --prefix ~/opt/gpuplan`), app/ or
/// tests/<library>/ of a build tree. Empty when there is none.
QString directory();

/// The path of one shipped file (@p relative to the data folder, e.g. "calibration/mlperf_v41.csv"); empty
/// when there is no data folder.
QString path(const QString &relative);

/// Reads one shipped file. On failure returns false and @p error (translated) names the file and the reason,
/// including where the data folder was looked for.
bool read(const QString &relative, QByteArray *bytes, QString *error = nullptr);

/// The same, for callers that have no error channel: an empty array when the file cannot be read. Only for
/// files whose absence openWorkspace() has already refused (it checks the folder before anything runs).
QByteArray readOrEmpty(const QString &relative);

/// Whether the data folder exists with its catalog; @p error (translated) says where it was looked for.
bool check(QString *error);

} // namespace ShippedData
} // namespace GpuPlan
