"""The demo page's training code (web/demo/train.py) on native PyTorch: the oracle for what
the page should reach with the same code, data and seed. Prints what the code prints, then
one JSON line per post(): [{"epoch": ..., "loss": ..., "accuracy": ...}, ...].
    python demo_native.py [--epochs N]   (native PyTorch: ~/.cache/brytorch/native-torch)"""
import argparse
import csv
import gzip
import json
import os
import re
import sys
import types

import torch

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--epochs", type=int, help="replaces the code's EPOCHS (as the page test does)")
    args = parser.parse_args()
    with gzip.open(os.path.join(ROOT, "out/data/digits.csv.gz"), "rt") as f:
        rows = [[float(v) for v in row] for row in csv.reader(f) if row]
    # One thread, as in wasm: on this 2-core machine, shared with other jobs, two threads
    # made an epoch ~50x slower (2 s instead of ~40 ms).
    torch.set_num_threads(1)
    posted = []
    sys.modules["brytorch_embed"] = types.SimpleNamespace(post=posted.append)
    source = open(os.path.join(ROOT, "web/demo/train.py")).read()
    if args.epochs:
        source = re.sub(r"^EPOCHS = \d+$", f"EPOCHS = {args.epochs}", source, count=1, flags=re.M)
    namespace = {"__name__": "__main__",
                 "X": torch.tensor([r[:64] for r in rows], dtype=torch.float32),
                 "y": torch.tensor([int(r[64]) for r in rows], dtype=torch.int64)}
    exec(compile(source, "train.py", "exec"), namespace)
    keys = ("epoch", "loss", "accuracy", "seconds")
    print(json.dumps([{k: p[k] for k in keys} for p in posted]))


if __name__ == "__main__":
    main()
