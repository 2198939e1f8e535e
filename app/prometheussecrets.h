#pragma once

#include "io/prometheussource.h"

#include <QString>

#include <functional>

class QObject;

namespace GpuPlan {

/// The desktop keychain's entry of a source's token or password (QtKeychain: Secret Service, KWallet, macOS
/// Keychain, Windows Credential Manager): one per URL, tenant and user. The workspace never holds it.
QString prometheusSecretKey(const PrometheusSource &source);

/// Reads the secret; @p done(secret, error) runs on @p context's thread (error empty on success; a missing
/// entry is an empty secret, not an error).
void readPrometheusSecret(const PrometheusSource &source, QObject *context,
                          std::function<void(const QString &secret, const QString &error)> done);
/// Writes (or, for an empty @p secret, deletes) the secret; @p done(error) as above.
void writePrometheusSecret(const PrometheusSource &source, const QString &secret, QObject *context,
                           std::function<void(const QString &error)> done);

} // namespace GpuPlan
