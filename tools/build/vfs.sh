#!/bin/bash
# Stage "vfs": PyTorch 2.6.0's own Python layer (torch/**/*.py and torchgen/, which torch
# imports at run time; unmodified) as one Brython
# VFS bundle, out/vfs/torch.vfs.js, and its pure-Python dependencies (sympy, typing_extensions,
# ...; tools/setup/pydeps.lock) as out/vfs/pydeps.vfs.js. Subtrees that cannot work on Brython are replaced by
# stubs whose import raises ImportError with the reason (port/stubs.txt lists them).
set -euo pipefail
STAGE=build/vfs
. "$(dirname "$0")/../lib.sh"
cd "$BRYTORCH_ROOT"
[ -f "$PYTORCH_PRISTINE/.complete" ] || die "PyTorch source missing: run ./brytorch setup sources"
stubs=()
trim() { sed -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//' <<<"$1"; }
while IFS='|' read -r pkg reason; do
  pkg=$(trim "$pkg"); [ -n "$pkg" ] && [ "${pkg:0:1}" != "#" ] || continue
  # A stub with more to it than ImportError is a module of ours, port/stubs/NAME.py: for a
  # package only its __init__ (upstream's submodules stay), for a module the whole module.
  if [ -f "port/stubs/$pkg.py" ] && [ -f "$PYTORCH_PRISTINE/${pkg//.//}/__init__.py" ]; then
    stubs+=(--stub-init "$pkg=port/stubs/$pkg.py")
  elif [ -f "port/stubs/$pkg.py" ]; then stubs+=(--stub-file "$pkg=port/stubs/$pkg.py")
  else stubs+=(--stub "$pkg=$pkg is not available in BryTorch: $(trim "$reason")"); fi
done < port/stubs.txt
# torch/__init__.py insists that the shared-memory manager executable exists (its path is
# torch_parent + torch/bin/...; bundled modules' files are /vfs/torch/..., overlay 313, so
# torch_parent is /vfs and data files are placed under /vfs). There are no processes to share memory with: the file is a note, and
# sharing memory between processes fails when libshm tries to start it.
SHM_MANAGER_NOTE="BryTorch placeholder: torch_shm_manager cannot run in wasm (no processes)."
# torch/version.py is written at build time by PyTorch's own tools/generate_torch_version.py
# (from version.txt); it runs on a scratch copy so the pristine tree stays pristine.
gen=$(mktemp -d); trap 'rm -rf "$gen"' EXIT
mkdir -p "$gen/tools" "$gen/torch"
cp "$PYTORCH_PRISTINE/tools/generate_torch_version.py" "$gen/tools/"; cp "$PYTORCH_PRISTINE/version.txt" "$gen/"
(cd "$gen" && python3 tools/generate_torch_version.py --is-debug false --cuda-version "" --hip-version "" --xpu-version "" >/dev/null)
[ -f "$gen/torch/version.py" ] || die "tools/generate_torch_version.py wrote no torch/version.py"
# port/python_patches: the few torch/*.py files patched for Brython (each patch says why); the
# patched copies go in the scratch tree, which the bundle reads after the pristine one.
for p in port/python_patches/*.patch; do
  [ -e "$p" ] || continue
  for file in $(sed -n 's|^+++ b/\([^[:space:]]*\).*|\1|p' "$p"); do
    mkdir -p "$gen/$(dirname "$file")"; cp "$PYTORCH_PRISTINE/$file" "$gen/$file"
  done
  patch -s -p1 -d "$gen" < "$p" || die "python patch $p does not apply"
done
# functorch: the top-level package the wheel ships next to torch (the test suites import it),
# its Python subpackages only (the source tree also holds C++, docs, notebooks, examples).
rm -rf "$gen/functorch-package" && mkdir -p "$gen/functorch-package"
cp "$PYTORCH_PRISTINE/functorch/__init__.py" "$gen/functorch-package/"
for sub in _src compile dim einops experimental; do cp -r "$PYTORCH_PRISTINE/functorch/$sub" "$gen/functorch-package/"; done
python3 tools/vfs/make_bundle.py --out out/vfs/torch.vfs.js --tree "$PYTORCH_PRISTINE/torch=torch" --tree "$gen/torch=torch" \
  --tree "$PYTORCH_PRISTINE/torchgen=torchgen" --tree "$gen/functorch-package=functorch" "${stubs[@]}" \
  --data "torch/bin/torch_shm_manager=$SHM_MANAGER_NOTE" 2>out/vfs/torch.vfs.warnings
log "$(grep -c warning out/vfs/torch.vfs.warnings || true) files with syntax the host parser rejected (see out/vfs/torch.vfs.warnings)"
[ -d "$SRC_DIR/pydeps" ] || die "torch's Python dependencies missing: run ./brytorch setup pydeps"
# Our `dis` and `opcode` replace Brython's (which lack the opcode tables torch._dynamo reads
# at import; port/stdlib/dis.py, tools/vfs/opcode_tables.py), hence --override: the other
# modules of this bundle are not in Brython's stdlib.
[ -d "$SRC_DIR/opcodes/xdis" ] || die "xdis missing (opcode tables): run ./brytorch setup opcodes"
rm -rf "$gen/stdlib-overrides" && mkdir -p "$gen/stdlib-overrides"
cp port/stdlib/*.py "$gen/stdlib-overrides/"
python3 tools/vfs/opcode_tables.py "$SRC_DIR/opcodes" "$gen/stdlib-overrides/opcode.py"
python3 tools/vfs/make_bundle.py --out out/vfs/pydeps.vfs.js --tree "$SRC_DIR/pydeps=" \
  --tree "$SRC_DIR/cpython-3.11-stdlib-extra=" --tree "$gen/stdlib-overrides=" --override \
  --skip-dirname tests 2>>out/vfs/torch.vfs.warnings
# numpy's Python package, as the numpy stage installed it (with its generated files), when
# that stage is built: out/vfs/numpy.vfs.js (its tests are the dashboard's, not bundled here).
if numpy_status=$(bash tools/build/numpy.sh --status 2>/dev/null); then
  # One test module is not a test: numpy.testing imports numpy._core.tests._natype (its
  # pd_NA) at import, so np.testing needs it (a namespace package, as installed).
  mkdir -p "$gen/numpy-natype" && cp "${numpy_status#done }/site/numpy/_core/tests/_natype.py" "$gen/numpy-natype/"
  python3 tools/vfs/make_bundle.py --out out/vfs/numpy.vfs.js --tree "${numpy_status#done }/site/numpy=numpy" \
    --skip-dirname tests --tree "$gen/numpy-natype=numpy._core.tests" --implicit-packages 2>out/vfs/numpy.vfs.warnings
  log "numpy bundle: $(grep -c warning out/vfs/numpy.vfs.warnings || true) files with syntax the host parser rejected"
  # numpy's own tests of the packages `./brytorch bench numpy` measures, unmodified (the
  # installed copies: the sdist's, as meson installs them), as a bundle of their own, with
  # their data files (data/*.csv...: written under /vfs/numpy/... when the bridge starts).
  tests=()
  for pkg in _core linalg fft random; do tests+=(--tree "${numpy_status#done }/site/numpy/$pkg/tests=numpy.$pkg.tests"); done
  python3 tools/vfs/make_bundle.py --out out/vfs/numpy-tests.vfs.js "${tests[@]}" --implicit-packages --data-files \
    2>out/vfs/numpy-tests.vfs.warnings
else
  log "no numpy bundle: numpy is not built for the current inputs (./brytorch build numpy)"
fi
# The upstream test suites' pure-Python dependencies (hypothesis, expecttest, ...;
# tools/setup/testdeps.lock): out/vfs/testdeps.vfs.js, loaded by the benches that run them.
if [ -d "$SRC_DIR/testdeps" ]; then
  python3 tools/vfs/make_bundle.py --out out/vfs/testdeps.vfs.js --tree "$SRC_DIR/testdeps=" \
    --skip-dirname tests 2>out/vfs/testdeps.vfs.warnings
else
  log "no test-dependency bundle: run ./brytorch setup testdeps"
fi
# PyTorch 2.6.0's own test suites (issue 14): the top-level test/*.py files of the pinned
# source, unmodified, as out/vfs/upstream-tests.vfs.js (module names as upstream's runner sees
# them: `test_torch`, `test_type_promotion`, ...).
# Left out: test/conftest.py, upstream CI's pytest plugin (junit XML reports, sharding, reruns
# of disabled tests) written against _pytest's internals, which brytorch_pytest does not have.
# With them, the test/ subpackages the top-level files import (`from autograd.test_complex
# import ...` in test_autograd, `optim.*` in test_optim, `jit.*`, `quantization.*` ...), as
# upstream's runner finds them with test/ on sys.path; some lack __init__.py (namespace
# packages, hence --implicit-packages). Not test/functorch nor test/typing: with no
# __init__.py each is a namespace package, which natively never shadows the real functorch
# package or the stdlib's typing; bundled as a package, test/typing took `typing`'s place
# whenever the precompiled stdlib was out of date ("cannot import name 'Any'").
rm -rf "$gen/upstream-tests" && mkdir -p "$gen/upstream-tests"
cp "$PYTORCH_PRISTINE"/test/*.py "$gen/upstream-tests/"
rm "$gen/upstream-tests/conftest.py"
for sub in ao autograd cpp_api_parity distributions fx higher_order_ops jit nn optim package profiler quantization; do
  (cd "$PYTORCH_PRISTINE/test" && find "$sub" -name '*.py' -exec cp --parents {} "$gen/upstream-tests/" \;)
done
# The files assertExpected compares with (test/expect/*.expect, next to the test modules),
# written under /vfs/expect when the bridge starts.
cp -r "$PYTORCH_PRISTINE/test/expect" "$gen/upstream-tests/"
# TorchScript archives test_jit loads (its versioned-operator and upgrader tests), where the
# tests look for them: /vfs/jit/fixtures and /vfs/cpp/jit/upgrader_models.
cp -r "$PYTORCH_PRISTINE/test/jit/fixtures" "$gen/upstream-tests/jit/"
mkdir -p "$gen/upstream-tests/cpp/jit"
cp -r "$PYTORCH_PRISTINE/test/cpp/jit/upgrader_models" "$gen/upstream-tests/cpp/jit/"
# test_ops' test_pointwise_tag_coverage reads four ATen sources from the source tree around
# test/ (`__file__ + "/../../"`); test/'s modules are at /vfs here, so that tree is /.
aten_native=aten/src/ATen/native
fs_files=()
for f in UnaryOps BinaryOps PointwiseOps TensorCompare; do
  fs_files+=(--fs-file "/$aten_native/$f.cpp=$PYTORCH_PRISTINE/$aten_native/$f.cpp")
done
python3 tools/vfs/make_bundle.py --out out/vfs/upstream-tests.vfs.js --tree "$gen/upstream-tests=" --implicit-packages --data-files "${fs_files[@]}" \
  2>out/vfs/upstream-tests.vfs.warnings
log "upstream tests bundle: $(grep -c warning out/vfs/upstream-tests.vfs.warnings || true) files with syntax the host parser rejected"
bash tools/build/precompile_torch.sh
