#pragma once

// What a test needs from the machine (a tool such as pdftotext, a GPU backend module). Missing, the test
// skips on a developer's machine and fails under CI=true, where the README's test command installs
// every tool: a skip there would hide a regression.

#include <QByteArray>
#include <QStandardPaths>
#include <QString>
#include <QTest>

namespace GpuPlan::TestRequire {
inline bool underCi()
{
    return qgetenv("CI") == QByteArrayLiteral("true");
}

inline bool hasTool(const char *name)
{
    return !QStandardPaths::findExecutable(QString::fromLatin1(name)).isEmpty();
}
} // namespace GpuPlan::TestRequire

#define GPUPLAN_REQUIRE(condition, what)                                                                     \
    do {                                                                                                   \
        if (!(condition)) {                                                                                \
            if (GpuPlan::TestRequire::underCi())                                                           \
                QFAIL(what " is missing under CI=true (the README's test command installs it)");           \
            QSKIP(what " is missing");                                                                     \
        }                                                                                                  \
    } while (false)
