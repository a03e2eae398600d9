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

/// Filter and deflate choices for one encode.
struct DeflateSettings: Equatable {
    enum Filtering: Int32 {
        /// Filter type None on every row.
        case none = 0
        /// Per row, the filter with the least sum of absolute differences.
        case adaptive = 1
    }

    /// libdeflate level for the image data.
    var level: Int32
    var filtering: Filtering = .none
}
