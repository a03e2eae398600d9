#!/usr/bin/env python3
"""Checks `symbol-export audit` on real open-source apps, outside this repository.

    python3 Scripts/check-audit.py CACHE_DIR [--binary PATH]

CACHE_DIR holds samples of apps as OWNER/REPO/… (or CACHE_DIR/apps/OWNER/REPO/…) with their own
paths (the source files that ask for SF Symbols and the files that set the deployment target),
fetched from public repositories and never committed here; an app whose project file was too large
to sample names its deployment target in OWNER/REPO/.deployment-target (passed as
`--deployment-target`). Optionally CACHE_DIR/availability/symbols.json and its record
symbols.availability.json (what Apple's tables say of the sample's names), passed as `--manifest`,
or CACHE_DIR/Metadata (Apple's tables), passed as `--symbols-metadata`. With `--binary-tables`, the
tables must be in Apple's binary property-list format (`bplist00`), as the SF Symbols app and
CoreGlyphs ship them, written by something other than this project.

For each app it runs `audit --json` and an independent scanner written separately from the
tool: a few regular expressions applied line by line (a line that starts a comment is left
out). It reports
  - recall: the share of the independent scanner's literal uses the audit reports on the same
    file, line and name (95 % required);
  - misplaced: uses the audit reports whose line does not hold the name, or whose column is not
    the name's opening quote (0 required);
  - flagged: the unavailable-symbol errors, each with its symbol, place and the app's
    deployment target (at least one required over all apps);
  - typos: with Apple's tables, the unknown-symbol errors (names the tables do not know, which draw
    nothing on any OS), each with the suggestion; with `--require-typo`, at least one is required;
and exits 1 when a requirement is not met.
"""
import json, os, re, subprocess, sys

SWIFT = re.compile(r'\b(?:systemName|systemImage|systemSymbolName|systemImageName)\s*:\s*"([^"\\]*)"')
OBJC = re.compile(r'\b(?:systemImageNamed|imageWithSystemSymbolName)\s*:\s*@"([^"\\]*)"')
IB_RESOURCE = re.compile(r'<image\b(?=[^>]*\bcatalog="system")[^>]*\bname="([^"]*)"')
IB_ATTRIBUTE = re.compile(r'<(?!image\b)\w+\b(?=[^>]*\bcatalog="system")[^>]*\bimage="([^"]*)"')
MACOS_ONLY = re.compile(r'#if\s+os\(macOS\)\s*(//.*)?$')
SKIPPED = {".build", "DerivedData", "Pods", "Carthage", "node_modules", "SourcePackages"}


def independent_uses(app):
    """(relative path, line, name) of every literal use the regular expressions find."""
    found = set()
    for folder, folders, files in os.walk(app):
        folders[:] = [f for f in folders if not f.startswith(".") and f not in SKIPPED]
        for name in files:
            extension = os.path.splitext(name)[1]
            patterns = {".swift": [SWIFT], ".m": [OBJC], ".mm": [OBJC], ".h": [OBJC],
                        ".storyboard": [IB_RESOURCE, IB_ATTRIBUTE], ".xib": [IB_RESOURCE, IB_ATTRIBUTE]}.get(extension)
            if not patterns:
                continue
            path = os.path.join(folder, name)
            relative = os.path.relpath(path, app)
            with open(path, encoding="utf-8", errors="replace") as f:
                # Swift's `#if os(macOS)` branches are not iOS code: a stack of whether each open
                # `#if` is skipping (only that one condition is understood; others are read).
                skipping = []
                for number, line in enumerate(f, 1):
                    stripped = line.lstrip()
                    if extension == ".swift" and stripped.startswith("#"):
                        directive = stripped.split()[0] if stripped.split() else ""
                        if directive == "#if":
                            skipping.append(MACOS_ONLY.match(stripped) is not None)
                        elif directive == "#elseif" and skipping:
                            skipping[-1] = MACOS_ONLY.match(stripped.replace("#elseif", "#if", 1)) is not None
                        elif directive == "#else" and skipping:
                            skipping[-1] = not skipping[-1]
                        elif directive == "#endif" and skipping:
                            skipping.pop()
                        continue
                    if any(skipping) or stripped.startswith(("//", "/*", "*", "<!--")):
                        continue
                    for pattern in patterns:
                        for match in pattern.finditer(line):
                            found.add((relative, number, match.group(1)))
    return found


def audit(binary, app, cache):
    arguments = [binary, "audit", "--json"]
    target = os.path.join(app, ".deployment-target")
    if os.path.isfile(target):
        arguments += ["--deployment-target", open(target).read().strip()]
    if os.path.isfile(os.path.join(cache, "availability", "symbols.json")):
        arguments += ["--manifest", os.path.join(cache, "availability", "symbols.json")]
    if os.path.isdir(os.path.join(cache, "Metadata")):
        arguments += ["--symbols-metadata", os.path.join(cache, "Metadata")]
    result = subprocess.run(arguments, cwd=app, capture_output=True, text=True)
    if result.returncode not in (0, 1):
        sys.exit(f"{app}: audit exited {result.returncode}: {result.stderr}")
    return json.loads(result.stdout)


