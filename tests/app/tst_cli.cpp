// Drives the real gpuplan-cli executable, as scripts and CI do.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

class TestCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QJsonArray m_shippedSkus; // read straight from data/catalog.json, independently of the CLI's code

    struct Run
    {
        int exitCode = -1;
        QByteArray out;
        QString err;
    };

    QString workspace(const char *name = "cli.gpuplan") const { return m_dir.filePath(QString::fromLatin1(name)); }

    Run run(QStringList args, const QString &ws = {}, const QMap<QString, QString> &extraEnv = {}) const
    {
        args.prepend(ws.isEmpty() ? workspace() : ws);
        args.prepend(QStringLiteral("--workspace"));
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        for (auto it = extraEnv.begin(); it != extraEnv.end(); ++it)
            env.insert(it.key(), it.value());
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(GPUPLAN_CLI), args);
        if (!p.waitForFinished(60000))
            return {};
        return Run{p.exitCode(), p.readAllStandardOutput(), QString::fromUtf8(p.readAllStandardError())};
    }

    // The fake gpuplan-probe (tests/fakeprobe) in FAKEPROBE_MODE @p mode.
    static QMap<QString, QString> fakeProbe(const QString &mode, const QString &listMode = {})
    {
        QMap<QString, QString> env{{QStringLiteral("GPUPLAN_PROBE"), QStringLiteral(GPUPLAN_FAKEPROBE)},
                                   {QStringLiteral("FAKEPROBE_MODE"), mode}};
        if (!listMode.isEmpty())
            env.insert(QStringLiteral("FAKEPROBE_LIST_MODE"), listMode);
        return env;
    }

    // The probe runs stored in workspace @p path, newest last: exit_status of each, read with SQL.
    static QStringList storedRuns(const QString &path)
    {
        QStringList out;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("probe-runs"));
            db.setDatabaseName(path);
            if (db.open()) {
                QSqlQuery q(db);
                if (q.exec(QStringLiteral("SELECT r.exit_status, r.device_name, (SELECT count(*) FROM probe_result p "
                                          "WHERE p.run_id = r.id) FROM probe_run r ORDER BY r.id"))) {
                    while (q.next()) {
                        out << QStringLiteral("%1|%2|%3")
                                   .arg(q.value(0).toString(), q.value(1).toString())
                                   .arg(q.value(2).toInt());
                    }
                }
                db.close();
            }
        }
        QSqlDatabase::removeDatabase(QStringLiteral("probe-runs"));
        return out;
    }

    static QJsonArray jsonArray(const QByteArray &bytes)
    {
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
        return error.error == QJsonParseError::NoError ? doc.array() : QJsonArray();
    }

    int shippedCount(const QString &vendor, const QString &segment) const
    {
        int n = 0;
        for (const auto &v : m_shippedSkus) {
            const QJsonObject o = v.toObject();
            if ((vendor.isEmpty() || o.value(QStringLiteral("vendor")).toString() == vendor)
                && (segment.isEmpty() || o.value(QStringLiteral("segment")).toString() == segment))
                ++n;
        }
        return n;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QFile f(QStringLiteral(GPUPLAN_SOURCE_DIR "/data/catalog.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        m_shippedSkus = QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("skus")).toArray();
        QVERIFY(m_shippedSkus.size() >= 45);
    }

    void listAll()
    {
        const Run r = run({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray list = jsonArray(r.out);
        QCOMPARE(list.size(), m_shippedSkus.size());
        for (const auto &v : list) {
            const QJsonObject o = v.toObject();
            for (const char *key :
                 {"id", "vendor", "name", "segment", "memory_bytes", "memory_bandwidth_bytes_per_s", "tdp_watts"})
                QVERIFY2(o.contains(QLatin1String(key)), key);
        }
    }

    void listFiltered_data()
    {
        QTest::addColumn<QString>("vendor");
        QTest::addColumn<QString>("segment");
        QTest::newRow("AMD") << "AMD"
                             << "";
        QTest::newRow("intel lower case") << "intel"
                                          << "";
        QTest::newRow("consumer") << ""
                                  << "consumer";
        QTest::newRow("NVIDIA workstation") << "NVIDIA"
                                            << "workstation";
        QTest::newRow("AMD datacenter") << "AMD"
                                        << "datacenter";
    }

    void listFiltered()
    {
        QFETCH(QString, vendor);
        QFETCH(QString, segment);
        QStringList args{QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--json")};
        if (!vendor.isEmpty())
            args << QStringLiteral("--vendor") << vendor;
        if (!segment.isEmpty())
            args << QStringLiteral("--segment") << segment;
        const Run r = run(args);
        QCOMPARE(r.exitCode, 0);
        const QString canonicalVendor
            = vendor.compare(QLatin1String("intel"), Qt::CaseInsensitive) == 0 ? QStringLiteral("Intel") : vendor;
        const QJsonArray list = jsonArray(r.out);
        QCOMPARE(list.size(), shippedCount(canonicalVendor, segment));
        QVERIFY(!list.isEmpty());
        for (const auto &v : list) {
            if (!vendor.isEmpty())
                QCOMPARE(v.toObject().value(QStringLiteral("vendor")).toString(), canonicalVendor);
            if (!segment.isEmpty())
                QCOMPARE(v.toObject().value(QStringLiteral("segment")).toString(), segment);
        }
    }

    void badFilterIsAUsageError()
    {
        const Run r = run(
            {QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--vendor"), QStringLiteral("Matrox")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains(QStringLiteral("Matrox")));
    }

    void showByPartialName()
    {
        const Run r = run(
            {QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("RTX 4090"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("id")).toString(), QStringLiteral("nvidia-geforce-rtx-4090-24gb"));
        QCOMPARE(o.value(QStringLiteral("memory_bytes")).toDouble(), 24.0 * 1024 * 1024 * 1024);
        QCOMPARE(o.value(QStringLiteral("memory_bandwidth_bytes_per_s")).toDouble(), 1008e9);
        bool msrp = false;
        for (const auto &p : o.value(QStringLiteral("prices")).toArray()) {
            if (p.toObject().value(QStringLiteral("kind")).toString() == QLatin1String("msrp")) {
                QCOMPARE(p.toObject().value(QStringLiteral("amount")).toDouble(), 1599.0);
                msrp = true;
            }
        }
        QVERIFY(msrp);
    }

    void showTextHasProvenance()
    {
        const Run r = run({QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("nvidia-l4-24gb")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("L4"));
        QVERIFY(r.out.contains("24 GiB"));
        QVERIFY(r.out.contains("300 GB/s"));
        QVERIFY(r.out.contains("RunPod"));
    }

    void ambiguousNameListsCandidates()
    {
        const Run r = run({QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("H100")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        for (const char *id : {"nvidia-h100-sxm-80gb", "nvidia-h100-pcie-80gb", "nvidia-h100-nvl-94gb"})
            QVERIFY2(r.err.contains(QLatin1String(id)), qPrintable(r.err));
    }

    void unknownNameFails()
    {
        const Run r = run({QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("Voodoo5 6000")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QStringLiteral("Voodoo5 6000")));
    }

    void modelsList()
    {
        const Run r = run({QStringLiteral("models"), QStringLiteral("list"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray list = jsonArray(r.out);
        QCOMPARE(list.size(), 37);
        bool found = false;
        for (const auto &v : list) {
            const QJsonObject o = v.toObject();
            for (const char *key : {"id", "name", "params", "layers", "kv_heads", "head_dim"})
                QVERIFY2(o.contains(QLatin1String(key)), key);
            if (o.value(QStringLiteral("name")).toString() == QLatin1String("Llama-3-8B")) {
                found = true;
                // meta-llama/Meta-Llama-3-8B config.json: 32 layers, 8 KV heads, head_dim 4096/32.
                QCOMPARE(o.value(QStringLiteral("layers")).toInt(), 32);
                QCOMPARE(o.value(QStringLiteral("kv_heads")).toInt(), 8);
                QCOMPARE(o.value(QStringLiteral("head_dim")).toInt(), 128);
            }
        }
        QVERIFY(found);
    }

    void modelShowByName()
    {
        const Run r = run(
            {QStringLiteral("models"), QStringLiteral("show"), QStringLiteral("Llama-3-8B"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(r.out).object().value(QStringLiteral("id")).toString(),
                 QStringLiteral("llama-3-8b"));
    }

    void exportThenImportElsewhere()
    {
        const QString file = m_dir.filePath(QStringLiteral("export.json"));
        Run r = run({QStringLiteral("catalog"), QStringLiteral("export"), file});
        QCOMPARE(r.exitCode, 0);
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject doc = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(doc.value(QStringLiteral("schema")).toString(), QStringLiteral("gpuplan-catalog"));
        QCOMPARE(doc.value(QStringLiteral("skus")).toArray().size(), m_shippedSkus.size());
        r = run({QStringLiteral("catalog"), QStringLiteral("import"), file}, workspace("other.gpuplan"));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.err.contains(QString::number(m_shippedSkus.size())));
    }

    void badImportChangesNothing()
    {
        const QString file = m_dir.filePath(QStringLiteral("bad.json"));
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{\n \"schema\": \"gpuplan-catalog\",\n \"schema_version\": 1,\n \"skus\": [\n"
                    "  {\"id\": \"acme-x\", \"vendor\": \"Acme\", \"name\": \"X\", \"segment\": \"datacenter\",\n"
                    "   \"provenance\": {\"kind\": \"datasheet\", \"source\": \"me\"}}\n ]\n}\n");
        }
        const Run before = run({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--json")});
        const Run r = run({QStringLiteral("catalog"), QStringLiteral("import"), file});
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.err.contains(QStringLiteral("bad.json:5")), qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("Acme")));
        const Run after = run({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--json")});
        QCOMPARE(after.out, before.out);
    }

    void usageErrors()
    {
        QCOMPARE(run({QStringLiteral("catalog"), QStringLiteral("frobnicate")}).exitCode, 1);
        QCOMPARE(run({QStringLiteral("catalog"), QStringLiteral("show")}).exitCode, 1);
        const Run help = run({QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("catalog list"));
    }

    void estimateOneSku()
    {
        const Run r = run({QStringLiteral("estimate"), QStringLiteral("--sku"), QStringLiteral("RTX 4090"),
                           QStringLiteral("--model"), QStringLiteral("Llama-3-8B"), QStringLiteral("--weights"),
                           QStringLiteral("bf16"), QStringLiteral("--context"), QStringLiteral("4096"),
                           QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("sku")).toString(), QStringLiteral("nvidia-geforce-rtx-4090-24gb"));
        QCOMPARE(o.value(QStringLiteral("model")).toString(), QStringLiteral("llama-3-8b"));
        QVERIFY(o.value(QStringLiteral("fits")).toBool());
        const QJsonObject vram = o.value(QStringLiteral("vram")).toObject();
        for (const char *key : {"weights_gib", "kv_gib", "activations_gib", "runtime_gib", "total_gib", "capacity_gib"})
            QVERIFY2(vram.contains(QLatin1String(key)), key);
        // 8.03e9 parameters x 2 bytes = 14.96 GiB; 24 GiB card.
        QVERIFY(std::abs(vram.value(QStringLiteral("weights_gib")).toDouble() - 14.956) < 0.01);
        QCOMPARE(vram.value(QStringLiteral("capacity_gib")).toDouble(), 24.0);
        // KV of one sequence of 4096 + 256 tokens at 131,072 B/token = 0.53125 GiB.
        QCOMPARE(vram.value(QStringLiteral("kv_gib")).toDouble(), 4352.0 * 131072 / (1 << 30));
        for (const char *key :
             {"batch", "max_batch", "max_context", "prefill_tokens_per_s", "decode_tokens_per_s_per_seq",
              "throughput_tokens_per_s", "usd_per_million_tokens", "tokens_per_s_per_watt", "uncertainty"})
            QVERIFY2(o.contains(QLatin1String(key)), key);
        QVERIFY(o.value(QStringLiteral("decode_tokens_per_s_per_seq")).toDouble() > 0);
        const QJsonObject cost = o.value(QStringLiteral("usd_per_million_tokens")).toObject();
        QVERIFY(cost.contains(QStringLiteral("own")) && cost.contains(QStringLiteral("rent")));
    }

    void estimateMaxBatchAndNoFit()
    {
        Run r = run({QStringLiteral("estimate"), QStringLiteral("--sku"), QStringLiteral("nvidia-h100-sxm-80gb"),
                     QStringLiteral("--model"), QStringLiteral("llama-3-8b"), QStringLiteral("--batch"),
                     QStringLiteral("max"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("batch")).toInt(), o.value(QStringLiteral("max_batch")).toInt());
        QVERIFY(o.value(QStringLiteral("max_batch")).toInt() > 10);
        r = run({QStringLiteral("estimate"), QStringLiteral("--sku"), QStringLiteral("RTX 4090"),
                 QStringLiteral("--model"), QStringLiteral("llama-3-70b"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        o = QJsonDocument::fromJson(r.out).object();
        QVERIFY(!o.value(QStringLiteral("fits")).toBool());
        QVERIFY(o.value(QStringLiteral("throughput_tokens_per_s")).isNull());
    }

    void estimateWithPinnedParameter()
    {
        const QStringList base{QStringLiteral("estimate"), QStringLiteral("--sku"),      QStringLiteral("RTX 4090"),
                               QStringLiteral("--model"),  QStringLiteral("llama-3-8b"), QStringLiteral("--engine"),
                               QStringLiteral("llamacpp"), QStringLiteral("--json")};
        const Run pinned = run(base + QStringList{QStringLiteral("--bandwidth-efficiency"), QStringLiteral("0.5")});
        QCOMPARE(pinned.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(pinned.out).object();
        QCOMPARE(
            o.value(QStringLiteral("calibration")).toObject().value(QStringLiteral("bandwidth_efficiency")).toDouble(),
            0.5);
        const Run fitted = run(base);
        const double pinnedDecode = o.value(QStringLiteral("decode_tokens_per_s_per_seq")).toDouble();
        const double fittedDecode = QJsonDocument::fromJson(fitted.out)
                                        .object()
                                        .value(QStringLiteral("decode_tokens_per_s_per_seq"))
                                        .toDouble();
        QVERIFY(pinnedDecode < fittedDecode);
        QCOMPARE(run(base + QStringList{QStringLiteral("--bandwidth-efficiency"), QStringLiteral("1.7")}).exitCode, 1);
    }

    void sweepEverySku()
    {
        const Run r = run({QStringLiteral("sweep"), QStringLiteral("--model"), QStringLiteral("llama-3-8b"),
                           QStringLiteral("--weights"), QStringLiteral("q4_k_m"), QStringLiteral("--engine"),
                           QStringLiteral("llamacpp"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray all = jsonArray(r.out);
        QCOMPARE(all.size(), m_shippedSkus.size());
        QCOMPARE(all.first().toObject().value(QStringLiteral("engine")).toString(), QStringLiteral("llamacpp"));
    }

    void estimateBadOptions()
    {
        QCOMPARE(run({QStringLiteral("estimate"), QStringLiteral("--sku"), QStringLiteral("RTX 4090"),
                      QStringLiteral("--model"), QStringLiteral("llama-3-8b"), QStringLiteral("--weights"),
                      QStringLiteral("fp7")})
                     .exitCode,
                 1);
        QCOMPARE(run({QStringLiteral("estimate"), QStringLiteral("--sku"), QStringLiteral("H100"),
                      QStringLiteral("--model"), QStringLiteral("llama-3-8b")})
                     .exitCode,
                 2);
        QCOMPARE(run({QStringLiteral("estimate"), QStringLiteral("--model"), QStringLiteral("llama-3-8b")}).exitCode,
                 1);
    }

    void newerWorkspaceIsRefused()
    {
        const QString ws = workspace("newer.gpuplan");
        QCOMPARE(run({QStringLiteral("models"), QStringLiteral("list")}, ws).exitCode, 0);
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
            db.setDatabaseName(ws);
            QVERIFY(db.open());
            QVERIFY(QSqlQuery(db).exec(QStringLiteral("PRAGMA user_version = 42")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("raw"));
        const Run r = run({QStringLiteral("models"), QStringLiteral("list")}, ws);
        QCOMPARE(r.exitCode, 3);
        QVERIFY(r.err.contains(QStringLiteral("newer")));
    }

    void probeListJson()
    {
        const Run r = run({QStringLiteral("probe"), QStringLiteral("list"), QStringLiteral("--json")}, {},
                          fakeProbe(QStringLiteral("ok")));
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("schema")).toInt(), 1);
        const QJsonArray devices = o.value(QStringLiteral("devices")).toArray();
        QCOMPARE(devices.size(), 1);
        QCOMPARE(devices.at(0).toObject().value(QStringLiteral("id")).toString(), QStringLiteral("cuda:0"));
        QCOMPARE(devices.at(0).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("Fake H100 PCIe"));
        const QJsonArray backends = o.value(QStringLiteral("backends")).toArray();
        QCOMPARE(backends.size(), 3);
        QCOMPARE(backends.at(2).toObject().value(QStringLiteral("reason")).toString(),
                 QStringLiteral("libamdhip64.so.5 not found"));

        const Run text = run({QStringLiteral("probe"), QStringLiteral("list")}, {}, fakeProbe(QStringLiteral("ok")));
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("libamdhip64.so.5 not found"));
        QVERIFY(text.out.contains("Fake H100 PCIe"));
    }

    void probeListFailures_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QString>("runner");
        QTest::addColumn<QString>("message");
        QTest::newRow("missing runner") << "ok"
                                        << "/nonexistent/gpuplan-probe"
                                        << "/nonexistent/gpuplan-probe";
        QTest::newRow("crash") << "crash"
                               << ""
                               << "crashed";
        QTest::newRow("garbage") << "garbage"
                                 << ""
                                 << "this is not json";
        QTest::newRow("newer schema") << "newer_schema"
                                      << ""
                                      << "schema 99";
    }

    void probeListFailures()
    {
        QFETCH(QString, mode);
        QFETCH(QString, runner);
        QFETCH(QString, message);
        auto env = fakeProbe(mode);
        if (!runner.isEmpty())
            env.insert(QStringLiteral("GPUPLAN_PROBE"), runner);
        const Run r = run({QStringLiteral("probe"), QStringLiteral("list"), QStringLiteral("--json")}, {}, env);
        QCOMPARE(r.exitCode, 6);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void probeRun_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QString>("listMode");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("stored"); // exit_status|device_name|results, or empty: nothing stored
        QTest::addColumn<QString>("message");

        const QStringList run{QStringLiteral("probe"), QStringLiteral("run"), QStringLiteral("--device"),
                              QStringLiteral("cuda:0"), QStringLiteral("--json")};
        const QStringList burnin{QStringLiteral("probe"),  QStringLiteral("burnin"),    QStringLiteral("--device"),
                                 QStringLiteral("cuda:0"), QStringLiteral("--seconds"), QStringLiteral("3"),
                                 QStringLiteral("--json")};
        QTest::newRow("ok") << "ok"
                            << "" << run << 0 << "ok|Fake H100 PCIe|2"
                            << "Stored as probe run 1";
        QTest::newRow("test failed") << "test_failed"
                                     << "" << run << 5 << "test_failed|Fake H100 PCIe|2"
                                     << "did not verify";
        QTest::newRow("burn-in pass") << "burnin_ok"
                                      << "" << burnin << 0 << "ok|Fake H100 PCIe|0"
                                      << "Stored";
        QTest::newRow("burn-in reject") << "burnin_reject"
                                        << "" << burnin << 11 << "burnin_reject|Fake H100 PCIe|0"
                                        << "reject";
        QTest::newRow("crash") << "crash"
                               << "ok" << run << 6 << "crashed|Fake H100 PCIe|0"
                               << "crashed";
        QTest::newRow("hang") << "hang"
                              << "ok" << (QStringList(run) << QStringLiteral("--timeout") << QStringLiteral("2")) << 6
                              << "timed_out|Fake H100 PCIe|0"
                              << "did not finish within 2 s";
        QTest::newRow("garbage") << "garbage"
                                 << "ok" << run << 6 << "invalid_output|Fake H100 PCIe|0"
                                 << "this is not json";
        QTest::newRow("newer schema") << "newer_schema"
                                      << "ok" << run << 6 << ""
                                      << "schema 99";
        QTest::newRow("no final line") << "no_final"
                                       << "" << run << 6 << "no_final_line|Fake H100 PCIe|2"
                                       << "final line";
        QTest::newRow("no such device") << "ok"
                                        << ""
                                        << QStringList{QStringLiteral("probe"), QStringLiteral("run"),
                                                       QStringLiteral("--device"), QStringLiteral("cuda:7")}
                                        << 2 << ""
                                        << "cuda:7";
        QTest::newRow("no device") << "ok"
                                   << "" << QStringList{QStringLiteral("probe"), QStringLiteral("run")} << 1 << ""
                                   << "--device";
        QTest::newRow("burn-in without duration") << "burnin_ok"
                                                  << ""
                                                  << QStringList{QStringLiteral("probe"), QStringLiteral("burnin"),
                                                                 QStringLiteral("--device"), QStringLiteral("cuda:0")}
                                                  << 1 << ""
                                                  << "--minutes";
    }

    void probeRun()
    {
        QFETCH(QString, mode);
        QFETCH(QString, listMode);
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, stored);
        QFETCH(QString, message);
        QString name
            = QStringLiteral("probe-") + QString::fromLatin1(QTest::currentDataTag()) + QStringLiteral(".gpuplan");
        const QString ws = m_dir.filePath(name.replace(QLatin1Char(' '), QLatin1Char('-')));
        const Run r = run(args, ws, fakeProbe(mode, listMode));
        QVERIFY2(r.exitCode == exitCode, qPrintable(QStringLiteral("exit %1: %2").arg(r.exitCode).arg(r.err)));
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QCOMPARE(storedRuns(ws), stored.isEmpty() ? QStringList() : QStringList{stored});
        if (!args.contains(QStringLiteral("--json")) || stored.isEmpty())
            return;
        // The JSON says the same as the workspace.
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("run_id")).toInt(), 1);
        QCOMPARE(o.value(QStringLiteral("status")).toString(), stored.section(QLatin1Char('|'), 0, 0));
        QCOMPARE(o.value(QStringLiteral("results")).toArray().size(), stored.section(QLatin1Char('|'), 2).toInt());
        QCOMPARE(o.value(QStringLiteral("device")).toObject().value(QStringLiteral("uuid")).toString(),
                 QStringLiteral("GPU-00000000-fake-4000-8000-000000000001"));
        if (mode == QLatin1String("ok")) {
            const QJsonObject first = o.value(QStringLiteral("results")).toArray().at(0).toObject();
            QCOMPARE(first.value(QStringLiteral("test")).toString(), QStringLiteral("bandwidth.triad"));
            QCOMPARE(first.value(QStringLiteral("median")).toDouble(), 1850.5);
            QCOMPARE(o.value(QStringLiteral("exit_code")).toInt(), 0);
        }
        if (mode.startsWith(QLatin1String("burnin")))
            QVERIFY(o.value(QStringLiteral("verdict")).toObject().contains(QStringLiteral("reasons")));
    }

    void probeBurnInTakesSpecFromTheCatalog()
    {
        // Expected values straight from data/catalog.json: GB/s and GFLOP/s of the H100 PCIe.
        QJsonObject h100;
        for (const auto &v : m_shippedSkus) {
            if (v.toObject().value(QStringLiteral("id")).toString() == QLatin1String("nvidia-h100-pcie-80gb"))
                h100 = v.toObject();
        }
        const double bandwidth = h100.value(QStringLiteral("memory_bandwidth_bytes_per_s")).toDouble() / 1e9;
        const double fp32
            = h100.value(QStringLiteral("peak_flops")).toObject().value(QStringLiteral("fp32")).toDouble() / 1e9;
        QVERIFY(bandwidth > 0 && fp32 > 0);

        const QString argsFile = m_dir.filePath(QStringLiteral("probe-args.txt"));
        auto env = fakeProbe(QStringLiteral("burnin_ok"));
        env.insert(QStringLiteral("FAKEPROBE_ARGS_FILE"), argsFile);
        const QString ws = workspace("probe-sku.gpuplan");
        const Run r
            = run({QStringLiteral("probe"), QStringLiteral("burnin"), QStringLiteral("--device"),
                   QStringLiteral("cuda:0"), QStringLiteral("--minutes"), QStringLiteral("2"), QStringLiteral("--sku"),
                   QStringLiteral("H100 PCIe"), QStringLiteral("--max-temp"), QStringLiteral("80")},
                  ws, env);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile f(argsFile);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QStringList args = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        const auto valueOf = [&](const char *option) {
            const qsizetype i = args.indexOf(QString::fromLatin1(option));
            return i >= 0 && i + 1 < args.size() ? args.at(i + 1) : QString();
        };
        QCOMPARE(args.value(0), QStringLiteral("burnin"));
        QCOMPARE(valueOf("--device"), QStringLiteral("cuda:0"));
        QCOMPARE(valueOf("--minutes"), QStringLiteral("2"));
        QCOMPARE(valueOf("--spec-bandwidth").toDouble(), bandwidth);
        QCOMPARE(valueOf("--spec-fp32").toDouble(), fp32);
        QCOMPARE(valueOf("--class"), QStringLiteral("datacenter"));
        QCOMPARE(valueOf("--max-temp"), QStringLiteral("80"));
        QVERIFY(args.contains(QStringLiteral("--json-lines")));
        QCOMPARE(storedRuns(ws), QStringList{QStringLiteral("ok|Fake H100 PCIe|0")});

        // An unknown SKU is a not-found error before anything runs.
        const Run unknown = run({QStringLiteral("probe"), QStringLiteral("burnin"), QStringLiteral("--device"),
                                 QStringLiteral("cuda:0"), QStringLiteral("--minutes"), QStringLiteral("2"),
                                 QStringLiteral("--sku"), QStringLiteral("Voodoo 5")},
                                ws, env);
        QCOMPARE(unknown.exitCode, 2);
        QCOMPARE(storedRuns(ws).size(), 1);
    }

    // import / fleet (issue 5): the per-file JSON report, all-or-nothing files, re-imports, the inventory.
    void importReportsEachFile()
    {
        const QString ws = workspace("fleet.gpuplan");
        const QString samples = QStringLiteral(GPUPLAN_SOURCE_DIR "/tests/import/samples/");
        const Run r
            = run({QStringLiteral("import"), samples + QStringLiteral("nvsmi-csv/h100-mig-590-load-query-gpu.csv"),
                   samples + QStringLiteral("kmsg/xid79-pid0-multiline-crashdump.log"), QStringLiteral("--json")},
                  ws);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonArray files = jsonArray(r.out);
        QCOMPARE(files.size(), 2);
        const QJsonObject csv = files.at(0).toObject();
        QCOMPARE(csv.value(QStringLiteral("format")).toString(), QStringLiteral("nvidia-smi-csv"));
        QCOMPARE(csv.value(QStringLiteral("status")).toString(), QStringLiteral("imported"));
        const QJsonObject records = csv.value(QStringLiteral("records")).toObject();
        QCOMPARE(records.value(QStringLiteral("devices")).toInt(), 1);
        QCOMPARE(records.value(QStringLiteral("samples")).toInt(), 1);
        QCOMPARE(records.value(QStringLiteral("events")).toInt(), 0);
        QCOMPARE(records.value(QStringLiteral("benchmarks")).toInt(), 0);
        QCOMPARE(
            csv.value(QStringLiteral("devices")).toArray().at(0).toObject().value(QStringLiteral("sku")).toString(),
            QStringLiteral("nvidia-h100-sxm-80gb"));
        QVERIFY(csv.value(QStringLiteral("errors")).toArray().isEmpty());
        const QJsonObject log = files.at(1).toObject();
        QCOMPARE(log.value(QStringLiteral("format")).toString(), QStringLiteral("kernel-log"));
        bool xid = false;
        for (const auto &f : log.value(QStringLiteral("findings")).toArray()) {
            const QJsonObject o = f.toObject();
            if (o.value(QStringLiteral("code")).toString() != QLatin1String("xid_reject"))
                continue;
            xid = true;
            QCOMPARE(o.value(QStringLiteral("severity")).toString(), QStringLiteral("reject"));
            QVERIFY(!o.value(QStringLiteral("device")).toString().isEmpty());
            QVERIFY(!o.value(QStringLiteral("message")).toString().isEmpty());
            QCOMPARE(o.value(QStringLiteral("evidence")).toObject().value(QStringLiteral("line")).toInt(), 3);
        }
        QVERIFY(xid);
        // The same content again is recognised and skipped.
        const Run again
            = run({QStringLiteral("import"), samples + QStringLiteral("kmsg/xid79-pid0-multiline-crashdump.log"),
                   QStringLiteral("--json")},
                  ws);
        QCOMPARE(again.exitCode, 0);
        QCOMPARE(jsonArray(again.out).at(0).toObject().value(QStringLiteral("status")).toString(),
                 QStringLiteral("already_imported"));
        // The inventory and findings of the workspace.
        const Run fleet = run({QStringLiteral("fleet"), QStringLiteral("--json")}, ws);
        QCOMPARE(fleet.exitCode, 0);
        const QJsonObject inventory = QJsonDocument::fromJson(fleet.out).object();
        QCOMPARE(inventory.value(QStringLiteral("devices")).toArray().size(), 2);
        QCOMPARE(inventory.value(QStringLiteral("files")).toArray().size(), 2);
        QVERIFY(!inventory.value(QStringLiteral("findings")).toArray().isEmpty());
        const Run text = run({QStringLiteral("fleet")}, ws);
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("nvidia-h100-sxm-80gb"));
    }

    void importFailureExitsFourAndKeepsNothing()
    {
        const QString ws = workspace("fleet-bad.gpuplan");
        const QString samples = QStringLiteral(GPUPLAN_SOURCE_DIR "/tests/import/samples/");
        const Run r = run({QStringLiteral("import"),
                           samples + QStringLiteral("nvsmi-q-text/h100-535.183.01-corrupt-truncated.txt"),
                           samples + QStringLiteral("nvsmi-q-text/h100x8-535.183.01.txt"), QStringLiteral("--json")},
                          ws);
        QCOMPARE(r.exitCode, 4);
        const QJsonArray files = jsonArray(r.out);
        QCOMPARE(files.size(), 2);
        const QJsonObject bad = files.at(0).toObject();
        QCOMPARE(bad.value(QStringLiteral("status")).toString(), QStringLiteral("failed"));
        const QJsonArray errors = bad.value(QStringLiteral("errors")).toArray();
        QVERIFY(!errors.isEmpty());
        QVERIFY(errors.at(0).toObject().value(QStringLiteral("line")).toInt() > 0);
        QVERIFY(!errors.at(0).toObject().value(QStringLiteral("message")).toString().isEmpty());
        QCOMPARE(files.at(1).toObject().value(QStringLiteral("status")).toString(), QStringLiteral("imported"));
        const Run fleet = run({QStringLiteral("fleet"), QStringLiteral("--json")}, ws);
        QCOMPARE(QJsonDocument::fromJson(fleet.out).object().value(QStringLiteral("files")).toArray().size(), 1);
        // A dry run writes nothing; an unknown forced format is invalid input.
        const Run dry
            = run({QStringLiteral("import"), samples + QStringLiteral("kmsg/xid79-pid0-multiline-crashdump.log"),
                   QStringLiteral("--dry-run"), QStringLiteral("--json")},
                  ws);
        QCOMPARE(dry.exitCode, 0);
        QCOMPARE(jsonArray(dry.out).at(0).toObject().value(QStringLiteral("status")).toString(),
                 QStringLiteral("dry_run"));
        const Run forced
            = run({QStringLiteral("import"), samples + QStringLiteral("kmsg/xid79-pid0-multiline-crashdump.log"),
                   QStringLiteral("--format"), QStringLiteral("no-such-format")},
                  ws);
        QCOMPARE(forced.exitCode, 4);
        QVERIFY(forced.err.contains(QLatin1String("no-such-format")));
        QVERIFY(forced.err.contains(QLatin1String("nvidia-smi-csv"))); // the known formats are named
        QVERIFY(forced.err.contains(QLatin1String("kernel-log")));
        const Run after = run({QStringLiteral("fleet"), QStringLiteral("--json")}, ws);
        QCOMPARE(QJsonDocument::fromJson(after.out).object().value(QStringLiteral("files")).toArray().size(), 1);
        QCOMPARE(run({QStringLiteral("import")}, ws).exitCode, 1);
    }

    void importHelpListsTheFormats()
    {
        const Run help = run({QStringLiteral("import"), QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        for (const char *format :
             {"nvidia-smi-csv", "nvidia-smi-xml", "rocm-smi-json", "kernel-log", "llama-bench-json"})
            QVERIFY2(help.out.contains(QByteArray(QByteArray("  ") + format + '\n')), format);
        QVERIFY(help.out.contains("--remove"));
    }

    void refusedOrDryRunImportCreatesNoWorkspace()
    {
        const QString ws = workspace("never.gpuplan");
        const QString samples = QStringLiteral(GPUPLAN_SOURCE_DIR "/tests/import/samples/");
        const Run dry
            = run({QStringLiteral("import"), samples + QStringLiteral("kmsg/xid79-pid0-multiline-crashdump.log"),
                   QStringLiteral("--dry-run")},
                  ws);
        QCOMPARE(dry.exitCode, 0);
        QVERIFY(!QFile::exists(ws));
        // Random punctuation, as in the issue: refused, exit 4, and still no workspace file.
        const QString junk = m_dir.filePath(QStringLiteral("junk.txt"));
        QFile f(junk);
        QVERIFY(f.open(QIODevice::WriteOnly));
        for (int i = 0; i < 50; ++i)
            f.write("0000:%y72fq-9q.8]#, ;;--]] ,,\n");
        f.close();
        const Run refused = run({QStringLiteral("import"), junk}, ws);
        QCOMPARE(refused.exitCode, 4);
        QVERIFY(!QFile::exists(ws));
        QCOMPARE(run({QStringLiteral("import"), QStringLiteral("--remove"), junk}, ws).exitCode, 2);
        QVERIFY(!QFile::exists(ws));
        // A file imported creates it, with that file in it.
        QCOMPARE(
            run({QStringLiteral("import"), samples + QStringLiteral("kmsg/xid79-pid0-multiline-crashdump.log")}, ws)
                .exitCode,
            0);
        QVERIFY(QFile::exists(ws));
        const Run fleet = run({QStringLiteral("fleet"), QStringLiteral("--json")}, ws);
        QCOMPARE(QJsonDocument::fromJson(fleet.out).object().value(QStringLiteral("files")).toArray().size(), 1);
    }

    void triageOfANode()
    {
        const QString ws = workspace("triage.gpuplan");
        const QString guides = QStringLiteral(GPUPLAN_SOURCE_DIR "/tests/import/samples/guides/");
        QCOMPARE(run({QStringLiteral("import"), guides + QStringLiteral("g1-mpstat.txt"),
                      guides + QStringLiteral("g1-lspci-lnk.txt")},
                     ws)
                     .exitCode,
                 0);
        const Run json = run(
            {QStringLiteral("triage"), QStringLiteral("--node"), QStringLiteral("server"), QStringLiteral("--json")},
            ws);
        QCOMPARE(json.exitCode, 0);
        const QJsonArray nodes = QJsonDocument::fromJson(json.out).object().value(QStringLiteral("nodes")).toArray();
        QCOMPARE(nodes.size(), 1);
        const QJsonArray steps = nodes[0].toObject().value(QStringLiteral("steps")).toArray();
        QCOMPARE(steps.size(), 5);
        const auto step = [&](int i) { return steps[i].toObject(); };
        QCOMPARE(step(0).value(QStringLiteral("step")).toString(), QStringLiteral("gpu_used"));
        QCOMPARE(step(0).value(QStringLiteral("status")).toString(), QStringLiteral("problem"));
        QCOMPARE(
            step(0).value(QStringLiteral("findings")).toArray()[0].toObject().value(QStringLiteral("code")).toString(),
            QStringLiteral("cpu_saturated"));
        QCOMPARE(
            step(1).value(QStringLiteral("findings")).toArray()[0].toObject().value(QStringLiteral("code")).toString(),
            QStringLiteral("pcie_width_downgraded"));
        QCOMPARE(step(4).value(QStringLiteral("status")).toString(), QStringLiteral("no_evidence"));
        const QJsonObject check = step(4).value(QStringLiteral("checks")).toArray()[0].toObject();
        QCOMPARE(check.value(QStringLiteral("seen")).toBool(), false);
        QVERIFY(check.value(QStringLiteral("command")).toString().startsWith(QStringLiteral("kubectl describe pod")));
        // Text: the step's question, its finding with the file and line, the command to run.
        const Run text = run({QStringLiteral("triage")}, ws);
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("1. Is the GPU really used?  [Problem]"));
        QVERIFY(text.out.contains("g1-mpstat.txt:"));
        QVERIFY(text.out.contains("no evidence yet of"));
        // A node no file speaks of.
        QCOMPARE(run({QStringLiteral("triage"), QStringLiteral("--node"), QStringLiteral("elsewhere")}, ws).exitCode,
                 2);
        QCOMPARE(nodes[0].toObject().value(QStringLiteral("status")).toString(), QStringLiteral("problem"));
    }

    void importFolder()
    {
        // A folder stands for every file under it (subfolders too), imported in name order, the findings
        // evaluated once at the end: the report of each file still lists its own.
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString guides = QStringLiteral(GPUPLAN_SOURCE_DIR "/tests/import/samples/guides/");
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("node1/logs"))));
        QVERIFY(QFile::copy(guides + QStringLiteral("g1-mpstat.txt"), dir.filePath(QStringLiteral("node1/a.txt"))));
        QVERIFY(
            QFile::copy(guides + QStringLiteral("g1-lspci-lnk.txt"), dir.filePath(QStringLiteral("node1/logs/b.txt"))));
        const QString ws = workspace("folder.gpuplan");
        const Run imported = run({QStringLiteral("import"), dir.path(), QStringLiteral("--json")}, ws);
        QCOMPARE(imported.exitCode, 0);
        const QJsonArray reports = QJsonDocument::fromJson(imported.out).array();
        QCOMPARE(reports.size(), 2);
        QVERIFY(reports[0].toObject().value(QStringLiteral("path")).toString().endsWith(QStringLiteral("node1/a.txt")));
        QCOMPARE(reports[0].toObject().value(QStringLiteral("format")).toString(), QStringLiteral("mpstat"));
        QCOMPARE(reports[1].toObject().value(QStringLiteral("format")).toString(), QStringLiteral("lspci"));
        const QJsonArray findings = reports[1].toObject().value(QStringLiteral("findings")).toArray();
        QCOMPARE(findings.size(), 1);
        QCOMPARE(findings[0].toObject().value(QStringLiteral("code")).toString(),
                 QStringLiteral("pcie_width_downgraded"));
    }

    void importRemoveByPathOrSha()
    {
        const QString ws = workspace("fleet-remove.gpuplan");
        const QString samples = QStringLiteral(GPUPLAN_SOURCE_DIR "/tests/import/samples/");
        const QString log = samples + QStringLiteral("kmsg/xid79-pid0-multiline-crashdump.log");
        const QString csv = samples + QStringLiteral("nvsmi-csv/h100-mig-590-load-query-gpu.csv");
        QCOMPARE(run({QStringLiteral("import"), log, csv}, ws).exitCode, 0);
        const auto fleet = [&] {
            return QJsonDocument::fromJson(run({QStringLiteral("fleet"), QStringLiteral("--json")}, ws).out).object();
        };
        const QJsonArray files = fleet().value(QStringLiteral("files")).toArray();
        QCOMPARE(files.size(), 2);
        QCOMPARE(fleet().value(QStringLiteral("devices")).toArray().size(), 2);
        // By path: the log's GPU and its Xid finding go.
        const Run byPath = run({QStringLiteral("import"), QStringLiteral("--remove"), log}, ws);
        QCOMPARE(byPath.exitCode, 0);
        QVERIFY(byPath.out.contains("1 devices removed"));
        QJsonObject after = fleet();
        QCOMPARE(after.value(QStringLiteral("files")).toArray().size(), 1);
        QCOMPARE(after.value(QStringLiteral("devices")).toArray().size(), 1);
        for (const auto &f : after.value(QStringLiteral("findings")).toArray())
            QVERIFY(f.toObject().value(QStringLiteral("code")).toString() != QLatin1String("xid_reject"));
        // By SHA-256, as JSON; then nothing is left, and a second removal finds nothing (exit 2).
        const QString sha = files.at(1).toObject().value(QStringLiteral("sha256")).toString();
        const Run bySha
            = run({QStringLiteral("import"), QStringLiteral("--remove"), sha, QStringLiteral("--json")}, ws);
        QCOMPARE(bySha.exitCode, 0);
        const QJsonObject removed = QJsonDocument::fromJson(bySha.out).object();
        QCOMPARE(removed.value(QStringLiteral("removed")).toBool(), true);
        QCOMPARE(removed.value(QStringLiteral("sha256")).toString(), sha);
        QCOMPARE(removed.value(QStringLiteral("devices_removed")).toInt(), 1);
        QVERIFY(fleet().value(QStringLiteral("devices")).toArray().isEmpty());
        QCOMPARE(run({QStringLiteral("import"), QStringLiteral("--remove"), sha}, ws).exitCode, 2);
        QCOMPARE(run({QStringLiteral("import"), QStringLiteral("--remove"), sha, csv}, ws).exitCode, 1);
    }

    // Decision commands: erlang against published vectors, plan/rank on the shipped demo scenario.
    void erlangPublishedVectors_data()
    {
        QTest::addColumn<int>("servers");
        QTest::addColumn<double>("load");
        QTest::addColumn<double>("erlangC");
        QTest::newRow("3 servers, 2 Erlangs") << 3 << 2.0 << 0.4444;
        QTest::newRow("3 servers, 2.5 Erlangs") << 3 << 2.5 << 0.7022;
        QTest::newRow("4 servers, 2.5 Erlangs") << 4 << 2.5 << 0.3199;
        QTest::newRow("5 servers, 2.5 Erlangs") << 5 << 2.5 << 0.1304;
        QTest::newRow("6 servers, 2.5 Erlangs") << 6 << 2.5 << 0.0474;
    }

    void erlangPublishedVectors()
    {
        QFETCH(int, servers);
        QFETCH(double, load);
        QFETCH(double, erlangC);
        const Run r = run({QStringLiteral("erlang"), QStringLiteral("--servers"), QString::number(servers),
                           QStringLiteral("--offered-load"), QString::number(load), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QVERIFY(std::abs(o.value(QStringLiteral("erlang_c")).toDouble() - erlangC) < 5e-5);
        QVERIFY(o.value(QStringLiteral("erlang_b")).toDouble() > 0);
        QCOMPARE(run({QStringLiteral("erlang"), QStringLiteral("--servers"), QStringLiteral("0"),
                      QStringLiteral("--offered-load"), QStringLiteral("1")})
                     .exitCode,
                 1);
    }

    void useBenchmarkInEstimates()
    {
        // An imported BabelStream file's best Triad (A100-SXM4-40GB, line 59: 1,398,669.922 MB/s over the
        // 0.90 a healthy triad reaches) becomes the A100's bandwidth; --dry-run writes nothing.
        const QString ws = workspace("benchmark.gpuplan");
        const QString file
            = QStringLiteral(GPUPLAN_SOURCE_DIR "/tests/import/samples/babelstream/v3.4-cuda-a100-mig-3sizes.txt");
        QCOMPARE(run({QStringLiteral("import"), file}, ws).exitCode, 0);
        const QStringList use{QStringLiteral("catalog"), QStringLiteral("use-benchmark"), file,
                              QStringLiteral("--json")};
        Run r = run(use + QStringList{QStringLiteral("--dry-run")}, ws);
        QCOMPARE(r.exitCode, 0);
        const QJsonObject dry = QJsonDocument::fromJson(r.out).object();
        QVERIFY(dry.value(QStringLiteral("dry_run")).toBool());
        const QJsonObject c = dry.value(QStringLiteral("ceilings")).toArray().at(0).toObject();
        QCOMPARE(c.value(QStringLiteral("sku")).toString(), QStringLiteral("nvidia-a100-sxm-40gb"));
        QCOMPARE(c.value(QStringLiteral("field")).toString(), QStringLiteral("memory_bandwidth_bytes_per_s"));
        QCOMPARE(c.value(QStringLiteral("value")).toDouble(), std::round(1398669.922e6 / 0.9));
        r = run({QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("nvidia-a100-sxm-40gb"),
                 QStringLiteral("--json")},
                ws);
        QVERIFY(!r.out.contains("imported babelstream"));
        QCOMPARE(run(use, ws).exitCode, 0);
        r = run({QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("nvidia-a100-sxm-40gb"),
                 QStringLiteral("--json")},
                ws);
        QVERIFY2(r.out.contains("imported babelstream"), r.out.constData());
        // A file GpuPlan did not import, and one without such figures.
        QCOMPARE(run({QStringLiteral("catalog"), QStringLiteral("use-benchmark"), QStringLiteral("nothing.txt")}, ws)
                     .exitCode,
                 2);
        const QString smi
            = QStringLiteral(GPUPLAN_SOURCE_DIR "/tests/import/samples/nvsmi-csv/h100-mig-590-load-query-gpu.csv");
        QCOMPARE(run({QStringLiteral("import"), smi}, ws).exitCode, 0);
        r = run({QStringLiteral("catalog"), QStringLiteral("use-benchmark"), smi}, ws);
        QCOMPARE(r.exitCode, 4);
        QVERIFY(r.err.contains(QStringLiteral("no figure")));
    }

    void planDemoScenario()
    {
        const QString demo = QStringLiteral(GPUPLAN_SOURCE_DIR "/data/scenarios/demo.json");
        const Run r = run({QStringLiteral("plan"), QStringLiteral("--scenario"), demo, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray options = QJsonDocument::fromJson(r.out).object().value(QStringLiteral("options")).toArray();
        QCOMPARE(options.size(), 6);
        for (const auto &v : options) {
            const QJsonObject fleet = v.toObject().value(QStringLiteral("fleet")).toObject();
            if (!fleet.value(QStringLiteral("feasible")).toBool())
                continue;
            const int serving = fleet.value(QStringLiteral("serving_replicas")).toInt();
            QVERIFY(serving >= fleet.value(QStringLiteral("throughput_bound_replicas")).toInt());
            QVERIFY(serving >= fleet.value(QStringLiteral("queue_bound_replicas")).toInt());
            QCOMPARE(fleet.value(QStringLiteral("total_replicas")).toInt(),
                     serving + fleet.value(QStringLiteral("spare_replicas")).toInt());
            for (const char *key : {"costs", "lockin", "gates", "replica", "simulation"})
                QVERIFY2(v.toObject().contains(QLatin1String(key)), key);
        }
        const Run text = run({QStringLiteral("plan"), QStringLiteral("--scenario"), demo});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains("throughput bound"));
    }

    void rankDemoScenario()
    {
        const QString demo = QStringLiteral(GPUPLAN_SOURCE_DIR "/data/scenarios/demo.json");
        const Run r = run({QStringLiteral("rank"), QStringLiteral("--scenario"), demo, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("method")).toString(), QStringLiteral("weighted_sum"));
        QCOMPARE(o.value(QStringLiteral("top")).toString(), o.value(QStringLiteral("top_weighted_sum")).toString());
        double sum = 0;
        QString best;
        double bestScore = -1;
        for (const auto &v : o.value(QStringLiteral("options")).toArray()) {
            const QJsonObject option = v.toObject();
            sum += option.value(QStringLiteral("probability_first")).toDouble();
            if (option.value(QStringLiteral("weighted_sum")).toDouble() > bestScore) {
                bestScore = option.value(QStringLiteral("weighted_sum")).toDouble();
                best = option.value(QStringLiteral("id")).toString();
            }
        }
        QVERIFY(std::abs(sum - 1.0) < 1e-9);
        QCOMPARE(o.value(QStringLiteral("top")).toString(), best);
        const QJsonObject sensitivity = o.value(QStringLiteral("sensitivity")).toObject();
        QCOMPARE(sensitivity.value(QStringLiteral("tornado")).toObject().value(QStringLiteral("bars")).toArray().size(),
                 6);
        QVERIFY(!sensitivity.value(QStringLiteral("critical_weights")).toArray().isEmpty());
    }

    void invalidScenarioNamesTheLine()
    {
        QFile in(QStringLiteral(GPUPLAN_SOURCE_DIR "/data/scenarios/demo.json"));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QByteArray text = in.readAll();
        text.replace("\"ttft_percentile\": 0.95", "\"ttft_percentile\": 7");
        const QString bad = m_dir.filePath(QStringLiteral("bad-scenario.json"));
        QFile out(bad);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(text);
        out.close();
        const Run r = run({QStringLiteral("rank"), QStringLiteral("--scenario"), bad, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.err.contains(QLatin1String("bad-scenario.json:18")), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
        // An unknown SKU is found against the catalog, still with its line.
        text.replace("\"ttft_percentile\": 7", "\"ttft_percentile\": 0.95");
        text.replace("\"sku\": \"amd-instinct-mi300x-192gb\", \"mode\": \"new\"",
                     "\"sku\": \"amd-mi999\", \"mode\": \"new\"");
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(text);
        out.close();
        const Run sku = run({QStringLiteral("plan"), QStringLiteral("--scenario"), bad});
        QCOMPARE(sku.exitCode, 4);
        QVERIFY2(sku.err.contains(QLatin1String("bad-scenario.json:25")), qPrintable(sku.err));
        QCOMPARE(
            run({QStringLiteral("plan"), QStringLiteral("--scenario"), m_dir.filePath(QStringLiteral("none.json"))})
                .exitCode,
            4);
        QCOMPARE(run({QStringLiteral("plan")}).exitCode, 1);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
