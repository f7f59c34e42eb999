"""Runs the fuzzer's calls (tools/fuzz/calls.py) on the torch it runs with: native PyTorch
under CPython, or BryTorch. CALLS and FIRST are put in front of this file by tools/fuzz/fuzz.py.
Prints "@@CALL i" before each call (so a crash names its call) and "@@R {json}" after it:
the exception's type and first line, or a summary of the result (shape, dtype, up to 32
values), then "@@DONE"."""
import json
import math

import torch
import torch.nn.functional  # noqa: F401 - the ops name it

DTYPE = {"float32": torch.float32, "float64": torch.float64, "int64": torch.int64,
         "int32": torch.int32, "bool": torch.bool, "uint8": torch.uint8,
         "complex64": torch.complex64, "float16": torch.float16, "bfloat16": torch.bfloat16}


def numel(shape):
    n = 1
    for s in shape:
        n *= s
    return n


def make_tensor(spec):
    shape = spec["T"]
    # Multiples of 0.5, exact in every dtype used and on both sides (a computed ramp, such as
    # linspace, may differ by an ULP where native uses FMA, and round() then differs).
    base = torch.tensor([((k * 7) % 13 - 6) * 0.5 for k in range(numel(shape))], dtype=torch.float32)
    if spec["fill"] == "nan":
        base[::3] = float("nan")
    elif spec["fill"] == "inf":
        base[::2] = float("inf")
    elif spec["fill"] == "zeros":
        base = base * 0
    base = base.reshape(shape)
    dtype = DTYPE[spec["dtype"]]
    if dtype is torch.bool:
        return base > 0
    if dtype is torch.complex64:
        return torch.complex(base, base * 0.5)
    if not dtype.is_floating_point:
        return torch.nan_to_num(base * 3, nan=0.0, posinf=9.0).round().to(dtype)
    return base.to(dtype)


def build(a):
    if isinstance(a, list):
        return [build(x) for x in a]
    if not isinstance(a, dict):
        return a
    if "T" in a:
        return make_tensor(a)
    if "I" in a:
        n = numel(a["I"])
        values = [a["lo"] + (k * 7) % (a["hi"] - a["lo"] + 1) for k in range(n)]
        return torch.tensor(values, dtype=torch.int64).reshape(a["I"]).to(DTYPE[a["dtype"]])
    if "M" in a:
        n = numel(a["M"])
        return torch.tensor([k % 3 == 1 for k in range(n)], dtype=torch.bool).reshape(a["M"])
    if "L" in a:
        return [build(x) for x in a["L"]]
    if "f" in a:
        return float(a["f"])
    if "c" in a:
        return complex(*a["c"])
    if "slice" in a:
        return slice(*a["slice"])
    if "ellipsis" in a:
        return Ellipsis
    raise ValueError(a)


def resolve(op):
    if op.startswith("Tensor."):
        return getattr(torch.Tensor, op[7:])
    obj = torch
    for part in op.split(".")[1:]:
        obj = getattr(obj, part)
    return obj


def number(x):
    if isinstance(x, bool):
        return x
    if isinstance(x, complex):
        return [number(x.real), number(x.imag)]
    x = float(x)
    return x if math.isfinite(x) else str(x)


def summary(r, depth=0):
    if isinstance(r, torch.Tensor):
        flat = r.detach().reshape(-1)[:32]
        if flat.is_complex():
            flat = torch.view_as_real(flat).reshape(-1)
        if flat.dtype in (torch.float16, torch.bfloat16):
            flat = flat.float()
        return {"shape": list(r.shape), "dtype": str(r.dtype), "values": [number(v) for v in flat.tolist()]}
    if isinstance(r, (tuple, list)) and depth < 2:
        return [summary(x, depth + 1) for x in list(r)[:4]]
    if isinstance(r, (bool, int, float, complex)):
        return number(r)
    return type(r).__name__


def run(calls):
    for call in calls:
        print(f"@@CALL {call['i']}", flush=True)
        out = {"i": call["i"]}
        try:
            args = [build(a) for a in call["args"]]
            fn = resolve(call["op"])
            result = fn(*args)
            if call["op"] == "Tensor.__setitem__":
                result = args[0]
            out["res"] = summary(result)
        except Exception as exc:  # noqa: B902 - every outcome is recorded
            text = str(exc).strip().splitlines()
            out["exc"] = type(exc).__name__
            out["msg"] = text[0][:200] if text else ""
        print("@@R " + json.dumps(out), flush=True)
    print("@@DONE", flush=True)


run(CALLS[FIRST:])  # noqa: F821 - defined by fuzz.py in front of this file
