@testable import SymbolBase
@testable import SymbolCatalog
@testable import SymbolExport
@testable import SymbolRendering

/// A conversion with the asset folders an export writes for it: what most tests look at.
struct ConvertedAsset {
    var symbol: RenderedSymbol
    /// The imageset's files: PNGs, then `Contents.json`.
    var imageSet: [AssetFile]
    /// The symbolset's files, when the options ask for one and the source is a template.
    var symbolSet: [AssetFile]?
    /// The converter's warnings.
    var warnings: [ConvertWarning] { symbol.warnings }
    /// Every warning of the asset, as an export reports it.
    var diagnostics: [Diagnostic]
}

extension SymbolConverter {
    /// Converts `bytes` into the folders of an asset named `name`.
    func convert(bytes: [UInt8], name: String, options: ConvertOptions) throws(ConvertError) -> ConvertedAsset {
        let symbol = try convert(bytes: bytes, options: options.render)
        let job = ExportJob(source: "\(name).svg", name: name, group: [], options: options)
        let template = job.writesSymbolSet && symbol.template != nil ? job.symbolSetVersion(of: symbol.source).bytes : nil
        let folders = job.folders(symbol, template: template)
        return ConvertedAsset(symbol: symbol, imageSet: folders[0].files, symbolSet: folders.count > 1 ? folders[1].files : nil,
                              diagnostics: AssetWarnings.render(symbol, job: job))
    }

    func convert(file: String, name: String, options: ConvertOptions) throws(ConvertError) -> ConvertedAsset {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(file)
        } catch {
            throw .source(error)
        }
        return try convert(bytes: bytes, name: name, options: options)
    }
}
