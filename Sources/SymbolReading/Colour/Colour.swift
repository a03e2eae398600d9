/// An sRGB colour with alpha, as a template's `fill` or `--tint` writes it.
package struct Colour: Hashable, Sendable, CustomStringConvertible {
    package var red: UInt8
    package var green: UInt8
    package var blue: UInt8
    /// 0…1.
    package var alpha: Double

    package init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// Reads `#RGB`, `#RRGGBB`, `#RRGGBBAA`, `rgb(r, g, b)`, `black` and `white`.
    package init?(css text: String) {
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
    package var hex: String {
        let digits = Array("0123456789ABCDEF")
        return "#" + [red, green, blue].map { String([digits[Int($0 >> 4)], digits[Int($0 & 15)]]) }.joined()
    }

    package var description: String {
        alpha >= 1 ? hex : "\(hex) at \(String(format3: alpha))"
    }
}

/// A colour in the light and the dark appearance.
package struct AppearanceColour: Hashable, Sendable {
    package var light: Colour
    package var dark: Colour

    /// The same colour in both appearances.
    package init(_ colour: Colour) {
        (light, dark) = (colour, colour)
    }

    package init(light: Colour, dark: Colour) {
        (self.light, self.dark) = (light, dark)
    }

    package subscript(appearance: Appearance) -> Colour {
        appearance == .dark ? dark : light
    }

    package var differsInDark: Bool { light != dark }
}

/// The two appearances iOS draws asset-catalog images for.
package enum Appearance: String, Hashable, Sendable, CaseIterable {
    case light, dark
}
