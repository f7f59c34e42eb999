"""web/host/node-shim.cjs runScriptWithCodeCache (host python3 + node, `./brytorch test
tooling`): the Node host runs its scripts and the precompiled torch chunks with V8's code
cache. A second run uses the cache its first run wrote; a script rebuilt to the same length
(V8 itself checks only the length) never runs with the old script's cache."""
import json
import os
import subprocess
import tempfile
import time
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SHIM = os.path.join(ROOT, "web", "host", "node-shim.cjs")

RUN = """
const { installBrowserGlobals, runScriptWithCodeCache } = require(%s);
const { pathToFileURL } = require('url');
installBrowserGlobals(pathToFileURL(process.argv[1] + '/').href);
const status = runScriptWithCodeCache(pathToFileURL(process.argv[2]).href);
console.log(JSON.stringify({ status, value: globalThis.scriptValue() }));
"""


class CodeCache(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.cache = os.path.join(self.dir.name, "cache")
        self.script = os.path.join(self.dir.name, "chunk.js")

    def tearDown(self):
        self.dir.cleanup()

    def write(self, word):
        with open(self.script, "w") as f:   # the same length for every 5-letter word
            f.write("globalThis.scriptValue = function () { return %s; };\n" % json.dumps(word))

    def run_script(self):
        env = dict(os.environ, BRYTORCH_CODE_CACHE_DIR=self.cache)
        out = subprocess.run(["node", "-e", RUN % json.dumps(SHIM), self.dir.name, self.script],
                             env=env, capture_output=True, text=True, timeout=60, check=True)
        return json.loads(out.stdout)

    def test_second_run_uses_the_cache_the_first_wrote(self):
        self.write("first")
        self.assertEqual(self.run_script(), {"status": "no cache", "value": "first"})
        self.assertEqual(len(os.listdir(self.cache)), 1)
        self.assertEqual(self.run_script(), {"status": "cache used", "value": "first"})

    def test_a_rebuilt_script_of_the_same_length_does_not_meet_the_old_cache(self):
        self.write("first")
        self.run_script()
        old = os.listdir(self.cache)
        time.sleep(0.05)   # a later modification time, as a rebuild gives
        self.write("again")
        self.assertEqual(self.run_script(), {"status": "no cache", "value": "again"})
        self.assertEqual(self.run_script(), {"status": "cache used", "value": "again"})
        new = os.listdir(self.cache)
        self.assertEqual(len(new), 1)   # the old script's cache was replaced, not kept
        self.assertNotEqual(new, old)


if __name__ == "__main__":
    unittest.main()
