"""The tiers' accounting (tools/test/outcomes.py, tools/lib.sh, tools/test/run-tiers.sh): a
tier passes only on outcomes its programs reported, and a broken check makes it fail."""
import os
import subprocess
import sys
import tempfile
import textwrap
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools", "test"))
import outcomes  # noqa: E402


def count(text):
    return outcomes.count(textwrap.dedent(text).strip().splitlines())


class Count(unittest.TestCase):
    def test_every_collected_test_reported(self):
        passed, failed, problems = count("""
            @@BEGIN
            @@COLLECTED 3 m
            PASS m::a
            FAIL m::b: AssertionError
            KNOWN m::c: a cause
            3 passed, 0 failed
            @@END""")
        self.assertEqual((passed, failed, problems), (1, 1, []))

    def test_a_suppressed_outcome_line_fails(self):
        passed, failed, problems = count("""
            @@BEGIN
            @@COLLECTED 3 m
            PASS m::a
            PASS m::b
            @@END""")
        self.assertEqual((passed, failed), (2, 1))
        self.assertIn("3 tests collected, 2 reported an outcome", problems)

    def test_a_program_that_stopped_early_fails(self):
        passed, failed, problems = count("""
            @@BEGIN
            PASS a
            PASS b""")
        self.assertEqual((passed, failed), (2, 1))
        self.assertTrue(problems[0].startswith("it did not run to its end"))

    def test_a_program_that_never_began_fails(self):
        self.assertEqual(count("100 passed, 0 failed")[:2], (0, 1))

    def test_a_program_that_ran_nothing_fails(self):
        self.assertEqual(count("@@BEGIN\n@@COLLECTED 0 m\n@@END")[:2], (0, 1))

    def test_pytest_words_and_a_test_reported_twice(self):
        passed, failed, problems = count("""
            @@BEGIN
            @@COLLECTED 3 t.py
            t.py::a PASSED
            t.py::b PASSED
            t.py::b ERROR
            t.py::c SKIPPED (needs numpy)
            @@END""")
        self.assertEqual((passed, failed, problems), (1, 1, []))

    def test_a_parametrised_id_with_spaces(self):
        passed, failed, problems = count("""
            @@BEGIN
            @@COLLECTED 2 t.py
            t.py::f[ValueError: plain] PASSED
            t.py::f[ValueError: tuple] SKIPPED (a reason (nested))
            @@END""")
        self.assertEqual((passed, failed, problems), (1, 0, []))

    def test_a_summary_line_is_not_a_count(self):
        passed, failed, _ = count("@@BEGIN\nPASS a\n999 passed, 0 failed\n@@END")
        self.assertEqual((passed, failed), (1, 0))


class RunTiers(unittest.TestCase):
    """run-tiers.sh on tiers written here (BRYTORCH_TIER_DIR)."""

    def run_tiers(self, **tiers):
        with tempfile.TemporaryDirectory() as d:
            for name, body in tiers.items():
                with open(os.path.join(d, f"tier-{name}.sh"), "w") as f:
                    f.write(f'. "{ROOT}/tools/lib.sh"\n' + textwrap.dedent(body))
            env = dict(os.environ, BRYTORCH_TIER_DIR=d)
            r = subprocess.run(["bash", os.path.join(ROOT, "tools/test/run-tiers.sh"), *tiers],
                               capture_output=True, text=True, env=env, timeout=60)
        return r.returncode, r.stdout.strip().splitlines()[-1], r.stdout

    def test_a_tier_whose_program_lost_an_outcome_fails(self):
        rc, last, out = self.run_tiers(lossy="""
            count_outcomes prog <<< $'@@BEGIN\\n@@COLLECTED 2 m\\nPASS m::a\\n2 passed, 0 failed\\n@@END'
            tier_end
            """)
        self.assertEqual((rc, last), (1, "1 passed, 1 failed"), out)

    def test_only_the_tiers_own_counts_are_added(self):
        rc, last, out = self.run_tiers(chatty="""
            echo "500 passed, 0 failed"
            check_result PASS one
            tier_end
            """)
        self.assertEqual((rc, last), (0, "1 passed, 0 failed"), out)

    def test_a_skipped_line_in_the_output_does_not_skip_the_tier(self):
        rc, last, out = self.run_tiers(loud="""
            echo "SKIPPED: a test's own words"
            check_result FAIL two
            tier_end
            """)
        self.assertEqual((rc, last), (1, "0 passed, 1 failed"), out)
        self.assertNotIn("SKIPPED tier", out)

    def test_a_tier_without_its_summary_fails(self):
        rc, last, out = self.run_tiers(silent="""
            echo "10 passed, 0 failed"
            exit 0
            """)
        self.assertEqual((rc, last), (1, "0 passed, 1 failed"), out)

    def test_the_pre_flight_skip(self):
        rc, last, out = self.run_tiers(absent="""
            skip_tier "no build here"
            """, present="""
            check_result PASS three
            tier_end
            """)
        self.assertEqual((rc, last), (0, "1 passed, 0 failed"), out)
        self.assertIn("SKIPPED tier absent (no build here)", out)


if __name__ == "__main__":
    unittest.main()
