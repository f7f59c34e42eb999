"""Tests for tools/vfs/make_bundle.py (run with the host's python3: `./brytorch test tooling`)."""
import contextlib
import io
import json
import os
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools", "vfs"))
import make_bundle  # noqa: E402


def write(root, rel, text):
    path = os.path.join(root, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def read(path):
    with open(path) as f:
        return f.read()


def load_bundle(path):
    text = read(path)
    start = text.index("{", text.index("Object.assign(") + len("Object.assign({"))
    body = text[start: text.rindex("));")]
    return json.loads(body)


class MakeBundleTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        src = os.path.join(self.tmp, "pkg")
        write(src, "__init__.py", "from . import a\nfrom .sub import b\n")
        write(src, "a.py", "import os\nfrom ..other import x\n")
        write(src, "sub/__init__.py", "")
        write(src, "sub/b.py", "from .. import a\nfrom . import c\n")
        write(src, "heavy/__init__.py", "import secrets\n")
        write(src, "heavy/inner.py", "x = 1\n")
        self.src = src

    def build(self, *extra):
        out = os.path.join(self.tmp, "out.js")
        with contextlib.redirect_stdout(io.StringIO()):
            make_bundle.main(["--out", out, "--tree", f"{self.src}=pkg", *extra])
        return out

    def test_module_names_and_package_flags(self):
        modules = load_bundle(self.build())
        self.assertEqual(sorted(modules), ["pkg", "pkg.a", "pkg.heavy", "pkg.heavy.inner",
                                           "pkg.sub", "pkg.sub.b"])
        self.assertEqual(len(modules["pkg"]), 4)        # package flag present
        self.assertEqual(modules["pkg"][3], 1)
        self.assertEqual(len(modules["pkg.a"]), 3)      # plain module

    def test_relative_imports_resolved(self):
        modules = load_bundle(self.build())
        self.assertEqual(modules["pkg"][2], ["pkg", "pkg.sub"])
        self.assertEqual(modules["pkg.sub.b"][2], ["pkg", "pkg.sub"])
        self.assertIn("os", modules["pkg.a"][2])

    def test_stub_replaces_subtree(self):
        modules = load_bundle(self.build("--stub", "pkg.heavy=pkg.heavy is not here"))
        self.assertNotIn("pkg.heavy.inner", modules)
        self.assertIn("raise ImportError('pkg.heavy is not here')", modules["pkg.heavy"][1])
        self.assertEqual(modules["pkg.heavy"][3], 1)

    def test_stub_file_replaces_subtree_with_its_module(self):
        stub = os.path.join(self.tmp, "heavy_stub.py")
        write(self.tmp, "heavy_stub.py", "def disable(fn):\n    return fn\n")
        modules = load_bundle(self.build("--stub-file", f"pkg.heavy={stub}"))
        self.assertNotIn("pkg.heavy.inner", modules)
        self.assertEqual(modules["pkg.heavy"][1], "def disable(fn):\n    return fn\n")
        self.assertEqual(modules["pkg.heavy"][3], 1)

    def test_output_is_deterministic(self):
        first = read(self.build())
        os.utime(os.path.join(self.src, "a.py"), (1, 1))  # mtimes must not matter
        second = read(self.build())
        self.assertEqual(first, second)

    def test_only_keeps_what_the_roots_import(self):
        write(self.src, "sub/c.py", "")
        modules = load_bundle(self.build("--only", "pkg.sub.b"))
        # b imports pkg.a (`from .. import a`) and pkg.sub.c; parents come along; heavy does not.
        self.assertEqual(sorted(modules), ["pkg", "pkg.a", "pkg.sub", "pkg.sub.b", "pkg.sub.c"])

    def test_implicit_packages(self):
        write(self.src, "data/deep/d.py", "")
        self.assertNotIn("pkg.data", load_bundle(self.build()))
        modules = load_bundle(self.build("--implicit-packages"))
        self.assertEqual(modules["pkg.data"], [".py", "", [], 1])
        self.assertEqual(modules["pkg.data.deep"], [".py", "", [], 1])
        self.assertEqual(modules["pkg.sub"][3], 1)
        self.assertNotEqual(modules["pkg"][1], "")    # a real __init__.py is kept

    def test_non_utf8_file_skipped(self):
        with open(os.path.join(self.src, "latin.py"), "wb") as f:
            f.write(b"# coding: latin-1\nx = '\xe9'\n")
        with contextlib.redirect_stderr(io.StringIO()) as err:
            modules = load_bundle(self.build())
        self.assertNotIn("pkg.latin", modules)
        self.assertIn("not UTF-8", err.getvalue())

    def test_loads_in_javascript(self):
        out = self.build()
        script = ("globalThis.__BRYTHON__={update_VFS(m){this.m=m}};"
                  f"require({json.dumps(out)});"
                  "console.log(Object.keys(__BRYTHON__.m).filter(k=>k[0]!=='$').length)")
        result = subprocess.run(["node", "-e", script], capture_output=True, text=True)
        self.assertEqual(result.stdout.strip(), "6", result.stderr)

    def test_override_drops_the_replaced_modules_and_their_precompiled_code(self):
        # A bundle that replaces stdlib modules (e.g. our dis and opcode) removes Brython's
        # sources and precompiled code of them (Brython's loader runs precompiled code first),
        # and nothing else; the precompiled stdlib's entries are getters (tools/vfs/precompile.cjs).
        out = self.build("--override")
        script = (
            "const B = globalThis.__BRYTHON__ = {VFS: {pkg: 1, 'pkg.a': 1, json: 1}, precompiled: {json: 'j'},"
            " update_VFS(m) { Object.assign(this.VFS, m); }};"
            "Object.defineProperty(B.precompiled, 'pkg.a', {configurable: true, enumerable: true, get() { return 'old'; }});"
            "B.precompiled.pkg = 'old';"
            f"require({json.dumps(out)});"
            "console.log(JSON.stringify([Object.keys(B.precompiled), B.VFS.pkg[0], B.VFS.json]))")
        result = subprocess.run(["node", "-e", script], capture_output=True, text=True)
        self.assertEqual(json.loads(result.stdout), [["json"], ".py", 1], result.stderr)

    def test_fs_file_is_written_at_its_absolute_path(self):
        # --fs-file ABSPATH=FILE: the file's bytes under its absolute path among the data files
        # (bridge/js/files.js writes an absolute key as it is, a relative one under /vfs).
        source = os.path.join(self.tmp, "Ops.cpp")
        write(self.tmp, "Ops.cpp", "// ATen source\n")
        write(self.src, "data/table.csv", "a,b\n")
        out = self.build("--data-files", "--fs-file", f"/aten/src/Ops.cpp={source}")
        script = ("globalThis.__BRYTHON__={update_VFS(m){}};"
                  f"require({json.dumps(out)});"
                  "const f=__BRYTHON__.brytorchDataFiles;"
                  "console.log(JSON.stringify(Object.keys(f).sort().map(k=>[k, Buffer.from(f[k],'base64').toString()])))")
        result = subprocess.run(["node", "-e", script], capture_output=True, text=True)
        self.assertEqual(json.loads(result.stdout),
                         [["/aten/src/Ops.cpp", "// ATen source\n"], ["pkg/data/table.csv", "a,b\n"]], result.stderr)
        with contextlib.redirect_stderr(io.StringIO()), self.assertRaises(SystemExit):
            self.build("--fs-file", f"aten/Ops.cpp={source}")


if __name__ == "__main__":
    unittest.main()
