#!/usr/bin/env bash
# The performance benchmark of symbol-export (run by hand, not in CI):
#
#   Scripts/bench.sh                          # ROUNDS=5 interleaved rounds by default
#   ROUNDS=1 Scripts/bench.sh                 # a quick functional run (noisy figures)
#   BIN=/path/to/symbol-export Scripts/bench.sh   # benchmark another build (before/after)
#   SETS="lucide mdi" Scripts/bench.sh        # only some icon sets
#
# Knobs (environment): ROUNDS (5), BIN (default: build this checkout), SETS ("lucide tabler mdi"),
# JOBS (2: the parallel run, compared with --jobs 1), RSVG_ICONS (100: icons of each set the
# rsvg-convert and resvg loops run on, timed and scaled to the whole set; 1000 runs them on all),
# BENCH_OUT (/dev/shm: a folder of this run's own is made in it and removed at the end).
#
# 1. Builds the release binary of this checkout (unless BIN is given) and, when
#    ../shared/bench/reference-render.c is present, the plain-C yardstick (parse, render,
#    un-premultiply, libpng defaults, one thread).
# 2. Prepares three corpora of real 24-unit icons, cached outside the repository (never committed)
#    in ${XDG_CACHE_HOME:-~/.cache}/symbol-export-bench, each from a pinned PyPI package:
#      lucide       1,000 Lucide icons, the first by name   (lucide 1.1.4, ISC)
#      tabler-1000  1,000 Tabler icons, every fifth of the 5,000 below (pytablericons 1.0.1, MIT)
#      tabler       5,000 Tabler icons, for the peak-memory run
#      mdi          1,000 Material Design Icons, evenly spaced by name out of 7,447
#                   (justmyresource-mdi 7.4.47.post1: the @mdi/svg 7.4.47 files, Pictogrammers,
#                   Apache-2.0; the package's own code is MIT)
# 3. For each set, runs every command interleaved (the order rotates each round), ROUNDS times,
#    all at 24 pt x 3 scales, outputs on tmpfs so that file-system noise does not decide ratios:
#      export --jobs 1, export --jobs $JOBS, a no-op re-run, export --compression maximum,
#      convert of one symbol, reference-render (THREADS=1), an rsvg-convert loop and a resvg loop
#      (3 processes per icon; resvg on PATH, else the CLI of the PyPI package resvg-cli 0.44.0).
#    The machine may be shared: each run waits until the CPUs are idle, and (on Linux) a run
#    during which other processes used more than a tenth of a core is measured again.
# 4. Prints, per set, medians, every target with "met" or "NOT met", output bytes (against
#    rsvg-convert's, reference-render's and what oxipng -o 2 makes of ours, through the PyPI
#    package pyoxipng 9.1.1) and peak memory (PSS and RSS of the export and its render workers, sampled from /proc); then one table of targets x sets.
set -euo pipefail
# Paths given relative to where the script is called from, before it moves to the checkout.
[ -z "${BIN:-}" ] || BIN=$(realpath "$BIN")
[ -z "${BENCH_OUT:-}" ] || BENCH_OUT=$(realpath "$BENCH_OUT")
cd "$(dirname "$0")/.."
ROUNDS=${ROUNDS:-5}
JOBS=${JOBS:-2}
SETS=${SETS:-lucide tabler mdi}
RSVG_ICONS=${RSVG_ICONS:-100}
for set in $SETS; do
  case $set in lucide|tabler|mdi) ;; *) echo "bench: unknown icon set '$set' (SETS takes lucide, tabler, mdi)" >&2; exit 64 ;; esac
done
CACHE=${XDG_CACHE_HOME:-$HOME/.cache}/symbol-export-bench
TOOLS=$CACHE/tools
SHM=${BENCH_OUT:-$( [ -d /dev/shm ] && echo /dev/shm || echo "$CACHE" )}
mkdir -p "$CACHE" "$SHM"
# A folder of this run's own: two runs at once (two builds, two people) do not share outputs.
OUT=$(mktemp -d "$SHM/symbol-export-bench.XXXXXX")
trap 'rm -rf "$OUT"' EXIT

