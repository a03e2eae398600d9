#!/usr/bin/env python3
"""Checks that a binary's run-time needs are exactly what INSTALL (and the documentation) name.

  Scripts/check-runtime-libraries.py BINARY

Linux (Debian/Ubuntu): every library the binary loads (`ldd`) is found and belongs, by `dpkg -S`, to
a system package (libc6, libgcc-s1, libstdc++6) or to the closure of the packages INSTALL's
`apt-get install` line names and their installed dependencies; every library it links directly
(`NEEDED`) belongs to a system package or to a named one. A library no package installed (the
toolchain's, /usr/local's) fails. Each `apt-get install` line of README.md and docs/*.md that
names librsvg2-2 names the same packages, and INSTALL's "glibc X or later" is the newest GLIBC_
symbol version the binary asks for. macOS: every library `otool -L` lists is the system's (/usr/lib, /System) or a Homebrew
formula INSTALL's `brew install` names, or one they depend on.
Exits 1, naming each problem; else prints what was found.
"""
import glob, os, re, shutil, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SYSTEM_PACKAGES = {"libc6", "libgcc-s1", "libstdc++6"}  # libc, libm, libpthread, libdl, librt, ld-linux; libgcc_s; libstdc++
problems = []


def run(*command, check=True):
    result = subprocess.run(command, capture_output=True, text=True)
    if check and result.returncode != 0:
        sys.exit(f"error: check-runtime-libraries: {' '.join(command)}: {result.stderr.strip()}")
    return result


def named(text, installer):
    """The package names of the first `apt-get install` / `brew install` command in text."""
    for line in text.splitlines():
        match = re.search(installer + r" install\s+([^`]*)", line)
        if match:
            return [word for word in match.group(1).split() if not word.startswith("-")]
    return []


def packages_of(paths):
    """The Debian package that installed each path, by one `dpkg -S` (Debian 12 merges /lib into
    /usr/lib, and dpkg knows each file by one of the two names: both are asked)."""
    candidates = {}
    for path in paths:
        names = {path, os.path.realpath(path)}
        for name in list(names):
            for a, b in (("/usr/lib/", "/lib/"), ("/lib/", "/usr/lib/"), ("/usr/lib64/", "/lib64/"), ("/lib64/", "/usr/lib64/")):
                if name.startswith(a):
                    names.add(b + name[len(a):])
        candidates[path] = names
    owner_of = {}
    for line in run("dpkg", "-S", *sorted(set().union(*candidates.values())), check=False).stdout.splitlines():
        packages, _, file = line.partition(": ")
        owner_of[file.strip()] = packages.split(",")[0].split(":")[0].strip()
    return {path: next((owner_of[n] for n in sorted(names) if n in owner_of), None) for path, names in candidates.items()}


def dependency_closure(packages):
    """The installed packages that `packages` depend on, recursively (Depends, Pre-Depends; a
    virtual package through the installed packages that provide it)."""
    depends, providers = {}, {}
    for line in run("dpkg-query", "-W", "-f=${Package}\t${db:Status-Status}\t${Depends}, ${Pre-Depends}\t${Provides}\n").stdout.splitlines():
        package, status, needs, provides = line.split("\t")
        if status != "installed":
            continue
        depends[package] = [alternative.strip().split(" ")[0].split(":")[0] for group in needs.split(",") for alternative in group.split("|")]
        for virtual in provides.split(","):
            providers.setdefault(virtual.strip().split(" ")[0], []).append(package)
    seen, queue = set(), list(packages)
    while queue:
        name = queue.pop()
        for package in ([name] if name in depends else providers.get(name, [])):
            if package not in seen:
                seen.add(package)
                queue.extend(d for d in depends[package] if d)
    return seen


