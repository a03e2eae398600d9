/// Numbers for people to read.
public enum DecimalText {
    /// At most `decimals` decimals, no trailing zeros: 1391.32, 19.9, 17.
    public static func rounded(_ value: Double, decimals: Int = 2) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
