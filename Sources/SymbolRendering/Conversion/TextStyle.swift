/// A Dynamic Type text style, as UIKit names it (`UIFont.TextStyle`), with the point size of
/// its font at the default content size (Large): Apple, Human Interface Guidelines,
/// Typography, "iOS, iPadOS Dynamic Type sizes" (the Large column).
package enum TextStyle: String, Sendable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

    /// The point size at the Large content size.
    package var pointSize: Double {
        switch self {
        case .largeTitle: 34
        case .title1: 28
        case .title2: 22
        case .title3: 20
        case .headline: 17
        case .subheadline: 15
        case .body: 17
        case .callout: 16
        case .footnote: 13
        case .caption1: 12
        case .caption2: 11
        }
    }
}
