/* bt_faults: C code that faults, for the bridge tier's fault tests (bridge/tests/test_faults.py).
 * Three kinds of wasm trap, called directly or from inside a nested C -> Python -> C call, and
 * probes of what a trap must leave as it was: the C stack pointer and the recursion depth;
 * Py_FatalError, after which the runtime refuses C calls (bridge/tests/fatal_check.py); and an
 * allocation that a capped heap cannot hold (bridge/tests/memory_check.py). */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <emscripten/stack.h>
#include <string.h>

static PyObject *trap_unreachable(PyObject *m, PyObject *unused) {
  (void)m; (void)unused;
  __builtin_trap();
}

/* Past the end of any wasm32 memory below 4 GB. */
static int *volatile far_address = (int *)0xFFFFFFF0u;
static PyObject *trap_out_of_bounds(PyObject *m, PyObject *unused) {
  (void)m; (void)unused;
  return PyLong_FromLong(*far_address);
}

/* A call through a function pointer whose type is not the function's: call_indirect traps. */
typedef double (*double_fn)(double);
static double_fn volatile mistyped = (double_fn)(void *)trap_unreachable;
static PyObject *trap_bad_indirect_call(PyObject *m, PyObject *unused) {
  (void)m; (void)unused;
  return PyFloat_FromDouble(mistyped(1.0));
}

/* Enters a recursion level, then traps without leaving it. */
static PyObject *trap_inside_recursion_level(PyObject *m, PyObject *unused) {
  (void)m; (void)unused;
  if (Py_EnterRecursiveCall(" in trap_inside_recursion_level")) return NULL;
  __builtin_trap();
}

/* Calls fn() with 64 KB of stack in use by this frame and one recursion level entered, and
 * returns its result: the caller of a nested call that faulted, which must carry on. Checks
 * that its own stack frame is intact afterwards. */
static PyObject *call_nested(PyObject *m, PyObject *fn) {
  (void)m;
  volatile char frame[65536];
  frame[0] = 1; frame[sizeof frame - 1] = 2;
  if (Py_EnterRecursiveCall(" in call_nested")) return NULL;
  PyObject *result = PyObject_CallNoArgs(fn);
  Py_LeaveRecursiveCall();
  if (frame[0] != 1 || frame[sizeof frame - 1] != 2) {
    Py_XDECREF(result);
    PyErr_SetString(PyExc_SystemError, "call_nested: its stack frame was overwritten");
    return NULL;
  }
  return result;
}

static PyObject *stack_pointer(PyObject *m, PyObject *unused) {
  (void)m; (void)unused;
  return PyLong_FromSize_t(emscripten_stack_get_current());
}

/* How many recursion levels can still be entered (each is left again). */
static PyObject *recursion_headroom(PyObject *m, PyObject *unused) {
  (void)m; (void)unused;
  long n = 0;
  while (n < 1000000 && Py_EnterRecursiveCall("") == 0) n++;
  PyErr_Clear();
  for (long i = 0; i < n; i++) Py_LeaveRecursiveCall();
  return PyLong_FromLong(n);
}

static PyObject *fatal_error(PyObject *m, PyObject *unused) {
  (void)m; (void)unused;
  Py_FatalError("bt_faults.fatal_error was called");
}

/* PyBytes_FromStringAndSize(NULL, n), then its size: MemoryError when the heap cannot hold
 * n more bytes (bridge/tests/memory_check.py, with a capped heap). */
static PyObject *alloc_bytes(PyObject *m, PyObject *arg) {
  (void)m;
  Py_ssize_t n = PyLong_AsSsize_t(arg);
  if (n == -1 && PyErr_Occurred()) return NULL;
  PyObject *b = PyBytes_FromStringAndSize(NULL, n);
  if (!b) return NULL;
  memset(PyBytes_AS_STRING(b), 1, (size_t)n);   /* the memory is really there */
  Py_ssize_t size = PyBytes_GET_SIZE(b);
  Py_DECREF(b);
  return PyLong_FromSsize_t(size);
}

static PyMethodDef methods[] = {
  {"trap_unreachable", trap_unreachable, METH_NOARGS, NULL},
  {"trap_out_of_bounds", trap_out_of_bounds, METH_NOARGS, NULL},
  {"trap_bad_indirect_call", trap_bad_indirect_call, METH_NOARGS, NULL},
  {"trap_inside_recursion_level", trap_inside_recursion_level, METH_NOARGS, NULL},
  {"call_nested", call_nested, METH_O, NULL},
  {"stack_pointer", stack_pointer, METH_NOARGS, NULL},
  {"recursion_headroom", recursion_headroom, METH_NOARGS, NULL},
  {"fatal_error", fatal_error, METH_NOARGS, NULL},
  {"alloc_bytes", alloc_bytes, METH_O, NULL},
  {NULL}
};
static struct PyModuleDef moduledef = {PyModuleDef_HEAD_INIT, "bt_faults", NULL, -1, methods};
PyMODINIT_FUNC PyInit_bt_faults(void) { return PyModule_Create(&moduledef); }
