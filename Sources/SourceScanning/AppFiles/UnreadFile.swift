import SymbolBase

/// A file (or folder) of the app that the audit did not read, or not to its end, and why. Each
/// is a warning, so that no use is passed over in silence, and `audit --strict` fails on them.
package struct UnreadFile: Equatable, Sendable {
    package enum Reason: Equatable, Sendable {
        /// Larger than the audit reads (16 MiB; 1 MiB for a `Package.swift`).
        case tooLarge(limit: Int)
        /// Its name (or a folder's on the way) is not UTF-8.
        case invalidName
        /// A folder nested deeper than the audit goes.
        case tooDeep(limit: Int)
        case unreadable(String)
        /// A FIFO, socket or device with a source's name: never opened.
        case notRegularFile
        /// A symbolic link (or a project's reference) that leads out of the audited folders.
        case outside
        /// The scanner stopped there: the rest of the file is not read.
        case stopped(String)
    }

    /// As given (the audited folder joined with `relativePath`).
    package var path: String
    package var relativePath: String
    package var reason: Reason
    /// Where a scanner stopped.
    package var line: Int?
    package var column: Int?

    package init(path: String, relativePath: String, reason: Reason, line: Int? = nil, column: Int? = nil) {
        (self.path, self.relativePath, self.reason, self.line, self.column) = (path, relativePath, reason, line, column)
    }
}

extension UnreadFile {
    /// Why, in words, with what to do.
    package var explanation: String {
        switch reason {
        case .tooLarge(let limit): "larger than \(limit >> 20) MiB, so it is not read; a source this large is generated: audit what generates it"
        case .invalidName: "its name is not valid UTF-8, so it is not read; rename it"
        case .tooDeep(let limit): "folders nested more than \(limit) deep are not entered; audit the folder that holds the sources"
        case .unreadable(let reason): "cannot be read (\(reason))"
        case .notRegularFile: "is not a regular file (a FIFO, socket or device), so it is never opened"
        case .outside: "is a symbolic link or reference that leads out of the audited folder, so it is not followed"
        case .stopped(let reason): "\(reason): the rest of the file is not read"
        }
    }
}

extension UnreadFile.Reason {
    /// Why a file could not be read.
    package init(_ error: FileSystemError) {
        switch error.reason {
        case .tooLarge(let limit): self = .tooLarge(limit: limit)
        case .notRegularFile, .isDirectory: self = .notRegularFile
        case .invalidName: self = .invalidName
        case .linkOutsideInput: self = .outside
        default: self = .unreadable(error.description)
        }
    }
}
