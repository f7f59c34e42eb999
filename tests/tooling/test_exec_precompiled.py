"""exec()/eval() sources compiled at build time (host python3 + node, `./brytorch test tooling`;
brython/overlay/013-exec-source-compiled-once.js, tools/vfs/precompile.cjs --exec-profile):
the JavaScript the build makes for a recorded key is the JavaScript eval makes at run time for
it, and a program then runs the build's functions instead of compiling. Needs out/brython
(./brytorch build brython)."""
import json
import os
import re
import subprocess
import tempfile
import unittest
from pathlib import Path

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# What dataclasses, namedtuple and a plain eval with its own namespaces compile at run time.
PROGRAM = r"""
import dataclasses, collections
@dataclasses.dataclass(frozen=True)
class Point:
    x: int
    y: float = 0.5
    tags: list = dataclasses.field(default_factory=list)
Pair = collections.namedtuple("Pair", "left right")
ns = {"k": 3}
value = eval("k * 2 + len('ab')", ns)
exec("def f(a, b=k):\n    return a + b + k\n", ns)
result = [repr(Point(1)), Point(2, 1.5) == Point(2, 1.5), repr(Pair(1, 2)), value, ns["f"](1)]
"""

# Boots Brython in Node (as the hosts do), optionally with a precompiled set, runs PROGRAM and
# prints what overlay 013 saw: the keys asked for, the JavaScript compiled at run time for
# each, and the program's result.
RUN = """(function () {
delete globalThis.exports;   // (node -e defines it: pako's UMD would export there, not globally)
const path = require('path');
const { pathToFileURL } = require('url');
const [root, dir, withSet] = process.argv.slice(1);
const { installBrowserGlobals, runScriptWithCodeCache } = require(path.join(root, 'web/host/node-shim.cjs'));
installBrowserGlobals(pathToFileURL(root + '/').href);
globalThis.__BRYTHON__ = { brython_path: pathToFileURL(path.join(root, 'node_modules/brython')).href + '/' };
const { scriptList } = require(path.join(root, 'web/host/scripts.cjs'));   // (the Node host's scripts)
const scripts = scriptList().map((s) => path.join(root, s))
  .concat(withSet === '1' ? [path.join(dir, 'one.precompiled.js')] : []);
for (const file of scripts) {
  globalThis.module = { exports: {} };
  runScriptWithCodeCache(pathToFileURL(file).href);
  delete globalThis.module;
}
const $B = globalThis.__BRYTHON__;
const exec = $B.brytorchOverlay.execSourceCache;
exec.record = new Set();
$B.runPythonSource(require('fs').readFileSync(path.join(dir, 'program.py'), 'utf8'), { id: '__main__' });
const keys = [...exec.record];
console.log(JSON.stringify({ keys, runtimeJs: keys.map((k) => exec.cache.get(k) ?? null),
  buildJs: keys.map((k) => exec.compileForKey(k).js),
  result: $B.$getattr($B.imported.__main__, 'result').map((v) => typeof v === 'boolean' ? v : String(v)) }));
})();
"""


def canonical_ids(js):
    """js with each run of 4 or more digits that ends an identifier (`lambda_nrfwvzzc_184152`,
    `$r654771`: $B.UUID's counter) replaced by its rank of first appearance."""
    ranks = {}
    return re.sub(r"(?<=[A-Za-z_$])[0-9]{4,}\b", lambda m: "ID%d" % ranks.setdefault(m.group(0), len(ranks)), js)


class ExecPrecompiled(unittest.TestCase):
    def run_program(self, d, with_set):
        out = subprocess.run(["node", "--stack-size=4000", "-e", RUN, ROOT, d, "1" if with_set else "0"],
                             capture_output=True, text=True, timeout=120,
                             env=dict(os.environ, BRYTORCH_CODE_CACHE_DIR=str(Path(d, "cache"))))
        self.assertEqual(out.returncode, 0, out.stderr[-2000:])
        return json.loads(out.stdout.strip().splitlines()[-1])

    def test_build_compiles_what_eval_compiles(self):
        with tempfile.TemporaryDirectory() as d:
            Path(d, "program.py").write_text(PROGRAM)
            first = self.run_program(d, with_set=False)
            expected = ["Point(x=1, y=0.5, tags=[])", True, "Pair(left=1, right=2)", "8", "7"]
            self.assertEqual(first["result"], expected)   # CPython 3.13's values
            # dataclass __init__/__repr__/__eq__/... , namedtuple's __new__, the eval, the exec
            self.assertGreaterEqual(len(first["keys"]), 4)
            self.assertTrue(all(js is not None for js in first["runtimeJs"]))
            # the same JavaScript, but for the numbers Brython's compiler gives each function it
            # makes from a counter of the process (in the order it makes them)
            self.assertEqual([canonical_ids(js) for js in first["buildJs"]],
                             [canonical_ids(js) for js in first["runtimeJs"]])
            # the build's set: one empty module bundle, the recorded keys as the profile
            bundle = Path(d, "one.vfs.js")
            bundle.write_text("__BRYTHON__.update_VFS(%s);\n" % json.dumps(
                {"$timestamp": 1, "one": [".py", "X = 1\n", [], False]}))
            Path(d, "one.txt").write_text("one\n")
            Path(d, "profile.jsonl").write_text("".join(k + "\n" for k in first["keys"]))
            subprocess.run(["node", "--stack-size=4000", "tools/vfs/precompile.cjs", "--out", str(Path(d, "one.precompiled.js")),
                            "--lazy", "--chunks-url", Path(d, "one.precompiled").as_uri() + "/",
                            "--only", str(Path(d, "one.txt")), "--exec-profile", str(Path(d, "profile.jsonl")),
                            "--stdlib", str(bundle)], cwd=ROOT, check=True, capture_output=True, timeout=120)
            second = self.run_program(d, with_set=True)
            self.assertEqual(second["result"], expected)
            self.assertEqual(sorted(second["keys"]), sorted(first["keys"]))
            # every key found in the set: nothing compiled at run time
            self.assertEqual(second["runtimeJs"], [None] * len(second["keys"]))


if __name__ == "__main__":
    unittest.main()
