import SymbolBase
import SymbolRendering

extension ContentsFile {
    /// A `Contents.json` read back: what the tool and Xcode write in it that the tool reads.
    package struct Contents: Equatable, Sendable {
        /// `info.author`: `xcode`, or `symbol-export` for the assets the tool generated.
        package var author: String?
        /// An imageset's images that name a file, in order (`scale` nil: a vector).
        package var images: [Image] = []
        /// An imageset's `properties.template-rendering-intent`.
        package var intent: RenderMode?
        /// A group's `properties.provides-namespace`.
        package var providesNamespace = false
        /// A symbolset's `symbols`, their file names.
        package var symbolFiles: [String] = []

        /// Whether the tool generated the folder.
        package var isGenerated: Bool { author == ContentsFile.generatorAuthor }
    }

    /// The largest `Contents.json` read: far above any Xcode writes.
    package static let sizeLimit = 1 << 20

    /// The `Contents.json` of the folder at `folder`; nil when it is missing, too large or not a
    /// JSON object.
    package static func read(folder: String) -> Contents? {
        guard let bytes = try? FileSystem.readFile(Path.join(folder, filename), limit: sizeLimit) else { return nil }
        return parse(bytes)
    }

    /// Reads `Contents.json` bytes; nil when they are not a JSON object. Entries it does not
    /// understand (an image with no file, a scale that is not `1x`…`3x` style) are left out.
    package static func parse(_ bytes: [UInt8]) -> Contents? {
        guard case .object(let root)? = try? JSONReader.parse(bytes) else { return nil }
        var contents = Contents()
        if case .object(let info)? = root["info"], case .string(let author)? = info["author"] { contents.author = author }
        if case .object(let properties)? = root["properties"] {
            if case .string(let intent)? = properties["template-rendering-intent"] { contents.intent = RenderMode(rawValue: intent) }
            if case .bool(let namespace)? = properties["provides-namespace"] { contents.providesNamespace = namespace }
        }
        if case .array(let images)? = root["images"] {
            contents.images = images.compactMap { entry in
                guard case .object(let entry) = entry else { return nil }
                return image(entry)
            }
        }
        if case .array(let symbols)? = root["symbols"] {
            for case .object(let symbol) in symbols {
                if case .string(let file)? = symbol["filename"] { contents.symbolFiles.append(file) }
            }
        }
        return contents
    }

    private static func image(_ entry: [String: JSONValue]) -> Image? {
        guard case .string(let filename)? = entry["filename"] else { return nil }
        var scale: Int?
        if let value = entry["scale"] {
            guard case .string(let text) = value, text.hasSuffix("x"), let number = Int(text.dropLast()) else { return nil }
            scale = number
        }
        var dark = false
        if case .array(let appearances)? = entry["appearances"] {
            dark = appearances.contains { $0 == .object(["appearance": .string("luminosity"), "value": .string("dark")]) }
        }
        return Image(filename: filename, scale: scale, dark: dark)
    }
}
