#!/usr/bin/env bash
# The performance benchmark of symbol-export (run by hand, not in CI):
#
#   Scripts/bench.sh            # ROUNDS=5 by default; ROUNDS=7 Scripts/bench.sh for more
#
# 1. Builds the release binary and, when ../shared/bench/reference-render.c is present,
#    the plain-C yardstick (parse, render, un-premultiply, libpng defaults, one thread).
# 2. Prepares the corpus, cached outside the repository (never committed) in
#    ${XDG_CACHE_HOME:-~/.cache}/symbol-export-bench: 1,000 real 24-unit icons from the PyPI
#    package lucide (ISC licence), and 5,000 from pytablericons (MIT) for the memory run.
# 3. Runs every command interleaved, ROUNDS times each, all at 24 pt x 3 scales, outputs on
#    tmpfs (/dev/shm; BENCH_OUT=dir to change) so that file-system noise (ext4 slows inode
#    allocation after mass deletes) does not decide the ratios:
#      export --jobs 1, export with all cores, a no-op re-run, convert of one symbol,
#      reference-render (THREADS=1, default settings), an rsvg-convert loop (3 calls per icon),
#      a resvg loop (resvg on PATH, else the resvg CLI from the PyPI package resvg-cli,
#      installed into the cache).
# 4. Prints medians and ratios, output bytes (and what oxipng -o 2 makes of ours, through the
#    PyPI package pyoxipng), and peak RSS (/usr/bin/time -v) for 1,000 and 5,000 icons.
set -euo pipefail
cd "$(dirname "$0")/.."
ROUNDS=${ROUNDS:-5}
CACHE=${XDG_CACHE_HOME:-$HOME/.cache}/symbol-export-bench
OUT=${BENCH_OUT:-$( [ -d /dev/shm ] && echo /dev/shm/symbol-export-bench || echo "$CACHE/out" )}
mkdir -p "$CACHE" "$OUT"

Scripts/bootstrap.sh
need_apt() { command -v "$1" >/dev/null 2>&1 || { echo "bench: installing $2" >&2; ${SUDO:-} apt-get install -y -qq "$2" >/dev/null; }; }
[ "$(id -u)" -eq 0 ] || SUDO=sudo
if command -v apt-get >/dev/null 2>&1; then
  need_apt rsvg-convert librsvg2-bin
  [ -x /usr/bin/time ] || need_apt /usr/bin/time time
fi
python3 -c "import oxipng" 2>/dev/null || python3 -m pip install -q pyoxipng 2>/dev/null || echo "bench: pyoxipng unavailable; oxipng ratio skipped" >&2
if ! command -v resvg >/dev/null 2>&1 && [ ! -x "$CACHE/tools/bin/resvg" ]; then
  python3 -m pip install -q --target "$CACHE/tools" resvg-cli==0.44.0 2>/dev/null || echo "bench: resvg unavailable; resvg loop skipped" >&2
fi
export PATH="$PATH:$CACHE/tools/bin"

swift build -c release --static-swift-stdlib --product symbol-export >/dev/null
BIN=$PWD/.build/release/symbol-export

REF=""
if [ -f ../shared/bench/reference-render.c ]; then
  cc -O2 -o "$CACHE/reference-render" ../shared/bench/reference-render.c \
    $(pkg-config --cflags --libs librsvg-2.0 libpng) -lpthread
  REF=$CACHE/reference-render
fi

if [ ! -d "$CACHE/lucide" ] || [ ! -d "$CACHE/tabler" ]; then
  python3 -m pip download -q --no-deps -d "$CACHE/wheels" lucide==1.1.4 pytablericons==1.0.1
  python3 - "$CACHE" <<'PY'
import glob, io, os, sys, zipfile
cache = sys.argv[1]
lucide = zipfile.ZipFile(glob.glob(os.path.join(cache, "wheels", "lucide-*.whl"))[0])
inner = zipfile.ZipFile(io.BytesIO(lucide.read("lucide/lucide.zip")))
names = sorted(n for n in inner.namelist() if n.endswith(".svg"))[:1000]
os.makedirs(os.path.join(cache, "lucide"), exist_ok=True)
for n in names:
    open(os.path.join(cache, "lucide", os.path.basename(n)), "wb").write(inner.read(n))
tabler = zipfile.ZipFile(glob.glob(os.path.join(cache, "wheels", "pytablericons-*.whl"))[0])
names = sorted(n for n in tabler.namelist() if n.endswith(".svg"))
os.makedirs(os.path.join(cache, "tabler"), exist_ok=True)
for n in names[:5000]:
    # outline/x.svg and filled/x.svg share names: keep both apart.
    style = n.split("/")[-2]
    open(os.path.join(cache, "tabler", style + "-" + os.path.basename(n)), "wb").write(tabler.read(n))
