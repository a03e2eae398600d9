import SymbolBase
import SymbolReading
import SymbolRendering
import SymbolCatalog
import SymbolExport

/// What `symbol-export preview` shows of a catalog: every asset the tool generated, with its
/// PNGs, the vector it came from (when the source is still where the export found it), its
/// sizes and its warnings. Read from the catalog, its state and its ownership record only.
package struct CatalogPreview: Sendable {
    /// One image of an imageset.
    package struct Image: Sendable {
        package var filename: String
        package var scale: Int
        /// Drawn for the page from the imageset's vector (`svg`, `pdf`); nil for its own PNG.
        package var drawnFrom: AssetFormat?
        package var dark: Bool
        package var width: Int
        package var height: Int
        package var png: [UInt8]
    }

    package struct Asset: Sendable {
        package var name: String
        package var group: [String]
        /// `system`, `custom` or `image`: how the generated Swift loads it (its recorded `kind`, else the default).
        package var kind: SymbolKind
        /// Template images are tinted; original ones are shown as they are.
        package var template: Bool
        package var images: [Image]
        /// The source's vector at the asset's size, for the light and the dark appearance.
        package var vector: [UInt8]?
        package var darkVector: [UInt8]?
        /// Size in points: the vector's when known, else the @1x image's.
        package var pointWidth: Double
        package var pointHeight: Double
        /// The source, from the current directory, and the variant drawn.
        package var source: String?
        package var variant: VariantChoice?
        /// Its warnings as the export reported them, each to be worded for its source set
        /// (a manifest's keys, or flags).
        package var warnings: [(code: WarningCode?, message: Message)]
        /// Why the vector is not shown, when it is not.
        package var vectorNote: String?
    }

    package var catalog: String
    package var assets: [Asset]

    /// Reads every generated imageset of the catalog at `path`; what the page draws (vectors,
    /// and the bounds of a plain SVG with no size) is drawn by `backend`, a worker process for
    /// the command line, so that a source that crashes librsvg costs one asset.
    package init(catalog path: String, backend: any RenderBackend = InProcessRenderer()) throws(CatalogError) {
        guard FileSystem.kind(of: path) == .directory else {
            throw FileSystem.kind(of: path) == .missing
                ? .fileSystem(FileSystemError(path: path, reason: .notFound)) : .notADirectory(path: path)
        }
        catalog = path
        let catalog = AssetCatalog(path: path)
        let records = ExportRecords.load(catalog: path)
        let scan = catalog.scan()
        let symbolSets = Set(scan.assets.filter { $0.location.kind == .symbolSet }.map(\.location.key))
        assets = scan.assets.filter { $0.location.kind == .imageSet && $0.generated == true }.compactMap { found in
            Self.asset(found.location, catalog: catalog, records: records, symbolSets: symbolSets, backend: backend)
        }
    }

    private static func asset(_ location: AssetLocation, catalog: AssetCatalog, records: ExportRecords, symbolSets: Set<String>,
                              backend: any RenderBackend) -> Asset? {
        let folder = catalog.fullPath(location.relativePath)
        guard let contents = ContentsFile.read(folder: folder) else { return nil }
        var images: [Image] = []
        var vectors: [(filename: String, dark: Bool)] = []
        for image in contents.images {
            guard let scale = image.scale else {
                if [".svg", ".pdf"].contains(where: { image.filename.lowercased().hasSuffix($0) }) { vectors.append((image.filename, image.dark)) }
                continue
            }
            guard let png = try? FileSystem.readFile(Path.join(folder, image.filename), limit: 64 << 20),
                  let size = PNGHeader.size(of: png) else { continue }
            images.append(Image(filename: image.filename, scale: scale, drawnFrom: nil, dark: image.dark, width: size.width, height: size.height, png: png))
        }
        let record = records.asset(at: location)
        images += vectors.flatMap { vector in
            drawn(vector.filename, dark: vector.dark, in: folder, record: record, catalog: catalog, backend: backend)
        }
        let kind = SymbolKind.of(given: record?.options?.kind, isTemplate: record?.facts?.isTemplate ?? false,
                                 hasSymbolSet: symbolSets.contains(record?.key ?? location.key))
        var asset = Asset(
            name: location.name, group: location.group, kind: kind,
            template: contents.intent != .original, images: images, vector: nil, darkVector: nil,
            pointWidth: Double(images.first { $0.scale == 1 }?.width ?? 0), pointHeight: Double(images.first { $0.scale == 1 }?.height ?? 0),
            source: record?.source, variant: record?.facts?.template?.variant,
            warnings: record.map { record in
                record.warnings.map { ($0.code, $0.message.worded(for: record.sourceSet.hasSuffix(".json") ? .manifest : .commandLine)) }
            } ?? [])
        guard let record else {
            asset.vectorNote = "no record of its source in the catalog's state"
            return asset
        }
        let source = record.source.hasPrefix("/") ? record.source : Path.lexicallyNormalized(catalog.fullPath(record.source))
        // Shown as the reader knows it: from where the preview was made, not from the catalog.
        asset.source = source
        guard let bytes = try? FileSystem.readFile(source), let options = record.options else {
            asset.vectorNote = "its source \(source) is not readable from here"
            return asset
        }
        do {
            let vector = try SymbolConverter(backend: backend).vector(bytes: bytes, options: options.render)
            (asset.vector, asset.darkVector, asset.pointWidth, asset.pointHeight) = (vector.svg, vector.darkSVG, vector.width, vector.height)
        } catch {
            asset.vectorNote = "its source does not convert now: \(error.description)"
        }
        return asset
    }

    /// A vector imageset's images for the page, at @1x, @2x and @3x: an SVG drawn by librsvg at
    /// its own size; a PDF by the code path that made it (its source drawn again, which is the
    /// PDF's drawing: the page is the @3x image in points).
    private static func drawn(_ filename: String, dark: Bool, in folder: String, record: ExportRecords.Asset?, catalog: AssetCatalog,
                              backend: any RenderBackend) -> [Image] {
        if filename.lowercased().hasSuffix(".svg") {
            guard let bytes = try? FileSystem.readFile(Path.join(folder, filename), limit: 16 << 20),
                  let source = try? SVGSource(bytes: bytes), let width = source.canvas.width, let height = source.canvas.height else { return [] }
            return RenderOptions.scales.compactMap { k in
                let (w, h) = (Int((width * Double(k)).rounded()), Int((height * Double(k)).rounded()))
                let frame = RenderFrame(width: w, height: h, viewport: Rect(x: 0, y: 0, width: Double(w), height: Double(h)))
                let job = RenderJob.draw(documents: [RenderDocument(svg: bytes, frames: [frame])], layout: .rgba, serialized: false,
                                         compression: .standard)
                guard case .drawn(let rasters)? = try? backend.run(job), let png = rasters.first?.png else { return nil }
                return Image(filename: filename, scale: k, drawnFrom: .svg, dark: dark, width: w, height: h, png: png)
            }
        }
        guard let record, let options = record.options else { return [] }
        let source = record.source.hasPrefix("/") ? record.source : Path.lexicallyNormalized(catalog.fullPath(record.source))
        guard let bytes = try? FileSystem.readFile(source) else { return [] }
        var render = options.render
        render.format = .png
        guard let symbol = try? SymbolConverter(backend: backend).convert(bytes: bytes, options: render) else { return [] }
        return symbol.images.filter { $0.dark == dark }.map { image in
            Image(filename: filename, scale: image.scale, drawnFrom: .pdf, dark: dark, width: image.size.width, height: image.size.height, png: image.png)
        }
    }
}
