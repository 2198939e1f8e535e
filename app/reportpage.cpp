// ReportPage: the widgets, the options and their settings, the preview.
#include "reportpage.h"
#include "reportpagejob.h"

#include "decisionpage.h"

#include "io/appsettings.h"
#include "io/workspacestore.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPrintPreviewWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>

namespace GpuPlan {

namespace {
const QString kReportSplitterKey = QStringLiteral("report/splitter");
} // namespace

ReportPage::ReportPage(WorkspaceStore &store, AppSettings &settings, DecisionPage *decision, QWidget *parent)
    : QWidget(parent)
    , m_store(store)
    , m_settings(settings)
    , m_decision(decision)
    , m_refresh(new QTimer(this))
{
    m_refresh->setSingleShot(true);
    m_refresh->setInterval(400);
    connect(m_refresh, &QTimer::timeout, this, [this] {
        if (isBusy() && !m_runningPdf.isEmpty())
            m_refresh->start(); // never drop an export the user asked for; refresh after it
        else
            generate();
    });

    m_previewPrinter = new QPrinter(QPrinter::HighResolution);
    m_preview = new QPrintPreviewWidget(m_previewPrinter, this);
    m_preview->setObjectName(QStringLiteral("reportPreview"));
    m_preview->setZoomMode(QPrintPreviewWidget::FitToWidth);
    connect(m_preview, &QPrintPreviewWidget::paintRequested, this, &ReportPage::paintPreview);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setObjectName(QStringLiteral("reportSplitter"));
    splitter->addWidget(createOptions());
    splitter->addWidget(m_preview);
    splitter->addWidget(createExports());
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({340, 900, 320});
    splitter->restoreState(m_settings.viewState(kReportSplitterKey));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    m_generateAction = new QAction(this);
    m_generateAction->setShortcut(QKeySequence(Qt::Key_F5));
    connect(m_generateAction, &QAction::triggered, this, &ReportPage::generate);
    m_printAction = new QAction(this);
    m_printAction->setShortcut(QKeySequence::Print);
    connect(m_printAction, &QAction::triggered, this, &ReportPage::print);
    m_previewAction = new QAction(this);
    m_previewAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    connect(m_previewAction, &QAction::triggered, this, &ReportPage::printPreview);
    m_pdfAction = new QAction(this);
    m_pdfAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    connect(m_pdfAction, &QAction::triggered, this, &ReportPage::chooseAndExportPdf);
    // The page's shortcuts work while it is shown, and do not clash with other pages' (Ctrl+E is Export Catalog).
    for (QAction *action : {m_generateAction, m_printAction, m_previewAction, m_pdfAction}) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(action);
    }
    connect(m_generateButton, &QPushButton::clicked, this, &ReportPage::generate);
    connect(m_cancelButton, &QPushButton::clicked, this, &ReportPage::cancel);
    connect(m_printButton, &QPushButton::clicked, this, &ReportPage::print);
    connect(m_previewButton, &QPushButton::clicked, this, &ReportPage::printPreview);
    connect(m_pdfButton, &QPushButton::clicked, this, &ReportPage::chooseAndExportPdf);
    connect(m_saveScenarioButton, &QPushButton::clicked, this, [this] {
        if (m_decision && m_decision->save())
            optionsChanged();
    });

    restoreOptions();
    // The user's choices are remembered as made (author and approver as typed), not only on close.
    const auto userChanged = [this] {
        saveViewState();
        optionsChanged();
    };
    connect(m_sections, &QListWidget::itemChanged, this, userChanged);
    connect(m_language, &QComboBox::currentIndexChanged, this, userChanged);
    connect(m_pageSize, &QComboBox::currentIndexChanged, this, userChanged);
    connect(m_author, &QLineEdit::editingFinished, this, userChanged);
    connect(m_approver, &QLineEdit::editingFinished, this, userChanged);
    if (m_decision)
        connect(m_decision, &DecisionPage::planChanged, this, &ReportPage::optionsChanged);
    const auto dataChanged = [this] {
        ++m_dataEpoch;
        optionsChanged();
    };
    connect(&m_store, &WorkspaceStore::catalogChanged, this, dataChanged);
    connect(&m_store, &WorkspaceStore::skuChanged, this, dataChanged);
    connect(&m_store, &WorkspaceStore::fleetChanged, this, dataChanged);
    retranslateUi();
    setBusy(false);
    fillExports();
}

