#!/usr/bin/env bash
# Checks the SwiftPM command plugin end to end, as an app's package uses it: copies
# Examples/PluginSample to a temporary folder (the repository is never written), points its
# dependency at this checkout, and runs `swift package … symbol-export …` there.
#
# Takes about 30 s on a 2-core machine: SwiftPM builds the plugin and the tool again (debug)
# inside the copy's .build.
# SWIFT=/path/to/swift overrides the toolchain; KEEP_TMP=1 keeps the temporary folder.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
SWIFT=${SWIFT:-swift}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/check-plugin.XXXXXX")
cleanup() { if [ "${KEEP_TMP:-0}" = 1 ]; then echo "kept $TMP"; else rm -rf "$TMP"; fi; }
trap cleanup EXIT

PKG=$TMP/PluginSample
CATALOG=$PKG/Assets.xcassets
PASSED=0
FAILED=0
START=$SECONDS

pass() { PASSED=$((PASSED + 1)); echo "PASS  $1"; }
fail() {
  FAILED=$((FAILED + 1)); echo "FAIL  $1"
  if [ -n "${2:-}" ] && [ -f "$2" ]; then sed 's/^/      | /' "$2" | tail -n 20; fi
}

# run LOG ARGS…: `swift package` in the sample with ARGS, output in LOG; sets RC.
run() {
  local log=$1; shift
  RC=0
  (cd "$PKG" && "$SWIFT" package "$@") >"$log" 2>&1 </dev/null || RC=$?
}

