#!/usr/bin/env bash
# Checks a folder of SF Symbols templates with the corpus tests (Tests/SymbolExportTests/
# CorpusTests.swift, which `make test` runs on the shared corpus when it is present): each
# template converts with transparent corners (no artboard) and filled rather than outlined
# shapes; the variants a variable template derives (Thin-S, Semibold-M, Heavy-L) draw without a
# warning and unlike Regular; and, for the shared corpus's files among them, the documented
# worked-example sizes (margin box, and UIKit's box with its clear space clear), the knock-outs
# and the producers.
# Usage: Scripts/conformance.sh DIR   (exit 0 when every check passes)
set -euo pipefail
dir=$(realpath "${1:?usage: Scripts/conformance.sh DIR}")
cd "$(dirname "$0")/.."
ls "$dir"/*.svg >/dev/null 2>&1 || { echo "conformance: no .svg in $dir" >&2; exit 1; }
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
SYMBOL_EXPORT_TEMPLATES="$dir" swift test --filter CorpusTests >"$log" 2>&1 || status=$?
grep -E "recorded an issue|error:|Suite CorpusTests" "$log" || tail -20 "$log"
exit $status
