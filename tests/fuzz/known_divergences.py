"""Calls of the fuzz tier (tools/test/tier-fuzz.sh: seed 1, 300 calls) where BryTorch differs
from native PyTorch 2.6.0 for a known cause: "seed:call" -> (kind, cause), kind as
tools/fuzz/fuzz.py classifies it. Strict: an entry whose call agrees again fails the tier."""
KNOWN_DIVERGENCES = {}
