#!/usr/bin/env python3
"""Measures `symbol-export audit` on crafted hostile sources (docs/untrusted-input.md quotes it).

    python3 Scripts/bench-hostile.py [--binary PATH] [--rounds R]

Writes each crafted app into a temporary folder (never into the repository) — most of them
16 MiB, the largest source the audit reads — and audits it with the release binary
(`make build`) R times, printing for each the median wall time, CPU time and peak resident
memory (on Linux the kernel's high-water mark of the process's own memory, sampled while it runs:
wait4's figure counts this script's memory too; elsewhere wait4's) and the audit's last line. The tests check the same cases with smaller
inputs on the debug build (UntrustedSourceTests); this is where their cost is measured.
"""
import os, shutil, statistics, subprocess, sys, tempfile, threading, time

SIXTEEN = (16 << 20) - 200
USE = 'let i = UIImage(systemName: "doc.on.doc")\n'


def cases():
    yield "interpolations 50,000 deep", "A.swift", USE + 'let s = ' + '"\\(' * 50000 + 'x' + ')"' * 50000 + "\n"
    yield "#if in braces 20,000 deep", "A.swift", USE + "{\n#if os(iOS)\n" * 20000
    yield "16 MiB of {", "A.swift", USE + "{" * SIXTEEN
    yield "16 MiB of ;", "A.swift", USE + ";" * SIXTEEN
    yield "16 MiB of a a a", "A.swift", USE + "a " * (SIXTEEN // 2)
    yield "16 MiB of uses on one line", "A.swift", USE + "let a = [" + 'UIImage(systemName: "star"), ' * (SIXTEEN // 29) + "]\n"
    yield "16 MiB of struct headers", "A.swift", USE + "struct A: PreviewProvider " * (SIXTEEN // 26)
    yield "16 MiB of unmatched closers", "A.swift", USE + "(" * 900 + ")]}" * ((SIXTEEN - 900) // 3)
    branch = "#if A\n{\n#elseif B\n)\n#else\n(\n)\n#endif\n"
    yield "16 MiB of #if/#else at depth 900", "A.swift", USE + "(" * 900 + "\n" + branch * ((SIXTEEN - 901) // len(branch))
    yield "16 MiB of a parameter list", "A.swift", USE + "func f(" + "a: String, " * (SIXTEEN // 11)
    yield "16 MiB of Objective-C ;", "A.m", ";" * SIXTEEN
    yield "16 MiB of systemImageNamed:(", "A.m", "[UIImage systemImageNamed:(" * (SIXTEEN // 27)


def high_water(pid):
    """VmHWM of /proc/PID/status in KiB; 0 where there is none."""
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def main():
    args = sys.argv[1:]
    option = lambda name, default: args[args.index(name) + 1] if name in args else default
    rounds = int(option("--rounds", "3"))
    binary = os.path.abspath(option("--binary", os.path.join(os.path.dirname(__file__), "..", ".build", "release", "symbol-export")))
    for title, name, text in cases():
        root = tempfile.mkdtemp(prefix="symbol-export-hostile-bench-")
        try:
            os.makedirs(os.path.join(root, "App"))
            with open(os.path.join(root, "App", name), "w") as f:
                f.write(text)
            walls, cpus, peaks, last = [], [], [], ""
            for _ in range(rounds):
                start = time.monotonic()
                process = subprocess.Popen([binary, "audit", "--deployment-target", "15.0"], cwd=root,
                                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
                chunks = []
                reader = threading.Thread(target=lambda: chunks.append(process.stderr.read()))
                reader.start()
                high = 0
                while True:
                    pid, _, usage = os.wait4(process.pid, os.WNOHANG)
                    if pid:
                        break
                    high = max(high, high_water(process.pid))
                    time.sleep(0.001)
                walls.append(time.monotonic() - start)
                cpus.append(usage.ru_utime + usage.ru_stime)
                peaks.append(high / 1024 if high else usage.ru_maxrss / (1 << 20 if sys.platform == "darwin" else 1024))
                reader.join()
                err = b"".join(chunks).decode("utf-8", "replace")
                last = err.strip().splitlines()[-1] if err.strip() else ""
            size = len(text.encode()) / (1 << 20)
            print(f"{title} ({size:.1f} MiB): wall {statistics.median(walls):.3f} s, CPU {statistics.median(cpus):.3f} s, "
                  f"peak {statistics.median(peaks):.0f} MiB\n    {last[:160]}")
        finally:
            shutil.rmtree(root)


if __name__ == "__main__":
    main()
