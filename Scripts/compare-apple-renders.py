#!/usr/bin/env python3
"""Compares symbol-export's @2x fallbacks with Apple's own renders of the same templates.

    Scripts/compare-apple-renders.py TEMPLATES RENDERS [--binary PATH] [--point-size 13] [--weight regular] [--scale medium]
    Scripts/compare-apple-renders.py --synthesize TEMPLATES OUT [--shift PX] [--binary PATH] ...

TEMPLATES is a folder of SF Symbols templates (`NAME.svg`); RENDERS holds, for each, the image
Apple's renderer drew of that symbol at the same configuration (`NAME.png` or `NAME@2x.png`: for
instance an `NSImageView` snapshot of `NSImage(named:)` at the default 13 pt, Regular, medium, on
a Mac at scale 2). Apple's images are not redistributable: record them yourself. For every pair,
the script draws the template with `symbol-export convert` at the same point size, weight and
scale, takes each image's coverage (alpha where the image has transparency, else the distance
from the background colour towards the ink colour), and prints:

- the heights (which must be equal) and widths (AppKit rounds its box up to whole points, so its
  image may be one blank column wider on the right at @2x; the narrower image is padded);
- the IoU of the >50 % coverage masks;
- the share of pixels whose coverage differs by at most 32/255, and the mean difference.

It exits 1 unless every symbol's heights are equal, its IoU is at least 0.98 and at least 99.5 %
of its pixels are within 32/255 (issue 29's bar).

`--synthesize` writes a stand-in for Apple's renders into OUT, to check the comparison itself
where Apple's images are not at hand: each template drawn by librsvg (`rsvg-convert`) from the
tool's own vector document, in the @2x image box, with the ink's bottom edge on the pixel grid
(Apple's placement) and then moved down by `--shift` pixels. The tool's version before 0.6.0, which
put the ink's top edge on the grid, scores as Apple's real renders did against it (IoU 0.64-0.99);
this version scores 1.
"""
import argparse, json, os, re, struct, subprocess, sys, tempfile, zlib


