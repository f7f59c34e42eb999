#!/usr/bin/env python3
"""Turns directory trees of .py files into one Brython VFS bundle (a classic <script>).

    make_bundle.py --out torch.vfs.js --tree SRC/torch=torch \
        --stub torch._dynamo="torch._dynamo needs CPython's frame evaluation API" ...

Output format (what brython.js's `__BRYTHON__.update_VFS` reads): a dict from dotted module
name to [".py", source, [imported module names]] plus a 4th element 1 for packages
(`__init__.py`). Output is deterministic: keys sorted, and `$timestamp` derived from the
content hash, so the same inputs always give the same bytes. A `--stub PKG=MESSAGE`
replaces PKG and everything below it by one package whose import raises ImportError(MESSAGE);
a `--stub-init PKG=FILE` replaces only PKG's `__init__.py` by FILE, and PKG's submodules stay
(each loads as upstream wrote it, or fails with its own error); the replaced `__init__.py`
stays too, as the module `PKG._upstream_init`, for a stub that loads it on demand.
`--only NAME` keeps just NAME, its submodules and what they import, transitively (a subset
of a large tree, e.g. a few modules of CPython's test suite). `--data-files` also takes the
trees' other files (a test's data/*.csv, expect/*.expect): they are written, at the path
next to their module's `__file__` (/vfs/..., overlay 313), into the file system of the bridge
module when it starts (bridge/js/files.js); `--fs-file ABSPATH=FILE` adds one file written at
an absolute path (a source a test reads from the tree around test/, the parent of /vfs).
"""
import argparse
import ast
import base64
import hashlib
import json
import os
import sys


def module_name_for(rel_path, prefix):
    """'a/b/__init__.py' -> ('prefix.a.b', True); 'a/c.py' -> ('prefix.a.c', False)."""
    parts = rel_path[:-3].split(os.sep)
    is_package = parts[-1] == "__init__"
    if is_package:
        parts = parts[:-1]
    name = ".".join(p for p in [prefix, *parts] if p)
    return name, is_package


def imported_names(source, name, is_package, filename):
    """Absolute names of the modules `source` imports (relative imports resolved)."""
    try:
        tree = ast.parse(source, filename)
    except SyntaxError as exc:
        print(f"warning: {filename}: {exc.msg} (line {exc.lineno}); imports not listed",
              file=sys.stderr)
        return []
    package = name if is_package else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)] if node.level > 1 else base
                base = ".".join(base)
                target = f"{base}.{node.module}" if node.module else base
            else:
                target = node.module
            if target:
                found.add(target)
    return sorted(found)


def tree_files(trees, excludes, skip_dirnames=()):
    """(root, PREFIX, directory, path relative to root) of every file of the trees (DIR=PREFIX),
    in a stable order, without __pycache__, the skipped directory names and excluded paths."""
    for tree in trees:
        root, _, prefix = tree.partition("=")
        root = os.path.abspath(root)
        for dirpath, dirnames, filenames in os.walk(root):
            dirnames[:] = sorted(d for d in dirnames
                                 if d != "__pycache__" and d not in skip_dirnames)
            for fn in sorted(filenames):
                rel = os.path.relpath(os.path.join(dirpath, fn), root)
                if not any(rel.startswith(e) for e in excludes):
                    yield root, prefix, dirpath, rel


def collect_data_files(trees, excludes, skip_dirnames=()):
    """{path under the bundle root: bytes} of the trees' files that are not Python sources;
    a tree's PREFIX (dotted) becomes directories, as its modules' paths do."""
    files = {}
    for root, prefix, _, rel in tree_files(trees, excludes, skip_dirnames):
        if rel.endswith((".py", ".pyc")):
            continue
        with open(os.path.join(root, rel), "rb") as f:
            files["/".join(p for p in [prefix.replace(".", "/"), rel.replace(os.sep, "/")] if p)] = f.read()
    return files


def stub_source(package, message):
    return (f'"""Stub: {package} is not available in BryTorch."""\n'
            f"raise ImportError({message!r})\n")


