/* bt_basic: a test extension for the bridge tier, written the way CPython extensions are
 * (static PyTypeObject with a positional initializer, PyArg_ParseTuple, Py_BuildValue...).
 * bridge/tests/test_basic.py exercises every function from Brython. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <datetime.h>
#include <structmember.h>
#include <pwd.h>
#include <stdlib.h>
#include <malloc.h>
#include <emscripten/heap.h>
#include <string.h>
#include <unistd.h>

static PyObject *ErrorObject;
static long dealloc_count;
static PyTypeObject VecType;

/* ---- functions ---- */
static PyObject *add(PyObject *self, PyObject *args) {
  long a, b;
  if (!PyArg_ParseTuple(args, "ll:add", &a, &b)) return NULL;
  return PyLong_FromLong(a + b);
}
static PyObject *describe(PyObject *self, PyObject *args, PyObject *kwargs) {
  static char *kwlist[] = {"name", "count", "scale", "flag", NULL};
  const char *name;
  int count = 1, flag = 0;
  double scale = 1.0;
  if (!PyArg_ParseTupleAndKeywords(args, kwargs, "s|idp:describe", kwlist, &name, &count, &scale, &flag))
    return NULL;
  return Py_BuildValue("{s:s,s:i,s:d,s:O}", "name", name, "count", count, "scale", scale, "flag", flag ? Py_True : Py_False);
}
/* The engine's run_backward shape (torch/csrc/autograd/python_engine.cpp): "OObb|Obb", then
 * PyTuple_CheckExact on each object argument. Returns the three checks. */
static PyObject *tuple_args(PyObject *self, PyObject *args, PyObject *kwargs) {
  static char *kwlist[] = {"a", "b", "k", "c", "inputs", "u", "g", NULL};
  PyObject *a, *b, *inputs = NULL;
  unsigned char k, c, u = 0, g = 0;
  if (!PyArg_ParseTupleAndKeywords(args, kwargs, "OObb|Obb", kwlist, &a, &b, &k, &c, &inputs, &u, &g)) return NULL;
  return Py_BuildValue("(OOO)", PyTuple_CheckExact(a) ? Py_True : Py_False, PyTuple_CheckExact(b) ? Py_True : Py_False,
                       inputs && PyTuple_CheckExact(inputs) ? Py_True : Py_False);
}
static PyObject *noargs(PyObject *self, PyObject *unused) { return PyUnicode_FromString("no args"); }
static PyObject *identity(PyObject *self, PyObject *o) { return Py_NewRef(o); }
static PyObject *fast_sum(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
  double total = 0;
  for (Py_ssize_t i = 0; i < nargs; i++) {
    double v = PyFloat_AsDouble(args[i]);
    if (v == -1.0 && PyErr_Occurred()) return NULL;
    total += v;
  }
  return PyFloat_FromDouble(total);
}
static PyObject *fast_kw(PyObject *self, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames) {
  Py_ssize_t nkw = kwnames ? PyTuple_GET_SIZE(kwnames) : 0;
  PyObject *names = PyList_New(0);
  for (Py_ssize_t i = 0; i < nkw; i++) PyList_Append(names, PyTuple_GET_ITEM(kwnames, i));
  return Py_BuildValue("(nN)", nargs, names);
}
static PyObject *build(PyObject *self, PyObject *unused) {
  return Py_BuildValue("(iKs#y#[ii]{s:O}dN)", -7, (unsigned long long)1 << 40, "abc", (Py_ssize_t)2, "xyz", (Py_ssize_t)3,
                       1, 2, "none", Py_None, 2.5, PyLong_FromLong(99));
}
static PyObject *raise_value_error(PyObject *self, PyObject *args) {
  const char *msg;
  if (!PyArg_ParseTuple(args, "s", &msg)) return NULL;
  PyErr_Format(PyExc_ValueError, "bad value: %s (%d)", msg, 42);
  return NULL;
}
static PyObject *raise_custom(PyObject *self, PyObject *unused) {
  PyErr_SetString(ErrorObject, "custom failure");
  return NULL;
}
static PyObject *return_null_without_error(PyObject *self, PyObject *unused) { return NULL; }
/* Calls a Python callable with (x, y) and returns its result + 1; propagates its errors. */
static PyObject *call_back(PyObject *self, PyObject *args) {
  PyObject *fn, *x, *y;
  if (!PyArg_ParseTuple(args, "OOO", &fn, &x, &y)) return NULL;
  if (!PyCallable_Check(fn)) { PyErr_SetString(PyExc_TypeError, "fn must be callable"); return NULL; }
  PyObject *r = PyObject_CallFunctionObjArgs(fn, x, y, NULL);
  if (!r) return NULL;
  PyObject *one = PyLong_FromLong(1);
  PyObject *s = PyNumber_Add(r, one);
  Py_DECREF(r);
  Py_DECREF(one);
  return s;
}
/* Catches an exception raised by a callback and reports its type name and message. */
static PyObject *catch_callback(PyObject *self, PyObject *fn) {
  PyObject *r = PyObject_CallNoArgs(fn);
  if (r) return r;
  if (!PyErr_ExceptionMatches(PyExc_KeyError)) return NULL;
  PyObject *exc = PyErr_GetRaisedException();
  PyObject *msg = PyObject_Str(exc);
  PyObject *out = Py_BuildValue("(sN)", Py_TYPE(exc)->tp_name, msg);
  Py_DECREF(exc);
  return out;
}
/* Walks a list and dict: sum of list ints, sorted dict keys joined, tuple of (k, v) count. */
static PyObject *containers(PyObject *self, PyObject *args) {
  PyObject *list, *dict;
  if (!PyArg_ParseTuple(args, "O!O!", &PyList_Type, &list, &PyDict_Type, &dict)) return NULL;
  long total = 0;
  for (Py_ssize_t i = 0; i < PyList_GET_SIZE(list); i++) {
    long v = PyLong_AsLong(PyList_GET_ITEM(list, i));
    if (v == -1 && PyErr_Occurred()) return NULL;
    total += v;
  }
  PyObject *keys = PyList_New(0);
  Py_ssize_t pos = 0;
  PyObject *k, *v;
  while (PyDict_Next(dict, &pos, &k, &v)) PyList_Append(keys, k);
  PyList_Sort(keys);
  PyObject *sep = PyUnicode_FromString(",");
  PyObject *joined = PyUnicode_Join(sep, keys);
  Py_DECREF(sep);
  Py_DECREF(keys);
  PyObject *t = PyLong_FromLong(total);
  PyList_Append(list, t);  /* Append does not steal */
  Py_DECREF(t);
  PyObject *item = PyDict_GetItemString(dict, "a");
  return Py_BuildValue("(lNO)", total, joined, item ? item : Py_None);
}
/* The borrowed values of PyDict_Next all stay valid while the dict lives, even when one
   object is the value of several keys (torch's argument parser reads its kwargs so). */
