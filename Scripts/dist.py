#!/usr/bin/env python3
"""Packs a built release binary into dist/ (`make dist` runs it):

  symbol-export-VERSION-OS-ARCH.tar.gz   bin/symbol-export, the bash and zsh completions, and
                                         share/doc/symbol-export/ (INSTALL, NOTICE, the licences);
                                         it unpacks into any prefix
  symbol-export.artifactbundle.zip       SwiftPM's layout (info.json, schemaVersion 1.0): one
                                         executable artifact with a variant per system, each in a
                                         folder named by system and architecture
                                         (symbol-export-VERSION-linux-x86_64/bin/symbol-export); this
                                         machine's, and those of bundles given with --merge (the
                                         macOS job's: a release holds both under one name); LICENSE
                                         and NOTICE at its top
  checksums.txt                          sha256 of both, as `sha256sum -c` reads them; the bundle's
                                         is what `swift package compute-checksum` prints

The archives are reproducible: entries sorted, owner 0:0, fixed modes, every mtime the commit's
time (SOURCE_DATE_EPOCH, else `git log -1 --format=%ct`), gzip without a name or time. So is the
binary, from one commit in any checkout on one machine (measured: Scripts/check-dist.sh builds a
second clone). It is the build's with its debug information stripped (symbols kept, for
backtraces), which names the build folder, and, on Linux, two more things that differ between
checkouts zeroed or recomputed: `.swift_modhash`, the compiler's hash of each object file (its
absolute output path included) for incremental code generation, which nothing reads at run time,
and the build ID, the linker's hash of all that, set to the SHA-1 of what remains.

  Scripts/dist.py BINARY TRIPLE [--out dist]
  Scripts/dist.py --merge BUNDLE.zip... [--out dist]   one bundle of every variant of the bundles
                                                      given (a release built on Linux and on a Mac)
"""
import argparse, gzip, hashlib, io, json, os, platform, re, shutil, struct, subprocess, sys, tarfile, tempfile, time, zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LICENCE_FILES = ["LICENSE", "LICENCE", "LICENSE.md", "LICENCE.md", "LICENSE.txt", "COPYING"]


def run(*command):
    return subprocess.run(command, check=True, capture_output=True, text=True).stdout


def source_date_epoch():
    if os.environ.get("SOURCE_DATE_EPOCH"):
        return int(os.environ["SOURCE_DATE_EPOCH"])
    try:
        return int(run("git", "-C", ROOT, "log", "-1", "--format=%ct").strip())
    except (OSError, subprocess.CalledProcessError):
        return 315532800  # 1980-01-01, the earliest time a zip entry can carry


def stripped(binary, folder):
    """A copy of `binary` without debug information (`strip -S` on a Mac), the same from any checkout."""
    path = os.path.join(folder, "symbol-export")
    shutil.copyfile(binary, path)
    run("strip", "-S" if platform.system() == "Darwin" else "--strip-debug", path)
    data = open(path, "rb").read()
    return checkout_independent(data) if data[:4] == b"\x7fELF" else data


def elf_sections(data):
    """{name: (file offset, size)} of a 64-bit little-endian ELF file's sections."""
    if data[4:6] != b"\x02\x01":
        sys.exit("dist: not a 64-bit little-endian ELF file")
    table, = struct.unpack_from("<Q", data, 0x28)
    entry_size, count, names_index = struct.unpack_from("<HHH", data, 0x3A)
    headers = [struct.unpack_from("<IIQQQQIIQQ", data, table + i * entry_size) for i in range(count)]
    names = headers[names_index][4]
    return {data[names + h[0]:data.index(b"\0", names + h[0])].decode(): (h[4], h[5]) for h in headers}


def checkout_independent(data):
    """`.swift_modhash` zeroed, and the build ID the SHA-1 of the rest (the module docstring says why)."""
    data, sections = bytearray(data), elf_sections(data)
    if ".swift_modhash" in sections:
        offset, size = sections[".swift_modhash"]
        data[offset:offset + size] = bytes(size)
    if ".note.gnu.build-id" in sections:
        offset, _ = sections[".note.gnu.build-id"]
        name_size, id_size, _ = struct.unpack_from("<III", data, offset)
        start = offset + 12 + (name_size + 3) // 4 * 4
        data[start:start + id_size] = bytes(id_size)
        data[start:start + id_size] = hashlib.sha1(data).digest()[:id_size]
    return bytes(data)


