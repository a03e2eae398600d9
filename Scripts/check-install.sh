#!/usr/bin/env bash
# Checks `make install` and `make uninstall` as a packager and a user run them: installs into a
# staging folder (DESTDIR), runs the installed binary from another repository (an app whose
# catalog holds a symbolset), and uninstalls. The repository itself is never written (but .build).
#
#   Scripts/check-install.sh
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
STAGE=$(mktemp -d)
APP=$(mktemp -d)
trap 'rm -rf "$STAGE" "$APP"' EXIT
fail() { echo "FAIL  $1" >&2; exit 1; }
pass() { echo "PASS  $1"; }

make -C "$ROOT" install DESTDIR="$STAGE" PREFIX=/usr/local >/dev/null
BIN=$STAGE/usr/local/bin/symbol-export
[ -x "$BIN" ] || fail "no $BIN"
[ -s "$STAGE/usr/local/share/bash-completion/completions/symbol-export" ] || fail "no bash completion"
[ -s "$STAGE/usr/local/share/zsh/site-functions/_symbol-export" ] || fail "no zsh completion"
bash -n "$STAGE/usr/local/share/bash-completion/completions/symbol-export" || fail "bash completion does not parse"
pass "make install DESTDIR=… PREFIX=/usr/local: binary and completions"

# An app repository: a catalog with one custom symbol (a template SVG of the project's own).
mkdir -p "$APP/App/Assets.xcassets/kite.symbolset"
printf '{\n  "info" : {\n    "author" : "xcode",\n    "version" : 1\n  }\n}\n' > "$APP/App/Assets.xcassets/Contents.json"
cp "$ROOT/Symbols/doc.text.svg" "$APP/App/Assets.xcassets/kite.symbolset/kite.svg"
printf '{\n  "symbols" : [\n    {\n      "filename" : "kite.svg",\n      "idiom" : "universal"\n    }\n  ]\n}\n' \
  > "$APP/App/Assets.xcassets/kite.symbolset/Contents.json"
# The template is v3.0, which needs iOS 15: an app deploying to iOS 14 gets its NAME-fallback bitmap.
(cd "$APP" && "$BIN" export App/Assets.xcassets --swift App/Symbols.swift --deployment-target 14.0 -q) || fail "the installed binary could not export"
[ -f "$APP/App/Assets.xcassets/kite-fallback.imageset/kite-fallback@3x.png" ] && [ -f "$APP/App/Symbols.swift" ] || fail "no fallback or Swift file"
(cd "$APP" && "$BIN" export App/Assets.xcassets --swift App/Symbols.swift --deployment-target 14.0 --check -q) || fail "--check after the export"
pass "the installed binary, run from another repository: fallback, Swift accessors, --check"
if command -v ldd >/dev/null 2>&1; then
  missing=$(ldd "$BIN" | grep -c "not found" || true)
  [ "$missing" -eq 0 ] || fail "libraries not found at run time: $(ldd "$BIN" | grep 'not found')"
  libs=$(ldd "$BIN" | grep -oE 'lib(rsvg-2|png16|deflate|cairo|glib-2.0)[^ ]*' | sort -u | tr '\n' ' ')
  pass "run-time libraries found: $libs"
fi

make -C "$ROOT" uninstall DESTDIR="$STAGE" PREFIX=/usr/local >/dev/null
[ -z "$(find "$STAGE" -type f)" ] || fail "left after uninstall: $(find "$STAGE" -type f)"
pass "make uninstall: nothing left"