static PyObject *dict_borrowed_values(PyObject *self, PyObject *dict) {
  PyObject *values[8];
  Py_ssize_t pos = 0, n = 0;
  PyObject *k, *v;
  while (n < 8 && PyDict_Next(dict, &pos, &k, &v)) values[n++] = v;
  PyObject *churn = PyList_New(0);   /* allocations that would reuse a freed object's memory */
  for (int i = 0; i < 64; i++) {
    PyObject *f = PyFloat_FromDouble(-1.0 - i);
    PyList_Append(churn, f);
    Py_DECREF(f);
  }
  PyObject *out = PyTuple_New(n);
  for (Py_ssize_t i = 0; i < n; i++) {
    if (!PyFloat_Check(values[i])) { Py_DECREF(out); Py_DECREF(churn); PyErr_SetString(PyExc_TypeError, "not a float"); return NULL; }
    PyTuple_SET_ITEM(out, i, PyFloat_FromDouble(PyFloat_AS_DOUBLE(values[i])));
  }
  Py_DECREF(churn);
  return out;
}
static PyObject *make_list(PyObject *self, PyObject *arg) {
  Py_ssize_t n = PyLong_AsSsize_t(arg);
  if (n < 0 && PyErr_Occurred()) return NULL;
  PyObject *l = PyList_New(n);
  for (Py_ssize_t i = 0; i < n; i++) PyList_SET_ITEM(l, i, PyLong_FromSsize_t(i * i));
  return l;
}
static PyObject *unicode_info(PyObject *self, PyObject *s) {
  if (!PyUnicode_Check(s)) { PyErr_SetString(PyExc_TypeError, "str expected"); return NULL; }
  Py_ssize_t n;
  const char *utf8 = PyUnicode_AsUTF8AndSize(s, &n);
  if (!utf8) return NULL;
  int kind = PyUnicode_KIND(s);
  Py_UCS4 last = PyUnicode_GET_LENGTH(s) ? PyUnicode_READ_CHAR(s, PyUnicode_GET_LENGTH(s) - 1) : 0;
  return Py_BuildValue("(nnik)", PyUnicode_GET_LENGTH(s), n, kind, (unsigned long)last);
}
static PyObject *big_ints(PyObject *self, PyObject *arg) {
  int overflow;
  long long v = PyLong_AsLongLongAndOverflow(arg, &overflow);
  if (v == -1 && PyErr_Occurred()) return NULL;
  PyObject *doubled = PyNumber_Multiply(arg, arg);
  return Py_BuildValue("(LiN)", v, overflow, doubled);
}
static PyObject *get_attr(PyObject *self, PyObject *args) {
  PyObject *o;
  const char *name;
  if (!PyArg_ParseTuple(args, "Os", &o, &name)) return NULL;
  return PyObject_GetAttrString(o, name);
}
static PyObject *live_count(PyObject *self, PyObject *unused) { return PyLong_FromLong(dealloc_count); }
/* Makes and drops n Vec objects entirely in C (through the type call), for lifetime tests. */
static PyObject *churn(PyObject *self, PyObject *arg) {
  long n = PyLong_AsLong(arg);
  if (n == -1 && PyErr_Occurred()) return NULL;
  for (long i = 0; i < n; i++) {
    PyObject *v = PyObject_CallFunction((PyObject *)&VecType, "dd", (double)i, 1.0);
    if (!v) return NULL;
    Py_DECREF(v);
  }
  Py_RETURN_NONE;
}
/* C's own temporaries: mallocs, touches and frees `times` blocks of `nbytes` (the allocation
 * meter must not count them as growth, bridge/src/alloc_meter.c); half of them through
 * realloc and calloc. */
static PyObject *scratch(PyObject *self, PyObject *args) {
  Py_ssize_t nbytes, times;
  if (!PyArg_ParseTuple(args, "nn", &nbytes, &times)) return NULL;
  for (Py_ssize_t i = 0; i < times; i++) {
    char *p = (i % 2) ? calloc(1, nbytes / 2) : malloc(nbytes);
    if (p && (i % 2)) {
      char *grown = realloc(p, nbytes);
      if (!grown) free(p);
      p = grown;
    }
    if (!p) return PyErr_NoMemory();
    memset(p, (int)i, (size_t)nbytes);
    free(p);
  }
  Py_RETURN_NONE;
}
/* Returns a new list holding obj n times (PyList_SetItem steals each new reference). */
static PyObject *repeat_list(PyObject *self, PyObject *args) {
  PyObject *obj;
  Py_ssize_t n;
  if (!PyArg_ParseTuple(args, "On", &obj, &n)) return NULL;
  PyObject *l = PyList_New(n);
  if (!l) return NULL;
  for (Py_ssize_t i = 0; i < n; i++)
    if (PyList_SetItem(l, i, Py_NewRef(obj)) < 0) { Py_DECREF(l); return NULL; }
  return l;
}
/* Same object in -> same pointer while alive (identity), via PyLong_FromVoidPtr. */
static PyObject *address_of(PyObject *self, PyObject *o) { return PyLong_FromVoidPtr(o); }
static PyObject *refcount_of(PyObject *self, PyObject *o) { return PyLong_FromSsize_t(Py_REFCNT(o)); }
/* Iterates any iterable with PyObject_GetIter/PyIter_Next, summing the items. */
static PyObject *iter_sum(PyObject *self, PyObject *o) {
  PyObject *it = PyObject_GetIter(o);
  if (!it) return NULL;
  PyObject *total = PyLong_FromLong(0), *item;
  while ((item = PyIter_Next(it))) {
    Py_SETREF(total, PyNumber_Add(total, item));
    Py_DECREF(item);
    if (!total) break;
  }
  Py_DECREF(it);
  if (PyErr_Occurred()) { Py_XDECREF(total); return NULL; }
  return total;
}
/* torch's _add_docstr, reduced: sets the docstring of a C function, method or attribute by
 * writing its C definition (each docstring set once). */