def notice():
    """NOTICE: the README's words on Apple's symbols, and what the binary links statically."""
    readme = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
    section = re.search(r"^## Licence of Apple's symbols\n(.*?)(?=^## |\Z)", readme, re.M | re.S)
    text = "symbol-export\n\n"
    if section:
        text += "Apple's symbols\n\n" + section.group(1).strip() + "\n\n"
    text += ("The binary links statically the Swift runtime and Foundation (Apache License 2.0 with\n"
             "Runtime Library Exception; swift-LICENSE.txt, from the toolchain that built it, where it\n"
             "ships one) and, in Foundation, ICU (Unicode License: https://www.unicode.org/copyright.html).\n")
    return text.encode()


def swift_licence():
    swift = shutil.which("swift")
    if swift is None:
        return None
    path = os.path.join(os.path.dirname(os.path.realpath(swift)), "..", "share", "swift", "LICENSE.txt")
    return open(path, "rb").read() if os.path.isfile(path) else None


def tarball_entries(binary, tool):
    """(path, bytes, executable) of the tarball, in the prefix's layout."""
    doc = "share/doc/symbol-export/"
    entries = [
        ("bin/symbol-export", binary, True),
        ("share/bash-completion/completions/symbol-export", run(tool, "completion", "bash").encode(), False),
        ("share/zsh/site-functions/_symbol-export", run(tool, "completion", "zsh").encode(), False),
        (doc + "INSTALL", open(os.path.join(ROOT, "INSTALL"), "rb").read(), False),
        (doc + "NOTICE", notice(), False),
    ]
    licences = [name for name in LICENCE_FILES if os.path.isfile(os.path.join(ROOT, name))]
    for name in licences:
        entries.append((doc + name, open(os.path.join(ROOT, name), "rb").read(), False))
    if not licences:
        print("dist: warning: the repository has no licence file (" + ", ".join(LICENCE_FILES[:2])
              + ", …): the tarball carries no licence for symbol-export itself", file=sys.stderr)
    if (licence := swift_licence()) is not None:
        entries.append((doc + "swift-LICENSE.txt", licence, False))
    return sorted(entries)


def write_tarball(path, entries, epoch):
    raw = io.BytesIO()
    with tarfile.open(fileobj=raw, mode="w", format=tarfile.USTAR_FORMAT) as tar:
        for name, data, executable in entries:
            info = tarfile.TarInfo(name)
            info.size, info.mtime, info.mode = len(data), epoch, 0o755 if executable else 0o644
            info.uid = info.gid = 0
            info.uname = info.gname = "root"
            tar.addfile(info, io.BytesIO(data))
    with open(path, "wb") as file, gzip.GzipFile(filename="", mode="wb", fileobj=file, mtime=0, compresslevel=6) as archive:
        archive.write(raw.getvalue())


BUNDLE = "symbol-export.artifactbundle/"


def bundle_files(version, variants):
    """The bundle's files: info.json listing `variants` ({path: (triples, binary)}), each binary,
    and the licence and notice at the top."""
    info = {"schemaVersion": "1.0", "artifacts": {"symbol-export": {
        "type": "executable", "version": version,
        "variants": [{"path": path, "supportedTriples": triples} for path, (triples, _) in sorted(variants.items())]}}}
    files = [(BUNDLE + "info.json", (json.dumps(info, indent=2, sort_keys=True) + "\n").encode(), False), (BUNDLE + "NOTICE", notice(), False)]
    files += [(BUNDLE + name, open(os.path.join(ROOT, name), "rb").read(), False)
              for name in LICENCE_FILES if os.path.isfile(os.path.join(ROOT, name))]
    files += [(BUNDLE + path, binary, True) for path, (_, binary) in variants.items()]
    return files


def read_bundle(path):
    """(version, {variant path: (triples, binary)}) of a bundle `write_bundle` wrote."""
    with zipfile.ZipFile(path) as archive:
        info = json.loads(archive.read(BUNDLE + "info.json"))
        artifact = info["artifacts"]["symbol-export"]
        return artifact["version"], {variant["path"]: (variant["supportedTriples"], archive.read(BUNDLE + variant["path"]))
                                     for variant in artifact["variants"]}


def write_bundle(path, files, epoch):
    """The artifact bundle, zipped with its folder at the top as SwiftPM expects."""
    bundle = BUNDLE
    folders = sorted({bundle + "/".join(name[len(bundle):].split("/")[:depth]) + "/"
                      for name, _, _ in files for depth in range(1, name[len(bundle):].count("/") + 1)} | {bundle})
    stamp = time.gmtime(max(epoch, 315532800))[:6]
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as archive:
        for name in folders:
            entry = zipfile.ZipInfo(name, stamp)
            entry.create_system, entry.external_attr = 3, (0o40755 << 16) | 0x10
            archive.writestr(entry, b"")
        for name, data, executable in sorted(files):
            entry = zipfile.ZipInfo(name, stamp)
            entry.create_system, entry.external_attr = 3, (0o100755 if executable else 0o100644) << 16
            entry.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(entry, data, compresslevel=6)


