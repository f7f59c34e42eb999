"""`python -m brytorch_pytest [-v] [-k EXPR] [--deselect NODEID]... TARGET...`"""
import sys

from . import console_main

sys.exit(console_main(sys.argv[1:]))
