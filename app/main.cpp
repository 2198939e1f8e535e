// gpuplan: the desktop application. Thin: settings, translations, the main window.
#include "mainwindow.h"

#include "io/appsettings.h"
#include "translations/translations.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QSettings>

using namespace GpuPlan;

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("GpuPlan"));
    QApplication::setApplicationName(QStringLiteral("GpuPlan"));
    QApplication::setApplicationVersion(QStringLiteral(GPUPLAN_VERSION));
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
    parser.process(app);

    MainWindow window(settings, translations);
    const QString path = parser.isSet(workspaceOption) ? parser.value(workspaceOption) : settings.defaultWorkspace();
    window.openWorkspace(path);
    window.show();
    return QApplication::exec();
}
