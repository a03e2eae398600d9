#!/usr/bin/env python3
"""Checks that the folders inside each library target depend on each other one way (CI runs it).

A folder depends on another when one of its files names a type declared at the top level of a
file in the other (`ExportJob`, `AssetFailure.Cause`, `extension Exporter`). Comments and string
literals do not count. Within a target, the folders must form no cycle: for every pair, at most
one names the other, and no longer loop goes round either, so each folder can be read (and
changed) knowing only the folders below it.

    python3 Scripts/check-folders.py            # every library target under Sources/
    python3 Scripts/check-folders.py --graph    # also print each target's folder order

Exits 1 naming each cycle with an example reference per edge, else prints the order and exits 0.
Also checks the size rules of the sources: no function longer than 60 lines and no file longer
than 320 lines (generated parsers excepted, listed in LONG_FILES_ALLOWED).
"""
import os, re, sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources")
# The executable is one folder of commands over the libraries: the folder rule is for library
# targets; the size rules are for every target.
SKIPPED_TARGETS = {"symbol-export"}
MAX_FUNCTION_LINES = 60
MAX_FILE_LINES = 320
LONG_FILES_ALLOWED: set = set()

DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|final|indirect|nonisolated)\s+)*"
    r"(?:struct|class|enum|protocol|actor|typealias)\s+([A-Z]\w*)", re.M)
EXTENSION = re.compile(r"^(?:(?:public|package|internal|fileprivate|private)\s+)?extension\s+([A-Z]\w*)", re.M)
IDENTIFIER = re.compile(r"\b([A-Z]\w*)\b")


def strip(text):
    """The Swift source without comments and string literals (multi-line ones included)."""
    text = re.sub(r'"""[\s\S]*?"""', '""', text)
    text = re.sub(r"/\*[\s\S]*?\*/", "", text)
    text = re.sub(r"//[^\n]*", "", text)
    return re.sub(r'"(?:[^"\\\n]|\\.)*"', '""', text)


def swift_files(target_dir):
    for folder, _, files in os.walk(target_dir):
        for name in sorted(files):
            if name.endswith(".swift"):
                path = os.path.join(folder, name)
                yield path, os.path.relpath(folder, target_dir)


def folder_graph(target_dir):
    """edges[a][b] = examples of a type of folder b named in folder a."""
    sources = {path: (folder, strip(open(path, encoding="utf-8").read())) for path, folder in swift_files(target_dir)}
    owner = {}
    for path, (folder, text) in sources.items():
        for name in DECLARATION.findall(text):
            owner.setdefault(name, set()).add(folder)
    edges = {}
    for path, (folder, text) in sources.items():
        for name in set(IDENTIFIER.findall(text)) | set(EXTENSION.findall(text)):
            folders = owner.get(name, set())
            if folder in folders:
                continue
            for other in folders:
                edges.setdefault(folder, {}).setdefault(other, set()).add(f"{os.path.basename(path)} names {name}")
    return sorted({f for _, (f, _) in sources.items()}), edges


def cycles(nodes, edges):
    """The strongly connected components of more than one folder (Tarjan)."""
    index, low, stack, on_stack, found, counter = {}, {}, [], set(), [], [0]

    def visit(node):
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for other in edges.get(node, {}):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in nodes:
        if node not in index:
            visit(node)
    return found


def order(nodes, edges):
    """Folders bottom first: each after every folder it names."""
    placed, result = set(), []
    while len(result) < len(nodes):
        ready = [n for n in nodes if n not in placed and all(o in placed for o in edges.get(n, {}))]
        if not ready:
            return result + sorted(set(nodes) - placed)
        for node in ready:
            placed.add(node)
            result.append(node)
    return result


def long_functions(path, text):
    """(line, name, length) of each func/init/deinit/subscript/computed property body over the limit."""
    lines = strip(text).split("\n")
    starts = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|static|class|final|"
                        r"override|mutating|nonmutating|nonisolated|convenience|required|@MainActor)\s+)*"
                        r"(func\s+\w+|init[?!]?|deinit|subscript|var\s+\w+(?=\s*:[^=]*\{\s*$))")
    found = []
    for number, line in enumerate(lines):
        match = starts.match(line)
        if not match:
            continue
        depth, opened, end = 0, False, None
        for offset in range(number, len(lines)):
            for char in lines[offset]:
                if char == "{":
                    depth, opened = depth + 1, True
                elif char == "}":
                    depth -= 1
            if opened and depth <= 0:
                end = offset
                break
            if not opened and offset > number and lines[offset].strip() and not lines[offset].strip().startswith((")", "_", "->", "where", "throws")) \
                    and "{" not in lines[offset] and offset - number > 8:
                break
        if end is not None and end - number + 1 > MAX_FUNCTION_LINES:
            found.append((number + 1, match.group(1), end - number + 1))
    return found


def main():
    show_graph = "--graph" in sys.argv
    problems = []
    for target in sorted(os.listdir(ROOT)):
        target_dir = os.path.join(ROOT, target)
        if target.startswith("C") or not os.path.isdir(target_dir):
            continue
        nodes, edges = folder_graph(target_dir) if target not in SKIPPED_TARGETS else (set(), {})
        for component in cycles(nodes, edges):
            details = []
            for a in component:
                for b in component:
                    if b in edges.get(a, {}):
                        details.append(f"{a} → {b} ({sorted(edges[a][b])[0]})")
            problems.append(f"{target}: folders {' ⇄ '.join(component)} name each other: " + "; ".join(details))
        if show_graph and target not in SKIPPED_TARGETS:
            print(f"{target}: " + " ← ".join(order(nodes, edges)))
        for path, _ in swift_files(target_dir):
            relative = os.path.relpath(path, ROOT)
            text = open(path, encoding="utf-8").read()
            count = text.count("\n")
            if count > MAX_FILE_LINES and relative not in LONG_FILES_ALLOWED:
                problems.append(f"{relative}: {count} lines; a source file has at most {MAX_FILE_LINES}")
            for line, name, length in long_functions(path, text):
                problems.append(f"{relative}:{line}: {name} is {length} lines; a function has at most {MAX_FUNCTION_LINES}")
    for problem in problems:
        print("error: check-folders: " + problem, file=sys.stderr)
    if problems:
        sys.exit(1)
    print("check-folders: the folders of every library target depend on each other one way; "
          f"no function over {MAX_FUNCTION_LINES} lines, no file over {MAX_FILE_LINES}, in any target (the executable's too)")


if __name__ == "__main__":
    main()
