extension SVGSource {
    /// A reference out of the document, and where it is: the start tag of its element.
    package struct Reference: Equatable, Sendable {
        package var value: String
        package var line: Int
        package var column: Int
    }

    /// Which elements and attributes librsvg reads, by their XML namespaces and names. librsvg
    /// draws and loads only what is in the SVG namespace (and follows XInclude's
    /// `<xi:include>`); elements of other namespaces — metadata, editors' data, test
    /// descriptions such as `<d:testDescription href="http://www.w3.org/TR/SVG11/…">` — stay in
    /// its tree, never drawn and never loaded. Of SVG's elements it follows the `href` of those
    /// in `followed` only: not that of a hyperlink (`<a>`), an SVG font (`<font-face-uri>`, as
    /// the SVG 1.1 test suite names its font), a script or an animation, which it never
    /// loads. A name whose namespace nothing declares is taken as SVG (and an undeclared
    /// `…:href` as XLink's): refused rather than guessed harmless.
    struct Namespaces {
        static let svg = "http://www.w3.org/2000/svg"
        static let xinclude = "http://www.w3.org/2001/XInclude"
        static let read: Set<String> = [svg, xinclude]
        static let xlink = "http://www.w3.org/1999/xlink"
        /// SVG elements whose `href` librsvg follows (to an element of this document, or of
        /// another file, which it would load given a base URL).
        static let followed: Set<Substring> = ["use", "image", "feImage", "linearGradient", "radialGradient", "pattern", "filter",
                                               "textPath", "tref"]

        private let document: XMLDocument
        /// Per element, its default namespace (nil: none declared), worked out in document
        /// order from its parent's: no walk up the tree per element.
        private var defaults: [String?] = []

        init(_ document: XMLDocument) {
            self.document = document
        }

        /// Whether librsvg reads element `index` (its attributes, its `<style>` text).
        mutating func isRead(_ index: Int) -> Bool {
            let element = document.elements[index]
            let namespace = element.prefix == nil ? defaultNamespace(at: index) : document.namespace(of: index)
            return namespace.map(Self.read.contains) ?? true
        }

        /// Whether the attribute `name` of element `index` (one librsvg reads) is an `href` it
        /// follows: `href`, or `PREFIX:href` with the prefix bound to XLink, on an element of
        /// `followed` or on `<xi:include>`.
        func isReference(_ name: String, at index: Int) -> Bool {
            let element = document.elements[index]
            let isInclude = element.localName == "include" && document.namespace(of: index) == Self.xinclude
            guard isInclude || Self.followed.contains(element.localName) else { return false }
            if name == "href" { return true }
            guard name.hasSuffix(":href") else { return false }
            let prefix = name.dropLast(":href".count)
            return document.namespace(ofPrefix: prefix, at: index).map { $0 == Self.xlink } ?? true
        }

        private mutating func defaultNamespace(at index: Int) -> String? {
            while defaults.count <= index {
                let next = defaults.count, element = document.elements[next]
                defaults.append(element[attribute: "xmlns"] ?? (element.parent >= 0 ? defaults[element.parent] : nil))
            }
            return defaults[index]
        }
    }
}