ReportPage::~ReportPage()
{
    m_jobs.cancel(); // m_jobs waits for the workers when it goes; they only hold copies
    delete m_previewPrinter;
}

QWidget *ReportPage::createOptions()
{
    auto *panel = new QWidget(this);
    auto *layout = new QVBoxLayout(panel);
    m_title = new QLabel(panel);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.25);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    layout->addWidget(m_title);
    m_scenarioLabel = new QLabel(panel);
    m_scenarioLabel->setWordWrap(true);
    m_scenarioLabel->setTextFormat(Qt::PlainText); // scenario names are user data, never markup
    layout->addWidget(m_scenarioLabel);
    m_saveScenarioButton = new QPushButton(panel);
    m_saveScenarioButton->hide(); // shown while the scenario reported has unsaved changes
    layout->addWidget(m_saveScenarioButton);

    m_sectionsLabel = new QLabel(panel);
    layout->addWidget(m_sectionsLabel);
    m_sections = new QListWidget(panel);
    m_sections->setObjectName(QStringLiteral("reportSections"));
    for (const QString &id : reportSectionIds()) {
        auto *item = new QListWidgetItem(m_sections);
        item->setData(Qt::UserRole, id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
    }
    // As tall as its sections: the rest of the column goes to the buttons and messages below.
    m_sections->setMaximumHeight(m_sections->sizeHintForRow(0) * (m_sections->count() + 1)
                                 + 2 * m_sections->frameWidth());
    layout->addWidget(m_sections);

    auto *form = new QFormLayout;
    m_language = new QComboBox(panel);
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("Français"), QStringLiteral("fr"));
    m_languageLabel = new QLabel(panel);
    m_languageLabel->setBuddy(m_language);
    form->addRow(m_languageLabel, m_language);
    m_pageSize = new QComboBox(panel);
    m_pageSize->addItem(QStringLiteral("A4"), int(QPageSize::A4));
    m_pageSize->addItem(QStringLiteral("Letter"), int(QPageSize::Letter));
    m_pageSizeLabel = new QLabel(panel);
    m_pageSizeLabel->setBuddy(m_pageSize);
    form->addRow(m_pageSizeLabel, m_pageSize);
    m_author = new QLineEdit(panel);
    m_authorLabel = new QLabel(panel);
    m_authorLabel->setBuddy(m_author);
    form->addRow(m_authorLabel, m_author);
    m_approver = new QLineEdit(panel);
    m_approverLabel = new QLabel(panel);
    m_approverLabel->setBuddy(m_approver);
    form->addRow(m_approverLabel, m_approver);
    layout->addLayout(form);

    auto *run = new QHBoxLayout;
    m_generateButton = new QPushButton(panel);
    m_generateButton->setDefault(true);
    m_cancelButton = new QPushButton(panel);
    run->addWidget(m_generateButton, 1);
    run->addWidget(m_cancelButton);
    layout->addLayout(run);
    m_progress = new QProgressBar(panel);
    m_progress->setRange(0, 100);
    layout->addWidget(m_progress);
    m_message = new QLabel(panel);
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_message);

    auto *output = new QHBoxLayout;
    m_printButton = new QPushButton(panel);
    m_previewButton = new QPushButton(panel);
    m_pdfButton = new QPushButton(panel);
    output->addWidget(m_printButton);
    output->addWidget(m_previewButton);
    layout->addLayout(output);
    layout->addWidget(m_pdfButton);
    layout->addStretch(1);

    auto *scroll = new QScrollArea(this);
    scroll->setWidget(panel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(280);
    return scroll;
}

