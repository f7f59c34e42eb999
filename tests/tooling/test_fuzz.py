"""The fuzzer's own logic (tools/fuzz): the same seed gives the same calls, and each kind of
difference between native PyTorch's outcome and BryTorch's is classified as such."""
import os
import sys
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools", "fuzz"))
import calls  # noqa: E402
import fuzz  # noqa: E402

T = {"shape": [2], "dtype": "torch.float32", "values": [1.0, "nan"]}


class Fuzz(unittest.TestCase):
    def test_a_seed_gives_the_same_calls(self):
        self.assertEqual(calls.generate(5, 50), calls.generate(5, 50))
        self.assertNotEqual(calls.generate(5, 50), calls.generate(6, 50))
        self.assertTrue(all(c["op"] in calls.OPS for c in calls.generate(5, 50)))

    def test_classify(self):
        ok, raised = {"res": T}, {"exc": "RuntimeError", "msg": "size mismatch"}
        self.assertEqual(fuzz.classify(ok, {"res": dict(T, values=[1.0000001, "nan"])})[0], "agree")
        self.assertEqual(fuzz.classify(ok, {"res": dict(T, values=[1.1, "nan"])})[0], "result")
        self.assertEqual(fuzz.classify(ok, {"res": dict(T, dtype="torch.float64")})[0], "result")
        self.assertEqual(fuzz.classify(raised, dict(raised, msg="other words"))[0], "agree")
        self.assertEqual(fuzz.classify(raised, ok)[0], "native_raised")
        self.assertEqual(fuzz.classify(ok, raised)[0], "brytorch_raised")
        self.assertEqual(fuzz.classify(raised, {"exc": "TypeError", "msg": ""})[0], "exception_type")
        self.assertEqual(fuzz.classify(raised, {"exc": "SystemError", "msg": "wasm trap in C code: unreachable"})[0], "trap")
        self.assertEqual(fuzz.classify(ok, {"exc": "(process died)", "msg": ""})[0], "trap")
        self.assertEqual(fuzz.classify(ok, {"exc": "(hang)", "msg": ""})[0], "hang")


if __name__ == "__main__":
    unittest.main()
