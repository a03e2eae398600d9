import SymbolBase

/// The targets of a Swift package, read from its `Package.swift` (lexed, not run): its
/// `platforms:` (`.iOS(.v17)`, `.macOS("14.0")`, `.visionOS(.v1)`), each `.target`,
/// `.executableTarget` and `.testTarget` with its `path:` (else `Sources/NAME`, `Tests/NAME`),
/// `exclude:` and `sources:`. A package that declares no platforms builds for every one with
/// SwiftPM's oldest defaults: its targets are given none (the audit says so).
enum PackageManifest {
    private static let platformNames: [String: Platform] = [
        "iOS": .ios, "macOS": .macos, "macCatalyst": .maccatalyst, "tvOS": .tvos, "watchOS": .watchos, "visionOS": .visionos,
    ]
    private static let targetKinds: [String: AppTarget.Kind] = ["target": .app, "executableTarget": .app, "testTarget": .test]

    /// Its targets, and its platforms' deployment targets.
    static func read(_ bytes: [UInt8], path: String) -> (targets: [AppTarget], platforms: [DeploymentTarget]) {
        let tokens = SwiftLexer.tokens(of: bytes, platform: .ios)
        var reader = Reader(bytes: bytes, tokens: tokens, path: path, lines: SourceLines(bytes), closers: Reader.closers(of: tokens, in: bytes))
        let platforms = reader.platforms()
        let directory = Path.parent(of: path)
        let targets = reader.targetCalls().map { call in
            let base = Path.lexicallyNormalized(Path.join(directory, call.path ?? (call.kind == .test ? "Tests/" : "Sources/") + call.name))
            let excluded = Set(call.exclude.map { Path.lexicallyNormalized(Path.join(base, $0)) })
            let folders = call.sources.map { $0.map { Path.lexicallyNormalized(Path.join(base, $0)) } } ?? [base]
            var members = AppTarget.Members(folders: folders.map { ($0, excluded) })
            members.files = Set(folders)
            return AppTarget(name: call.name, kind: call.kind, project: path, platforms: platforms.map { ($0.platform, $0) }, members: members)
        }
        return (targets, platforms)
    }

    private struct Call {
        var kind: AppTarget.Kind
        var name: String
        var path: String?
        var exclude: [String] = []
        var sources: [String]?
    }

    private struct Reader {
        let bytes: [UInt8]
        let tokens: [SwiftToken]
        let path: String
        var lines: SourceLines
        let closers: [Int: Int]

        func text(_ token: SwiftToken) -> String { String(decoding: bytes[token.nameStart..<token.nameEnd], as: UTF8.self) }

        func isPunctuation(_ index: Int, _ character: Unicode.Scalar) -> Bool {
            index >= 0 && index < tokens.count && tokens[index].kind == .punctuation && bytes[tokens[index].start] == UInt8(ascii: character)
        }

        /// The index of the bracket that closes the one at `open` (the end when none does).
        func closing(_ open: Int) -> Int { closers[open] ?? tokens.count }

        /// Each opening bracket's closing one, found in one pass.
        static func closers(of tokens: [SwiftToken], in bytes: [UInt8]) -> [Int: Int] {
            var closers: [Int: Int] = [:]
            var open: [Int] = []
            for index in tokens.indices where tokens[index].kind == .punctuation {
                switch bytes[tokens[index].start] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): open.append(index)
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): if let start = open.popLast() { closers[start] = index }
                default: break
                }
            }
            return closers
        }

        /// The deployment targets of `platforms: [...]`.
        mutating func platforms() -> [DeploymentTarget] {
            guard let label = tokens.indices.first(where: { tokens[$0].kind == .identifier && text(tokens[$0]) == "platforms" && isPunctuation($0 + 1, ":")
                && isPunctuation($0 + 2, "[") }) else { return [] }
            let end = closing(label + 2)
            var found: [DeploymentTarget] = []
            var index = label + 3
            while index < end {
                defer { index += 1 }
                guard isPunctuation(index, "."), index + 2 < end, tokens[index + 1].kind == .identifier,
                      let platform = PackageManifest.platformNames[text(tokens[index + 1])], isPunctuation(index + 2, "(") else { continue }
                var version: Version?
                var at = index + 3
                if at < end, tokens[at].kind == .string {
                    version = AvailabilityCondition.version(text(tokens[at]))
                } else if isPunctuation(at, "."), at + 1 < end, tokens[at + 1].kind == .identifier, text(tokens[at + 1]).hasPrefix("v") {
                    at += 1
                    version = AvailabilityCondition.version(String(text(tokens[at]).dropFirst()).replacing("_", with: "."))
                }
                guard let version, platform.versionPlatform.isRelease(version) else { continue }
                let (line, column) = lines.position(of: tokens[index].start)
                let setting = String(decoding: bytes[tokens[index].start..<tokens[at].end], as: UTF8.self) + ")"
                found.append(DeploymentTarget(platform: platform, version: version, source: .project, path: path, line: line, column: column, setting: setting))
            }
            return found
        }

        /// `.target(name: "App", path: "…", exclude: [...], sources: [...])` and its kinds.
        func targetCalls() -> [Call] {
            var calls: [Call] = []
            for index in tokens.indices.dropFirst() where tokens[index].kind == .identifier && isPunctuation(index - 1, ".") && isPunctuation(index + 1, "(") {
                guard let kind = PackageManifest.targetKinds[text(tokens[index])] else { continue }
                let end = closing(index + 1)
                var call = Call(kind: kind, name: "")
                var cursor = index + 2
                while cursor < end {
                    defer { cursor += 1 }
                    // Nested calls and lists (`.product(name: …)`) are not this target's labels.
                    if let close = closers[cursor] {
                        cursor = close
                        continue
                    }
                    guard tokens[cursor].kind == .identifier, isPunctuation(cursor + 1, ":") else { continue }
                    let label = text(tokens[cursor])
                    if (label == "name" || label == "path"), cursor + 2 < end, tokens[cursor + 2].kind == .string {
                        if label == "name" { call.name = text(tokens[cursor + 2]) } else { call.path = text(tokens[cursor + 2]) }
                    } else if (label == "exclude" || label == "sources"), isPunctuation(cursor + 2, "[") {
                        let close = closing(cursor + 2)
                        let strings = (cursor + 3..<min(close, end)).filter { tokens[$0].kind == .string }.map { text(tokens[$0]) }
                        if label == "exclude" { call.exclude = strings } else { call.sources = strings }
                        cursor = close
                    }
                }
                if !call.name.isEmpty { calls.append(call) }
            }
            return calls
        }
    }
}