def misplaced(app, uses):
    """Literal uses whose line does not hold the name at the column given."""
    wrong = []
    for use in uses:
        if use["name"] is None or use["kind"] == "accessor":
            continue
        with open(os.path.join(app, use["path"]), encoding="utf-8", errors="replace") as f:
            lines = f.read().split("\n")
        line = lines[use["line"] - 1] if use["line"] <= len(lines) else ""
        column = use["column"] - 1
        opening = line[column:column + 1]
        if use["name"] not in line or opening not in ('"', "@", "'", "#") or use["name"] not in line[column:]:
            wrong.append(f'{use["path"]}:{use["line"]}:{use["column"]} {use["name"]}')
    return wrong


def main():
    args = sys.argv[1:]
    if not args:
        sys.exit(__doc__)
    cache = os.path.abspath(args[0])
    binary = os.path.abspath(args[args.index("--binary") + 1]) if "--binary" in args else \
        os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".build", "release", "symbol-export")
    root = os.path.join(cache, "apps") if os.path.isdir(os.path.join(cache, "apps")) else cache
    apps = sorted(os.path.join(root, owner, repo) for owner in os.listdir(root)
                  if owner not in ("availability", "Metadata", "apps", "tables-text", "work") and os.path.isdir(os.path.join(root, owner))
                  for repo in os.listdir(os.path.join(root, owner)))
    if "--binary-tables" in args:
        metadata = os.path.join(cache, "Metadata")
        for name in ("name_availability.plist", "name_aliases.strings"):
            with open(os.path.join(metadata, name), "rb") as f:
                if f.read(8) != b"bplist00":
                    sys.exit(f"{metadata}/{name}: not a binary property list")
        print(f"tables: {metadata} (binary property lists)")
    total_expected = total_found = 0
    all_misplaced, all_flagged, all_typos = [], [], []
    for app in apps:
        report = audit(binary, app, cache)
        literal = {(u["path"], u["line"], u["name"]) for u in report["uses"] if u["name"] is not None and u["kind"] == "system"}
        expected = independent_uses(app)
        found = expected & literal
        total_expected += len(expected)
        total_found += len(found)
        wrong = misplaced(app, report["uses"])
        all_misplaced += [f"{os.path.relpath(app, cache)}/{w}" for w in wrong]
        target = report["deployment-target"]
        flagged = [f for f in report["findings"] if f["code"] == "unavailable-symbol" and f["severity"] == "error"]
        all_flagged += flagged
        all_typos += [f for f in report["findings"] if f["code"] == "unknown-symbol" and f["severity"] == "error"]
        name = os.path.relpath(app, root)
        availability = report.get("availability", {})
        if availability.get("from") == "sf-symbols-tables":
            print(f"{name}: tables {availability.get('tables')} at {availability.get('path')}, symbols to iOS {availability.get('newest-ios')}")
        print(f"{name}: {report['files']} files, deployment target {target['version'] if target else 'none'} "
              f"({target.get('setting', target['from']) if target else '-'}); audit: {len(report['uses'])} uses "
              f"({len(literal)} literal system), independent scanner: {len(expected)}, found {len(found)}; "
              f"only the audit: {len(literal - expected)}; misplaced {len(wrong)}")
        for missed in sorted(expected - literal):
            print(f"  missed: {missed[0]}:{missed[1]} {missed[2]}")
        for extra in sorted(literal - expected):
            print(f"  only the audit: {extra[0]}:{extra[1]} {extra[2]}")
        for finding in report["findings"]:
            if finding["code"] in ("unavailable-symbol", "unknown-symbol", "custom-symbol-version"):
                print(f"  {finding['severity']} {finding['code']}: {finding['path']}:{finding['line']}:{finding['column']} {finding['name']}"
                      + (" (in a preview)" if finding.get("in-preview") else "") + f": {finding['message']}")
    recall = total_found / total_expected if total_expected else 1.0
    require_typo = "--require-typo" in args
    print(f"recall {total_found}/{total_expected} = {recall:.1%} (95 % required); misplaced {len(all_misplaced)} (0 required); "
          f"flagged {len(all_flagged)} symbol use(s) newer than the deployment target (at least 1 required); "
          f"typos {len(all_typos)} as errors" + (" (at least 1 required)" if require_typo else ""))
    for wrong in all_misplaced:
        print(f"  misplaced: {wrong}")
    if recall < 0.95 or all_misplaced or not all_flagged or (require_typo and not all_typos):
        sys.exit(1)


if __name__ == "__main__":
    main()
