import SourceScanning
import SymbolBase
import SymbolExport

/// `audit --write-manifest`: the symbols that need a fallback, added to the manifest's `symbols`
/// (the text of an existing manifest kept as it is, the entries inserted before the array's
/// `]`), and the templates the user still has to export from the SF Symbols app (the tool
/// cannot make Apple's drawings). A folder export without a manifest gets one in its folder,
/// listing its SVGs too, so that the export still makes them.
package enum ManifestUpdate {
    package struct Result: Equatable, Sendable {
        package var manifest: String
        /// The entries added, as written (`"text.document.svg"`).
        package var added: [String]
        /// The templates to export from the SF Symbols app, where the manifest expects them.
        package var templates: [String]
        package var created: Bool
    }

    /// Adds what `report` found missing to the manifest at `manifest` (created when missing).
    /// `named`: the command line names the manifest (its folder may be out of the audited ones).
    package static func apply(_ report: AuditReport, manifest: String, named: Bool = false) throws(AuditError) -> Result {
        let folder = Path.parent(of: manifest)
        var added: [String] = []
        var templates: [String] = []
        // A pattern of the manifest (`*.svg`) that will list the template once it is exported.
        let patterns = (try? FileSystem.readFile(manifest, limit: Manifest.sizeLimit)).flatMap { try? Manifest.parse($0, path: manifest) }?.patterns ?? []
        for symbol in report.missing {
            switch symbol.kind {
            case .system:
                if !patterns.contains(where: { !$0.contains("/") && Manifest.matches(symbol.name + ".svg", pattern: $0) }) {
                    added.append(literal(symbol.name + ".svg"))
                }
                templates.append(Path.join(folder, symbol.name + ".svg"))
            case .custom:
                guard let symbolSet = symbol.folder else { continue }
                added.append(literal(Path.relative(Path.absolute(symbolSet), from: Path.absolute(folder))))
            }
        }
        if FileSystem.kind(of: manifest) == .directory {
            throw .writeManifest(path: manifest, reason: "is a folder, not a manifest; name the manifest file, such as "
                + "\(Path.join(manifest, "symbols.json"))")
        }
        let tree = AuditTree(roots: report.roots + (named ? [Path.parent(of: manifest)] : []))
        try tree.checkWrite(manifest)
        let created = FileSystem.kind(of: manifest) == .missing
        var updated: [UInt8]?
        if !created, !added.isEmpty {
            guard let bytes = try? FileSystem.readFile(manifest, limit: Manifest.sizeLimit), let inserted = inserting(added, into: bytes) else {
                throw .writeManifest(path: manifest, reason: "has no \"symbols\" array to add the entries to")
            }
            updated = inserted
        }
        do throws(FileSystemError) {
            if created {
                let listed = report.folderSources.map { source in
                    let path = literal(Path.relative(Path.absolute(source.path), from: Path.absolute(folder)))
                    return source.group.isEmpty ? path : "{ \"source\": \(path), \"group\": \(literal(source.group.joined(separator: "/"))) }"
                }
                let lines = (listed + added).map { "    " + $0 }.joined(separator: ",\n")
                try FileSystem.createDirectory(folder)
                try FileSystem.writeAtomically(Array("{\n  \"symbols\": [\n\(lines)\n  ]\n}\n".utf8), to: manifest)
            } else if let updated {
                try FileSystem.writeAtomically(updated, to: manifest)
            }
        } catch {
            throw .writeManifest(path: error.path, reason: error.description)
        }
        return Result(manifest: manifest, added: added, templates: templates, created: created)
    }

    /// `bytes` with `entries` added at the end of the top-level `symbols` array, laid out like
    /// the entries before them; nil when there is no such array.
    static func inserting(_ entries: [String], into bytes: [UInt8]) -> [UInt8]? {
        guard let document = try? JSONReader.document(bytes), let position = document.position(ofValue: "symbols"),
              let open = offset(of: position, in: bytes), open < bytes.count, bytes[open] == UInt8(ascii: "["),
              let close = matchingBracket(from: open, in: bytes) else { return nil }
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        let last = (open..<close).last { !isSpace(bytes[$0]) } ?? open
        let closingIndent = indentation(of: close, in: bytes)
        var indent = closingIndent + "  "
        if last > open, let first = (open + 1..<close).first(where: { !isSpace(bytes[$0]) }), bytes[open..<first].contains(0x0A) {
            indent = indentation(of: first, in: bytes)
        }
        let body = entries.joined(separator: ",\n" + indent)
        let text = last > open ? ",\n" + indent + body : "\n" + indent + body + "\n" + closingIndent
        var result = Array(bytes[...last])
        result += Array(text.utf8)
        result += bytes[(last == open ? close : last + 1)...]
        return result
    }

    /// The byte offset of a 1-based line and column (in Unicode scalars).
    private static func offset(of position: (line: Int, column: Int), in bytes: [UInt8]) -> Int? {
        var line = 1
        var index = 0
        while line < position.line {
            guard let newline = bytes[index...].firstIndex(of: 0x0A) else { return nil }
            (line, index) = (line + 1, newline + 1)
        }
        var column = 1
        while column < position.column, index < bytes.count {
            index += 1
            while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
            column += 1
        }
        return index
    }

    private static func matchingBracket(from open: Int, in bytes: [UInt8]) -> Int? {
        var depth = 0
        var index = open
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                depth += 1
            } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }

    /// The spaces and tabs that start the line `index` is on.
    private static func indentation(of index: Int, in bytes: [UInt8]) -> String {
        let start = (bytes[..<index].lastIndex(of: 0x0A) ?? -1) + 1
        return String(decoding: bytes[start...].prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
    }

    private static func literal(_ text: String) -> String {
        var output = ""
        JSONValue.writeString(text, to: &output)
        return output
    }
}
