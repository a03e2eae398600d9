#!/usr/bin/env bash
# Type-checks the Swift accessors `export --swift` writes against the real iOS SDK, for anyone
# with a Mac and Xcode (on Linux, `make test` checks them against the stand-ins in
# Tests/StandIns, which cannot check iOS availability):
#
#   Scripts/check-swift-accessors.sh
#
# Exports the sample symbols (Symbols/symbols.json) into a temporary folder with --swift and
# --swiftui, then type-checks both files, with a few lines that use their API, for an iOS 12
# simulator target in Swift 5 and Swift 6 language modes, warnings as errors.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v xcrun >/dev/null 2>&1 || ! xcrun --sdk iphonesimulator --show-sdk-path >/dev/null 2>&1; then
  echo "error: check-swift-accessors: needs Xcode's iOS simulator SDK (xcrun --sdk iphonesimulator); on Linux, make test checks the stand-ins" >&2
  exit 1
fi
arch=$(uname -m); [ "$arch" = arm64 ] || arch=x86_64
swift build --product symbol-export >/dev/null
bin=$(swift build --show-bin-path)/symbol-export
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R Symbols "$work/Symbols"
"$bin" export "$work/Symbols/symbols.json" -o "$work/Assets.xcassets" --swift "$work/Symbols.swift" --swiftui -q
cat > "$work/Usage.swift" <<'SWIFT'
import UIKit

@MainActor func configure(_ copyButton: UIButton) {
    copyButton.setSymbol(.docOnDoc, for: .normal)
    let images: [UIImage] = Symbol.allCases.map(\.image) + [UIImage.symbol(.docText)]
    _ = images
    if #available(iOS 15.0, *) {
        var configuration = UIButton.Configuration.plain()
        configuration.setSymbol(.docText)
        copyButton.configuration = configuration
    }
}

func offTheMainActor() async -> UIImage { Symbol.docOnDoc.image }
SWIFT
for mode in 5 6; do
  xcrun --sdk iphonesimulator swiftc -typecheck -warnings-as-errors -swift-version "$mode" \
    -target "$arch-apple-ios12.0-simulator" "$work/Symbols.swift" "$work/Symbols+SwiftUI.swift" "$work/Usage.swift"
  echo "ok   Swift $mode, iOS 12.0 simulator SDK"
done
