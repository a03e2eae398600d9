import SymbolExport

/// `symbol-export convert FILE.svg …`
enum ConvertCommand {
    static func run(_ arguments: [String], printer: Printer) throws(UsageError) -> Int32 {
        let parsed = try ParsedArguments(arguments, command: .convert)
        if parsed.flag(.showHelp) {
            printer.output(HelpText.full)
            return ExitCode.success
        }
        guard parsed.positionals.count == 1, let file = parsed.positionals.first else {
            throw UsageError(message: parsed.positionals.isEmpty ? "convert needs one SVG file" : "convert takes one SVG file, got \(parsed.positionals.count)")
        }
        let options = try parsed.symbolSettings().options
        let catalog = AssetCatalog(path: try parsed.exportSettings().options.catalog ?? ExportPlan.defaultCatalog)
        if FileSystem.kind(of: file) == .directory {
            printer.error(file, "is a folder; convert takes one SVG file: use `symbol-export export \(ExportCommand.shellQuoted(file))` for a folder of SVGs")
            return ExitCode.failure
        }
        let request = ConvertRequest(source: file, name: parsed.value(.name), options: options, catalog: catalog)
        do {
            let result = try SignalHandling.whileRunning(nil) { () throws(AssetFailure) in try request.run() }
            for warning in result.asset.warnings where !options.silencedWarnings.contains(warning.code) {
                printer.warning(Diagnostic(path: file, message: warning.description, code: warning.code))
            }
            let sizes = result.asset.pixelSizes.map { "\($0.width)×\($0.height)" }.joined(separator: ", ")
            let folder = catalog.fullPath(AssetLocation(name: request.name, kind: .imageSet).relativePath)
            let state = result.written.isEmpty ? "unchanged" : "wrote"
            printer.note("\(state) \(folder) (\(sizes) px)")
            return ExitCode.success
        } catch {
            printer.error(error.diagnostic)
            return ExitCode.failure
        }
    }
}
