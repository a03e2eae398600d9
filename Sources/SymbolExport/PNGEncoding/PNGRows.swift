/// Rows laid out for one PNG colour type and bit depth, plus its palette: the input libpng takes.
struct PNGRows {
    enum ColorType: Int32 {
        case gray = 0
        case rgb = 2
        case palette = 3
        case grayAlpha = 4
        case rgba = 6
    }

    var width: Int
    var height: Int
    var colorType: ColorType
    var bitDepth: Int
    var stride: Int
    var bytes: [UInt8]
    var palette: [UInt8] = []   // RGB triples
    var transparency: [UInt8] = []  // alpha per palette entry
}

/// Filter and zlib choices for one encode.
struct DeflateSettings: Equatable {
    /// libpng filter masks.
    static let filterNone: Int32 = 0x08
    static let filterSub: Int32 = 0x10
    static let filterUp: Int32 = 0x20
    static let filterAverage: Int32 = 0x40
    static let filterPaeth: Int32 = 0x80
    static let filterAll: Int32 = 0xF8

    /// zlib strategies.
    static let strategyDefault: Int32 = 0
    static let strategyFiltered: Int32 = 1
    static let strategyRLE: Int32 = 3

    var filters: Int32
    var level: Int32
    var strategy: Int32
    var memoryLevel: Int32 = 9
    var windowBits: Int32 = 15
}
