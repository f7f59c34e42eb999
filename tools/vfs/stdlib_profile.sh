#!/bin/bash
# Writes tools/vfs/stdlib-profile.txt: the stdlib modules that a typical BryTorch program
# imports (the modules torch's pure-Python layer and our runtime pull in), which the
# precompile stage compiles ahead of time. Precompiling all 444 stdlib modules makes a
# 34 MB script whose loading costs more at boot than it saves (docs/startup.md).
set -euo pipefail
cd "$(dirname "$0")/../.."
BRYTORCH_NO_PRECOMPILED=1 node web/cli/run.mjs --host node --torch -c '
import sys
import traceback, dataclasses, typing, enum, inspect, functools, collections, re, json, warnings
import ast, struct, itertools, copy, math, abc, contextlib, weakref, types, textwrap, string
import operator, io, os, threading, pickle, random, annotationlib, typing_extensions
import linecache, __future__
# what reading a module source loads (traceback.extract_stack, inspect.getsource: both at
# `import torch`): _pyio behind io.TextIOWrapper, the codec registry and utf-8 codec
linecache.getlines(json.__file__)

# (names starting with __ are pseudo-modules of the runtime, __main__ among them; __future__ is a module)
# (dis and opcode: ours replace those of Brython in pydeps.vfs.js, tools/build/vfs.sh; the torch
# precompile compiles ours)
overridden = {"dis", "opcode"}
print("\n".join(sorted(n for n in sys.modules if n not in overridden and
                        (not n.startswith(("torch", "typing_extensions", "__")) or n == "__future__"))))
' > tools/vfs/stdlib-profile.txt
echo "tools/vfs/stdlib-profile.txt: $(wc -l < tools/vfs/stdlib-profile.txt) modules"
