#!/usr/bin/env python3
"""Compares the sizes symbol-export gives fallbacks with UIKit's own, measured on a device.

    Scripts/check-uikit-sizes.py TEMPLATES MEASUREMENTS.tsv [--binary PATH] [--exclude NAME]...

TEMPLATES is a folder of SF Symbols templates named after their symbols (`circle.svg`, exported
from the SF Symbols app on your Mac; Apple's symbols are never committed here). MEASUREMENTS.tsv
has a header and the columns name, weight, pointSize, widthPx3x, heightPx3x: what
`UIImage(systemName: name, withConfiguration: .init(pointSize:weight:scale: .medium)).size` gives
at @3x on a device or simulator, in pixels. For every row whose template draws (or derives) that
weight at scale M, the script asks `symbol-export inspect --json` for the @3x size and prints,
for width, height and both, the share of comparisons that agree exactly and within 1 px, the
largest differences, and every comparison off by more than 1 px. Exit 1 when fewer than 95 %
agree within 1 px in both dimensions or any is off by more than 2 px (issue 18's bar).
"""
import argparse, collections, concurrent.futures, csv, json, os, subprocess, sys


def predicted(binary, template, point_size, weight):
    run = subprocess.run([binary, "inspect", template, "--point-size", str(point_size), "--weight", weight, "--json"],
                         capture_output=True, text=True)
    if run.returncode != 0:
        return None, run.stderr.strip()[:160]
    requested = json.loads(run.stdout)["requested"]
    if requested.get("method") == "nearest":
        return None, f"the template has no {weight} at scale M (nearest: {requested.get('used')})"
    pixels = requested["size"]["pixels"]["3x"]
    return (pixels["width"], pixels["height"]), None


def share(values, limit):
    return sum(abs(v) <= limit for v in values) / len(values)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("templates")
    parser.add_argument("measurements")
    parser.add_argument("--binary", default=os.path.join(os.path.dirname(__file__), "..", ".build", "release", "symbol-export"))
    parser.add_argument("--exclude", action="append", default=[], metavar="NAME",
                        help="leave NAME out of the totals (a symbol redrawn since the templates' SF Symbols version)")
    arguments = parser.parse_args()
    rows = list(csv.DictReader(open(arguments.measurements), delimiter="\t"))
    jobs = [row for row in rows if os.path.exists(os.path.join(arguments.templates, row["name"] + ".svg"))]
    results, problems = [], []
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        futures = {pool.submit(predicted, arguments.binary, os.path.join(arguments.templates, row["name"] + ".svg"),
                               row["pointSize"], row["weight"]): row for row in jobs}
        for future in concurrent.futures.as_completed(futures):
            row = futures[future]
            size, problem = future.result()
            if problem:
                problems.append(f"{row['name']} {row['weight']} {row['pointSize']} pt: {problem}")
                continue
            results.append(dict(name=row["name"], weight=row["weight"], pt=int(row["pointSize"]), tool=size,
                                uikit=(int(row["widthPx3x"]), int(row["heightPx3x"])),
                                dw=size[0] - int(row["widthPx3x"]), dh=size[1] - int(row["heightPx3x"])))
    counted = [r for r in results if r["name"] not in arguments.exclude]
    print(f"{len(rows)} measurements; {len(jobs)} with a template; {len(counted)} compared "
          f"({len(results) - len(counted)} excluded, {len(problems)} without the variant)")
    if not counted:
        sys.exit("no comparison: check the template names and the measurement columns")
    for problem in sorted(problems):
        print("  skipped: " + problem)
    both = [max(abs(r["dw"]), abs(r["dh"])) for r in counted]
    for label, values in (("width", [r["dw"] for r in counted]), ("height", [r["dh"] for r in counted]), ("both", both)):
        histogram = collections.Counter(values)
        print(f"{label:6}  exact {100 * share(values, 0):5.1f} %  within 1 px {100 * share(values, 1):5.1f} %  "
              f"largest {max(map(abs, values))} px  ({' '.join(f'{k:+d}:{histogram[k]}' for k in sorted(histogram))})")
    off = sorted((r for r in counted if max(abs(r["dw"]), abs(r["dh"])) > 1), key=lambda r: (r["name"], r["weight"], r["pt"]))
    for r in off:
        print(f"  off: {r['name']} {r['weight']} {r['pt']} pt: {r['tool'][0]}x{r['tool'][1]}, UIKit {r['uikit'][0]}x{r['uikit'][1]}")
    sys.exit(0 if share(both, 1) >= 0.95 and max(both) <= 2 else 1)


if __name__ == "__main__":
    main()
