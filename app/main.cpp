// gpuplan: the desktop application. Thin: settings, translations, the main window.
#include "mainwindow.h"

#include "gpuplanversion.h"
#include "io/appsettings.h"
#include "translations/translations.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QSettings>

#include <cstdio>
#include <cstring>

using namespace GpuPlan;

int main(int argc, char *argv[])
{
    // --version answers without a display (a package's smoke test, a headless machine).
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--version") == 0 || std::strcmp(argv[i], "-v") == 0) {
            std::printf("gpuplan %s\n", GPUPLAN_VERSION_TEXT);
            return 0;
        }
    }
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("GpuPlan"));
    QApplication::setApplicationName(QStringLiteral("GpuPlan"));
    QApplication::setApplicationVersion(QStringLiteral(GPUPLAN_VERSION_TEXT));
    QApplication::setDesktopFileName(QStringLiteral("gpuplan"));
    QSettings qsettings;
    AppSettings settings(qsettings);
    Translations translations;
    translations.install(settings.language());

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "GPU capacity and procurement planning"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption workspaceOption(QStringLiteral("workspace"),
                                             QApplication::translate("main", "Open the workspace file PATH."),
                                             QStringLiteral("PATH"));
    parser.addOption(workspaceOption);
    parser.addPositionalArgument(
        QStringLiteral("file"),
        QApplication::translate("main",
                                "A decision scenario (.gpuplan-scenario.json or .json) to open on the "
                                "Decision page, or a workspace (.gpuplan) to open instead of the default."),
        QStringLiteral("[FILE]"));
    parser.process(app);

    MainWindow window(settings, translations);
    const QString file = parser.positionalArguments().value(0);
    const bool fileIsWorkspace = file.endsWith(QLatin1String(".gpuplan"));
    const QString path = parser.isSet(workspaceOption) ? parser.value(workspaceOption)
        : fileIsWorkspace                              ? file
                                                       : settings.defaultWorkspace();
    const bool opened = window.openWorkspace(path);
    window.show();
    if (opened && !file.isEmpty() && !fileIsWorkspace)
        window.openScenarioFile(file);
    else if (opened)
        window.showWelcomeIfNew();
    return QApplication::exec();
}
