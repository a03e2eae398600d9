/// Numbers for people to read.
package enum DecimalText {
    /// At most `decimals` decimals, no trailing zeros: 1391.32, 19.9, 17.
    package static func rounded(_ value: Double, decimals: Int = 2) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

extension String {
    /// At most three decimals, trailing zeros dropped: 1.277, 1.5, 2.
    package init(format3 value: Double) {
        var text = String(Double((value * 1000).rounded()) / 1000)
        if text.hasSuffix(".0") { text.removeLast(2) }
        self = text
    }
}

extension Double {
    /// Shortest text that reads back as the same value, without a trailing `.0`.
    package var formatted: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        return String(self)
    }
}
