#!/usr/bin/env python3
"""Checks, outside the test suite and on real files, the version symbolsets are written in
(issue 36): each corpus template of version 4.0 and later exported as a custom symbol, then

- the version `auto` writes is the one `inspect` names, and every variant the template draws
  (and Regular-M), in template mode and in original mode in each rendering the file defines,
  renders pixel for pixel as the original does (PNG bytes compared; one encoder, one result);
- one version lower (forced by `template-version`) renders otherwise somewhere, where what held
  it is a drawn feature: the version found is the lowest that draws the same;
- actool's version gate: with `xcode 16` no symbolset is newer than 6.0, with `xcode 26` none
  newer than 7.0, and those not said to lose anything render as the original.

No real SF Symbols 7 export is public (none in the corpus, none found in public code): the 7.0
files checked are the real 6.0 exports with the annotations Apple documents for SF Symbols 7
("Annotating custom symbols": `data-clipstroke-keyframes` on the paths, `-sfsymbols-variable-draw`
on a layer, `.defaults` with `-sfsymbols-variable-value-mode:draw`), relabelled 7.0, written here
in a temporary folder, never into the repository.

    python3 Scripts/check-template-versions.py BIN CORPUS_TEMPLATES_DIR

Exits 1 naming each check that failed, else prints each file's versions and the counts.
"""
import concurrent.futures, hashlib, json, os, re, shutil, subprocess, sys, tempfile

binary, corpus = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
problems, lines = [], []
counts = {"files": 0, "renders": 0, "equal": 0}
renders = {}
pool = concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2)


def run(cwd, *arguments):
    result = subprocess.run([binary, *arguments], cwd=cwd, capture_output=True, text=True, timeout=600)
    return result.returncode, result.stdout, result.stderr


def version(text):
    match = re.search(r"Template v\.?\s*(\d+\.\d+)", re.sub(r"<[^>]*>", "", text))
    return float(match.group(1)) if match else None


def renderings(text):
    """Template mode, and original mode in monochrome and each rendering whose layers the file has."""
    modes = [("template", None), ("original", "monochrome")]
    if re.search(r"multicolor-\d+:", text):
        modes.append(("original", "multicolor"))
    if re.search(r"hierarchical-\d+:", text):
        modes += [("original", "hierarchical"), ("original", "palette")]
    return modes


def render(work, svg, variant, mode, rendering):
    """The three PNGs `convert` writes for one variant and mode (once per file content)."""
    digest = hashlib.sha256(open(svg, "rb").read()).hexdigest()
    key = (digest, variant, mode, rendering)
    if key in renders:
        return renders[key], ""
    weight, scale = variant.split("-")
    catalog = os.path.join(work, "r-" + hashlib.sha256(repr(key).encode()).hexdigest()[:16] + ".xcassets")
    shutil.rmtree(catalog, ignore_errors=True)
    arguments = ["convert", svg, "-o", catalog, "--name", "r", "--weight", weight.lower(),
                 "--scale", {"S": "small", "M": "medium", "L": "large"}[scale], "--mode", mode]
    if rendering:
        arguments += ["--rendering", rendering]
    if rendering == "palette":
        arguments += ["--palette", "#FF3B30,#34C759"]
    status, _, err = run(work, *arguments)
    if status != 0:
        return None, err
    folder = os.path.join(catalog, "r.imageset")
    renders[key] = [open(os.path.join(folder, name), "rb").read() for name in ("r.png", "r@2x.png", "r@3x.png")]
    shutil.rmtree(catalog, ignore_errors=True)
    return renders[key], ""


def compare(work, name, original, written):
    """The renders of `written` against `original`: (renders, equal), every variant and mode."""
    text = open(original, encoding="utf-8").read()
    status, out, err = run(work, "inspect", original, "--json")
    if status != 0:
        problems.append(f"{name}: inspect failed: {err.strip()[:300]}")
        return 0, 0
    present = json.loads(out)["variantsPresent"]
    total = equal = 0
    jobs = [(variant, mode, rendering) for variant in sorted(set(present) | {"Regular-M"}) for mode, rendering in renderings(text)]
    results = list(pool.map(lambda job: (render(work, original, *job), render(work, written, *job)), jobs))
    for (variant, mode, rendering), ((before, err1), (after, err2)) in zip(jobs, results):
        if before is None or after is None:
            problems.append(f"{name} {variant} {mode} {rendering}: convert failed: {(err1 or err2).strip()[:300]}")
            continue
        total += 3
        equal += sum(a == b for a, b in zip(before, after))
    return total, equal


def export(work, name, source, *flags):
    """Exports `source` as the custom symbol `name`; the symbolset's SVG text, the JSON asset."""
    repo = os.path.join(work, "repo-" + name)
    shutil.rmtree(repo, ignore_errors=True)
    os.makedirs(os.path.join(repo, "Symbols"))
    shutil.copy(source, os.path.join(repo, "Symbols", "s.svg"))
    manifest = {"catalog": "../A.xcassets", "symbols": [{"source": "s.svg", "symbolset": True, "kind": "custom"}]}
    json.dump(manifest, open(os.path.join(repo, "Symbols", "symbols.json"), "w"))
    status, out, err = run(repo, "export", "Symbols/symbols.json", "--json", *flags)
    if status != 0:
        problems.append(f"{name} {' '.join(flags)}: export failed: {err.strip()[:300]}")
        return None, None, None
    path = os.path.join(repo, "A.xcassets", "s.symbolset", "s.svg")
    return path, open(path, encoding="utf-8").read(), json.loads(out)["assets"][0]


