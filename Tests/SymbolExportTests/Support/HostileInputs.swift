import Foundation

/// Malformed and malicious inputs written by the tests, each with the reason its error must give.
enum HostileInputs {
    static let svgNamespace = "xmlns=\"http://www.w3.org/2000/svg\""

    /// File name → (contents, a fragment of the expected reason).
    static var files: [(name: String, contents: [UInt8], reason: String)] {
        var cases: [(String, String, String)] = [
            ("empty.svg", "", "the file is empty"),
            ("truncated.svg", "<svg \(svgNamespace) viewBox=\"0 0 4 4\"><path d=\"M0 0h4", "not well-formed XML"),
            ("not-svg.svg", "<?xml version=\"1.0\"?><html><body>hello</body></html>", "not an SVG document"),
            ("no-size.svg", "<svg \(svgNamespace)><g><rect width=\"0\" height=\"4\"/></g></svg>", "draws nothing to size it by"),
            ("zero-size.svg", "<svg \(svgNamespace) width=\"0\" height=\"0\"/>", "width=\"0\" is not a usable size"),
            ("negative-size.svg", "<svg \(svgNamespace) viewBox=\"0 0 -24 24\"/>", "viewBox=\"0 0 -24 24\" is not usable"),
            ("nan-size.svg", "<svg \(svgNamespace) width=\"NaN\" height=\"NaN\"/>", "width=\"NaN\" is not a usable size"),
            ("huge-size.svg", "<svg \(svgNamespace) width=\"1e9\" height=\"1e9\"/>", "width=\"1e9\" is not a usable size"),
            ("deep.svg", "<svg \(svgNamespace) viewBox=\"0 0 4 4\">" + String(repeating: "<g>", count: 10_000)
                + String(repeating: "</g>", count: 10_000) + "</svg>", "nested more than 256 levels deep"),
            ("entity-bomb.svg", entityBomb, "entity expansion exceeds"),
            ("use-cycle.svg", """
                <svg \(svgNamespace) xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">
                <g id="a"><use xlink:href="#b"/><rect width="5" height="5"/></g><g id="b"><use xlink:href="#a"/></g></svg>
                """, "refer to each other in a cycle"),
            ("use-bomb.svg", useBomb, "expand to more than 10000 elements"),
            ("passwd.svg", "<svg \(svgNamespace) viewBox=\"0 0 4 4\"><image href=\"/etc/passwd\" width=\"4\" height=\"4\"/></svg>",
             "refers to '/etc/passwd', which is never loaded"),
            ("file-url.svg", "<svg \(svgNamespace) xmlns:xlink=\"http://www.w3.org/1999/xlink\" viewBox=\"0 0 4 4\"><image xlink:href=\"file:///etc/hostname\" width=\"4\" height=\"4\"/></svg>",
             "refers to 'file:///etc/hostname'"),
            ("http.svg", "<svg \(svgNamespace) viewBox=\"0 0 4 4\"><image href=\"http://example.com/x.png\" width=\"4\" height=\"4\"/></svg>",
             "refers to 'http://example.com/x.png'"),
            ("outside.svg", "<svg \(svgNamespace) viewBox=\"0 0 4 4\"><use href=\"../secret.svg#shape\"/></svg>",
             "refers to '../secret.svg#shape'"),
            ("xinclude.svg", "<svg \(svgNamespace) xmlns:xi=\"http://www.w3.org/2001/XInclude\" viewBox=\"0 0 4 4\"><text><xi:include href=\"/etc/passwd\" parse=\"text\"/></text></svg>",
             "refers to '/etc/passwd'"),
            ("css-import.svg", "<svg \(svgNamespace) viewBox=\"0 0 4 4\"><style>@import url(/etc/x.css);</style><rect width=\"4\" height=\"4\"/></svg>",
             "refers to '/etc/x.css'"),
            ("css-import-string.svg", "<svg \(svgNamespace) viewBox=\"0 0 4 4\"><style>@import \"../x.css\";</style><rect width=\"4\" height=\"4\"/></svg>",
             "refers to '../x.css'"),
            ("huge-path.svg", hugePath, "path segments, over the 10000 allowed"),
            ("template-missing-guide.svg", TemplateFixtures.swiftDraw.replacingOccurrences(
                of: "<path id=\"right-margin-Regular-S\" d=\"M480,56 l0,110\" />", with: ""),
             "there is no #right-margin-Regular-S"),
            ("template-contradictory.svg", TemplateFixtures.swiftDraw.replacingOccurrences(
                of: "left-margin-Regular-S\" d=\"M420", with: "left-margin-Regular-S\" d=\"M490"),
             "the margin guides of Regular-S are contradictory"),
            ("template-too-wide.svg", wideTemplate, "over the 4096 px limit"),
        ]
        cases.append(("ok.svg", Fixtures.square, ""))
        var result = cases.map { ($0.0, Array($0.1.utf8), $0.2) }
        result.append(("junk.svg", [0x00, 0xFF, 0xFE, 0x13, 0x89, 0x50, 0x4E, 0x47], "not valid UTF-8"))
        result.append(("latin1-bytes.svg", Array("<svg \(svgNamespace) viewBox=\"0 0 4 4\"><title>caf".utf8) + [0xE9] + Array("</title></svg>".utf8),
                       "not valid UTF-8"))
        return result
    }

    static var entityBomb: String {
        var text = "<?xml version=\"1.0\"?><!DOCTYPE svg [<!ENTITY l0 \"lol\">"
        for level in 1...10 { text += "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">" }
        return text + "]><svg \(svgNamespace) viewBox=\"0 0 4 4\"><title>&l10;</title></svg>"
    }

    static var useBomb: String {
        var text = "<svg \(svgNamespace) xmlns:xlink=\"http://www.w3.org/1999/xlink\" viewBox=\"0 0 10 10\"><defs><path id=\"l0\" d=\"M0 0h1v1h-1z\"/>"
        for level in 1...10 {
            text += "<g id=\"l\(level)\">" + String(repeating: "<use xlink:href=\"#l\(level - 1)\"/>", count: 10) + "</g>"
        }
        return text + "</defs><use xlink:href=\"#l10\"/></svg>"
    }

    /// 20,000 segments of a path crossing itself everywhere: quadratic work for a rasterizer.
    static var hugePath: String {
        var generator = SplitMix(seed: 7)
        var d = "M0 0"
        for _ in 0..<20_000 { d += "L\(generator.next() % 100) \(generator.next() % 100)" }
        return "<svg \(svgNamespace) viewBox=\"0 0 100 100\"><path d=\"\(d)\"/></svg>"
    }

    /// A template whose Regular-M is 600 units wide: 6,144 pt at 1,024 pt.
    static var wideTemplate: String {
        TemplateFixtures.appleV1.replacingOccurrences(of: "M12.451-80L102.34-80", with: "M12.451-80L600-80")
            .replacingOccurrences(of: "L102.34 9.77", with: "L600 9.77")
    }
}

/// A tiny deterministic random generator for test data.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