PY
fi

python3 - "$BIN" "$REF" "$CACHE" "$OUT" "$ROUNDS" <<'PY'
import os, shutil, statistics, subprocess, sys, time, json

binary, ref, cache, out, rounds = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5])
icons = os.path.join(cache, "lucide")
svgs = sorted(os.path.join(icons, f) for f in os.listdir(icons) if f.endswith(".svg"))
cores = os.cpu_count()
resvg = shutil.which("resvg")

def fresh(path):
    shutil.rmtree(path, ignore_errors=True)
    os.makedirs(path)
    return path

def run(command, **kwargs):
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, **kwargs)
    return time.perf_counter() - start

loop_rsvg = 'for f in "$@"; do n=$(basename "$f" .svg); for k in 1 2 3; do rsvg-convert -w $((24*k)) -h $((24*k)) -o "$OUT/$n@${k}x.png" "$f"; done; done'
loop_resvg = 'for f in "$@"; do n=$(basename "$f" .svg); for k in 1 2 3; do resvg -w $((24*k)) -h $((24*k)) "$f" "$OUT/$n@${k}x.png"; done; done'
export = [binary, "export", icons, "--point-size", "24", "-q"]
catalog = lambda name: os.path.join(out, name, "Assets.xcassets")

commands = {
    "export --jobs 1": lambda: run(export + ["-o", catalog(fresh_dir("j1")), "--jobs", "1"]),
    f"export --jobs {cores}": lambda: run(export + ["-o", catalog(fresh_dir("jn")), "--jobs", str(cores)]),
    "export no-op re-run": lambda: run(export + ["-o", catalog("j1")]),
    "export --jobs 1 --compression maximum": lambda: run(export + ["-o", catalog(fresh_dir("max")), "--jobs", "1", "--compression", "maximum"]),
    "convert one symbol": lambda: run([binary, "convert", svgs[0], "--point-size", "24", "-o", catalog(fresh_dir("one"))]),
}
if ref:
    commands["reference-render (C)"] = lambda: run([ref, fresh_dir("ref")] + svgs, env=dict(os.environ, THREADS="1"))
commands["rsvg-convert loop"] = lambda: run(["bash", "-c", loop_rsvg, "loop"] + svgs, env=dict(os.environ, OUT=fresh_dir("rsvg")))
if resvg:
    commands["resvg loop"] = lambda: run(["bash", "-c", loop_resvg, "loop"] + svgs, env=dict(os.environ, OUT=fresh_dir("resvg")))

def fresh_dir(name):
    return fresh(os.path.join(out, name))

times = {name: [] for name in commands}
for round in range(rounds):
    names = list(commands)
    names = names[round % len(names):] + names[:round % len(names)]   # rotate the order each round
    for name in names:
        if name == "export no-op re-run" and not os.path.exists(catalog("j1")):
            commands["export --jobs 1"]()
        times[name].append(commands[name]())
    print(f"round {round + 1}/{rounds} done", file=sys.stderr)

median = {name: statistics.median(values) for name, values in times.items()}
full = median["export --jobs 1"]
print(f"\n1,000 Lucide icons (24-unit), 24 pt x @1x/@2x/@3x = 3,000 PNGs; {rounds} interleaved rounds; medians\n")
print(f"| command | median | runs | vs export --jobs 1 |")
print(f"|---|---:|---|---:|")
for name, value in median.items():
    runs = " ".join(f"{v:.2f}" for v in times[name])
    print(f"| {name} | {value:.3f} s | {runs} | {value / full:.2f}x |")

def ratio(a, b): return median[a] / median[b] if a in median and b in median else None
print("\n| target | measured | goal |")
print("|---|---:|---|")
def row(label, value, goal, ok):
    print(f"| {label} | {value} | {goal} {'(met)' if ok else '(NOT met)'} |")
if ref:
    r = ratio("export --jobs 1", "reference-render (C)")
    row("export --jobs 1 / reference-render", f"{r:.2f}x", "<= 0.80x", r <= 0.8)
r = ratio("export --jobs 1", f"export --jobs {cores}")
row(f"speed-up of --jobs {cores} over --jobs 1", f"{r:.2f}x", ">= 1.70x", r >= 1.7)
r = ratio("rsvg-convert loop", "export --jobs 1")
row("rsvg-convert loop / export --jobs 1", f"{r:.1f}x", ">= 40x", r >= 40)
if resvg:
    r = ratio("resvg loop", "export --jobs 1")
    row("resvg loop / export --jobs 1", f"{r:.1f}x", ">= 8x", r >= 8)
