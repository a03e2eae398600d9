import SymbolBase
import SymbolRendering

/// The `Contents.json` documents the tool writes.
package enum ContentsFile {
    /// The name of the file in every catalog, group and asset folder.
    package static let filename = "Contents.json"

    /// The `info.author` of every asset the tool generates: the mark of what it owns.
    package static let generatorAuthor = "symbol-export"

    /// The catalog root, as Xcode writes it for a new catalog.
    package static let root = JSONValue.object([
        "info": .object(["author": .string("xcode"), "version": .int(1)]),
    ])

    /// A plain (non-namespaced) group folder.
    package static let group = root

    /// A group folder whose assets are named `Group/name` (`"provides-namespace" : true`).
    package static let namespaceGroup = JSONValue.object([
        "info": .object(["author": .string("xcode"), "version": .int(1)]),
        "properties": .object(["provides-namespace": .bool(true)]),
    ])

    /// The group folder the tool creates.
    package static func group(namespaced: Bool) -> JSONValue { namespaced ? namespaceGroup : group }

    static let generatorInfo = JSONValue.object([
        "author": .string(generatorAuthor), "version": .int(1),
    ])

    /// One image of an imageset: its file, scale and appearance.
    package struct Image: Equatable, Sendable {
        package var filename: String
        /// nil: a vector, for any display scale (Xcode writes no `scale` for it).
        package var scale: Int?
        /// The dark appearance (`"appearances": [{"appearance": "luminosity", "value": "dark"}]`).
        package var dark = false
    }

    /// An imageset with universal images in the order given: 1x, 2x, 3x, each for any
    /// appearance and then, when there is one, for the dark appearance, as Xcode orders them.
    package static func imageSet(_ images: [Image], intent: RenderMode) -> JSONValue {
        .object([
            "images": .array(images.map { image in
                var entry: [String: JSONValue] = [
                    "filename": .string(image.filename),
                    "idiom": .string("universal"),
                ]
                if let scale = image.scale { entry["scale"] = .string("\(scale)x") }
                if image.dark {
                    entry["appearances"] = .array([.object(["appearance": .string("luminosity"), "value": .string("dark")])])
                }
                return .object(entry)
            }),
            "info": generatorInfo,
            "properties": .object(properties(vector: images.contains { $0.scale == nil }, intent: intent)),
        ])
    }

    /// A vector's imageset keeps the vector at run time (`preserves-vector-representation`:
    /// Apple, Asset Catalog Format Reference, ImageSetType; as Xcode writes it for an SVG or PDF).
    private static func properties(vector: Bool, intent: RenderMode) -> [String: JSONValue] {
        var properties: [String: JSONValue] = ["template-rendering-intent": .string(intent.rawValue)]
        if vector { properties["preserves-vector-representation"] = .bool(true) }
        return properties
    }

    /// The bytes of `imageSet(images, intent:)`, written out directly: every export writes one per
    /// asset, and going through `JSONValue` cost more than the file system did. A test keeps the
    /// two equal.
    package static func imageSetBytes(_ images: [Image], intent: RenderMode) -> [UInt8] {
        var text = "{\n  \"images\" : [\n"
        for (index, image) in images.enumerated() {
            text += "    {\n"
            if image.dark {
                text += "      \"appearances\" : [\n        {\n          \"appearance\" : \"luminosity\",\n          \"value\" : \"dark\"\n        }\n      ],\n"
            }
            text += "      \"filename\" : "
            JSONValue.writeString(image.filename, to: &text)
            text += ",\n      \"idiom\" : \"universal\""
            if let scale = image.scale { text += ",\n      \"scale\" : \"\(scale)x\"" }
            text += "\n    }"
            text += index == images.count - 1 ? "\n" : ",\n"
        }
        text += "  ],\n  \"info\" : {\n    \"author\" : \"\(generatorAuthor)\",\n    \"version\" : 1\n  },\n"
        text += "  \"properties\" : {\n"
        if images.contains(where: { $0.scale == nil }) { text += "    \"preserves-vector-representation\" : true,\n" }
        text += "    \"template-rendering-intent\" : \"\(intent.rawValue)\"\n  }\n}\n"
        return Array(text.utf8)
    }

    /// A symbolset holding one template SVG.
    package static func symbolSet(filename: String) -> JSONValue {
        .object([
            "info": generatorInfo,
            "symbols": .array([.object(["filename": .string(filename), "idiom": .string("universal")])]),
        ])
    }
}
