/// A warning about the export as a whole, attached to one source.
public enum PlanWarning: Equatable, Sendable, CustomStringConvertible {
    /// `star.fill` next to `star`: `UIImage(named:)` may treat `.fill` as a file extension.
    case dotPrefix(name: String, prefix: String)

    public var code: WarningCode { .dotPrefix }

    public var description: String {
        switch self {
        case .dotPrefix(let name, let prefix):
            "asset '\(name)' starts with '\(prefix).', and '\(prefix)' is another asset: on iOS 12 UIImage(named: \"\(name)\") may return '\(prefix)'; consider --dots underscore"
        }
    }
}
