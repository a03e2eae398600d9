#!/usr/bin/env bash
# Checks the build tool plugins end to end, as an app's package uses them: copies
# Examples/BuildPluginSample to a temporary folder (the repository is never written), points its
# dependency at this checkout, and runs `swift build` there:
#
#  - SymbolAudit on App: the first build fails with the `path:line:column: error:` line of the
#    use of a symbol newer than `platforms:`, and so does a second (a failed audit is not taken
#    for done); with the use guarded, it builds; a build with nothing changed does not run the
#    audit (no "Auditing" step in the log, the stamp untouched);
#  - SymbolAssets on Icons: the build puts the catalog (imagesets and their PNGs) into Icons's
#    resource bundle and compiles the generated Swift; a changed template re-renders that symbol
#    alone; a build with nothing changed runs no export;
#  - the time of a no-change `swift build` with the plugins and without them (medians of RUNS).
#
# About a minute on a 2-core machine (SwiftPM builds the tool again, debug, in the copy's .build).
# SWIFT=/path/to/swift overrides the toolchain; KEEP_TMP=1 keeps the temporary folder; RUNS=N.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
SWIFT=${SWIFT:-swift}
RUNS=${RUNS:-5}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/check-build-plugins.XXXXXX")
cleanup() { if [ "${KEEP_TMP:-0}" = 1 ]; then echo "kept $TMP"; else rm -rf "$TMP"; fi; }
trap cleanup EXIT

PKG=$TMP/BuildPluginSample
PASSED=0
FAILED=0
START=$SECONDS

pass() { PASSED=$((PASSED + 1)); echo "PASS  $1"; }
fail() {
  FAILED=$((FAILED + 1)); echo "FAIL  $1"
  if [ -n "${2:-}" ] && [ -f "$2" ]; then sed 's/^/      | /' "$2" | tail -n 25; fi
}

# build LOG: `swift build` in the sample, output in LOG; sets RC.
build() {
  RC=0
  (cd "$PKG" && "$SWIFT" build) >"$1" 2>&1 </dev/null || RC=$?
}

