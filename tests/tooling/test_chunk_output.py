"""tools/bench/lib/suite_bench.py's reading of a running chunk's output (`./brytorch test
tooling`): lines as they come, so that a long chunk can report progress, and a chunk that
outlives its deadline stopped."""
import os
import signal
import subprocess
import sys
import time
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools", "bench", "lib"))
import suite_bench  # noqa: E402


def start(script):
    return subprocess.Popen(["sh", "-c", script], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                            start_new_session=True)   # as run_program: stopped as a group


class ChunkOutput(unittest.TestCase):
    def test_lines_as_they_come_then_none(self):
        proc = start("echo '@@START \"a\"'; echo err >&2; sleep 1.5; echo '@@END'")
        seen, first_at, t0 = [], None, time.time()
        for line in suite_bench.output_lines(proc, time.time() + 30):
            if line and first_at is None:
                first_at = time.time() - t0
            seen.append(line)
        proc.wait()
        proc.stdout.close()
        lines = [line for line in seen if line != ""]   # "" marks a second without output
        self.assertEqual(lines[:2], ['@@START "a"', "err"])
        self.assertEqual(lines[-2:], ["@@END", None])
        self.assertIn("", seen)                  # the caller got a turn while the chunk was quiet
        self.assertLess(first_at, 1.0)           # before the chunk ended, not after

    def test_deadline(self):
        proc = start("echo started; sleep 30")
        seen = list(suite_bench.output_lines(proc, time.time() + 1.5))
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
        proc.stdout.close()
        self.assertEqual(seen[0], "started")
        self.assertEqual(seen[-1], "timeout")


if __name__ == "__main__":
    unittest.main()