static PyObject *add_docstr(PyObject *self, PyObject *args) {
  PyObject *obj;
  const char *doc;
  if (!PyArg_ParseTuple(args, "Os", &obj, &doc)) return NULL;
  char *copy = strdup(doc);  /* lives as long as the definition (the whole run) */
  if (Py_TYPE(obj) == &PyCFunction_Type) {
    PyCFunctionObject *f = (PyCFunctionObject *)obj;
    if (f->m_ml->ml_doc) return PyErr_Format(PyExc_RuntimeError, "function '%s' already has a docstring", f->m_ml->ml_name);
    f->m_ml->ml_doc = copy;
  } else if (strcmp(Py_TYPE(obj)->tp_name, "method_descriptor") == 0) {
    PyMethodDescrObject *m = (PyMethodDescrObject *)obj;
    if (m->d_method->ml_doc) return PyErr_Format(PyExc_RuntimeError, "method '%s' already has a docstring", m->d_method->ml_name);
    m->d_method->ml_doc = copy;
  } else if (strcmp(Py_TYPE(obj)->tp_name, "getset_descriptor") == 0) {
    PyGetSetDescrObject *g = (PyGetSetDescrObject *)obj;
    if (g->d_getset->doc) return PyErr_Format(PyExc_RuntimeError, "attribute '%s' already has a docstring", g->d_getset->name);
    g->d_getset->doc = copy;
  } else {
    free(copy);
    return PyErr_Format(PyExc_TypeError, "don't know how to add docstring to type '%s'", Py_TYPE(obj)->tp_name);
  }
  Py_RETURN_NONE;
}

/* C keeps one object alive across Python's garbage collections (lifetime tests). */
/* keep(o) -> i: C holds o in a C array (no Python container, whose proxy would keep o's
 * wrapper alive); kept(i) hands it back. */
static PyObject *kept_objects[8];
static int kept_n;
static PyObject *keep(PyObject *self, PyObject *o) {
  if (kept_n == 8) { PyErr_SetString(PyExc_IndexError, "keep: full"); return NULL; }
  kept_objects[kept_n] = Py_NewRef(o);
  return PyLong_FromLong(kept_n++);
}
static PyObject *kept(PyObject *self, PyObject *args) {
  int i = 0;
  if (!PyArg_ParseTuple(args, "|i:kept", &i)) return NULL;
  if (i < 0 || i >= kept_n) { PyErr_SetString(PyExc_IndexError, "kept: no such object"); return NULL; }
  return Py_NewRef(kept_objects[i]);
}
/* An item of a list or dict taken with a new reference, the reference dropped, the item used:
 * CPython allows it while the container holds the item (numpy's _vec_string broadcasts the
 * items of its list of arguments so). Allocations of the item's size in between would reuse
 * its memory if it had been freed. Returns repr(item). */
static PyObject *item_after_drop(PyObject *self, PyObject *args) {
  PyObject *container, *key;
  if (!PyArg_ParseTuple(args, "OO:item_after_drop", &container, &key)) return NULL;
  PyObject *item = PyObject_GetItem(container, key);
  if (!item) return NULL;
  Py_DECREF(item);
  PyObject *reuse[8] = {0};
  for (int i = 0; i < 8; i++) reuse[i] = PyBytes_FromString("junk");
  for (int i = 0; i < 8; i++) Py_XDECREF(reuse[i]);
  for (int i = 0; i < 8; i++) reuse[i] = PyUnicode_FromString("junk");
  PyObject *r = PyObject_Repr(item);
  for (int i = 0; i < 8; i++) Py_XDECREF(reuse[i]);
  return r;
}
/* C keeps a pointer it holds no reference to, as c10's PyHandleCache does: valid while
 * Python keeps the object alive (CPython's rule), then handed back as a new reference. */
static PyObject *borrowed_object;
static PyObject *remember_borrowed(PyObject *self, PyObject *o) { borrowed_object = o; Py_RETURN_NONE; }
static PyObject *recall_borrowed(PyObject *self, PyObject *unused) { return Py_NewRef(borrowed_object ? borrowed_object : Py_None); }
/* Attribute access through the type's slot, as torch's PyObject_FastGetAttrString does. */
static PyObject *slot_getattr(PyObject *self, PyObject *args) {
  PyObject *o, *name;
  if (!PyArg_ParseTuple(args, "OU", &o, &name)) return NULL;
  getattrofunc f = Py_TYPE(o)->tp_getattro;
  if (!f) return PyErr_Format(PyExc_SystemError, "%s has no tp_getattro", Py_TYPE(o)->tp_name);
  return f(o, name);
}
/* A capsule round trip. */
static int capsule_payload = 1234;
static PyObject *make_capsule(PyObject *self, PyObject *unused) { return PyCapsule_New(&capsule_payload, "bt_basic.payload", NULL); }
static PyObject *read_capsule(PyObject *self, PyObject *cap) {
  int *p = (int *)PyCapsule_GetPointer(cap, "bt_basic.payload");
  return p ? PyLong_FromLong(*p) : NULL;
}
/* Slicing through the abstract API and PySlice_GetIndicesEx. */
static PyObject *slice_info(PyObject *self, PyObject *args) {
  PyObject *slice;
  Py_ssize_t length, start, stop, step, n;
  if (!PyArg_ParseTuple(args, "O!n", &PySlice_Type, &slice, &length)) return NULL;
  if (PySlice_GetIndicesEx(slice, length, &start, &stop, &step, &n) < 0) return NULL;
  return Py_BuildValue("(nnnn)", start, stop, step, n);
}

/* Which slots the C type of `o` has, as C code probing them sees it:
 * (nb_bool, sq_length, mp_subscript, tp_iter, tp_call, nb_index). */
