#!/usr/bin/env python3
"""Lists the CPython C-API names that C/C++ sources use, with counts and bridge coverage.

A name counts when it is in CPython's namespace (an identifier starting with `Py` + capital
letter or `_`, `_Py`, `PY_`: e.g. PyObject, PyList_New, Py_INCREF, Py_ssize_t, PyExc_TypeError,
PyLong_Type, _PyObject_GC_New, PyMODINIT_FUNC; plus METH_* and structmember.h's T_*/READONLY) AND it is declared in the CPython headers given
with --api-headers (the CPython `Include/` directory: its top level, `cpython/` and `internal/`
are all read; each name is tagged with the lowest tier that declares it). Without --api-headers
every identifier in that namespace counts, which also catches project identifiers that merely
look like C-API names (torch's `PyObject_FastGetAttrString`, pybind11's `PyObjectPtr`...), so
pass the headers for a real answer. Project identifiers such as `THPVariable` never match.

Comments and string/char literals are blanked before scanning, so a name in a comment or an
error message does not count. Preprocessor branches are not evaluated: a name used only under
`#if PY_VERSION_HEX >= 0x030C0000` still counts (and shows as "not in headers" when the headers
are older): use --show-unknown to list such names.

Output: one `name count` line per distinct name (count = occurrences), sorted by name, then a
`#` summary. With --implemented FILE (one name per line, `#` comments allowed) it also prints
`N of M implemented` and the missing names.

Standard library only. Example:
  tools/bridge/capi_names.py --api-headers ~/.cache/brytorch/src/cpython-3.11-include \
      --sources ~/.cache/brytorch/src/pytorch-v2.6.0/torch/csrc
"""
import argparse
import collections
import fnmatch
import os
import re
import sys

SOURCE_EXTS = (".c", ".h", ".cc", ".cpp", ".cxx", ".hpp", ".hh", ".hxx", ".inc", ".inl")
# CPython's reserved prefixes (PEP 7 / C API docs): Py, _Py, PY and _PY. The uppercase PY_
# macros (PY_VERSION_HEX, PY_SSIZE_T_MAX...) are included; `Py` must be followed by an
# uppercase letter or `_` so that ordinary words (`Python`, `Pyrsistent`) do not match.
# Also the few API constants outside that namespace that extensions use in their tables:
# METH_* (PyMethodDef flags) and structmember.h's T_* member types and READONLY/RESTRICTED.
NAME_RE = re.compile(r"\b_?(?:Py[A-Z_]|PY_)\w*"
                     r"|\b(?:METH_[A-Z]+|T_[A-Z_]+|READONLY|READ_RESTRICTED|RESTRICTED)\b")
# Blank comments, string and char literals (keep newlines so nothing else shifts). A C++14
# digit separator (1'000) can look like a char literal: harmless here (no names inside).
LEXEME_RE = re.compile(
    r"""//[^\n]*|/\*.*?\*/|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'""", re.S)
# Raw string literals R"delim( ... )delim" (used in torch's C++): blanked first.
RAW_STR_RE = re.compile(r'R"([^(\s]{0,16})\((.*?)\)\1"', re.S)

DECL_PATTERNS = [  # (kind, regex with one group = the declared name)
    ("macro", re.compile(r"^\s*#\s*define\s+(\w+)", re.M)),
    ("function", re.compile(r"PyAPI_FUNC\s*\((?:[^()]|\([^()]*\))*\)\s*(\w+)\s*\(")),
    ("data", re.compile(r"PyAPI_DATA\s*\((?:[^()]|\([^()]*\))*\)\s*(\w+)")),
    ("type", re.compile(r"\btypedef\b[^;{]*?(?:\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\})?\s*\(?\s*\**\s*(\w+)\s*\)?\s*(?:\([^;]*\))?\s*;")),
    ("type", re.compile(r"\bstruct\s+(\w+)\s*\{")),
]


def blank(text):
    def sub(m):
        return re.sub(r"[^\n]", " ", m.group(0))
    return LEXEME_RE.sub(sub, RAW_STR_RE.sub(sub, text))


