#!/usr/bin/env python3
"""Checks that the package's targets follow the pipeline, one way (CI runs it).

Reads `swift package describe --type json` and the sources:
  1. the Swift library targets are exactly the stages below, and each depends only on the stage
     before it (and on C modules), so no target can import a later one;
  2. no source file imports a later stage (a second guard: SwiftPM would not even find it);
  3. each C module is imported by the files of one folder only (SymbolBase/Hashing for CGLib, …).
Exits 1, naming each problem, else prints the stages and exits 0.
"""
import json, os, re, subprocess, sys

STAGES = ["SymbolBase", "SymbolReading", "SymbolRendering", "SymbolCatalog", "SymbolExport", "SymbolGenerators", "symbol-export"]
C_OWNERS = {"CGLib": "Sources/SymbolBase/Hashing", "CRsvg": "Sources/SymbolRendering/Rasterizing",
            "CPNG": "Sources/SymbolRendering/PNG", "CPNGCodec": "Sources/SymbolRendering/PNG",
            "CWorkerGuard": "Sources/SymbolRendering/Isolation", "CDeflate": "Sources/SymbolReading/SVG"}

os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
described = json.loads(subprocess.run(["swift", "package", "describe", "--type", "json"], check=True,
                                       capture_output=True, text=True).stdout)
targets = {t["name"]: t for t in described["targets"]}
problems = []

swift_targets = [name for name, t in targets.items() if t["type"] in ("library", "executable")
                 and t["path"].startswith("Sources/") and not name.startswith("C")]
if sorted(swift_targets) != sorted(STAGES):
    problems.append(f"Swift targets {sorted(swift_targets)} are not the stages {STAGES}")
for index, name in enumerate(STAGES):
    target = targets.get(name)
    if target is None:
        continue
    swift_deps = [d for d in target.get("target_dependencies") or [] if d in STAGES]
    expected = STAGES[index - 1:index] if index > 0 else []
    if swift_deps != expected:
        problems.append(f"{name} depends on {swift_deps}; a stage depends on the one before it only ({expected})")

module = {stage: stage.replace("-", "_") for stage in STAGES}
for index, stage in enumerate(STAGES):
    root = targets[stage]["path"] if stage in targets else None
    if root is None:
        continue
    for folder, _, files in os.walk(root):
        for file in files:
            if not file.endswith(".swift"):
                continue
            path = os.path.join(folder, file)
            for imported in re.findall(r"^\s*(?:@testable\s+)?import\s+(\w+)", open(path, encoding="utf-8").read(), re.M):
                later = [s for s in STAGES[index + 1:] if module[s] == imported]
                if later:
                    problems.append(f"{path} imports {imported}, a later stage than {stage}")
                if imported in C_OWNERS and not folder.startswith(C_OWNERS[imported]):
                    problems.append(f"{path} imports {imported}; only {C_OWNERS[imported]} may")

for problem in problems:
    print("error: check-targets: " + problem, file=sys.stderr)
if problems:
    sys.exit(1)
print("check-targets: " + " → ".join(STAGES) + "; C modules imported by their owners only")
