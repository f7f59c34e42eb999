# A fresh process's first `import os.path`, before anything imported os, binds `os` to the os
# module (Brython's importer gave posixpath: overlay 595). Only a fresh process shows it, hence
# a program whose output is compared with CPython's.
import os.path

print(os.__name__, os.path.__name__, os.path.join("a", "b"), __import__("os.path").__name__)
