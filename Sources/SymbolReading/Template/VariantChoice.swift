/// Which variant of a template a conversion drew, and how it got it: the summary of a
/// `SymbolTemplate.Selection` that reports and records keep.
package struct VariantChoice: Hashable, Sendable, CustomStringConvertible {
    package enum Method: String, Hashable, Sendable {
        /// Drawn in the file.
        case drawn
        /// Derived from the file's Ultralight, Regular and Black sources.
        case derived
        /// The nearest drawn variant, scaled.
        case nearest
    }

    package var requested: SymbolVariant
    /// The variant whose drawing is used: the requested one, unless `method` is `nearest`.
    package var used: SymbolVariant
    package var method: Method

    package init(requested: SymbolVariant, used: SymbolVariant, method: Method) {
        (self.requested, self.used, self.method) = (requested, used, method)
    }

    /// `Regular-M, derived`; `Bold-M, nearest to Semibold-M`.
    package var description: String {
        method == .nearest ? "\(used), nearest to \(requested)" : "\(used), \(method.rawValue)"
    }
}

extension SymbolTemplate.Selection {
    /// What reports keep of the selection.
    package var choice: VariantChoice {
        let method: VariantChoice.Method = switch self.method {
        case .drawn: .drawn
        case .derived: .derived
        case .nearest: .nearest
        }
        return VariantChoice(requested: requested, used: used, method: method)
    }
}
