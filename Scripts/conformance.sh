#!/usr/bin/env bash
# Converts every SF Symbols template in DIR and checks each result:
#   - the conversion succeeds (exit 0);
#   - no opaque background: the four corner pixels of every PNG have alpha 0;
#   - no outline-only rendering: at @3x, over 40 % of the covered pixels are fully opaque;
#   - the worked examples of the template docs come out at exactly the documented sizes
#     (--sizing ink), and at the sizes UIKit's box gives them (the default), clear space clear;
#   - cat, toggle.on, robot.fill and vault.fill show their knock-outs (a transparent pixel
#     inside; vault.fill's by winding, its paths filled as one outline by the nonzero rule);
#   - templates whose missing variants are derived (variable templates: Ultralight-S, Regular-S
#     and Black-S with compatible paths) convert Thin-S, Semibold-M and Heavy-L (at 60 pt, so
#     thin strokes cover whole pixels) without a warning, with the same checks, each different
#     from Regular at its scale unless the file's three sources are one drawing.
# Usage: Scripts/conformance.sh DIR   (exit 0 when every check passes)
set -euo pipefail
dir=${1:?usage: Scripts/conformance.sh DIR}
cd "$(dirname "$0")/.."
swift build --product symbol-export >/dev/null
bin=$(swift build --show-bin-path)/symbol-export
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

python3 - "$bin" "$dir" "$out" <<'PY'
import json, os, struct, subprocess, sys, zlib

binary, folder, out = sys.argv[1:4]

