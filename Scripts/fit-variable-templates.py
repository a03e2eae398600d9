#!/usr/bin/env python3
"""Check the derivation of a template's 27 variants from three sources against real exports.

A variable template (SF Symbols 3 and later) has three sources: Ultralight-S (U),
Regular-S (R) and Black-S (B). The app derives the other 24 weight/scale variants from
them, and symbol-export does the same (Sources/SymbolExport/Template/VariantInterpolation.swift).
The derivation works point by point, control points included:

    V = c + k_s * (R + a*(B - R) + u*(U - R) - c)

  - Points are in the variant's frame: origin at its left margin and its row's baseline,
    y down. In Apple exports this is the variant group's own coordinate system.
  - c = (0, -capHeight/2) with capHeight = Baseline-S.y - Capline-S.y (70.459 by default).
  - k_s is one factor per scale. (a, u) is one pair per weight and scale. Both come from
    the REFERENCE TABLE below.
  - Margins follow the same formula. The width of a derived variant is
    W = k_s * (W_R + a*(W_B - W_R) + u*(W_U - W_R)), and its margins are at 0 and W in
    its frame.

A static export holds all the variants as the app drew them. For every FILE the script:
  1. puts every path point of every <Weight>-<S|M|L> group into its variant's frame;
  2. checks that each variant has the same path structure as Regular-S;
  3. fits the model freely: one k per scale and one (a, u) per variant, by least squares;
  4. predicts every variant from the table, and the margins of variants that have
     margin guides.
The columns "fit" and "table" give the largest distance between the file and the free
fit, and between the file and the table's prediction. Distances are in template units
(1 unit = 1 pt at 100 pt).

Files that are not three-source static exports are reported and skipped, and never fail:
variable templates, files without the three S sources, and files whose sources differ in
structure or are identical.

--check fails a fitted file when:
  - a variant does not have the sources' structure;
  - the free fit misses a variant by more than --tolerance, i.e. the model does not hold;
  - a fitted k, a or u is more than --coef-tolerance from the table;
  - the table misses a variant's points or margins by more than --prediction-tolerance.
It also fails when none of the named files could be fitted, so a skipped reference file
cannot pass unnoticed. CI checks the file the table was measured on, where the table
reproduces every point within 0.0018 units:

  Scripts/fit-variable-templates.py --check --prediction-tolerance 0.01 \\
      ../shared/corpus/templates/v3.0_apple-static_codeedit_custom.breakpoint.svg

Without --check it only reports. Without FILEs it reads every *.svg in
../shared/corpus/templates, next to the repository. --check requires FILEs.

Exit status: 0 success (with --check: every fitted file passed); 1 --check failed, or
--check fitted no file; 2 usage error, unreadable or malformed XML, or no files found.

Python 3 standard library only. The output is deterministic: files are read in the given
order, or sorted by name.

Limitations: only <path> elements are read, with commands M L H V C S Q T Z. Arcs or
other shapes in a variant make the file skipped. <use> is not followed.
"""

import argparse
import math
import os
import re
import sys
import xml.etree.ElementTree as ET

# =========================================================================================
# REFERENCE TABLE, measured on v3.0_apple-static_codeedit_custom.breakpoint.svg (SF Symbols 3).
# The Swift table in Sources/SymbolExport/Template/VariantInterpolation.swift MUST use exactly
# these numbers. Change both together, then rerun the --check command from the docstring.
K = {"S": 1.0000, "M": 1.2760, "L": 1.6470}
TABLE = {  # weight: (a, u) at scale S, M, L
    "Ultralight": ((0.0000, 1.0000), (0.0000, 1.0681), (0.0000, 1.1354)),
    "Thin":       ((0.0000, 0.7742), (0.0000, 0.8680), (0.0000, 0.9626)),
    "Light":      ((0.0000, 0.3333), (0.0000, 0.4775), (0.0000, 0.6251)),
    "Regular":    ((0.0000, 0.0000), (0.0000, 0.1821), (0.0000, 0.3699)),
    "Medium":     ((0.1800, 0.0000), (0.1650, 0.1485), (0.1307, 0.3004)),
    "Semibold":   ((0.3180, 0.0000), (0.2914, 0.1227), (0.2310, 0.2472)),
    "Bold":       ((0.5000, 0.0000), (0.4582, 0.0887), (0.3631, 0.1770)),
    "Heavy":      ((0.7640, 0.0000), (0.7001, 0.0393), (0.5549, 0.0751)),
    "Black":      ((1.0000, 0.0000), (0.9164, -0.0048), (0.7263, 0.0161)),
}
FALLBACK_CAP_HEIGHT = 70.459  # SF Pro cap height at 100 pt, used without Baseline-S/Capline-S
# =========================================================================================

