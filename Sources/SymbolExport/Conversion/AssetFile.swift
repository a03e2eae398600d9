/// One file of an asset folder.
public struct AssetFile: Equatable, Sendable {
    public var filename: String
    public var bytes: [UInt8]
}