def with_v7_annotations(text, variable_draw):
    """A real 6.0 export with SF Symbols 7's annotations, as Apple's article shows them."""
    text = text.replace("Template v.6.0", "Template v.7.0").replace("Requires Xcode 16 or greater", "Requires Xcode 26 or greater")
    text = re.sub(r'(<path class="[^"]*"[^>]*?)(/>)', r'\1 data-clipstroke-keyframes="AAAAAAAAAAAAAIA/AAAAAAAAgD8="\2', text)
    mode = "draw" if variable_draw else "color"
    rules = f".defaults {{-sfsymbols-variable-value-mode:{mode};-sfsymbols-draw-reverses-motion-groups:false}}\n"
    if variable_draw:
        text = re.sub(r"(\.monochrome-0 \{)", r"\1-sfsymbols-variable-draw:0 1;", text, count=1)
    return text.replace("<style>", "<style>" + rules, 1)


def check_file(work, name, path):
    counts["files"] += 1
    read = version(open(path, encoding="utf-8").read())
    written_path, written, asset = export(work, name, path)
    if written is None:
        return
    got = version(written)
    claimed = float(asset["symbolset"]["template-version"])
    held = asset["symbolset"]["held-by"]
    status, out, _ = run(work, "inspect", path, "--json")
    said = float(json.loads(out)["symbolset"]["template-version"]) if status == 0 else None
    if not (got == claimed == said):
        problems.append(f"{name}: written {got}, reported {claimed}, inspect says {said}")
    total, equal = compare(work, name, path, written_path)
    counts["renders"] += total
    counts["equal"] += equal
    if total == 0 or equal != total:
        problems.append(f"{name}: {total - equal} of {total} renders of the {got} symbolset differ from the {read} original's")
    lower = ""
    drawn = {"variant-margins", "interpolation", "colour-layers", "monochrome-layers", "indexed-layers", "group-layer-classes"}
    if got > 2.0 and set(held) & drawn:
        cap_path, _, _ = export(work, name + "-lower", path, "--template-version", f"{int(got) - 1}.0")
        if cap_path:
            total_lower, equal_lower = compare(work, name, path, cap_path)
            lower = f"; as {int(got) - 1}.0, {total_lower - equal_lower} of {total_lower} renders differ"
            if equal_lower == total_lower:
                problems.append(f"{name}: {int(got) - 1}.0 renders as the original too, though {held} held it at {got}")
    for xcode, newest in [("16", 6.0), ("26", 7.0)]:
        gate_path, gate, gate_asset = export(work, f"{name}-x{xcode}", path, "--xcode", xcode)
        if gate is None:
            continue
        if version(gate) > newest:
            problems.append(f"{name}: with xcode {xcode} the symbolset is {version(gate)}, newer than {newest}")
        # The same bytes as auto's (the gate above what auto writes) render alike: checked above.
        if gate != written and not gate_asset["symbolset"]["lost"]:
            total_gate, equal_gate = compare(work, name, path, gate_path)
            counts["renders"] += total_gate
            counts["equal"] += equal_gate
            if equal_gate != total_gate:
                problems.append(f"{name}: with xcode {xcode}, {total_gate - equal_gate} of {total_gate} renders differ")
    lines.append(f"{name}: {read} → {got} (held by {', '.join(held) or 'nothing'}); {equal}/{total} renders equal{lower}")


work = tempfile.mkdtemp(prefix="symbol-export-versions-")
try:
    files = sorted(f for f in os.listdir(corpus) if f.endswith(".svg"))
    real = [f for f in files if (version(open(os.path.join(corpus, f), encoding="utf-8").read()) or 0) >= 4.0]
    if not real:
        sys.exit(f"check-template-versions: no template of version 4.0 or later in {corpus}")
    for name in real:
        check_file(work, name, os.path.join(corpus, name))
    for name in [f for f in real if version(open(os.path.join(corpus, f), encoding="utf-8").read()) == 6.0 and "apple" in f]:
        for variable_draw in (False, True):
            text = with_v7_annotations(open(os.path.join(corpus, name), encoding="utf-8").read(), variable_draw)
            label = name.replace("v6.0", "v7.0" + ("-variable-draw" if variable_draw else ""))
            path = os.path.join(work, label)
            open(path, "w", encoding="utf-8").write(text)
            check_file(work, label, path)
finally:
    pool.shutdown()
    shutil.rmtree(work, ignore_errors=True)

for line in lines:
    print("  " + line)
if problems:
    for problem in problems:
        print("check-template-versions: " + problem, file=sys.stderr)
    sys.exit(1)
print(f"check-template-versions: {counts['files']} files, {counts['equal']} of {counts['renders']} renders equal to the original's")
