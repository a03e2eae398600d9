#!/usr/bin/env bash
# Checks `make dist` as a user of the release gets it: the tarball unpacked into an empty prefix
# runs (--version, convert, export, audit) with a PATH that has no Swift toolchain; nothing in it
# names the build folder; the binary loads only what INSTALL names (check-runtime-libraries.py);
# the artifact bundle's info.json is SwiftPM's and its binary the tarball's, byte for byte; the
# checksums are what sha256 and `swift package compute-checksum` print; the archives come out
# byte for byte the same when packed again, and when a second clone of the commit, elsewhere,
# runs `make dist` (about 3 minutes: a release build; REPRODUCE=0 skips it, and so does a
# checkout with uncommitted changes); and a throwaway package outside the repository that
# declares the bundle as `.binaryTarget(path:)` runs the tool through the command plugin and the
# build tool plugins (`swift build`), without building it. The repository is never written (but .build and dist/).
#
#   Scripts/check-dist.sh          (CI runs it; KEEP_TMP=1 keeps the temporary folder, REPRODUCE=0
#                                   skips the second clone)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SWIFT=${SWIFT:-swift}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/check-dist.XXXXXX")
cleanup() { if [ "${KEEP_TMP:-0}" = 1 ]; then echo "kept $TMP"; else rm -rf "$TMP"; fi; }
trap cleanup EXIT
fail() { echo "FAIL  $1" >&2; if [ -n "${2:-}" ] && [ -f "$2" ]; then sed 's/^/      | /' "$2" | tail -n 20 >&2; fi; exit 1; }
pass() { echo "PASS  $1"; }
START=$SECONDS
is_png() { [ "$(head -c 8 "$1" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ]; }

# --- make dist, and what it wrote.
make -C "$ROOT" dist >"$TMP/dist.log" 2>&1 || fail "make dist" "$TMP/dist.log"
DIST=$ROOT/dist
VERSION=$("$ROOT/.build/release/symbol-export" --version | head -n 1 | sed 's/^symbol-export //')
case "$(uname -s)" in Darwin) SYSTEM=macos ;; *) SYSTEM=$(uname -s | tr '[:upper:]' '[:lower:]') ;; esac
TARBALL=symbol-export-$VERSION-$SYSTEM-$(uname -m).tar.gz
BUNDLE=symbol-export.artifactbundle.zip
for file in "$TARBALL" "$BUNDLE" checksums.txt; do [ -s "$DIST/$file" ] || fail "make dist wrote no dist/$file" "$TMP/dist.log"; done
pass "make dist: dist/$TARBALL ($(wc -c <"$DIST/$TARBALL" | tr -d ' ') bytes), dist/$BUNDLE, dist/checksums.txt ($((SECONDS - START))s)"

sha() { if command -v sha256sum >/dev/null 2>&1; then sha256sum "$1" | cut -d' ' -f1; else shasum -a 256 "$1" | cut -d' ' -f1; fi; }
[ "$(grep -c . "$DIST/checksums.txt")" -eq 2 ] || fail "checksums.txt has not two lines" "$DIST/checksums.txt"
grep -qx "$(sha "$DIST/$TARBALL")  $TARBALL" "$DIST/checksums.txt" || fail "checksums.txt: not the tarball's sha256" "$DIST/checksums.txt"
computed=$(cd "$TMP" && "$SWIFT" package compute-checksum "$DIST/$BUNDLE")
grep -qx "$computed  $BUNDLE" "$DIST/checksums.txt" || fail "checksums.txt: not what swift package compute-checksum prints ($computed)" "$DIST/checksums.txt"
pass "checksums.txt: the tarball's sha256, and the bundle's as swift package compute-checksum prints it"

# --- The tarball: its entries, owners, modes and times.
EPOCH=${SOURCE_DATE_EPOCH:-$(git -C "$ROOT" log -1 --format=%ct)}
python3 - "$DIST/$TARBALL" "$EPOCH" >"$TMP/entries.log" 2>&1 <<'EOF' || fail "the tarball's entries" "$TMP/entries.log"
import sys, tarfile
expected = {"bin/symbol-export": 0o755, "share/bash-completion/completions/symbol-export": 0o644,
            "share/zsh/site-functions/_symbol-export": 0o644, "share/doc/symbol-export/INSTALL": 0o644,
            "share/doc/symbol-export/NOTICE": 0o644, "share/doc/symbol-export/LICENSE": 0o644}
