import Testing
@testable import SymbolBase
@testable import SymbolCatalog
@testable import SymbolExport
@testable import SymbolGenerators
@testable import SymbolReading
@testable import SymbolRendering

/// PNG encoding: the colour type chosen, exact round trips, determinism, SHA-256.
@Suite struct PNGEncoderTests {
    /// An image whose pixel (x, y) is `colour(x, y)`.
    private func image(width: Int = 12, height: Int = 10, _ colour: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> RasterImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b, a) = colour(x, y)
                pixels += [r, g, b, a]
            }
        }
        return RasterImage(width: width, height: height, layout: .rgba, pixels: pixels)
    }

    private func roundTrip(_ image: RasterImage, compression: PNGEncoder.Compression = .standard) throws -> (PNGDecoder.Header, RasterImage) {
        let bytes = try PNGEncoder().encode(image, compression: compression)
        return (try PNGDecoder.header(bytes), try PNGDecoder.decode(bytes))
    }

    @Test func templateImagesAreGrayAlphaAndRoundTrip() throws {
        let alpha = (0..<(20 * 16)).map { UInt8(truncatingIfNeeded: $0 * 7) }
        let template = RasterImage(width: 20, height: 16, layout: .alpha, pixels: alpha)
        let (header, decoded) = try roundTrip(template)
        #expect(header.colorType == 4 && header.bitDepth == 8)
        let decodedAlpha: [UInt8] = (0..<(20 * 16)).map { decoded.pixels[4 * $0 + 3] }
        let decodedGray: [UInt8] = (0..<(20 * 16)).map { decoded.pixels[4 * $0] }
        #expect(decodedAlpha == alpha)
        #expect(decodedGray.allSatisfy { $0 == 0 })
    }

    @Test(arguments: [
        ("opaque gray", 0),
        ("gray with alpha", 4),
        ("opaque colour, many colours", 2),
        ("colour with alpha, many colours", 6),
        ("two colours", 3),
    ])
    func originalImagesUseTheSmallestColourTypeAndRoundTripExactly(label: String, expectedType: Int) throws {
        let source: RasterImage
        switch label {
        case "opaque gray":
            source = image { x, y in let v = UInt8(x * 20 + y); return (v, v, v, 255) }
        case "gray with alpha":
            source = image { x, y in let v = UInt8(x * 20 + y); return (v, v, v, UInt8(y * 25)) }
        case "opaque colour, many colours":
            source = image { x, y in (UInt8(x * 21), UInt8(y * 25), UInt8(x * y), 255) }
        case "colour with alpha, many colours":
            source = image { x, y in (UInt8(x * 21), UInt8(y * 25), UInt8(x * y), UInt8(x * 20 + y)) }
        default:
            // Large enough for the palette's fixed cost to pay off: a red and transparent checkerboard.
            source = image(width: 64, height: 64) { x, y in (x / 3 + y / 5) % 2 == 0 ? (255, 0, 0, 255) : (0, 0, 0, 0) }
        }
        let (header, decoded) = try roundTrip(source)
        #expect(header.colorType == expectedType, "\(label)")
        #expect(decoded.pixels == source.pixels, "\(label)")
        if label == "two colours" { #expect(header.bitDepth == 1) }
    }

    @Test func maximumCompressionIsNeverLargerAndDecodesTheSame() throws {
        let template = RasterImage(width: 48, height: 48, layout: .alpha,
                                   pixels: (0..<(48 * 48)).map { ($0 / 48 + $0 % 48) % 11 == 0 ? 255 : 0 })
        let standard = try PNGEncoder().encode(template, compression: .standard)
        let maximum = try PNGEncoder().encode(template, compression: .maximum)
        #expect(maximum.count <= standard.count)
        #expect(try PNGDecoder.decode(maximum) == PNGDecoder.decode(standard))
    }

    @Test func encodingIsDeterministicAcrossEncoders() throws {
        let template = RasterImage(width: 30, height: 7, layout: .alpha, pixels: (0..<210).map { UInt8($0) })
        let encoder = PNGEncoder()
        let first = try encoder.encode(template)
        _ = try encoder.encode(RasterImage(width: 90, height: 90, layout: .alpha, pixels: Array(repeating: 9, count: 8100)))
        #expect(try encoder.encode(template) == first)
        #expect(try PNGEncoder().encode(template) == first)
    }

    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        (String(repeating: "a", count: 1000), "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3"),
    ])
    func sha256MatchesTheStandardVectors(text: String, digest: String) {
        #expect(SHA256.hex(Array(text.utf8)) == digest)
    }
}
