/* The error indicator (one per interpreter: Brython is single-threaded) and CPython's
 * exception API over it. The indicator holds one normalized exception instance, as in 3.12. */
#include <errno.h>
#include "bt_internal.h"

static PyObject *current_exc;  /* owned; NULL when no error is set */

#define EXC(name) PyObject *PyExc_##name;
#define BT_EXCEPTIONS(X) X(BaseException) X(Exception) X(BaseExceptionGroup) X(ExceptionGroup) \
  X(ArithmeticError) X(AssertionError) X(AttributeError) X(BufferError) X(EOFError) \
  X(FloatingPointError) X(GeneratorExit) X(ImportError) X(ModuleNotFoundError) X(IndexError) \
  X(KeyError) X(KeyboardInterrupt) X(LookupError) X(MemoryError) X(NameError) \
  X(NotImplementedError) X(OSError) X(OverflowError) X(RecursionError) X(ReferenceError) \
  X(RuntimeError) X(StopAsyncIteration) X(StopIteration) X(SyntaxError) X(IndentationError) \
  X(TabError) X(SystemError) X(SystemExit) X(TypeError) X(UnboundLocalError) X(UnicodeError) \
  X(UnicodeDecodeError) X(UnicodeEncodeError) X(UnicodeTranslateError) X(ValueError) \
  X(ZeroDivisionError) X(BlockingIOError) X(BrokenPipeError) X(ChildProcessError) \
  X(ConnectionError) X(ConnectionAbortedError) X(ConnectionRefusedError) \
  X(ConnectionResetError) X(FileExistsError) X(FileNotFoundError) X(InterruptedError) \
  X(IsADirectoryError) X(NotADirectoryError) X(PermissionError) X(ProcessLookupError) \
  X(TimeoutError) X(Warning) X(BytesWarning) X(DeprecationWarning) X(EncodingWarning) \
  X(FutureWarning) X(ImportWarning) X(PendingDeprecationWarning) X(ResourceWarning) \
  X(RuntimeWarning) X(SyntaxWarning) X(UnicodeWarning) X(UserWarning)
BT_EXCEPTIONS(EXC)
PyObject *PyExc_EnvironmentError, *PyExc_IOError;

/* Binds the PyExc_* globals to Brython's classes (their immortal type mirrors). */
void _Bt_Errors_Init(void) {
#define BIND(name) PyExc_##name = bt_js_builtin(#name);
  BT_EXCEPTIONS(BIND)
#undef BIND
  PyExc_EnvironmentError = PyExc_IOError = PyExc_OSError;
}

PyObject *_Bt_Err_Take(void) {  /* new ref (the indicator's), or NULL */
  PyObject *exc = current_exc;
  current_exc = NULL;
  return exc;
}
void _Bt_Err_SetRaised(PyObject *exc) {  /* steals exc */
  Py_XSETREF(current_exc, exc);
}
BT_EXPORT PyObject *bt_err_take(void) { return _Bt_Err_Take(); }
BT_EXPORT void bt_err_set_raised(PyObject *exc) { _Bt_Err_SetRaised(exc); }

PyObject *PyErr_Occurred(void) {  /* borrowed: the type of the current exception */
  return current_exc ? (PyObject *)Py_TYPE(current_exc) : NULL;
}
void PyErr_Clear(void) { Py_CLEAR(current_exc); }
PyObject *PyErr_GetRaisedException(void) { return _Bt_Err_Take(); }  /* new ref */
void PyErr_SetRaisedException(PyObject *exc) { _Bt_Err_SetRaised(exc); }  /* steals */

/* An exception instance of `type` built from `value` (None, an instance, a tuple of args or
 * one arg). New ref, or NULL with the error that creating it raised. */
