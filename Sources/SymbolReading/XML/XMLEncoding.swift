import Foundation

/// The legacy encodings an XML declaration may name, decoded to UTF-8 before the bounded
/// reader sees the bytes, as libxml2 (which librsvg reads through) decodes them.
enum XMLEncoding {
    /// `bytes` decoded from the declared `name` (an IANA name, any case) into UTF-8; nil when
    /// the name is UTF-8 or ASCII and the bytes need no decoding.
    static func utf8(_ bytes: [UInt8], declared name: String) throws(XMLError) -> [UInt8]? {
        let name = name.lowercased()
        if ["utf-8", "utf8", "us-ascii", "ascii"].contains(name) { return nil }
        if name.hasPrefix("utf-16") || name.hasPrefix("utf-32") || name.hasPrefix("ucs") {
            // A declaration readable as ASCII cannot be UTF-16 or UTF-32 bytes.
            throw .undecodableEncoding(name)
        }
        guard let encoding = encodings[name] else { throw .unsupportedEncoding(name) }
        guard let text = String(bytes: bytes, encoding: encoding) else { throw .undecodableEncoding(name) }
        return Array(text.utf8)
    }

    /// IANA names and common aliases. The Foundation raw values beyond the named constants are
    /// `0x8000_0000 | CFStringEncoding`, which both Apple's Foundation and swift-corelibs decode.
    private static let encodings: [String: String.Encoding] = {
        var table: [String: String.Encoding] = [:]
        func add(_ names: [String], _ encoding: String.Encoding) { for name in names { table[name] = encoding } }
        func cf(_ value: UInt) -> String.Encoding { String.Encoding(rawValue: 0x8000_0000 | value) }
        add(["iso-8859-1", "iso_8859-1", "latin1", "latin-1", "l1", "iso8859-1"], .isoLatin1)
        add(["iso-8859-2", "iso_8859-2", "latin2", "latin-2", "l2", "iso8859-2"], .isoLatin2)
        for part in 3...16 where part != 12 {
            add(["iso-8859-\(part)", "iso_8859-\(part)", "iso8859-\(part)"], cf(0x0200 + UInt(part)))
        }
        add(["windows-1250", "cp1250"], .windowsCP1250)
        add(["windows-1251", "cp1251"], .windowsCP1251)
        add(["windows-1252", "cp1252"], .windowsCP1252)
        add(["windows-1253", "cp1253"], .windowsCP1253)
        add(["windows-1254", "cp1254"], .windowsCP1254)
        for (code, value) in [(1255, 0x0505), (1256, 0x0506), (1257, 0x0507), (1258, 0x0508)] as [(Int, UInt)] {
            add(["windows-\(code)", "cp\(code)"], cf(value))
        }
        add(["koi8-r"], cf(0x0A02))
        add(["koi8-u"], cf(0x0A08))
        add(["macintosh", "mac", "macroman", "x-mac-roman"], .macOSRoman)
        add(["shift_jis", "shift-jis", "sjis", "x-sjis", "windows-31j", "cp932"], .shiftJIS)
        add(["euc-jp"], .japaneseEUC)
        add(["iso-2022-jp"], .iso2022JP)
        add(["gb2312", "euc-cn"], cf(0x0930))
        add(["gbk", "cp936"], cf(0x0631))
        add(["gb18030"], cf(0x0632))
        add(["big5"], cf(0x0A03))
        add(["euc-kr"], cf(0x0940))
        return table
    }()
}
