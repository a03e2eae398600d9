import SymbolBase
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The format of `.symbol-export-state`: a header line, then one line per record, fields
/// apart by tabs (`%`, tab, LF and CR percent-encoded inside a field). The first field names
/// the record; each kind has a fixed list of fields, so a line is recognised by its first field
/// and must have exactly that kind's number of fields, or the file is damaged (and set aside).
///
/// ```
/// symbol-export-state 7
/// group       Toolbar
/// asset       Toolbar/trash  ../Symbols/trash.svg  2104  1717…  9f86…  point-size=17;…  0.9.0  librsvg 2.54.7; …  ../Symbols  19.9x16.49  20x17,40x33,60x50  Regular-M Regular-M drawn  6.0  …  strokes
/// warning     strokes        the file draws strokes; …
/// file        Toolbar/trash.imageset/trash.png  301  1717…
/// unrendered  Toolbar/slow   ../Symbols/slow.svg  388  1717…  5e1a…  point-size=17;…  0.9.0  librsvg 2.54.7; …  ../Symbols  30.0      the renderer took longer than 30 s …
/// ```
/// An asset's `warning`, `export-warning` and `file` lines follow its `asset` line; `unrendered`
/// lines (symbols whose conversion failed, `ExportState.Failure`) come after every asset.
enum StateFile {
    static let header = "symbol-export-state 7"

    /// What a line records: its first field.
    enum Kind: String, CaseIterable {
        case group
        case asset
        /// A warning of the asset's last render.
        case warning
        /// A warning of the export about the asset.
        case exportWarning = "export-warning"
        case file
        /// A symbol whose conversion failed.
        case failure = "unrendered"

        /// The number of fields of its lines, the kind included.
        var fieldCount: Int {
            switch self {
            case .group: GroupField.allCases.count
            case .asset: AssetField.allCases.count
            case .warning, .exportWarning: WarningField.allCases.count
            case .file: FileField.allCases.count
            case .failure: FailureField.allCases.count
            }
        }

        /// The kind a line's first field names; nil for none. The names start with different
        /// letters, so the first byte picks the kind and one comparison confirms it: this runs
        /// on every line of every no-op export.
        init?(field: UnsafeBufferPointer<UInt8>) {
            let kind: Kind
            switch field.first {
            case UInt8(ascii: "a"): kind = .asset
            case UInt8(ascii: "f"): kind = .file
            case UInt8(ascii: "w"): kind = .warning
            case UInt8(ascii: "e"): kind = .exportWarning
            case UInt8(ascii: "g"): kind = .group
            case UInt8(ascii: "u"): kind = .failure
            default: return nil
            }
            let name = kind.name
            guard field.count == name.utf8CodeUnitCount, memcmp(field.baseAddress!, name.utf8Start, field.count) == 0 else { return nil }
            self = kind
        }

        /// `rawValue`, as bytes that need no conversion.
        private var name: StaticString {
            switch self {
            case .group: "group"
            case .asset: "asset"
            case .warning: "warning"
            case .exportWarning: "export-warning"
            case .file: "file"
            case .failure: "unrendered"
            }
        }
    }

    enum GroupField: Int, CaseIterable { case kind, path }

    enum AssetField: Int, CaseIterable {
        case kind, key, source, sourceSize, sourceModified, sourceSHA256, optionsFingerprint, tool, renderer, sourceSet
        /// `AssetFacts.Recorded`, field by field.
        case points, pixels, variant, templateVersion, metrics
        /// The warning codes its options silence, apart by commas.
        case silenced
    }

    enum WarningField: Int, CaseIterable { case kind, code, message }

    enum FileField: Int, CaseIterable { case kind, path, size, modified }

    enum FailureField: Int, CaseIterable {
        case kind, key, source, sourceSize, sourceModified, sourceSHA256, optionsFingerprint, tool, renderer, sourceSet
        /// Seconds, for a drawing stopped at the time limit; else empty.
        case timeLimit
        /// Where in the source the error is; empty when unknown.
        case line, column
        /// `Message.recorded`.
        case message
    }

