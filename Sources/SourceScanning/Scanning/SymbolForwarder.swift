import SymbolBase

/// A helper of the app that hands one of its parameters, as it is, to an API that takes a
/// symbol's name: `convenience init?(symbol: String) { self.init(systemName: symbol) }`,
/// `func icon(_ name: String) -> UIImage? { UIImage(systemName: name) }`. Its callers ask for
/// the symbols they pass it: `RSImage(symbol: "document.on.document")` is a use of
/// `document.on.document`. Callers are followed one helper deep.
struct SymbolForwarder: Hashable, Sendable {
    /// The type whose initializer it is, or the function's name.
    var callee: String
    /// The parameter's argument label; nil for `_`.
    var label: String?
    /// The parameter's place in the list (for an argument without a label).
    var position: Int
    /// What the `#available` around the forwarding call guarantees.
    var guarded: Version?

    /// `RSImage(symbol:)`, `icon(_:)`: the API a caller's use goes through.
    var api: String { callee + "(" + (label ?? "_") + ":)" }

    /// The helpers by the name a call to them is made with.
    struct Index: Sendable {
        private var byCallee: [String: [SymbolForwarder]] = [:]
        /// The names, to find the files that may call a helper without reading them.
        private let needles: [[UInt8]]

        /// Where overloads pass the same parameter, the least guarded comes first and is the one
        /// a call is taken through: the same choice on every run.
        init(_ forwarders: some Sequence<SymbolForwarder>) {
            for forwarder in Set(forwarders) { byCallee[forwarder.callee, default: []].append(forwarder) }
            for key in byCallee.keys {
                byCallee[key]?.sort { ($0.label ?? "", $0.position, $0.guarded ?? Version(0)) < ($1.label ?? "", $1.position, $1.guarded ?? Version(0)) }
            }
            needles = byCallee.keys.sorted().map { Array($0.utf8) }
        }

        func forwarders(calledAs callee: String) -> [SymbolForwarder] { byCallee[callee] ?? [] }

        /// Whether `bytes` holds one of the helpers' names (a caller must).
        func mayBeCalled(in bytes: [UInt8]) -> Bool {
            needles.contains { bytes.firstOffset(of: $0) != nil }
        }
    }
}
