import SymbolBase

/// A helper of the app that hands one of its parameters, as it is, to an API that takes a
/// symbol's name: `convenience init?(symbol: String) { self.init(systemName: symbol) }`,
/// `func icon(_ name: String) -> UIImage? { UIImage(systemName: name) }`. Its callers ask for
/// the symbols they pass it: `RSImage(symbol: "document.on.document")` is a use of
/// `document.on.document`. Callers are followed one helper deep.
struct SymbolForwarder: Hashable, Sendable {
    /// The type whose initializer it is, or the function's name.
    var callee: String
    var isInitializer: Bool
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
        /// Each name followed by `(`, to find the files that may call one without reading them.
        private let needles: [[UInt8]]

        init(_ forwarders: some Sequence<SymbolForwarder>) {
            for forwarder in Set(forwarders) { byCallee[forwarder.callee, default: []].append(forwarder) }
            for key in byCallee.keys { byCallee[key]?.sort { ($0.label ?? "", $0.position) < ($1.label ?? "", $1.position) } }
            needles = byCallee.keys.sorted().map { Array($0.utf8) }
        }

        var isEmpty: Bool { byCallee.isEmpty }

        func forwarders(calledAs callee: String) -> [SymbolForwarder] { byCallee[callee] ?? [] }

        /// Whether `bytes` holds one of the helpers' names (a caller must).
        func mayBeCalled(in bytes: [UInt8]) -> Bool {
            needles.contains { needle in
                guard let first = needle.first, bytes.count >= needle.count else { return false }
                var index = 0
                let last = bytes.count - needle.count
                while index <= last {
                    if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return true }
                    index += 1
                }
                return false
            }
        }
    }
}