members = tarfile.open(sys.argv[1]).getmembers()
names = [m.name for m in members]
problems = [f"missing {n}" for n in expected if n not in names]
problems += [f"{m.name}: not a file, or not owned by 0:0, or mtime {m.mtime}" for m in members
             if not m.isfile() or (m.uid, m.gid) != (0, 0) or m.mtime != int(sys.argv[2]) or m.name.startswith(("/", ".."))]
problems += [f"{n}: mode {oct(m.mode)}" for m in members for n in [m.name] if n in expected and m.mode != expected[n]]
problems += ["entries not sorted"] if names != sorted(names) else []
print("\n".join(problems) or "\n".join(names))
sys.exit(1 if problems else 0)
EOF
pass "tarball: $(tr '\n' ' ' <"$TMP/entries.log")(sorted, 0:0, mtime of the commit)"

# --- Unpacked into an empty prefix, run with no Swift toolchain on PATH.
PREFIX=$TMP/prefix
mkdir "$PREFIX"
tar -xzf "$DIST/$TARBALL" -C "$PREFIX"
BIN=$PREFIX/bin/symbol-export
CLEAN_PATH=/usr/bin:/bin
if PATH=$CLEAN_PATH command -v swift >/dev/null 2>&1; then fail "swift is on $CLEAN_PATH: the run would not show that no toolchain is needed"; fi
in_prefix() { env -i HOME="$TMP/home" PATH="$PREFIX/bin:$CLEAN_PATH" LANG=C.UTF-8 "$@"; }
mkdir -p "$TMP/home"
in_prefix symbol-export --version >"$TMP/version.log" 2>&1 || fail "symbol-export --version from the prefix" "$TMP/version.log"
libraries="librsvg $(pkg-config --modversion librsvg-2.0), cairo $(pkg-config --modversion cairo), libpng $(pkg-config --modversion libpng)"
[ "$(sed -n 1p "$TMP/version.log")" = "symbol-export $VERSION" ] && [ "$(sed -n 2p "$TMP/version.log")" = "$libraries" ] \
  || fail "--version: expected 'symbol-export $VERSION' and '$libraries'" "$TMP/version.log"
pass "--version from $PREFIX/bin, PATH=$CLEAN_PATH (no swift): $(tr '\n' '|' <"$TMP/version.log" | sed 's/|$//; s/|/ | /')"
if command -v ldd >/dev/null 2>&1 && ldd "$BIN" | grep -q "$(dirname "$(dirname "$(command -v "$SWIFT")")")"; then
  fail "the binary loads a library of the Swift toolchain: $(ldd "$BIN" | grep "$(dirname "$(dirname "$(command -v "$SWIFT")")")")"
fi

APP=$TMP/app
mkdir -p "$APP/Symbols"
cp "$ROOT/Symbols/doc.text.svg" "$ROOT/Symbols/doc.on.doc.svg" "$APP/Symbols/"
(cd "$APP" && in_prefix symbol-export convert Symbols/doc.text.svg --name kite -o Converted.xcassets) >"$TMP/convert.log" 2>&1 \
  || fail "convert from the prefix" "$TMP/convert.log"
for png in kite.png kite@2x.png kite@3x.png; do is_png "$APP/Converted.xcassets/kite.imageset/$png" || fail "convert: no $png" "$TMP/convert.log"; done
pass "convert from the prefix: kite.imageset, 3 PNGs"
(cd "$APP" && in_prefix symbol-export export Symbols -o Assets.xcassets --swift Symbols.swift) >"$TMP/export.log" 2>&1 \
  || fail "export from the prefix" "$TMP/export.log"
(cd "$APP" && in_prefix symbol-export export Symbols -o Assets.xcassets --swift Symbols.swift --check) >"$TMP/check.log" 2>&1 \
  || fail "export --check after the export" "$TMP/check.log"
[ "$(find "$APP/Assets.xcassets" -name '*.png' | wc -l | tr -d ' ')" -eq 6 ] && [ -s "$APP/Symbols.swift" ] \
  || fail "export: expected 6 PNGs and Symbols.swift" "$TMP/export.log"
mkdir -p "$APP/Sources"
printf 'import UIKit\nlet image = UIImage(systemName: "square.and.arrow.up")\n' >"$APP/Sources/View.swift"
(cd "$APP" && in_prefix symbol-export audit Sources --deployment-target 15.0) >"$TMP/audit.log" 2>&1 || fail "audit from the prefix" "$TMP/audit.log"
pass "export, export --check and audit from the prefix"
bash -n "$PREFIX/share/bash-completion/completions/symbol-export" || fail "the bash completion does not parse"
if command -v zsh >/dev/null 2>&1; then zsh -n "$PREFIX/share/zsh/site-functions/_symbol-export" || fail "the zsh completion does not parse"; fi
pass "completions parse"

