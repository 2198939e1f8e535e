#pragma once

// The look of the decision report: fonts, colours and lengths, converted to the units of the device
// being painted on (a QPdfWriter at 1200 dpi, a printer, a preview), and the fixed words it prints.

#include "report/reportdocument.h"

#include <QColor>
#include <QFont>
#include <QLocale>

class QPaintDevice;

namespace GpuPlan::ReportPaint {

/// Fonts, colours and lengths of the report in @p device's units. Fonts are DejaVu Sans (a Debian
/// default) set explicitly, so the layout is the same on every machine that has it.
class ReportStyle
{
public:
    explicit ReportStyle(QPaintDevice *device);

    QPaintDevice *device() const { return m_device; }
    /// Device units per typographic point, and per millimetre.
    double pt(double points) const { return points * m_perPoint; }
    double mm(double millimetres) const { return millimetres * m_perPoint * 72.0 / 25.4; }

    /// DejaVu Sans at @p pointSize, unhinted so that measures and output agree.
    static QFont font(double pointSize, bool bold = false, bool italic = false);

    QFont body; ///< paragraphs, bullets, key-values
    QFont bodyBold;
    QFont small; ///< captions, notes, running header and footer
    QFont smallItalic;
    QFont heading1;
    QFont heading2;
    QFont heading3;
    QFont title; ///< the cover's title
    QFont mono;  ///< the data hash

    static QColor textColor() { return QColor(0x20, 0x24, 0x2a); }
    static QColor mutedColor() { return QColor(0x5c, 0x64, 0x70); }
    static QColor accentColor() { return QColor(0x1f, 0x4e, 0x79); }
    static QColor ruleColor() { return QColor(0xb4, 0xbc, 0xc6); }
    static QColor gridColor() { return QColor(0xe1, 0xe5, 0xea); }
    static QColor zebraColor() { return QColor(0xf3, 0xf6, 0xf9); }
    static QColor headerFillColor() { return QColor(0xdc, 0xe6, 0xf0); }
    static QColor openFillColor() { return QColor(0xff, 0xf0, 0xc8); }
    static QColor openTextColor() { return QColor(0x9a, 0x4a, 0x00); }
    /// The colour of chart series @p index (cycles through twelve distinct colours).
    static QColor seriesColor(int index);

private:
    QPaintDevice *m_device;
    double m_perPoint;
};

/// @p texts with every empty field replaced by the layout's own translation.
ReportLayoutTexts completedLayoutTexts(const ReportLayoutTexts &texts);

/// "Contents" and "Page %1 of %2" in the installed translation, for documents that leave them empty.
QString reportDefaultTocTitle();
QString reportDefaultPageLabel();

/// The locale numbers are printed in: French for "fr", English otherwise.
QLocale reportLocale(const QString &language);

} // namespace GpuPlan::ReportPaint
