#!/usr/bin/env bash
# Coverage-guided fuzzing (libFuzzer, with AddressSanitizer) of the template parser, the
# manifest parser, path data, and the audit's scanners (Swift, Objective-C, Interface Builder)
# and project readers, for a bounded time (CI runs it for FUZZ_SECONDS=60):
#
#   Scripts/fuzz.sh            # 120 seconds; FUZZ_SECONDS=600 Scripts/fuzz.sh for longer
#
# Seeds: the project's sample symbols and manifest, the shared corpus of real templates when it
# sits beside the checkout, the project's own Swift sources and Package.swift, and a few lines
# of Objective-C, a storyboard and an .xcconfig written here. A crash or a time-out fails the run. Crashes are written to .build/fuzz/ (never committed).
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_TO_RUN=${FUZZ_SECONDS:-120}
Scripts/bootstrap.sh
FLAGS=(-c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld)
# lld: gold crashes (an internal error) reporting on the libFuzzer link.
swift build --package-path Fuzz "${FLAGS[@]}" >/dev/null
bin=$(swift build --package-path Fuzz "${FLAGS[@]}" --show-bin-path)/symbol-export-fuzz
work=.build/fuzz
rm -rf "$work/corpus"
mkdir -p "$work/corpus" "$work/artifacts"
seed=0
add_seed() {  # add_seed SELECTOR FILE
  { printf "\\x$(printf %02x "$1")"; cat "$2"; } > "$work/corpus/seed-$seed"
  seed=$((seed + 1))
}
for svg in Symbols/*.svg ../shared/corpus/templates/*.svg; do [ -f "$svg" ] && add_seed 0 "$svg"; done
add_seed 1 Symbols/symbols.json
printf '\x02M0 0C0-100 100-100 100 0ZA10 10 0 1 1 20 0matrix(1 0 0 1 2 3)' > "$work/corpus/seed-path"
for swift in Sources/SourceScanning/Scanning/*.swift Tests/SymbolExportTests/AuditPlatformTests.swift; do add_seed 3 "$swift"; done
add_seed 4 Package.swift
printf '\x03#if TARGET_OS_IOS\nif (@available(iOS 17, *)) { i = [UIImage systemImageNamed:@"doc"]; }\n#endif\nAPI_AVAILABLE(ios(17.0)) - (void)f { [NSImage imageWithSystemSymbolName:name accessibilityDescription:nil]; }\n' > "$work/corpus/seed-objc"
printf '\x03<document><imageView image="star" catalog="system"/><image name="a&amp;b" catalog="system"/></document>\n' > "$work/corpus/seed-ib"
printf '\x04#include "Base.xcconfig"\nIPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*] = 16.0\nSDKROOT = macosx\n' > "$work/corpus/seed-xcconfig"
echo "fuzz: $seed seeds, ${SECONDS_TO_RUN}s" >&2
"$bin" -max_total_time="$SECONDS_TO_RUN" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
  -artifact_prefix="$work/artifacts/" -print_final_stats=1 "$work/corpus"
