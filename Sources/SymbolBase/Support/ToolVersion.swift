/// The tool's version, recorded in the export state so a new version re-renders.
public enum ToolVersion {
    public static let string = "0.5.0"
}
