#!/bin/bash
# Stage "setup/testdeps": the upstream test suites' pure-Python dependencies (testdeps.lock).
exec bash "$(dirname "$0")/pydeps.sh" testdeps