static PyObject *slot_presence(PyObject *self, PyObject *o) {
  PyTypeObject *t = Py_TYPE(o);
  return Py_BuildValue("(OOOOOO)", t->tp_as_number && t->tp_as_number->nb_bool ? Py_True : Py_False,
                       t->tp_as_sequence && t->tp_as_sequence->sq_length ? Py_True : Py_False,
                       t->tp_as_mapping && t->tp_as_mapping->mp_subscript ? Py_True : Py_False,
                       t->tp_iter ? Py_True : Py_False, t->tp_call ? Py_True : Py_False,
                       t->tp_as_number && t->tp_as_number->nb_index ? Py_True : Py_False);
}

/* compat312(d, key, text): the CPython 3.12 private names torch's pythoncapi_compat.h
 * builds on: a _PyUnicodeWriter text, _PyDict_Pop(d, key, None), a monotonic clock check. */
static PyObject *compat312(PyObject *self, PyObject *args) {
  PyObject *d, *key, *text;
  if (!PyArg_ParseTuple(args, "OOU", &d, &key, &text)) return NULL;
  _PyUnicodeWriter w;
  _PyUnicodeWriter_Init(&w);
  if (_PyUnicodeWriter_WriteChar(&w, 0x1F600) < 0 || _PyUnicodeWriter_WriteStr(&w, text) < 0 ||
      _PyUnicodeWriter_WriteSubstring(&w, text, 1, 3) < 0 ||
      _PyUnicodeWriter_WriteASCIIString(&w, "!", -1) < 0) {
    _PyUnicodeWriter_Dealloc(&w);
    return NULL;
  }
  PyObject *built = _PyUnicodeWriter_Finish(&w);
  PyObject *popped = built ? _PyDict_Pop(d, key, Py_None) : NULL;
  _PyTime_t t1 = 0, t2 = 0;
  if (_PyTime_GetMonotonicClockWithInfo(&t1, NULL) < 0 ||
      _PyTime_GetMonotonicClockWithInfo(&t2, NULL) < 0) { Py_XDECREF(built); Py_XDECREF(popped); return NULL; }
  return Py_BuildValue("(NNi)", built, popped, t1 > 0 && t2 >= t1);
}

/* datetime_parts(obj): what the datetime C API reads from a date/datetime/time/timedelta,
 * and a timedelta and a datetime it builds. */
static PyObject *datetime_parts(PyObject *self, PyObject *o) {
  if (!PyDateTimeAPI) PyDateTime_IMPORT;
  if (!PyDateTimeAPI) return NULL;
  PyObject *parts;
  if (PyDateTime_Check(o))
    parts = Py_BuildValue("(siiiiiii)", "datetime", PyDateTime_GET_YEAR(o), PyDateTime_GET_MONTH(o),
                          PyDateTime_GET_DAY(o), PyDateTime_DATE_GET_HOUR(o), PyDateTime_DATE_GET_MINUTE(o),
                          PyDateTime_DATE_GET_SECOND(o), PyDateTime_DATE_GET_MICROSECOND(o));
  else if (PyDate_Check(o))
    parts = Py_BuildValue("(siii)", "date", PyDateTime_GET_YEAR(o), PyDateTime_GET_MONTH(o), PyDateTime_GET_DAY(o));
  else if (PyTime_Check(o))
    parts = Py_BuildValue("(siiii)", "time", PyDateTime_TIME_GET_HOUR(o), PyDateTime_TIME_GET_MINUTE(o),
                          PyDateTime_TIME_GET_SECOND(o), PyDateTime_TIME_GET_MICROSECOND(o));
  else if (PyDelta_Check(o))
    parts = Py_BuildValue("(siii)", "timedelta", PyDateTime_DELTA_GET_DAYS(o),
                          PyDateTime_DELTA_GET_SECONDS(o), PyDateTime_DELTA_GET_MICROSECONDS(o));
  else
    parts = Py_BuildValue("(s)", "other");
  if (!parts) return NULL;
  return Py_BuildValue("(NNN)", parts, PyDelta_FromDSU(1, 2, 3),
                       PyDateTime_FromDateAndTime(2026, 11, 30, 13, 45, 7, 250));
}

/* caller_line(): the calling Python frame as a profiler sees it: (function name, line,
 * the line recovered from the frame's last-instruction address, the line of address -1). */
static PyObject *caller_line(PyObject *self, PyObject *unused) {
  PyFrameObject *f = PyThreadState_GetFrame(PyThreadState_Get());
  if (!f) Py_RETURN_NONE;
  PyCodeObject *co = PyFrame_GetCode(f);
  if (!co) { Py_DECREF(f); return NULL; }
  PyObject *r = Py_BuildValue("(Oiii)", co->co_name, PyFrame_GetLineNumber(f),
                              PyCode_Addr2Line(co, PyFrame_GetLasti(f)), PyCode_Addr2Line(co, -1));
  Py_DECREF(co);
  Py_DECREF(f);
  return r;
}

/* process_user(): what Emscripten's libc tells C about the process user: (getuid(), geteuid(),
 * getgid(), getegid(), getenv("USER"), getenv("LOGNAME"), getpwuid(0) found an entry). */
static PyObject *process_user(PyObject *self, PyObject *unused) {
  const char *user = getenv("USER"), *logname = getenv("LOGNAME");
  return Py_BuildValue("(iiiizzO)", (int)getuid(), (int)geteuid(), (int)getgid(), (int)getegid(),
                       user, logname, getpwuid(0) ? Py_True : Py_False);
}

/* c_getenv(name): what C's getenv() returns for name in this module (None when unset). */
static PyObject *c_getenv(PyObject *self, PyObject *args) {
  const char *name;
  if (!PyArg_ParseTuple(args, "s", &name)) return NULL;
  const char *value = getenv(name);
  return value ? PyUnicode_FromString(value) : Py_NewRef(Py_None);
}

/* tuple_arguments(sep, items, seq, value): C API calls whose one argument is a tuple, which
 * must arrive as one argument (not spread as a call's argument tuple): (PyUnicode_Join(sep,
 * items), PySequence_Count(seq, value), PySequence_Index(seq, value)). */
static PyObject *tuple_arguments(PyObject *self, PyObject *args) {
  PyObject *sep, *items, *seq, *value;
  if (!PyArg_ParseTuple(args, "OOOO", &sep, &items, &seq, &value)) return NULL;
  PyObject *joined = PyUnicode_Join(sep, items);
  if (!joined) return NULL;
  Py_ssize_t count = PySequence_Count(seq, value);
  Py_ssize_t index = count < 0 ? -1 : PySequence_Index(seq, value);
  if (index < 0) { Py_DECREF(joined); return NULL; }
  return Py_BuildValue("(Nnn)", joined, count, index);
}

