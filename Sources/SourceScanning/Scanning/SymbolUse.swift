import SymbolBase

/// One place where an app's code asks for a symbol: a system symbol by name
/// (`UIImage(systemName: "doc.on.doc")`), an image by name that may be a custom symbol of the
/// app's catalogs (`UIImage(named: "logo")`), or a case of the generated accessors
/// (`Symbol.docOnDoc`).
package struct SymbolUse: Hashable, Sendable {
    package enum Kind: String, Hashable, Sendable {
        /// `UIImage(systemName:)`, `Image(systemName:)`, `systemImage:`, `systemImageNamed:`,
        /// `catalog="system"`: a name the system must have.
        case system
        /// `UIImage(named:)`, `Image(_:)`, `imageNamed:`: an asset of the app's catalogs.
        case named
        /// A case of the Swift accessors `export --swift` writes: loads on every version.
        case accessor
    }

    /// The name asked for; nil when the code does not give it as a literal.
    package var name: String?
    /// The code that gives the name when it is not a literal (`item.icon`), shortened.
    package var expression: String?
    package var kind: Kind
    /// The call or attribute that asks: `UIImage(systemName:)`, `Label(systemImage:)`,
    /// `[UIImage systemImageNamed:]`, `<imageView image=>`.
    package var api: String
    /// The file, as given on the command line (the audited folder joined with its path in it).
    package var path: String
    /// The file's path inside the audited folder it was found in.
    package var relativePath: String
    /// Where the name starts (its opening quote), 1-based; the column in Unicode scalars.
    package var line: Int
    package var column: Int
    /// The platform the file was read for: a file built for several is read once for each.
    package var platform: Platform
    /// The deployment target there; nil when nothing says.
    package var deploymentTarget: Version?
    /// The version of `platform` an enclosing `if #available`, `guard #available` or
    /// `@available` guarantees there; nil when nothing does.
    package var guarded: Version?
    /// In a SwiftUI preview (`#Preview`, a `PreviewProvider`): never run on a user's device.
    package var inPreview: Bool

    package init(name: String?, expression: String? = nil, kind: Kind, api: String, path: String, relativePath: String,
                 line: Int, column: Int, platform: Platform = .ios, deploymentTarget: Version? = nil, guarded: Version? = nil, inPreview: Bool = false) {
        (self.name, self.expression, self.kind, self.api) = (name, expression, kind, api)
        (self.path, self.relativePath, self.line, self.column, self.guarded, self.inPreview) = (path, relativePath, line, column, guarded, inPreview)
        (self.platform, self.deploymentTarget) = (platform, deploymentTarget)
    }

    /// The same place and name, whatever the platform (a use counted once).
    package var place: Place { Place(path: path, line: line, column: column, name: name ?? expression ?? "") }

    /// Where a use is and what it names, whatever the platform it is read for.
    package struct Place: Hashable, Sendable {
        var path: String
        var line: Int
        var column: Int
        var name: String
    }

    /// Whether the name is given as a literal (and can be checked).
    package var isLiteral: Bool { name != nil }
}

/// A platform a file is read for, and the deployment target its uses are checked against there.
package struct PlatformTarget: Equatable, Sendable {
    package var platform: Platform
    package var target: Version?

    package init(platform: Platform, target: Version?) {
        (self.platform, self.target) = (platform, target)
    }
}

/// A use as a scanner finds it: its byte offset in the file, before it has a line and column.
struct FoundUse {
    var name: String?
    var expression: String?
    var kind: SymbolUse.Kind
    var api: String
    var offset: Int
    var guarded: Version?
    /// Found in a call to one of the app's helpers that passes the name on (`SymbolForwarder`).
    var forwarded = false
    /// In a SwiftUI preview (`PreviewScopes`).
    var inPreview = false
}

/// Lines and columns of byte offsets in one file, computed on the first question (most files
/// ask none): the line starts found once, and the columns of a file's uses counted in one walk
/// along each line, however many uses a line holds.
struct SourceLines {
    private let bytes: [UInt8]
    private var starts: [Int] = []

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The 1-based line and column (in Unicode scalars, as `TextPosition` counts them) of `offset`.
    mutating func position(of offset: Int) -> (line: Int, column: Int) {
        positions(of: [offset])[0]
    }

    /// The line and column of each of `offsets`, in their order.
    mutating func positions(of offsets: [Int]) -> [(line: Int, column: Int)] {
        if starts.isEmpty {
            starts.append(0)
            for index in bytes.indices where bytes[index] == 0x0A { starts.append(index + 1) }
        }
        var result = [(line: Int, column: Int)](repeating: (1, 1), count: offsets.count)
        // In offset order, so that a line's columns are counted once from its start.
        var (line, counted, column) = (-1, 0, 1)
        let sorted = zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 }
        for position in sorted ? Array(offsets.indices) : offsets.indices.sorted(by: { offsets[$0] < offsets[$1] }) {
            let offset = min(max(offsets[position], 0), bytes.count)
            var low = max(line, 0), high = starts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            if low != line { (line, counted, column) = (low, starts[low], 1) }
            for byte in bytes[counted..<offset] where byte & 0xC0 != 0x80 { column += 1 }
            counted = offset
            result[position] = (line + 1, column)
        }
        return result
    }

    /// The uses with their places, read for `build`.
    mutating func uses(_ found: [FoundUse], path: String, relativePath: String, build: PlatformTarget) -> [SymbolUse] {
        let places = positions(of: found.map(\.offset))
        return zip(found, places).map { use, place in
            SymbolUse(name: use.name, expression: use.expression, kind: use.kind, api: use.api, path: path, relativePath: relativePath,
                      line: place.line, column: place.column, platform: build.platform, deploymentTarget: build.target, guarded: use.guarded,
                      inPreview: use.inPreview)
        }
    }
}

/// Code as the text of a "not checked" note: its whitespace runs made one space, cut at 60
/// characters (read no further than it needs, however long the code).
func expressionText(_ bytes: [UInt8], _ range: Range<Int>) -> String {
    let shown = 60
    // Enough bytes for the characters shown, with the whitespace of any code a person writes.
    let end = min(range.upperBound, range.lowerBound + 4_096)
    var text = ""
    var space = false
    var scalars = 0
    for scalar in String(decoding: bytes[range.lowerBound..<end], as: UTF8.self).unicodeScalars {
        if scalar.properties.isWhitespace {
            space = !text.isEmpty
            continue
        }
        if space { text.unicodeScalars.append(" ") }
        space = false
        text.unicodeScalars.append(scalar)
        scalars += 1
        if scalars > shown { break }
    }
    if end < range.upperBound, text.count <= shown { text += " …" }
    return text.count > shown ? String(text.prefix(shown - 1)) + "…" : text
}