WEIGHTS = tuple(TABLE)
SCALES = ("S", "M", "L")
SOURCES = ("Ultralight-S", "Regular-S", "Black-S")
VARIANT_RE = re.compile(r"(%s)-([SML])$" % "|".join(WEIGHTS))
IDENTICAL = 0.005  # units: sources closer than this have no weight axis
NUMBER = r"[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?"
DEFAULT_DIR = os.path.normpath(os.path.join(
    os.path.dirname(os.path.realpath(__file__)), "..", "..", "shared", "corpus", "templates"))


class Skip(Exception):
    """The file is not a three-source static export; the message says why."""


def table(name):
    """(k, a, u) of the reference table for a variant name such as 'Bold-M'."""
    weight, scale = name.rsplit("-", 1)
    return (K[scale],) + TABLE[weight][SCALES.index(scale)]


# --- SVG geometry --------------------------------------------------------------------------

IDENTITY = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)


def multiply(m, n):
    """Product of two SVG matrices (a b c d e f): apply n first, then m."""
    a, b, c, d, e, f = m
    p, q, r, s, t, u = n
    return (a * p + c * q, b * p + d * q, a * r + c * s, b * r + d * s,
            a * t + c * u + e, b * t + d * u + f)


def apply(m, x, y):
    return (m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5])


def parse_transform(text):
    m = IDENTITY
    for name, args in re.findall(r"([A-Za-z]+)\s*\(([^)]*)\)", text or ""):
        v = [float(s) for s in re.findall(NUMBER, args)]
        if name == "matrix" and len(v) == 6:
            t = tuple(v)
        elif name == "translate" and v:
            t = (1, 0, 0, 1, v[0], v[1] if len(v) > 1 else 0)
        elif name == "scale" and v:
            t = (v[0], 0, 0, v[-1], 0, 0)
        elif name == "rotate" and v:
            co, si = math.cos(math.radians(v[0])), math.sin(math.radians(v[0]))
            x, y = v[1:3] if len(v) == 3 else (0, 0)
            t = (co, si, -si, co, x - co * x + si * y, y - si * x - co * y)
        elif name in ("skewX", "skewY") and v:
            tan = math.tan(math.radians(v[0]))
            t = (1, 0, tan, 1, 0, 0) if name == "skewX" else (1, tan, 0, 1, 0, 0)
        else:
            raise Skip("unsupported transform %s(%s)" % (name, args))
        m = multiply(m, t)
    return m


