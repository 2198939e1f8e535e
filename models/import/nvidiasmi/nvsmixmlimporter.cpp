// nvidia-smi -q -x: a tolerant reader of the nvidia_smi_log document (DTD v10 to v13, files without a
// DOCTYPE, Windows and MIG variants). One device per <gpu>, plus one TelemetryRow of its current readings.
#include "nvsmicommon.h"
#include "parsetext.h"

#include <cstring>

namespace GpuPlan::NvSmi {
namespace {

struct XmlError
{
    int line = 0;
    const char *code = nullptr;
    std::string param;
};

void appendDecoded(std::string &out, std::string_view text)
{
    static const struct
    {
        const char *entity;
        char ch;
    } entities[] = {{"&amp;", '&'}, {"&lt;", '<'}, {"&gt;", '>'}, {"&quot;", '"'}, {"&apos;", '\''}};
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '&') {
            bool done = false;
            for (const auto &e : entities) {
                if (text.substr(i, std::strlen(e.entity)) == e.entity) {
                    out += e.ch;
                    i += std::strlen(e.entity) - 1;
                    done = true;
                    break;
                }
            }
            if (done)
                continue;
        }
        out += text[i];
    }
}

class XmlReader
{
public:
    XmlReader(std::string_view s, int firstLine)
        : m_s(s)
        , m_line(firstLine)
    {
    }

    // Builds the element tree under `document`; false with `err` set on malformed or truncated input.
    bool read(Node &document, XmlError &err)
    {
        std::vector<Node *> stack{&document};
        while (m_pos < m_s.size()) {
            const auto lt = m_s.find('<', m_pos);
            const std::string_view textPart
                = m_s.substr(m_pos, lt == std::string_view::npos ? std::string_view::npos : lt - m_pos);
            if (stack.size() > 1)
                appendDecoded(stack.back()->value, textPart);
            advanceTo(lt == std::string_view::npos ? m_s.size() : lt);
            if (lt == std::string_view::npos)
                break;
            const std::string_view rest = m_s.substr(m_pos);
            if (ParseText::startsWith(rest, "<!--")) {
                if (!skipPast("-->", err))
                    return false;
            } else if (ParseText::startsWith(rest, "<![CDATA[")) {
                const auto end = m_s.find("]]>", m_pos);
                if (end == std::string_view::npos)
                    return truncated(err, "CDATA");
                stack.back()->value += std::string(m_s.substr(m_pos + 9, end - m_pos - 9));
                advanceTo(end + 3);
            } else if (ParseText::startsWith(rest, "<?") || ParseText::startsWith(rest, "<!")) {
                if (!skipPast(">", err))
                    return false;
            } else if (ParseText::startsWith(rest, "</")) {
                const auto gt = m_s.find('>', m_pos);
                if (gt == std::string_view::npos)
                    return truncated(err, "closing tag");
                const std::string name(ParseText::trim(m_s.substr(m_pos + 2, gt - m_pos - 2)));
                if (stack.size() < 2 || stack.back()->name != name) {
                    err = {m_line, "import.bad_line",
                           "closing tag </" + name + "> does not match <"
                               + (stack.size() > 1 ? stack.back()->name : std::string()) + ">"};
                    return false;
                }
                stack.back()->value = std::string(ParseText::trim(stack.back()->value));
                stack.pop_back();
                advanceTo(gt + 1);
            } else {
                const auto gt = m_s.find('>', m_pos);
                if (gt == std::string_view::npos)
                    return truncated(err, "tag");
                std::string_view tag = m_s.substr(m_pos + 1, gt - m_pos - 1);
                const bool selfClosing = !tag.empty() && tag.back() == '/';
                if (selfClosing)
                    tag.remove_suffix(1);
                const auto space = tag.find_first_of(" \t\r\n");
                Node node;
                node.name = std::string(tag.substr(0, space));
                node.line = m_line;
                if (space != std::string_view::npos)
                    node.value = attribute(tag.substr(space), "id");
                if (node.name.empty()) {
                    err = {m_line, "import.bad_line", "empty tag name"};
                    return false;
                }
                stack.back()->children.push_back(std::move(node));
                if (!selfClosing)
                    stack.push_back(&stack.back()->children.back());
                advanceTo(gt + 1);
            }
        }
        if (stack.size() > 1)
            return truncated(err, "<" + stack.back()->name + "> is not closed");
        return true;
    }

private:
    static std::string attribute(std::string_view attrs, std::string_view name)
    {
        const auto pos = attrs.find(std::string(name) + "=");
        if (pos == std::string_view::npos || pos + name.size() + 2 > attrs.size())
            return {};
        const char quote = attrs[pos + name.size() + 1];
        const auto end = attrs.find(quote, pos + name.size() + 2);
        if (end == std::string_view::npos)
            return {};
        std::string out;
        appendDecoded(out, attrs.substr(pos + name.size() + 2, end - pos - name.size() - 2));
        return out;
    }

    void advanceTo(std::size_t pos)
    {
        for (std::size_t i = m_pos; i < pos && i < m_s.size(); ++i)
            if (m_s[i] == '\n')
                ++m_line;
        m_pos = pos;
    }

    bool skipPast(const char *end, XmlError &err)
    {
        const auto pos = m_s.find(end, m_pos);
        if (pos == std::string_view::npos)
            return truncated(err, "markup");
        advanceTo(pos + std::strlen(end));
        return true;
    }

    bool truncated(XmlError &err, std::string what)
    {
        advanceTo(m_s.size());
        err = {m_line, "import.truncated", std::move(what)};
        return false;
    }

    std::string_view m_s;
    std::size_t m_pos = 0;
    int m_line = 1;
};

class NvidiaSmiXmlImporter : public Importer
{
public:
    std::string format() const override { return "nvidia-smi-xml"; }

    int sniff(std::string_view head) const override
    {
        if (head.find("<nvidia_smi_log") != std::string_view::npos)
            return 95;
        if (head.find("nvsmi_device_v") != std::string_view::npos)
            return 80;
        return 0;
    }

    bool parse(TextSource &text, ImportSink &sink) const override
    {
        const int firstLine = text.lineNumber() + 1;
        const std::string all = text.readAll();
        sink.progress(text.bytesConsumed() / 2, text.totalBytes());
        Node document;
        XmlError err;
        if (!XmlReader(all, firstLine).read(document, err)) {
            error(sink, err.line, err.code, {err.param});
            return false;
        }
        const Node *root = document.child("nvidia_smi_log");
        if (!root) {
            error(sink, document.children.empty() ? firstLine : document.children.front().line, "import.missing_field",
                  {"nvidia_smi_log"});
            return false;
        }
        if (sink.cancelled()) {
            error(sink, root->line, "import.cancelled");
            return false;
        }
        const std::string *stamp = root->text({"timestamp"});
        const double time = stamp ? ParseText::timestamp(*stamp).value_or(0.0) : 0.0;
        int index = 0;
        for (const Node &gpu : root->children) {
            if (gpu.name != "gpu")
                continue;
            FleetDevice d = deviceFromTree(gpu, *root);
            d.index = index++;
            const int device = addDevice(sink, d);
            TelemetryRow row = telemetryFromTree(gpu, time);
            row.device = device;
            if (hasTelemetry(row))
                sink.sample(row);
        }
        return finishParse(text, sink, index > 0, root->line, "import.missing_field", {"gpu"});
    }
};

} // namespace

std::unique_ptr<Importer> makeXmlImporter() { return std::make_unique<NvidiaSmiXmlImporter>(); }

} // namespace GpuPlan::NvSmi
