#pragma once

// The report tests' own CSV reader, independent of the exporter it checks.

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QVector>

namespace {

// A minimal RFC 4180 reader for the test (quoted fields, doubled quotes, CRLF).
inline QVector<QStringList> parseCsv(const QByteArray &bytes)
{
    const QString s = QString::fromUtf8(bytes);
    QVector<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    for (int i = 0; i < s.size(); ++i) {
        const QChar c = s[i];
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < s.size() && s[i + 1] == QLatin1Char('"')) {
                field += QLatin1Char('"');
                ++i;
            } else if (c == QLatin1Char('"')) {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            row << field;
            field.clear();
        } else if (c == QLatin1Char('\r') && i + 1 < s.size() && s[i + 1] == QLatin1Char('\n')) {
            row << field;
            rows << row;
            row.clear();
            field.clear();
            ++i;
        } else {
            field += c;
        }
    }
    return rows;
}

} // namespace