else:
    print("| resvg loop / export --jobs 1 | (resvg not installed) | >= 8x |")
r = ratio("export no-op re-run", "export --jobs 1")
row("no-op re-run / full export", f"{100 * r:.1f} %", "<= 5 %", r <= 0.05)
c = median["convert one symbol"]
row("convert of one symbol (wall)", f"{1000 * c:.0f} ms", "<= 50 ms", c <= 0.05)

# Zero files written by a no-op run: every file keeps its mtime and ctime.
def stamps(root):
    result = {}
    for base, dirs, files in os.walk(root):
        for n in dirs + files:
            st = os.stat(os.path.join(base, n))
            result[os.path.join(base, n)] = (st.st_mtime_ns, st.st_ctime_ns)
    return result
before = stamps(catalog("j1"))
report = json.loads(subprocess.run(export + ["-o", catalog("j1"), "--json"], capture_output=True, check=True, text=True).stdout)
after = stamps(catalog("j1"))
written = sum(len(a["files"]) for a in report["assets"])
row("files written by the no-op re-run", f"{written} (times changed: {sum(before[k] != after.get(k) for k in before)})", "0", written == 0 and before == after)

def png_bytes(root):
    total, files = 0, []
    for base, _, names in os.walk(root):
        for n in names:
            if n.endswith(".png"):
                path = os.path.join(base, n); files.append(path); total += os.path.getsize(path)
    return total, files
ours, our_files = png_bytes(catalog("j1"))
rsvg_bytes, _ = png_bytes(os.path.join(out, "rsvg"))
ref_bytes = png_bytes(os.path.join(out, "ref"))[0] if ref else 0
print(f"\n| PNG bytes (3,000 files) | bytes | ours vs it |\n|---|---:|---:|")
print(f"| symbol-export (template) | {ours:,} | 1.00 |")
print(f"| rsvg-convert | {rsvg_bytes:,} | {ours / rsvg_bytes:.3f} |")
if ref: print(f"| reference-render (RGBA, libpng defaults) | {ref_bytes:,} | {ours / ref_bytes:.3f} |")
maximum, _ = png_bytes(catalog("max"))
try:
    import oxipng
    optimized = sum(len(oxipng.optimize_from_memory(open(p, "rb").read(), level=2)) for p in our_files)
    print(f"| oxipng -o 2 of ours | {optimized:,} | {ours / optimized:.3f} |")
    print(f"| symbol-export --compression maximum | {maximum:,} | {ours / maximum:.3f} (maximum vs oxipng: {maximum / optimized:.3f}) |")
    row_o = ours / optimized
except ImportError:
    row_o = None
print("\n| target | measured | goal |\n|---|---:|---|")
if row_o is not None: row("template PNG bytes / oxipng -o 2", f"{row_o:.3f}x", "<= 1.05x", row_o <= 1.05)
row("template PNG bytes / rsvg-convert", f"{ours / rsvg_bytes:.3f}x", "<= 0.80x", ours / rsvg_bytes <= 0.8)

def peak_rss(folder, jobs):
    result = subprocess.run(["/usr/bin/time", "-v", binary, "export", folder, "--point-size", "24", "-q", "--jobs", str(jobs),
                             "-o", catalog(fresh_dir("rss"))], capture_output=True, text=True, check=True)
    return int(next(l for l in result.stderr.splitlines() if "Maximum resident set size" in l).split()[-1]) / 1024
tabler = os.path.join(cache, "tabler")
count = len([f for f in os.listdir(tabler) if f.endswith(".svg")])
print("\n| peak RSS | --jobs 1 | --jobs %d |\n|---|---:|---:|" % cores)
rss1000 = (peak_rss(icons, 1), peak_rss(icons, cores))
rss5000 = (peak_rss(tabler, 1), peak_rss(tabler, cores))
print(f"| export of 1,000 icons | {rss1000[0]:.1f} MB | {rss1000[1]:.1f} MB |")
print(f"| export of {count:,} icons | {rss5000[0]:.1f} MB | {rss5000[1]:.1f} MB |")
print("\n| target | measured | goal |\n|---|---:|---|")
row(f"peak RSS exporting {count:,} icons", f"{max(rss5000):.1f} MB", "<= 64 MB", max(rss5000) <= 64)
shutil.rmtree(out, ignore_errors=True)
PY
