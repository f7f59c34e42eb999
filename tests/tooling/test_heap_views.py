"""No store into a wasm heap view whose value comes from a call (bridge/README.md, "Heap
views"): in `HEAPU32[p] = f()` JavaScript reads the view before calling f, so when f grows
the memory the store goes to the detached old buffer and is lost."""
import os
import re
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
JS_DIRS = [os.path.join(ROOT, "bridge", "js"), os.path.join(ROOT, "web")]

# HEAP8/16/32, HEAPU8/16/32, HEAPF32/64, HEAP64... indexed, then `=` (not `==`), then a
# right-hand side that contains a call before the statement ends.
STORE_OF_CALL = re.compile(r"\bHEAP[A-Z]*\d+\[[^\]]*\]\s*=(?!=)[^;\n]*\w\s*\(")


def stores_of_calls(text):
    return [m.group(0) for m in STORE_OF_CALL.finditer(text)]


class HeapViewStores(unittest.TestCase):
    def test_the_pattern_finds_what_it_must(self):
        # Oracle: hand-written lines, one dropping a store when memory grows, one safe.
        self.assertEqual(len(stores_of_calls("HEAPU32[items + i] = BT.toC(v[i]);")), 1)
        self.assertEqual(len(stores_of_calls("HEAPF64[out >>> 3] = part(v.real);")), 1)
        self.assertEqual(stores_of_calls("const p = BT.toC(v); HEAPU32[items + i] = p;"), [])
        self.assertEqual(stores_of_calls("if (HEAP32[(k + L.ob_refcnt) >>> 2] === 0) BT.unpark(k, v);"), [])

    def test_no_store_takes_its_value_from_a_call(self):
        found = []
        for top in JS_DIRS:
            for dirpath, dirnames, filenames in os.walk(top):
                dirnames[:] = [d for d in dirnames if d != "node_modules"]
                for name in filenames:
                    if not name.endswith((".js", ".mjs", ".cjs")):
                        continue
                    path = os.path.join(dirpath, name)
                    with open(path, encoding="utf-8") as f:
                        for lineno, line in enumerate(f, 1):
                            for hit in stores_of_calls(line):
                                found.append(f"{os.path.relpath(path, ROOT)}:{lineno}: {hit}")
        self.assertEqual(found, [], "compute the value into a local first:\n" + "\n".join(found))


if __name__ == "__main__":
    unittest.main()
