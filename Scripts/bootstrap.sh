#!/usr/bin/env bash
# Installs the system packages symbol-export builds against, when pkg-config cannot find them:
# librsvg (with cairo), libpng, libdeflate and pkg-config itself; and poppler's command-line tools
# (pdftocairo, pdftoppm), with which the tests draw the PDF fallbacks; on Linux, binutils (strip,
# readelf, objdump, strings) and unzip, with which `make dist` and Scripts/check-dist.sh pack and
# check the release (SwiftPM, too, unzips an artifact bundle with unzip). Safe to run again: it
# does nothing when everything is present. Debian/Ubuntu (as root or with sudo) and macOS with
# Homebrew.
set -euo pipefail

have_libraries() {
  command -v pkg-config >/dev/null 2>&1 && pkg-config --exists librsvg-2.0 libpng libdeflate glib-2.0 && command -v pdftocairo >/dev/null 2>&1 \
    && { [ "$(uname -s)" != Linux ] || { command -v unzip && command -v readelf && command -v strip && command -v strings; } >/dev/null 2>&1; }
}

if have_libraries; then
  exit 0
fi

case "$(uname -s)" in
  Linux)
    if ! command -v apt-get >/dev/null 2>&1; then
      echo "error: bootstrap: no apt-get; install librsvg (2.50+), libpng, libdeflate, glib and pkg-config development packages by hand" >&2
      exit 1
    fi
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then
      if command -v sudo >/dev/null 2>&1; then
        sudo="sudo"
      else
        echo "error: bootstrap: installing packages needs root; run as root or install sudo" >&2
        exit 1
      fi
    fi
    echo "bootstrap: installing librsvg2-dev libpng-dev libdeflate-dev libglib2.0-dev pkg-config poppler-utils binutils unzip" >&2
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
      librsvg2-dev libpng-dev libdeflate-dev libglib2.0-dev pkg-config poppler-utils binutils unzip >/dev/null
    ;;
  Darwin)
    if ! command -v brew >/dev/null 2>&1; then
      echo "error: bootstrap: Homebrew not found; install it from https://brew.sh first" >&2
      exit 1
    fi
    echo "bootstrap: brew install librsvg libpng libdeflate glib pkg-config poppler" >&2
    brew install librsvg libpng libdeflate glib pkg-config poppler
    ;;
  *)
    echo "error: bootstrap: unsupported system $(uname -s)" >&2
    exit 1
    ;;
esac

if ! have_libraries; then
  echo "error: bootstrap: pkg-config still cannot find librsvg-2.0, libpng, libdeflate and glib-2.0, or pdftocairo (or, on Linux, unzip or binutils) is missing" >&2
  exit 1
fi
