import Testing
@testable import SymbolBase
@testable import SourceScanning

/// The audit's scanners on project-made sources: every API form that asks for a symbol by
/// name, on one line and over several, with the exact line and column of each name; what is
/// not a use (comments, strings, disabled code, declarations); and the `#available` guards.
@Suite struct AuditScannerTests {
    /// `name@line:column`, or `?expression@line:column` for a name given by code; `[guard]` when guarded.
    private func uses(_ found: [FoundUse], in text: String) -> [String] {
        var lines = SourceLines(Array(text.utf8))
        return lines.uses(found, path: "f", relativePath: "f", build: PlatformTarget(platform: .ios, target: nil)).map { use in
            (use.name ?? "?" + (use.expression ?? "")) + "@\(use.line):\(use.column)" + (use.guarded.map { " [\($0)]" } ?? "")
        }
    }

    private func swift(_ text: String, platform: Platform = .ios) -> [String] {
        uses(SwiftScanner.scan(Array(text.utf8), platform: platform), in: text)
    }

    @Test func swiftCallsOnOneLineAndOverSeveral() {
        let text = """
            let a = UIImage(systemName: "doc.on.doc")
            let b = UIImage(systemName: "text.document", withConfiguration: config)!
            let c = NSImage(systemSymbolName: "gearshape", accessibilityDescription: nil)
            let d: UIImage? = .init(systemName: "star")
            let e = UIImage(
                systemName:
                    "square.and.arrow.up"
            )
            let f = UIApplicationShortcutIcon(systemImageName: "bolt")
            """
        #expect(swift(text) == ["doc.on.doc@1:29", "text.document@2:29", "gearshape@3:35", "star@4:37", "square.and.arrow.up@7:9", "bolt@9:52"])
        let apis = SwiftScanner.scan(Array(text.utf8), platform: .ios).map(\.api)
        #expect(apis == ["UIImage(systemName:)", "UIImage(systemName:)", "NSImage(systemSymbolName:)", ".init(systemName:)",
                         "UIImage(systemName:)", "UIApplicationShortcutIcon(systemImageName:)"])
    }

    @Test func swiftUIForms() {
        let text = """
            var body: some View {
                VStack {
                    Image(systemName: "star.fill")
                    Label("Copy", systemImage: "document.on.document")
                    Button("Share", systemImage: "square.and.arrow.up") { share() }
                    ContentUnavailableView("None", systemImage: "tray", description: Text("Empty"))
                    Text("\\(Image(systemName: "pencil")) Edit")
                    Image(systemName: isOn ? "checkmark.circle.fill" : "circle")
                    Image(systemName: symbol ?? "questionmark")
                }
            }
            """
        #expect(swift(text) == ["star.fill@3:27", "document.on.document@4:36", "square.and.arrow.up@5:38", "tray@6:53",
                                "pencil@7:35", "checkmark.circle.fill@8:34", "circle@8:60", "questionmark@9:37", "?symbol ?? \"questionmark\"@9:27"])
        #expect(SwiftScanner.scan(Array(text.utf8), platform: .ios).map(\.api)[1] == "Label(systemImage:)")
    }

    @Test func namesGivenByCodeAreOneUseWithoutAName() {
        let text = """
            Image(systemName: item.icon)
            Image(systemName: "\\(base).fill")
            UIImage(systemName: prefix + ".circle")
            let entry = Entry(systemName: job.name)
            let other = Entry(systemName: "named.by.any.call")
            """
        // Only Apple's symbol APIs are sure to take a name: another call's code is not one.
        #expect(swift(text) == ["?item.icon@1:19", "?\"\\(base).fill\"@2:19", "?prefix + \".circle\"@3:21", "named.by.any.call@5:31"])
    }

    @Test func commentsStringsDeclarationsAndDisabledCodeAreNotUses() {
        let text = """
            // UIImage(systemName: "line.comment")
            /* outer /* UIImage(systemName: "nested.comment") */ UIImage(systemName: "still.comment") */
            let s = "UIImage(systemName: \\"in.a.string\\")"
            let m = \"\"\"
                Image(systemName: "in.a.multiline.string")
                \"\"\"
            let r = #"Image(systemName: "in.a.raw.string")"#
            func icon(systemName: String) -> UIImage? { nil }
            init(systemName: String) {}
            enum Icon { case system(systemName: String) }
            let f = UIImage.init(systemName:)
            #if false
            let x = UIImage(systemName: "if.false")
            #else
            let y = UIImage(systemName: "else.branch")
            #endif
            #if os(macOS)
            let z = NSImage(systemSymbolName: "mac.only", accessibilityDescription: nil)
            #elseif DEBUG
            let w = UIImage(systemName: "debug.only")
            #endif
            let raw = UIImage(systemName: #"raw.name"#)
            """
        #expect(swift(text) == ["else.branch@15:29", "debug.only@20:29", "raw.name@22:31"])
        #expect(swift(text, platform: .tvos) == ["else.branch@15:29", "debug.only@20:29", "raw.name@22:31"])
    }

    @Test func availabilityGuards() {
        let text = """
            if #available(iOS 18.0, *) {
                Image(systemName: "document.on.document")
            } else {
                Image(systemName: "doc.on.doc")
            }
            if #unavailable(iOS 17) {
                Image(systemName: "old")
            } else {
                Image(systemName: "new")
            }
            func f() {
                guard #available(iOS 17, *) else {
                    return Image(systemName: "fallback")
                }
                Image(systemName: "after.guard")
            }
            Image(systemName: "outside")
            @available(iOS 18, *)
            struct NewView: View {
                var body: some View { Image(systemName: "in.type") }
            }
            @available(iOS 16.0, macOS 13, *) static let icon = UIImage(systemName: "stored")
            static let next = UIImage(systemName: "unguarded")
            @available(tvOS 17, *)
            func onlyTV() { Image(systemName: "tv") }
            """
        #expect(swift(text) == ["document.on.document@2:23 [18.0]", "doc.on.doc@4:23", "old@7:23", "new@9:23 [17.0]", "fallback@13:34",
                                "after.guard@15:23 [17.0]", "outside@17:19", "in.type@20:45 [18.0]", "stored@22:73 [16.0]",
                                "unguarded@23:39", "tv@25:35"])
        #expect(swift(text, platform: .tvos).last == "tv@25:35 [17.0]")
    }

    @Test func accessorsOfTheGeneratedSwiftAreUses() {
        let accessors = SwiftScanner.Accessors(typeName: "Symbol", assets: ["docOnDoc": "doc.on.doc"])
        let text = "button.setSymbol(.docOnDoc, for: .normal)\nlet i = Symbol.docOnDoc.image\nlet o = .other\n"
        let found = SwiftScanner.scan(Array(text.utf8), platform: .ios, accessors: accessors)
        #expect(uses(found, in: text) == ["doc.on.doc@1:19", "doc.on.doc@2:16"])
        #expect(found.map(\.kind) == [.accessor, .accessor])
    }

    @Test func namedImagesAreCandidatesForCustomSymbols() {
        let text = "Image(\"logo\")\nUIImage(named: \"badge\", in: .main, with: nil)\nLabel(\"T\", image: \"mark\")\nText(\"not\")\n"
        let found = SwiftScanner.scan(Array(text.utf8), platform: .ios)
        #expect(uses(found, in: text) == ["logo@1:7", "badge@2:16", "mark@3:19"])
        #expect(found.map(\.kind) == [.named, .named, .named])
    }

    @Test func objectiveC() {
        let text = """
            #import <UIKit/UIKit.h>
            // [UIImage systemImageNamed:@"line.comment"]
            /* [UIImage systemImageNamed:@"block.comment"] */
            + (UIImage *)systemImageNamed:(NSString *)name;
            - (void)setUp {
                UIImage *a = [UIImage systemImageNamed:@"doc.on.doc"];
                UIImage *b = [UIImage systemImageNamed:@"text.document"
                                     withConfiguration:configuration];
                UIImage *c = [UIImage systemImageNamed:name];
                SEL s = @selector(systemImageNamed:);
                NSImage *d = [NSImage imageWithSystemSymbolName:@"gearshape" accessibilityDescription:nil];
                NSString *q = @"[UIImage systemImageNamed:@\\"in.a.string\\"]";
                if (@available(iOS 18.0, *)) {
                    [UIImage systemImageNamed:@"document.on.document"];
                } else {
                    [UIImage systemImageNamed:@"doc.on.doc"];
                }
            #if 0
                [UIImage systemImageNamed:@"if.zero"];
            #endif
                [UIImage imageNamed:@"logo"];
            }
            - (void)later API_AVAILABLE(ios(17.0)) {
                [UIImage systemImageNamed:@"in.method"];
            }
            """
        let found = ObjCScanner.scan(Array(text.utf8), platform: .ios)
        #expect(uses(found, in: text) == ["doc.on.doc@6:44", "text.document@7:44", "?name@9:44", "gearshape@11:53",
                                          "document.on.document@14:35 [18.0]", "doc.on.doc@16:35", "logo@21:25", "in.method@24:31 [17.0]"])
        #expect(found[0].api == "[UIImage systemImageNamed:]")
        #expect(found.map(\.kind).filter { $0 == .named }.count == 1)
    }

    @Test func storyboardsAndXibs() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <!--Copy <image name="in.comment" catalog="system"/>-->
                <objects>
                    <imageView image="doc.on.doc" catalog="system" id="i1"/>
                    <button id="b1">
                        <state key="normal"
                               catalog='system' image="text.document"/>
                    </button>
                    <imageView image="logo" id="i2"/>
                    <label text="image=&quot;not&quot; catalog=&quot;system&quot;"/>
                </objects>
                <resources>
                    <image name="doc.on.doc" catalog="system" width="128" height="115"/>
                    <image name="logo" width="40" height="40"/>
                </resources>
            </document>
            """
        let found = InterfaceBuilderScanner.scan(Array(text.utf8))
        #expect(uses(found, in: text) == ["doc.on.doc@5:26", "text.document@8:43", "logo@10:26", "doc.on.doc@14:21", "logo@15:21"])
        #expect(found.map(\.kind) == [.system, .system, .named, .system, .named])
        #expect(found.map(\.api) == ["<imageView image=>", "<state image=>", "<imageView image=>", "<image name=>", "<image name=>"])
    }
    @Test func helpersThatPassTheNameOnAreFollowedToTheirCallers() {
        let helpers = """
            extension RSImage {
                convenience init?(symbol: String) {
            #if os(macOS)
                    self.init(systemSymbolName: symbol, accessibilityDescription: nil)
            #else
                    self.init(systemName: symbol)
            #endif
                }
            }
            final class Icons {
                class func icon(_ name: String, tint: UIColor) -> UIImage? { UIImage(systemName: name)?.withTintColor(tint) }
                @available(iOS 17, *)
                static func badge(named badge: String) -> some View { Image(systemName: badge) }
                static func other(_ name: String) -> UIImage? { UIImage(systemName: name + ".fill") }
            }
            """
        let first = SwiftScanner.read(Array(helpers.utf8), platform: .ios)
        // The forwarding calls are no uses; a name built from the parameter still is one.
        #expect(uses(first.uses, in: helpers) == ["?name + \".fill\"@14:73"])
        #expect(Set(first.forwarders.map(\.api)) == ["RSImage(symbol:)", "icon(_:)", "badge(named:)"])
        #expect(first.forwarders.first { $0.api == "badge(named:)" }?.guarded == Version(17))
        let callers = """
            let copy = RSImage(symbol: "document.on.document")
            let share = RSImage(
                symbol: "square.and.arrow.up")!
            let pen = Icons.icon("pencil.and.scribble", tint: .red)
            let tinted = icon(name, tint: .red)
            let badge = Icons.badge(named: "star")
            if #available(iOS 18, *) { _ = RSImage(symbol: "text.document") }
            let stock = Stock(symbol: "AAPL")
            let tint = Icons.icon(tint: "not.the.name")
            """
        let index = SymbolForwarder.Index(first.forwarders)
        let second = SwiftScanner.read(Array(callers.utf8), platform: .ios, forwarders: index).uses.filter(\.forwarded)
        #expect(uses(second, in: callers) == ["document.on.document@1:28", "square.and.arrow.up@3:13", "pencil.and.scribble@4:22",
                                             "?name@5:19", "star@6:32 [17.0]", "text.document@7:48 [18.0]"])
        #expect(second.map(\.api) == ["RSImage(symbol:)", "RSImage(symbol:)", "icon(_:)", "icon(_:)", "badge(named:)", "RSImage(symbol:)"])
        #expect(index.mayBeCalled(in: Array(callers.utf8)) && !index.mayBeCalled(in: Array("let a = UIImage(systemName: \"b\")".utf8)))
    }
}