/* dict_proxy(o): (Py_TYPE(o) == &PyDictProxy_Type, PyDictProxy_New(o) when o is a dict else
 * None): numpy accepts a mappingproxy where it takes a dict by that type check. */
static PyObject *dict_proxy(PyObject *self, PyObject *o) {
  PyObject *made = PyDict_Check(o) ? PyDictProxy_New(o) : Py_NewRef(Py_None);
  if (!made) return NULL;
  return Py_BuildValue("(ON)", Py_TYPE(o) == &PyDictProxy_Type ? Py_True : Py_False, made);
}

/* warn_explicit(message, filename, lineno): PyErr_WarnExplicit with a UserWarning. */
static PyObject *warn_explicit(PyObject *self, PyObject *args) {
  const char *message, *filename;
  int lineno;
  if (!PyArg_ParseTuple(args, "ssi", &message, &filename, &lineno)) return NULL;
  if (PyErr_WarnExplicit(PyExc_UserWarning, message, filename, lineno, NULL, NULL) < 0) return NULL;
  Py_RETURN_NONE;
}

/* type_dict(cls, name, value): writes name = value into cls's tp_dict (as torch does for its
 * tensor types) and returns what tp_dict then holds for "marker". */
static PyObject *type_dict(PyObject *self, PyObject *args) {
  PyTypeObject *cls;
  const char *name;
  PyObject *value;
  if (!PyArg_ParseTuple(args, "O!sO", &PyType_Type, &cls, &name, &value)) return NULL;
  if (!cls->tp_dict || PyDict_SetItemString(cls->tp_dict, name, value) < 0) return NULL;
  PyObject *marker = PyDict_GetItemString(cls->tp_dict, "marker");
  return Py_NewRef(marker ? marker : Py_None);
}

/* Size: a C subclass of tuple whose tp_new builds on PyTuple_Type.tp_new and then checks
 * the items are ints (what torch.Size does). */
static PyObject *Size_new(PyTypeObject *type, PyObject *args, PyObject *kwds) {
  PyObject *self = PyTuple_Type.tp_new(type, args, kwds);
  if (!self) return NULL;
  for (Py_ssize_t i = 0; i < PyTuple_Size(self); i++) {
    if (!PyLong_Check(PyTuple_GET_ITEM(self, i))) {
      Py_DECREF(self);
      PyErr_SetString(PyExc_TypeError, "Size items must be ints");
      return NULL;
    }
  }
  return self;
}
/* Indexing, `+`, `*` and `in` forward to tuple's own slots, read from PyTuple_Type at run
 * time, as torch.Size's do (torch/csrc/Size.cpp). */
static PyObject *Size_item(PyObject *o, Py_ssize_t i) { return PyTuple_Type.tp_as_sequence->sq_item(o, i); }
static PyObject *Size_concat(PyObject *a, PyObject *b) { return PyTuple_Type.tp_as_sequence->sq_concat(a, b); }
static PyObject *Size_repeat(PyObject *a, Py_ssize_t n) { return PyTuple_Type.tp_as_sequence->sq_repeat(a, n); }
static int Size_contains(PyObject *a, PyObject *v) { return PyTuple_Type.tp_as_sequence->sq_contains(a, v); }
static Py_ssize_t Size_length(PyObject *a) { return PyTuple_Type.tp_as_mapping->mp_length(a); }
static PyObject *Size_subscript(PyObject *o, PyObject *k) { return PyTuple_Type.tp_as_mapping->mp_subscript(o, k); }
static PySequenceMethods Size_as_sequence = { .sq_length = Size_length, .sq_concat = Size_concat,
  .sq_repeat = Size_repeat, .sq_item = Size_item, .sq_contains = Size_contains };
static PyMappingMethods Size_as_mapping = { .mp_length = Size_length, .mp_subscript = Size_subscript };
static PyTypeObject SizeType = {
  PyVarObject_HEAD_INIT(NULL, 0)
  .tp_name = "bt_basic.Size",
  .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
  .tp_new = Size_new,
  .tp_as_sequence = &Size_as_sequence,
  .tp_as_mapping = &Size_as_mapping,
};

/* Makes and drops n Size instances in C through the type's tp_alloc, as torch's THPSize_New
 * does (lifetime tests: their memory must go back to the allocator). */
static PyObject *churn_sizes(PyObject *self, PyObject *arg) {
  long n = PyLong_AsLong(arg);
  if (n == -1 && PyErr_Occurred()) return NULL;
  for (long i = 0; i < n; i++) {
    PyObject *s = SizeType.tp_alloc(&SizeType, 2);
    if (!s) return NULL;
    PyTuple_SET_ITEM(s, 0, PyLong_FromLong(i));
    PyTuple_SET_ITEM(s, 1, PyLong_FromLong(2));
    Py_DECREF(s);
  }
  Py_RETURN_NONE;
}

/* mro_names(cls): the names of cls->tp_mro's classes, read from C */
static PyObject *mro_names(PyObject *self, PyObject *cls) {
  if (!PyType_Check(cls)) { PyErr_SetString(PyExc_TypeError, "a class is required"); return NULL; }
  PyObject *mro = ((PyTypeObject *)cls)->tp_mro;
  if (!mro) return PyTuple_New(0);
  PyObject *names = PyList_New(0);
  for (Py_ssize_t i = 0; names && i < PyTuple_GET_SIZE(mro); i++) {
    PyObject *n = PyObject_GetAttrString(PyTuple_GET_ITEM(mro, i), "__name__");
    if (!n || PyList_Append(names, n) < 0) Py_CLEAR(names);
    Py_XDECREF(n);
  }
  return names;
}

/* exit_args(callable): what Cython passes to a `with` block's __exit__ when its body raised:
 * calls `callable`, fetches the error it raised and packs (type, value, traceback) with
 * PyTuple_Pack, as Cython's generated code does; and the traceback PyErr_GetExcInfo gives
 * inside an except block (None if none), read as C sees its struct (tb_next, tb_frame). */
