#pragma once

#include <QSqlDatabase>

namespace GpuPlan {

/// Begins a transaction; rolls it back on destruction unless commit() succeeded.
class SqlTransaction
{
public:
    explicit SqlTransaction(QSqlDatabase db)
        : m_db(std::move(db))
        , m_active(m_db.transaction())
    {
    }
    ~SqlTransaction()
    {
        if (m_active)
            m_db.rollback();
    }
    SqlTransaction(const SqlTransaction &) = delete;
    SqlTransaction &operator=(const SqlTransaction &) = delete;

    bool isActive() const { return m_active; }
    bool commit()
    {
        if (m_active && m_db.commit()) {
            m_active = false;
            return true;
        }
        return false;
    }

private:
    QSqlDatabase m_db;
    bool m_active;
};

} // namespace GpuPlan
