/// Filter and deflate choices for one encode.
struct DeflateSettings: Equatable {
    enum Filtering: Int32 {
        /// Filter type None on every row.
        case none = 0
        /// Per row, the filter with the least sum of absolute differences.
        case adaptive = 1
    }

    /// libdeflate level for the image data.
    var level: Int32
    var filtering: Filtering = .none
}