# --- Nothing names the build machine's folders (the checkout, its .build, this user's home).
for archive in "$TARBALL" "$BUNDLE"; do
  mkdir -p "$TMP/strings"
  case "$archive" in *.zip) (cd "$TMP/strings" && unzip -q -o "$DIST/$archive") ;; *) tar -xzf "$DIST/$archive" -C "$TMP/strings" ;; esac
done
found=$(find "$TMP/strings" -type f -exec strings -n 6 {} + | grep -F -e "$ROOT" -e "${HOME:-/nonexistent}/" -e "/.build/" | sort | uniq -c | sort -rn | head -n 5 || true)
[ -z "$found" ] || fail "the archives name the build machine's paths:
$found"
pass "no string of the archives names $ROOT, $HOME/ or a .build folder"

# --- What the binary loads is what INSTALL names.
python3 "$ROOT/Scripts/check-runtime-libraries.py" "$BIN" >"$TMP/libraries.log" 2>&1 || fail "run-time libraries" "$TMP/libraries.log"
pass "$(cat "$TMP/libraries.log")"
DEBUG_BIN=$ROOT/.build/debug/symbol-export
if [ -x "$DEBUG_BIN" ] && [ "$(uname -s)" = Linux ]; then
  # The debug build links the toolchain's Swift libraries: the check must refuse it.
  if python3 "$ROOT/Scripts/check-runtime-libraries.py" "$DEBUG_BIN" >"$TMP/debug-libraries.log" 2>&1 \
     || ! grep -q "belongs to no package" "$TMP/debug-libraries.log"; then
    fail "check-runtime-libraries.py passed the debug build, which loads the toolchain's libraries" "$TMP/debug-libraries.log"
  fi
  pass "check-runtime-libraries.py refuses the debug build: $(grep -c 'belongs to no package' "$TMP/debug-libraries.log") toolchain libraries"
fi

# --- The artifact bundle: SwiftPM's info.json, the tarball's binary.
mkdir "$TMP/bundle"
(cd "$TMP/bundle" && unzip -q "$DIST/$BUNDLE")
TRIPLE=$("$SWIFT" -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["unversionedTriple"])')
python3 - "$TMP/bundle/symbol-export.artifactbundle" "$VERSION" "$TRIPLE" >"$TMP/info.log" 2>&1 <<'EOF' || fail "info.json" "$TMP/info.log"
import json, os, sys
bundle, version, triple = sys.argv[1:]
info = json.load(open(os.path.join(bundle, "info.json")))
assert info["schemaVersion"] == "1.0", info["schemaVersion"]
assert list(info["artifacts"]) == ["symbol-export"], list(info["artifacts"])
artifact = info["artifacts"]["symbol-export"]
assert artifact["type"] == "executable" and artifact["version"] == version, artifact
assert [triple] == [t for v in artifact["variants"] for t in v["supportedTriples"]], artifact["variants"]
for variant in artifact["variants"]:
    path = os.path.join(bundle, variant["path"])
    assert os.path.isfile(path) and os.access(path, os.X_OK), path
for name in ("LICENSE", "NOTICE"):
    assert os.path.isfile(os.path.join(bundle, name)), f"no {name} in the bundle"
assert open(os.path.join(bundle, "LICENSE")).read().startswith("MIT License"), "LICENSE is not the MIT licence"
print(artifact["variants"][0]["path"])
EOF
cmp -s "$TMP/bundle/symbol-export.artifactbundle/$(cat "$TMP/info.log")" "$BIN" || fail "the bundle's binary is not the tarball's"
pass "info.json: schemaVersion 1.0, executable symbol-export $VERSION for $TRIPLE; its binary is the tarball's, byte for byte; LICENSE (MIT) and NOTICE in the bundle and the tarball"

