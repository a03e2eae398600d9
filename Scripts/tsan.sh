#!/usr/bin/env bash
# The parallel export once under ThreadSanitizer: builds with --sanitize=thread (into
# .build-tsan), exports 300 symbols (plain SVGs, templates with clear-behind layers, and SVGs
# with <text>) with 4 jobs, twice (full, then a no-op run), and fails on any ThreadSanitizer
# report, of the export or of its render workers (the same binary, whose stderr the export
# keeps: reports go to log files, one per process). Exit 0: no report.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/bootstrap.sh
swift build --sanitize=thread --build-path .build-tsan --product symbol-export >/dev/null
bin=$(swift build --sanitize=thread --build-path .build-tsan --show-bin-path)/symbol-export
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Symbols/Templates" "$work/Symbols/Text"
for i in $(seq 1 100); do
  cp Symbols/doc.text.svg "$work/Symbols/Templates/doc$i.svg"
  printf '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="%d" fill="#%02x6699"/></svg>' $((i % 11 + 1)) $((i * 2)) > "$work/Symbols/plain$i.svg"
  printf '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><text x="2" y="18" font-size="16">%d</text></svg>' "$i" > "$work/Symbols/Text/label$i.svg"
done
status=0
for run in full no-op; do
  echo "tsan: $run export, 300 symbols, 4 jobs" >&2
  TSAN_OPTIONS="halt_on_error=0 second_deadlock_stack=1 log_path=$work/tsan-report" "$bin" export "$work/Symbols" -o "$work/Out.xcassets" -j 4 \
    > "$work/out.txt" 2> "$work/err.txt" || status=$?
  cat "$work/err.txt" | grep -v "^warning: " >&2 || true
  if grep -q "ThreadSanitizer" "$work/err.txt" || compgen -G "$work/tsan-report*" > /dev/null; then
    cat "$work"/tsan-report* >&2 2>/dev/null || true
    echo "tsan: ThreadSanitizer reported a problem in the $run export" >&2
    exit 1
  fi
done
[ "$status" -eq 0 ] || { echo "tsan: the export failed (status $status)" >&2; exit 1; }
echo "tsan: no ThreadSanitizer report" >&2
