"""What the upstream tier (tools/test/tier-upstream.sh) expects of PyTorch 2.6.0's own suites.

SUITES: the test files it runs, with how many of their tests pass on native PyTorch 2.6.0
(CPython 3.11, PyPI wheel, pytest 7.4.0, this machine type): the oracle. Every one of those
must pass here, except the KNOWN_FAILURES, each of which must still fail (strict: a known
failure that starts passing fails the tier until it is taken off this list).
Chosen to run in a few minutes per host (issue 14, deliverable 7).
"""

SUITES = {
    "test_type_promotion": 423,
    "test_complex": 15,
    "test_scatter_gather_ops": 81,
}

# node id -> why it fails here (the cause, as docs/upstream.md groups them)
KNOWN_FAILURES = {
}
