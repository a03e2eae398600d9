/// Xcode projects written for the tests (not copies of real ones), in the form Xcode writes
/// `project.pbxproj`: a project with its build settings, native targets with their own settings
/// (and an `.xcconfig` as their base configuration), each target's files through a Sources build
/// phase and file references in the main group, or through Xcode 16's synchronized folders.
enum ProjectFixtures {
    struct Target {
        var name: String
        var productType = "com.apple.product-type.application"
        var settings: [String: String] = [:]
        /// Files it compiles, relative to the project's folder (a Sources build phase).
        var files: [String] = []
        /// Folders it compiles every file of (synchronized groups), and files left out of them.
        var folders: [String] = []
        var exceptions: [String] = []
        /// An `.xcconfig` its configurations are based on, relative to the project's folder.
        var configuration: String?
        /// The `.xcconfig` is in one of its synchronized folders, named as Xcode 16 names it there
        /// (`baseConfigurationReferenceAnchor` and `baseConfigurationReferenceRelativePath`).
        var anchoredConfiguration = false
        /// Files of another target's folder it compiles too (an exception set of that folder that
        /// names this target, as Xcode 16 writes a widget's share of the app's files).
        var adds: [String] = []
    }

    static func pbxproj(settings: [String: String], targets: [Target]) -> String {
        var objects: [String] = []
        var children: [String] = []
        var targetIDs: [String] = []
        func settingsText(_ settings: [String: String]) -> String {
            settings.keys.sorted().map { "\(quoted($0)) = \(quoted(settings[$0]!)); " }.joined()
        }
        objects.append("PL = {isa = XCConfigurationList; buildConfigurations = (PD, PR, ); };")
        objects.append("PD = {isa = XCBuildConfiguration; buildSettings = { \(settingsText(settings))}; name = Debug; };")
        objects.append("PR = {isa = XCBuildConfiguration; buildSettings = { \(settingsText(settings))}; name = Release; };")
        for (t, target) in targets.enumerated() {
            let id = "T\(t)"
            targetIDs.append(id)
            var buildFiles: [String] = []
            for (f, file) in target.files.enumerated() {
                objects.append("R\(t)_\(f) = {isa = PBXFileReference; path = \(quoted(file)); sourceTree = \"<group>\"; };")
                objects.append("B\(t)_\(f) = {isa = PBXBuildFile; fileRef = R\(t)_\(f); };")
                children.append("R\(t)_\(f)")
                buildFiles.append("B\(t)_\(f)")
            }
            var groups: [String] = []
            for (g, folder) in target.folders.enumerated() {
                var exceptionIDs = target.exceptions.isEmpty ? [] : ["E\(t)_\(g)"]
                // The other targets' shares of this folder.
                for (o, other) in targets.enumerated() {
                    let shared = other.adds.filter { $0.hasPrefix(folder + "/") }.map { String($0.dropFirst(folder.count + 1)) }
                    guard !shared.isEmpty else { continue }
                    exceptionIDs.append("A\(o)_\(t)_\(g)")
                    objects.append("A\(o)_\(t)_\(g) = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ("
                        + shared.map { quoted($0) + ", " }.joined() + "); target = T\(o); };")
                }
                let exception = exceptionIDs.isEmpty ? "" : "exceptions = (\(exceptionIDs.map { $0 + ", " }.joined())); "
                objects.append("G\(t)_\(g) = {isa = PBXFileSystemSynchronizedRootGroup; \(exception)path = \(quoted(folder)); sourceTree = \"<group>\"; };")
                if !target.exceptions.isEmpty {
                    objects.append("E\(t)_\(g) = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ("
                        + target.exceptions.map { quoted($0) + ", " }.joined() + "); target = \(id); };")
                }
                children.append("G\(t)_\(g)")
                groups.append("G\(t)_\(g)")
            }
            var base = ""
            if let configuration = target.configuration, target.anchoredConfiguration,
               let g = target.folders.firstIndex(where: { configuration.hasPrefix($0 + "/") }) {
                let relative = String(configuration.dropFirst(target.folders[g].count + 1))
                base = "baseConfigurationReferenceAnchor = G\(t)_\(g); baseConfigurationReferenceRelativePath = \(quoted(relative)); "
            } else if let configuration = target.configuration {
                objects.append("X\(t) = {isa = PBXFileReference; path = \(quoted(configuration)); sourceTree = \"<group>\"; };")
                children.append("X\(t)")
                base = "baseConfigurationReference = X\(t); "
            }
            objects.append("L\(t) = {isa = XCConfigurationList; buildConfigurations = (D\(t), E\(t), ); };")
            objects.append("D\(t) = {isa = XCBuildConfiguration; \(base)buildSettings = { \(settingsText(target.settings))}; name = Debug; };")
            objects.append("E\(t) = {isa = XCBuildConfiguration; \(base)buildSettings = { \(settingsText(target.settings))}; name = Release; };")
            objects.append("S\(t) = {isa = PBXSourcesBuildPhase; files = (\(buildFiles.map { $0 + ", " }.joined())); };")
            let synchronized = groups.isEmpty ? "" : "fileSystemSynchronizedGroups = (\(groups.map { $0 + ", " }.joined())); "
            objects.append("\(id) /* \(target.name) */ = {isa = PBXNativeTarget; buildConfigurationList = L\(t); buildPhases = (S\(t), ); "
                + "\(synchronized)name = \(quoted(target.name)); productType = \(quoted(target.productType)); };")
        }
        objects.append("M = {isa = PBXGroup; children = (\(children.map { $0 + ", " }.joined())); sourceTree = \"<group>\"; };")
        objects.append("P = {isa = PBXProject; buildConfigurationList = PL; mainGroup = M; targets = (\(targetIDs.map { $0 + ", " }.joined())); };")
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n" + objects.map { "\t\t" + $0 + "\n" }.joined() + "\t};\n\trootObject = P;\n}\n"
    }

    private static func quoted(_ text: String) -> String {
        text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "/" } && !text.isEmpty ? text : "\"\(text)\""
    }
}
