import SymbolBase
import SymbolCatalog
import SymbolRendering

/// One symbol into a catalog: what `symbol-export convert` does.
package struct ConvertRequest: Sendable {
    package var source: String
    package var name: String
    package var group: [String] = []
    package var options: ConvertOptions
    package var catalog: AssetCatalog

    package init(source: String, name: String? = nil, options: ConvertOptions = ConvertOptions(),
                catalog: AssetCatalog) {
        self.source = source
        self.name = name ?? Path.removingSVGExtension(Path.lastComponent(of: source))
        self.options = options
        self.catalog = catalog
    }

    /// The imageset it writes.
    package var imageSet: AssetLocation { AssetLocation(group: group, name: name, kind: .imageSet) }
}

package struct ConvertResult: Sendable {
    package var symbol: RenderedSymbol
    /// Its warnings, those its options silence left out.
    package var warnings: [Diagnostic]
    /// Files whose bytes changed, relative to the catalog; files already up to date are not rewritten.
    package var written: [String]
}

extension ConvertRequest {
    /// Validates, renders in memory, then writes. On failure nothing has been written.
    package func run(converter: SymbolConverter = SymbolConverter()) throws(AssetFailure) -> ConvertResult {
        do {
            try AssetName.validate(name)
            for component in group { try AssetName.validateGroup(component) }
            try catalog.validate()
        } catch {
            throw AssetFailure(source: source, cause: .catalog(error))
        }
        let symbol: RenderedSymbol
        do {
            symbol = try converter.convert(file: source, options: options.render)
        } catch {
            throw AssetFailure(source: source, cause: .convert(error))
        }
        let job = ExportJob(source: source, name: name, group: group, options: options)
        var warnings = AssetWarnings.render(symbol, job: job)
        var template: [UInt8]?
        if job.writesSymbolSet, symbol.template != nil {
            let choice = job.symbolSetVersion(of: symbol.source)
            if let hold = choice.unmetCap, let read = choice.read, let cap = options.templateVersionPolicy.cap {
                throw AssetFailure(source: source, cause: .convert(.templateCap(read: read, cap: cap, reason: hold.description)))
            }
            warnings += AssetWarnings.symbolSet(choice, job: job) + AssetWarnings.symbolSetNote(choice, job: job)
            template = choice.bytes
        }
        warnings = warnings.unsilenced(by: options.silencedWarnings)
        do {
            try catalog.prepare()
            // An export may be writing the same catalog: wait for it.
            let lock = try CatalogLock(catalog: catalog, wait: true)
            let written = try withExtendedLifetime(lock) { () throws(CatalogError) in try catalog.write(job.folders(symbol, template: template)).written }
            return ConvertResult(symbol: symbol, warnings: warnings, written: written)
        } catch {
            throw AssetFailure(source: source, cause: .catalog(error))
        }
    }
}
