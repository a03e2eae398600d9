import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The audit on a checkout crafted as a hostile pull request would craft it: Apple's tables
/// made a bomb, links and references that lead out of it, a manifest that points out of it, a
/// catalog that loops, a FIFO where a file should be. Each finishes within the time limit and
/// 300 MB, reads nothing outside, writes nothing outside or through a link, and says what it
/// refused.
@Suite struct UntrustedTreeTests {
    private func audit(_ directory: TemporaryDirectory, _ arguments: [String] = []) throws -> MeasuredRun.Result {
        let result = try MeasuredRun.run(["audit"] + arguments, in: directory.path)
        #expect(!result.timedOut, "killed at the time limit")
        #expect(result.peakMemory < UntrustedSourceTests.memoryLimit, "peak memory \(result.peakMemory >> 20) MiB")
        return result
    }

    /// Apple's tables in binary form (doc.on.doc from 2019, document.on.document from 2024), and
    /// under a key they never read, an array that holds the one below it ten times, 30 deep:
    /// 10^30 values to a reader that copies what is shared.
    private func tables(bomb: Bool, cycle: Bool = false) -> [UInt8] {
        var plist = BinaryPlistWriter()
        func string(_ text: String) -> Int { plist.add(.string(text)) }
        let symbols = plist.add(.dictionary(keys: [string("doc.on.doc"), string("document.on.document")], values: [string("2019"), string("2024")]))
        let row2019 = plist.add(.dictionary(keys: [string("iOS")], values: [string("13.0")]))
        let row2024 = plist.add(.dictionary(keys: [string("iOS")], values: [string("18.0")]))
        let releases = plist.add(.dictionary(keys: [string("2019"), string("2024")], values: [row2019, row2024]))
        var keys = [string("symbols"), string("year_to_release")], values = [symbols, releases]
        if bomb {
            var level = string("boom")
            for _ in 0..<30 { level = plist.add(.array(Array(repeating: level, count: 10))) }
            keys.append(string("bomb"))
            values.append(level)
        }
        if cycle {
            let loop = plist.reserve()
            plist.set(loop, .dictionary(keys: [string("again")], values: [loop]))
            keys.append(string("loop"))
            values.append(loop)
        }
        let top = plist.add(.dictionary(keys: keys, values: values))
        return plist.bytes(top: top)
    }

    @Test func aPropertyListBombIsReadOnceAndACycleRefused() throws {
        let directory = TemporaryDirectory()
        directory.write("App/View.swift", "let copy = UIImage(systemName: \"document.on.document\")\n")
        directory.write("Metadata/name_availability.plist", bytes: tables(bomb: true))
        let result = try audit(directory, ["--symbols-metadata", "Metadata", "--deployment-target", "17.0"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("App/View.swift:1:32: error: 'document.on.document' exists from iOS 18.0; the app deploys to iOS 17.0"),
                "\(result.stderr)")
        directory.write("Metadata/name_availability.plist", bytes: tables(bomb: false, cycle: true))
        let cycle = try audit(directory, ["--symbols-metadata", "Metadata", "--deployment-target", "17.0"])
        #expect(cycle.status == 1)
        #expect(cycle.stderr.contains("Metadata/name_availability.plist: error: is not one of Apple's symbol tables"), "\(cycle.stderr)")
    }

    /// A catalog whose groups link back to it (an exponential walk when followed), and an
    /// imageset whose Contents.json is a FIFO nobody writes to (a read that never returns).
    @Test func aCatalogThatLoopsAndAFIFO() throws {
        let directory = TemporaryDirectory()
        directory.write("App/View.swift", "let a = UIImage(named: \"logo\")\n")
        directory.write("App/Assets.xcassets/Contents.json", "{ \"info\" : { \"author\" : \"xcode\", \"version\" : 1 } }\n")
        for name in ["Again", "Twice"] { symlink(".", directory.url("App/Assets.xcassets/\(name)")) }
        try FileManager.default.createDirectory(atPath: directory.url("App/Assets.xcassets/logo.imageset"), withIntermediateDirectories: true)
        #expect(mkfifo(directory.url("App/Assets.xcassets/logo.imageset/Contents.json"), 0o644) == 0)
        try FileManager.default.createDirectory(atPath: directory.url("App/Assets.xcassets/badge.symbolset"), withIntermediateDirectories: true)
        directory.write("App/Assets.xcassets/badge.symbolset/Contents.json",
                        "{ \"symbols\" : [ { \"filename\" : \"../../../../outside.svg\", \"idiom\" : \"universal\" } ] }\n")
        let result = try audit(directory, ["--deployment-target", "17.0"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("audit: 1 file, 0 uses of 0 symbols;"), "\(result.stderr)")
    }

    /// Links and references that lead out of the audited folder are refused and named; the
    /// `.xcconfig` out there sets no deployment target.
    @Test func linksAndReferencesOutOfTheFolder() throws {
        let outside = TemporaryDirectory()
        outside.write("Evil.swift", "let e = UIImage(systemName: \"document.on.document\")\n")
        outside.write("Evil.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 12.0\n")
        let directory = TemporaryDirectory()
        directory.write("App.xcodeproj/project.pbxproj", ProjectFixtures.pbxproj(settings: [:], targets: [
            .init(name: "App", folders: ["App"], configuration: outside.url("Evil.xcconfig")),
        ]))
        directory.write("App/View.swift", "let copy = UIImage(systemName: \"doc.on.doc\")\n")
        symlink(outside.url("Evil.swift"), directory.url("App/Linked.swift"))
        symlink(outside.path, directory.url("App/Elsewhere"))
        let result = try audit(directory)
        #expect(result.stderr.contains("App/Elsewhere: warning: is a symbolic link or reference that leads out of the audited folder, so it is not followed"),
                "\(result.stderr)")
        #expect(result.stderr.contains("App/Linked.swift: warning: is a symbolic link or reference that leads out"), "\(result.stderr)")
        #expect(result.stderr.contains("Evil.xcconfig: warning: is a symbolic link or reference that leads out"), "\(result.stderr)")
        #expect(!result.stderr.contains("12.0") && !result.stderr.contains("document.on.document"), "\(result.stderr)")
        #expect(result.stderr.contains("; 3 files not read in full ("), "\(result.stderr)")
        let strict = try audit(directory, ["--strict"])
        #expect(strict.status == 1)
    }

    /// A manifest in the checkout that points its tables, catalog or sources out of it.
    @Test func aManifestThatPointsOut() throws {
        let directory = TemporaryDirectory()
        directory.write("App/View.swift", "let copy = UIImage(systemName: \"doc.on.doc\")\n")
        for (key, value, shown, column) in [("symbols-metadata", "/etc", "/etc", 23), ("catalog", "../../../Elsewhere.xcassets", "../../Elsewhere.xcassets", 14)] {
            directory.write("Symbols/symbols.json", "{ \"\(key)\": \"\(value)\", \"symbols\": [] }\n")
            let result = try audit(directory)
            #expect(result.status == 1)
            #expect(result.stderr.hasPrefix("Symbols/symbols.json:1:\(column): error: '\(key)' names \(shown), out of the folders audited"), "\(result.stderr)")
        }
        directory.write("Symbols/symbols.json", "{ \"symbols\": [\"../../../../etc/passwd.svg\"] }\n")
        let source = try audit(directory)
        #expect(source.status == 1 && source.stderr.contains("error: 'symbols[0]' names ../../../../etc/passwd.svg, out of the folders audited"),
                "\(source.stderr)")
        // Named on the command line, the tables may be anywhere.
        MetadataFixtures.write(into: directory, folder: "Metadata")
        directory.write("Symbols/symbols.json", "{ \"symbols-metadata\": \"/etc\", \"symbols\": [] }\n")
        #expect(try audit(directory, ["--symbols-metadata", directory.url("Metadata"), "--deployment-target", "17.0"]).status == 0)
    }

