#!/usr/bin/env python3
"""Draws the project's own sample symbols, doc.text and doc.on.doc, as SF Symbols
templates (v3.0 and v4.0 structure: Notes, Guides with per-variant margins, Symbols with
Regular-S/M/L). The drawings are original to this project (public domain, CC0); Apple's
symbols are never copied. Run it to regenerate Symbols/*.svg:

    python3 Scripts/draw-sample-symbols.py Symbols
"""
import sys

KAPPA = 0.5522847498
CAP_CENTRE = -35.23           # half the cap height above the baseline (70.46 / 2)
SCALES = {"S": 0.783, "M": 1.0, "L": 1.29}
BASELINES = {"S": 696, "M": 1126, "L": 1556}
CAPLINES = {"S": 625.541, "M": 1055.54, "L": 1485.54}
REGULAR_COLUMN = 1449.84


def num(v):
    text = f"{v:.3f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def rounded_rect(x0, y0, x1, y1, r, clockwise=True):
    """A rounded rectangle as cubic Béziers; counter-clockwise when clockwise is False."""
    k = r * KAPPA
    pts = [
        ("M", [(x0 + r, y0)]),
        ("L", [(x1 - r, y0)]), ("C", [(x1 - r + k, y0), (x1, y0 + r - k), (x1, y0 + r)]),
        ("L", [(x1, y1 - r)]), ("C", [(x1, y1 - r + k), (x1 - r + k, y1), (x1 - r, y1)]),
        ("L", [(x0 + r, y1)]), ("C", [(x0 + r - k, y1), (x0, y1 - r + k), (x0, y1 - r)]),
        ("L", [(x0, y0 + r)]), ("C", [(x0, y0 + r - k), (x0 + r - k, y0), (x0 + r, y0)]),
    ]
    if not clockwise:
        # Walk the same outline backwards.
        segments = []
        points = [pts[0][1][0]]
        for cmd, ps in pts[1:]:
            segments.append((cmd, points[-1], ps))
            points.append(ps[-1])
        out = [("M", [points[-1]])]
        for cmd, start, ps in reversed(segments):
            if cmd == "L":
                out.append(("L", [start]))
            else:
                out.append(("C", [ps[1], ps[0], start]))
        pts = out
    return pts


def ring(x0, y0, x1, y1, r, width):
    """An outline of the given stroke width: outer clockwise, inner counter-clockwise."""
    inner_r = max(r - width, 0.5)
    return [rounded_rect(x0, y0, x1, y1, r), rounded_rect(x0 + width, y0 + width, x1 - width, y1 - width, inner_r, False)]


def path_data(contours, transform):
    parts = []
    for contour in contours:
        for cmd, ps in contour:
            parts.append(cmd + " ".join(f"{num(px)} {num(py)}" for px, py in (transform(p) for p in ps)))
        parts.append("Z")
    return "".join(parts)


def scaled(f, advance):
    def transform(p):
        x, y = p
        return (x * f, CAP_CENTRE + (y - CAP_CENTRE) * f)
    return transform


def doc_text():
    advance = 82.0
    page = ring(10, -72, 72, 8, 12, 6.6)
    lines = [rounded_rect(22, y, 60 if i < 2 else 48, y + 6.2, 3.1) for i, y in enumerate((-52, -37.5, -23))]
    return advance, [(None, page + lines)]


def doc_on_doc():
    advance = 96.0
    back = ring(10, -74, 66, -2, 11, 6.6)
    gap = [rounded_rect(22, -64, 82, 8, 15)]           # erases the back page around the front one
    front = ring(26, -60, 82, 8, 11, 6.6)
    return advance, [(0, back), (1, gap), (2, front)]


STYLE = """ <style>.monochrome-0 {fill:#000000}
.monochrome-1 {opacity:0.0;-sfsymbols-clear-behind:true}
.monochrome-2 {fill:#000000}
</style>
"""