# --- A release for two systems: the macOS job's bundle merged in (a stand-in made from this one,
# its variant renamed as a Mac's), one bundle listing both variants, its checksum beside the tarball's.
python3 - "$DIST/$BUNDLE" "$TMP/mac/$BUNDLE" <<'EOF' || fail "making the stand-in macOS bundle"
import json, os, sys, zipfile
source, target = sys.argv[1:]
os.makedirs(os.path.dirname(target), exist_ok=True)
with zipfile.ZipFile(source) as archive, zipfile.ZipFile(target, "w") as out:
    info = json.loads(archive.read("symbol-export.artifactbundle/info.json"))
    variant = info["artifacts"]["symbol-export"]["variants"][0]
    mac = variant["path"].replace("-linux-x86_64/", "-macos-arm64/").replace("-linux-aarch64/", "-macos-arm64/")
    out.writestr("symbol-export.artifactbundle/" + mac, archive.read("symbol-export.artifactbundle/" + variant["path"]))
    info["artifacts"]["symbol-export"]["variants"] = [{"path": mac, "supportedTriples": ["arm64-apple-macosx"]}]
    out.writestr("symbol-export.artifactbundle/info.json", json.dumps(info))
EOF
mkdir -p "$TMP/release" && cp "$DIST/$TARBALL" "$TMP/release/"
python3 "$ROOT/Scripts/dist.py" --merge "$DIST/$BUNDLE" "$TMP/mac/$BUNDLE" --out "$TMP/release" >"$TMP/merge.log" 2>&1 || fail "dist.py --merge" "$TMP/merge.log"
python3 - "$TMP/release/$BUNDLE" "$TRIPLE" >"$TMP/merged.log" 2>&1 <<'EOF' || fail "the merged bundle" "$TMP/merged.log"
import json, sys, zipfile
archive = zipfile.ZipFile(sys.argv[1])
variants = json.loads(archive.read("symbol-export.artifactbundle/info.json"))["artifacts"]["symbol-export"]["variants"]
triples = sorted(t for v in variants for t in v["supportedTriples"])
assert triples == sorted([sys.argv[2], "arm64-apple-macosx"]), triples
for v in variants: archive.getinfo("symbol-export.artifactbundle/" + v["path"])
assert "symbol-export.artifactbundle/LICENSE" in archive.namelist()
print(", ".join(v["path"] for v in variants))
EOF
computed=$(cd "$TMP" && "$SWIFT" package compute-checksum "$TMP/release/$BUNDLE")
grep -qx "$computed  $BUNDLE" "$TMP/release/checksums.txt" && grep -q "  $TARBALL\$" "$TMP/release/checksums.txt" \
  || fail "the merged release's checksums" "$TMP/release/checksums.txt"
pass "dist.py --merge: one bundle with the Linux and (stand-in) macOS variants ($(cat "$TMP/merged.log")), its checksum beside the tarball's"

# --- Packed again from the same binary: the same archives, byte for byte.
cp "$DIST/checksums.txt" "$TMP/checksums.first"
python3 "$ROOT/Scripts/dist.py" "$ROOT/.build/release/symbol-export" "$TRIPLE" --out "$TMP/again" >/dev/null 2>&1
cmp -s "$TMP/checksums.first" "$TMP/again/checksums.txt" || fail "packed again, the archives differ" "$TMP/again/checksums.txt"
pass "packed again: the same tarball and bundle, byte for byte"

# --- make dist from a second clone of the commit, at another path: the same bytes.
if [ "${REPRODUCE:-1}" = 0 ]; then
  echo "SKIP  make dist from a second clone (REPRODUCE=0)"
elif [ -n "$(git -C "$ROOT" status --porcelain)" ]; then
  echo "SKIP  make dist from a second clone: the checkout has changes of its own, so it is not a commit's"
else
  t0=$SECONDS
  git clone -q --no-checkout "$ROOT" "$TMP/second-clone" && git -C "$TMP/second-clone" checkout -q "$(git -C "$ROOT" rev-parse HEAD)"
  make -C "$TMP/second-clone" dist >"$TMP/second.log" 2>&1 || fail "make dist in the second clone" "$TMP/second.log"
  diff "$DIST/checksums.txt" "$TMP/second-clone/dist/checksums.txt" >"$TMP/second.diff" \
    || fail "make dist from a second clone: other bytes" "$TMP/second.diff"
  pass "make dist from a second clone at $TMP/second-clone, built from nothing: the same tarball and bundle, byte for byte ($((SECONDS - t0))s)"
fi

# --- A package outside the repository takes the tool from the bundle, through the plugins:
# the command plugin, and the build tool plugins with a target of its own (no tool compiled).
PKG=$TMP/Consumer
mkdir -p "$PKG/Plugins" "$PKG/Symbols" "$PKG/Sources/Icons/Symbols"
cp "$DIST/$BUNDLE" "$PKG/"
for plugin in SymbolExportPlugin SymbolAuditPlugin SymbolAssetsPlugin; do
  mkdir -p "$PKG/Plugins/$plugin" && cp "$ROOT/Plugins/$plugin/plugin.swift" "$PKG/Plugins/$plugin/"
