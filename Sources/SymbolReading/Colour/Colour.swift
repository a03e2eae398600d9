/// An sRGB colour with alpha, as a template's `fill` or `--tint` writes it.
public struct Colour: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    /// 0…1.
    public var alpha: Double

    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// Reads `#RGB`, `#RRGGBB`, `#RRGGBBAA`, `rgb(r, g, b)`, `black` and `white`.
    public init?(css text: String) {
        let value = text.trimmed.lowercased()
        switch value {
        case "black": self.init(0, 0, 0)
        case "white": self.init(255, 255, 255)
        case _ where value.hasPrefix("#"):
            var digits = Array(value.dropFirst())
            if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
            guard digits.count == 6 || digits.count == 8,
                  let number = UInt32(String(digits), radix: 16) else { return nil }
            let full = digits.count == 6 ? number << 8 | 0xFF : number
            self.init(UInt8(full >> 24), UInt8(full >> 16 & 0xFF), UInt8(full >> 8 & 0xFF), alpha: Double(full & 0xFF) / 255)
        case _ where value.hasPrefix("rgb(") && value.hasSuffix(")"):
            let parts = value.dropFirst(4).dropLast().split(separator: ",").map { UInt8($0.trimmed) }
            guard parts.count == 3, let r = parts[0], let g = parts[1], let b = parts[2] else { return nil }
            self.init(r, g, b)
        default:
            return nil
        }
    }

    /// `#RRGGBB`, alpha left out (it is painted as opacity).
    public var hex: String {
        let digits = Array("0123456789ABCDEF")
        return "#" + [red, green, blue].map { String([digits[Int($0 >> 4)], digits[Int($0 & 15)]]) }.joined()
    }

    public var description: String {
        alpha >= 1 ? hex : "\(hex) at \(String(format3: alpha))"
    }
}

/// A colour in the light and the dark appearance.
public struct AppearanceColour: Hashable, Sendable {
    public var light: Colour
    public var dark: Colour

    /// The same colour in both appearances.
    public init(_ colour: Colour) {
        (light, dark) = (colour, colour)
    }

    public init(light: Colour, dark: Colour) {
        (self.light, self.dark) = (light, dark)
    }

    public subscript(appearance: Appearance) -> Colour {
        appearance == .dark ? dark : light
    }

    public var differsInDark: Bool { light != dark }
}

/// The two appearances iOS draws asset-catalog images for.
public enum Appearance: String, Hashable, Sendable, CaseIterable {
    case light, dark
}