# --- Tools -----------------------------------------------------------------------------------
Scripts/bootstrap.sh
need_apt() { command -v "$1" >/dev/null 2>&1 || { echo "bench: installing $2" >&2; ${SUDO:-} apt-get install -y -qq "$2" >/dev/null; }; }
[ "$(id -u)" -eq 0 ] || SUDO=sudo
if command -v apt-get >/dev/null 2>&1; then
  need_apt rsvg-convert librsvg2-bin
fi
export PYTHONPATH="$TOOLS/python${PYTHONPATH:+:$PYTHONPATH}"
python3 -c "import oxipng" 2>/dev/null ||
  python3 -m pip install -q --upgrade --target "$TOOLS/python" pyoxipng==9.1.1 2>/dev/null ||
  echo "bench: pyoxipng unavailable; oxipng ratio skipped" >&2
if ! command -v resvg >/dev/null 2>&1 && [ ! -x "$TOOLS/bin/resvg" ]; then
  python3 -m pip install -q --target "$TOOLS" resvg-cli==0.44.0 2>/dev/null || echo "bench: resvg unavailable; resvg loop skipped" >&2
fi
export PATH="$PATH:$TOOLS/bin"

# --- The binary under test -------------------------------------------------------------------
if [ -n "${BIN:-}" ]; then
  [ -f "$BIN" ] && [ -x "$BIN" ] || { echo "bench: BIN=$BIN is not an executable" >&2; exit 1; }
  BUILT="given by BIN"
else
  echo "bench: building the release binary of $PWD" >&2
  swift build -c release --static-swift-stdlib --product symbol-export >"$OUT/build.log" 2>&1 ||
    { cat "$OUT/build.log" >&2; exit 1; }
  BIN=$PWD/.build/release/symbol-export
  BUILT="built from $(git rev-parse --short HEAD 2>/dev/null || echo '?')$(git diff --quiet HEAD -- Sources Package.swift 2>/dev/null || echo ' with uncommitted changes')"
fi

REF=""
if [ -f ../shared/bench/reference-render.c ]; then
  cc -O2 -o "$CACHE/reference-render.$$" ../shared/bench/reference-render.c \
    $(pkg-config --cflags --libs librsvg-2.0 libpng) -lpthread
  mv -f "$CACHE/reference-render.$$" "$CACHE/reference-render"
  REF=$CACHE/reference-render
fi

# --- Corpora (each made in a temporary folder and renamed, so a broken run leaves none) ---------
python3 - "$CACHE" $SETS <<'PY'
import glob, io, os, shutil, subprocess, sys, zipfile

cache, wanted = sys.argv[1], sys.argv[2:]
wheels = os.path.join(cache, "wheels")
PACKAGES = {"lucide": "lucide==1.1.4", "tabler": "pytablericons==1.0.1", "mdi": "justmyresource-mdi==7.4.47.post1"}

def wheel(name):
    requirement = PACKAGES[name]
    pattern = os.path.join(wheels, requirement.split("==")[0].replace("-", "_") + "-" + requirement.split("==")[1] + "-*.whl")
    if not glob.glob(pattern):
        subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "-d", wheels, requirement], check=True)
    return zipfile.ZipFile(glob.glob(pattern)[0])

def make(folder, fill):
    final = os.path.join(cache, folder)
    if os.path.isdir(final):
        return
    print(f"bench: preparing {final}", file=sys.stderr)
    temporary = final + f".tmp{os.getpid()}"
    shutil.rmtree(temporary, ignore_errors=True)
    os.makedirs(temporary)
    fill(temporary)
    os.rename(temporary, final)

