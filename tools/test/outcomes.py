"""Counts one test program's outcomes for its tier, so that a tier earns its pass.

A test program (brytorch_testing, brytorch_pytest with announce=True, the tiers' checking
scripts) speaks this protocol on stdout:

    @@BEGIN                   it is about to run tests
    @@COLLECTED N [WHAT]      it collected N tests (once, or once per file it collects)
    PASS label ...            one outcome line per test; FAIL and KNOWN (a strict expected
    label PASSED ...          failure that failed) likewise, or pytest's words: PASSED,
                              FAILED, ERROR, SKIPPED, XFAIL, XPASS (and brytorch_pytest's
                              KNOWN)
    @@END                     it ran everything it collected

The counts come from the outcome lines, never from a program's own "N passed" summary:
  passed  PASS lines and pytest's PASSED / XFAIL ids;
  failed  FAIL lines and FAILED / ERROR / XPASS ids, plus one per collected test that
          reported no outcome (a runner that lost a test: docs/brython-bugs.md), plus one
          if the program never began, did not reach its @@END, or reported no test at all.
KNOWN lines and SKIPPED / KNOWN ids are outcomes that count as neither. Programs whose checks are
straight-line code (the C++ and page checks) announce no count; their @@END proves they
ran to the end.

Usage: outcomes.py LABEL COUNTS_FILE < OUTPUT   (prints what it found wrong; writes "P F")
"""
import re
import sys

OUR_WORDS = {"PASS": "passed", "FAIL": "failed", "KNOWN": "neither"}
PYTEST_WORDS = {"PASSED": "passed", "XFAIL": "passed", "FAILED": "failed", "ERROR": "failed",
                "XPASS": "failed", "SKIPPED": "neither", "KNOWN": "neither"}
# "ID WORD" or "ID WORD (reason)"; a parametrised id may hold spaces
PYTEST_LINE = re.compile(r"^(\S.*?) (" + "|".join(PYTEST_WORDS) + r")(?: \(.*)?$")
COLLECTED_LINE = re.compile(r"^@@COLLECTED (\d+)(?: |$)")


def count(lines):
    """Returns (passed, failed, problems) for one program's output lines."""
    passed = failed = reported = collected = begins = ends = 0
    pytest_ids = {}   # a pytest id may report twice (a failure, then an error at teardown)
    for line in lines:
        line = line.rstrip("\n")
        word = line.split(" ", 1)[0]
        if line == "@@BEGIN":
            begins += 1
        elif line == "@@END":
            ends += 1
        elif COLLECTED_LINE.match(line):
            collected += int(COLLECTED_LINE.match(line).group(1))
        elif word in OUR_WORDS and " " in line:
            reported += 1
            kind = OUR_WORDS[word]
            passed += kind == "passed"
            failed += kind == "failed"
        elif PYTEST_LINE.match(line):
            test_id, pytest_word = PYTEST_LINE.match(line).groups()
            kind = PYTEST_WORDS[pytest_word]
            if test_id not in pytest_ids:
                reported += 1
                pytest_ids[test_id] = kind
                passed += kind == "passed"
                failed += kind == "failed"
            elif kind == "failed" and pytest_ids[test_id] != "failed":
                passed -= pytest_ids[test_id] == "passed"
                failed += 1
                pytest_ids[test_id] = "failed"
    problems = []
    if begins == 0:
        problems.append("it never began its tests (no @@BEGIN)")
    elif ends < begins:
        problems.append(f"it did not run to its end (@@BEGIN {begins}, @@END {ends})")
    if reported == 0:
        problems.append("it reported no test")
    lost = max(0, collected - reported)
    if lost:
        problems.append(f"{collected} tests collected, {reported} reported an outcome")
    unfinished = begins == 0 or ends < begins or reported == 0
    return passed, failed + lost + int(unfinished), problems

def main():
    label, counts_file = sys.argv[1], sys.argv[2]
    passed, failed, problems = count(sys.stdin)
    for problem in problems:
        print(f"FAIL {label}: {problem}")
    with open(counts_file, "w") as f:
        f.write(f"{passed} {failed}\n")


if __name__ == "__main__":
    main()
