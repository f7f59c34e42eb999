"""Tests of the torch tier that fail for a known cause (reported as KNOWN, never as passed).
Each entry names the cause; remove it when the cause is fixed."""
KNOWN_FAILURES = {
    "test_torch::test_torchscript_code_and_loops_on_wasm32":
        "TorchScript computes two offsets in size_t (32 bits on wasm32): `.code` raises "
        "IndexError: vector; the fix, port/patches-pending/0003-jit-size-t-offsets-on-wasm32.patch, "
        "waits for an ATen rebuild (port/patches-pending/README.md)",
}