done
cp "$ROOT/Symbols/doc.text.svg" "$PKG/Symbols/kite.svg"
cp "$ROOT/Symbols/doc.text.svg" "$PKG/Sources/Icons/Symbols/doc.text.svg"
printf 'import Foundation\npublic let iconBundle = Bundle.module\n' >"$PKG/Sources/Icons/Icons.swift"
cat >"$PKG/Package.swift" <<'EOF'
// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Consumer",
    platforms: [.iOS(.v15), .macOS(.v12)],
    targets: [
        .binaryTarget(name: "symbol-export", path: "symbol-export.artifactbundle.zip"),
        .plugin(
            name: "SymbolExportPlugin",
            capability: .command(
                intent: .custom(verb: "symbol-export", description: "Renders SF Symbols templates and SVG icons into an Xcode asset catalog"),
                permissions: [.writeToPackageDirectory(reason: "symbol-export writes the asset catalog into the package")]
            ),
            dependencies: ["symbol-export"]
        ),
        .plugin(name: "SymbolAuditPlugin", capability: .buildTool(), dependencies: ["symbol-export"]),
        .plugin(name: "SymbolAssetsPlugin", capability: .buildTool(), dependencies: ["symbol-export"]),
        .target(name: "Icons", exclude: ["Symbols"], plugins: ["SymbolAuditPlugin", "SymbolAssetsPlugin"]),
    ]
)
EOF
t0=$SECONDS
(cd "$PKG" && "$SWIFT" package --allow-writing-to-package-directory symbol-export export Symbols -o Assets.xcassets) \
  >"$TMP/plugin.log" 2>&1 </dev/null || fail "the plugin with the binary target" "$TMP/plugin.log"
PLUGIN_SECONDS=$((SECONDS - t0))
for png in kite.png kite@2x.png kite@3x.png; do is_png "$PKG/Assets.xcassets/kite.imageset/$png" || fail "plugin export: no $png" "$TMP/plugin.log"; done
(cd "$PKG" && "$SWIFT" package --allow-writing-to-package-directory symbol-export --version) >"$TMP/plugin-version.log" 2>&1 </dev/null \
  || fail "the plugin's --version" "$TMP/plugin-version.log"
grep -qx "symbol-export $VERSION" "$TMP/plugin-version.log" || fail "the plugin ran another tool" "$TMP/plugin-version.log"
if grep -q "Compiling symbol_export\|Compiling SymbolBase" "$TMP/plugin.log"; then fail "SwiftPM built the tool from source" "$TMP/plugin.log"; fi
tool=$(find "$PKG/.build" -path '*symbol-export.artifactbundle*' -name symbol-export -type f | head -n 1)
[ -n "$tool" ] && cmp -s "$tool" "$BIN" || fail "the plugin's tool is not the bundle's binary (found '${tool:-nothing}')"
pass "a package outside the repository with .binaryTarget(path:) ran the bundle's binary through the plugin (${PLUGIN_SECONDS}s, nothing compiled but the plugin)"

t0=$SECONDS
(cd "$PKG" && "$SWIFT" build) >"$TMP/build.log" 2>&1 </dev/null || fail "swift build with the build tool plugins on the binary target" "$TMP/build.log"
if grep -q "Compiling symbol_export\|Compiling SymbolBase" "$TMP/build.log"; then fail "SwiftPM built the tool from source" "$TMP/build.log"; fi
grep -q "Auditing the SF Symbols of Icons" "$TMP/build.log" && grep -q "Exporting the symbols of Icons" "$TMP/build.log" \
  || fail "swift build ran no plugin command" "$TMP/build.log"
resources=$(find "$PKG/.build" -path '*/debug/Consumer_Icons.resources/SymbolAssets.xcassets/doc.text.imageset/doc.text@3x.png' | head -n 1)
[ -n "$resources" ] && is_png "$resources" || fail "the build put no catalog into Icons's resource bundle" "$TMP/build.log"
pass "swift build with SymbolAudit and SymbolAssets on the bundle's binary: audited, exported into Icons's resources, no tool compiled ($((SECONDS - t0))s)"

echo
echo "check-dist: PASS ($((SECONDS - START))s)"
