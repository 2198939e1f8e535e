#pragma once

// What a test needs from the machine (a tool such as pdftotext or unzip). The README's test command
// installs every tool, so a missing one fails the test: a skip would hide a regression.

#include <QStandardPaths>
#include <QString>
#include <QTest>

namespace GpuPlan::TestRequire {
inline bool hasTool(const char *name) { return !QStandardPaths::findExecutable(QString::fromLatin1(name)).isEmpty(); }
} // namespace GpuPlan::TestRequire

#define GPUPLAN_REQUIRE(condition, what) QVERIFY2(condition, what " is missing (the README's test command installs it)")
