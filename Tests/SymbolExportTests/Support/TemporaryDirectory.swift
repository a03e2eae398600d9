import Foundation
import Testing

/// A fresh folder under the system temporary directory, removed when the value is released.
final class TemporaryDirectory: @unchecked Sendable {
    let path: String

    init(_ label: String = #function) {
        let name = "symbol-export-tests-\(label.filter { $0.isLetter || $0.isNumber })-\(UUID().uuidString.prefix(8))"
        path = (NSTemporaryDirectory() as NSString).appendingPathComponent(name)
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        // Restore permissions a test may have removed, so the folder can be deleted.
        if let enumerator = FileManager.default.enumerator(atPath: path) {
            for case let relative as String in enumerator {
                chmod((path as NSString).appendingPathComponent(relative), 0o755)
            }
        }
        chmod(path, 0o755)
        try? FileManager.default.removeItem(atPath: path)
    }

    func url(_ relative: String) -> String { (path as NSString).appendingPathComponent(relative) }

    /// Writes `text` to `relative`, creating folders, and returns the full path.
    @discardableResult
    func write(_ relative: String, _ text: String) -> String {
        write(relative, bytes: Array(text.utf8))
    }

    @discardableResult
    func write(_ relative: String, bytes: [UInt8]) -> String {
        let full = url(relative)
        try! FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: full, contents: Data(bytes))
        return full
    }

    /// Copies the project's own sample symbols (`Symbols/`, its manifest included) to `Symbols/`.
    func writeSampleSymbols() throws {
        let root = ((Golden.directory as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        let symbols = (root as NSString).deletingLastPathComponent + "/Symbols"
        for name in try FileManager.default.contentsOfDirectory(atPath: symbols) {
            write("Symbols/\(name)", bytes: Array(try #require(FileManager.default.contents(atPath: symbols + "/" + name))))
        }
    }

    func read(_ relative: String) -> [UInt8]? {
        FileManager.default.contents(atPath: url(relative)).map { Array($0) }
    }

    /// Every file below the folder, relative, sorted; the tool's own dotfiles (lock, state,
    /// temporaries) only when `includingHidden`.
    func files(includingHidden: Bool = false) -> [String] {
        (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? [])
            .filter { includingHidden || !($0 as NSString).lastPathComponent.hasPrefix(".symbol-export") }
            .filter { relative in
                var isDirectory: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: url(relative), isDirectory: &isDirectory)
                return !isDirectory.boolValue
            }
            .sorted()
    }
}