static PyObject *exit_args(PyObject *self, PyObject *callable) {
  PyObject *r = PyObject_CallNoArgs(callable);
  if (r) { Py_DECREF(r); Py_RETURN_NONE; }
  PyObject *type, *value, *tb;
  PyErr_Fetch(&type, &value, &tb);
  PyErr_NormalizeException(&type, &value, &tb);
  PyObject *packed = PyTuple_Pack(3, type, value, tb);
  Py_XDECREF(type); Py_XDECREF(value); Py_XDECREF(tb);
  return packed;
}
static PyObject *handled_traceback_fields(PyObject *self, PyObject *unused) {
  PyObject *type, *value, *tb;
  PyErr_GetExcInfo(&type, &value, &tb);
  PyObject *r;
  if (!tb) r = Py_NewRef(Py_None);
  else {
    PyTracebackObject *t = (PyTracebackObject *)tb;
    r = Py_BuildValue("(iOii)", PyTraceBack_Check(tb), t->tb_next || t->tb_frame ? Py_True : Py_False,
                      t->tb_lasti, t->tb_lineno);
  }
  Py_XDECREF(type); Py_XDECREF(value); Py_XDECREF(tb);
  return r;
}

/* crowd_heap(block) / uncrowd_heap(): make the next allocation of more than `block` bytes grow
 * the wasm memory. Blocks of `block` bytes are taken until one of them grew the memory (by
 * then no free chunk that large is left: dlmalloc serves from free chunks before the top),
 * then what is left below the memory's end but 512 KB. Returns the heap size; uncrowd_heap gives it all back.
 * For test_values_stored_while_memory_grows (bridge/README.md, "Heap views"). */
#define CROWD_MAX 8192
static void *crowd[CROWD_MAX];
static int crowd_n;
static PyObject *uncrowd_heap(PyObject *self, PyObject *unused) {
  while (crowd_n) free(crowd[--crowd_n]);
  Py_RETURN_NONE;
}
static PyObject *crowd_heap(PyObject *self, PyObject *arg) {
  size_t block = PyLong_AsSize_t(arg);
  if (block == (size_t)-1 && PyErr_Occurred()) return NULL;
  size_t start = emscripten_get_heap_size();
  while (crowd_n < CROWD_MAX - 1 && emscripten_get_heap_size() == start) {
    void *p = malloc(block);
    if (!p) break;
    crowd[crowd_n++] = p;
  }
  /* Free at the top: the top chunk, and the memory past the break that sbrk can still hand
   * dlmalloc without growing. Leave 512 KB (sbrk rounds its requests up). */
  size_t top = mallinfo().keepcost + (emscripten_get_heap_size() - (size_t)sbrk(0));
  if (top > (512 << 10) && crowd_n < CROWD_MAX) {
    void *p = malloc(top - (512 << 10));
    if (p) crowd[crowd_n++] = p;
  }
  if (emscripten_get_heap_size() == start) { uncrowd_heap(self, NULL); return PyErr_NoMemory(); }
  return PyLong_FromSize_t(emscripten_get_heap_size());
}
/* stored_sizes(*args): what C finds stored in its args tuple and in tuples among them: None
 * for a NULL item (a store JS lost), else the item's len(). */
static PyObject *sizes_of(PyObject *t) {
  PyObject *out = PyList_New(0);
  for (Py_ssize_t i = 0; out && i < PyTuple_GET_SIZE(t); i++) {
    PyObject *item = PyTuple_GET_ITEM(t, i), *v;
    if (!item) v = Py_NewRef(Py_None);
    else if (PyTuple_Check(item)) v = sizes_of(item);
    else v = PyLong_FromSsize_t(PyObject_Length(item));
    if (!v || PyList_Append(out, v) < 0) Py_CLEAR(out);
    Py_XDECREF(v);
  }
  return out;
}
static PyObject *stored_sizes(PyObject *self, PyObject *args) { return sizes_of(args); }
/* dict_value_sizes(d): len() of each value PyDict_Next hands C, None for a NULL key or value. */
static PyObject *dict_value_sizes(PyObject *self, PyObject *d) {
  PyObject *out = PyList_New(0), *key, *value;
  Py_ssize_t pos = 0;
  while (out && PyDict_Next(d, &pos, &key, &value)) {
    PyObject *v = key && value ? PyLong_FromSsize_t(PyObject_Length(value)) : Py_NewRef(Py_None);
    if (!v || PyList_Append(out, v) < 0) Py_CLEAR(out);
    Py_XDECREF(v);
  }
  return out;
}

