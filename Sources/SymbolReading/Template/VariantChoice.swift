/// Which variant of a template a conversion drew, and how it got it: the summary of a
/// `SymbolTemplate.Selection` that reports and records keep.
public struct VariantChoice: Hashable, Sendable, CustomStringConvertible {
    public enum Method: String, Hashable, Sendable {
        /// Drawn in the file.
        case drawn
        /// Derived from the file's Ultralight, Regular and Black sources.
        case derived
        /// The nearest drawn variant, scaled.
        case nearest
    }

    public var requested: SymbolVariant
    /// The variant whose drawing is used: the requested one, unless `method` is `nearest`.
    public var used: SymbolVariant
    public var method: Method

    public init(requested: SymbolVariant, used: SymbolVariant, method: Method) {
        (self.requested, self.used, self.method) = (requested, used, method)
    }

    /// `Regular-M, derived`; `Bold-M, nearest to Semibold-M`.
    public var description: String {
        method == .nearest ? "\(used), nearest to \(requested)" : "\(used), \(method.rawValue)"
    }
}

extension SymbolTemplate.Selection {
    /// What reports keep of the selection.
    public var choice: VariantChoice {
        let method: VariantChoice.Method = switch self.method {
        case .drawn: .drawn
        case .derived: .derived
        case .nearest: .nearest
        }
        return VariantChoice(requested: requested, used: used, method: method)
    }
}
