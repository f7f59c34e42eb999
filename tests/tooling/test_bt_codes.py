"""One source of truth for the numbers C and JS share (issue 18, part 7).

bridge/src/bt_codes.h lists every code the C runtime passes to bridge/js; the build prints
them, with the struct offsets JS reads, as the JS library $BTCodes
(bridge/src/codegen/print_js_codes.c, run by tools/build/bridge.sh). These tests compile and
run that printer as the build does, check its tables against the header's lists (read here
independently) and CPython 3.12's wasm32 layout, and check that bridge/js spells none of
those numbers itself."""
import json
import os
import re
import shutil
import subprocess
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CODES_H = os.path.join(ROOT, "bridge", "src", "bt_codes.h")
BRIDGE_JS = os.path.join(ROOT, "bridge", "js")

# X-macro list in bt_codes.h -> its table in $BTCodes (the names, in order).
LISTS = {
    "BT_SLOT_CODES": "SL", "BT_LIST_OPS": "LIST_OP", "BT_DICT_OPS": "DICT_OP",
    "BT_CONTAINER_KINDS": "CONTAINER", "BT_BORROW_KINDS": "BORROW",
    "BT_LONG_BYTES_MODES": "LONG_BYTES", "BT_MODULE_STATE_KINDS": "MODULE_STATE",
    "BT_BASE_DESCR_KINDS": "BASE_DESCR", "BT_CFUNCTION_KINDS": "CFUNCTION",
    "BT_DESCR_KINDS": "DESCR", "BT_TYPE_FIELDS": "FIELD",
}


def header_lists():
    """{macro: [X(...) first arguments, in order]} read from the header's text."""
    with open(CODES_H) as f:
        text = f.read()
    lists = {}
    for m in re.finditer(r"#define (BT_[A-Z_]+)\(X\)((?:.*\\\n)*.*)", text):
        body = re.sub(r"/\*.*?\*/", "", m.group(2).replace("\\\n", " "))
        lists[m.group(1)] = re.findall(r"X\((\w+)", body)
    return lists


def generated_codes():
    """$BTCodes as the build makes it: the printer compiled with emcc and run under Node."""
    if not shutil.which("emcc"):
        raise AssertionError("emcc missing: run ./brytorch setup")
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "print_js_codes.js")
        subprocess.run(["emcc", "-O2", "-DNDEBUG", "-fwasm-exceptions", "-I", os.path.join(ROOT, "bridge", "include"),
                        "-I", os.path.join(ROOT, "bridge", "src"),
                        os.path.join(ROOT, "bridge", "src", "codegen", "print_js_codes.c"), "-o", out],
                       check=True, capture_output=True)
        lib = subprocess.run(["node", out], check=True, capture_output=True, text=True).stdout
        lib_file = os.path.join(tmp, "bt_codes.js")
        with open(lib_file, "w") as f:
            f.write(lib)
        js = ("globalThis.addToLibrary = (o) => process.stdout.write(JSON.stringify(o.$BTCodes));"
              f"require({json.dumps(lib_file)});")
        return json.loads(subprocess.run(["node", "-e", js], check=True, capture_output=True,
                                         text=True).stdout)


