"""web/host/import-profile.cjs (host python3 + node, `./brytorch test tooling`): with
BRYTORCH_IMPORT_PROFILE=FILE the Node host writes how long each imported module's body took,
nested imports counted in the importer's total and out of its own time. Needs out/brython
(./brytorch build brython)."""
import json
import os
import subprocess
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HOST = os.path.join(ROOT, "web", "host", "node-main.cjs")


class ImportProfile(unittest.TestCase):
    def profile(self, code):
        with tempfile.TemporaryDirectory() as d:
            out = os.path.join(d, "profile.json")
            subprocess.run(["node", "--stack-size=4000", HOST, "--code", code],
                           env=dict(os.environ, BRYTORCH_IMPORT_PROFILE=out), cwd=ROOT,
                           capture_output=True, text=True, timeout=120, check=True)
            with open(out) as f:
                return json.load(f)

    def test_nested_imports_count_in_the_importers_total_only(self):
        report = self.profile("import json")
        rows = {r["module"]: r for r in report["modules"]}
        # Brython's json package imports json.encoder, which imports re
        for name in ("json", "json.encoder", "re"):
            self.assertIn(name, rows)
        pkg, encoder, re = rows["json"], rows["json.encoder"], rows["re"]
        self.assertLess(re["order"], encoder["order"])   # finished first
        self.assertLess(encoder["order"], pkg["order"])
        self.assertGreaterEqual(encoder["total_ms"], re["total_ms"] + encoder["self_ms"] - 0.01)
        self.assertGreaterEqual(pkg["total_ms"], encoder["total_ms"] + pkg["self_ms"] - 0.01)
        for r in report["modules"]:
            self.assertGreaterEqual(r["self_ms"], 0)
            self.assertGreaterEqual(r["total_ms"] + 0.01, r["self_ms"])
        self.assertAlmostEqual(report["sum_self_ms"], sum(r["self_ms"] for r in report["modules"]), delta=0.5)

    def test_a_module_imported_twice_is_timed_once(self):
        report = self.profile("import json\nimport json\nimport json.encoder")
        self.assertEqual([r["module"] for r in report["modules"]].count("json"), 1)


if __name__ == "__main__":
    unittest.main()
