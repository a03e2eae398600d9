import Foundation
import Testing

/// What `Package.swift` cannot enforce of the sources' structure (the targets' order it does:
/// a target that imports a later stage does not build): inside each library target the folders
/// name each other one way (a folder names another when it names a type declared at the top
/// level of one of its files), each C module is imported by one folder, no function is longer
/// than 60 lines and no file longer than 320.
@Suite struct StructureTests {
    static let sources = DocumentationTests.root + "/Sources"

    /// Every Swift file of a Swift target, by its target and its folder inside it.
    static func files() throws -> [StructureLint.File] {
        let manager = FileManager.default
        var files: [StructureLint.File] = []
        for target in try manager.contentsOfDirectory(atPath: sources).sorted() where !target.hasPrefix("C") {
            let root = sources + "/" + target
            guard let walker = manager.enumerator(atPath: root) else { continue }
            for case let path as String in walker where path.hasSuffix(".swift") {
                let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
                files.append(StructureLint.File(target: target, folder: folder, path: "\(target)/\(path)",
                                                text: try String(contentsOfFile: root + "/" + path, encoding: .utf8)))
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    @Test func theSourcesFollowTheRules() throws {
        let files = try Self.files()
        #expect(files.count > 200)
        let problems = StructureLint.problems(files, foldersChecked: { $0 != "symbol-export" })
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// The lint finds a cycle of folders, a C module imported by two folders, a long function
    /// and a long file.
    @Test func itFindsWhatBreaksThem() {
        let long = "struct Big {\n    func body() {\n" + String(repeating: "        step()\n", count: 60) + "    }\n}\n"
        let files = [
            StructureLint.File(target: "T", folder: "A", path: "T/A/One.swift", text: "import CZ\nstruct One { let two: Two? }\n"),
            StructureLint.File(target: "T", folder: "B", path: "T/B/Two.swift", text: "import CZ\nenum Two { case one(One) } // One\n"),
            StructureLint.File(target: "T", folder: "C", path: "T/C/Big.swift", text: long + String(repeating: "\n", count: 300)),
        ]
        #expect(StructureLint.problems(files, foldersChecked: { _ in true }) == [
            "T: folders A ⇄ B name each other: A → B (One.swift names Two); B → A (Two.swift names One)",
            "CZ is imported by more than one folder: T/A, T/B",
            "T/C/Big.swift: 364 lines; a source file has at most 320",
            "T/C/Big.swift:2: func body is 62 lines; a function has at most 60",
        ])
    }
}

/// The checks of `StructureTests`, over text.
enum StructureLint {
    struct File: Sendable {
        var target: String
        var folder: String
        var path: String
        var text: String
    }

    static let maxFunctionLines = 60
    static let maxFileLines = 320

    static func problems(_ files: [File], foldersChecked: (String) -> Bool) -> [String] {
        var problems: [String] = []
        let targets = Dictionary(grouping: files, by: \.target)
        for target in targets.keys.sorted() where foldersChecked(target) {
            problems += cycles(in: targets[target]!).map { "\(target): \($0)" }
        }
        var importers: [String: Set<String>] = [:]
        for file in files {
            for match in file.text.matches(of: /(?m)^import (C[A-Za-z]+)$/) {
                importers[String(match.output.1), default: []].insert("\(file.target)/\(file.folder)")
            }
        }
        problems += importers.keys.sorted().filter { importers[$0]!.count > 1 }.map {
            "\($0) is imported by more than one folder: \(importers[$0]!.sorted().joined(separator: ", "))"
        }
        for file in files {
            let count = file.text.filter { $0 == "\n" }.count
            if count > maxFileLines { problems.append("\(file.path): \(count) lines; a source file has at most \(maxFileLines)") }
            problems += longFunctions(file.text).map { "\(file.path):\($0.line): \($0.name) is \($0.length) lines; a function has at most \(maxFunctionLines)" }
        }
        return problems
    }

    /// The Swift source without comments and string literals.
    static func stripped(_ text: String) -> String {
        text.replacing(/"""[\s\S]*?"""/, with: "\"\"").replacing(/\/\*[\s\S]*?\*\//, with: "").replacing(/\/\/[^\n]*/, with: "")
            .replacing(/"(?:[^"\\\n]|\\.)*"/, with: "\"\"")
    }

    /// Each pair of folders of one target that name each other, directly or round a longer loop.
    static func cycles(in files: [File]) -> [String] {
        let texts = files.map { ($0, stripped($0.text)) }
        var owners: [String: Set<String>] = [:]
        for (file, text) in texts {
            for match in text.matches(of: /(?m)^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|final|indirect|nonisolated)\s+)*(?:struct|class|enum|protocol|actor|typealias)\s+([A-Z]\w*)/) {
                owners[String(match.output.1), default: []].insert(file.folder)
            }
        }
        var edges: [String: [String: Set<String>]] = [:]
        for (file, text) in texts {
            // Every word that starts with a capital (Swift's word boundaries would not part `TextPosition.of`).
            let names = Set(text.matches(of: /\w+/).map { String($0.output) }.filter { $0.first?.isUppercase == true })
            for name in names {
                for other in owners[name] ?? [] where other != file.folder {
                    edges[file.folder, default: [:]][other, default: []].insert("\((file.path as NSString).lastPathComponent) names \(name)")
                }
            }
        }
        return components(Set(files.map(\.folder)).sorted(), edges).map { component in
            let details = component.flatMap { a in component.compactMap { b in edges[a]?[b].map { "\(a) → \(b) (\($0.sorted()[0]))" } } }
            return "folders \(component.joined(separator: " ⇄ ")) name each other: " + details.joined(separator: "; ")
        }
    }

    /// The strongly connected components of more than one node (Tarjan's algorithm).
    private static func components(_ nodes: [String], _ edges: [String: [String: Set<String>]]) -> [[String]] {
        var (index, low, stack, onStack, found, counter) = ([String: Int](), [String: Int](), [String](), Set<String>(), [[String]](), 0)
        func visit(_ node: String) {
            (index[node], low[node]) = (counter, counter)
            counter += 1
            stack.append(node)
            onStack.insert(node)
            for other in (edges[node] ?? [:]).keys.sorted() {
                if index[other] == nil {
                    visit(other)
                    low[node] = min(low[node]!, low[other]!)
                } else if onStack.contains(other) {
                    low[node] = min(low[node]!, index[other]!)
                }
            }
            guard low[node] == index[node] else { return }
            var component: [String] = []
            while let member = stack.popLast() {
                onStack.remove(member)
                component.append(member)
                if member == node { break }
            }
            if component.count > 1 { found.append(component.sorted()) }
        }
        for node in nodes where index[node] == nil { visit(node) }
        return found
    }

    /// Each function, initializer, subscript or computed property whose body is longer than the limit.
    static func longFunctions(_ text: String) -> [(line: Int, name: String, length: Int)] {
        let lines = stripped(text).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = /^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|static|class|final|override|mutating|nonmutating|nonisolated|convenience|required|@MainActor)\s+)*(func\s+\w+|init[?!]?|deinit|subscript|var\s+\w+(?=\s*:[^=]*\{\s*$))/
        var found: [(Int, String, Int)] = []
        for (number, line) in lines.enumerated() {
            guard let match = line.firstMatch(of: start) else { continue }
            var (depth, opened) = (0, false)
            for offset in number..<lines.count {
                for character in lines[offset] {
                    if character == "{" { (depth, opened) = (depth + 1, true) } else if character == "}" { depth -= 1 }
                }
                if opened, depth <= 0 {
                    if offset - number + 1 > maxFunctionLines { found.append((number + 1, String(match.output.1), offset - number + 1)) }
                    break
                }
                let trimmed = lines[offset].trimmingCharacters(in: .whitespaces)
                if !opened, offset > number, !trimmed.isEmpty, ![")", "_", "->", "where", "throws"].contains(where: trimmed.hasPrefix),
                   !lines[offset].contains("{"), offset - number > 8 { break }
            }
        }
        return found
    }
}
