#!/bin/bash
# Stage "setup/opcodes": xdis from PyPI (tools/setup/opcodes.lock), the source of CPython's
# opcode tables for our `opcode` module (tools/vfs/opcode_tables.py).
exec bash "$(dirname "$0")/pydeps.sh" opcodes
