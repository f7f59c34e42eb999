#!/usr/bin/env python3
"""Names the wasm functions of a stack trace from the release module.

The release torch.wasm (tools/build/link.sh) carries no name section, so a trap's stack
shows frames like `wasm-function[81234]:0x1a2b3c`. link.sh writes the optimised module's
function names to out/bridge/torch.symbols ("index:name" per line); this filter puts each
name next to its index:

    node ... 2>&1 | python3 tools/bridge/symbolize.py [out/bridge/torch.symbols]
"""
import os
import re
import sys

FRAME = re.compile(r"wasm-function\[(\d+)\]")


def load_symbols(path):
    names = {}
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            index, sep, name = line.rstrip("\n").partition(":")
            if sep and index.isdigit():
                names[int(index)] = name
    return names


def symbolize(text, names):
    return FRAME.sub(lambda m: f"{m.group(0)} {names.get(int(m.group(1)), '?')}", text)


def main(argv):
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    path = argv[1] if len(argv) > 1 else os.path.join(root, "out/bridge/torch.symbols")
    if not os.path.exists(path):
        sys.exit(f"symbolize: {path} is missing (a BRYTORCH_LINK_OPT=1 module keeps its names)")
    names = load_symbols(path)
    for line in sys.stdin:
        sys.stdout.write(symbolize(line, names))


if __name__ == "__main__":
    main(sys.argv)
