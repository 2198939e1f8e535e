#!/usr/bin/env bash
# tst_package.sh BUILD_DIR VERSION "MODULES": the package test.
#  1. cpack -G DEB in the build folder; the control fields: version, maintainer, section, description; Depends from
#     dpkg-shlibdeps (Qt 6 and the rest, no GPU runtime), the GPU runtimes in Recommends only.
#  2. The .deb extracted into a temporary folder: its gpuplan-cli and gpuplan run from there with no environment
#     variable, find their data in ../share/gpuplan and the probe runner and backends in ../libexec/gpuplan.
#  3. Its desktop entry (desktop-file-validate), AppStream metainfo (appstreamcli validate --no-net), MIME type
#     (update-mime-database) and man page.
#  4. `cmake --install --prefix` into another folder: the same binaries run from there.
# A missing tool fails under CI=true and skips (77) elsewhere.
set -euo pipefail
build=$1 version=$2 modules=$3

for tool in cpack dpkg-deb dpkg-shlibdeps desktop-file-validate appstreamcli update-mime-database gzip; do
  if ! command -v "$tool" >/dev/null; then
    echo "tst_package: $tool is missing (scripts/test installs it)"
    [ "${CI:-}" = true ] && exit 1
    exit 77
  fi
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
pass() { echo "PASS: $*"; }
# Nothing may point the binaries at the build tree: they find what they need from where they are.
unset GPUPLAN_DATA_DIR GPUPLAN_PROBE GPUPLAN_PROBE_MODULE_DIR
export HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/home/.config" XDG_DATA_HOME="$tmp/home/.local/share"
export QT_QPA_PLATFORM=offscreen LC_ALL=C.UTF-8
mkdir -p "$HOME"

# 1. The package.
if ! (cd "$tmp" && cpack --config "$build/CPackConfig.cmake" -G DEB -B "$tmp/out") >"$tmp/cpack.log" 2>&1; then
  cat "$tmp/cpack.log"
  fail "cpack -G DEB"
fi
deb=$(ls "$tmp"/out/gpuplan_*.deb)
[ "$(basename "$deb")" = "gpuplan_${version}-1_$(dpkg --print-architecture).deb" ] || fail "package name $deb"
field() { dpkg-deb -f "$deb" "$1"; }
[ "$(field Package)" = gpuplan ] || fail "Package: $(field Package)"
[ "$(field Version)" = "${version}-1" ] || fail "Version: $(field Version)"
[ "$(field Section)" = utils ] || fail "Section: $(field Section)"
[[ "$(field Maintainer)" =~ ^.+\ \<.+@.+\>$ ]] || fail "Maintainer: $(field Maintainer)"
[ -n "$(field Description)" ] || fail "no Description"
depends=$(field Depends)
for lib in libqt6core6 libqt6gui6 libqt6widgets6 libqt6sql6 libqt6charts6 libqt6printsupport6 libqt6sql6-sqlite \
  qt6-qpa-plugins libsqlite3-0 libssl3 libc6 libstdc++6 libgomp1; do
  [[ ", $depends," == *", $lib "* || ", $depends," == *", $lib,"* ]] || fail "Depends lacks $lib: $depends"