def read(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return f.read()


def walk(dirs, exts, excludes=()):
    for top in dirs:
        if os.path.isfile(top):
            yield top, os.path.basename(top)
            continue
        for root, subdirs, files in os.walk(top):
            subdirs.sort()
            for fn in sorted(files):
                if not fn.endswith(exts):
                    continue
                path = os.path.join(root, fn)
                rel = os.path.relpath(path, top)
                if any(fnmatch.fnmatch(rel, g) or fnmatch.fnmatch(fn, g) for g in excludes):
                    continue
                yield path, rel


def api_names(header_dirs):
    """Returns {name: (tier, kinds)}: every C-API-namespace identifier in the headers. Tier is
    the header's first directory under the given root ('limited' for the top level, else e.g.
    'cpython' or 'internal'), the lowest one wins."""
    rank = {"limited": 0, "cpython": 1, "internal": 2}
    names = {}
    for path, rel in walk(header_dirs, (".h",)):
        parts = rel.split(os.sep)
        tier = "limited" if len(parts) == 1 else parts[0]
        text = blank(read(path))
        kinds = collections.defaultdict(set)
        for kind, rx in DECL_PATTERNS:
            for m in rx.finditer(text):
                kinds[m.group(1)].add(kind)
        for name in set(NAME_RE.findall(text)):
            old = names.get(name)
            k = kinds.get(name, set())
            if old is None:
                names[name] = (tier, set(k))
            else:
                best = tier if rank.get(tier, 9) < rank.get(old[0], 9) else old[0]
                names[name] = (best, old[1] | k)
    return names


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog="\n".join(__doc__.splitlines()[1:]))
    ap.add_argument("--sources", nargs="+", required=True, metavar="DIR",
                    help="source directories (or files) to scan, recursively")
    ap.add_argument("--exclude", action="append", default=[], metavar="GLOB",
                    help="skip files whose path relative to its DIR, or whose name, matches "
                         "(repeatable), e.g. '*/test/*' or 'pythoncapi_compat.h'")
    ap.add_argument("--api-headers", nargs="+", default=[], metavar="DIR",
                    help="CPython Include/ dir(s): keep only names these headers mention")
    ap.add_argument("--implemented", metavar="FILE",
                    help="names the bridge implements, one per line: print coverage")
    ap.add_argument("--show-unknown", action="store_true",
                    help="also list C-API-looking names that the headers do not know")
    ap.add_argument("--tiers", action="store_true",
                    help="add the header tier and declaration kind to each line")
    args = ap.parse_args()

    api = api_names(args.api_headers) if args.api_headers else None
    counts = collections.Counter()
    files = collections.defaultdict(set)
    unknown = collections.Counter()
    nfiles = 0
    for path, rel in walk(args.sources, SOURCE_EXTS, args.exclude):
        nfiles += 1
        for name in NAME_RE.findall(blank(read(path))):
            if api is not None and name not in api:
                unknown[name] += 1
                continue
            counts[name] += 1
            files[name].add(path)

    for name in sorted(counts):
        line = f"{name} {counts[name]}"
        if args.tiers and api is not None:
            tier, kinds = api[name]
            line += f" {tier} {','.join(sorted(kinds)) or '-'}"
        print(line)
    print(f"# {len(counts)} distinct C-API names, {sum(counts.values())} uses, "
          f"{nfiles} files scanned" + ("" if api is not None else " (no --api-headers filter)"))
    if api is not None:
        by_tier = collections.Counter(api[n][0] for n in counts)
        print("# by header tier: " + ", ".join(f"{t} {c}" for t, c in sorted(by_tier.items())))
        print(f"# {len(unknown)} C-API-looking names not in the headers"
              + ("" if args.show_unknown else " (--show-unknown lists them)"))
        if args.show_unknown:
            for name in sorted(unknown):
                print(f"#   unknown {name} {unknown[name]}")

    if args.implemented:
        have = set()
        for line in read(args.implemented).splitlines():
            line = line.split("#", 1)[0].strip()
            if line:
                have.add(line.split()[0])
        missing = sorted(n for n in counts if n not in have)
        print(f"# {len(counts) - len(missing)} of {len(counts)} implemented")
        for name in missing:
            print(f"# missing {name} {counts[name]}")


if __name__ == "__main__":
    sys.exit(main())