static PyObject *make_instance(PyObject *type, PyObject *value) {
  if (value && value != Py_None && PyObject_IsInstance(value, type) == 1) return Py_NewRef(value);
  PyObject *args;
  if (!value || value == Py_None) args = PyTuple_New(0);
  else if (PyTuple_Check(value)) args = Py_NewRef(value);
  else args = PyTuple_Pack(1, value);
  if (!args) return NULL;
  PyObject *exc = PyObject_Call(type, args, NULL);
  Py_DECREF(args);
  if (exc && !PyExceptionInstance_Check(exc)) {
    PyErr_Format(PyExc_TypeError, "calling %R should have returned an instance of BaseException, not %s",
                 type, Py_TYPE(exc)->tp_name);
    Py_CLEAR(exc);
  }
  return exc;
}

void PyErr_SetObject(PyObject *type, PyObject *value) {
  if (!type || !PyExceptionClass_Check(type)) {
    PyErr_Format(PyExc_SystemError, "_PyErr_SetObject: exception %R is not a BaseException subclass", type ? type : Py_None);
    return;
  }
  /* The current exception becomes the new one's __context__ as in CPython. */
  PyObject *context = _Bt_Err_Take();
  PyObject *exc = make_instance(type, value);
  if (!exc) { Py_XDECREF(context); return; }  /* creating it failed: that error stands */
  if (context && context != exc) PyException_SetContext(exc, context);
  else Py_XDECREF(context);
  _Bt_Err_SetRaised(exc);
}
void PyErr_SetNone(PyObject *type) { PyErr_SetObject(type, NULL); }
void PyErr_SetString(PyObject *type, const char *message) {
  PyObject *msg = PyUnicode_FromString(message);
  if (!msg) return;
  PyErr_SetObject(type, msg);
  Py_DECREF(msg);
}
PyObject *PyErr_FormatV(PyObject *type, const char *format, va_list ap) {
  PyObject *msg = PyUnicode_FromFormatV(format, ap);
  if (msg) {
    PyErr_SetObject(type, msg);
    Py_DECREF(msg);
  }
  return NULL;
}
PyObject *PyErr_Format(PyObject *type, const char *format, ...) {
  va_list ap;
  va_start(ap, format);
  PyErr_FormatV(type, format, ap);
  va_end(ap);
  return NULL;
}
PyObject *PyErr_NoMemory(void) {
  PyErr_SetNone(PyExc_MemoryError);
  return NULL;
}
int PyErr_BadArgument(void) {
  PyErr_SetString(PyExc_TypeError, "bad argument type for built-in operation");
  return 0;
}
void _PyErr_BadInternalCall(const char *filename, int lineno) {
  PyErr_Format(PyExc_SystemError, "%s:%d: bad argument to internal function", filename, lineno);
}
#undef PyErr_BadInternalCall
void PyErr_BadInternalCall(void) { PyErr_SetString(PyExc_SystemError, "bad argument to internal function"); }

PyObject *PyErr_SetFromErrno(PyObject *type) {
  int err = errno;
  PyObject *args = Py_BuildValue("(is)", err, strerror(err));
  if (args) { PyErr_SetObject(type, args); Py_DECREF(args); }
  return NULL;
}
PyObject *PyErr_SetFromErrnoWithFilename(PyObject *type, const char *filename) {
  int err = errno;
  PyObject *args = filename ? Py_BuildValue("(iss)", err, strerror(err), filename) : Py_BuildValue("(is)", err, strerror(err));
  if (args) { PyErr_SetObject(type, args); Py_DECREF(args); }
  return NULL;
}
PyObject *PyErr_SetFromErrnoWithFilenameObject(PyObject *type, PyObject *filename) {
  int err = errno;
  PyObject *args = filename ? Py_BuildValue("(isO)", err, strerror(err), filename) : Py_BuildValue("(is)", err, strerror(err));
  if (args) { PyErr_SetObject(type, args); Py_DECREF(args); }
  return NULL;
}