done
# A versioned dependency from the symbols files, e.g. "libqt6core6 (>= 6.4.0)".
[[ "$depends" =~ libqt6core6\ \(\>=\ 6 ]] || fail "Depends has no Qt 6 version: $depends"
if [[ "$depends" =~ (libamdhip64|libze1|libcuda|nvidia) ]]; then
  fail "Depends names a GPU runtime (${BASH_REMATCH[1]}): $depends"
fi
recommends=$(dpkg-deb -f "$deb" Recommends || true)
[[ " $modules " != *" gpuplan-probe-hip.so "* || "$recommends" =~ libamdhip64 ]] || fail "Recommends: $recommends"
[[ " $modules " != *" gpuplan-probe-levelzero.so "* || "$recommends" =~ libze1 ]] || fail "Recommends: $recommends"
pass "control: Depends $depends; Recommends $recommends"

# 2. The extracted package runs from where it is.
root="$tmp/root"
dpkg-deb -x "$deb" "$root"
check_prefix() { # PREFIX LABEL: the binaries of an installed prefix
  local prefix=$1 label=$2 out
  for module in gpuplan-probe $modules; do
    [ -f "$prefix/libexec/gpuplan/$module" ] || fail "$label: libexec/gpuplan/$module is missing"
  done
  for data in catalog.json lockin_defaults.json calibration/mlperf_v41.csv reference/kernel_support.csv \
    scenarios/demo.json schema/001_catalog.sql schema/008_sightings.sql; do
    [ -f "$prefix/share/gpuplan/$data" ] || fail "$label: share/gpuplan/$data is missing"
  done
  out=$("$prefix/bin/gpuplan-cli" --version)
  [[ "$out" =~ ^gpuplan-cli\ ${version//./\\.}\ \(git\ ([0-9a-f]{12}(-dirty)?|unknown)\)$ ]] || fail "$label: $out"
  out=$("$prefix/bin/gpuplan" --version)
  [[ "$out" =~ ^gpuplan\ ${version//./\\.}\ \(git\  ]] || fail "$label: gpuplan --version: $out"
  local workspace="$tmp/$label.gpuplan"
  out=$("$prefix/bin/gpuplan-cli" --workspace "$workspace" catalog list)
  grep -q "H100 SXM" <<<"$out" || fail "$label: catalog list has no H100 SXM: $out"
  [ "$(grep -c . <<<"$out")" -gt 70 ] || fail "$label: catalog list is short: $out"
  out=$("$prefix/bin/gpuplan-cli" --workspace "$workspace" probe list)
  grep -Eq '^  cpu +available' <<<"$out" || fail "$label: probe list: $out"
  for module in $modules; do
    backend=${module#gpuplan-probe-}
    backend=${backend%.so}
    # Listed with a state: the runner found the module (available, or unavailable with the runtime's reason).
    grep -Eq "^  $backend +(available|unavailable)" <<<"$out" || fail "$label: probe list lacks $backend: $out"
    grep -Eq "^  $backend .*(not found|no such file)" <<<"$out" && fail "$label: $backend module not found: $out"
  done
  "$prefix/bin/gpuplan-cli" --workspace "$workspace" plan --scenario "$prefix/share/gpuplan/scenarios/demo.json" \
    >/dev/null || fail "$label: plan of the shipped demo scenario"
  pass "$label: gpuplan-cli and gpuplan run, data and probe runner found from $prefix"
}
check_prefix "$root/usr" package

# 3. Desktop integration.
desktop-file-validate "$root/usr/share/applications/gpuplan.desktop" || fail "desktop-file-validate"
[ -z "$(desktop-file-validate "$root/usr/share/applications/gpuplan.desktop")" ] || fail "desktop-file-validate warns"
appstreamcli validate --no-net --pedantic "$root"/usr/share/metainfo/*.metainfo.xml || fail "appstreamcli validate"
mkdir -p "$tmp/mime/packages"
cp "$root/usr/share/mime/packages/gpuplan.xml" "$tmp/mime/packages/"
mime_out=$(XDG_DATA_DIRS="$tmp" update-mime-database "$tmp/mime" 2>&1)
[ -z "$mime_out" ] || fail "update-mime-database: $mime_out"
grep -q 'application/x-gpuplan-scenario+json' "$tmp/mime/globs2" || fail "no scenario glob"
for size in 48x48 128x128 256x256; do
  [ -s "$root/usr/share/icons/hicolor/$size/apps/gpuplan.png" ] || fail "icon $size"
done
[ -s "$root/usr/share/icons/hicolor/scalable/apps/gpuplan.svg" ] || fail "scalable icon"
man="$root/usr/share/man/man1/gpuplan-cli.1.gz"
gzip -t "$man" || fail "man page"
zcat "$man" | grep -q '^\.TH GPUPLAN-CLI "1"' || fail "man page header"
zcat "$man" | grep -q 'IMPORT FORMATS' || fail "man page lacks the import formats"
pass "desktop entry, metainfo, MIME type, icons and man page"

# 4. cmake --install into a prefix of one's own.
cmake --install "$build" --prefix "$tmp/opt/gpuplan" >"$tmp/install.log" 2>&1 || { cat "$tmp/install.log"; fail "cmake --install"; }
check_prefix "$tmp/opt/gpuplan" prefix
echo "tst_package: all checks passed"
