import SymbolBase
import SymbolReading

/// Spelling values as Swift source.
enum SwiftLiteral {
    /// `17`, `22.5`, `-0.333333`: a CGFloat literal (six decimals at most: thirds of a point).
    static func number(_ value: Double) -> String {
        let rounded = (value * 1e6).rounded() / 1e6
        if rounded == rounded.rounded(), abs(rounded) < 1e9 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// A Swift string literal.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case _ where scalar.value < 0x20: result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `UIImage.SymbolWeight` and `Font.Weight` spell Ultralight `ultraLight`.
    static func weight(_ weight: SymbolWeight) -> String {
        weight == .ultralight ? "ultraLight" : weight.rawValue
    }

    /// `UIColor.systemBlue`, or `UIColor(red: 0.141176, green: 0.160784, blue: 0.184314, alpha: 1)`
    /// (sRGB, as the bitmap was painted).
    static func colour(_ colour: Colour?) -> String {
        guard let colour else { return "UIColor.systemBlue" }
        let part = { (value: UInt8) in number(Double(value) / 255) }
        return "UIColor(red: \(part(colour.red)), green: \(part(colour.green)), blue: \(part(colour.blue)), alpha: \(number(colour.alpha)))"
    }
}
