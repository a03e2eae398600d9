#!/usr/bin/env bash
# The external check of untrusted input (run by hand, not in CI: it fetches and takes minutes):
# librsvg's own test fixtures — hundreds of SVGs its authors wrote to crash, hang and trip it —
# through `convert` (one file at a time) and `export --json` (one export per folder), with time
# limits, plus a rerun and a kill of each export.
#
#   Scripts/check-librsvg-fixtures.sh                 # builds the release binary of this checkout
#   BIN=/path/to/symbol-export Scripts/check-librsvg-fixtures.sh
#   FIXTURES=/path/to/librsvg/tests/fixtures Scripts/check-librsvg-fixtures.sh   # another librsvg
#
# The fixtures are those of the installed librsvg: on Debian and Ubuntu, the librsvg2-tests
# package of the installed librsvg2-2 version, downloaded (not installed) and unpacked into
# ${XDG_CACHE_HOME:-~/.cache}/symbol-export-librsvg, never into the repository. Elsewhere give
# FIXTURES: the tests/fixtures folder of the librsvg source of the installed version.
#
# Checks, and exits 1 naming every file that fails one:
#   - no crash and no hang: every command exits 0 or 1 within its limit (CONVERT_LIMIT, 120 s;
#     an export gets EXPORT_LIMIT, 900 s), and every failure is one `error: PATH: reason` line;
#   - a file `rsvg-convert` draws (within RSVG_LIMIT, 30 s) is converted, or refused for a
#     reason that is listed with it and must be one of: a reference to another file (which
#     rsvg-convert, given the file's path, loads), a limit of *Untrusted input*, or the time limit;
#   - batch and single conversion give the same PNG bytes;
#   - a rerun of each export draws nothing and writes nothing;
#   - no render worker outlives its exporter: after each command, and after a kill -9 of each
#     export 2 s into it.
# Knobs: RENDER_TIMEOUT (the tool's --render-timeout, 30), OUT (a work folder, made and removed).
set -euo pipefail
[ -z "${BIN:-}" ] || BIN=$(realpath "$BIN")
cd "$(dirname "$0")/.."
CACHE=${XDG_CACHE_HOME:-$HOME/.cache}/symbol-export-librsvg
RENDER_TIMEOUT=${RENDER_TIMEOUT:-30}
export CONVERT_LIMIT=${CONVERT_LIMIT:-120} EXPORT_LIMIT=${EXPORT_LIMIT:-900} RSVG_LIMIT=${RSVG_LIMIT:-30} RENDER_TIMEOUT

