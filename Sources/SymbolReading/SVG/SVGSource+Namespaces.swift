extension SVGSource {
    /// A reference out of the document, and where it is: the start tag of its element.
    package struct Reference: Equatable, Sendable {
        package var value: String
        package var line: Int
        package var column: Int
    }

    /// Which elements and attributes librsvg reads, by their XML namespaces. librsvg draws
    /// and loads only what is in the SVG namespace (and follows XInclude's `<xi:include>`);
    /// elements of other namespaces — metadata, editors' data, test descriptions such as
    /// `<d:testDescription href="http://www.w3.org/TR/SVG11/…">` — stay in its tree, never
    /// drawn and never loaded. A name whose namespace nothing declares is taken as SVG (and an
    /// undeclared `…:href` as XLink's): refused rather than guessed harmless.
    struct Namespaces {
        static let read: Set<String> = ["http://www.w3.org/2000/svg", "http://www.w3.org/2001/XInclude"]
        static let xlink = "http://www.w3.org/1999/xlink"

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

        /// Whether the attribute `name` of element `index` is an `href` librsvg follows: `href`,
        /// or `PREFIX:href` with the prefix bound to XLink.
        func isReference(_ name: String, at index: Int) -> Bool {
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