def merge(bundles, out):
    """One bundle of every variant of `bundles` (of one version), and its checksum beside the others."""
    version, variants = None, {}
    for path in bundles:
        bundle_version, bundle_variants = read_bundle(path)
        if version not in (None, bundle_version):
            sys.exit(f"dist: {path} is version {bundle_version}, not {version}")
        version = bundle_version
        for name, variant in bundle_variants.items():
            if name in variants and variants[name] != variant:
                sys.exit(f"dist: two bundles hold {name}, with other bytes")
            variants[name] = variant
    os.makedirs(out, exist_ok=True)
    target = os.path.join(out, "symbol-export.artifactbundle.zip")
    with tempfile.TemporaryDirectory(dir=out) as staging:
        staged = os.path.join(staging, "symbol-export.artifactbundle.zip")
        write_bundle(staged, bundle_files(version, variants), source_date_epoch())
        os.replace(staged, target)
    digest = hashlib.sha256(open(target, "rb").read()).hexdigest()
    sums_path = os.path.join(out, "checksums.txt")
    lines = [line for line in (open(sums_path).read().splitlines() if os.path.isfile(sums_path) else [])
             if not line.endswith("  symbol-export.artifactbundle.zip")]
    lines += [f"{hashlib.sha256(open(os.path.join(out, name), 'rb').read()).hexdigest()}  {name}" for name in sorted(os.listdir(out))
              if name.endswith(".tar.gz") and not any(line.endswith("  " + name) for line in lines)]
    open(sums_path, "w").write("\n".join(sorted(lines, key=lambda line: line.split("  ")[1]) + [f"{digest}  symbol-export.artifactbundle.zip"]) + "\n")
    print(f"dist: {os.path.relpath(target)}: {len(variants)} variants ({', '.join(sorted(variants))})")


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "--merge":
        parser = argparse.ArgumentParser(description="merges artifact bundles")
        parser.add_argument("--merge", nargs="+", required=True)
        parser.add_argument("--out", default=os.path.join(ROOT, "dist"))
        arguments = parser.parse_args()
        return merge(arguments.merge, arguments.out)
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("binary")
    parser.add_argument("triple", help="the triple the binary was built for, e.g. x86_64-unknown-linux-gnu")
    parser.add_argument("--out", default=os.path.join(ROOT, "dist"))
    arguments = parser.parse_args()
    version = run(arguments.binary, "--version").splitlines()[0].removeprefix("symbol-export ").strip()
    system = "macos" if platform.system() == "Darwin" else platform.system().lower()
    variant = f"symbol-export-{version}-{system}-{platform.machine()}"
    epoch = source_date_epoch()
    os.makedirs(arguments.out, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=arguments.out) as staging:
        binary = stripped(arguments.binary, staging)
        tarball, bundle = variant + ".tar.gz", "symbol-export.artifactbundle.zip"
        write_tarball(os.path.join(staging, tarball), tarball_entries(binary, arguments.binary), epoch)
        write_bundle(os.path.join(staging, bundle), bundle_files(version, {f"{variant}/bin/symbol-export": ([arguments.triple], binary)}), epoch)
        digests = {name: hashlib.sha256(open(os.path.join(staging, name), "rb").read()).hexdigest() for name in (tarball, bundle)}
        # What .binaryTarget(url:checksum:) compares with; a sha256 too, which this checks.
        computed = run("swift", "package", "compute-checksum", os.path.join(staging, bundle)).strip()
        if computed != digests[bundle]:
            sys.exit(f"dist: swift package compute-checksum printed {computed}, not the sha256 {digests[bundle]}")
        sums = "".join(f"{digest}  {name}\n" for name, digest in digests.items())
        open(os.path.join(staging, "checksums.txt"), "w").write(sums)
        for name in (tarball, bundle, "checksums.txt"):
            os.replace(os.path.join(staging, name), os.path.join(arguments.out, name))
    for name in (tarball, bundle, "checksums.txt"):
        path = os.path.join(arguments.out, name)
        shown = os.path.relpath(path) if not os.path.relpath(path).startswith("..") else path
        print(f"dist: {shown} ({os.path.getsize(path):,} bytes)")


if __name__ == "__main__":
    main()
