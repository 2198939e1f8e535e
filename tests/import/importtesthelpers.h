#pragma once

// Helpers of the importer tests that read real captures and build broken variants of them (CRLF,
// UTF-16, edited values). Each test is its own executable: the anonymous namespace is intended.
#include "importer.h"

#include <QFile>
#include <QString>

#include <string>

using namespace GpuPlan;

namespace {

/// The bytes of a file below the samples folder; empty when it cannot be read.
[[maybe_unused]] std::string sample(const QString &relative)
{
    QFile f(QStringLiteral(GPUPLAN_SAMPLES_DIR "/") + relative);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QByteArray bytes = f.readAll();
    return std::string(bytes.constData(), std::size_t(bytes.size()));
}

[[maybe_unused]] std::string sample(const char *relative) { return sample(QString::fromUtf8(relative)); }

struct Result
{
    ImportCollector sink;
    std::string format;
    bool ok = false;
};

[[maybe_unused]] Result importBytes(std::string bytes, const char *forced = "")
{
    Result r;
    TextSource text = TextSource::fromBytes(std::move(bytes));
    const Importer *used = importText(text, r.sink, forced);
    r.format = used ? used->format() : std::string();
    r.ok = used && !r.sink.hasErrors();
    return r;
}

[[maybe_unused]] Result importSample(const char *relative) { return importBytes(sample(relative)); }

[[maybe_unused]] std::string replaceFirst(std::string text, const std::string &from, const std::string &to)
{
    const auto pos = text.find(from);
    if (pos != std::string::npos)
        text.replace(pos, from.size(), to);
    return text;
}

[[maybe_unused]] std::string crlf(const std::string &text)
{
    std::string out;
    for (char c : text) {
        if (c == '\n')
            out += '\r';
        out += c;
    }
    return out;
}

/// UTF-16LE with a BOM, as Windows PowerShell writes a redirected file.
[[maybe_unused]] std::string utf16(const std::string &utf8)
{
    std::string out = "\xFF\xFE";
    for (std::size_t i = 0; i < utf8.size();) {
        const auto c = static_cast<unsigned char>(utf8[i]);
        unsigned cp = c;
        int len = 1;
        if (c >= 0xE0) {
            cp = ((c & 0x0Fu) << 12) | ((static_cast<unsigned char>(utf8[i + 1]) & 0x3Fu) << 6)
                | (static_cast<unsigned char>(utf8[i + 2]) & 0x3Fu);
            len = 3;
        } else if (c >= 0xC0) {
            cp = ((c & 0x1Fu) << 6) | (static_cast<unsigned char>(utf8[i + 1]) & 0x3Fu);
            len = 2;
        }
        out += char(cp & 0xFF);
        out += char(cp >> 8);
        i += std::size_t(len);
    }
    return out;
}

[[maybe_unused]] const Diagnostic *firstDiagnostic(const ImportCollector &sink, const char *code)
{
    for (const Diagnostic &d : sink.diagnostics)
        if (d.code == code)
            return &d;
    return nullptr;
}

} // namespace
