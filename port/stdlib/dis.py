"""dis for BryTorch's Brython, which compiles Python to JavaScript and runs no bytecode.

Brython's own `dis` has no opcode tables, and modules read them at import (torch._dynamo).
This one has CPython's public names: the opcode tables of our `opcode` module (CPython
3.13's, see tools/vfs/opcode_tables.py), the code-object flags (the values Brython's code
objects use), and the `Instruction` and `Positions` records. What would read bytecode
(`dis()`, `get_instructions()`, `Bytecode`...) raises, saying why.
"""
import collections

from opcode import *  # noqa: F401,F403
from opcode import __all__ as _opcodes_all
from opcode import _nb_ops  # noqa: F401  (BINARY_OP's arguments: torch._dynamo reads it)

__all__ = ["code_info", "dis", "disassemble", "distb", "disco", "findlinestarts", "findlabels",
           "show_code", "get_instructions", "Instruction", "Bytecode", "Positions",
           "COMPILER_FLAG_NAMES"] + _opcodes_all

# CPython's CO_* values, which Brython's code objects use too (inspect builds its CO_ names
# from this table).
COMPILER_FLAG_NAMES = {1: "OPTIMIZED", 2: "NEWLOCALS", 4: "VARARGS", 8: "VARKEYWORDS", 16: "NESTED",
                       32: "GENERATOR", 64: "NOFREE", 128: "COROUTINE", 256: "ITERABLE_COROUTINE",
                       512: "ASYNC_GENERATOR"}
for _value, _name in COMPILER_FLAG_NAMES.items():
    globals()[_name] = _value

Positions = collections.namedtuple("Positions", ["lineno", "end_lineno", "col_offset", "end_col_offset"],
                                   defaults=[None] * 4)
_Instruction = collections.namedtuple(
    "_Instruction", ["opname", "opcode", "arg", "argval", "argrepr", "offset", "start_offset",
                     "starts_line", "line_number", "label", "positions", "cache_info"],
    defaults=[None, None, None])


class Instruction(_Instruction):
    """Details of a bytecode operation (CPython's record; Brython never makes one)."""

    @property
    def is_jump_target(self):
        return self.label is not None


def _no_bytecode(*args, **kwargs):
    raise NotImplementedError("dis: Brython compiles Python to JavaScript and has no bytecode")


code_info = dis = disassemble = distb = disco = findlinestarts = findlabels = show_code = _no_bytecode
get_instructions = _no_bytecode


class Bytecode:
    def __init__(self, x, *args, **kwargs):
        _no_bytecode()