def is_stubbed(name, stubs):
    return any(name == s or name.startswith(s + ".") for s in stubs)


def collect(trees, stubs, excludes, skip_dirnames=(), implicit_packages=False, stub_files=None,
            stub_inits=None):
    modules = {}
    for root, prefix, dirpath, rel in tree_files(trees, excludes, skip_dirnames):
        if not rel.endswith(".py"):
            continue
        path = os.path.join(root, rel)
        name, is_package = module_name_for(rel, prefix)
        if is_stubbed(name, stubs) or is_stubbed(name, stub_files or {}):
            continue
        if name in (stub_inits or {}):
            is_package, name = False, name + "._upstream_init"
        try:
            with open(path, encoding="utf-8") as f:
                source = f.read()
        except UnicodeDecodeError as exc:
            print(f"warning: {path}: not UTF-8 ({exc.reason}); skipped", file=sys.stderr)
            continue
        entry = [".py", source, imported_names(source, name, is_package, path)]
        if is_package:
            entry.append(1)
        modules[name] = entry
        # Namespace packages (PEP 420), which the VFS cannot express: empty packages
        # stand in for the directories above this file that lack an __init__.py.
        directory, package = dirpath, name if is_package else name.rpartition(".")[0]
        # The tree root itself is the package PREFIX when one is given.
        while implicit_packages and package:
            if not os.path.exists(os.path.join(directory, "__init__.py")):
                modules.setdefault(package, [".py", "", [], 1])
            if directory == root:
                break
            directory, package = os.path.dirname(directory), package.rpartition(".")[0]
    for package, message in stubs.items():
        modules[package] = [".py", stub_source(package, message), [], 1]
    for package, path in {**(stub_files or {}), **(stub_inits or {})}.items():
        with open(path, encoding="utf-8") as f:
            source = f.read()
        modules[package] = [".py", source, imported_names(source, package, True, path), 1]
    return modules


