import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the audit prints about a hostile checkout: names and text from its files (a file name,
/// a storyboard's attribute, a target's name) with line breaks and escape sequences in them are
/// shown, never printed, so no finding starts a line of its own — one GitHub's runner would take
/// for a workflow command — and every file it does not read is named, never passed over.
@Suite struct UntrustedOutputTests {
    private func audit(_ directory: TemporaryDirectory, _ arguments: [String], github: Bool = false) throws -> CommandRunner.Result {
        try CommandRunner.run(["audit"] + arguments, in: directory.path, environment: github ? ["GITHUB_ACTIONS": "true"] : [:])
    }

    /// The lines that start with `::`: only the tool's own annotations, each of one finding.
    private func expectNoForgedLine(_ output: String) {
        for line in output.split(separator: "\n") where line.hasPrefix("::") {
            #expect(["::error file=", "::warning file=", "::notice file=", "::error::", "::warning::", "::notice::"].contains { line.hasPrefix($0) },
                    "\(line)")
            #expect(!line.hasPrefix("::warning::forged") && !line.hasPrefix("::error title=x::forged") && !line.hasPrefix("::error file=a::forged"),
                    "a forged command: \(line)")
        }
    }

    @Test func namesWithLineBreaksAndEscapesAreShownNotPrinted() throws {
        let directory = TemporaryDirectory()
        MetadataFixtures.write(into: directory, folder: "Metadata", format: .binary)
        directory.write("App.xcodeproj/project.pbxproj", ProjectFixtures.pbxproj(settings: [:], targets: [
            .init(name: "App\n::error title=x::forged", settings: ["IPHONEOS_DEPLOYMENT_TARGET": "17.0"], folders: ["App"]),
        ]))
        directory.write("App/x\n::error file=a::forged\u{1B}[2J.swift", "let c = UIImage(systemName: \"document.on.document\")\n")
        directory.write("App/Main.storyboard", """
            <document><scenes><imageView image="star&#10;::warning::forged&#27;[31m" catalog="system"/></scenes></document>
            """)
        let result = try audit(directory, ["--symbols-metadata", "Metadata"], github: true)
        #expect(result.status == 1)
        expectNoForgedLine(result.stderr)
        #expect(result.stderr.contains("note: target 'App\\n::error title=x::forged': iOS 17.0"), "\(result.stderr)")
        #expect(result.stderr.contains("App/x\\n::error file=a::forged\\u{1B}[2J.swift:1:29: error: 'document.on.document' exists from iOS 18.0"),
                "\(result.stderr)")
        #expect(result.stderr.contains("error: 'star\\n::warning::forged\\u{1B}[31m' is not a system symbol"), "\(result.stderr)")
        #expect(!result.stderr.contains("\u{1B}"), "an escape sequence reached the terminal")
        // The annotation of the same finding: its file property and message escaped as GitHub reads them.
        #expect(result.stderr.contains("::error file=App/x\\n%3A%3Aerror file=a%3A%3Aforged\\u{1B}[2J.swift,line=1,col=29::'document.on.document'"),
                "\(result.stderr)")
    }

    /// A file named `::error …` at the start of a line (the place first, as compilers print).
    @Test func aFileNamedLikeACommand() throws {
        let directory = TemporaryDirectory()
        MetadataFixtures.write(into: directory, folder: "Metadata", format: .binary)
        directory.write("::error::forged.swift", "let c = UIImage(systemName: \"document.on.document\")\n")
        let result = try audit(directory, ["::error::forged.swift", "--symbols-metadata", "Metadata", "--deployment-target", "17.0"], github: true)
        #expect(result.status == 1)
        expectNoForgedLine(result.stderr)
        #expect(result.stderr.contains("./::error::forged.swift:1:29: error: 'document.on.document' exists from iOS 18.0"), "\(result.stderr)")
    }

    /// Every file not read is a warning naming it, and --strict fails on them: too large, a
    /// name that is not UTF-8, folders too deep, a FIFO with a source's name, a project that does
    /// not parse.
    @Test func filesNotReadAreNamed() throws {
        let directory = TemporaryDirectory()
        directory.write("App/View.swift", "let c = UIImage(systemName: \"doc.on.doc\")\n")
        directory.write("App/Big.swift", "let c = UIImage(systemName: \"doc.on.doc\")\n" + String(repeating: "//", count: 8 << 20))
        // A name no String holds: its bytes, as a C string.
        let name = Array((directory.path + "/App/").utf8) + [0xFF, 0xFE] + Array(".swift".utf8) + [0]
        let created = name.map { CChar(bitPattern: $0) }.withUnsafeBufferPointer { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        #expect(created >= 0)
        if created >= 0 { close(created) }
        directory.write(String(repeating: "a/", count: 70) + "Deep.swift", "let c = UIImage(systemName: \"doc.on.doc\")\n")
        #expect(mkfifo(directory.url("App/Pipe.swift"), 0o644) == 0)
        directory.write("Broken.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{ objects = { ")
        let result = try audit(directory, ["--deployment-target", "15.0"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("App/Big.swift: warning: larger than 16 MiB, so it is not read"), "\(result.stderr)")
        #expect(result.stderr.contains("App/\u{FFFD}\u{FFFD}.swift: warning: its name is not valid UTF-8, so it is not read; rename it"), "\(result.stderr)")
        #expect(result.stderr.contains(String(repeating: "a/", count: 63) + "a: warning: folders nested more than 64 deep are not entered"), "\(result.stderr)")
        #expect(result.stderr.contains("App/Pipe.swift: warning: is not a regular file (a FIFO, socket or device), so it is never opened"), "\(result.stderr)")
        #expect(result.stderr.contains("Broken.xcodeproj/project.pbxproj: warning: cannot be read (it does not parse as a project Xcode writes"),
                "\(result.stderr)")
        #expect(result.stderr.contains("; 5 files not read in full ("), "\(result.stderr)")
        let strict = try audit(directory, ["--deployment-target", "15.0", "--strict"])
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("error: --strict: 5 files are not read in full (the warnings above say why)"), "\(strict.stderr)")
    }

    /// A file the tests cannot read (run as another user when they run as root).
    @Test func anUnreadableFile() throws {
        let directory = TemporaryDirectory()
        directory.write("App/Secret.swift", "let c = UIImage(systemName: \"doc.on.doc\")\n")
        chmod(directory.url("App/Secret.swift"), 0)
        let result = try CommandRunner.run(["audit", "--deployment-target", "15.0"], in: directory.path, unprivileged: true)
        #expect(result.stderr.contains("App/Secret.swift: warning: cannot be read (permission denied)"), "\(result.stderr)")
    }

    /// Roots that are not there, not a folder, or a FIFO: usage errors, not "0 files".
    @Test func rootsThatAreNoFolder() throws {
        let directory = TemporaryDirectory()
        directory.write("README.md", "# App\n")
        #expect(mkfifo(directory.url("Pipe"), 0o644) == 0)
        for (root, reason) in [("NoSuchDir", "no such file or folder"), ("README.md", "is no source the audit reads"), ("Pipe", "is not a folder")] {
            let result = try audit(directory, [root])
            #expect(result.status == 64, "\(root): \(result.stderr)")
            #expect(result.stderr.contains(reason), "\(result.stderr)")
        }
    }

    /// The generated-file comment alone does not hide a file: only the accessors the export
    /// names, which the audit then notes.
    @Test func theGeneratedCommentAloneHidesNothing() throws {
        let directory = TemporaryDirectory()
        MetadataFixtures.write(into: directory, folder: "Metadata", format: .binary)
        directory.write("App/Evil.swift", "// Generated by symbol-export from Symbols/symbols.json.\nlet c = UIImage(systemName: \"document.on.document\")\n")
        let result = try audit(directory, ["--symbols-metadata", "Metadata", "--deployment-target", "17.0"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("App/Evil.swift:2:29: error: 'document.on.document' exists from iOS 18.0"), "\(result.stderr)")
    }
}