    /// Appends one line: `fields` apart by tabs, each escaped, then LF.
    static func appendLine(_ fields: [String], to out: inout [UInt8]) {
        for (index, field) in fields.enumerated() {
            if index > 0 { out.append(0x09) }
            appendEscaped(field, to: &out)
        }
        out.append(0x0A)
    }

    /// Appends `field` with `%`, tab, LF and CR percent-encoded.
    private static func appendEscaped(_ field: String, to out: inout [UInt8]) {
        var field = field
        field.withUTF8 { bytes in
            var start = 0
            for index in bytes.indices {
                let escape: (UInt8, UInt8)
                switch bytes[index] {
                case 0x25: escape = (0x32, 0x35)        // %25
                case 0x09: escape = (0x30, 0x39)        // %09
                case 0x0A: escape = (0x30, 0x41)        // %0A
                case 0x0D: escape = (0x30, 0x44)        // %0D
                default: continue
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                out.append(contentsOf: [0x25, escape.0, escape.1])
                start = index + 1
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
    }

    /// A field as written, escapes undone.
    static func unescape(_ field: UnsafeBufferPointer<UInt8>) -> String {
        guard field.contains(0x25) else { return String(decoding: field, as: UTF8.self) }
        var out: [UInt8] = []
        var i = field.startIndex
        while i < field.endIndex {
            if field[i] == 0x25, i + 2 < field.endIndex,
               let value = UInt8(String(decoding: UnsafeBufferPointer(rebasing: field[(i + 1)...(i + 2)]), as: UTF8.self), radix: 16) {
                out.append(value)
                i += 3
            } else {
                out.append(field[i])
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Calls `body` with the fields of each line of `buffer` but empty ones (tab-separated,
    /// found with memchr: the file is read on every no-op export); stops when it returns false.
    static func forEachLine(in buffer: UnsafeBufferPointer<UInt8>, _ body: (Fields) -> Bool) {
        guard let base = buffer.baseAddress else { return }
        var fields = Fields()
        var position = 0
        while position < buffer.count {
            var newline = buffer.count
            if let found = memchr(base + position, 0x0A, buffer.count - position) {
                newline = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
            }
            defer { position = newline + 1 }
            if newline == position { continue }
            fields.spans.removeAll(keepingCapacity: true)
            var start = position
            while true {
                var tab = newline
                if let found = memchr(base + start, 0x09, newline - start) {
                    tab = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                }
                fields.spans.append(UnsafeBufferPointer(start: base + start, count: tab - start))
                if tab >= newline { break }
                start = tab + 1
            }
            if !body(fields) { return }
        }
    }

    /// The fields of one line, read by name.
    struct Fields {
        fileprivate(set) var spans: [UnsafeBufferPointer<UInt8>] = []

        init() { spans.reserveCapacity(AssetField.allCases.count) }

        var count: Int { spans.count }
        var kind: Kind? { Kind(field: spans[0]) }

        subscript<Field: RawRepresentable>(_ field: Field) -> UnsafeBufferPointer<UInt8> where Field.RawValue == Int {
            spans[field.rawValue]
        }

        func text<Field: RawRepresentable>(_ field: Field) -> String where Field.RawValue == Int { StateFile.unescape(self[field]) }

        func number<Field: RawRepresentable>(_ field: Field) -> Int64? where Field.RawValue == Int {
            Int64(String(decoding: self[field], as: UTF8.self))
        }

        /// The fields from `first` to `last` as they stand in the line, tabs included: the key of
        /// a cache of what they read as.
        func span(_ first: AssetField, through last: AssetField) -> String {
            let start = self[first].baseAddress!, end = self[last].baseAddress! + self[last].count
            return String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
        }
    }
}
