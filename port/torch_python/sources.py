#!/usr/bin/env python3
"""Prints the torch_python translation units BryTorch compiles, one path per line, relative
to a PyTorch tree: PyTorch's own lists, read from its build files (as its CMake does), minus
the files port/torch_python/excluded.txt names (each with its reason there).

Usage: sources.py PYTORCH_TREE
"""
import os
import re
import sys


def core_sources(tree):
    # CMake's append_filelist runs build_variables.bzl as Python; so do we.
    scope = {}
    with open(os.path.join(tree, "build_variables.bzl")) as f:
        exec(compile(f.read(), "build_variables.bzl", "exec"), scope)
    return list(scope["libtorch_python_core_sources"])


def generated_sources(tree):
    # GENERATED_CXX_PYTHON in caffe2/CMakeLists.txt: the codegen's Python binding files.
    text = open(os.path.join(tree, "caffe2/CMakeLists.txt")).read()
    block = re.search(r"set\(GENERATED_CXX_PYTHON\s+(.*?)\)", text, re.S).group(1)
    return [p.replace("${TORCH_SRC_DIR}", "torch") for p in re.findall(r'"([^"]+)"', block)]


def excluded():
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "excluded.txt")) as f:
        return {line.split()[0] for line in f if line.strip() and not line.startswith("#")}


def main():
    tree = sys.argv[1]
    skip = excluded()
    sources = [s for s in core_sources(tree) + generated_sources(tree) if s not in skip]
    missing = [s for s in sources if not os.path.exists(os.path.join(tree, s))]
    if missing:
        sys.exit("sources.py: listed but missing: " + ", ".join(missing))
    print("\n".join(sources))


main()
