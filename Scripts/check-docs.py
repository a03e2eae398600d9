#!/usr/bin/env python3
"""Checks that the documentation covers the tool and that its links hold (CI runs it).

  Scripts/check-docs.py BINARY

  1. Runs `BINARY --help` and `BINARY COMMAND --help` for every command it lists; every command
     and every option (`--jobs`, `-j`) that any of them names is mentioned on a page of docs/
     (a command as `symbol-export COMMAND`, an option as itself, not as part of a longer one);
  2. the page each command's help names on its last line (`Documentation: docs/…#anchor`) exists
     and has that heading;
  3. every relative link of README.md and docs/*.md leads to a file that exists and, with a
     `#anchor`, to a heading of that file (anchors as GitHub makes them from headings); and
     every page of docs/ is linked from README.md.
Exits 1, naming each problem, else prints what it checked.
"""
import glob, os, re, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OPTION = re.compile(r"(?<![\w-])(--[a-z][a-z0-9-]*|-[a-zA-Z])(?![\w-])")
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
problems = []


def run_help(binary, *arguments):
    result = subprocess.run([binary, *arguments, "--help"], capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"error: check-docs: {binary} {' '.join(arguments)} --help: exit {result.returncode}: {result.stderr.strip()}")
    return result.stdout


def commands_of(full_help):
    """The commands the full help lists under `Commands:`, each the first word of its line."""
    lines = full_help.split("\n")
    start = lines.index("Commands:") + 1
    commands = []
    for line in lines[start:]:
        if not line.strip():
            break
        if line.startswith("  ") and not line.startswith("   "):
            commands.append(line.split()[0])
    return commands


def options_of(text):
    """Every option a help text names: in its option lists, its usage lines and its prose."""
    return set(OPTION.findall(text))


def prose(text):
    """Markdown without fenced code blocks and inline code (where a link is no link)."""
    text = re.sub(r"^([ \t]*)```.*?^\1```", "", text, flags=re.M | re.S)
    return re.sub(r"`[^`\n]*`", "", text)


def anchors(path):
    """The anchors GitHub makes from a page's headings: lower case, punctuation but `-` and `_`
    dropped, spaces as `-`; a repeated one gets `-1`, `-2`, …"""
    seen, result, fence = {}, set(), False
    for line in open(path, encoding="utf-8"):
        if line.lstrip().startswith("```"):
            fence = not fence
        match = None if fence else re.match(r"#{1,6}\s+(.*?)\s*#*\s*$", line)
        if not match:
            continue
        title = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", match.group(1)).replace("`", "").replace("*", "")
        slug = re.sub(r"[^\w\- ]", "", title.strip().lower()).replace(" ", "-")
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        result.add(slug if count == 0 else f"{slug}-{count}")
    return result


def check_target(source, target, name=None):
    """A relative link of `source` (a path from ROOT; `name` in messages) to `target` (`file.md#anchor`)."""
    name = name or source
    if re.match(r"[a-z]+:", target):
        return  # https:, mailto:
    path, _, anchor = target.partition("#")
    resolved = os.path.normpath(os.path.join(os.path.dirname(os.path.join(ROOT, source)), path)) if path else os.path.join(ROOT, source)
    if not os.path.exists(resolved):
        problems.append(f"{name}: the link to {target} leads to no file")
    elif anchor and resolved.endswith(".md") and anchor not in anchors(resolved):
        problems.append(f"{name}: the link to {target}: {os.path.relpath(resolved, ROOT)} has no heading #{anchor}")


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    binary = sys.argv[1]
    full = run_help(binary)
    commands = commands_of(full)
    helps = {command: run_help(binary, command) for command in commands}
    pages = sorted(glob.glob(os.path.join(ROOT, "docs", "*.md")))
    docs = "\n".join(open(page, encoding="utf-8").read() for page in pages)
    documented = set(OPTION.findall(docs))

    for command in commands:
        if not re.search(r"symbol-export " + re.escape(command) + r"(?![\w-])", docs):
            problems.append(f"the command '{command}' is on no page of docs/ (as `symbol-export {command}`)")
    options = options_of(full).union(*(options_of(text) for text in helps.values()))
    for option in sorted(options):
        if option not in documented:
            where = sorted(c for c, text in helps.items() if option in options_of(text)) or ["--help"]
            problems.append(f"the option {option} ({', '.join(where)}) is on no page of docs/")

    for command, text in helps.items():
        match = re.search(r"^Documentation: (\S+)", text, re.M)
        if match is None:
            problems.append(f"`{command} --help` names no page (a last line `Documentation: docs/…`)")
        else:
            check_target("README.md", match.group(1), f"`{command} --help`")

    sources = ["README.md"] + [os.path.relpath(page, ROOT) for page in pages]
    links = 0
    for source in sources:
        for target in LINK.findall(prose(open(os.path.join(ROOT, source), encoding="utf-8").read())):
            links += 1
            check_target(source, target)
    readme_links = {os.path.normpath(t.partition("#")[0]) for t in LINK.findall(prose(open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()))}
    for page in pages:
        if os.path.relpath(page, ROOT) not in readme_links:
            problems.append(f"README.md links to no {os.path.relpath(page, ROOT)}")

    for problem in problems:
        print("error: check-docs: " + problem, file=sys.stderr)
    if problems:
        sys.exit(1)
    print(f"check-docs: {len(commands)} commands and {len(options)} options of --help, each on a page of docs/; "
          f"{links} links of README.md and {len(pages)} pages, each leading to a file and heading that exist")


if __name__ == "__main__":
    main()