    /// `--write-manifest` writes through no link, outside nothing, and leaves a read-only
    /// manifest as it is.
    @Test func writeManifestThroughALinkOrOnAReadOnlyFile() throws {
        let outside = TemporaryDirectory()
        let directory = TemporaryDirectory()
        directory.write("App/View.swift", "let copy = UIImage(systemName: \"document.on.document\")\n")
        MetadataFixtures.write(into: directory, folder: "Metadata")
        let arguments = ["--write-manifest", "--symbols-metadata", "Metadata", "--deployment-target", "17.0"]
        symlink(outside.path, directory.url("Symbols"))
        let linkedFolder = try audit(directory, arguments)
        #expect(linkedFolder.stderr.contains("Symbols/symbols.json: error: is out of the folders audited (a link on the way leads out)"), "\(linkedFolder.stderr)")
        #expect(outside.files().isEmpty)
        unlink(directory.url("Symbols"))
        try FileManager.default.createDirectory(atPath: directory.url("Symbols"), withIntermediateDirectories: true)
        outside.write("symbols.json", "{ \"symbols\": [] }\n")
        symlink(outside.url("symbols.json"), directory.url("Symbols/symbols.json"))
        let linkedFile = try audit(directory, arguments)
        #expect(linkedFile.stderr.contains("Symbols/symbols.json: error: is a symbolic link, and --write-manifest writes through none"), "\(linkedFile.stderr)")
        #expect(FileSystemProbe.isLink(directory.url("Symbols/symbols.json")) && outside.read("symbols.json") == Array("{ \"symbols\": [] }\n".utf8))
        unlink(directory.url("Symbols/symbols.json"))
        directory.write("Symbols/symbols.json", "{ \"symbols\": [] }\n")
        chmod(directory.url("Symbols/symbols.json"), 0o444)
        let readOnly = try audit(directory, arguments)
        #expect(readOnly.status == 1)
        #expect(readOnly.stderr.contains("Symbols/symbols.json: error: is read-only, and --write-manifest leaves it so"), "\(readOnly.stderr)")
        #expect(directory.read("Symbols/symbols.json") == Array("{ \"symbols\": [] }\n".utf8))
        #expect(FileSystemProbe.mode(directory.url("Symbols/symbols.json")) == 0o444)
        // A folder named as the manifest is said to be one.
        let folder = try audit(directory, arguments + ["--manifest", "Symbols"])
        #expect(folder.stderr.contains("Symbols: error: is a folder, not a manifest; name the manifest file, such as Symbols/symbols.json"),
                "\(folder.stderr)")
    }
}

/// What the tests ask of a path without following it.
enum FileSystemProbe {
    static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    static func mode(_ path: String) -> UInt32 {
        var info = stat()
        return stat(path, &info) == 0 ? UInt32(info.st_mode) & 0o777 : 0
    }
}