TOKEN_RE = re.compile(r"[A-Za-z]|" + NUMBER)
ARGS = {"M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "Z": 0}


def parse_path(d):
    """Path data -> [(command, [absolute points])], command in M L C Q Z.

    H and V become L; S and T become C and Q with their implicit control point made explicit.
    """
    tokens = TOKEN_RE.findall(d)
    if not re.fullmatch(r"[\s,]*", TOKEN_RE.sub("", d)):
        raise ValueError("unexpected characters in path data")
    segs, i, cmd = [], 0, None
    cur = start = (0.0, 0.0)
    last = (None, None)  # (command, last control point) of the previous segment
    while i < len(tokens):
        if tokens[i].isalpha():
            cmd, i = tokens[i], i + 1
            if cmd.upper() not in ARGS:
                raise ValueError("path command %s is not supported" % cmd)
            if cmd in "Zz":
                segs.append(("Z", []))
                cur, last = start, (None, None)
                continue
        elif cmd is None or cmd in "Zz":
            raise ValueError("number without a command")
        up, n = cmd.upper(), ARGS[cmd.upper()]
        args = tokens[i:i + n]
        if len(args) < n or any(t.isalpha() for t in args):
            raise ValueError("%s needs %d numbers" % (cmd, n))
        i += n
        v = [float(t) for t in args]
        ox, oy = cur if cmd.islower() else (0.0, 0.0)
        if up == "H":
            v, oy = [v[0], cur[1]], 0.0
        elif up == "V":
            v, ox = [cur[0], v[0]], 0.0
        pts = [(v[j] + ox, v[j + 1] + oy) for j in range(0, len(v), 2)]
        if up in "ST":
            up = "C" if up == "S" else "Q"
            ctrl = last[1] if last[0] == up else cur
            pts.insert(0, (2 * cur[0] - ctrl[0], 2 * cur[1] - ctrl[1]))
        elif up in "HV":
            up = "L"
        elif up == "M":
            start, cmd = pts[0], ("l" if cmd == "m" else "L")  # implicit lineto follows
        segs.append((up, pts))
        cur, last = pts[-1], (up, pts[-2] if up in "CQ" else None)
    return segs


# --- Template model ------------------------------------------------------------------------

def tag_of(el):
    return el.tag.rsplit("}", 1)[-1] if isinstance(el.tag, str) else ""


def element_id(el):
    """The id; Affinity Designer keeps the original one in serif:id."""
    return el.get("id") or next((v for k, v in el.attrib.items() if k.endswith("}id")), None)


def number(el, name):
    m = re.match(NUMBER, (el.get(name) or "").strip())
    return float(m.group()) if m else 0.0


class Variant:
    def __init__(self, name, ctm):
        self.name, self.scale, self.ctm = name, name[-1], ctm
        self.signature = []  # one tuple of commands per path
        self.canvas = []     # all points, canvas coordinates
        self.points = []     # all points in the variant's frame
        self.origin = self.origin_source = None


class Template:
    def __init__(self, path):
        root = ET.parse(path).getroot()
        self.ids = {}       # id -> (element, transform to the canvas)
        self.variants = {}  # name -> Variant, first occurrence
        self.columns = {}   # weight -> x of its centred column label in the Notes
        self._walk(root, IDENTITY, None)
        for v in self.variants.values():
            self._set_frame(v)

    def _walk(self, el, ctm, variant):
        tag, eid = tag_of(el), element_id(el)
        ctm = multiply(ctm, parse_transform(el.get("transform")))
        if eid:
            self.ids.setdefault(eid, (el, ctm))
        if tag in ("defs", "clipPath", "mask", "symbol", "pattern", "marker"):
            return
        if tag == "text":
            text = "".join(el.itertext()).strip()
            if text in TABLE and "middle" in (el.get("style", "") + el.get("text-anchor", "")):
                self.columns.setdefault(text, apply(ctm, number(el, "x"), number(el, "y"))[0])
            return
        if variant is None and tag == "g" and eid and VARIANT_RE.match(eid) \
                and eid not in self.variants:
            variant = self.variants[eid] = Variant(eid, ctm)
        elif variant is not None and tag == "path":
            try:
                segs = parse_path(el.get("d", ""))
            except ValueError as exc:
                raise Skip("%s: %s" % (variant.name, exc))
            variant.signature.append(tuple(c for c, _ in segs))
            variant.canvas += [apply(ctm, x, y) for _, pts in segs for x, y in pts]
        elif variant is not None and tag not in ("g", "title", "desc", "metadata", "style"):
            raise Skip("%s contains <%s>; only <path> is supported" % (variant.name, tag))
        for child in el:
            self._walk(child, ctm, variant)

    def guide(self, gid):
        """Canvas (x, y) where a guide (<line> or <path>) starts."""
        if gid not in self.ids:
            return None
        el, ctm = self.ids[gid]
        tag = tag_of(el)
        if tag == "line":
            return apply(ctm, number(el, "x1"), number(el, "y1"))
        if tag == "path":
            try:
                segs = parse_path(el.get("d", ""))
            except ValueError:
                return None
            return apply(ctm, *segs[0][1][0]) if segs and segs[0][1] else None
        return None

    def margins(self, name):
        """Canvas x of the variant's left and right margin guides, or None."""
        left, right = self.guide("left-margin-" + name), self.guide("right-margin-" + name)
        return None if left is None or right is None else (left[0], right[0])

    def _set_frame(self, v):
        if v.ctm != IDENTITY:
            v.origin, v.origin_source = apply(v.ctm, 0, 0), "group transform"
        else:  # absolute coordinates: left margin guide (or leftmost point), baseline
            m, base = self.margins(v.name), self.guide("Baseline-" + v.scale)
            x = m[0] if m else min((p[0] for p in v.canvas), default=0.0)
            v.origin = (x, base[1] if base else 0.0)
            v.origin_source = "%s, %s" % ("left-margin guide" if m else "leftmost point",
                                          "Baseline-" + v.scale if base else "y = 0")
        v.points = [(x - v.origin[0], y - v.origin[1]) for x, y in v.canvas]

    def cap_centre(self):
        base, cap = self.guide("Baseline-S"), self.guide("Capline-S")
        if base and cap and base[1] > cap[1]:
            return -(base[1] - cap[1]) / 2, "Baseline-S/Capline-S"
        return -FALLBACK_CAP_HEIGHT / 2, "fallback cap height %.3f" % FALLBACK_CAP_HEIGHT

    def width(self, name):
        """(margin width, how it was found) of a variant, or (None, None).

        From its margin guides, or else from its placement: SF Symbols exports centre every
        margin box on its weight's column label, so W = 2 * (column centre - origin x).
        """
        m, v = self.margins(name), self.variants[name]
        if m:
            return m[1] - m[0], "guides"
        column = self.columns.get(name.rsplit("-", 1)[0])
        if column is not None and v.origin_source == "group transform":
            return 2 * (column - v.origin[0]), "placement"
        return None, None


# --- Fitting -------------------------------------------------------------------------------

def flat(points):
    return [c for p in points for c in p]


def dot(p, q):
    return sum(x * y for x, y in zip(p, q))


def fit_scale(U, R, B, rows, c):
    """Least-squares k (shared) and (a, u) per variant for one scale; all vectors flat.

    V - c = k (R - c) + (k a) D_B + (k u) D_U with D_B = B - R and D_U = U - R, which are
    the same for every variant. Projecting out span{D_B, D_U} leaves one linear equation
    for k. Then k*a and k*u of each variant are the coordinates in that span of
    V - c - k (R - c).
    """
    DB = [b - r for b, r in zip(B, R)]
    DU = [u - r for u, r in zip(U, R)]
    g11, g12, g22 = dot(DB, DB), dot(DB, DU), dot(DU, DU)
    det = g11 * g22 - g12 * g12
    if det <= 1e-9 * g11 * g22:
        raise Skip("the sources do not differ in two independent ways: a and u are undetermined")

    def coords(w):  # least-squares coefficients of w on D_B, D_U
        p, q = dot(DB, w), dot(DU, w)
        return (g22 * p - g12 * q) / det, (g11 * q - g12 * p) / det

    r0 = [r - cc for r, cc in zip(R, c)]
    s, t = coords(r0)
    perp = [x - s * b - t * u for x, b, u in zip(r0, DB, DU)]
    if dot(perp, r0) <= 1e-9 * dot(r0, r0):
        raise Skip("Regular-S is a blend of the source differences: k is undetermined")
    k = sum(dot(perp, V) - dot(perp, c) for V in rows) / (len(rows) * dot(perp, r0))
    return k, [tuple(x / k for x in coords([v - cc - k * r for v, cc, r in zip(V, c, r0)]))
               for V in rows]


def model(U, R, B, k, a, u, c):
    return [cc + k * (r + a * (b - r) + u * (w - r) - cc) for w, r, b, cc in zip(U, R, B, c)]


def max_distance(P, V):
    return max(math.hypot(P[i] - V[i], P[i + 1] - V[i + 1]) for i in range(0, len(V), 2))


# --- Report and checks ---------------------------------------------------------------------

def fmt(x, nd=4):
    s = "%.*f" % (nd, x)
    return s[1:] if float(s) == 0 and s.startswith("-") else s


def difference(sig, ref):
    """Why a path structure differs from Regular-S's, in a few words."""
    if len(sig) != len(ref):
        return "%d paths, Regular-S has %d" % (len(sig), len(ref))
    i = next(i for i, (s, r) in enumerate(zip(sig, ref)) if s != r)
    j = next((j for j, (p, q) in enumerate(zip(sig[i], ref[i])) if p != q),
             min(len(sig[i]), len(ref[i])))
    return "path %d: %d commands against %d, first difference at command %d (%s against %s)" % (
        i + 1, len(sig[i]), len(ref[i]), j + 1, "".join(sig[i][j:j + 5]) or "end",
        "".join(ref[i][j:j + 5]) or "end")


def variants_to_fit(tpl):
    """(all variant names, those with Regular-S's structure, failures for the others).

    Raises Skip unless the file is a three-source static export.
    """
    names = [n for n in ("%s-%s" % (w, s) for s in SCALES for w in WEIGHTS) if n in tpl.variants]
    if not names:
        raise Skip("no variant groups (<Weight>-<S|M|L>)")
    print("%d variant(s)%s" % (len(names), "" if len(names) == 27 else ": " + ", ".join(names)))
    missing = [s for s in SOURCES if s not in tpl.variants]
    if missing:
        raise Skip("source(s) %s missing" % ", ".join(missing))
    ref = tpl.variants["Regular-S"].signature
    if not tpl.variants["Regular-S"].points:
        raise Skip("Regular-S has no points")
    for s in ("Ultralight-S", "Black-S"):
        if tpl.variants[s].signature != ref:
            raise Skip("the sources have different structures: %s has %s"
                       % (s, difference(tpl.variants[s].signature, ref)))
    if names == list(SOURCES):
        raise Skip("variable template: only the three sources, nothing derived to check")
    fitted, failures = [], []
    for n in names:
        if tpl.variants[n].signature == ref:
            fitted.append(n)
        else:
            failures.append("%s: cannot be derived from the sources, it has %s"
                            % (n, difference(tpl.variants[n].signature, ref)))
            print("not fitted: " + failures[-1])
    return names, fitted, failures


def analyse(tpl, opts):
    """Report on one template and return its --check failures; raises Skip."""
    names, fitted, failures = variants_to_fit(tpl)
    U, R, B = (flat(tpl.variants[s].points) for s in SOURCES)
    spread = max(max_distance(U, R), max_distance(B, R))
    if spread <= IDENTICAL:
        raise Skip("the three sources are identical (they differ by %s units): no weight axis"
                   % fmt(spread))
    cy, centre_source = tpl.cap_centre()
    c = [0.0, cy] * (len(R) // 2)
    print("sources: %d path(s), %d points, differing by up to %s units; c = (0, %s) from %s; "
          "frames from %s" % (len(tpl.variants["Regular-S"].signature), len(R) // 2,
                              fmt(spread, 3), fmt(cy), centre_source,
                              "; ".join(sorted({tpl.variants[n].origin_source for n in names}))))

    # Free fit and table prediction, scale by scale. Row S includes the sources (exact).
    result, k_fit = {}, {}  # name -> (a, u, fit error, table error); scale -> fitted k
    for s in SCALES:
        row = [n for n in fitted if n.endswith("-" + s)]
        if not row:
            continue
        vectors = [flat(tpl.variants[n].points) for n in row]
        k_fit[s], coefs = fit_scale(U, R, B, vectors, c)
        for n, V, (a, u) in zip(row, vectors, coefs):
            result[n] = (a, u, max_distance(model(U, R, B, k_fit[s], a, u, c), V),
                         max_distance(model(U, R, B, *table(n), c), V))
    print_table(result, k_fit)

    for s, k in k_fit.items():
        if abs(k - K[s]) > opts.coef_tolerance:
            failures.append("k_%s = %s, table %s" % (s, fmt(k, 5), fmt(K[s])))
    for n, (a, u, fit_error, table_error) in result.items():
        _, ta, tu = table(n)
        if max(abs(a - ta), abs(u - tu)) > opts.coef_tolerance:
            failures.append("%s: fitted a, u = %s, %s, table %s, %s"
                            % (n, fmt(a), fmt(u), fmt(ta), fmt(tu)))
        if fit_error > opts.tolerance:
            failures.append("%s: the model misses it by %s units" % (n, fmt(fit_error)))
        if table_error > opts.prediction_tolerance:
            failures.append("%s: the table misses it by %s units" % (n, fmt(table_error)))
    return failures + check_margins(tpl, fitted, opts)


def print_table(result, k_fit):
    print("\na, u: free fit; max error (units) of the free fit and of the table's prediction")
    print(("%-10s |" % "" + " |".join(("scale " + s).center(32) for s in SCALES)).rstrip())
    print("%-10s |" % "weight" + " |".join(" %7s %7s %7s %7s" % ("a", "u", "fit", "table")
                                           for _ in SCALES))
    for w in WEIGHTS:
        cells = [" %7s %7s %7s %7s" % tuple(fmt(x) for x in result[n]) if n in result
                 else " " * 32 for n in ("%s-%s" % (w, s) for s in SCALES)]
        print(("%-10s |" % w + " |".join(cells)).rstrip())
    print(("%-10s |" % "k" + " |".join(
        (" fitted %s, table %s" % (fmt(k_fit[s], 5), fmt(K[s]))).ljust(32) if s in k_fit
        else " " * 32 for s in SCALES)).rstrip())
    print("max error: fit %s, table %s" % (fmt(max(r[2] for r in result.values())),
                                           fmt(max(r[3] for r in result.values()))))


def check_margins(tpl, fitted, opts):
    """Predict the margins of the derived variants from the sources' widths and the table."""
    src = [tpl.width(s) for s in SOURCES]
    if any(w is None for w, _ in src):
        print("margins: source widths unknown (no margin guides); not checked")
        return []
    wu, wr, wb = (w for w, _ in src)
    print("margins: source widths U %s, R %s, B %s (from %s)" % (
        fmt(wu, 3), fmt(wr, 3), fmt(wb, 3), ", ".join(sorted({how for _, how in src}))))
    failures, by_placement = [], []
    for n in fitted:
        if n in SOURCES:
            continue
        k, a, u = table(n)
        predicted = k * (wr + a * (wb - wr) + u * (wu - wr))
        width, how = tpl.width(n)
        if how == "guides":
            left, right = (x - tpl.variants[n].origin[0] for x in tpl.margins(n))
            print("  %s: guides at %s and %s in its frame, table predicts 0 and %s"
                  % (n, fmt(left), fmt(right), fmt(predicted)))
            error = max(abs(left), abs(right - predicted))
            if error > opts.prediction_tolerance:
                failures.append("%s: the table misses its margins by %s units" % (n, fmt(error)))
        elif how == "placement":
            by_placement.append(abs(predicted - width))
    if by_placement:
        print("  widths implied by placement, 2 * (column centre - origin x), %d variant(s): the "
              "table differs by up to %s (not checked: label positions are rounded)"
              % (len(by_placement), fmt(max(by_placement), 3)))
    return failures


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("files", nargs="*", metavar="FILE.svg",
                    help="templates (default without --check: every *.svg in %s)" % DEFAULT_DIR)
    ap.add_argument("--check", action="store_true",
                    help="exit 1 unless every fitted file agrees with the table")
    ap.add_argument("--tolerance", type=float, default=0.01,
                    help="max error of the free fit per variant, units (default 0.01)")
    ap.add_argument("--coef-tolerance", type=float, default=0.002,
                    help="max |fitted - table| of k, a and u (default 0.002)")
    ap.add_argument("--prediction-tolerance", type=float, default=0.01,
                    help="max error of the table's prediction of points and margins, units "
                         "(default 0.01)")
    opts = ap.parse_args(argv)
    files = opts.files
    if not files:
        if opts.check:
            ap.error("--check needs explicit FILE.svg arguments: name the reference template")
        if not os.path.isdir(DEFAULT_DIR):
            ap.error("no FILE.svg given, and %s does not exist" % DEFAULT_DIR)
        files = sorted(os.path.join(DEFAULT_DIR, f) for f in os.listdir(DEFAULT_DIR)
                       if f.endswith(".svg"))
        if not files:
            ap.error("no FILE.svg given, and %s has no *.svg" % DEFAULT_DIR)

    status, fitted, skipped, failed, unreadable = 0, 0, 0, 0, 0
    for path in files:
        print("== " + path)
        try:
            failures = analyse(Template(path), opts)
        except Skip as why:
            print("skipped: %s\n" % why)
            skipped += 1
            continue
        except (ET.ParseError, OSError) as exc:
            sys.stdout.flush()
            print("error: %s: %s" % (path, exc), file=sys.stderr, flush=True)
            print("")
            status, unreadable = 2, unreadable + 1
            continue
        fitted += 1
        if opts.check:
            print("check: " + ("OK" if not failures else "FAILED (%d)" % len(failures)))
            for f in failures:
                print("  - " + f)
            failed += bool(failures)
        print("")
    summary = "summary: %d file(s) fitted, %d skipped, %d unreadable" % (
        fitted, skipped, unreadable)
    if opts.check:
        summary += ", %d failed the check" % failed + ("" if fitted else "; nothing was checked")
        if status == 0 and (failed or not fitted):
            status = 1
    print(summary)
    return status


if __name__ == "__main__":
    sys.exit(main())
