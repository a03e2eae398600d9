import Foundation
import Testing

/// A catalog that cannot take what an export writes (a full disk, read-only folders): the first
/// asset stopped is named with the file it was writing (never a temporary name), the others of
/// the same cause counted in one line with the first few names, the summary ends the run, the
/// exit status is 1, nothing written before is lost, and the next run completes the rest.
@Suite struct WriteFaultTests {
    private func project(_ count: Int) -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        for index in 1...count { directory.write("Symbols/s\(String(format: "%02d", index)).svg", TemplateFixtures.appleV1) }
        return directory
    }

    @Test func aDiskThatFillsMidRunIsOneErrorPerCauseAndTheNextRunCompletes() throws {
        let directory = project(12)
        // Nine files are written (the catalog's Contents.json, two assets' PNGs and Contents.json), then the disk is full.
        let full = try CommandRunner.run(["export", "Symbols", "-j", "1"], in: directory.path, environment: ["SYMBOL_EXPORT_WRITE_FAULT": "enospc-after:9"])
        #expect(full.status == 1)
        let lines = full.stderr.split(separator: "\n").map(String.init)
        let errors = lines.filter { $0.hasPrefix("error: ") }
        #expect(errors.count == 2, "\(full.stderr)")
        #expect(!full.stderr.contains(".symbol-export-tmp"), "a temporary name: \(full.stderr)")
        // Which asset the disk stops first depends on the threads; the wording does not.
        let first = try #require(errors.first?.wholeMatch(of: /error: Output\/Assets\.xcassets\/(s[0-9]+)\.imageset\/[^:]+: no space left on device: the asset '(s[0-9]+)' \(from Symbols\/(s[0-9]+)\.svg\) is not written; what was there stays/),
                                "\(full.stderr)")
        #expect(first.1 == first.2 && first.2 == first.3)
        let summary = try #require(lines.last?.firstMatch(of: /^exported ([0-9]+), unchanged 0, failed ([0-9]+), pruned nothing/), "\(full.stderr)")
        let (exported, failed) = (Int(summary.1)!, Int(summary.2)!)
        #expect(exported + failed == 12 && exported >= 1 && failed >= 2, "\(full.stderr)")
        #expect(errors.last?.hasPrefix("error: Output/Assets.xcassets: \(failed - 1) more assets not written for the same cause (no space left on device): '") == true,
                "\(full.stderr)")
        #expect(errors.last?.hasSuffix("…; nor the catalog's record of this run, so the next export checks what it wrote again; "
            + "free space and export again: what was written is kept, and the next run completes the rest") == true, "\(full.stderr)")
        // What was written is whole; the next run, with space, writes the rest and nothing twice.
        #expect(CatalogValidator.problems(in: directory.url("Output/Assets.xcassets")) == [])
        let kept = directory.files().filter { $0.hasSuffix(".png") }.reduce(into: [String: [UInt8]]()) { $0[$1] = directory.read($1) }
        let next = try CommandRunner.run(["export", "Symbols"], in: directory.path)
        #expect(next.status == 0, "\(next.stderr)")
        #expect(next.stderr.contains("exported \(failed), unchanged \(exported), failed 0"), "\(next.stderr)")
        for (path, bytes) in kept { #expect(directory.read(path) == bytes, "\(path)") }
        #expect(try CommandRunner.run(["export", "Symbols", "--check"], in: directory.path).status == 0)
    }

    @Test func readOnlyAssetFoldersAreOneErrorAndNothingIsLost() throws {
        let directory = project(6)
        chmod(directory.path, 0o777)  // the binary runs as an unprivileged user, whom permissions bind
        #expect(try CommandRunner.run(["export", "Symbols"], in: directory.path, unprivileged: true).status == 0)
        let before = try #require(directory.read("Output/Assets.xcassets/s01.imageset/s01@3x.png"))
        // Another drawing for each, and every asset folder read-only (the catalog itself writable).
        for index in 1...6 { directory.write("Symbols/s0\(index).svg", TemplateFixtures.variableV3) }
        let folders = (1...6).map { directory.url("Output/Assets.xcassets/s0\($0).imageset") }
        for folder in folders { chmod(folder, 0o555) }
        let result = try CommandRunner.run(["export", "Symbols"], in: directory.path, unprivileged: true)
        for folder in folders { chmod(folder, 0o755) }
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("error: ") }.count == 2, "\(result.stderr)")
        #expect(lines.first?.wholeMatch(of: /error: Output\/Assets\.xcassets\/s0[1-6]\.imageset[^:]*: permission denied: the asset 's0[1-6]' \(from Symbols\/s0[1-6]\.svg\) is not written; what was there stays/) != nil,
                "\(result.stderr)")
        #expect(result.stderr.contains("error: Output/Assets.xcassets: 5 more assets not written for the same cause (permission denied): 's0"), "\(result.stderr)")
        #expect(result.stderr.contains("; make it writable and export again: what was written is kept"), "\(result.stderr)")
        #expect(lines.last?.hasPrefix("exported 0, unchanged 0, failed 6") == true, "\(result.stderr)")
        #expect(directory.read("Output/Assets.xcassets/s01.imageset/s01@3x.png") == before)
        #expect(try CommandRunner.run(["export", "Symbols"], in: directory.path, unprivileged: true).status == 0)
        #expect(directory.read("Output/Assets.xcassets/s01.imageset/s01@3x.png") != before)
    }
}