def evenly(names, count):
    return [names[i * len(names) // count] for i in range(min(count, len(names)))]

def lucide(to):
    inner = zipfile.ZipFile(io.BytesIO(wheel("lucide").read("lucide/lucide.zip")))
    for n in sorted(n for n in inner.namelist() if n.endswith(".svg"))[:1000]:
        open(os.path.join(to, os.path.basename(n)), "wb").write(inner.read(n))

def tabler(to):
    archive = wheel("tabler")
    for n in sorted(n for n in archive.namelist() if n.endswith(".svg"))[:5000]:
        # outline/x.svg and filled/x.svg share names: keep both apart.
        style = n.split("/")[-2]
        open(os.path.join(to, style + "-" + os.path.basename(n)), "wb").write(archive.read(n))

def tabler_1000(to):
    source = os.path.join(cache, "tabler")
    for n in evenly(sorted(f for f in os.listdir(source) if f.endswith(".svg")), 1000):
        shutil.copyfile(os.path.join(source, n), os.path.join(to, n))

def mdi(to):
    inner = zipfile.ZipFile(io.BytesIO(wheel("mdi").read("justmyresource_mdi/icons.zip")))
    for n in evenly(sorted(n for n in inner.namelist() if n.endswith(".svg")), 1000):
        open(os.path.join(to, os.path.basename(n)), "wb").write(inner.read(n))

if "lucide" in wanted:
    make("lucide", lucide)
if "tabler" in wanted:
    make("tabler", tabler)
    make("tabler-1000", tabler_1000)
if "mdi" in wanted:
    make("mdi", mdi)
PY

# --- The benchmark -----------------------------------------------------------------------------
python3 - "$BIN" "$BUILT" "$REF" "$CACHE" "$OUT" "$ROUNDS" "$JOBS" "$RSVG_ICONS" $SETS <<'PY'
import hashlib, json, os, shutil, statistics, subprocess, sys, time
from concurrent.futures import ThreadPoolExecutor

binary, built, ref, cache, out = sys.argv[1:6]
rounds, jobs, rsvg_icons = int(sys.argv[6]), int(sys.argv[7]), int(sys.argv[8])
wanted = sys.argv[9:]
cores = os.cpu_count()
resvg = shutil.which("resvg")
try:
    import oxipng
except ImportError:
    oxipng = None

# name: (title, folder of the timing runs, folder of the 5,000-icon peak-memory run or None)
SETS = {
    "lucide": ("Lucide", "lucide", None),
    "tabler": ("Tabler", "tabler-1000", "tabler"),
    "mdi": ("Material Design Icons", "mdi", None),
}
# key, label, goal; a target is met or NOT met, a figure has no goal.
TARGETS = [
    ("ref", "export --jobs 1 / reference-render (THREADS=1)", "<= 0.55x"),
    ("bytes", "template PNG bytes / rsvg-convert's", "<= 0.80x"),
    ("speedup", f"speed-up of --jobs {jobs} over --jobs 1", ">= 1.80x"),
    ("noop", "no-op re-run / export --jobs 1", "<= 3 %"),
    ("written", "files written by the no-op re-run (time stamps changed)", "0 (0)"),
    ("rsvg", "rsvg-convert loop / export --jobs 1", ">= 40x"),
    ("rss", "peak memory (PSS, workers included) exporting 5,000 icons (max of --jobs 1, --jobs %d)" % jobs, "<= 64 MB"),
    ("convert", "convert of one symbol (wall)", "<= 50 ms"),
]
FIGURES = [
    ("oxipng", "template PNG bytes / oxipng -o 2 of them"),
    ("maximum", "--compression maximum: time / export --jobs 1"),
    ("maximum-bytes", "--compression maximum: bytes / oxipng -o 2 of ours"),
    ("resvg", "resvg loop / export --jobs 1"),
    ("rss-sum", "peak RSS summed over the export and its workers, 5,000 icons (shared pages counted twice)"),
    ("rss1000", "peak memory (PSS) exporting the 1,000 icons (--jobs 1 / %d)" % jobs),
    ("cpu", "export --jobs 1: CPU time (workers included) / reference-render's; cores busy"),
]

def fresh(path):
    shutil.rmtree(path, ignore_errors=True)
    os.makedirs(path)
    return path

def cpu_jiffies():
    """(all, idle + iowait) CPU time of the machine so far, from /proc/stat; None elsewhere."""
    try:
        with open("/proc/stat") as f:
            v = [int(x) for x in f.readline().split()[1:]]
        return sum(v), v[3] + v[4]
    except (OSError, ValueError, IndexError):
        return None

def wait_quiet(limit=120):
    """Waits (up to `limit` s) until the machine is idle: on a shared machine another build or
    test run would otherwise decide the ratios."""
    end = time.time() + limit
    while cpu_jiffies() is not None and time.time() < end:
        a = cpu_jiffies(); time.sleep(0.3); b = cpu_jiffies()
        if b[0] > a[0] and 1 - (b[1] - a[1]) / (b[0] - a[0]) < 0.06:
            return

remeasured = 0
last_cpu = None
def run(command, prepare=None, **kwargs):
    """Wall time of one run of `command`, after `prepare()` (which makes its fresh output
    folder). Where /proc/stat tells, a run during which other processes used more than a tenth
    of a core is measured again (at most 3 times; counted in the report)."""
    global remeasured, last_cpu
    ticks = os.sysconf("SC_CLK_TCK")
    for attempt in range(4):
        if prepare:
            prepare()
        wait_quiet()
        c0, r0 = cpu_jiffies(), os.times()
        start = time.perf_counter()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, **kwargs)
        elapsed = time.perf_counter() - start
        c1, r1 = cpu_jiffies(), os.times()
        # CPU time of the run and every process it waited for (render workers included).
        last_cpu = r1.children_user + r1.children_system - r0.children_user - r0.children_system
        if c0 is None or c1 is None:
            return elapsed
        ours = (r1.children_user + r1.children_system - r0.children_user - r0.children_system) * ticks
        other = (c1[0] - c0[0]) - (c1[1] - c0[1]) - ours
        if other <= max(3, 0.1 * elapsed * ticks) or attempt == 3:
            return elapsed
        remeasured += 1

def png_bytes(root):
    total, files = 0, []
    for base, _, names in os.walk(root):
        for n in names:
            if n.endswith(".png"):
                path = os.path.join(base, n); files.append(path); total += os.path.getsize(path)
    return total, files

def stamps(root):
    result = {}
    for base, dirs, files in os.walk(root):
        for n in dirs + files:
            st = os.stat(os.path.join(base, n))
            result[os.path.join(base, n)] = (st.st_mtime_ns, st.st_ctime_ns)
    return result

def tree_memory(pid):
    """(PSS, RSS) in kB of a process and its descendants (the render workers), from /proc."""
    pss = rss = 0
    pending = [pid]
    while pending:
        p = pending.pop()
        try:
            for line in open(f"/proc/{p}/smaps_rollup"):
                if line.startswith("Pss:"): pss += int(line.split()[1])
                elif line.startswith("Rss:"): rss += int(line.split()[1])
            for task in os.listdir(f"/proc/{p}/task"):
                pending += [int(c) for c in open(f"/proc/{p}/task/{task}/children").read().split()]
        except (OSError, ValueError):
            pass
    return pss, rss

def peak_memory(folder, jobs, catalog):
    """Peak memory of an export with its render workers, sampled every 5 ms: (PSS, RSS) in MB.
    PSS counts a page shared by the export and its workers (the binary, the libraries) once,
    split between them; the RSS sum counts it in each, an upper bound."""
    fresh(os.path.dirname(catalog))
    process = subprocess.Popen([binary, "export", folder, "--point-size", "24", "-q", "--jobs", str(jobs), "-o", catalog],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    peak = (0, 0)
    while process.poll() is None:
        pss, rss = tree_memory(process.pid)
        peak = (max(peak[0], pss), max(peak[1], rss))
        time.sleep(0.005)
    if process.returncode != 0:
        sys.exit(f"bench: the export for peak memory failed ({process.returncode})")
    shutil.rmtree(os.path.dirname(catalog), ignore_errors=True)
    return peak[0] / 1024, peak[1] / 1024

RSVG_VERSION = subprocess.run(["rsvg-convert", "--version"], capture_output=True, text=True).stdout.strip()
def rsvg_bytes(svgs, scratch):
    """Bytes of rsvg-convert's PNGs of every icon: made once (untimed, in parallel) and cached,
    keyed by rsvg-convert's version and the icons' names and contents."""
    digest = hashlib.sha256(RSVG_VERSION.encode())
    for path in svgs:
        digest.update(os.path.basename(path).encode() + b"\0" + open(path, "rb").read())
    key, memo = digest.hexdigest(), os.path.join(cache, "rsvg-bytes.json")
    known = json.load(open(memo)) if os.path.exists(memo) else {}
    if key not in known:
        fresh(scratch)
        def one(job):
            path, k = job
            name = os.path.basename(path)[:-4]
            subprocess.run(["rsvg-convert", "-w", str(24 * k), "-h", str(24 * k), "-o", os.path.join(scratch, f"{name}@{k}x.png"), path], check=True)
        with ThreadPoolExecutor(cores) as pool:
            list(pool.map(one, [(p, k) for p in svgs for k in (1, 2, 3)]))
        total = png_bytes(scratch)[0]
        shutil.rmtree(scratch)
        known = json.load(open(memo)) if os.path.exists(memo) else {}   # another run may have added some
        known[key] = total
        with open(memo + f".{os.getpid()}", "w") as f:
            json.dump(known, f)
        os.replace(memo + f".{os.getpid()}", memo)
    return known[key]

LOOP = {
    "rsvg-convert": 'for f in "$@"; do n=$(basename "$f" .svg); for k in 1 2 3; do rsvg-convert -w $((24*k)) -h $((24*k)) -o "$OUT/$n@${k}x.png" "$f"; done; done',
    "resvg": 'for f in "$@"; do n=$(basename "$f" .svg); for k in 1 2 3; do resvg -w $((24*k)) -h $((24*k)) "$f" "$OUT/$n@${k}x.png"; done; done',
}

def bench_set(key):
    """Runs one icon set: the interleaved rounds, then bytes, the no-op check and peak memory.
    Prints the set's tables and returns {target or figure key: (text, met: True/False/None)}."""
    title, folder, big = SETS[key]
    icons = os.path.join(cache, folder)
    svgs = sorted(os.path.join(icons, f) for f in os.listdir(icons) if f.endswith(".svg"))
    count = len(svgs)
    # The process loops take ~30 s a round for 1,000 icons: by default they run on an evenly
    # spaced subset and their time is scaled to the whole set (3 processes per icon either way).
    subset = [svgs[i * count // min(rsvg_icons, count)] for i in range(min(rsvg_icons, count))]
    scale = count / len(subset)
    work = os.path.join(out, key)
    folder_of = lambda name: os.path.join(work, name)
    fresh_dir = lambda name: fresh(folder_of(name))
    catalog = lambda name: os.path.join(folder_of(name), "Assets.xcassets")
    export = [binary, "export", icons, "--point-size", "24", "-q"]
    loop = lambda tool: lambda: run(["bash", "-c", LOOP[tool], "loop"] + subset, prepare=lambda: fresh_dir(tool),
                                    env=dict(os.environ, OUT=folder_of(tool))) * scale
    # Each timed run writes into a fresh folder (made again when a run is measured again).
    fresh_run = lambda name, command, **kw: run(command, prepare=lambda: fresh_dir(name), **kw)

    commands = {
        "export --jobs 1": lambda: fresh_run("j1", export + ["-o", catalog("j1"), "--jobs", "1"]),
        f"export --jobs {jobs}": lambda: fresh_run("jn", export + ["-o", catalog("jn"), "--jobs", str(jobs)]),
        "export no-op re-run": lambda: run(export + ["-o", catalog("j1")]),
        "export --jobs 1 --compression maximum": lambda: fresh_run("max", export + ["-o", catalog("max"), "--jobs", "1", "--compression", "maximum"]),
        "convert one symbol": lambda: fresh_run("one", [binary, "convert", svgs[0], "--point-size", "24", "-o", catalog("one")]),
    }
    if ref:
        commands["reference-render (C, THREADS=1)"] = lambda: fresh_run("ref", [ref, folder_of("ref")] + svgs, env=dict(os.environ, THREADS="1"))
    commands["rsvg-convert loop"] = loop("rsvg-convert")
    if resvg:
        commands["resvg loop"] = loop("resvg")

    times = {name: [] for name in commands}
    cpu = {name: [] for name in commands}
    for round in range(rounds):
        names = list(commands)
        names = names[round % len(names):] + names[:round % len(names)]   # rotate the order each round
        for name in names:
            if name == "export no-op re-run" and not os.path.exists(catalog("j1")):
                commands["export --jobs 1"]()
            times[name].append(commands[name]())
            cpu[name].append(last_cpu)
        print(f"bench: {title}: round {round + 1}/{rounds} done", file=sys.stderr)
    median = {name: statistics.median(values) for name, values in times.items()}
    median_cpu = {name: statistics.median(values) for name, values in cpu.items() if None not in values}
    ratio = lambda a, b: median[a] / median[b]
    full = median["export --jobs 1"]

    result = {}
    def target(k, text, ok):
        result[k] = (text, ok)

    if ref:
        r = ratio("export --jobs 1", "reference-render (C, THREADS=1)")
        target("ref", f"{r:.2f}x", r <= 0.55)
        one, reference = "export --jobs 1", "reference-render (C, THREADS=1)"
        if one in median_cpu and reference in median_cpu:
            # The export's threads prepare and write while its worker draws: --jobs 1 keeps one
            # core drawing and uses part of another, so its CPU time is the like-for-like figure.
            target("cpu", f"{median_cpu[one] / median_cpu[reference]:.2f}x; {median_cpu[one] / median[one]:.2f}", None)
    r = ratio("export --jobs 1", f"export --jobs {jobs}")
    target("speedup", f"{r:.2f}x", r >= 1.8)
    r = ratio("export no-op re-run", "export --jobs 1")
    target("noop", f"{100 * r:.1f} %", r <= 0.03)
    r = ratio("rsvg-convert loop", "export --jobs 1")
    target("rsvg", f"{r:.1f}x", r >= 40)
    c = median["convert one symbol"]
    target("convert", f"{1000 * c:.0f} ms", c <= 0.05)
    if resvg:
        target("resvg", f"{ratio('resvg loop', 'export --jobs 1'):.1f}x", None)
    target("maximum", f"{ratio('export --jobs 1 --compression maximum', 'export --jobs 1'):.2f}x", None)

    # Zero files written by a no-op run: every file keeps its mtime and ctime.
    before = stamps(catalog("j1"))
    report = json.loads(subprocess.run(export + ["-o", catalog("j1"), "--json"], capture_output=True, check=True, text=True).stdout)
    after = stamps(catalog("j1"))
    written = sum(len(a["files"]) for a in report["assets"])
    changed = sum(before[k] != after.get(k) for k in before) + len(set(after) - set(before))
    target("written", f"{written} ({changed})", written == 0 and changed == 0)

    # Bytes: the template PNGs of export --jobs 1 against the others' of the same icons.
    ours, our_files = png_bytes(catalog("j1"))
    theirs = rsvg_bytes(svgs, folder_of("rsvg-all"))
    target("bytes", f"{ours / theirs:.3f}x", ours / theirs <= 0.8)
    maximum = png_bytes(catalog("max"))[0]
    optimized = sum(len(oxipng.optimize_from_memory(open(p, "rb").read(), level=2)) for p in our_files) if oxipng else None
    if optimized:
        target("oxipng", f"{ours / optimized:.3f}x", None)
        target("maximum-bytes", f"{maximum / optimized:.3f}x", None)

    # Peak RSS: the timing set, and for Tabler the 5,000-icon folder (the target).
    small_memory = (peak_memory(icons, 1, catalog("rss")), peak_memory(icons, jobs, catalog("rss")))
    small = tuple(m[0] for m in small_memory)
    target("rss1000", f"{small[0]:.1f} / {small[1]:.1f} MB", None)
    if big:
        big_folder = os.path.join(cache, big)
        big_count = len([f for f in os.listdir(big_folder) if f.endswith(".svg")])
        large_memory = (peak_memory(big_folder, 1, catalog("rss")), peak_memory(big_folder, jobs, catalog("rss")))
        large = tuple(m[0] for m in large_memory)
        target("rss", f"{max(large):.1f} MB", max(large) <= 64)
        target("rss-sum", f"{max(m[1] for m in large_memory):.1f} MB", None)

    # --- The set's tables ---
    print(f"\n## {title}: {count:,} icons ({folder}), 24 pt x @1x/@2x/@3x = {3 * count:,} PNGs; "
          f"{rounds} interleaved round{'s' * (rounds != 1)}; medians\n")
    print("| command | median | CPU (median, workers included) | runs | vs export --jobs 1 |\n|---|---:|---:|---|---:|")
    for name, value in median.items():
        runs = " ".join(f"{v:.2f}" for v in times[name])
        used = f"{median_cpu[name]:.3f} s" if name in median_cpu else "n/a"
        print(f"| {name} | {value:.3f} s | {used} | {runs} | {value / full:.2f}x |")
    how = (f"all {count:,} icons" if len(subset) == count else
           f"{len(subset)} of the {count:,} icons (evenly spaced), {3 * len(subset)} processes a round, time x {scale:g}")
    print(f"\nThe loops (3 processes per icon) ran on {how}; their medians above are for all {count:,} icons.")

    print("\n| target | measured | goal |\n|---|---:|---|")
    for k, label, goal in TARGETS:
        if k in result:
            text, ok = result[k]
            print(f"| {label} | {text} | {goal} {'met' if ok else 'NOT met'} |")
    for k, label in FIGURES:
        if k in result:
            print(f"| {label} | {result[k][0]} | (figure only) |")

    print(f"\n| PNG bytes ({3 * count:,} files) | bytes | ours / it |\n|---|---:|---:|")
    print(f"| symbol-export (template) | {ours:,} | 1.000 |")
    print(f"| rsvg-convert ({RSVG_VERSION.split()[-1]}, every icon, counted once and cached) | {theirs:,} | {ours / theirs:.3f} |")
    if ref:
        ref_bytes = png_bytes(folder_of("ref"))[0]
        print(f"| reference-render (RGBA, libpng defaults) | {ref_bytes:,} | {ours / ref_bytes:.3f} |")
    if optimized:
        print(f"| oxipng -o 2 of ours | {optimized:,} | {ours / optimized:.3f} |")
    print(f"| symbol-export --compression maximum | {maximum:,} | {ours / maximum:.3f} |")
    print(f"\n| peak memory with the render workers: PSS (RSS summed) | --jobs 1 | --jobs {jobs} |\n|---|---:|---:|")
    cell = lambda m: f"{m[0]:.1f} MB ({m[1]:.1f} MB)"
    print(f"| export of the {count:,} icons | {cell(small_memory[0])} | {cell(small_memory[1])} |")
    if big:
        print(f"| export of {big_count:,} icons ({big}) | {cell(large_memory[0])} | {cell(large_memory[1])} |")
    sys.stdout.flush()
    shutil.rmtree(work, ignore_errors=True)
    return result

start = time.time()
print(f"# symbol-export benchmark: {binary} ({built}; "
      f"{subprocess.run([binary, '--version'], capture_output=True, text=True).stdout.strip()}, "
      f"sha256 {hashlib.sha256(open(binary, 'rb').read()).hexdigest()[:12]})")
print(f"{cores} cores; load average {os.getloadavg()[0]:.2f} at the start; ROUNDS={rounds}, JOBS={jobs}; "
      f"reference-render {'built' if ref else 'absent (../shared/bench/reference-render.c not found)'}; "
      f"resvg {'on PATH' if resvg else 'absent'}; oxipng {'available' if oxipng else 'absent'}")
if cores < jobs:
    print(f"note: {cores} core(s) for --jobs {jobs}: the speed-up cannot reach its goal here")
results = {key: bench_set(key) for key in wanted}

print(f"\n## All sets: targets\n")
titles = [SETS[k][0] for k in wanted]
print("| target | goal | " + " | ".join(titles) + " |\n|---|---|" + "---:|" * len(wanted))
met = total = 0
for k, label, goal in TARGETS:
    cells = []
    for key in wanted:
        text, ok = results[key].get(k, ("n/a", None))
        if ok is not None:
            total += 1; met += ok
        cells.append(f"{text} {'met' if ok else 'NOT met'}" if ok is not None else text)
    print(f"| {label} | {goal} | " + " | ".join(cells) + " |")
for k, label in FIGURES:
    print(f"| {label} | (figure) | " + " | ".join(results[key].get(k, ("n/a", None))[0] for key in wanted) + " |")
print(f"\n{met} of {total} targets met. The peak-memory target is measured on 5,000 Tabler icons only. "
      f"Load average {os.getloadavg()[0]:.2f} at the end; {time.time() - start:.0f} s of measuring; "
      f"{remeasured} runs measured again because other processes used the CPU meanwhile.")
PY
