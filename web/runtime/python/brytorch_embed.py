"""The Python side of the embedding API (web/api/brytorch.mjs, web/runtime/session.js):
splitting code whose last expression is the result, formatting errors, tensors in and out of
the wasm heap (the JS side copies the bytes at the addresses given here), and post(), which
sends values to the page while Python runs."""
import sys

import brytorch_driver

_to_page = None  # the host's function taking one value (web/runtime/session.js connects it)


def _connect(send):
    global _to_page
    _to_page = send


def post(value):
    """Sends `value` to the page while the code goes on: loadBryTorch's onMessage(value)
    receives a copy, converted as runPython's results are (docs/embedding.md). In order with
    what the code prints. RuntimeError when no page listens (`./brytorch run`)."""
    if _to_page is None:
        raise RuntimeError("post() sends to a page: this Python was not started by loadBryTorch()")
    _to_page(value)


def namespace():
    """The one __main__ that runPython, globals.get/set and the REPL's cells share."""
    return brytorch_driver.repl_namespace()


def prepare(source, filename="<exec>"):
    """Splits `source` into (text, is_expression) pieces as a REPL cell is split; when the
    last piece is an expression, its value is runPython's result. Raises SyntaxError."""
    import ast

    tree = compile(source, filename, "exec", ast.PyCF_ONLY_AST)
    return brytorch_driver._pieces(source, tree.body)


def evaluate(text, filename="<exec>"):
    return eval(compile(text, filename, "eval"), namespace())


def format_exception(exc, filename="<exec>"):
    """exc's traceback as CPython prints it, from the first frame of `filename`."""
    import traceback

    tb = exc.__traceback__
    while tb is not None and tb.tb_frame.f_code.co_filename != filename:
        tb = tb.tb_next
    return "".join(traceback.format_exception(type(exc), exc, tb))


def tensor_out(value):
    """(contiguous copy kept alive, data address, byte count, shape, dtype name) of a tensor,
    None for anything else."""
    torch = sys.modules.get("torch")
    if torch is None or not isinstance(value, torch.Tensor):
        return None
    if value.is_complex() or value.is_quantized:
        return None  # no typed array holds these: the caller shows the repr
    kept = value.detach().contiguous()
    name = str(kept.dtype).rpartition(".")[2]
    return kept, kept.data_ptr(), kept.numel() * kept.element_size(), list(kept.shape), name


def tensor_in(shape, dtype_name):
    """A new tensor of `shape` and `dtype_name` and the address its bytes go to."""
    import torch

    tensor = torch.empty(shape, dtype=getattr(torch, dtype_name))
    return tensor, tensor.data_ptr()