def read_png(path):
    """(width, height, rows of (r, g, b, a) tuples): 8-bit images of every colour type, and
    palette and grey images of 1, 2 or 4 bits."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path}: not a PNG"
    chunks, position = {}, 8
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        chunks.setdefault(kind, []).append(data[position + 8:position + 8 + length])
        position += 12 + length
    width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", chunks[b"IHDR"][0])
    assert interlace == 0 and (depth == 8 or (colour in (0, 3) and depth < 8)), f"{path}: {depth}-bit colour type {colour}, interlace {interlace}"
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[colour]
    stride, step = (width * channels * depth + 7) // 8, max(1, channels * depth // 8)
    raw, rows, previous, offset = zlib.decompress(b"".join(chunks[b"IDAT"])), [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[offset], bytearray(raw[offset + 1:offset + 1 + stride])
        offset += 1 + stride
        for i in range(stride):
            a, b = line[i - step] if i >= step else 0, previous[i]
            c = previous[i - step] if i >= step else 0
            if kind == 1: line[i] = (line[i] + a) & 255
            elif kind == 2: line[i] = (line[i] + b) & 255
            elif kind == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p, pa, pb, pc = a + b - c, abs(b - c), abs(a - c), abs(a + b - 2 * c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        previous = line
    palette = chunks.get(b"PLTE", [b""])[0]
    alpha = chunks.get(b"tRNS", [b""])[0]
    def pixel(row, x):
        if depth < 8:
            value = (row[x * depth // 8] >> (8 - depth - (x * depth) % 8)) & ((1 << depth) - 1)
        else:
            value = row[x * channels]
        if colour == 3:
            return tuple(palette[3 * value:3 * value + 3]) + ((alpha[value] if value < len(alpha) else 255),)
        if colour == 0:
            grey = value * 255 // ((1 << depth) - 1)
            return (grey, grey, grey, 255)
        values = row[x * channels:(x + 1) * channels]
        if colour == 4: return (values[0], values[0], values[0], values[1])
        return tuple(values) + ((255,) if colour == 2 else ())
    return width, height, [[pixel(row, x) for x in range(width)] for row in rows]


def coverage(image):
    """Each pixel's ink coverage, 0 to 1: alpha when the image has transparency, else the
    distance from the background (the corners' colour) towards the farthest colour, the ink."""
    width, height, rows = image
    if any(p[3] < 255 for row in rows for p in row):
        return [[p[3] / 255 for p in row] for row in rows]
    def luminance(p): return 0.2126 * p[0] + 0.7152 * p[1] + 0.0722 * p[2]
    corners = [rows[0][0], rows[0][-1], rows[-1][0], rows[-1][-1]]
    background = sorted(luminance(p) for p in corners)[1]
    ink = max((luminance(p) for row in rows for p in row), key=lambda v: abs(v - background))
    span = (ink - background) or 1
    return [[min(1, max(0, (luminance(p) - background) / span)) for p in row] for row in rows]


def padded(cover, width, height):
    return [row + [0.0] * (width - len(row)) for row in cover] + [[0.0] * width for _ in range(height - len(cover))]


def compare(ours, apple):
    """The figures of one pair of coverage grids."""
    height, width = max(len(ours), len(apple)), max(len(ours[0]), len(apple[0]))
    a, b = padded(ours, width, height), padded(apple, width, height)
    pairs = [(x, y) for ra, rb in zip(a, b) for x, y in zip(ra, rb)]
    both = sum(1 for x, y in pairs if x > 0.5 and y > 0.5)
    either = sum(1 for x, y in pairs if x > 0.5 or y > 0.5)
    return dict(iou=both / either if either else 1.0,
                within=sum(1 for x, y in pairs if abs(x - y) * 255 <= 32) / len(pairs),
                mean=sum(abs(x - y) for x, y in pairs) / len(pairs) * 255,
                heights=(len(ours), len(apple)), widths=(len(ours[0]), len(apple[0])))


def run(binary, arguments):
    result = subprocess.run([binary] + arguments, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"{binary} {' '.join(arguments)}: {result.stderr.strip()}")
    return result.stdout


def our_render(binary, template, options, scale, folder):
    """The tool's PNG of `template` at display scale `scale`."""
    run(binary, ["convert", template, "-o", os.path.join(folder, "A.xcassets"), "--name", "x"] + options)
    suffix = "" if scale == 1 else f"@{scale}x"
    return read_png(os.path.join(folder, "A.xcassets", "x.imageset", f"x{suffix}.png"))


def synthesize(binary, template, options, scale, shift, folder, out):
    """Draws `template` with rsvg-convert from the tool's @3x vector, re-framed for `scale`: the
    glyph box at the tool's size and left edge, its bottom edge on the grid (p above the image's
    bottom, p = the clear space, the smaller of the space the tool leaves above and below), then
    moved down by `shift` pixels."""
    report = json.loads(run(binary, ["inspect", template, "--json"] + options))["requested"]["size"]
    three, this = report["scales"]["3x"], report["scales"][f"{scale}x"]
    run(binary, ["convert", template, "-o", os.path.join(folder, "V.xcassets"), "--name", "v", "--format", "svg"] + options)
    svg = open(os.path.join(folder, "V.xcassets", "v.imageset", "v.svg")).read()
    vx, vy, vw, vh = map(float, re.search(r'viewBox="([^"]+)"', svg).group(1).split())
    units3 = three["pixels"]["width"] / vw
    glyph_x, glyph_y = vx + three["ink"]["x"] / units3, vy + three["ink"]["y"] / units3
    units = units3 * scale / 3
    width, height = this["pixels"]["width"], this["pixels"]["height"]
    ink = this["ink"]
    pad = min(ink["y"], height - ink["y"] - ink["height"])
    top = height - pad - ink["height"] + shift
    box = f'{glyph_x - ink["x"] / units!r} {glyph_y - top / units!r} {width / units!r} {height / units!r}'
    svg = re.sub(r'viewBox="[^"]+" width="[^"]+" height="[^"]+"', f'viewBox="{box}" width="{width}" height="{height}"', svg, count=1)
    source = os.path.join(folder, "framed.svg")
    open(source, "w").write(svg)
    subprocess.run(["rsvg-convert", "-w", str(width), "-h", str(height), "-o", out, source], check=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("templates")
    parser.add_argument("renders", help="Apple's renders (or, with --synthesize, the folder to write stand-ins to)")
    parser.add_argument("--binary", default=os.path.join(os.path.dirname(__file__), "..", ".build", "release", "symbol-export"))
    parser.add_argument("--point-size", default="13")
    parser.add_argument("--weight", default="regular")
    parser.add_argument("--scale", default="medium")
    parser.add_argument("--display-scale", type=int, default=2, choices=[1, 2, 3])
    parser.add_argument("--synthesize", action="store_true")
    parser.add_argument("--shift", type=float, default=0.0, help="with --synthesize: pixels to move the ink down by")
    arguments = parser.parse_args()
    options = ["--point-size", arguments.point_size, "--weight", arguments.weight, "--scale", arguments.scale]
    names = sorted(n[:-4] for n in os.listdir(arguments.templates) if n.endswith(".svg"))
    failures, compared = [], 0
    for name in names:
        template = os.path.join(arguments.templates, name + ".svg")
        with tempfile.TemporaryDirectory() as folder:
            if arguments.synthesize:
                os.makedirs(arguments.renders, exist_ok=True)
                synthesize(arguments.binary, template, options, arguments.display_scale, arguments.shift, folder,
                           os.path.join(arguments.renders, name + ".png"))
                continue
            render = next((os.path.join(arguments.renders, name + s) for s in (".png", "@2x.png")
                           if os.path.exists(os.path.join(arguments.renders, name + s))), None)
            if render is None:
                continue
            figures = compare(coverage(our_render(arguments.binary, template, options, arguments.display_scale, folder)),
                              coverage(read_png(render)))
        compared += 1
        ok = figures["heights"][0] == figures["heights"][1] and figures["iou"] >= 0.98 and figures["within"] >= 0.995
        if not ok: failures.append(name)
        print(f"{'ok  ' if ok else 'FAIL'} {name}: IoU {figures['iou']:.3f}, within 32/255 {100 * figures['within']:.1f} %, "
              f"mean {figures['mean']:.2f}/255, height {figures['heights'][0]} vs {figures['heights'][1]}, "
              f"width {figures['widths'][0]} vs {figures['widths'][1]}")
    if arguments.synthesize:
        print(f"wrote {len(names)} stand-ins to {arguments.renders}")
        return
    if not compared:
        sys.exit("no template has a render of the same name")
    print(f"{compared} compared, {len(failures)} below the bar" + (f": {', '.join(failures)}" if failures else ""))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
