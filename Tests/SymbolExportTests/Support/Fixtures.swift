/// Small SVGs written by the tests themselves.
enum Fixtures {
    /// A 24×24 square filled with a coloured, half-transparent shape on the left half.
    static let halfTransparentColoured = """
        <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
          <rect x="0" y="0" width="12" height="24" fill="#3366CC" fill-opacity="0.5"/>
          <rect x="12" y="0" width="12" height="24" fill="url(#g)"/>
          <defs><linearGradient id="g"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="yellow"/></linearGradient></defs>
        </svg>
        """

    /// A 50 %-alpha white square.
    static let halfWhite = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">
          <rect width="10" height="10" fill="#ffffff" fill-opacity="0.5"/>
        </svg>
        """

    /// A 2:1 landscape drawing filling its whole viewBox.
    static let wide = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10">
          <rect width="20" height="10" fill="currentColor"/>
        </svg>
        """

    /// A 1:2 portrait drawing with width/height only (no viewBox).
    static let tall = """
        <svg xmlns="http://www.w3.org/2000/svg" width="10px" height="20px">
          <rect width="10" height="20"/>
        </svg>
        """

    static let square = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"/></svg>
        """
}
