/* Modules: a module is a Brython module object (a proxy); its PyModuleDef and state are
 * kept by the JS side. Single-phase init (PyModule_Create) and multi-phase init
 * (PyModuleDef_Init + Py_mod_exec slots) are both supported. */
#include "bt_internal.h"

PyObject *PyModuleDef_Init(PyModuleDef *def) {  /* borrowed (the def itself) */
  if (!Py_TYPE(def)) {
    def->m_base.ob_base.ob_refcnt = BT_IMMORTAL_REFCNT;
    def->m_base.ob_base.ob_type = &PyModuleDef_Type;
  }
  return (PyObject *)def;
}

/* Each function's __self__ is the module and its __module__ the module's name, as CPython's. */
static int add_functions(PyObject *module, PyMethodDef *functions) {
  if (!functions || !functions->ml_name) return 0;
  PyObject *name = PyModule_GetNameObject(module);   /* new reference, released below */
  if (!name) return -1;
  int r = 0;
  for (PyMethodDef *m = functions; r == 0 && m->ml_name; m++) {
    if (m->ml_flags & (METH_CLASS | METH_STATIC)) {
      PyErr_SetString(PyExc_ValueError, "module functions cannot set METH_CLASS or METH_STATIC");
      r = -1;
      break;
    }
    PyObject *f = PyCFunction_NewEx(m, module, name);
    if (!f) {
      r = -1;
      break;
    }
    r = PyObject_SetAttrString(module, m->ml_name, f);
    Py_DECREF(f);
  }
  Py_DECREF(name);
  return r;
}
int PyModule_AddFunctions(PyObject *module, PyMethodDef *functions) { return add_functions(module, functions); }

static PyObject *module_from_def(PyModuleDef *def, const char *name) {
  PyModuleDef_Init(def);
  PyObject *n = PyUnicode_FromString(name);
  if (!n) return NULL;
  PyObject *m = bt_js_module_new(n, def);
  Py_DECREF(n);
  if (!m) return NULL;
  if (def->m_size > 0) {
    void **state = (void **)bt_js_module_state(m, BT_MODULE_STATE);
    if (!state) { Py_DECREF(m); return PyErr_NoMemory(); }
  }
  if (add_functions(m, def->m_methods) < 0) { Py_DECREF(m); return NULL; }
  if (def->m_doc && PyModule_SetDocString(m, def->m_doc) < 0) { Py_DECREF(m); return NULL; }
  return m;
}

PyObject *PyModule_Create2(PyModuleDef *def, int api_version) {  /* new ref */
  (void)api_version;
  return module_from_def(def, def->m_name);
}
PyObject *_PyModule_CreateInitialized(PyModuleDef *def, int api_version) { return PyModule_Create2(def, api_version); }

PyObject *PyModule_FromDefAndSpec2(PyModuleDef *def, PyObject *spec, int api_version) {
  (void)api_version;
  PyObject *name = PyObject_GetAttrString(spec, "name");
  if (!name) return NULL;
  const char *cname = PyUnicode_AsUTF8(name);
  PyObject *m = NULL;
  PyObject *(*create)(PyObject *, PyModuleDef *) = NULL;
  for (PyModuleDef_Slot *s = def->m_slots; s && s->slot; s++)
    if (s->slot == Py_mod_create) create = (PyObject *(*)(PyObject *, PyModuleDef *))s->value;
  if (create) {
    m = create(spec, def);
    if (!m && !PyErr_Occurred()) PyErr_Format(PyExc_SystemError, "creation of module %s failed without setting an exception", cname);
  } else if (cname) {
    m = module_from_def(def, cname);
  }
  Py_DECREF(name);
  return m;
}

int PyModule_ExecDef(PyObject *module, PyModuleDef *def) {
  for (PyModuleDef_Slot *s = def->m_slots; s && s->slot; s++) {
    if (s->slot != Py_mod_exec) continue;
    int r = ((int (*)(PyObject *))s->value)(module);
    if (r) {
      if (!PyErr_Occurred()) PyErr_Format(PyExc_SystemError, "execution of module %s failed without setting an exception", def->m_name);
      return -1;
    }
    if (PyErr_Occurred()) return -1;
  }
  return 0;
}