static PyMethodDef module_methods[] = {
  {"crowd_heap", crowd_heap, METH_O, NULL},
  {"uncrowd_heap", uncrowd_heap, METH_NOARGS, NULL},
  {"stored_sizes", stored_sizes, METH_VARARGS, NULL},
  {"dict_value_sizes", dict_value_sizes, METH_O, NULL},
  {"exit_args", exit_args, METH_O, NULL},
  {"handled_traceback_fields", handled_traceback_fields, METH_NOARGS, NULL},
  {"tuple_args", (PyCFunction)(void (*)(void))tuple_args, METH_VARARGS | METH_KEYWORDS, NULL},
  {"mro_names", mro_names, METH_O, NULL},
  {"type_dict", type_dict, METH_VARARGS, NULL},
  {"datetime_parts", datetime_parts, METH_O, NULL},
  {"caller_line", caller_line, METH_NOARGS, NULL},
  {"process_user", process_user, METH_NOARGS, NULL},
  {"c_getenv", c_getenv, METH_VARARGS, NULL},
  {"warn_explicit", warn_explicit, METH_VARARGS, NULL},
  {"tuple_arguments", tuple_arguments, METH_VARARGS, NULL},
  {"dict_proxy", dict_proxy, METH_O, NULL},
  {"compat312", compat312, METH_VARARGS, NULL},
  {"slot_presence", slot_presence, METH_O, NULL},
  {"add", add, METH_VARARGS, "add(a, b) -> a + b"},
  {"describe", (PyCFunction)(void (*)(void))describe, METH_VARARGS | METH_KEYWORDS, NULL},
  {"noargs", noargs, METH_NOARGS, NULL},
  {"identity", identity, METH_O, NULL},
  {"fast_sum", (PyCFunction)(void (*)(void))fast_sum, METH_FASTCALL, NULL},
  {"fast_kw", (PyCFunction)(void (*)(void))fast_kw, METH_FASTCALL | METH_KEYWORDS, NULL},
  {"build", build, METH_NOARGS, NULL},
  {"raise_value_error", raise_value_error, METH_VARARGS, NULL},
  {"raise_custom", raise_custom, METH_NOARGS, NULL},
  {"return_null_without_error", return_null_without_error, METH_NOARGS, NULL},
  {"call_back", call_back, METH_VARARGS, NULL},
  {"catch_callback", catch_callback, METH_O, NULL},
  {"containers", containers, METH_VARARGS, NULL},
  {"make_list", make_list, METH_O, NULL},
  {"dict_borrowed_values", dict_borrowed_values, METH_O, NULL},
  {"unicode_info", unicode_info, METH_O, NULL},
  {"big_ints", big_ints, METH_O, NULL},
  {"get_attr", get_attr, METH_VARARGS, NULL},
  {"dealloc_count", live_count, METH_NOARGS, NULL},
  {"churn", churn, METH_O, NULL},
  {"churn_sizes", churn_sizes, METH_O, NULL},
  {"scratch", scratch, METH_VARARGS, NULL},
  {"repeat_list", repeat_list, METH_VARARGS, NULL},
  {"address_of", address_of, METH_O, NULL},
  {"refcount_of", refcount_of, METH_O, NULL},
  {"iter_sum", iter_sum, METH_O, NULL},
  {"make_capsule", make_capsule, METH_NOARGS, NULL},
  {"keep", keep, METH_O, NULL},
  {"add_docstr", add_docstr, METH_VARARGS, NULL},
  {"undocumented", noargs, METH_NOARGS, NULL},
  {"kept", kept, METH_VARARGS, NULL},
  {"remember_borrowed", remember_borrowed, METH_O, NULL},
  {"item_after_drop", item_after_drop, METH_VARARGS, NULL},
  {"slot_getattr", slot_getattr, METH_VARARGS, NULL},
  {"recall_borrowed", recall_borrowed, METH_NOARGS, NULL},
  {"read_capsule", read_capsule, METH_O, NULL},
  {"slice_info", slice_info, METH_VARARGS, NULL},
  {NULL, NULL, 0, NULL}
};

/* ---- a type: Vec(x, y) with members, getset, methods, number and comparison slots ---- */
typedef struct {
  PyObject_HEAD
  double x, y;
  PyObject *tag;
} VecObject;
static PyTypeObject VecType;

static PyObject *Vec_new(PyTypeObject *type, PyObject *args, PyObject *kwds) {
  VecObject *self = (VecObject *)type->tp_alloc(type, 0);
  if (!self) return NULL;
  self->tag = Py_NewRef(Py_None);
  return (PyObject *)self;
}
static int Vec_init(VecObject *self, PyObject *args, PyObject *kwds) {
  static char *kwlist[] = {"x", "y", NULL};
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "|dd", kwlist, &self->x, &self->y)) return -1;
  return 0;
}
static void Vec_dealloc(VecObject *self) {
  Py_XDECREF(self->tag);
  dealloc_count++;
  Py_TYPE(self)->tp_free((PyObject *)self);
}
static PyObject *Vec_repr(VecObject *self) {
  char buf[64];
  snprintf(buf, sizeof buf, "Vec(%g, %g)", self->x, self->y);
  return PyUnicode_FromString(buf);
}
static PyObject *vec_make(double x, double y) {
  VecObject *v = (VecObject *)VecType.tp_alloc(&VecType, 0);
  if (!v) return NULL;
  v->x = x;
  v->y = y;
  v->tag = Py_NewRef(Py_None);
  return (PyObject *)v;
}
static PyObject *Vec_add(PyObject *a, PyObject *b) {
  if (!PyObject_TypeCheck(a, &VecType) || !PyObject_TypeCheck(b, &VecType)) Py_RETURN_NOTIMPLEMENTED;
  return vec_make(((VecObject *)a)->x + ((VecObject *)b)->x, ((VecObject *)a)->y + ((VecObject *)b)->y);
}
static PyObject *Vec_mul(PyObject *a, PyObject *b) {
  /* Vec * number and number * Vec */
  PyObject *vec = PyObject_TypeCheck(a, &VecType) ? a : b, *num = vec == a ? b : a;
  double k = PyFloat_AsDouble(num);
  if (k == -1.0 && PyErr_Occurred()) { PyErr_Clear(); Py_RETURN_NOTIMPLEMENTED; }
  return vec_make(((VecObject *)vec)->x * k, ((VecObject *)vec)->y * k);
}
static PyObject *Vec_neg(VecObject *self) { return vec_make(-self->x, -self->y); }
static int Vec_bool(VecObject *self) { return self->x != 0 || self->y != 0; }
static PyObject *Vec_richcompare(PyObject *a, PyObject *b, int op) {
  if (!PyObject_TypeCheck(b, &VecType)) Py_RETURN_NOTIMPLEMENTED;
  double la = ((VecObject *)a)->x * ((VecObject *)a)->x + ((VecObject *)a)->y * ((VecObject *)a)->y;
  double lb = ((VecObject *)b)->x * ((VecObject *)b)->x + ((VecObject *)b)->y * ((VecObject *)b)->y;
  if (op == Py_EQ || op == Py_NE) {
    int eq = ((VecObject *)a)->x == ((VecObject *)b)->x && ((VecObject *)a)->y == ((VecObject *)b)->y;
    return PyBool_FromLong(op == Py_EQ ? eq : !eq);
  }
  Py_RETURN_RICHCOMPARE(la, lb, op);
}
static Py_hash_t Vec_hash(VecObject *self) { return (Py_hash_t)(self->x * 1000 + self->y); }
static Py_ssize_t Vec_len(VecObject *self) { return 2; }
static PyObject *Vec_item(VecObject *self, Py_ssize_t i) {
  if (i == 0) return PyFloat_FromDouble(self->x);
  if (i == 1) return PyFloat_FromDouble(self->y);
  PyErr_SetString(PyExc_IndexError, "Vec index out of range");
  return NULL;
}
static PyObject *Vec_dot(VecObject *self, PyObject *other) {
  if (!PyObject_TypeCheck(other, &VecType)) {
    PyErr_Format(PyExc_TypeError, "dot() argument must be Vec, not %.100s", Py_TYPE(other)->tp_name);
    return NULL;
  }
  return PyFloat_FromDouble(self->x * ((VecObject *)other)->x + self->y * ((VecObject *)other)->y);
}
static PyObject *Vec_scaled(VecObject *self, PyObject *args, PyObject *kwds) {
  static char *kwlist[] = {"factor", NULL};
  double f;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "d:scaled", kwlist, &f)) return NULL;
  return vec_make(self->x * f, self->y * f);
}
static PyObject *Vec_zero(PyTypeObject *cls, PyObject *unused) {
  return PyObject_CallFunction((PyObject *)cls, "dd", 0.0, 0.0);
}
static PyObject *Vec_unit(PyObject *unused, PyObject *unused2) { return vec_make(1.0, 0.0); }
static PyObject *Vec_get_norm2(VecObject *self, void *closure) {
  return PyFloat_FromDouble(self->x * self->x + self->y * self->y);
}
static PyObject *Vec_get_tag(VecObject *self, void *closure) { return Py_NewRef(self->tag); }
static int Vec_set_tag(VecObject *self, PyObject *value, void *closure) {
  if (!value) { PyErr_SetString(PyExc_TypeError, "cannot delete tag"); return -1; }
  if (!PyUnicode_Check(value) && value != Py_None) { PyErr_SetString(PyExc_TypeError, "tag must be str or None"); return -1; }
  Py_SETREF(self->tag, Py_NewRef(value));
  return 0;
}