def check_linux(binary, install, readme):
    packages = named(install, "apt-get")
    if not packages:
        problems.append("INSTALL has no `apt-get install` line")
    for line in readme.splitlines():
        if "apt-get install" in line and "librsvg2-2" in line and sorted(named(line, "apt-get")) != sorted(packages):
            problems.append(f"the documentation names {named(line, 'apt-get')}, INSTALL {packages}: {line.strip()}")
    closure = dependency_closure(packages) | SYSTEM_PACKAGES
    missing = [p for p in packages if p not in closure]
    if missing:
        problems.append(f"named in INSTALL but not installed here, so not checked: {missing}")

    loaded = {}
    for line in run("ldd", binary).stdout.splitlines():
        line = line.strip()
        if "not found" in line:
            problems.append(f"not found at run time: {line}")
        match = re.match(r"(\S+) => (/\S+)", line) or re.match(r"(/\S+) \(", line)
        if match:
            loaded[os.path.basename(match.group(1))] = match.group(2) if match.lastindex == 2 else match.group(1)
    needed = re.findall(r"\(NEEDED\)\s+Shared library: \[(.+?)\]", run("readelf", "-d", binary).stdout)
    owners, by_path = {}, packages_of(loaded.values())
    for soname, path in sorted(loaded.items()):
        owner = owners[soname] = by_path[path]
        if owner is None:
            problems.append(f"{soname} ({path}) belongs to no package: it would not be on a machine that followed INSTALL")
        elif owner not in closure:
            problems.append(f"{soname} comes from {owner}, neither a system package nor one INSTALL's packages pull in")
    for soname in needed:
        owner = owners.get(soname)
        if owner is not None and owner not in SYSTEM_PACKAGES and owner not in packages:
            problems.append(f"the binary links {soname} directly, from {owner}, which INSTALL does not name")

    versions = re.findall(r"GLIBC_(\d+(?:\.\d+)+)", run("objdump", "-T", binary).stdout)
    newest = max(versions, key=lambda v: tuple(int(n) for n in v.split(".")), default=None)
    stated = re.search(r"glibc (\d+(?:\.\d+)+) or later", install)
    if newest and (stated is None or stated.group(1) != newest):
        problems.append(f"the binary needs glibc {newest}; INSTALL says {stated.group(1) if stated else 'nothing'}")
    direct = sorted({owners.get(s) for s in needed} - {None})
    return (f"{len(loaded)} libraries loaded, from {len(set(owners.values()) - {None})} packages; linked directly: "
            f"{', '.join(needed)} (packages {', '.join(direct)}); apt: {' '.join(packages)}; glibc {newest}")


def check_macos(binary, install):
    formulae = named(install, "brew")
    prefix = run("brew", "--prefix").stdout.strip() if shutil.which("brew") else "/opt/homebrew"
    allowed = set(formulae)
    if shutil.which("brew"):
        allowed |= set(run("brew", "deps", "--installed", *formulae, check=False).stdout.split())
    libraries = [line.split(" (")[0].strip() for line in run("otool", "-L", binary).stdout.splitlines()[1:]]
    for library in libraries:
        if library.startswith(("/usr/lib/", "/System/")):
            continue
        match = re.match(re.escape(prefix) + r"/(?:opt|Cellar)/([^/]+)/", library)
        if match is None or match.group(1) not in allowed:
            problems.append(f"{library} is neither the system's nor from a formula INSTALL's `brew install` pulls in")
    return f"{len(libraries)} libraries; brew: {' '.join(formulae)}"


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    binary = sys.argv[1]
    install = open(os.path.join(ROOT, "INSTALL"), encoding="utf-8").read()
    pages = [os.path.join(ROOT, "README.md")] + sorted(glob.glob(os.path.join(ROOT, "docs", "*.md")))
    readme = "\n".join(open(page, encoding="utf-8").read() for page in pages)
    if sys.platform == "darwin":
        summary = check_macos(binary, install)
    elif shutil.which("dpkg"):
        summary = check_linux(binary, install, readme)
    else:
        sys.exit("error: check-runtime-libraries: neither dpkg nor otool: this check knows Debian/Ubuntu and macOS")
    for problem in problems:
        print("error: check-runtime-libraries: " + problem, file=sys.stderr)
    if problems:
        sys.exit(1)
    print("check-runtime-libraries: " + summary)


if __name__ == "__main__":
    main()