class GeneratedCodes(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.codes = generated_codes()
        cls.lists = header_lists()

    def test_every_list_reaches_js_in_order(self):
        for macro, table in LISTS.items():
            with self.subTest(macro=macro):
                names = self.lists[macro]
                self.assertTrue(names)
                self.assertEqual([k for k in self.codes[table] if k not in ("BINARY", "REFLECTED")], names)
                self.assertEqual([self.codes[table][n] for n in names], list(range(len(names))))

    def test_operators(self):
        binary = self.lists["BT_BINARY_OPS"]
        unary = self.lists["BT_UNARY_OPS"]
        self.assertEqual(len(self.codes["BINARY_DUNDERS"]), len(binary))
        self.assertEqual(self.codes["BINARY_DUNDERS"][self.codes["OP"]["MATMUL"]], "matmul")
        self.assertEqual([self.codes["OP"][n] for n in unary], list(range(100, 100 + len(unary))))
        self.assertEqual(self.codes["SL"]["BINARY"], 64)
        self.assertGreater(self.codes["SL"]["BINARY"], max(self.codes["SL"][n] for n in self.lists["BT_SLOT_CODES"]))

    def test_mirror_protocols_and_address_names(self):
        self.assertEqual(len(self.codes["MIRROR_DUNDERS"]), len(self.lists["BT_MIRROR_PROTOCOLS"]))
        self.assertIn(["__setitem__", "__delitem__"], self.codes["MIRROR_DUNDERS"])
        self.assertEqual(self.codes["ADDRESS_NAMES"], self.lists["BT_RUNTIME_ADDRESSES"])

    def test_cpython_constants_and_wasm32_layout(self):
        # CPython 3.12 (Include/object.h, methodobject.h, descrobject.h) and its structs laid
        # out for a 32-bit target by hand: 4-byte pointers and Py_ssize_t.
        self.assertEqual(self.codes["RICHCMP_DUNDERS"], ["__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"])
        self.assertEqual(self.codes["METH"], {"CLASS": 0x10, "STATIC": 0x20})
        self.assertEqual(self.codes["TPFLAGS"]["HEAPTYPE"], 1 << 9)
        self.assertEqual(self.codes["TPFLAGS"]["BASETYPE"], 1 << 10)
        off = self.codes["OFFSETS"]
        expected = {"ob_refcnt": 0, "ob_type": 4, "ob_size": 8, "tuple_items": 12, "float_value": 8,
                    "complex_real": 8, "complex_imag": 16, "slice_start": 8, "slice_stop": 12,
                    "slice_step": 16, "bytes_sval": 16, "methoddef_name": 0, "methoddef_flags": 8,
                    "methoddef_doc": 12, "methoddef_size": 16, "memberdef_flags": 12, "memberdef_doc": 16,
                    "memberdef_size": 20, "getsetdef_set": 8, "getsetdef_doc": 12, "getsetdef_size": 20,
                    "moduledef_size": 28, "type_dict": 132, "pointer_size": 4}
        self.assertEqual({k: off[k] for k in expected}, expected)


class BridgeJsSpellsNoCode(unittest.TestCase):
    # Each pattern is a way JS could hard-code what $BTCodes provides.
    FORBIDDEN = [
        (r"_bt_type_field\(.*,\s*\d+\s*\)", "a type field by number (BT.FIELD)"),
        (r"\bcase \d+\s*:", "a code as a case label"),
        (r"\b(kind|op|what|which|signed|slot)\s*[!=]==\s*\d", "a code compared with a number"),
        (r"\+\s*\d+\s*\)\s*>>>\s*[23]", "a struct offset (BT.L)"),
        (r"\+=\s*\d+\s*\)", "a struct size as a loop step (BT.L)"),
        (r"&\s*0x[0-9a-f]+\b(?!n)", "a flag bit by value"),
        (r"\b(SL|BINARY_DUNDERS|MIRROR_DUNDERS)\s*:\s*[\[{]", "a code table written by hand"),
    ]

    def test_no_hard_coded_codes(self):
        found = []
        for name in sorted(os.listdir(BRIDGE_JS)):
            if not name.endswith(".js"):
                continue
            with open(os.path.join(BRIDGE_JS, name)) as f:
                lines = f.readlines()
            for lineno, line in enumerate(lines, 1):
                code = line.split("//")[0]
                for pattern, what in self.FORBIDDEN:
                    if re.search(pattern, code):
                        found.append(f"{name}:{lineno}: {what}: {line.strip()}")
        self.assertEqual(found, [])

    def test_the_check_sees_a_hard_coded_code(self):
        samples = ["const t = _bt_type_field(t, 12);", "_bt_type_field(BT.typeOf(p), 8)", "      case 3: return x;",
                   "if (kind === 2) {", "HEAPU32[(def + 12) >>> 2]", "for (;; def += 16) {",
                   "if (f & 0x10) {", "SL: { REPR: 0 },"]
        for sample in samples:
            with self.subTest(sample=sample):
                self.assertTrue(any(re.search(p, sample) for p, _ in self.FORBIDDEN))


if __name__ == "__main__":
    unittest.main()
