"""Random torch calls for the fuzzer (tools/fuzz/fuzz.py), generated on the host's CPython
from a seed: each call is JSON-able data (an op name and argument specs), built into real
arguments by tools/fuzz/runner.py on both sides, native PyTorch and BryTorch, so both run the
very same calls. Arguments are valid about two times in three; otherwise wrong in the ways
users get them wrong: wrong types and dtypes, mismatched and negative shapes, out-of-range
dims and indices, NaN/inf, empty tensors, huge sizes."""
import random

# op -> argument kinds; a trailing "?" makes the argument optional (left out at random).
OPS = {
    "torch.add": ["T", "T|S"], "torch.sub": ["T", "T|S"], "torch.mul": ["T", "T|S"],
    "torch.div": ["T", "T|S"], "torch.pow": ["T", "T|S"], "torch.remainder": ["T", "T|S"],
    "torch.fmod": ["T", "T|S"], "torch.maximum": ["T", "T"], "torch.minimum": ["T", "T"],
    "torch.atan2": ["T", "T"], "torch.bitwise_and": ["T", "T|S"], "torch.eq": ["T", "T|S"],
    "torch.lt": ["T", "T|S"], "torch.matmul": ["T", "T"], "torch.mm": ["T", "T"],
    "torch.bmm": ["T", "T"], "torch.dot": ["T", "T"], "torch.outer": ["T", "T"],
    "torch.mv": ["T", "T"], "torch.sum": ["T", "DIM?"], "torch.mean": ["T", "DIM?"],
    "torch.prod": ["T", "DIM?"], "torch.std": ["T", "DIM?"], "torch.var": ["T", "DIM?"],
    "torch.amax": ["T", "DIM?"], "torch.argmax": ["T", "DIM?"], "torch.argmin": ["T", "DIM?"],
    "torch.logsumexp": ["T", "DIM"], "torch.cumsum": ["T", "DIM"], "torch.cumprod": ["T", "DIM"],
    "torch.softmax": ["T", "DIM"], "torch.log_softmax": ["T", "DIM"], "torch.max": ["T", "DIM?"],
    "torch.min": ["T", "DIM?"], "torch.sort": ["T", "DIM?"], "torch.topk": ["T", "INT", "DIM?"],
    "torch.kthvalue": ["T", "INT", "DIM?"], "torch.median": ["T", "DIM?"],
    "torch.cat": ["TLIST", "DIM?"], "torch.stack": ["TLIST", "DIM?"],
    "torch.reshape": ["T", "SHAPE"], "Tensor.view": ["T", "SHAPE"],
    "torch.transpose": ["T", "DIM", "DIM"], "torch.permute": ["T", "DIMS"],
    "torch.squeeze": ["T", "DIM?"], "torch.unsqueeze": ["T", "DIM"],
    "torch.flatten": ["T", "DIM?", "DIM?"], "torch.flip": ["T", "DIMS"],
    "torch.roll": ["T", "INT", "DIM?"], "torch.narrow": ["T", "DIM", "INT", "INT"],
    "torch.split": ["T", "INT", "DIM?"], "torch.chunk": ["T", "INT", "DIM?"],
    "Tensor.expand": ["T", "SHAPE"], "Tensor.repeat": ["T", "SHAPE"], "torch.tile": ["T", "SHAPE"],
    "torch.tril": ["T", "INT?"], "torch.triu": ["T", "INT?"], "torch.diag": ["T", "INT?"],
    "torch.trace": ["T"], "torch.gather": ["T", "DIM", "IDX"],
    "torch.index_select": ["T", "DIM", "IDX"], "torch.take": ["T", "IDX"],
    "Tensor.__getitem__": ["T", "INDEX"], "Tensor.__setitem__": ["T", "INDEX", "T|S"],
    "torch.masked_select": ["T", "MASK"], "torch.where": ["MASK", "T", "T|S"],
    "torch.clamp": ["T", "S?", "S?"], "torch.abs": ["T"], "torch.sqrt": ["T"], "torch.exp": ["T"],
    "torch.log": ["T"], "torch.sin": ["T"], "torch.tanh": ["T"], "torch.sigmoid": ["T"],
    "torch.floor": ["T"], "torch.round": ["T"], "torch.sign": ["T"], "torch.isnan": ["T"],
    "torch.logical_not": ["T"], "torch.neg": ["T"], "torch.nonzero": ["T"], "torch.unique": ["T"],
    "torch.zeros": ["SHAPE"], "torch.ones": ["SHAPE"], "torch.full": ["SHAPE", "S"],
    "torch.arange": ["S", "S?", "S?"], "torch.linspace": ["S", "S", "INT"], "torch.eye": ["INT", "INT?"],
    "torch.tensor": ["DATA"], "torch.nn.functional.relu": ["T"], "torch.nn.functional.gelu": ["T"],
    "torch.nn.functional.softmax": ["T", "DIM"], "torch.nn.functional.linear": ["T", "T", "T?"],
    "torch.nn.functional.pad": ["T", "PADS"], "torch.nn.functional.one_hot": ["IDX", "INT?"],
    "torch.nn.functional.embedding": ["IDX", "T"], "torch.nn.functional.cross_entropy": ["T", "IDX"],
    "torch.nn.functional.mse_loss": ["T", "T"], "torch.nn.functional.conv1d": ["T", "T"],
    "torch.nn.functional.conv2d": ["T", "T"], "torch.nn.functional.max_pool2d": ["T", "INT"],
    "torch.nn.functional.avg_pool1d": ["T", "INT"], "torch.nn.functional.layer_norm": ["T", "SHAPE"],
    "torch.nn.functional.normalize": ["T"],
}
DTYPES = ["float32"] * 6 + ["float64", "int64", "int64", "int32", "bool", "uint8", "complex64",
                            "float16", "bfloat16"]