def alpha_plane(path):
    """Decodes a PNG's alpha channel (colour types 0, 3, 4, 6; bit depths 1-8)."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    pos, idat, trns = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, ctype = struct.unpack(">IIBB", body[:10])
        elif kind == b"tRNS":
            trns = body
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[ctype]
    bpp = max(1, channels * depth // 8)
    stride = (width * channels * depth + 7) // 8
    raw, rows, prev = zlib.decompress(idat), [], bytearray(stride)
    for y in range(height):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], prev[i - bpp] if i >= bpp else 0
            if f == 1: line[i] = (line[i] + a) & 255
            elif f == 2: line[i] = (line[i] + b) & 255
            elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line); prev = line
    def sample(row, x):
        if depth == 8: return row[x * channels:(x + 1) * channels]
        per = 8 // depth
        return [(row[x // per] >> (8 - depth * (x % per + 1))) & ((1 << depth) - 1)]
    plane = []
    for row in rows:
        line = []
        for x in range(width):
            s = sample(row, x)
            if ctype in (4, 6): line.append(s[-1])
            elif ctype == 3: line.append(trns[s[0]] if trns and s[0] < len(trns) else 255)
            else: line.append(255)
        plane.append(line)
    return width, height, plane

worked = {  # docs/sf-symbol-template.md §7, at 17 pt: the margin box and the ink (--sizing ink)
    "v4.0_apple-static_homeassistant_github.fill.svg": ("medium", [(20, 17), (40, 33), (60, 50)]),
    "v3.0_apple-static_codeedit_custom.breakpoint.svg": ("medium", [(22, 12), (44, 24), (65, 35)]),
    "v2.0_apple_netnewswire_preferencesToolbarExtensions.svg": ("medium", [(24, 16), (48, 31), (72, 46)]),
    "v1.0_affinity_darjeelingsteve_pentagon.svg": ("medium", [(20, 16), (40, 31), (59, 46)]),
    "v6.0_apple_markbattistella_cat.svg": ("small", [(16, 12), (32, 24), (48, 35)]),
}
uikit = {  # the same at 17 pt, sized as UIKit sizes the symbol (the default; README, Sizing)
    "v4.0_apple-static_homeassistant_github.fill.svg": [(20, 19), (40, 38), (60, 56)],
    "v3.0_apple-static_codeedit_custom.breakpoint.svg": [(22, 14), (44, 28), (65, 41)],
    "v2.0_apple_netnewswire_preferencesToolbarExtensions.svg": [(24, 18), (48, 35), (71, 52)],
    "v1.0_affinity_darjeelingsteve_pentagon.svg": [(20, 18), (39, 35), (59, 52)],
    "v6.0_apple_markbattistella_cat.svg": [(16, 14), (33, 28), (48, 41)],
}
knockouts = {  # @3x, 17 pt, Regular-M, --sizing ink: (transparent pixel, opaque pixel)
    "v6.0_apple_markbattistella_cat.svg": ((20, 22), (15, 22)),
    "v6.0_apple_markbattistella_toggle.on.svg": ((45, 17), (10, 17)),
    "v6.0_apple_markbattistella_robot.fill.svg": ((20, 17), (15, 17)),
    # The dial, wound against the square in paths of its own: cut out by the nonzero rule.
    "v3.0_apple-variable_codeedit_vault.fill.svg": ((29, 22), (10, 22)),
}

failures, checked, checked_derived = [], 0, 0
catalog = os.path.join(out, "Conformance.xcassets")
for name in sorted(os.listdir(folder)):
    if not name.endswith(".svg"):
        continue
    checked += 1
    source = os.path.join(folder, name)
    asset = "symbol%d" % checked
    run = subprocess.run([binary, "convert", source, "--sizing", "ink", "--name", asset, "-o", catalog], capture_output=True, text=True)
    if run.returncode != 0:
        failures.append(f"{name}: exit {run.returncode}: {run.stderr.strip()}")
        continue
    images = [alpha_plane(os.path.join(catalog, f"{asset}.imageset", f"{asset}{s}.png")) for s in ("", "@2x", "@3x")]
    for width, height, plane in images:
        corners = [plane[0][0], plane[0][width - 1], plane[height - 1][0], plane[height - 1][width - 1]]
        if any(corners):
            failures.append(f"{name}: {width}x{height}: opaque corner {corners} (background drawn?)")
    width, height, plane = images[2]
    covered = sum(1 for row in plane for a in row if a > 0)
    opaque = sum(1 for row in plane for a in row if a == 255)
    if covered == 0 or opaque / covered <= 0.4:
        failures.append(f"{name}: outline-only rendering ({opaque} of {covered} covered pixels opaque)")
    if name in knockouts:
        (hx, hy), (sx, sy) = knockouts[name]
        if plane[hy][hx] != 0 or plane[sy][sx] != 255:
            failures.append(f"{name}: knock-out missing: alpha {plane[hy][hx]} at {(hx, hy)}, {plane[sy][sx]} at {(sx, sy)}")
    if name in worked:
        scale, expected = worked[name]
        asset += "w"
        subprocess.run([binary, "convert", source, "--scale", scale, "--sizing", "ink", "--name", asset, "-o", catalog],
                       check=True, capture_output=True)
        sizes = [alpha_plane(os.path.join(catalog, f"{asset}.imageset", f"{asset}{s}.png"))[:2] for s in ("", "@2x", "@3x")]
        if sizes != expected:
            failures.append(f"{name}: sizes {sizes}, documented {expected}")
        asset += "u"
        subprocess.run([binary, "convert", source, "--scale", scale, "--name", asset, "-o", catalog], check=True, capture_output=True)
        boxes = [alpha_plane(os.path.join(catalog, f"{asset}.imageset", f"{asset}{s}.png")) for s in ("", "@2x", "@3x")]
        if [box[:2] for box in boxes] != uikit[name]:
            failures.append(f"{name}: UIKit sizes {[box[:2] for box in boxes]}, expected {uikit[name]}")
        # The clear space above and below the ink stays transparent.
        width, height, plane = boxes[2]
        if any(plane[0]) or any(plane[height - 1]):
            failures.append(f"{name}: the UIKit box has ink in its first or last row")
    inspect = subprocess.run([binary, "inspect", source, "--json"], capture_output=True, text=True)
    choices = json.loads(inspect.stdout).get("choices", []) if inspect.returncode == 0 else []
    derived = {c["variant"] for c in choices if c.get("method") == "derived"}
    def render(weight, scale, suffix):
        """Converts one weight and scale at 60 pt; returns (exit, stderr, @3x path)."""
        name_d = f"{asset}{suffix}"
        run = subprocess.run([binary, "convert", source, "--weight", weight, "--scale", scale, "--point-size", "60",
                              "--name", name_d, "-o", catalog], capture_output=True, text=True)
        return run.returncode, run.stderr, os.path.join(catalog, f"{name_d}.imageset", f"{name_d}@3x.png")
    wanted = [(w, s) for w, s in (("thin", "small"), ("semibold", "medium"), ("heavy", "large"))
              if f"{w.capitalize()}-{s[0].upper()}" in derived]
    if wanted:
        same_sources = open(render("black", "small", "bs")[2], "rb").read() == open(render("regular", "small", "rs")[2], "rb").read()
    for weight, scale in wanted:
        variant = f"{weight.capitalize()}-{scale[0].upper()}"
        checked_derived += 1
        status, stderr, path = render(weight, scale, weight)
        if status != 0 or "warning:" in stderr:
            failures.append(f"{name}: derived {variant}: exit {status}: {stderr.strip()}")
            continue
        width, height, plane = alpha_plane(path)
        corners = [plane[0][0], plane[0][width - 1], plane[height - 1][0], plane[height - 1][width - 1]]
        covered = sum(1 for row in plane for a in row if a > 0)
        opaque = sum(1 for row in plane for a in row if a == 255)
        if any(corners) or covered == 0 or opaque / covered <= 0.4:
            failures.append(f"{name}: derived {variant}: corners {corners}, {opaque} of {covered} covered pixels opaque")
        regular = render("regular", scale, "r" + scale)[2]
        if not same_sources and open(path, "rb").read() == open(regular, "rb").read():
            failures.append(f"{name}: derived {variant} is identical to Regular-{scale[0].upper()}")
    print(f"ok   {name}" if not any(f.startswith(name + ":") for f in failures) else f"FAIL {name}")

for failure in failures:
    print("error: " + failure, file=sys.stderr)
print(f"conformance: {checked} templates, {checked_derived} derived variants, {len(failures)} problems")
sys.exit(1 if failures or checked == 0 else 0)
PY
