#pragma once

#include "core/intake/intakelot.h"

#include <QAbstractTableModel>

#include <vector>

namespace GpuPlan {

/**
 * The cards of one intake lot: serial, UUID, state, the latest burn-in verdict, the latest evidence in its history
 * (a probe run, an imported log) and when and by whom it was made, the card's version. The fleet's fault findings on
 * a card are listed in its tooltip.
 */
class IntakeCardModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Columns { SerialColumn, UuidColumn, StateColumn, VerdictColumn, EvidenceColumn, ChangedColumn, ColumnCount };
    Q_ENUM(Columns)

    enum Roles {
        SerialRole = Qt::UserRole, ///< QString
        StateRole,                 ///< int: the CardState
        VersionRole                ///< int: the card's version in the workspace
    };
    Q_ENUM(Roles)

    explicit IntakeCardModel(QObject *parent = nullptr);

    /// Replaces every row (cards oldest first) and the fleet's findings on them.
    void setCards(std::vector<IntakeCard> cards, std::vector<CardFinding> findings = {});
    const std::vector<IntakeCard> &cards() const { return m_cards; }
    const IntakeCard *cardAt(int row) const;
    int rowOf(const QString &serial) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// "in-pool -> pass, 2026-11-25T10:00:00Z by ana, probe run 42: note", for histories and tooltips.
    static QString eventText(const IntakeEvent &event);

private:
    QString toolTip(const IntakeCard &card, int column) const;

    std::vector<IntakeCard> m_cards;
    std::vector<CardFinding> m_findings;
};

} // namespace GpuPlan
