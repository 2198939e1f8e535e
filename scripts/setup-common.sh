# Shared by scripts/run and scripts/test: install what is missing, configure once, build incrementally.
# Sourced, not executed.
set -euo pipefail

GPUPLAN_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# Debian 12 packages GpuPlan needs to build, test and run (see ../shared/TOOLCHAIN.md).
GPUPLAN_PACKAGES=(
  cmake ninja-build g++ pkg-config ccache
  qt6-base-dev qt6-qpa-plugins libqt6opengl6-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools
  qt6-l10n-tools linguist-qt6 qt6-translations-l10n libqt6sql6-sqlite
  nlohmann-json3-dev libeigen3-dev libsqlite3-dev libgl-dev libxlsxwriter-dev unzip libssl-dev
  hipcc libamdhip64-dev librocm-smi-dev libze-dev clang-15 llvm-spirv-15 spirv-tools
  xvfb xauth poppler-utils imagemagick clang-format-14
  help2man dpkg-dev desktop-file-utils appstream shared-mime-info
  prometheus qtkeychain-qt6-dev
  postgresql-15 libpq-dev libqt6sql6-psql libzip-dev
)

gpuplan_install_packages() {
  local missing=()
  local pkg
  for pkg in "${GPUPLAN_PACKAGES[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
      missing+=("$pkg")
    fi
  done
  if [ ${#missing[@]} -eq 0 ]; then
    return 0
  fi
  echo "GpuPlan: installing missing Debian packages: ${missing[*]}"
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo >/dev/null; then
      echo "GpuPlan: not root and no sudo; please install: ${missing[*]}" >&2
      exit 1
    fi
    sudo=(sudo)
  fi
  "${sudo[@]}" apt-get update -q
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
}

# The CUDA toolkit lives outside PATH on these machines; the build detects it either way.
if [ -d /usr/local/cuda/bin ] && ! command -v nvcc >/dev/null; then
  export PATH="/usr/local/cuda/bin:$PATH"
fi

# $1: the CMake preset (dev, ci or asan). Configures only when needed; ninja rebuilds only what changed.
# GPUPLAN_NO_DEBUG_INFO=1 (set by .ci/run) configures the same optimisation without -g: a cold build on a 2-core
# machine spends a large share of its time writing debug information nobody reads in CI.
gpuplan_build() {
  local preset="$1"
  local dir="$GPUPLAN_ROOT/build/$preset"
  local extra=()
  if [ "${GPUPLAN_NO_DEBUG_INFO:-}" = 1 ] && [ "$preset" != asan ]; then
    extra=(-DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -DNDEBUG" -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O2 -DNDEBUG")
  fi
  cd "$GPUPLAN_ROOT"
  if [ ! -f "$dir/build.ninja" ]; then
    cmake --preset "$preset" "${extra[@]}"
  fi
  cmake --build --preset "$preset" --parallel "$(nproc)"
}
