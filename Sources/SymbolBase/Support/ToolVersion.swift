/// The tool's version, recorded in the export state so a new version re-renders.
package enum ToolVersion {
    package static let string = "0.6.0"
}