static PyMemberDef Vec_members[] = {
  {"x", T_DOUBLE, offsetof(VecObject, x), 0, "x coordinate"},
  {"y", T_DOUBLE, offsetof(VecObject, y), READONLY, "y coordinate (read-only)"},
  {NULL}
};
static PyGetSetDef Vec_getset[] = {
  {"norm2", (getter)Vec_get_norm2, NULL, "squared length", NULL},
  {"tag", (getter)Vec_get_tag, (setter)Vec_set_tag, "a label", NULL},
  {"plain", (getter)Vec_get_norm2, NULL, NULL, NULL},
  /* also a method: PyType_Ready keeps the method (torch's Tensor.is_complex is both) */
  {"dot", (getter)Vec_get_norm2, NULL, NULL, NULL},
  {NULL}
};
static PyMethodDef Vec_methods[] = {
  {"dot", (PyCFunction)Vec_dot, METH_O, "dot product"},
  {"undocumented", (PyCFunction)Vec_dot, METH_O, NULL},
  {"scaled", (PyCFunction)(void (*)(void))Vec_scaled, METH_VARARGS | METH_KEYWORDS, NULL},
  {"zero", (PyCFunction)Vec_zero, METH_NOARGS | METH_CLASS, NULL},
  {"unit", (PyCFunction)Vec_unit, METH_NOARGS | METH_STATIC, NULL},
  {NULL}
};
static PyNumberMethods Vec_as_number = {
  Vec_add,               /* nb_add */
  0,                     /* nb_subtract */
  Vec_mul,               /* nb_multiply */
  0, 0, 0,               /* nb_remainder, nb_divmod, nb_power */
  (unaryfunc)Vec_neg,    /* nb_negative */
  0, 0,                  /* positive, absolute */
  (inquiry)Vec_bool,     /* nb_bool */
};
static PySequenceMethods Vec_as_sequence = {
  (lenfunc)Vec_len, 0, 0, (ssizeargfunc)Vec_item,
};

/* The classic positional initializer, unchanged from how CPython extensions write it. */
static PyTypeObject VecType = {
  PyVarObject_HEAD_INIT(NULL, 0)
  "bt_basic.Vec",                 /* tp_name */
  sizeof(VecObject),              /* tp_basicsize */
  0,                              /* tp_itemsize */
  (destructor)Vec_dealloc,        /* tp_dealloc */
  0,                              /* tp_vectorcall_offset */
  0,                              /* tp_getattr */
  0,                              /* tp_setattr */
  0,                              /* tp_as_async */
  (reprfunc)Vec_repr,             /* tp_repr */
  &Vec_as_number,                 /* tp_as_number */
  &Vec_as_sequence,               /* tp_as_sequence */
  0,                              /* tp_as_mapping */
  (hashfunc)Vec_hash,             /* tp_hash */
  0,                              /* tp_call */
  0,                              /* tp_str */
  0,                              /* tp_getattro */
  0,                              /* tp_setattro */
  0,                              /* tp_as_buffer */
  Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE, /* tp_flags */
  "A 2-D vector.",                /* tp_doc */
  0,                              /* tp_traverse */
  0,                              /* tp_clear */
  Vec_richcompare,                /* tp_richcompare */
  0,                              /* tp_weaklistoffset */
  0,                              /* tp_iter */
  0,                              /* tp_iternext */
  Vec_methods,                    /* tp_methods */
  Vec_members,                    /* tp_members */
  Vec_getset,                     /* tp_getset */
  0,                              /* tp_base */
  0,                              /* tp_dict */
  0,                              /* tp_descr_get */
  0,                              /* tp_descr_set */
  0,                              /* tp_dictoffset */
  (initproc)Vec_init,             /* tp_init */
  0,                              /* tp_alloc */
  Vec_new,                        /* tp_new */
};

static struct PyModuleDef moduledef = {
  PyModuleDef_HEAD_INIT, "bt_basic", "Bridge test extension.", -1, module_methods,
};

PyMODINIT_FUNC PyInit_bt_basic(void) {
  if (PyType_Ready(&VecType) < 0) return NULL;
  PyObject *m = PyModule_Create(&moduledef);
  if (!m) return NULL;
  ErrorObject = PyErr_NewException("bt_basic.Error", NULL, NULL);
  if (!ErrorObject || PyModule_AddObjectRef(m, "Error", ErrorObject) < 0) return NULL;
  if (PyModule_AddObjectRef(m, "Vec", (PyObject *)&VecType) < 0) return NULL;
  SizeType.tp_base = &PyTuple_Type;
  if (PyType_Ready(&SizeType) < 0 || PyModule_AddObjectRef(m, "Size", (PyObject *)&SizeType) < 0) return NULL;
  PyModule_AddIntConstant(m, "ANSWER", 42);
  PyModule_AddStringConstant(m, "GREETING", "héllo");
  return m;
}