is_png() { [ "$(head -c 8 "$1" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ]; }

# --- The sample, copied, with its dependency on this checkout by absolute path.
cp -R "$ROOT/Examples/PluginSample" "$PKG"
rm -rf "$PKG/.build" "$PKG/.swiftpm" "$PKG/Package.resolved" "$PKG/Assets.xcassets" "$PKG/Sources/App/Resources"
escaped=$(printf '%s' "$ROOT" | sed 's/[\\&|]/\\&/g')
sed -i.orig "s|path: \"\\.\\./\\.\\.\"|path: \"$escaped\"|" "$PKG/Package.swift"
rm "$PKG/Package.swift.orig"
if grep -qF "path: \"$ROOT\"" "$PKG/Package.swift"; then
  pass "sample copied to $PKG, dependency path rewritten to $ROOT"
else
  fail "could not rewrite the dependency path in Package.swift"
  exit 1
fi
touch "$TMP/started"

# --- 1. Without --allow-writing-to-package-directory and without a terminal: refused.
run "$TMP/denied.log" symbol-export export Symbols -o Assets.xcassets
if [ "$RC" -ne 0 ] && grep -q "allow-writing-to-package-directory" "$TMP/denied.log" && [ ! -e "$CATALOG" ]; then
  pass "without --allow-writing-to-package-directory: refused (exit $RC), nothing written"
else
  fail "without --allow-writing-to-package-directory: expected a refusal (exit $RC)" "$TMP/denied.log"
fi

# --- 2. First export: builds the plugin and the tool, writes the imageset.
t0=$SECONDS
run "$TMP/export1.log" --allow-writing-to-package-directory symbol-export export Symbols -o Assets.xcassets
BUILD_SECONDS=$((SECONDS - t0))
if [ "$RC" -eq 0 ]; then
  pass "export Symbols -o Assets.xcassets: exit 0 (${BUILD_SECONDS}s, including the build)"
else
  fail "export Symbols -o Assets.xcassets: exit $RC" "$TMP/export1.log"
fi

imageset=$CATALOG/kite.imageset
pngs=$(find "$imageset" -maxdepth 1 -name '*.png' 2>/dev/null | wc -l || true)
if [ "$pngs" -eq 3 ] && is_png "$imageset/kite.png" && is_png "$imageset/kite@2x.png" && is_png "$imageset/kite@3x.png" \
  && grep -q '"filename" : "kite@3x.png"' "$imageset/Contents.json" && [ -f "$CATALOG/Contents.json" ]; then
  pass "Assets.xcassets/kite.imageset: 3 PNGs and Contents.json"
else
  fail "Assets.xcassets/kite.imageset: expected 3 PNGs and Contents.json, found:"
  find "$CATALOG" 2>/dev/null | sed 's/^/      | /' || true
fi

# --- 3. Second export: nothing to do, no file written.
sleep 1 && touch "$TMP/exported"
run "$TMP/export2.log" --allow-writing-to-package-directory symbol-export export Symbols -o Assets.xcassets
changed=$(find "$CATALOG" -newer "$TMP/exported" 2>&1 || true)
if [ "$RC" -eq 0 ] && grep -q "exported 0, unchanged 1" "$TMP/export2.log" && [ -z "$changed" ]; then
  pass "second export: exit 0, 'exported 0, unchanged 1', no file written"
else
  fail "second export: exit $RC, expected 'exported 0, unchanged 1' and no file written" "$TMP/export2.log"
  echo "$changed" | sed 's/^/      | changed: /'
fi

# --- 4. --help through the plugin.
run "$TMP/help.log" --allow-writing-to-package-directory symbol-export --help
if [ "$RC" -eq 0 ] && grep -q "usage: symbol-export convert" "$TMP/help.log"; then
  pass "symbol-export --help: exit 0, usage shown"
else
  fail "symbol-export --help: exit $RC" "$TMP/help.log"
fi

# --- 5. convert, run from another folder with --package-path: relative paths are the package's.
RC=0
(cd "$TMP" && "$SWIFT" package --package-path "$PKG" --allow-writing-to-package-directory \
  symbol-export convert Symbols/kite.svg --name kite.large --point-size 44 -o Sources/App/Resources/Assets.xcassets) \
  >"$TMP/convert.log" 2>&1 </dev/null || RC=$?
if [ "$RC" -eq 0 ] && [ "$(find "$PKG/Sources/App/Resources/Assets.xcassets/kite.large.imageset" -name '*.png' 2>/dev/null | wc -l)" -eq 3 ]; then
  pass "convert with --package-path from another folder: paths relative to the package"
else
  fail "convert with --package-path: exit $RC" "$TMP/convert.log"
fi

# --- 6. A failing call fails the command.
run "$TMP/missing.log" --allow-writing-to-package-directory symbol-export export Missing -o Assets.xcassets
if [ "$RC" -ne 0 ] && grep -q "error: Missing" "$TMP/missing.log" && grep -q "symbol-export exited with status 1" "$TMP/missing.log"; then
  pass "export of a missing folder: exit $RC, the tool's error and its status shown"
else
  fail "export of a missing folder: expected a failure (exit $RC)" "$TMP/missing.log"
fi
run "$TMP/usage.log" --allow-writing-to-package-directory symbol-export export --no-such-option
if [ "$RC" -ne 0 ] && grep -q "symbol-export exited with status 64" "$TMP/usage.log"; then
  pass "usage error: exit $RC, status 64 reported"
else
  fail "usage error: expected a failure (exit $RC)" "$TMP/usage.log"
fi

# --- 7. The repository was not written (.build is SwiftPM's; SwiftPM may refresh git's index).
written=$(find "$ROOT" \( -path "$ROOT/.build" -o -path "$ROOT/.git" \) -prune -o -newer "$TMP/started" -print)
if [ -z "$written" ]; then
  pass "nothing written in $ROOT"
else
  fail "files written in the repository:"
  echo "$written" | sed 's/^/      | /'
fi

echo
TOTAL=$((SECONDS - START))
if [ "$FAILED" -eq 0 ]; then
  echo "check-plugin: PASS ($PASSED checks, ${TOTAL}s; first export with the build ${BUILD_SECONDS}s)"
else
  echo "check-plugin: FAIL ($FAILED of $((PASSED + FAILED)) checks failed, ${TOTAL}s)"
  exit 1
fi