QWidget *ReportPage::createExports()
{
    auto *panel = new QWidget(this);
    auto *layout = new QVBoxLayout(panel);
    m_tablesLabel = new QLabel(panel);
    layout->addWidget(m_tablesLabel);
    m_tableList = new QListWidget(panel);
    m_tableList->setObjectName(QStringLiteral("reportTables"));
    layout->addWidget(m_tableList, 3);
    auto *tableButtons = new QHBoxLayout;
    m_csvButton = new QPushButton(panel);
    m_jsonButton = new QPushButton(panel);
    m_xlsxButton = new QPushButton(panel);
    tableButtons->addWidget(m_csvButton);
    tableButtons->addWidget(m_jsonButton);
    tableButtons->addWidget(m_xlsxButton);
    layout->addLayout(tableButtons);
    m_chartsLabel = new QLabel(panel);
    layout->addWidget(m_chartsLabel);
    m_chartList = new QListWidget(panel);
    m_chartList->setObjectName(QStringLiteral("reportCharts"));
    layout->addWidget(m_chartList, 2);
    auto *chartButtons = new QHBoxLayout;
    m_pngButton = new QPushButton(panel);
    m_svgButton = new QPushButton(panel);
    chartButtons->addWidget(m_pngButton);
    chartButtons->addWidget(m_svgButton);
    layout->addLayout(chartButtons);

    connect(m_csvButton, &QPushButton::clicked, this, [this] { chooseAndExportTable(QStringLiteral("csv")); });
    connect(m_jsonButton, &QPushButton::clicked, this, [this] { chooseAndExportTable(QStringLiteral("json")); });
    connect(m_xlsxButton, &QPushButton::clicked, this, [this] { chooseAndExportTable(QStringLiteral("xlsx")); });
    connect(m_pngButton, &QPushButton::clicked, this, [this] { chooseAndExportChart(false); });
    connect(m_svgButton, &QPushButton::clicked, this, [this] { chooseAndExportChart(true); });
    connect(m_tableList, &QListWidget::itemDoubleClicked, this,
            [this] { chooseAndExportTable(QStringLiteral("csv")); });
    connect(m_chartList, &QListWidget::itemDoubleClicked, this, [this] { chooseAndExportChart(true); });
    panel->setMinimumWidth(240);
    return panel;
}

void ReportPage::restoreOptions()
{
    const QSignalBlocker b1(m_language), b2(m_pageSize), b3(m_sections);
    m_author->setText(m_settings.reportAuthor());
    m_approver->setText(m_settings.reportApprover());
    QString language = m_settings.reportLanguage();
    if (language.isEmpty()) // the first report follows the interface's language
        language = m_settings.language().startsWith(QLatin1String("fr")) ? QStringLiteral("fr") : QStringLiteral("en");
    m_language->setCurrentIndex(std::max(0, m_language->findData(language)));
    const QString page = m_settings.reportPageSize();
    if (!page.isEmpty())
        m_pageSize->setCurrentIndex(std::max(0, m_pageSize->findText(page)));
    else if (QLocale().territory() == QLocale::UnitedStates || QLocale().territory() == QLocale::Canada)
        m_pageSize->setCurrentIndex(m_pageSize->findData(int(QPageSize::Letter)));
    const QStringList off = m_settings.reportSectionsOff();
    for (int i = 0; i < m_sections->count(); ++i) {
        QListWidgetItem *item = m_sections->item(i);
        item->setCheckState(off.contains(item->data(Qt::UserRole).toString()) ? Qt::Unchecked : Qt::Checked);
    }
}

void ReportPage::saveViewState()
{
    m_settings.setReportAuthor(m_author->text());
    m_settings.setReportApprover(m_approver->text());
    m_settings.setReportLanguage(m_language->currentData().toString());
    m_settings.setReportPageSize(m_pageSize->currentText());
    QStringList off;
    for (int i = 0; i < m_sections->count(); ++i) {
        if (m_sections->item(i)->checkState() != Qt::Checked)
            off << m_sections->item(i)->data(Qt::UserRole).toString();
    }
    m_settings.setReportSectionsOff(off);
    if (auto *splitter = findChild<QSplitter *>(QStringLiteral("reportSplitter")))
        m_settings.setViewState(kReportSplitterKey, splitter->saveState());
}

ReportRequest ReportPage::request() const
{
    ReportRequest r;
    r.language = m_language->currentData().toString();
    for (int i = 0; i < m_sections->count(); ++i) {
        if (m_sections->item(i)->checkState() == Qt::Checked)
            r.sections << m_sections->item(i)->data(Qt::UserRole).toString();
    }
    r.author = m_author->text().trimmed();
    r.approver = m_approver->text().trimmed();
    return r;
}

