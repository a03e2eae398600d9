import SymbolReading

extension SymbolImageModel {
    /// How well a number of the model is known.
    package enum Basis: String, Sendable, Comparable {
        /// Reproduces published measurements of UIKit.
        case measured
        /// Follows from measured values by a rule that no measurement checks.
        case inferred
        /// Taken over from the nearest measured case.
        case assumed

        package static func < (a: Basis, b: Basis) -> Bool {
            [Basis.measured, .inferred, .assumed].firstIndex(of: a)! < [Basis.measured, .inferred, .assumed].firstIndex(of: b)!
        }
    }

    /// The clear space of `weight` at `scale` (`clearSpace`) with what it rests on: the weaker of
    /// the weight's and the scale's basis, and why.
    package static func clearSpaceBasis(_ weight: SymbolWeight, _ scale: SymbolScale) -> (basis: Basis, reason: String) {
        let (weightBasis, weightReason): (Basis, String) = switch weight {
        case .regular: (.measured, "Regular: 566 of the 572 heights of the 108-symbol table (Kudo/sdk58)")
        case .semibold: (.measured, "Semibold: the same table")
        case .light: (.measured, "Light: one measurement, chevron.compact.down at 64 pt (iOS 16)")
        case .ultralight, .thin: (.assumed, "\(weight.templateName): not measured, the nearest measured weight's, Light's")
        case .medium, .bold, .heavy, .black:
            (.inferred, "\(weight.templateName): not measured, the Regular-Semibold slope over the weight's stem")
        }
        let (scaleBasis, scaleReason): (Basis, String) = switch scale {
        case .medium: (.measured, "scale M")
        case .large: (.measured, "scale L 1.31 x M: person at 14 pt, scale Large")
        case .small: (.assumed, "scale S: not measured, Apple's design factor 0.783 x M")
        }
        return (max(weightBasis, scaleBasis), "\(weightReason); \(scaleReason)")
    }
}
