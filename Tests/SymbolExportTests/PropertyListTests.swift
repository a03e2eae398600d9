import Foundation
import Testing
@testable import SymbolBase
@testable import SourceScanning

/// The project's own property-list reader (Apple's tables) in each encoding, and its limits;
/// and `BranchStack`, the scanners' stack that an `#if` branch restores, against a copy per
/// directive on random programs.
@Suite struct PropertyListTests {
    private static var list: [String: Any] { ["symbols": ["doc.on.doc": "2019", "é.ü": "2024"], "year_to_release": ["2019": ["iOS": "13.0"]],
                                              "count": 3, "flag": true, "list": ["a", ["b"]]] }

    @Test(arguments: MetadataFixtures.Format.allCases)
    func readsEveryEncoding(_ format: MetadataFixtures.Format) throws {
        let value = try #require(PropertyList.parse(MetadataFixtures.encoded(Self.list, format, topLevelBraces: true)))
        #expect(value["symbols"]?.stringDictionary == ["doc.on.doc": "2019", "é.ü": "2024"])
        #expect(value["year_to_release"]?["2019"]?["iOS"]?.string == "13.0")
        // (The tests' OpenStep writer writes no arrays.)
        if format == .binary || format == .xml { #expect(value["list"] == .array([.string("a"), .array([.string("b")])])) }
    }

    @Test func aStringsFileWithoutBraces() throws {
        let text = "/* a comment */\n\"doc.on.doc\" = \"document.on.document\";\n// another\n\"a\\\"b\" = \"c\\u00e9\";\n"
        let value = try #require(PropertyList.parse(Array(text.utf8)))
        #expect(value.stringDictionary == ["doc.on.doc": "document.on.document", "a\"b": "cé"])
    }

    @Test func nestingPastTheLimitIsNoList() throws {
        let deep = String(repeating: "<array>", count: 40) + String(repeating: "</array>", count: 40)
        #expect(PropertyList.parse(Array("<plist>\(deep)</plist>".utf8)) == nil)
        #expect(PropertyList.parse(Array((String(repeating: "(", count: 40) + String(repeating: ")", count: 40)).utf8)) == nil)
        let shallow = String(repeating: "<array>", count: 20) + String(repeating: "</array>", count: 20)
        #expect(PropertyList.parse(Array("<plist>\(shallow)</plist>".utf8)) != nil)
    }

    /// A document type's entities are never expanded: a reference to one is no list.
    @Test func xmlEntitiesBeyondThePredefinedAreRefused() throws {
        let bomb = "<?xml version=\"1.0\"?><!DOCTYPE plist [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;\">]><plist><string>&b;</string></plist>"
        #expect(PropertyList.parse(Array(bomb.utf8)) == nil)
        let fine = "<plist><dict><key>a&amp;b</key><string>&#x41;&lt;</string></dict></plist>"
        #expect(PropertyList.parse(Array(fine.utf8))?["a&b"]?.string == "A<")
    }

    @Test func aBinaryObjectSharedAQuintillionWaysIsDecodedOnce() throws {
        var plist = BinaryPlistWriter()
        var level = plist.add(.string("x"))
        for _ in 0..<30 { level = plist.add(.array([level, level, level, level])) }
        let top = plist.add(.dictionary(keys: [plist.add(.string("k"))], values: [level]))
        let value = try #require(PropertyList.parse(plist.bytes(top: top)))
        #expect(value["k"] != nil)
        var cyclic = BinaryPlistWriter()
        let loop = cyclic.reserve()
        cyclic.set(loop, .array([loop]))
        #expect(PropertyList.parse(cyclic.bytes(top: loop)) == nil)
        // A reference out of the table, and a count past the file's end.
        var broken = BinaryPlistWriter()
        let out = broken.add(.array([7]))
        #expect(PropertyList.parse(broken.bytes(top: out)) == nil)
    }

    /// Random pushes, pops, in-place changes of the top and nested `#if` blocks, the stack's
    /// restore checked against a copy taken at each `#if`.
    @Test func branchStackRestoresAsACopyWould() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            var stack = BranchStack<Int>((0..<Int.random(in: 0...5, using: &generator)).map { $0 })
            var copies: [[Int]] = []
            for _ in 0..<300 {
                switch Int.random(in: 0..<7, using: &generator) {
                case 0, 1: stack.push(Int.random(in: 0...1000, using: &generator))
                case 2: if !stack.isEmpty { stack.pop() }
                case 3: if !stack.isEmpty { stack.top += 1 }
                case 4 where copies.count < 8:
                    stack.mark()
                    copies.append(stack.elements)
                case 5 where !copies.isEmpty:
                    stack.restore()
                    #expect(stack.elements == copies[copies.count - 1])
                case 6 where !copies.isEmpty:
                    stack.unmark()
                    copies.removeLast()
                default: break
                }
            }
        }
    }
}
