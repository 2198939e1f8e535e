// The shipped data found from the executable's own place: the build tree's copy in share/gpuplan (as an install's
// share/gpuplan above bin/), $GPUPLAN_DATA_DIR over it, and a clear refusal when there is none.
#include "io/catalogfile.h"
#include "io/shippeddata.h"
#include "io/workspaceopener.h"
#include "io/workspacestore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace GpuPlan;

class TestShippedData : public QObject
{
    Q_OBJECT

    static QByteArray fileBytes(const QString &path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

private Q_SLOTS:
    void init() { qunsetenv(ShippedData::EnvironmentVariable); }
    void cleanup() { qunsetenv(ShippedData::EnvironmentVariable); }

    void buildTreeCopyAboveTheExecutable()
    {
        // This test runs from <build>/tests/io: the data is the build's share/gpuplan two folders up.
        const QString expected = QDir::cleanPath(QStringLiteral(GPUPLAN_BUILD_DIR "/share/gpuplan"));
        QCOMPARE(ShippedData::directory(), expected);
        QString error;
        QVERIFY2(ShippedData::check(&error), qPrintable(error));
        // The copies are the source files, byte for byte.
        for (const char *name : {"catalog.json", "lockin_defaults.json", "calibration/mlperf_v41.csv",
                                 "reference/kernel_support.csv", "scenarios/demo.json", "schema/008_sightings.sql"}) {
            QByteArray bytes;
            QVERIFY2(ShippedData::read(QLatin1String(name), &bytes, &error), qPrintable(error));
            QVERIFY(!bytes.isEmpty());
            QCOMPARE(bytes, fileBytes(QStringLiteral(GPUPLAN_SOURCE_DIR "/data/") + QLatin1String(name)));
        }
        QVERIFY(shippedCatalog().ok());
    }

    void environmentOverrides()
    {
        QTemporaryDir dir;
        QVERIFY(QFile::copy(QStringLiteral(GPUPLAN_SOURCE_DIR "/data/catalog.json"),
                            dir.filePath(QStringLiteral("catalog.json"))));
        qputenv(ShippedData::EnvironmentVariable, dir.path().toLocal8Bit());
        QCOMPARE(ShippedData::directory(), QDir::cleanPath(dir.path()));
        QCOMPARE(ShippedData::path(QStringLiteral("scenarios/demo.json")),
                 QDir::cleanPath(dir.path()) + QStringLiteral("/scenarios/demo.json"));
        // A file missing from it: the error names the file and the reason.
        QByteArray bytes;
        QString error;
        QVERIFY(!ShippedData::read(QStringLiteral("scenarios/demo.json"), &bytes, &error));
        QVERIFY2(error.contains(QDir::toNativeSeparators(dir.filePath(QStringLiteral("scenarios/demo.json")))),
                 qPrintable(error));
        QVERIFY(ShippedData::readOrEmpty(QStringLiteral("scenarios/demo.json")).isEmpty());
    }

    void missingDataRefusesTheWorkspaceUntouched()
    {
        QTemporaryDir empty;
        qputenv(ShippedData::EnvironmentVariable, empty.path().toLocal8Bit());
        QVERIFY(ShippedData::directory().isEmpty());
        QString error;
        QVERIFY(!ShippedData::check(&error));
        QVERIFY2(error.contains(QStringLiteral("GPUPLAN_DATA_DIR")) && error.contains(QStringLiteral("catalog.json"))
                     && error.contains(QDir::toNativeSeparators(empty.path())),
                 qPrintable(error));
        // The catalog and a workspace: refused with that reason, and no workspace file is left behind.
        QVERIFY(!shippedCatalog().ok());
        QCOMPARE(shippedCatalog().errors.value(0), error);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("w.gpuplan"));
        WorkspaceStore store;
        QString openError;
        QVERIFY(!openWorkspace(store, path, &openError));
        QCOMPARE(openError, error);
        QVERIFY(!QFileInfo::exists(path));
        QVERIFY(!store.isOpen());
    }

    void postgresqlLocationIsNeverAFile()
    {
        // A PostgreSQL location that cannot be reached is an error naming the database, never an SQLite file in a
        // folder named "postgresql:", and the password of the URI is not repeated.
        QTemporaryDir dir;
        const QString cwd = QDir::currentPath();
        QVERIFY(QDir::setCurrent(dir.path()));
        for (const QString &uri :
             {QStringLiteral("postgresql://planner:secret@db.example/gpuplan"), QStringLiteral("postgres:///gpuplan"),
              QStringLiteral("POSTGRESQL:service=gpuplan")}) {
            WorkspaceStore store;
            QString error;
            QVERIFY(!openWorkspace(store, uri, &error));
            QVERIFY2(error.contains(QStringLiteral("PostgreSQL")) && !error.contains(QStringLiteral("secret")),
                     qPrintable(error));
            QVERIFY(!store.isOpen());
        }
        QVERIFY(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot).isEmpty());
        QVERIFY(QDir::setCurrent(cwd));
    }
};

QTEST_MAIN(TestShippedData)
#include "tst_shippeddata.moc"
