#!/bin/bash
# Stage "setup/apt": system packages from Debian's registries, idempotent.
# Emscripten 3.1.69 comes from trixie; everything else stays on bookworm (trixie is pinned
# at priority 100 so that nothing is upgraded behind our back).
set -euo pipefail
SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"

SRC=/etc/apt/sources.list.d/brytorch-trixie.sources
PIN=/etc/apt/preferences.d/brytorch-trixie
if [ ! -f "$SRC" ]; then
  echo "[setup/apt] adding Debian trixie (deb + deb-src, pinned low) and bookworm deb-src"
  $SUDO tee "$SRC" >/dev/null <<'SOURCES'
Types: deb deb-src
URIs: http://deb.debian.org/debian
Suites: trixie
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb-src
URIs: http://deb.debian.org/debian
Suites: bookworm
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SOURCES
  $SUDO tee "$PIN" >/dev/null <<'PINNING'
Package: *
Pin: release n=trixie
Pin-Priority: 100
PINNING
  $SUDO apt-get update -qq
fi

# Host packages (bookworm). dpkg-dev gives `apt-get source` its unpacker; protobuf-compiler
# (3.21.12, same as the wasm libprotobuf) generates ONNX's .pb.cc for tools/build/onnx.sh.
BOOKWORM_PKGS=(ccache cmake ninja-build dpkg-dev xz-utils brotli python3-yaml
  python3-typing-extensions libfp16-dev libpsimd-dev chromium chromium-driver
  clang-19 lld-19 llvm-19 protobuf-compiler
  python3-dev gcc   # native CPython headers + compiler: the bridge benchmark's reference build
  f2c)              # translates the LAPACK routines numpy's lapack_lite lacks (tools/build/lapack.sh)
missing=()
for p in "${BOOKWORM_PKGS[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
if [ ${#missing[@]} -gt 0 ]; then
  echo "[setup/apt] installing: ${missing[*]}"
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" || {
    $SUDO apt-get update -qq; $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"; }
fi

# Emscripten from trixie, its dependencies from bookworm (never `-t trixie`).
if ! dpkg -s emscripten >/dev/null 2>&1; then
  echo "[setup/apt] installing emscripten/trixie"
  $SUDO apt-get install -y -qq --no-install-recommends emscripten/trixie
fi
ver=$(dpkg-query -W -f='${Version}' emscripten)
case "$ver" in 3.1.69*) ;; *) echo "[setup/apt] ERROR: emscripten $ver installed, 3.1.69 expected" >&2; exit 1;; esac

# Pitfall: nodesource's node does not search /usr/share/nodejs, emcc needs acorn.
if [ ! -e /usr/share/emscripten/node_modules/acorn ]; then
  $SUDO mkdir -p /usr/share/emscripten/node_modules
  $SUDO ln -s /usr/share/nodejs/acorn /usr/share/emscripten/node_modules/acorn
fi
# tools/build/link.sh runs binaryen's wasm-opt itself (the release pass); emscripten/trixie
# depends on binaryen, this says so where it matters.
command -v wasm-opt >/dev/null || { echo "[setup/apt] ERROR: wasm-opt (binaryen, an emscripten dependency) is missing" >&2; exit 1; }
echo "[setup/apt] ok: emscripten $ver, $(wasm-opt --version), $(clang-19 --version | head -1)"