is_png() { [ "$(head -c 8 "$1" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ]; }
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
# now_ms: wall-clock milliseconds (python3: portable, unlike date +%N).
now_ms() { python3 -c 'import time; print(int(time.time() * 1000))'; }

cp -R "$ROOT/Examples/BuildPluginSample" "$PKG"
rm -rf "$PKG/.build" "$PKG/.swiftpm" "$PKG/Package.resolved"
escaped=$(printf '%s' "$ROOT" | sed 's/[\\&|]/\\&/g')
sed -i.orig "s|path: \"\\.\\./\\.\\.\"|path: \"$escaped\"|" "$PKG/Package.swift"
rm "$PKG/Package.swift.orig"
grep -qF "path: \"$ROOT\"" "$PKG/Package.swift" || { fail "could not rewrite the dependency path in Package.swift"; exit 1; }
touch "$TMP/started"

SOURCE=$PKG/Sources/App/CopyButton.swift
# SwiftPM names the outputs' folder after the package's folder, lowercased.
OUTPUTS=$PKG/.build/plugins/outputs/$(basename "$PKG" | tr '[:upper:]' '[:lower:]')
STAMP=$OUTPUTS/App/destination/SymbolAuditPlugin/SymbolAudit-App.swift
CATALOG=$OUTPUTS/Icons/destination/SymbolAssetsPlugin/SymbolAssets.xcassets

# --- 1. The audit fails the build at the use, in the format Xcode shows inline; again on a rebuild.
t0=$SECONDS
build "$TMP/build1.log"
FIRST=$((SECONDS - t0))
line=$(grep -n 'Image(systemName: "document.on.document")' "$SOURCE" | cut -d: -f1)
expected="$SOURCE:$line:23: error: 'document.on.document' exists from iOS 18.0; the app deploys to iOS 15.0"
if [ "$RC" -ne 0 ] && grep -qxF "$expected" "$TMP/build1.log" \
  && grep -qF "$SOURCE:$line:23: error: 'document.on.document' exists from macOS 15.0; the app deploys to macOS 12.0" "$TMP/build1.log"; then
  pass "first build fails (exit $RC, ${FIRST}s with the tool's build) at $(basename "$SOURCE"):$line:23, on iOS and on macOS"
else
  fail "first build: expected a failure with '$expected' (exit $RC)" "$TMP/build1.log"
fi
build "$TMP/build2.log"
if [ "$RC" -ne 0 ] && grep -qxF "$expected" "$TMP/build2.log" && [ ! -e "$STAMP" ]; then
  pass "a rebuild with the use unchanged runs the audit again and fails again (no stamp was written)"
else
  fail "rebuild after the failure: expected the audit's error again (exit $RC)" "$TMP/build2.log"
fi

# --- 2. The use guarded: the build passes; the catalog is Icons's resource, the Swift compiled.
python3 - "$SOURCE" <<'EOF'
import sys
path = sys.argv[1]
text = open(path).read()
old = '    Image(systemName: "document.on.document")\n'
new = ('    if #available(iOS 18.0, macOS 15.0, *) {\n        return Image(systemName: "document.on.document")\n    }\n'
       '    return Image(systemName: "doc.on.doc")\n')
assert old in text
open(path, "w").write(text.replace(old, new))
EOF
build "$TMP/build3.log"
if [ "$RC" -eq 0 ] && grep -q "Auditing the SF Symbols of App" "$TMP/build3.log" && [ -f "$STAMP" ]; then
  pass "with the use under #available(iOS 18.0, macOS 15.0, *): the build passes, the audit ran and wrote its stamp"
else
  fail "guarded build: expected success (exit $RC)" "$TMP/build3.log"
fi
BUNDLE=$(find "$PKG/.build" -path '*/debug/BuildPluginSample_Icons.resources' -type d | head -n 1)
ok=1
for name in kite doc.text; do
  for png in "$name.png" "$name@2x.png" "$name@3x.png"; do
    [ -f "$BUNDLE/SymbolAssets.xcassets/$name.imageset/$png" ] && is_png "$BUNDLE/SymbolAssets.xcassets/$name.imageset/$png" || ok=0
  done
  grep -q "\"filename\" : \"$name@3x.png\"" "$BUNDLE/SymbolAssets.xcassets/$name.imageset/Contents.json" 2>/dev/null || ok=0
done
if [ "$ok" = 1 ] && [ -f "$BUNDLE/SymbolAssets.xcassets/Contents.json" ]; then
  pass "Icons's resource bundle holds the catalog: kite and doc.text imagesets, 3 PNGs and Contents.json each"
else
  fail "the resource bundle ($BUNDLE) lacks the catalog:"
  find "$BUNDLE" 2>/dev/null | sed 's/^/      | /' || true
fi
if [ -n "$(find "$PKG/.build" -path '*/debug/Icons.build/Symbols.swift.o' | head -n 1)" ] && grep -q "enum Symbol" "$CATALOG/../Symbols.swift"; then
  pass "the generated Symbols.swift is compiled into Icons (Icons.build/Symbols.swift.o)"
else
  fail "the generated Swift is not compiled into Icons" "$TMP/build3.log"
fi

# --- 3. Nothing changed: neither plugin's command runs.
sleep 1 && touch "$TMP/built"
build "$TMP/build4.log"
newer=$(find "$OUTPUTS" -newer "$TMP/built" 2>/dev/null || true)
if [ "$RC" -eq 0 ] && ! grep -q "Auditing the SF Symbols\|Exporting the symbols" "$TMP/build4.log" && [ -z "$newer" ]; then
  pass "a build with nothing changed runs neither command (no step in the log; no plugin output newer than the last build)"
else
  fail "no-change build: a plugin command ran (exit $RC)" "$TMP/build4.log"
  echo "$newer" | sed 's/^/      | newer: /'
fi

# --- 4. One template changed: the export runs, re-renders that symbol alone; the audit does not run.
sleep 1 && touch "$TMP/before-edit"
# The kite's right wing a little wider: its PNGs change, doc.text's cannot.
sed -i.orig 's/L18.5 8 /L19.5 8 /' "$PKG/Sources/Icons/Symbols/kite.svg" && rm -f "$PKG/Sources/Icons/Symbols/kite.svg.orig"
cmp -s "$PKG/Sources/Icons/Symbols/kite.svg" "$ROOT/Examples/BuildPluginSample/Sources/Icons/Symbols/kite.svg" && fail "could not edit kite.svg"
build "$TMP/build5.log"
kite=$(find "$CATALOG/kite.imageset" -name '*.png' -newer "$TMP/before-edit" | wc -l | tr -d ' ')
doc=$(find "$CATALOG/doc.text.imageset" -newer "$TMP/before-edit" | wc -l | tr -d ' ')
if [ "$RC" -eq 0 ] && grep -q "Exporting the symbols of Icons" "$TMP/build5.log" && ! grep -q "Auditing the SF Symbols" "$TMP/build5.log" \
  && [ "$kite" -eq 3 ] && [ "$doc" -eq 0 ]; then
  pass "kite.svg changed: the export ran and rewrote kite's 3 PNGs, none of doc.text's; the audit did not run"
else
  fail "after editing kite.svg: exit $RC, kite PNGs rewritten $kite (expected 3), doc.text files $doc (expected 0)" "$TMP/build5.log"
fi

# --- 5. The time of a no-change build, with the plugins and without them.
times() {
  for _ in $(seq "$RUNS"); do
    t=$(now_ms); (cd "$PKG" && "$SWIFT" build) >/dev/null 2>&1 </dev/null; echo $(( $(now_ms) - t ))
  done | median
}
# configure AUDIT ASSETS: the sample's targets with the audit plugin (1) or not (0), and the
# export plugin (1) or not; then one build to settle, and the median of RUNS no-change builds.
configure() {
  python3 - "$PKG/Package.swift" "$1" "$2" <<'EOF'
import sys
path, audit, assets = sys.argv[1], sys.argv[2] == "1", sys.argv[3] == "1"
text = open(path).read()
for name, keep in (("SymbolAudit", audit), ("SymbolAssets", assets)):
    plugin = f', plugins: [.plugin(name: "{name}", package: "symbol-export")]'
    target = '.target(name: "App"' if name == "SymbolAudit" else '.target(name: "Icons", exclude: ["Symbols"]'
    if keep and plugin not in text:
        text = text.replace(target + ")", target + plugin + ")")
    if not keep:
        text = text.replace(plugin, "")
open(path, "w").write(text)
EOF
  build "$TMP/build-$1$2.log"
  [ "$RC" -eq 0 ] || fail "the build with audit=$1, assets=$2 (exit $RC)" "$TMP/build-$1$2.log"
  times
}
# Icons's code without Bundle.module, which only a target with resources has.
printf 'public let iconBundle = 0\n' >"$PKG/Sources/Icons/Icons.swift"
BOTH=$(configure 1 1)
AUDIT=$(configure 1 0)
ASSETS=$(configure 0 1)
WITHOUT=$(configure 0 0)
if ! grep -q "\.plugin(name:" "$PKG/Package.swift"; then
  pass "no-change build, median of $RUNS: ${WITHOUT} ms without the plugins, ${AUDIT} ms with SymbolAudit, ${ASSETS} ms with SymbolAssets, ${BOTH} ms with both"
else
  fail "the plugins could not be taken out of Package.swift" "$PKG/Package.swift"
fi

# --- 6. The repository was not written (.build is SwiftPM's; SwiftPM may refresh git's index).
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
  echo "check-build-plugins: PASS ($PASSED checks, ${TOTAL}s; no-change build: ${WITHOUT} ms without plugins, ${AUDIT} ms audit, ${ASSETS} ms assets, ${BOTH} ms both)"
else
  echo "check-build-plugins: FAIL ($FAILED of $((PASSED + FAILED)) checks failed, ${TOTAL}s)"
  exit 1
fi
