import Foundation

/// Small tables in the formats of the SF Symbols app's `Contents/Resources/Metadata/`, written by
/// the project (names and years as Apple's tables give them for these few symbols; the formats as
/// SFSafeSymbols' generator reads them): `name_availability.plist` maps names to release years
/// and years to OS versions on each platform (macOS 10.15 for 2019, as Apple's row says, though
/// the API draws symbols from 11.0); `name_aliases.strings` maps old names to new ones.
enum MetadataFixtures {
    static let availability = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        	<key>symbols</key>
        	<dict>
        		<key>doc.on.doc</key>
        		<string>2019</string>
        		<key>doc.text</key>
        		<string>2019</string>
        		<key>document.on.document</key>
        		<string>2024</string>
        		<key>square.and.arrow.up</key>
        		<string>2019</string>
        		<key>text.document</key>
        		<string>2024</string>
        		<key>exclamationmark.triangle</key>
        		<string>2019</string>
        		<key>pencil.and.scribble</key>
        		<string>2023</string>
        	</dict>
        	<key>year_to_release</key>
        	<dict>
        		<key>2019</key>
        		<dict>
        			<key>iOS</key>
        			<string>13.0</string>
        			<key>macOS</key>
        			<string>10.15</string>
        			<key>tvOS</key>
        			<string>13.0</string>
        			<key>visionOS</key>
        			<string>1.0</string>
        			<key>watchOS</key>
        			<string>6.0</string>
        		</dict>
        		<key>2020</key>
        		<dict>
        			<key>iOS</key>
        			<string>14.0</string>
        			<key>macOS</key>
        			<string>11.0</string>
        			<key>tvOS</key>
        			<string>14.0</string>
        			<key>visionOS</key>
        			<string>1.0</string>
        			<key>watchOS</key>
        			<string>7.0</string>
        		</dict>
        		<key>2021</key>
        		<dict>
        			<key>iOS</key>
        			<string>15.0</string>
        			<key>macOS</key>
        			<string>12.0</string>
        			<key>tvOS</key>
        			<string>15.0</string>
        			<key>visionOS</key>
        			<string>1.0</string>
        			<key>watchOS</key>
        			<string>8.0</string>
        		</dict>
        		<key>2022</key>
        		<dict>
        			<key>iOS</key>
        			<string>16.0</string>
        			<key>macOS</key>
        			<string>13.0</string>
        			<key>tvOS</key>
        			<string>16.0</string>
        			<key>visionOS</key>
        			<string>1.0</string>
        			<key>watchOS</key>
        			<string>9.0</string>
        		</dict>
        		<key>2023</key>
        		<dict>
        			<key>iOS</key>
        			<string>17.0</string>
        			<key>macOS</key>
        			<string>14.0</string>
        			<key>tvOS</key>
        			<string>17.0</string>
        			<key>visionOS</key>
        			<string>1.0</string>
        			<key>watchOS</key>
        			<string>10.0</string>
        		</dict>
        		<key>2024</key>
        		<dict>
        			<key>iOS</key>
        			<string>18.0</string>
        			<key>macOS</key>
        			<string>15.0</string>
        			<key>tvOS</key>
        			<string>18.0</string>
        			<key>visionOS</key>
        			<string>2.0</string>
        			<key>watchOS</key>
        			<string>11.0</string>
        		</dict>
        	</dict>
        </dict>
        </plist>

        """

    static let aliases = """
        /* Renamed in SF Symbols 6 */
        "doc.on.doc" = "document.on.document";
        "doc.text" = "text.document";

        """

    /// Writes the tables into `folder` of `directory`.
    static func write(into directory: TemporaryDirectory, folder: String = "Metadata") {
        directory.write("\(folder)/name_availability.plist", availability)
        directory.write("\(folder)/name_aliases.strings", aliases)
    }
}

extension MetadataFixtures {
    /// The encodings Apple's property lists come in: binary (`bplist00`, as built bundles ship
    /// `.strings` files), XML, and the OpenStep text form in UTF-8 and in UTF-16 with a byte-order
    /// mark (as a `.strings` file a person edits).
    enum Format: String, CaseIterable, Sendable {
        case binary, xml, openStepUTF8, openStepUTF16
    }

    /// The tables' contents, as property-list values.
    static var availabilityList: [String: Any] {
        try! PropertyListSerialization.propertyList(from: Data(availability.utf8), format: nil) as! [String: Any]
    }

    static let aliasPairs = ["doc.on.doc": "document.on.document", "doc.text": "text.document"]

    /// Writes the tables into `folder` of `directory` in `format`: binary and XML by
    /// `PropertyListSerialization`; the OpenStep form (which it reads but does not write) here.
    static func write(into directory: TemporaryDirectory, folder: String = "Metadata", format: Format) {
        directory.write("\(folder)/name_availability.plist", bytes: encoded(availabilityList, format, topLevelBraces: true))
        directory.write("\(folder)/name_aliases.strings", bytes: encoded(aliasPairs, format, topLevelBraces: false))
    }

    /// `value` in `format`; a `.strings` file's OpenStep text has no braces around its pairs.
    static func encoded(_ value: [String: Any], _ format: Format, topLevelBraces: Bool) -> [UInt8] {
        switch format {
        case .binary: return [UInt8](try! PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0))
        case .xml: return [UInt8](try! PropertyListSerialization.data(fromPropertyList: value, format: .xml, options: 0))
        case .openStepUTF8, .openStepUTF16:
            let body = value.keys.sorted().map { "\(quoted($0)) = \(openStep(value[$0]!));" }.joined(separator: "\n")
            let text = "// written by the tests, in the OpenStep form\n" + (topLevelBraces ? "{\n\(body)\n}\n" : body + "\n")
            guard format == .openStepUTF16 else { return Array(text.utf8) }
            return [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        }
    }

    private static func openStep(_ value: Any) -> String {
        if let dictionary = value as? [String: Any] {
            return "{ " + dictionary.keys.sorted().map { "\(quoted($0)) = \(openStep(dictionary[$0]!));" }.joined(separator: " ") + " }"
        }
        return quoted("\(value)")
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }

    /// A bundle's `Contents/Info.plist` giving `version` as its `CFBundleShortVersionString`.
    static func writeInfo(into directory: TemporaryDirectory, bundle: String, version: String, format: Format = .binary) {
        directory.write("\(bundle)/Contents/Info.plist", bytes: encoded(["CFBundleShortVersionString": version, "CFBundleIdentifier": "fixture"],
                                                                         format, topLevelBraces: true))
    }
}
