import SymbolBase

/// The tokens as the scanner takes them from the lexer: one at a time, each seen once by the
/// previews and the parameter list being read, the last four kept for a look back.
extension SwiftScanner {
    /// The next token of the file (or the one given back); every token passes here once.
    mutating func nextToken() -> SwiftToken? {
        if let token = pushedBack {
            pushedBack = nil
            return token
        }
        guard let token = lexer.next() else { return nil }
        ordinal += 1
        newest = (newest + 1) & 3
        recent[newest] = token
        previews.read(token, in: bytes)
        if let count = parameterTokens?.count, count <= Declarations.parameterTokenLimit { parameterTokens!.append(token) }
        return token
    }

    /// Gives the token just read back: the next `nextToken()` returns it again.
    mutating func pushBack(_ token: SwiftToken) {
        pushedBack = token
    }

    /// The token `distance` before the current one.
    func previous(_ distance: Int) -> SwiftToken? {
        ordinal >= distance ? recent[(newest - distance) & 3] : nil
    }
}