void PyErr_Fetch(PyObject **ptype, PyObject **pvalue, PyObject **ptraceback) {
  PyObject *exc = _Bt_Err_Take();
  *ptype = exc ? Py_NewRef((PyObject *)Py_TYPE(exc)) : NULL;
  *pvalue = exc;
  *ptraceback = exc ? PyException_GetTraceback(exc) : NULL;
}
void PyErr_Restore(PyObject *type, PyObject *value, PyObject *traceback) {
  if (!type) {
    Py_XDECREF(value);
    Py_XDECREF(traceback);
    PyErr_Clear();
    return;
  }
  PyObject *exc = value && PyExceptionInstance_Check(value) ? Py_NewRef(value) : make_instance(type, value);
  Py_DECREF(type);
  Py_XDECREF(value);
  if (exc && traceback) PyException_SetTraceback(exc, traceback);
  Py_XDECREF(traceback);
  if (exc) _Bt_Err_SetRaised(exc);
}
void PyErr_NormalizeException(PyObject **ptype, PyObject **pvalue, PyObject **ptb) {
  if (!*ptype) return;
  if (*pvalue && PyExceptionInstance_Check(*pvalue)) return;
  PyObject *exc = make_instance(*ptype, *pvalue);
  if (!exc) {
    /* Report the error from creating the instance instead, as CPython does. */
    Py_CLEAR(*ptype); Py_CLEAR(*pvalue);
    PyErr_Fetch(ptype, pvalue, ptb);
    return;
  }
  Py_XSETREF(*pvalue, exc);
}
void PyErr_GetExcInfo(PyObject **ptype, PyObject **pvalue, PyObject **ptb) {
  PyObject *sys = PyImport_ImportModule("sys");
  PyObject *info = sys ? PyObject_CallMethod(sys, "exc_info", NULL) : NULL;
  Py_XDECREF(sys);
  *ptype = *pvalue = *ptb = NULL;
  if (!info) { PyErr_Clear(); return; }
  PyObject *t = PyTuple_GET_ITEM(info, 0), *v = PyTuple_GET_ITEM(info, 1), *tb = PyTuple_GET_ITEM(info, 2);
  if (t != Py_None) { *ptype = Py_NewRef(t); *pvalue = Py_NewRef(v); *ptb = tb != Py_None ? Py_NewRef(tb) : NULL; }
  Py_DECREF(info);
}
void PyErr_SetExcInfo(PyObject *type, PyObject *value, PyObject *tb) {
  /* Brython's handled-exception state is its frame stack's; nothing to set from C. */
  Py_XDECREF(type); Py_XDECREF(value); Py_XDECREF(tb);
}
void PyErr_SetHandledException(PyObject *exc) {
  (void)exc;   /* as PyErr_SetExcInfo: Brython keeps the handled exception in its frames */
}
/* Tracebacks are not handed to C (bridge/README.md): a frame C adds has nowhere to go. */
int PyTraceBack_Here(PyFrameObject *frame) {
  (void)frame;
  return 0;
}
PyObject *PyErr_GetHandledException(void) {
  PyObject *t, *v, *tb;
  PyErr_GetExcInfo(&t, &v, &tb);
  Py_XDECREF(t); Py_XDECREF(tb);
  return v;
}

int PyErr_GivenExceptionMatches(PyObject *given, PyObject *exc) {
  if (!given || !exc) return 0;
  if (PyTuple_Check(exc)) {
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(exc); i++)
      if (PyErr_GivenExceptionMatches(given, PyTuple_GET_ITEM(exc, i))) return 1;
    return 0;
  }
  if (PyExceptionInstance_Check(given)) given = (PyObject *)Py_TYPE(given);
  if (given == exc) return 1;
  if (PyExceptionClass_Check(given) && PyExceptionClass_Check(exc)) {
    int r = bt_js_issubclass(given, exc);
    if (r < 0) { PyErr_Clear(); return 0; }
    return r;
  }
  return 0;
}
int PyErr_ExceptionMatches(PyObject *exc) { return PyErr_GivenExceptionMatches(PyErr_Occurred(), exc); }