/* Runs a PyInit_* function's result through single- or multi-phase init; `spec` is a
 * ModuleSpec-like object (the JS side passes one with .name). New ref or NULL. */
BT_EXPORT PyObject *bt_module_init(PyObject *(*init)(void), PyObject *spec) {
  PyObject *r = init();
  if (!r) {
    if (!PyErr_Occurred()) PyErr_SetString(PyExc_SystemError, "initialization of extension module failed without raising an exception");
    return NULL;
  }
  if (Py_TYPE(r) != &PyModuleDef_Type) return r;  /* single-phase: the module itself */
  PyModuleDef *def = (PyModuleDef *)r;
  PyObject *m = PyModule_FromDefAndSpec2(def, spec, PYTHON_API_VERSION);
  if (!m) return NULL;
  /* As importlib does (PEP 489): the created module is in sys.modules while it executes,
   * so an import cycle back to it (numpy.random's Cython modules cimport each other) finds
   * the module being initialized instead of initializing it again. Removed on failure. */
  PyObject *name = PyObject_GetAttrString(spec, "name");
  PyObject *modules = PyImport_GetModuleDict();
  if (!name || PyDict_SetItem(modules, name, m) < 0) { Py_XDECREF(name); Py_DECREF(m); return NULL; }
  if (PyModule_ExecDef(m, def) < 0) {
    PyObject *exc = PyErr_GetRaisedException();
    if (PyDict_DelItem(modules, name) < 0) PyErr_Clear();
    PyErr_SetRaisedException(exc);
    Py_DECREF(name);
    Py_DECREF(m);
    return NULL;
  }
  Py_DECREF(name);
  return m;
}

PyObject *PyModule_NewObject(PyObject *name) { return bt_js_module_new(name, NULL); }
PyObject *PyModule_New(const char *name) {
  PyObject *n = PyUnicode_FromString(name);
  if (!n) return NULL;
  PyObject *m = PyModule_NewObject(n);
  Py_DECREF(n);
  return m;
}
PyModuleDef *PyModule_GetDef(PyObject *m) { return (PyModuleDef *)bt_js_module_state(m, BT_MODULE_DEF); }
void *PyModule_GetState(PyObject *m) { return bt_js_module_state(m, BT_MODULE_STATE); }
PyObject *PyModule_GetDict(PyObject *m) {  /* borrowed */
  return bt_js_borrow_item(m, NULL, BT_BORROW_MODULE_DICT);
}
PyObject *PyModule_GetNameObject(PyObject *m) { return PyObject_GetAttrString(m, "__name__"); }
const char *PyModule_GetName(PyObject *m) {
  PyObject *key = PyUnicode_FromString("__name__");
  PyObject *n = key ? bt_js_borrow_item(m, key, BT_BORROW_GETATTR) : NULL;  /* kept with m */
  Py_XDECREF(key);
  return n ? PyUnicode_AsUTF8(n) : NULL;
}
PyObject *PyModule_GetFilenameObject(PyObject *m) { return PyObject_GetAttrString(m, "__file__"); }
int PyModule_SetDocString(PyObject *m, const char *doc) {
  PyObject *d = PyUnicode_FromString(doc);
  if (!d) return -1;
  int r = PyObject_SetAttrString(m, "__doc__", d);
  Py_DECREF(d);
  return r;
}
int PyModule_AddObjectRef(PyObject *m, const char *name, PyObject *value) {
  if (!value) {
    if (!PyErr_Occurred()) PyErr_SetString(PyExc_SystemError, "PyModule_AddObjectRef() must be called with an exception raised if value is NULL");
    return -1;
  }
  return PyObject_SetAttrString(m, name, value);
}
int PyModule_AddObject(PyObject *m, const char *name, PyObject *value) {  /* steals on success */
  int r = PyModule_AddObjectRef(m, name, value);
  if (r == 0) Py_DECREF(value);
  return r;
}
int PyModule_Add(PyObject *m, const char *name, PyObject *value) {  /* steals always */
  int r = PyModule_AddObjectRef(m, name, value);
  Py_XDECREF(value);
  return r;
}
int PyModule_AddIntConstant(PyObject *m, const char *name, long value) {
  return PyModule_Add(m, name, PyLong_FromLong(value));
}
int PyModule_AddStringConstant(PyObject *m, const char *name, const char *value) {
  return PyModule_Add(m, name, PyUnicode_FromString(value));
}
int PyModule_AddType(PyObject *m, PyTypeObject *type) {
  if (PyType_Ready(type) < 0) return -1;
  const char *dot = strrchr(type->tp_name, '.');
  return PyModule_AddObjectRef(m, dot ? dot + 1 : type->tp_name, (PyObject *)type);
}

