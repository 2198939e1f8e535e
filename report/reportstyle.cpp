#include "report/reportstyle.h"
#include "report/reportlanguage.h"
#include "report/reportlayout.h"

#include <QCoreApplication>
#include <QPaintDevice>

#include <array>

namespace GpuPlan {

ReportLayoutTexts reportLayoutTexts()
{
    ReportLayoutTexts t;
    t.scenario = ReportLayout::tr("Scenario");
    t.version = ReportLayout::tr("Version");
    t.date = ReportLayout::tr("Date");
    t.author = ReportLayout::tr("Author");
    t.approver = ReportLayout::tr("Approver");
    t.dataHash = ReportLayout::tr("Data hash (SHA-256)");
    t.continued = ReportLayout::tr("%1 (continued)");
    t.noData = ReportLayout::tr("No data");
    t.signature = ReportLayout::tr("Signature");
    t.signedOn = ReportLayout::tr("Date");
    t.open = ReportLayout::tr("Open");
    return t;
}

namespace ReportPaint {

ReportStyle::ReportStyle(QPaintDevice *device)
    : body(font(9.5))
    , bodyBold(font(9.5, true))
    , small(font(7.5))
    , smallItalic(font(7.5, false, true))
    , heading1(font(17, true))
    , heading2(font(12.5, true))
    , heading3(font(10.5, true))
    , title(font(24, true))
    , mono(QStringLiteral("DejaVu Sans Mono"))
    , m_device(device)
    , m_perPoint(device->logicalDpiY() / 72.0)
{
    mono.setPointSizeF(8.5);
    mono.setStyleHint(QFont::Monospace);
    mono.setHintingPreference(QFont::PreferNoHinting);
    mono.setStyleStrategy(QFont::PreferNoShaping);
}

QFont ReportStyle::font(double pointSize, bool bold, bool italic)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setStyleHint(QFont::SansSerif);
    f.setPointSizeF(pointSize);
    f.setBold(bold);
    f.setItalic(italic);
    f.setHintingPreference(QFont::PreferNoHinting);
    // No "fi"/"fl" ligatures: a reader searching or copying the PDF's text must find "file", not "ﬁle".
    f.setStyleStrategy(QFont::PreferNoShaping);
    return f;
}

QColor ReportStyle::seriesColor(int index)
{
    static const std::array<QColor, 12> colors = {
        QColor(0x2e, 0x6f, 0xac), QColor(0xe0, 0x7b, 0x24), QColor(0x3a, 0x9a, 0x5b), QColor(0xc0, 0x39, 0x2b),
        QColor(0x7e, 0x57, 0xc2), QColor(0x8d, 0x6e, 0x63), QColor(0xd3, 0x5e, 0x9e), QColor(0x6b, 0x7b, 0x8c),
        QColor(0xb5, 0x9a, 0x1b), QColor(0x17, 0xa2, 0xb8), QColor(0x1b, 0x3a, 0x5c), QColor(0x9c, 0x27, 0x4a),
    };
    return colors[static_cast<size_t>(index < 0 ? 0 : index) % colors.size()];
}

ReportLayoutTexts completedLayoutTexts(const ReportLayoutTexts &texts)
{
    const ReportLayoutTexts fallback = reportLayoutTexts();
    ReportLayoutTexts t = texts;
    auto fill = [](QString &field, const QString &value) {
        if (field.isEmpty())
            field = value;
    };
    fill(t.scenario, fallback.scenario);
    fill(t.version, fallback.version);
    fill(t.date, fallback.date);
    fill(t.author, fallback.author);
    fill(t.approver, fallback.approver);
    fill(t.dataHash, fallback.dataHash);
    fill(t.continued, fallback.continued);
    fill(t.noData, fallback.noData);
    fill(t.signature, fallback.signature);
    fill(t.signedOn, fallback.signedOn);
    fill(t.open, fallback.open);
    return t;
}

QString reportDefaultTocTitle() { return ReportLayout::tr("Contents"); }

QString reportDefaultPageLabel() { return ReportLayout::tr("Page %1 of %2"); }

QLocale reportLocale(const QString &language)
{
    return language == QLatin1String("fr") ? QLocale(QLocale::French, QLocale::France)
                                           : QLocale(QLocale::English, QLocale::UnitedStates);
}

} // namespace ReportPaint

} // namespace GpuPlan
