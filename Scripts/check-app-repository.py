#!/usr/bin/env python3
"""Replays, outside the test suite and with other files, what a new user does in an app's
repository (issue 27): a manifest of Apple system templates and custom ones, exported on a "Mac"
(with SF Symbols tables) and in "CI" (without), and the everyday mistakes.

    python3 Scripts/check-app-repository.py BIN CORPUS_TEMPLATES_DIR

The system templates are the corpus's SF Symbols app exports that name an Apple glyph; the custom
ones its templates that name none. The tables are written here, in the SF Symbols app's formats,
for the few names used. Nothing is written outside a temporary folder. Exits 1 naming each
scenario that failed, else prints what held.
"""
import json, os, re, shutil, subprocess, sys, tempfile

binary, corpus = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
problems, held = [], []

PLIST = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict>
<key>symbols</key><dict>
<key>doc.text</key><string>2019</string><key>text.document</key><string>2024</string>
<key>pencil.and.scribble</key><string>2023</string><key>trash</key><string>2019</string>
</dict>
<key>year_to_release</key><dict>
<key>2019</key><dict><key>iOS</key><string>13.0</string></dict>
<key>2023</key><dict><key>iOS</key><string>17.0</string></dict>
<key>2024</key><dict><key>iOS</key><string>18.0</string></dict>
</dict></dict></plist>
"""
ALIASES = '"doc.text" = "text.document";\n'


def glyph(path):
    head = open(path, "rb").read(4096).decode("utf-8", "replace")
    match = re.search(r'<!--glyph: "([^"]*)"', head)
    return match.group(1) if match else ""


def run(repo, *arguments):
    result = subprocess.run([binary, *arguments], cwd=repo, capture_output=True, text=True, timeout=600)
    return result.returncode, result.stdout, result.stderr


def check(name, condition, detail=""):
    (held if condition else problems).append(name + ("" if condition else f": {detail.strip()[:600]}"))


templates = sorted(f for f in os.listdir(corpus) if f.endswith(".svg"))
apple = [f for f in templates if re.fullmatch(r"uni[0-9A-Fa-f]{4,6}(\..*)?", glyph(os.path.join(corpus, f)))]
custom = [f for f in templates if f not in apple][:2]
if not apple or len(custom) < 2:
    sys.exit(f"check-app-repository: the corpus needs a template that names an Apple glyph and two that name none ({corpus})")

work = tempfile.mkdtemp(prefix="symbol-export-app-")
try:
    repo = os.path.join(work, "app")
    os.makedirs(os.path.join(repo, "Symbols"))
    os.makedirs(os.path.join(work, "Metadata"))
    for system in ["text.document", "pencil.and.scribble", "trash"]:
        shutil.copy(os.path.join(corpus, apple[0]), os.path.join(repo, "Symbols", system + ".svg"))
    for index, name in enumerate(["cupcake", "häuser"]):
        shutil.copy(os.path.join(corpus, custom[index]), os.path.join(repo, "Symbols", name + ".svg"))
    open(os.path.join(work, "Metadata", "name_availability.plist"), "w").write(PLIST)
    open(os.path.join(work, "Metadata", "name_aliases.strings"), "w").write(ALIASES)
    manifest = {"catalog": "../App/Assets.xcassets", "swift": "../App/Symbols.swift", "swiftui": True, "deployment-target": "15.0",
                "symbols": ["text.document.svg", "pencil.and.scribble.svg", "trash.svg", "cupcake.svg", "häuser.svg"]}
    manifest_path = os.path.join(repo, "Symbols", "symbols.json")
    json.dump(manifest, open(manifest_path, "w"), ensure_ascii=False)
    catalog = os.path.join(repo, "App", "Assets.xcassets")

    # No tables, iOS 15: every system symbol's availability is unknown, so its bitmap is kept.
    status, _, err = run(repo, "export", "Symbols")
    check("no tables: export succeeds", status == 0, err)
    check("no tables: unknown availability warns", "unknown-availability" in subprocess.run(
        [binary, "export", "Symbols", "--json", "--force"], cwd=repo, capture_output=True, text=True).stdout, err)
    for system in ["text.document", "pencil.and.scribble", "trash"]:
        check(f"no tables: {system} keeps its bitmap", os.path.exists(os.path.join(catalog, f"{system}.imageset", f"{system}@3x.png")))
    swift = open(os.path.join(repo, "App", "Symbols.swift"), encoding="utf-8").read()
    for system in ["text.document", "pencil.and.scribble", "trash"]:
        check(f"no tables: the Swift loads {system}'s bitmap", f'UIImage(named: "{system}", in: Self.bundle, compatibleWith: nil)' in swift)
    check("custom templates are never asked of the system", 'UIImage(systemName: "cupcake")' not in swift and os.path.isdir(os.path.join(catalog, "cupcake.symbolset")), swift[:400])
    check("non-ASCII case names kept", "case häuser = " in swift, swift[:400])

    # The Mac: the tables; then CI without them reads the record, byte for byte the same Swift.
    status, _, err = run(repo, "export", "Symbols", "--symbols-metadata", os.path.join(work, "Metadata"))
    check("tables: export succeeds and writes the record", status == 0 and os.path.exists(os.path.join(repo, "Symbols", "symbols.availability.json")), err)
    mac = {f: open(os.path.join(repo, "App", f), "rb").read() for f in ["Symbols.swift", "Symbols+SwiftUI.swift"]}
    status, _, err = run(repo, "export", "Symbols/symbols.json", "--check")
    check("record: --check passes without the tables", status == 0, err)
    status, _, err = run(repo, "export", "Symbols/symbols.json")
    ci = {f: open(os.path.join(repo, "App", f), "rb").read() for f in mac}
    check("record: the same Swift without the tables", status == 0 and ci == mac and "wrote" not in err, err)
    check("tables: text.document asked for as doc.text below iOS 18", b'"doc.text"' in mac["Symbols.swift"])

    # A typo prunes nothing and suggests the name.
    text = open(manifest_path, encoding="utf-8").read()
    # (pencil.and.scribble exists from iOS 17: the app, deploying to 15, needs its bitmap.)
    open(manifest_path, "w", encoding="utf-8").write(text.replace('"pencil.and.scribble.svg"', '"pencil.and.scirbble.svg"'))
    status, _, err = run(repo, "export", "Symbols/symbols.json")
    check("typo: fails, suggests, prunes nothing", status == 1 and "did you mean 'pencil.and.scribble.svg'?" in err and "pruned nothing" in err
          and os.path.isdir(os.path.join(catalog, "pencil.and.scribble.imageset")), err)
    open(manifest_path, "w", encoding="utf-8").write(text)

    # A hand-made file survives an edited template, --force and the symbol's removal.
    note = os.path.join(catalog, "pencil.and.scribble.imageset", "handmade-note.png")
    open(note, "w").write("mine")
    open(os.path.join(repo, "Symbols", "pencil.and.scribble.svg"), "a").write("<!-- edited -->\n")
    outputs = [run(repo, "export", "Symbols/symbols.json"), run(repo, "export", "Symbols/symbols.json", "--force"),
               run(repo, "export", "Symbols/symbols.json", "--check", "--force")]
    check("hand-made file: reported and kept when rewritten and checked", all("kept-file" in o[2] or "did not write" in o[2] for o in outputs)
          and os.path.exists(note), "\n".join(o[2] for o in outputs))
    open(manifest_path, "w", encoding="utf-8").write(text.replace('"pencil.and.scribble.svg", ', ""))
    status, _, err = run(repo, "export", "Symbols/symbols.json")
    check("hand-made file: kept with its folder when the symbol is removed", status == 0 and os.path.exists(note) and "did not write" in err, err)
    open(manifest_path, "w", encoding="utf-8").write(text)

    # The catalog as the input, beside the manifest: it claims nothing; the manifest still runs.
    owners = open(os.path.join(catalog, ".symbol-export-owners")).read()
    status, _, err = run(repo, "export", "App/Assets.xcassets", "--swift", "App/Other.swift")
    check("catalog input: leaves the manifest's symbolsets", status == 0 and "to the export that makes" in err
          and open(os.path.join(catalog, ".symbol-export-owners")).read() == owners, err)
    status, _, err = run(repo, "export", "Symbols/symbols.json")
    check("catalog input: the manifest's export still succeeds", status == 0, err)

    # --json is one document on a manifest error.
    open(manifest_path, "w").write('{ "symbols": [ { "sorce": "x.svg" } ] }')
    status, out, err = run(repo, "export", "Symbols/symbols.json", "--json")
    try:
        document = json.loads(out)
        check("--json on a manifest error", status == 1 and document["version"] == 1 and document["errors"], out)
    except ValueError:
        check("--json on a manifest error", False, out)
finally:
    shutil.rmtree(work, ignore_errors=True)

for line in held:
    print("ok   " + line)
for problem in problems:
    print("error: check-app-repository: " + problem, file=sys.stderr)
print(f"check-app-repository: {len(held)} held, {len(problems)} failed (system templates from {apple[0]}, custom {', '.join(custom)})")
sys.exit(1 if problems else 0)
