#!/usr/bin/env python3
"""Measures `symbol-export audit` on a synthetic app of 1,600 files (docs/audit.md quotes it).

    python3 Scripts/bench-audit.py [--files N] [--binary PATH] [--rounds R] [--multiplatform]

Writes the app into a temporary folder (never into the repository): Swift views and models
(about 200 lines each, symbols on one line and over several, in comments, strings, `#if` and
`#available`), Objective-C files and headers, storyboards and xibs, an asset catalog and a
project file, in the proportions of a large iOS app. Runs the release binary (`make build`)
R times with text output and R times with `--json`, and prints for each the median wall time and
the median CPU time (user + sys of the process, from os.wait4, as `time` reports them), and the
files, uses and findings it reported. With --multiplatform the app target builds for iOS, macOS
and visionOS (every file is read three times, once for each).
"""
import json, os, random, shutil, statistics, subprocess, sys, tempfile, time

SYMBOLS = ["doc.on.doc", "document.on.document", "text.document", "doc.text", "square.and.arrow.up", "star.fill", "trash",
           "pencil", "gearshape", "person.crop.circle", "chevron.right", "xmark", "plus", "magnifyingglass", "bell.badge"]


def swift_file(index, rng):
    lines = [f"// View{index}.swift: a synthetic view for the audit benchmark", "import SwiftUI", "import UIKit", ""]
    lines.append(f"struct View{index}: View {{")
    lines.append("    @State private var isOn = false")
    lines.append("    let title = \"A title with a \\(interpolated) value and \\\"quotes\\\"\"")
    lines.append("    var body: some View {")
    lines.append("        VStack(alignment: .leading, spacing: 8) {")
    for row in range(24):
        symbol = rng.choice(SYMBOLS)
        kind = row % 8
        if kind == 0:
            lines.append(f"            Image(systemName: \"{symbol}\")")
        elif kind == 1:
            lines.append(f"            Label(\"Row {row}\", systemImage: \"{symbol}\")")
        elif kind == 2:
            lines += ["            Button {", "                isOn.toggle()", "            } label: {",
                      "                Image(", f"                    systemName: isOn ? \"{symbol}\" : \"circle\"", "                )", "            }"]
        elif kind == 3:
            lines.append(f"            // Image(systemName: \"{symbol}\") was here before")
        elif kind == 4:
            lines += ["            if #available(iOS 18, *) {", f"                Image(systemName: \"{symbol}\")", "            }"]
        elif kind == 5:
            lines.append(f"            Text(\"\\(count) items, {row} rows\").font(.caption).foregroundStyle(.secondary)")
        elif kind == 6:
            lines += ["            /* a block comment", f"               Image(systemName: \"{symbol}\") */", "            Spacer(minLength: 4)"]
        else:
            lines.append(f"            HStack {{ Text(\"Value\"); Spacer(); Text(verbatim: \"{row}\") }}.padding(.horizontal, 12)")
    lines += ["        }", "    }", "}", ""]
    lines += [f"final class Model{index} {{", "    var items: [String] = []", "    func load() {"]
    for row in range(30):
        lines.append(f"        items.append(\"item {row}\"); if items.count > {row} {{ items.removeFirst() }}")
    lines += ["    }", "#if os(macOS)", "    let icon = NSImage(systemSymbolName: \"gearshape\", accessibilityDescription: nil)", "#else",
              f"    let icon = UIImage(systemName: \"{rng.choice(SYMBOLS)}\", withConfiguration: nil)", "#endif", "}", ""]
    return "\n".join(lines) + "\n"


def objc_file(index, rng):
    lines = ["#import <UIKit/UIKit.h>", f"// Legacy{index}.m", f"@implementation Legacy{index}", "- (void)setUp {"]
    for row in range(40):
        if row % 5 == 0:
            lines.append(f"    UIImage *image{row} = [UIImage systemImageNamed:@\"{rng.choice(SYMBOLS)}\"];")
        else:
            lines.append(f"    [self.items addObject:@\"row {row}\"]; // keep {row}")
    lines += ["}", "@end", ""]
    return "\n".join(lines)


def storyboard(index, rng):
    scenes = []
    for scene in range(30):
        scenes.append(f"        <!--Scene {scene}-->\n        <scene sceneID=\"s{index}-{scene}\">\n"
                      f"            <imageView image=\"{rng.choice(SYMBOLS)}\" catalog=\"system\" id=\"i{scene}\"/>\n"
                      f"            <label text=\"Label {scene}\" textAlignment=\"natural\" id=\"l{scene}\"/>\n        </scene>")
    return ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\">\n"
            "    <scenes>\n" + "\n".join(scenes) + "\n    </scenes>\n</document>\n")


