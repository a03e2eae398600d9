import SymbolBase
import SymbolCatalog
import SymbolExport

/// `symbol-export convert FILE.svg …`
enum ConvertCommand {
    static func run(_ arguments: [String], printer: Printer) throws(UsageError) -> Int32 {
        guard let parsed = try Subcommand.parse(arguments, .convert, operands: 1...1, printer: printer, wrongCount: { count in
            count == 0 ? "convert needs one SVG file" : "convert takes one SVG file, got \(count)"
        }) else { return ExitCode.success }
        let file = parsed.positionals[0]
        let options = try parsed.symbolOptions().options
        let catalog = AssetCatalog(path: try parsed.exportOptions().options.catalog ?? ExportOptions.defaultCatalog)
        if FileSystem.kind(of: file) == .directory {
            printer.error(file, "is a folder; convert takes one SVG file: use `symbol-export export \(ShellWord.quoted(file))` for a folder of SVGs")
            return printer.exitCode
        }
        let command = try parsed.commandLineFlags()
        let renderer = Renderers.isolated(timeout: command.renderTimeout)
        let request = ConvertRequest(source: file, name: command.name, options: options, catalog: catalog)
        do {
            let result = try SignalHandling.whileRunning(nil) { () throws(AssetFailure) in try request.run(converter: renderer.converter()) }
            for warning in result.warnings { printer.report(warning) }
            let state = result.written.isEmpty ? "unchanged" : "wrote"
            if let vector = result.symbol.vectors.first {
                // One vector: its size in points (the @3x image's).
                let size = result.symbol.pixelSizes.last.map { "\(formatPoints(Double($0.width) / 3))×\(formatPoints(Double($0.height) / 3))" } ?? ""
                printer.note("\(state) \(catalog.fullPath(request.imageSet.relativePath)) (\(vector.format.rawValue), \(size) pt)")
            } else {
                let sizes = result.symbol.pixelSizes.map(\.description).joined(separator: ", ")
                printer.note("\(state) \(catalog.fullPath(request.imageSet.relativePath)) (\(sizes) px)")
            }
        } catch {
            printer.report(error.diagnostic)
        }
        return printer.exitCode
    }
}

/// `20`, `18.67`: points to two decimals.
private func formatPoints(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}