if [ -z "${FIXTURES:-}" ]; then
  command -v dpkg-query >/dev/null 2>&1 || { echo "check-librsvg-fixtures: give FIXTURES=…/librsvg/tests/fixtures (no dpkg here)" >&2; exit 64; }
  version=$(dpkg-query -W -f='${Version}' librsvg2-2 2>/dev/null || dpkg-query -W -f='${Version}' 'librsvg2-2:*')
  FIXTURES=$CACHE/$version/usr/libexec/installed-tests/RSVG/fixtures
  if [ ! -d "$FIXTURES" ]; then
    echo "check-librsvg-fixtures: fetching librsvg2-tests $version into $CACHE" >&2
    rm -rf "$CACHE/$version" && mkdir -p "$CACHE/$version/deb"
    ( cd "$CACHE/$version/deb" && apt-get download "librsvg2-tests=$version" >/dev/null 2>&1 \
      || { echo "check-librsvg-fixtures: apt-get download librsvg2-tests=$version failed (apt-get update first?)" >&2; exit 1; } )
    dpkg-deb -x "$CACHE/$version"/deb/*.deb "$CACHE/$version"
  fi
fi
[ -d "$FIXTURES" ] || { echo "check-librsvg-fixtures: no folder $FIXTURES" >&2; exit 64; }
command -v rsvg-convert >/dev/null || { echo "check-librsvg-fixtures: rsvg-convert is needed (librsvg2-bin)" >&2; exit 64; }
if [ -z "${BIN:-}" ]; then
  swift build -c release --product symbol-export >&2
  BIN=$PWD/.build/release/symbol-export
fi
OUT=${OUT:-$(mktemp -d "${TMPDIR:-/tmp}/symbol-export-librsvg.XXXXXX")}
trap 'rm -rf "$OUT"' EXIT
export BIN FIXTURES OUT
exec python3 - <<'PYTHON'
import hashlib, json, os, re, shutil, signal, subprocess, sys, time

BIN, FIXTURES, OUT = os.environ["BIN"], os.environ["FIXTURES"], os.environ["OUT"]
CONVERT_LIMIT, EXPORT_LIMIT, RSVG_LIMIT = (float(os.environ[k]) for k in ("CONVERT_LIMIT", "EXPORT_LIMIT", "RSVG_LIMIT"))
RENDER = ["--render-timeout", os.environ["RENDER_TIMEOUT"]]
started = time.monotonic()
problems, refusals, counts = [], [], {}

def count(key, n=1): counts[key] = counts.get(key, 0) + n

def run(args, limit, cwd=None):
    """(status, stdout, stderr, seconds); status 'hang' past the limit, 'crash' on a signal."""
    begin = time.monotonic()
    process = subprocess.Popen(args, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
    try:
        out, err = process.communicate(timeout=limit)
        status = process.returncode if process.returncode >= 0 else "crash"
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        out, err = process.communicate()
        status = "hang"
    return status, out.decode("utf-8", "replace"), err.decode("utf-8", "replace"), time.monotonic() - begin

def orphans():
    """Render workers whose exporter is gone: their parent is no longer the one they were
    started by (`--parent PID`), but init or a subreaper. Other people's runs are left alone."""
    listing = subprocess.run(["ps", "-eo", "pid=,ppid=,stat=,args="], capture_output=True, text=True).stdout
    found = []
    for line in listing.splitlines():
        fields = line.split()
        if len(fields) > 6 and fields[4] == "__render-worker" and fields[5] == "--parent" and not fields[2].startswith("Z"):
            if fields[1] != fields[6]:
                found.append(int(fields[0]))
    return found

def check_orphans(label):
    time.sleep(0.3)
    left = orphans()
    if left:
        problems.append(f"{label}: render workers outlived their exporter: {left}")
        for pid in left: os.kill(pid, signal.SIGKILL)

LIMITS = ("over the", "more than", "nested more than", "the bitmap would be", "is not usable", "is not a usable size",
          "entity expansion", "refer to each other in a cycle", "expand to more than")
def justification(reason, name):
    if "refers to '" in reason:
        target = reason.split("refers to '", 1)[1].split("'", 1)[0].split("#", 1)[0]
        exists = os.path.exists(os.path.join(FIXTURES, os.path.dirname(name), target))
        return "a reference librsvg follows, to " + ("a file that is there: rsvg-convert loads it" if exists
                                                      else "a file missing here (loaded where it is there)")
    if "took longer than" in reason: return "the time limit"
    if any(word in reason for word in LIMITS): return "a limit of Untrusted input"
    return None

def error_lines(stderr):
    return [line for line in stderr.splitlines() if line.startswith("error: ")]

files = sorted(os.path.relpath(os.path.join(d, f), FIXTURES) for d, _, fs in os.walk(FIXTURES) for f in fs if f.endswith(".svg"))
print(f"check-librsvg-fixtures: {len(files)} SVGs in {FIXTURES}", file=sys.stderr)
converted = {}
for index, name in enumerate(files):
    path = os.path.join(FIXTURES, name)
    # To stdout (it refuses -o /dev/null, not a regular file), read and dropped.
    rsvg, _, _, _ = run(["rsvg-convert", path], RSVG_LIMIT)
    count(f"rsvg-convert {rsvg if rsvg in ('hang', 'crash') else 'draws' if rsvg == 0 else 'refuses'}")
    asset = "f%04d" % index
    status, _, stderr, seconds = run([BIN, "convert", path, "-o", f"{OUT}/convert.xcassets", "--name", asset] + RENDER, CONVERT_LIMIT)
    errors = error_lines(stderr)
    if status not in (0, 1):
        problems.append(f"{name}: convert {status} after {seconds:.1f} s: {stderr[-300:]}")
    elif status == 1 and len(errors) != 1:
        problems.append(f"{name}: convert failed with {len(errors)} error lines: {stderr[-300:]}")
    elif status == 1:
        reason = errors[0].split(": ", 2)[-1]
        count("convert refuses")
        if rsvg == 0:
            why = justification(reason, name)
            refusals.append((name, reason, why))
            if why is None: problems.append(f"{name}: refused, and rsvg-convert draws it: {reason}")
    else:
        count("convert draws")
        folder = f"{OUT}/convert.xcassets/{asset}.imageset"
        converted[name] = {f: hashlib.sha256(open(f"{folder}/{f}", "rb").read()).hexdigest() for f in os.listdir(folder) if f.endswith(".png")}
check_orphans("convert")

folders = sorted({os.path.dirname(name) for name in files})
for folder in folders:
    source = os.path.join(FIXTURES, folder) if folder else FIXTURES
    catalog = f"{OUT}/export-{folder.replace('/', '_') or 'top'}.xcassets"
    # The folder's own SVGs only (not its subfolders'): the export is recursive, so copy them
    # (links that lead out of the input folder are not followed).
    work = f"{OUT}/in-{folder.replace('/', '_') or 'top'}"
    os.makedirs(work)
    mine = [name for name in files if os.path.dirname(name) == folder]
    for name in mine:
        shutil.copy2(os.path.join(FIXTURES, name), os.path.join(work, os.path.basename(name)))
    status, out, stderr, seconds = run([BIN, "export", work, "-o", catalog, "--json"] + RENDER, EXPORT_LIMIT)
    count("export seconds", seconds)
    if status not in (0, 1):
        problems.append(f"export {folder}: {status} after {seconds:.1f} s: {stderr[-300:]}")
        continue
    try:
        report = json.loads(out)
    except ValueError:
        problems.append(f"export {folder}: the --json report does not parse")
        continue
    if len(report["assets"]) != len(mine):
        problems.append(f"export {folder}: {len(report['assets'])} assets reported for {len(mine)} files")
    failed = [a for a in report["assets"] if a["status"] == "failed"]
    if len(error_lines(stderr)) < len(failed):
        problems.append(f"export {folder}: {len(failed)} failed, {len(error_lines(stderr))} error lines")
    for asset in report["assets"]:
        name = os.path.join(folder, os.path.basename(asset["source"]))
        if asset["status"] == "exported" and name in converted:
            group = asset.get("group")
            imageset = os.path.join(catalog, *( [group] if group else []), asset["name"] + ".imageset")
            pngs = sorted(f for f in os.listdir(imageset) if f.endswith(".png"))
            # The export names files after the asset, convert after --name: compare by scale.
            mine_hashes = sorted(hashlib.sha256(open(os.path.join(imageset, f), "rb").read()).hexdigest() for f in pngs)
            if mine_hashes != sorted(converted[name].values()):
                problems.append(f"{name}: export and convert give different PNG bytes")
            count("batch = single")
    check_orphans(f"export {folder}")
    before = {os.path.join(d, f): os.stat(os.path.join(d, f)).st_mtime_ns for d, _, fs in os.walk(catalog) for f in fs}
    status, _, stderr, seconds = run([BIN, "export", work, "-o", catalog] + RENDER, EXPORT_LIMIT)
    after = {os.path.join(d, f): os.stat(os.path.join(d, f)).st_mtime_ns for d, _, fs in os.walk(catalog) for f in fs}
    summary = stderr.strip().splitlines()[-1] if stderr.strip() else ""
    if status not in (0, 1) or not summary.startswith("exported 0,") or before != after:
        problems.append(f"rerun of {folder}: {status}, '{summary}', {len(set(after.items()) ^ set(before.items()))} files changed")
    count("rerun seconds", seconds)
    check_orphans(f"rerun of {folder}")
    # Killed 2 s in: no worker may be left, and the next run must finish the catalog.
    process = subprocess.Popen([BIN, "export", work, "-o", catalog + "-killed"] + RENDER,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(2)
    process.kill()
    process.wait()
    time.sleep(3)
    left = orphans()
    if left:
        problems.append(f"kill -9 of the export of {folder}: workers still running 3 s later: {left}")
        for pid in left: os.kill(pid, signal.SIGKILL)
    leftovers = [os.path.join(d, f) for d, ds, fs in os.walk(catalog + "-killed") for f in ds + fs if f.startswith(".symbol-export-tmp-")]
    status, _, _, _ = run([BIN, "export", work, "-o", catalog + "-killed", "-q"] + RENDER, EXPORT_LIMIT)
    still = [p for p in leftovers if os.path.exists(p)]
    if status not in (0, 1) or still:
        problems.append(f"export after the kill of {folder}: {status}, temporary folders left: {still}")

print(f"\nrefusals of files rsvg-convert draws ({len(refusals)}):")
for name, reason, why in refusals:
    print(f"  {name}: {reason}\n      → {why or 'NOT JUSTIFIED'}")
print("\ncounts: " + ", ".join(f"{k} {round(v, 1) if isinstance(v, float) else v}" for k, v in sorted(counts.items())))
print(f"time: {time.monotonic() - started:.0f} s")
for problem in problems:
    print("error: check-librsvg-fixtures: " + problem, file=sys.stderr)
print(f"check-librsvg-fixtures: {len(files)} files, {len(folders)} folders: {len(problems)} problems")
sys.exit(1 if problems else 0)
PYTHON
