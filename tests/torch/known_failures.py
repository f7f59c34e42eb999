"""Tests of the torch tier that fail for a known cause (reported as KNOWN, never as passed).
Each entry names the cause; remove it when the cause is fixed."""
KNOWN_FAILURES = {
}
