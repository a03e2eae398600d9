import SymbolExport

/// `symbol-export convert FILE.svg …`
enum ConvertCommand {
    static let options: [OptionSpec] = [
        .value("--name"), .value("--point-size"), .value("--mode"), .value("--output", "-o"),
        .value("--weight"), .value("--scale"), .value("--sizing"), .flag("--exact-variant"), .flag("--symbolset"),
        .value("--compression"),
        .flag("--help", "-h"),
    ]

    static func run(_ arguments: [String], printer: Printer) throws(UsageError) -> Int32 {
        let parsed = try ParsedArguments(arguments, options: options)
        if parsed.flag("--help") {
            printer.output(CommandLineTool.help)
            return ExitCode.success
        }
        guard parsed.positionals.count == 1, let file = parsed.positionals.first else {
            throw UsageError(message: parsed.positionals.isEmpty ? "convert needs one SVG file" : "convert takes one SVG file, got \(parsed.positionals.count)")
        }
        var options = ConvertOptions()
        if let size = try parsed.number("--point-size") { options.pointSize = size }
        if let mode = try parsed.choice("--mode", as: ContentsFile.RenderingIntent.self) { options.mode = mode }
        if let weight = try parsed.choice("--weight", as: SymbolWeight.self) { options.weight = weight }
        if let scale = try parsed.choice("--scale", as: SymbolScale.self) { options.scale = scale }
        options.sizing = try parsed.choice("--sizing", as: ConvertOptions.Sizing.self)
        options.exactVariant = parsed.flag("--exact-variant")
        options.symbolSet = parsed.flag("--symbolset")
        if let compression = try parsed.choice("--compression", as: PNGEncoder.Compression.self) { options.compression = compression }
        let catalog = AssetCatalog(path: parsed.value("--output") ?? "Output/Assets.xcassets")
        let request = ConvertRequest(source: file, name: parsed.value("--name"), options: options, catalog: catalog)
        do {
            let result = try SignalHandling.whileRunning(nil) { () throws(AssetFailure) in try request.run() }
            for warning in result.asset.warnings { printer.warning(file, warning.description) }
            let sizes = result.asset.pixelSizes.map { "\($0.width)×\($0.height)" }.joined(separator: ", ")
            let folder = catalog.folder(name: request.name, type: "imageset")
            let state = result.written.isEmpty ? "unchanged" : "wrote"
            printer.note("\(state) \(folder) (\(sizes) px)")
            return ExitCode.success
        } catch {
            printer.error(error.path, error.description)
            return ExitCode.failure
        }
    }
}
