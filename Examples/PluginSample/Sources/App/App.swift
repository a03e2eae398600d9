/// The assets this sample exports from `Symbols/` with the symbol-export plugin:
/// `Symbols/kite.svg` becomes the imageset `kite` (the file name without `.svg`).
public enum Icon: String, CaseIterable, Sendable {
    case kite
}

#if canImport(UIKit)
import UIKit

extension Icon {
    /// The exported image, tinted with `tintColor` (the imageset is marked "template").
    /// Loaded from the main bundle: add the exported `Assets.xcassets` to the app target.
    public var image: UIImage? {
        UIImage(named: rawValue)?.withRenderingMode(.alwaysTemplate)
    }
}
#endif
