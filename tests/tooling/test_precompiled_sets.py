"""tools/vfs/precompile.cjs --lazy (host python3 + node, `./brytorch test tooling`): two sets
of precompiled chunks (as the stdlib's and torch's) load side by side, each module from its
own set, on first import. Needs out/brython (./brytorch build brython)."""
import json
import os
import subprocess
import tempfile
import unittest
from pathlib import Path

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

LOAD = """(function () {
const path = require('path');
const { pathToFileURL } = require('url');
const root = process.argv[1], dir = process.argv[2];
const { installBrowserGlobals, runScriptWithCodeCache } = require(path.join(root, 'web/host/node-shim.cjs'));
installBrowserGlobals(pathToFileURL(root + '/').href);
globalThis.__BRYTHON__ = { brython_path: pathToFileURL(path.join(root, 'node_modules/brython')).href + '/' };
const scripts = ['node_modules/brython/brython.js', 'node_modules/brython/brython_stdlib.js',
  'out/brython/libm.js', 'out/brython/overlay.js'].map((s) => path.join(root, s))
  .concat(['alpha.precompiled.js', 'beta.precompiled.js', 'alpha.vfs.js', 'beta.vfs.js'].map((s) => path.join(dir, s)));
for (const file of scripts) {
  globalThis.module = { exports: {} };
  runScriptWithCodeCache(pathToFileURL(file).href);
  delete globalThis.module;
}
const $B = globalThis.__BRYTHON__;
const before = [...$B.brytorchPrecompiledSets].map(([name, set]) => [name, set.loaded.size]);
$B.runPythonSource('import alpha, beta\\nimport sys\\nsys.modules["__main__"].result = alpha.VALUE + beta.VALUE + beta.FROM_ALPHA',
  { id: '__main__' });
const after = [...$B.brytorchPrecompiledSets].map(([name, set]) => [name, set.loaded.size]);
console.log(JSON.stringify({ before, after, result: $B.$getattr($B.imported.__main__, 'result') }));
})();
"""


class PrecompiledSets(unittest.TestCase):
    def test_two_sets_load_side_by_side(self):
        with tempfile.TemporaryDirectory() as d:
            modules = {"alpha": "VALUE = 'a'\n", "beta": "import alpha\nVALUE = 'b'\nFROM_ALPHA = alpha.VALUE\n"}
            for name, source in modules.items():
                bundle = Path(d, f"{name}.vfs.js")
                bundle.write_text("__BRYTHON__.update_VFS(%s);\n" % json.dumps(
                    {"$timestamp": 1, name: [".py", source, [], False]}))
                Path(d, f"{name}.txt").write_text(name + "\n")
                subprocess.run(["node", "--stack-size=4000", "tools/vfs/precompile.cjs", "--out", str(Path(d, f"{name}.precompiled.js")),
                                "--lazy", "--chunks-url", Path(d, f"{name}.precompiled").as_uri() + "/",
                                "--only", str(Path(d, f"{name}.txt")), "--stdlib", str(bundle)],
                               cwd=ROOT, check=True, capture_output=True, timeout=120)
            out = subprocess.run(["node", "--stack-size=4000", "-e", LOAD, ROOT, d], capture_output=True, text=True,
                                 timeout=120, env=dict(os.environ, BRYTORCH_CODE_CACHE_DIR=str(Path(d, "cache"))))
            self.assertEqual(out.returncode, 0, out.stderr[-2000:])
            report = json.loads(out.stdout.strip().splitlines()[-1])
            self.assertEqual(report["before"], [["alpha.precompiled", 0], ["beta.precompiled", 0]])
            self.assertEqual(report["after"], [["alpha.precompiled", 1], ["beta.precompiled", 1]])
            self.assertEqual(report["result"], "aba")   # each module from its own set


if __name__ == "__main__":
    unittest.main()
