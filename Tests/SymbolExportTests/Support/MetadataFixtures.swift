/// Small tables in the formats of the SF Symbols app's `Contents/Resources/Metadata/`, written by
/// the project (names and years as Apple's tables give them for these few symbols; the formats as
/// SFSafeSymbols' generator reads them): `name_availability.plist` maps names to release years
/// and years to OS versions; `name_aliases.strings` maps old names to new ones.
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
        			<string>11.0</string>
        			<key>tvOS</key>
        			<string>13.0</string>
        			<key>watchOS</key>
        			<string>6.0</string>
        		</dict>
        		<key>2023</key>
        		<dict>
        			<key>iOS</key>
        			<string>17.0</string>
        			<key>macOS</key>
        			<string>14.0</string>
        			<key>tvOS</key>
        			<string>17.0</string>
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
