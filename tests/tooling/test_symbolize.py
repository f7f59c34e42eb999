"""tools/bridge/symbolize.py (host python3, `./brytorch test tooling`): the frames of a trap in
the release module, which has no name section, get their names from torch.symbols."""
import os
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TOOL = os.path.join(ROOT, "tools", "bridge", "symbolize.py")


class SymbolizeTest(unittest.TestCase):
    def run_tool(self, symbols, text):
        with tempfile.NamedTemporaryFile("w", suffix=".symbols", delete=False) as f:
            f.write(symbols)
        try:
            return subprocess.run([sys.executable, TOOL, f.name], input=text, capture_output=True,
                                  text=True, check=True).stdout
        finally:
            os.unlink(f.name)

    def test_frames_get_their_names(self):
        # wasm-opt --print-function-map writes "index:name"; C++ names may hold colons
        out = self.run_tool("0:bt_js_getattr\n7:at::native::add_kernel(at::TensorIteratorBase&)\n",
                            "RuntimeError: unreachable\n    at wasm-function[7]:0x1a2b\n    at wasm-function[0]:0x9\n")
        self.assertEqual(out, "RuntimeError: unreachable\n"
                              "    at wasm-function[7] at::native::add_kernel(at::TensorIteratorBase&):0x1a2b\n"
                              "    at wasm-function[0] bt_js_getattr:0x9\n")

    def test_unknown_index_is_marked(self):
        self.assertEqual(self.run_tool("0:f\n", "wasm-function[5]\n"), "wasm-function[5] ?\n")


if __name__ == "__main__":
    unittest.main()