def submodule_candidates(source, name, is_package):
    """Names `from P import N` could bind to a module P.N (kept if such a module exists)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return []
    package = name if is_package else name.rpartition(".")[0]
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = ".".join(base[: len(base) - (node.level - 1)])
                target = f"{base}.{node.module}" if node.module else base
            else:
                target = node.module
            found.extend(f"{target}.{alias.name}" for alias in node.names)
    return found


def keep_only(modules, roots):
    """The modules at or below one of `roots`, what they import (transitively), and the
    parent packages of all of those."""
    pending = [n for n in modules if any(n == r or n.startswith(r + ".") for r in roots)]
    kept = set()
    while pending:
        name = pending.pop()
        if name in kept or name not in modules:
            continue
        kept.add(name)
        entry = modules[name]
        parent = name.rpartition(".")[0]
        pending.extend([*entry[2], parent] if parent else entry[2])
        pending.extend(submodule_candidates(entry[1], name, len(entry) == 4))
    return {n: e for n, e in modules.items() if n in kept}


def render(modules, data_files=None, override=False, tree_files=None):
    body = json.dumps(modules, sort_keys=True, ensure_ascii=True, separators=(",", ":"))
    digest = hashlib.sha256(body.encode()).hexdigest()
    timestamp = int(digest[:11], 16)  # deterministic, stable for identical content
    text = ("// Generated by tools/vfs/make_bundle.py; do not edit.\n"
            "__BRYTHON__.use_VFS = true;\n")
    if override:   # these modules replace same-named ones of Brython's stdlib (no warning)
        names = json.dumps(sorted(modules), ensure_ascii=True, separators=(",", ":"))
        # (and their precompiled stdlib code, which Brython's loader would run first)
        text += (f"for (const name of {names}) {{ if (__BRYTHON__.VFS) delete __BRYTHON__.VFS[name]; "
                 "if (__BRYTHON__.precompiled) delete __BRYTHON__.precompiled[name]; }\n")
    text += f'__BRYTHON__.update_VFS(Object.assign({{"$timestamp": {timestamp}}}, {body}));\n'
    if data_files:
        # Brython's os.stat / os.path.exists / open() consult __BRYTHON__.files; the files sit
        # under the root modules' __file__ paths start with (overlay 313).
        files = {path: {"content": content, "ctime": timestamp, "mtime": timestamp}
                 for path, content in sorted(data_files.items())}
        text += ("__BRYTHON__.files = __BRYTHON__.files || {};\n"
                 f"for (const [path, file] of Object.entries({json.dumps(files, sort_keys=True, ensure_ascii=True)})) "
                 "__BRYTHON__.files[(__BRYTHON__.brytorchVfsRoot || '') + path] = file;\n")
    if tree_files:
        # base64 of each file, written into the bridge module's file system at its start.
        encoded = {path: base64.b64encode(data).decode("ascii") for path, data in sorted(tree_files.items())}
        text += ("__BRYTHON__.brytorchDataFiles = Object.assign(__BRYTHON__.brytorchDataFiles || {}, "
                 f"{json.dumps(encoded, sort_keys=True, ensure_ascii=True)});\n")
    return text


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", required=True)
    p.add_argument("--tree", action="append", default=[], metavar="DIR[=PREFIX]",
                   help="directory whose .py files become modules under PREFIX")
    p.add_argument("--stub", action="append", default=[], metavar="PKG=MESSAGE")
    p.add_argument("--stub-file", action="append", default=[], metavar="PKG=FILE",
                   help="replace package PKG (and its submodules) by one module, FILE's source")
    p.add_argument("--stub-init", action="append", default=[], metavar="PKG=FILE",
                   help="replace only package PKG's __init__.py by FILE; its submodules stay")
    p.add_argument("--exclude", action="append", default=[], metavar="RELPATH",
                   help="skip files whose path relative to the tree starts with this")
    p.add_argument("--skip-dirname", action="append", default=[], metavar="NAME",
                   help="skip every directory with this name (e.g. a dependency's tests)")
    p.add_argument("--implicit-packages", action="store_true",
                   help="directories without __init__.py (namespace packages) become empty packages")
    p.add_argument("--data", action="append", default=[], metavar="PATH=TEXT",
                   help="a (non-module) file at PATH holding TEXT, seen by os.stat and open()")
    p.add_argument("--data-files", action="store_true",
                   help="also bundle the trees' non-Python files, written under /vfs when a bridge starts")
    p.add_argument("--fs-file", action="append", default=[], metavar="ABSPATH=FILE",
                   help="also bundle FILE, written at the absolute path ABSPATH when a bridge starts "
                        "(a source file a test reads from the source tree around test/)")
    p.add_argument("--override", action="store_true",
                   help="the bundle's modules replace same-named stdlib modules")
    p.add_argument("--only", action="append", default=[], metavar="NAME",
                   help="keep only NAME, its submodules and what they import (transitively)")
    args = p.parse_args(argv)
    stubs = dict(s.split("=", 1) for s in args.stub)
    stub_files = dict(s.split("=", 1) for s in args.stub_file)
    stub_inits = dict(s.split("=", 1) for s in args.stub_init)
    modules = collect(args.tree, stubs, args.exclude, set(args.skip_dirname),
                      args.implicit_packages, stub_files, stub_inits)
    if args.only:
        modules = keep_only(modules, args.only)
    tree_files = collect_data_files(args.tree, args.exclude, set(args.skip_dirname)) if args.data_files else None
    for spec in args.fs_file:
        path, source = spec.split("=", 1)
        if not path.startswith("/"):
            p.error(f"--fs-file {spec}: the path must be absolute")
        with open(source, "rb") as f:
            tree_files = {**(tree_files or {}), path: f.read()}
    text = render(modules, dict(d.split("=", 1) for d in args.data), args.override, tree_files)
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    tmp = args.out + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(tmp, args.out)
    packages = sum(1 for e in modules.values() if len(e) == 4)
    data = f", {len(tree_files)} data files" if tree_files else ""
    print(f"[vfs] {args.out}: {len(modules)} modules ({packages} packages, "
          f"{len(stubs) + len(stub_files) + len(stub_inits)} stubbed){data}, {len(text) / 1e6:.2f} MB")


if __name__ == "__main__":
    main()