ReportPageSetup ReportPage::pageSetup() const
{
    ReportPageSetup setup;
    setup.pageSize = QPageSize::PageSizeId(m_pageSize->currentData().toInt());
    return setup;
}

void ReportPage::optionsChanged()
{
    m_dirty = true;
    if (isVisible())
        m_refresh->start();
}

void ReportPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_dirty) // options, scenario or data changed while the page was hidden
        m_refresh->start();
}

void ReportPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ReportPage::retranslateUi()
{
    m_title->setText(tr("Decision report"));
    m_saveScenarioButton->setText(tr("Save Scenario"));
    m_saveScenarioButton->setToolTip(tr("Save the Decision page's scenario, so that the report names and hashes the "
                                        "saved file"));
    m_sectionsLabel->setText(tr("Sections (the cover and the contents always print):"));
    for (int i = 0; i < m_sections->count(); ++i)
        m_sections->item(i)->setText(reportSectionTitle(m_sections->item(i)->data(Qt::UserRole).toString()));
    m_sections->setToolTip(tr("Uncheck a section to leave it out of the report"));
    m_languageLabel->setText(tr("&Language:"));
    m_language->setToolTip(tr("The language of the report's text and number formats"));
    m_pageSizeLabel->setText(tr("&Paper:"));
    m_pageSize->setToolTip(tr("The paper size of the PDF and of the preview"));
    m_authorLabel->setText(tr("&Author:"));
    m_author->setPlaceholderText(tr("Who prepared the report"));
    m_author->setToolTip(tr("Printed on the cover and in the sign-off block; remembered"));
    m_approverLabel->setText(tr("Appro&ver:"));
    m_approver->setPlaceholderText(tr("Who signs it off"));
    m_approver->setToolTip(tr("Printed on the cover and in the sign-off block; remembered"));
    m_generateButton->setText(tr("&Generate"));
    m_generateButton->setToolTip(tr("Build the report from the Decision page's scenario and refresh the preview "
                                    "(%1)")
                                     .arg(m_generateAction->shortcut().toString(QKeySequence::NativeText)));
    m_cancelButton->setText(tr("Cancel"));
    m_cancelButton->setToolTip(tr("Stop the generation or export; nothing is written"));
    m_printButton->setText(tr("Print…"));
    m_printButton->setToolTip(
        tr("Print the report (%1)").arg(m_printAction->shortcut().toString(QKeySequence::NativeText)));
    m_previewButton->setText(tr("Print Preview…"));
    m_previewButton->setToolTip(tr("Preview the report as the printer will print it (%1)")
                                    .arg(m_previewAction->shortcut().toString(QKeySequence::NativeText)));
    m_pdfButton->setText(tr("Export PDF…"));
    m_pdfButton->setToolTip(tr("Write the report as a PDF file with vector charts (%1)")
                                .arg(m_pdfAction->shortcut().toString(QKeySequence::NativeText)));
    m_preview->setToolTip(tr("The report as it prints: scroll through the pages, zoom with Ctrl+wheel"));
    m_tablesLabel->setText(tr("Results tables:"));
    m_tableList->setToolTip(tr("Every results table of the report; choose one and export it"));
    m_csvButton->setText(tr("CSV…"));
    m_csvButton->setToolTip(tr("Write the chosen table as CSV (stable column keys, full precision)"));
    m_jsonButton->setText(tr("JSON…"));
    m_jsonButton->setToolTip(tr("Write the chosen table as JSON, with its columns' titles and units"));
    m_xlsxButton->setText(tr("XLSX…"));
    m_xlsxButton->setToolTip(tr("Write the chosen table as an Excel workbook"));
    m_chartsLabel->setText(tr("Charts:"));
    m_chartList->setToolTip(tr("Every chart of the report; choose one and export it"));
    m_pngButton->setText(tr("PNG…"));
    m_pngButton->setToolTip(tr("Write the chosen chart as a PNG image"));
    m_svgButton->setText(tr("SVG…"));
    m_svgButton->setToolTip(tr("Write the chosen chart as an SVG vector drawing"));
    m_generateAction->setText(tr("Generate Report"));
    m_printAction->setText(tr("Print Report…"));
    m_previewAction->setText(tr("Print Preview…"));
    m_pdfAction->setText(tr("Export Report PDF…"));
}

} // namespace GpuPlan
