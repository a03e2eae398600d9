/// The UIKit system colours that SF Symbols templates name in their multicolor layers
/// (`multicolor-0:systemRedColor`), spelt as templates spell them: the `UIColor` selector
/// name (`systemRedColor`, `labelColor`, `tintColor`) or a constant (`white`, `black`).
///
/// Values are sRGB in the light and dark appearance at normal contrast, from Apple's Human
/// Interface Guidelines, "Color" › "System colors" and "iOS, iPadOS system gray colors"
/// (https://developer.apple.com/design/human-interface-guidelines/color), as published for
/// iOS 13 to 18, before the June 2025 update for iOS 26: the fallback PNGs are shown on the
/// systems before a symbol's vector is available, and these are their colours (iOS 12's light
/// values are the same). Apple publishes no numbers for the label, fill, separator and background
/// colours; theirs are UIKit's resolved values on iOS 13–15 (mirrored by Flutter's
/// `CupertinoColors`, https://api.flutter.dev/flutter/cupertino/CupertinoColors-class.html).
package enum SystemColour {
    /// The colour a template name stands for; nil for `custom`, asset-catalog names and
    /// anything unknown (the layer's own `fill` is used then).
    package static func named(_ name: String) -> AppearanceColour? {
        if let entry = table[name] { return entry }
        if name.hasSuffix("Color"), let entry = table[String(name.dropLast(5))] { return entry }   // whiteColor
        return table[name + "Color"]                                                               // systemRed
    }

    /// `tintColor` when no `--tint` is given: the system blue.
    package static let defaultTint = table["systemBlueColor"]!

    private static func entry(_ light: (UInt8, UInt8, UInt8, Double), _ dark: (UInt8, UInt8, UInt8, Double)) -> AppearanceColour {
        AppearanceColour(light: Colour(light.0, light.1, light.2, alpha: light.3), dark: Colour(dark.0, dark.1, dark.2, alpha: dark.3))
    }

    private static func entry(_ light: (UInt8, UInt8, UInt8), _ dark: (UInt8, UInt8, UInt8)) -> AppearanceColour {
        entry((light.0, light.1, light.2, 1), (dark.0, dark.1, dark.2, 1))
    }

    /// docs/templates.md (*Colours*) lists this table; keep them equal.
    static let table: [String: AppearanceColour] = [
        "systemRedColor": entry((255, 59, 48), (255, 69, 58)),
        "systemOrangeColor": entry((255, 149, 0), (255, 159, 10)),
        "systemYellowColor": entry((255, 204, 0), (255, 214, 10)),
        "systemGreenColor": entry((52, 199, 89), (48, 209, 88)),
        "systemMintColor": entry((0, 199, 190), (102, 212, 207)),
        "systemTealColor": entry((48, 176, 199), (64, 200, 224)),
        "systemCyanColor": entry((50, 173, 230), (100, 210, 255)),
        "systemBlueColor": entry((0, 122, 255), (10, 132, 255)),
        "systemIndigoColor": entry((88, 86, 214), (94, 92, 230)),
        "systemPurpleColor": entry((175, 82, 222), (191, 90, 242)),
        "systemPinkColor": entry((255, 45, 85), (255, 55, 95)),
        "systemBrownColor": entry((165, 132, 94), (172, 142, 104)),
        "systemGrayColor": entry((142, 142, 147), (142, 142, 147)),
        "systemGray2Color": entry((174, 174, 178), (99, 99, 102)),
        "systemGray3Color": entry((199, 199, 204), (72, 72, 74)),
        "systemGray4Color": entry((209, 209, 214), (58, 58, 60)),
        "systemGray5Color": entry((229, 229, 234), (44, 44, 46)),
        "systemGray6Color": entry((242, 242, 247), (28, 28, 30)),
        "labelColor": entry((0, 0, 0), (255, 255, 255)),
        "secondaryLabelColor": entry((60, 60, 67, 0.6), (235, 235, 245, 0.6)),
        "tertiaryLabelColor": entry((60, 60, 67, 0.3), (235, 235, 245, 0.3)),
        "quaternaryLabelColor": entry((60, 60, 67, 0.18), (235, 235, 245, 0.16)),
        "placeholderTextColor": entry((60, 60, 67, 0.3), (235, 235, 245, 0.3)),
        "separatorColor": entry((60, 60, 67, 0.29), (84, 84, 88, 0.6)),
        "opaqueSeparatorColor": entry((198, 198, 200), (56, 56, 58)),
        "linkColor": entry((0, 122, 255), (9, 132, 255)),
        "systemFillColor": entry((120, 120, 128, 0.2), (120, 120, 128, 0.36)),
        "secondarySystemFillColor": entry((120, 120, 128, 0.16), (120, 120, 128, 0.32)),
        "tertiarySystemFillColor": entry((118, 118, 128, 0.12), (118, 118, 128, 0.24)),
        "quaternarySystemFillColor": entry((116, 116, 128, 0.08), (118, 118, 128, 0.18)),
        "systemBackgroundColor": entry((255, 255, 255), (0, 0, 0)),
        "secondarySystemBackgroundColor": entry((242, 242, 247), (28, 28, 30)),
        "tertiarySystemBackgroundColor": entry((255, 255, 255), (44, 44, 46)),
        "white": entry((255, 255, 255), (255, 255, 255)),
        "black": entry((0, 0, 0), (0, 0, 0)),
        "clear": entry((0, 0, 0, 0), (0, 0, 0, 0)),
    ]
}
