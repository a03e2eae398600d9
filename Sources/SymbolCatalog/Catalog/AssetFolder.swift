import SymbolRendering

/// One file of an asset folder.
package struct AssetFile: Equatable, Sendable {
    package var filename: String
    package var bytes: [UInt8]

    package init(filename: String, bytes: [UInt8]) {
        (self.filename, self.bytes) = (filename, bytes)
    }
}

/// An asset folder as it is to be written: where it goes and its files, `Contents.json` last.
package struct AssetFolder: Sendable {
    package var location: AssetLocation
    package var files: [AssetFile]

    package init(location: AssetLocation, files: [AssetFile]) {
        (self.location, self.files) = (location, files)
    }

    /// The imageset of a rendered symbol at `location`: `NAME.png`, `NAME@2x.png`,
    /// `NAME@3x.png` (and `NAME-dark….png`), or its vector (`NAME.svg`, `NAME.pdf`), then its
    /// `Contents.json`.
    package static func imageSet(_ symbol: RenderedSymbol, at location: AssetLocation) -> AssetFolder {
        precondition(location.kind == .imageSet)
        if !symbol.vectors.isEmpty {
            // One vector for any display scale: `NAME.svg` (and `NAME-dark.svg`).
            let entries = symbol.vectors.map { vector in
                ContentsFile.Image(filename: (vector.dark ? location.name + "-dark" : location.name) + "." + vector.format.fileExtension,
                                   scale: nil, dark: vector.dark)
            }
            var files = zip(entries, symbol.vectors).map { AssetFile(filename: $0.filename, bytes: $1.bytes) }
            files.append(AssetFile(filename: ContentsFile.filename, bytes: ContentsFile.imageSetBytes(entries, intent: symbol.mode)))
            return AssetFolder(location: location, files: files)
        }
        let entries = symbol.images.map { image in
            ContentsFile.Image(filename: filename(location.name, scale: image.scale, dark: image.dark), scale: image.scale, dark: image.dark)
        }
        var files = zip(entries, symbol.images).map { AssetFile(filename: $0.filename, bytes: $1.png) }
        files.append(AssetFile(filename: ContentsFile.filename, bytes: ContentsFile.imageSetBytes(entries, intent: symbol.mode)))
        return AssetFolder(location: location, files: files)
    }

    /// A symbolset at `location` holding the template SVG `source` as `NAME.svg`.
    package static func symbolSet(source: [UInt8], at location: AssetLocation) -> AssetFolder {
        precondition(location.kind == .symbolSet)
        let svg = "\(location.name).svg"
        return AssetFolder(location: location, files: [
            AssetFile(filename: svg, bytes: source),
            AssetFile(filename: ContentsFile.filename, bytes: ContentsFile.symbolSet(filename: svg).xcodeBytes),
        ])
    }

    /// `NAME.png`, `NAME@2x.png`, `NAME@3x.png`; `NAME-dark@2x.png` for the dark appearance.
    static func filename(_ name: String, scale k: Int, dark: Bool = false) -> String {
        let stem = dark ? name + "-dark" : name
        return k == 1 ? "\(stem).png" : "\(stem)@\(k)x.png"
    }
}