/* PyState_*: one interpreter, so the module registered for a def. */
PyObject *PyState_FindModule(PyModuleDef *def) {  /* borrowed */
  return def->m_base.m_copy ? def->m_base.m_copy : NULL;
}
int PyState_AddModule(PyObject *module, PyModuleDef *def) {
  def->m_base.m_copy = module;  /* borrowed: modules live for the whole run */
  return 0;
}
int PyState_RemoveModule(PyModuleDef *def) {
  def->m_base.m_copy = NULL;
  return 0;
}

/* Import */
PyObject *PyImport_Import(PyObject *name) { return bt_js_import(name); }
PyObject *PyImport_ImportModule(const char *name) {
  PyObject *n = PyUnicode_FromString(name);
  if (!n) return NULL;
  PyObject *m = bt_js_import(n);
  Py_DECREF(n);
  return m;
}
PyObject *PyImport_ImportModuleNoBlock(const char *name) { return PyImport_ImportModule(name); }
PyObject *PyImport_ImportModuleLevelObject(PyObject *name, PyObject *globals, PyObject *locals,
                                           PyObject *fromlist, int level) {
  PyObject *imp = bt_js_builtin("__import__");
  if (!imp) return NULL;
  PyObject *r = PyObject_CallFunction(imp, "OOOOi", name, globals ? globals : Py_None, locals ? locals : Py_None,
                                      fromlist ? fromlist : Py_None, level);
  Py_DECREF(imp);
  return r;
}
PyObject *PyImport_ImportModuleLevel(const char *name, PyObject *globals, PyObject *locals,
                                     PyObject *fromlist, int level) {
  PyObject *n = PyUnicode_FromString(name);
  if (!n) return NULL;
  PyObject *r = PyImport_ImportModuleLevelObject(n, globals, locals, fromlist, level);
  Py_DECREF(n);
  return r;
}
PyObject *PyImport_GetModuleDict(void) {  /* borrowed: sys.modules */
  return bt_js_borrow_item(NULL, NULL, BT_BORROW_SYS_MODULES);
}
PyObject *PyImport_GetModule(PyObject *name) {
  PyObject *modules = PyImport_GetModuleDict();
  if (!modules) return NULL;
  PyObject *m = PyDict_GetItemWithError(modules, name);
  return Py_XNewRef(m);
}
PyObject *PyImport_AddModuleObject(PyObject *name) {  /* borrowed */
  PyObject *modules = PyImport_GetModuleDict();
  if (!modules) return NULL;
  PyObject *m = PyDict_GetItemWithError(modules, name);
  if (m || PyErr_Occurred()) return m;
  m = PyModule_NewObject(name);
  if (!m) return NULL;
  int r = PyDict_SetItem(modules, name, m);
  Py_DECREF(m);
  return r < 0 ? NULL : PyDict_GetItemWithError(modules, name);
}
PyObject *PyImport_AddModule(const char *name) {
  PyObject *n = PyUnicode_FromString(name);
  if (!n) return NULL;
  PyObject *r = PyImport_AddModuleObject(n);
  Py_DECREF(n);
  return r;
}