/* Exception attributes (our exceptions are Brython objects: through the attribute API). */
static PyObject *exc_get(PyObject *exc, const char *name) {  /* new ref or NULL (no error) */
  PyObject *saved = _Bt_Err_Take();
  PyObject *v = PyObject_GetAttrString(exc, name);
  if (!v || v == Py_None) { Py_XDECREF(v); v = NULL; PyErr_Clear(); }
  _Bt_Err_SetRaised(saved);
  return v;
}
static void exc_set(PyObject *exc, const char *name, PyObject *value) {  /* steals value */
  PyObject *saved = _Bt_Err_Take();
  if (PyObject_SetAttrString(exc, name, value ? value : Py_None) < 0) PyErr_Clear();
  Py_XDECREF(value);
  _Bt_Err_SetRaised(saved);
}
/* Traceback objects stay on the Brython side (the exception keeps its __traceback__; C code
 * never walks one): NULL, as for an exception that was never raised. */
PyObject *PyException_GetTraceback(PyObject *exc) { (void)exc; return NULL; }
int PyException_SetTraceback(PyObject *exc, PyObject *tb) {
  exc_set(exc, "__traceback__", Py_XNewRef(tb));
  return 0;
}
PyObject *PyException_GetCause(PyObject *exc) { return exc_get(exc, "__cause__"); }
void PyException_SetCause(PyObject *exc, PyObject *cause) { exc_set(exc, "__cause__", cause); }
PyObject *PyException_GetContext(PyObject *exc) { return exc_get(exc, "__context__"); }
void PyException_SetContext(PyObject *exc, PyObject *ctx) { exc_set(exc, "__context__", ctx); }
PyObject *PyException_GetArgs(PyObject *exc) { return exc_get(exc, "args"); }
void PyException_SetArgs(PyObject *exc, PyObject *args) { exc_set(exc, "args", Py_XNewRef(args)); }

PyObject *PyErr_NewExceptionWithDoc(const char *name, const char *doc, PyObject *base, PyObject *dict) {
  const char *dot = strrchr(name, '.');
  if (!dot) {
    PyErr_SetString(PyExc_SystemError, "PyErr_NewException: name must be module.class");
    return NULL;
  }
  PyObject *mydict = dict ? Py_NewRef(dict) : PyDict_New();
  PyObject *bases = !base ? PyTuple_Pack(1, PyExc_Exception) : PyTuple_Check(base) ? Py_NewRef(base) : PyTuple_Pack(1, base);
  PyObject *modname = PyUnicode_FromStringAndSize(name, dot - name);
  PyObject *result = NULL;
  if (mydict && bases && modname && PyDict_SetItemString(mydict, "__module__", modname) == 0 &&
      (!doc || PyDict_SetItemString(mydict, "__doc__", PyUnicode_FromString(doc)) == 0)) {
    PyObject *type = bt_js_builtin("type");
    if (type) {
      result = PyObject_CallFunction(type, "sOO", dot + 1, bases, mydict);
      Py_DECREF(type);
    }
  }
  Py_XDECREF(mydict); Py_XDECREF(bases); Py_XDECREF(modname);
  return result;
}
PyObject *PyErr_NewException(const char *name, PyObject *base, PyObject *dict) {
  return PyErr_NewExceptionWithDoc(name, NULL, base, dict);
}

int PyErr_WarnEx(PyObject *category, const char *message, Py_ssize_t stacklevel) {
  PyObject *warnings = PyImport_ImportModule("warnings");
  if (!warnings) return -1;
  PyObject *r = PyObject_CallMethod(warnings, "warn", "sOn", message, category ? category : PyExc_RuntimeWarning, stacklevel);
  Py_DECREF(warnings);
  if (!r) return -1;
  Py_DECREF(r);
  return 0;
}
int PyErr_WarnFormat(PyObject *category, Py_ssize_t stacklevel, const char *format, ...) {
  va_list ap;
  va_start(ap, format);
  PyObject *msg = PyUnicode_FromFormatV(format, ap);
  va_end(ap);
  if (!msg) return -1;
  int r = PyErr_WarnEx(category, PyUnicode_AsUTF8(msg), stacklevel);
  Py_DECREF(msg);
  return r;
}
int PyErr_ResourceWarning(PyObject *source, Py_ssize_t stacklevel, const char *format, ...) {
  (void)source;
  va_list ap;
  va_start(ap, format);
  PyObject *msg = PyUnicode_FromFormatV(format, ap);
  va_end(ap);
  if (!msg) return -1;
  int r = PyErr_WarnEx(PyExc_ResourceWarning, PyUnicode_AsUTF8(msg), stacklevel);
  Py_DECREF(msg);
  return r;
}
/* The warning is attributed to filename:lineno, not to a Python frame: warnings.warn_explicit,
 * which derives the module from the file name when module is NULL, as CPython's C function
 * does (TorchScript reports a scripted function's warnings at their source line this way). */
