"""The bridge test tier (run by tools/test/tier-bridge.sh)."""
