/// The `Contents.json` documents the tool writes.
public enum ContentsFile {
    /// The name of the file in every catalog, group and asset folder.
    public static let filename = "Contents.json"

    /// The `info.author` of every asset the tool generates: the mark of what it owns.
    public static let generatorAuthor = "symbol-export"

    public enum RenderingIntent: String, Sendable, CaseIterable {
        case template
        case original
    }

    /// The catalog root, as Xcode writes it for a new catalog.
    public static let root = JSONValue.object([
        "info": .object(["author": .string("xcode"), "version": .int(1)]),
    ])

    /// A plain (non-namespaced) group folder.
    public static let group = root

    static let generatorInfo = JSONValue.object([
        "author": .string(generatorAuthor), "version": .int(1),
    ])

    /// An imageset with one universal image per scale, in the order given (1x, 2x, 3x).
    public static func imageSet(files: [(filename: String, scale: Int)], intent: RenderingIntent) -> JSONValue {
        .object([
            "images": .array(files.map { file in
                .object([
                    "filename": .string(file.filename),
                    "idiom": .string("universal"),
                    "scale": .string("\(file.scale)x"),
                ])
            }),
            "info": generatorInfo,
            "properties": .object(["template-rendering-intent": .string(intent.rawValue)]),
        ])
    }

    /// A symbolset holding one template SVG.
    public static func symbolSet(filename: String) -> JSONValue {
        .object([
            "info": generatorInfo,
            "symbols": .array([.object(["filename": .string(filename), "idiom": .string("universal")])]),
        ])
    }
}