int PyErr_WarnExplicit(PyObject *category, const char *message, const char *filename, int lineno,
                       const char *module, PyObject *registry) {
  PyObject *warnings = PyImport_ImportModule("warnings");
  if (!warnings) return -1;
  PyObject *r = PyObject_CallMethod(warnings, "warn_explicit", "sOsizO", message,
                                    category ? category : PyExc_RuntimeWarning,
                                    filename ? filename : "<unknown>", lineno, module,
                                    registry ? registry : Py_None);
  Py_DECREF(warnings);
  if (!r) return -1;
  Py_DECREF(r);
  return 0;
}

/* Printing (tracebacks through Brython's traceback module). */
void PyErr_Display(PyObject *unused, PyObject *value, PyObject *tb) {
  (void)unused; (void)tb;
  PyObject *traceback = PyImport_ImportModule("traceback");
  PyObject *r = traceback ? PyObject_CallMethod(traceback, "print_exception", "(O)", value) : NULL;
  if (!r) {   /* the traceback module failed on it: say at least what it was */
    PyErr_Clear();
    PyObject *text = value ? PyObject_Repr(value) : NULL;
    const char *utf8 = text ? PyUnicode_AsUTF8(text) : NULL;
    if (!utf8) PyErr_Clear();
    bt_js_write(2, "(error while printing an exception) ");
    bt_js_write(2, utf8 ? utf8 : "(unprintable)");
    bt_js_write(2, "\n");
    Py_XDECREF(text);
  }
  Py_XDECREF(r);
  Py_XDECREF(traceback);
}
void PyErr_DisplayException(PyObject *exc) { PyErr_Display(NULL, exc, NULL); }
void PyErr_PrintEx(int set_sys_last_vars) {
  (void)set_sys_last_vars;
  PyObject *exc = _Bt_Err_Take();
  if (!exc) return;
  PyErr_Display(NULL, exc, NULL);
  Py_DECREF(exc);
}
void PyErr_Print(void) { PyErr_PrintEx(1); }
void PyErr_WriteUnraisable(PyObject *obj) {
  PyObject *exc = _Bt_Err_Take();
  if (!exc) return;
  bt_js_write(2, "Exception ignored in: ");
  PyObject *r = obj ? PyObject_Repr(obj) : NULL;
  bt_js_write(2, r ? PyUnicode_AsUTF8(r) : "<object>");
  bt_js_write(2, "\n");
  Py_XDECREF(r);
  PyErr_Clear();
  PyErr_Display(NULL, exc, NULL);
  Py_DECREF(exc);
}
int PyErr_CheckSignals(void) { return 0; }
void PyErr_SetInterrupt(void) {}
int PyErr_SetInterruptEx(int signum) { (void)signum; return 0; }

PyObject *PyUnicodeDecodeError_Create(const char *encoding, const char *object, Py_ssize_t length,
                                      Py_ssize_t start, Py_ssize_t end, const char *reason) {
  return PyObject_CallFunction(PyExc_UnicodeDecodeError, "sy#nns", encoding, object, length, start, end, reason);
}

_Noreturn void Py_FatalError(const char *message) {
  bt_js_fatal(message);
  abort();
}
