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
    /// `bytes` hold one alpha byte per pixel, written as gray+alpha with gray 0.
    var alphaOnly = false
}