FILLS = ["ramp"] * 5 + ["nan", "inf", "zeros"]
WRONG_SCALARS = ["x", None, [1, 2], {"c": [1.5, -2.0]}, 2 ** 70, -2 ** 63, 1e308]


def _shape(rng, rank=None):
    rank = rng.choice([0, 1, 1, 2, 2, 2, 3, 4]) if rank is None else rank
    return [rng.choice([0, 1, 2, 3, 3, 4, 5]) for _ in range(rank)]


def _tensor(rng, shape=None, dtype=None):
    return {"T": _shape(rng) if shape is None else shape, "dtype": dtype or rng.choice(DTYPES),
            "fill": rng.choice(FILLS)}


def _arg(rng, kind, first):
    """One argument of `kind`; `first` is the call's first tensor spec (shapes that match
    it are likelier to get past the argument checks into the kernels)."""
    wrong = rng.random() < 0.3
    rank = len(first["T"]) if first else 2
    if kind == "T|S":
        kind = "T" if rng.random() < 0.6 else "S"
    if kind == "T":
        if wrong:
            return rng.choice([_tensor(rng, dtype=rng.choice(DTYPES)), rng.choice(WRONG_SCALARS),
                               _tensor(rng, shape=_shape(rng, 4))])
        if first and rng.random() < 0.6:
            return _tensor(rng, shape=list(first["T"]) if rng.random() < 0.5 else list(reversed(first["T"])),
                           dtype=first["dtype"] if rng.random() < 0.7 else None)
        return _tensor(rng)
    if kind == "S":
        if wrong:
            return rng.choice(WRONG_SCALARS + [{"f": "nan"}, {"f": "inf"}, {"f": "-inf"}, True])
        return rng.choice([0, 1, -1, 2, 3, 0.5, -2.25, 7])
    if kind == "DIM":
        return rng.choice([-12, 7, 1.5, "x", None]) if wrong else rng.randint(-max(rank, 1), max(rank - 1, 0))
    if kind == "DIMS":
        dims = list(range(rank))
        rng.shuffle(dims)
        if wrong:
            dims = rng.choice([dims + [0], dims[:-1], [d + 5 for d in dims], [0, 0]])
        return dims
    if kind == "INT":
        return rng.choice([-3, 2 ** 40, 2 ** 63, 0.5, "x"]) if wrong else rng.randint(0, 4)
    if kind == "SHAPE":
        if wrong:
            return rng.choice([[-1, -1], [-3, 2], [2 ** 31, 2 ** 31], [2 ** 62, 4], [1.5], "x",
                               [2 ** 20, 2 ** 20, 2 ** 10]])
        n = 1
        for s in (first["T"] if first else []):
            n *= s
        return rng.choice([[n], [-1], [1, n], [n, 1], _shape(rng)])
    if kind == "IDX":
        n = max(first["T"][0] if first and first["T"] else 1, 1)
        shape = _shape(rng, rng.choice([1, 1, 2]))
        lo, hi = (-n - 3, n + 3) if wrong else (0, n - 1)
        return {"I": shape, "lo": lo, "hi": hi, "dtype": rng.choice(["float32", "int32"]) if wrong and rng.random() < 0.4 else "int64"}
    if kind == "MASK":
        return {"M": list(first["T"]) if first and not wrong else _shape(rng)}
    if kind == "TLIST":
        n = rng.choice([0, 1, 2, 3]) if wrong else rng.choice([1, 2, 3])
        return {"L": [_tensor(rng, shape=list(first["T"]) if first and not wrong else None,
                              dtype=first["dtype"] if first else None) for _ in range(n)]}
    if kind == "INDEX":
        return rng.choice([0, -1, 7, -9, {"slice": [0, 2, 1]}, {"slice": [None, None, -1]},
                           {"slice": [1, None, 0]}, [0, 0], None, "x", {"ellipsis": True}, True])
    if kind == "PADS":
        return rng.choice([[1, 1], [0, 2, 1, 0], [-1, -1], [1], [2 ** 40, 0]])
    if kind == "DATA":
        return rng.choice([[1, 2, 3], [[1, 2], [3]], [1.5, "x"], [], [[]], [[1, 2], [3, 4]],
                           [True, 2, 3.5], [2 ** 70], [{"f": "nan"}, 1.0]])
    raise ValueError(kind)


def generate(seed, n):
    """n calls, the same list for the same seed on any CPython."""
    rng = random.Random(seed)
    names = sorted(OPS)
    calls = []
    for i in range(n):
        op = rng.choice(names)
        first = None
        args = []
        for kind in OPS[op]:
            optional = kind.endswith("?")
            if optional and rng.random() < 0.4:
                break   # optional arguments are trailing: leave this one and the rest out
            a = _arg(rng, kind.rstrip("?"), first)
            if first is None and isinstance(a, dict) and "T" in a:
                first = a
            args.append(a)
        calls.append({"i": i, "op": op, "args": args})
    return calls
