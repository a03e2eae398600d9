#!/usr/bin/env python3
"""Checks that the package's targets follow the pipeline, one way (CI runs it).

Reads `swift package describe --type json` and the sources:
  1. the Swift library targets are exactly the stages below, and each depends only on the stages
     DEPENDS gives it (and on C modules): the export's pipeline, each stage on the one before it;
     the audit's, an app's sources in and findings out, its scanners over SymbolBase alone and its
     checks over the export stage they read; the executable over the last of each. So no target
     can import a later one;
  2. no source file imports a stage its target does not depend on, directly or through the
     stages it depends on (a second guard: SwiftPM would not even find it);
  3. each C module is imported by the files of one folder only (SymbolBase/Hashing for CGLib, …);
  4. no file of the export's targets names a type of SourceScanning (its lexers and scanners, what
     they find): those are the audit's.
Exits 1, naming each problem, else prints the stages and exits 0.
"""
import json, os, re, subprocess, sys

# Each stage and the stages it depends on directly, in an order where every stage comes after
# those it depends on.
DEPENDS = {
    "SymbolBase": [],
    "SymbolReading": ["SymbolBase"],
    "SymbolRendering": ["SymbolReading"],
    "SymbolCatalog": ["SymbolRendering"],
    "SymbolExport": ["SymbolCatalog"],
    "SymbolGenerators": ["SymbolExport"],
    "SourceScanning": ["SymbolBase"],
    "SymbolAudit": ["SymbolExport", "SourceScanning"],
    "symbol-export": ["SymbolGenerators", "SymbolAudit"],
}
STAGES = list(DEPENDS)
EXPORT_STAGES = ["SymbolBase", "SymbolReading", "SymbolRendering", "SymbolCatalog", "SymbolExport", "SymbolGenerators"]


def reachable(stage):
    """The stages `stage` may import: those it depends on, directly or through them."""
    seen, queue = set(), list(DEPENDS[stage])
    while queue:
        next_stage = queue.pop()
        if next_stage not in seen:
            seen.add(next_stage)
            queue += DEPENDS[next_stage]
    return seen
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
    swift_deps = sorted(d for d in target.get("target_dependencies") or [] if d in STAGES)
    expected = sorted(DEPENDS[name])
    if swift_deps != expected:
        problems.append(f"{name} depends on {swift_deps}; it may depend on {expected} only")

module = {stage: stage.replace("-", "_") for stage in STAGES}
# The top-level types of the audit's scanners, which the export's targets must not name.
scanning_types = set()
for folder, _, files in os.walk("Sources/SourceScanning"):
    for file in files:
        if file.endswith(".swift"):
            declared = re.findall(r"^(?:package |public |internal )?(?:struct|enum|class|protocol|actor) ([A-Z]\w*)",
                                  open(os.path.join(folder, file), encoding="utf-8").read(), re.M)
            scanning_types.update(declared)
for index, stage in enumerate(STAGES):
    root = targets[stage]["path"] if stage in targets else None
    if root is None:
        continue
    for folder, _, files in os.walk(root):
        for file in files:
            if not file.endswith(".swift"):
                continue
            path = os.path.join(folder, file)
            text = open(path, encoding="utf-8").read()
            allowed = {module[s] for s in reachable(stage)}
            for imported in re.findall(r"^\s*(?:@testable\s+)?import\s+(\w+)", text, re.M):
                if imported in module.values() and imported not in allowed:
                    problems.append(f"{path} imports {imported}, which {stage} does not depend on")
                if imported in ("SourceScanning", "SymbolAudit") and stage in EXPORT_STAGES:
                    problems.append(f"{path} imports {imported}: the export's targets know nothing of the audit")
                if imported in C_OWNERS and not folder.startswith(C_OWNERS[imported]):
                    problems.append(f"{path} imports {imported}; only {C_OWNERS[imported]} may")
            if stage in EXPORT_STAGES:
                code = re.sub(r"//[^\n]*|/\*[\s\S]*?\*/|\"(?:[^\"\\\n]|\\.)*\"", "", text)
                for name in sorted(set(re.findall(r"\b([A-Z]\w*)\b", code)) & scanning_types):
                    problems.append(f"{path} names {name}, a type of SourceScanning: lexers and scanners are the audit's")

for problem in problems:
    print("error: check-targets: " + problem, file=sys.stderr)
if problems:
    sys.exit(1)
print(f"check-targets: " + " → ".join(EXPORT_STAGES) + "; SymbolBase → SourceScanning; SymbolExport + SourceScanning → SymbolAudit; "
      f"SymbolGenerators + SymbolAudit → symbol-export; C modules imported by their owners only; the export's targets name none of SourceScanning's {len(scanning_types)} types")
