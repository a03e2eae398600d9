/// An Apple platform an app runs on: what the generated Swift is for, what an audit reads an
/// app's sources for (`#if os(…)`, `#available(…)`), and which column of Apple's tables gives a
/// symbol's first version there.
package enum Platform: String, Sendable, CaseIterable, Comparable {
    case ios, macos, maccatalyst, tvos, watchos, visionos

    /// `iOS`, `macOS`, `Mac Catalyst`: as messages name it.
    package var name: String {
        switch self {
        case .ios: "iOS"
        case .macos: "macOS"
        case .maccatalyst: "Mac Catalyst"
        case .tvos: "tvOS"
        case .watchos: "watchOS"
        case .visionos: "visionOS"
        }
    }

    /// Its key in `year_to_release` of Apple's `name_availability.plist`; Mac Catalyst has iOS
    /// availability (`UIImage(systemName:)` is "Mac Catalyst 13.1+", its versions iOS's).
    package var tableColumn: String { self == .maccatalyst ? "iOS" : name }

    /// The versions a deployment target of it is written in: Mac Catalyst's are iOS's.
    package var versionPlatform: Platform { self == .maccatalyst ? .ios : self }

    /// The first version whose API draws symbols (`UIImage(systemName:)`,
    /// `NSImage(systemSymbolName:accessibilityDescription:)`, `Image(systemName:)`): iOS and tvOS
    /// 13, macOS 11 (whatever the tables' 2019 row says: the API is 11.0's), watchOS 6, visionOS 1.
    package var symbolsFrom: Version {
        switch self {
        case .ios, .maccatalyst, .tvos: Version(13)
        case .macos: Version(11)
        case .watchos: Version(6)
        case .visionos: Version(1)
        }
    }

    /// The build setting of its deployment target (Mac Catalyst's is iOS's).
    package var deploymentSetting: String {
        switch self {
        case .ios, .maccatalyst: "IPHONEOS_DEPLOYMENT_TARGET"
        case .macos: "MACOSX_DEPLOYMENT_TARGET"
        case .tvos: "TVOS_DEPLOYMENT_TARGET"
        case .watchos: "WATCHOS_DEPLOYMENT_TARGET"
        case .visionos: "XROS_DEPLOYMENT_TARGET"
        }
    }

    /// The SDKs that build for it (`SDKROOT`, `SUPPORTED_PLATFORMS`).
    package var sdks: [String] {
        switch self {
        case .ios, .maccatalyst: ["iphoneos", "iphonesimulator"]
        case .macos: ["macosx"]
        case .tvos: ["appletvos", "appletvsimulator"]
        case .watchos: ["watchos", "watchsimulator"]
        case .visionos: ["xros", "xrsimulator"]
        }
    }

    /// Its name in `#available(…)`: `iOS`, `macOS`, `macCatalyst`, `tvOS`, `watchOS`, `visionOS`.
    package var availabilitySpelling: String { self == .maccatalyst ? "macCatalyst" : name }

    /// The names `#available`, `@available` and `API_AVAILABLE` give it, lower case; Mac Catalyst
    /// falls back to iOS's (`AvailabilityCondition`).
    package var availabilityNames: [String] {
        switch self {
        case .ios: ["ios", "iosapplicationextension"]
        case .macos: ["macos", "osx", "macosapplicationextension", "osxapplicationextension"]
        case .maccatalyst: ["maccatalyst", "maccatalystapplicationextension"]
        case .tvos: ["tvos", "tvosapplicationextension"]
        case .watchos: ["watchos", "watchosapplicationextension"]
        case .visionos: ["visionos", "xros", "visionosapplicationextension", "xrosapplicationextension"]
        }
    }

    /// Whether UIKit is there: the generated Swift is UIKit code (watchOS has `UIImage`, not `UIButton`).
    package var hasUIKit: Bool { self != .macos }

    /// The platform a name gives (`iOS`, `macOS`, `OSX`, `macCatalyst`, `Mac Catalyst`, `xrOS`,
    /// `visionOS`, `ios`), in any case; nil for another word.
    package init?(name: String) {
        let word = name.lowercased().filter { $0 != " " && $0 != "_" && $0 != "-" }
        switch word {
        case "ios", "iphoneos": self = .ios
        case "macos", "osx", "macosx": self = .macos
        case "maccatalyst", "catalyst": self = .maccatalyst
        case "tvos", "appletvos": self = .tvos
        case "watchos": self = .watchos
        case "visionos", "xros": self = .visionos
        default: return nil
        }
    }

    /// Whether `version` is one of its releases' numbers: macOS 10.0 to 10.15, then 11 on; the
    /// others have minors below 10 (so "10.15" is no iOS version: it is macOS Catalina's).
    package func isRelease(_ version: Version) -> Bool {
        switch versionPlatform {
        case .macos: version.major == 10 ? version.minor <= 15 : version.major >= 11 && version.minor <= 9
        case .visionos: version.major >= 1 && version.minor <= 9
        default: version.major >= 2 && version.minor <= 9
        }
    }

    package static func < (a: Platform, b: Platform) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