def make_app(root, count):
    rng = random.Random(28)
    shares = [("App/Views/View{}.swift", 0.75, swift_file), ("App/Legacy/Legacy{}.m", 0.12, objc_file),
              ("App/Legacy/Legacy{}.h", 0.06, lambda i, r: f"#import <UIKit/UIKit.h>\n@interface Legacy{i} : NSObject\n@end\n"),
              ("App/Base.lproj/Scene{}.storyboard", 0.07, storyboard)]
    written = 0
    for pattern, share, make in shares:
        for index in range(int(count * share)):
            path = os.path.join(root, pattern.format(index))
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w") as f:
                f.write(make(index, rng))
            written += 1
    os.makedirs(os.path.join(root, "App.xcodeproj"), exist_ok=True)
    with open(os.path.join(root, "App.xcodeproj/project.pbxproj"), "w") as f:
        # One app target whose files are the App folder, as Xcode 16 writes a synchronized folder.
        f.write("{ objects = { P = {isa = PBXProject; buildConfigurationList = L; mainGroup = M; targets = (T, ); }; "
                "L = {isa = XCConfigurationList; buildConfigurations = (C, ); }; C = {isa = XCBuildConfiguration; "
                "buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 16.0; SDKROOT = iphoneos; " + PLATFORMS + "}; name = Release; }; "
                "M = {isa = PBXGroup; children = (G, ); sourceTree = \"<group>\"; }; "
                "G = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = \"<group>\"; }; "
                "T = {isa = PBXNativeTarget; buildConfigurationList = L; fileSystemSynchronizedGroups = (G, ); name = App; "
                "productType = \"com.apple.product-type.application\"; }; }; rootObject = P; }\n")
    # Tables in the SF Symbols app's format for the benchmark's few names (years as Apple gives them).
    os.makedirs(os.path.join(root, "Metadata"))
    years = {"document.on.document": "2024", "text.document": "2024", "bell.badge": "2021"}
    entries = "".join(f"<key>{name}</key><string>{years.get(name, '2019')}</string>" for name in SYMBOLS + ["circle"])
    rows = [("2019", {"iOS": "13.0", "macOS": "10.15", "tvOS": "13.0", "watchOS": "6.0"}),
            ("2021", {"iOS": "15.0", "macOS": "12.0", "tvOS": "15.0", "watchOS": "8.0"}),
            ("2023", {"iOS": "17.0", "macOS": "14.0", "tvOS": "17.0", "watchOS": "10.0", "visionOS": "1.0"}),
            ("2024", {"iOS": "18.0", "macOS": "15.0", "tvOS": "18.0", "watchOS": "11.0", "visionOS": "2.0"})]
    releases = "".join(f"<key>{year}</key><dict>" + "".join(f"<key>{k}</key><string>{v}</string>" for k, v in row.items()) + "</dict>"
                       for year, row in rows)
    with open(os.path.join(root, "Metadata/name_availability.plist"), "w") as f:
        f.write(f"<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>symbols</key><dict>{entries}</dict>"
                f"<key>year_to_release</key><dict>{releases}</dict></dict></plist>\n")
    with open(os.path.join(root, "Metadata/name_aliases.strings"), "w") as f:
        f.write('"doc.on.doc" = "document.on.document";\n"doc.text" = "text.document";\n')
    while written < count - 1:
        path = os.path.join(root, f"App/Views/Extra{written}.swift")
        with open(path, "w") as f:
            f.write(swift_file(written, rng))
        written += 1
    return written + 1


PLATFORMS = ""


def main():
    global PLATFORMS
    args = sys.argv[1:]
    if "--multiplatform" in args:
        PLATFORMS = ("SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator macosx xros xrsimulator\"; MACOSX_DEPLOYMENT_TARGET = 13.0; "
                     "XROS_DEPLOYMENT_TARGET = 1.0; ")
    option = lambda name, default: args[args.index(name) + 1] if name in args else default
    count, rounds = int(option("--files", "1600")), int(option("--rounds", "5"))
    binary = os.path.abspath(option("--binary", os.path.join(os.path.dirname(__file__), "..", ".build", "release", "symbol-export")))
    root = tempfile.mkdtemp(prefix="symbol-export-audit-bench-")
    try:
        files = make_app(root, count)
        report = None
        for mode, extra in (("text", []), ("--json", ["--json"])):
            walls, cpus = [], []
            for _ in range(rounds):
                start = time.monotonic()
                process = subprocess.Popen([binary, "audit", "--symbols-metadata", "Metadata"] + extra, cwd=root,
                                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
                output = process.stdout.read()
                _, _, usage = os.wait4(process.pid, 0)
                walls.append(time.monotonic() - start)
                cpus.append(usage.ru_utime + usage.ru_stime)
                if extra:
                    report = json.loads(output)
            print(f"{mode}: median of {rounds}: wall {statistics.median(walls):.3f} s, CPU (user + sys) {statistics.median(cpus):.3f} s")
        print(f"{files} files written: audit reported {report['files']} files, {len(report['uses'])} uses, {len(report['findings'])} findings")
    finally:
        shutil.rmtree(root)


if __name__ == "__main__":
    main()
