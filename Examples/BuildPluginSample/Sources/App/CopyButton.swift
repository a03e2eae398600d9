// SwiftUI's `Image`, declared here so that the sample builds on Linux too; the audit reads the
// call as it reads SwiftUI's.
struct Image {
    let systemName: String
    init(systemName: String) { self.systemName = systemName }
}

/// The copy button's icon: `document.on.document` exists from iOS 18 and macOS 15, and the
/// package deploys to iOS 15 and macOS 12, so the audit fails the build here.
func copyIcon() -> Image {
    Image(systemName: "document.on.document")
}
