/* torch._C._dynamo.eval_frame for BryTorch: the module dynamo's Python code imports, without
 * the frame evaluator. Upstream's eval_frame.c installs a replacement for CPython's bytecode
 * interpreter loop (PEP 523); Brython compiles Python to JavaScript and has no such loop, so
 * torch.compile cannot hook frames here. Turning dynamo off (callback None/False) works as a
 * no-op; turning it on raises RuntimeError with the reason. Replaces eval_frame.c,
 * cpython_defs.c and framelocals_mapping.cpp (port/torch_python/excluded.txt). */
#define BT_DECLARE_3_13_NAMES   /* PyModule_Add */
#include <Python.h>
#include <stdint.h>

static const char NO_FRAME_EVAL[] =
    "torch.compile / TorchDynamo is not available in BryTorch: it replaces CPython's frame "
    "evaluation (PEP 523), which Brython does not have; run the model eagerly";

/* dynamo/init.cpp copies these into a set of "cache" opcodes (empty: no bytecode here) */
const uint8_t *THP_PyOpcode_Caches = NULL;
const int THP_PyOpcode_Caches_size = 0;

static PyObject *current_callback;   /* owned: None (off) or False (run-only) */
static PyObject *guard_error_hook;   /* owned, or NULL */
static int skip_guard_eval_unsafe;

/* set_eval_frame(callback) -> previous callback (new ref); only None/False are accepted */
static PyObject *set_eval_frame(PyObject *self, PyObject *callback) {
  (void)self;
  if (callback != Py_None && callback != Py_False) {
    PyErr_SetString(PyExc_RuntimeError, NO_FRAME_EVAL);
    return NULL;
  }
  PyObject *old = current_callback;
  current_callback = Py_NewRef(callback);
  return old;  /* the module's reference passes to the caller */
}

static PyObject *get_eval_frame_callback(PyObject *self, PyObject *unused) {
  (void)self; (void)unused;
  return Py_NewRef(current_callback);
}

static PyObject *set_skip_guard_eval_unsafe(PyObject *self, PyObject *value) {
  (void)self;
  int flag = PyObject_IsTrue(value);
  if (flag < 0) return NULL;
  PyObject *old = PyBool_FromLong(skip_guard_eval_unsafe);
  skip_guard_eval_unsafe = flag;
  return old;
}

static PyObject *set_guard_error_hook(PyObject *self, PyObject *hook) {
  (void)self;
  Py_XSETREF(guard_error_hook, hook == Py_None ? NULL : Py_NewRef(hook));
  Py_RETURN_NONE;
}

/* code objects never get dynamo state here, so there is nothing to reset or mark */
static PyObject *reset_code(PyObject *self, PyObject *code) {
  (void)self; (void)code;
  Py_RETURN_NONE;
}
static PyObject *skip_code(PyObject *self, PyObject *code) {
  (void)self; (void)code;
  Py_RETURN_NONE;
}

static PyObject *unavailable(PyObject *self, PyObject *args) {
  (void)self; (void)args;
  PyErr_SetString(PyExc_RuntimeError, NO_FRAME_EVAL);
  return NULL;
}

static PyMethodDef eval_frame_methods[] = {
    {"set_eval_frame", set_eval_frame, METH_O, NULL},
    {"set_skip_guard_eval_unsafe", set_skip_guard_eval_unsafe, METH_O, NULL},
    {"get_eval_frame_callback", get_eval_frame_callback, METH_NOARGS, NULL},
    {"reset_code", reset_code, METH_O, NULL},
    {"unsupported", unavailable, METH_VARARGS, NULL},
    {"skip_code", skip_code, METH_O, NULL},
    {"set_guard_error_hook", set_guard_error_hook, METH_O, NULL},
    {"raise_sigtrap", unavailable, METH_NOARGS, NULL},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef eval_frame_module = {
    PyModuleDef_HEAD_INIT, "torch._C._dynamo.eval_frame",
    "dynamo's frame-evaluation hooks (unavailable in BryTorch; see set_eval_frame)", -1,
    eval_frame_methods};

/* the type dynamo's Python code names; no instance is ever made here */
static PyTypeObject interpreter_frame_type = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "torch._C._dynamo.eval_frame._PyInterpreterFrame",
    .tp_basicsize = sizeof(PyObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
};

/* module object (new ref) or NULL; called once by dynamo/init.cpp */
PyObject *torch_c_dynamo_eval_frame_init(void) {
  if (!current_callback) current_callback = Py_NewRef(Py_None);
  PyObject *module = PyModule_Create(&eval_frame_module);
  if (!module) return NULL;
  if (PyType_Ready(&interpreter_frame_type) < 0 ||
      PyModule_AddObjectRef(module, "_PyInterpreterFrame", (PyObject *)&interpreter_frame_type) < 0 ||
      PyModule_Add(module, "skip_code_recursive_flag", PyObject_New(PyObject, &PyBaseObject_Type)) < 0 ||
      PyModule_Add(module, "cache_limit_hit_flag", PyObject_New(PyObject, &PyBaseObject_Type)) < 0) {
    Py_DECREF(module);
    return NULL;
  }
  return module;
}