def template(name, version, xcode, drawing, glyph=""):
    """glyph: the SF Symbols app's glyph comment names the font glyph a system symbol's export
    was made from ("uni" and a private-use code point); symbol-export reads it to tell a
    system symbol's template from a custom one. doc.text stands in for the system symbol, so it
    carries one (a code point of this project's choosing, in Apple's form); doc.on.doc is custom."""
    advance, layers = drawing
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f"<!-- {name}: drawn for symbol-export by Scripts/draw-sample-symbols.py; public domain (CC0). -->",
        f'<!--glyph: "{glyph}", point size: 100.0, template writer version: "symbol-export sample"-->',
        '<svg version="1.1" xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">',
    ]
    if any(layer is not None for layer, _ in layers):
        out.append(STYLE.rstrip("\n"))
    out += [
        ' <g id="Notes">',
        '  <rect height="2200" id="artboard" style="fill:white;opacity:1" width="3300" x="0" y="0"/>',
        '  <text style="stroke:none;fill:black;font-family:sans-serif;font-size:13;text-anchor:middle;" transform="matrix(1 0 0 1 1449.84 322)">Regular</text>',
    ]
    for scale, label in (("S", "Small"), ("M", "Medium"), ("L", "Large")):
        out.append(f'  <text style="stroke:none;fill:black;font-family:sans-serif;font-size:13;" transform="matrix(1 0 0 1 263 {BASELINES[scale] + 30})">{label}</text>')
    footer = [("template-version", f"Template v.{version}"), (None, f"Requires Xcode {xcode} or greater"),
              ("descriptive-name", f"Generated from {name}"), (None, "Typeset at 100.0 points")]
    for i, (ident, text) in enumerate(footer):
        attr = f' id="{ident}"' if ident else ""
        out.append(f'  <text{attr} style="stroke:none;fill:black;font-family:sans-serif;font-size:13;text-anchor:end;" transform="matrix(1 0 0 1 3036 {1933 + 18 * i})">{text}</text>')
    out += [" </g>", ' <g id="Guides">']
    guide = 'style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;"'
    margin = 'style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;"'
    for scale in "SML":
        out.append(f'  <line id="Baseline-{scale}" {guide} x1="263" x2="3036" y1="{BASELINES[scale]}" y2="{BASELINES[scale]}"/>')
        out.append(f'  <line id="Capline-{scale}" {guide} x1="263" x2="3036" y1="{CAPLINES[scale]}" y2="{CAPLINES[scale]}"/>')
    origins = {}
    for scale in "SML":
        width = advance * SCALES[scale]
        left = REGULAR_COLUMN - width / 2
        origins[scale] = left
        top, bottom = BASELINES[scale] - 95.2, BASELINES[scale] + 24.1
        out.append(f'  <line id="left-margin-Regular-{scale}" {margin} x1="{num(left)}" x2="{num(left)}" y1="{num(top)}" y2="{num(bottom)}"/>')
        out.append(f'  <line id="right-margin-Regular-{scale}" {margin} x1="{num(left + width)}" x2="{num(left + width)}" y1="{num(top)}" y2="{num(bottom)}"/>')
    out += [" </g>", ' <g id="Symbols">']
    for scale in "LMS":
        out.append(f'  <g id="Regular-{scale}" transform="matrix(1 0 0 1 {num(origins[scale])} {BASELINES[scale]})">')
        for layer, contours in layers:
            cls = f' class="monochrome-{layer}"' if layer is not None else ""
            out.append(f'   <path{cls} d="{path_data(contours, scaled(SCALES[scale], advance))}"/>')
        out.append("  </g>")
    out += [" </g>", "</svg>", ""]
    return "\n".join(out)


if __name__ == "__main__":
    folder = sys.argv[1] if len(sys.argv) > 1 else "Symbols"
    with open(f"{folder}/doc.text.svg", "w") as f:
        f.write(template("doc.text", "3.0", 13, doc_text(), glyph="uni10F000.medium"))
    with open(f"{folder}/doc.on.doc.svg", "w") as f:
        f.write(template("doc.on.doc", "4.0", 14, doc_on_doc()))
