/* pythonrun.h -- BryTorch
 * Running Python source from C (PyRun_*, Py_CompileString), the start-symbol
 * constants, and printing the current exception (PyErr_Print*). */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_PYTHONRUN_H
#define BT_PYTHONRUN_H

#ifdef __cplusplus
extern "C" {
#endif

/* start symbols */
#define Py_single_input 256
#define Py_file_input 257
#define Py_eval_input 258
#define Py_func_type_input 345

/* Runs a whole file's source (read from fp; closed when closeit). New ref. */
PyAPI_FUNC(PyObject *) PyRun_FileEx(FILE *fp, const char *filename, int start, PyObject *globals,
                                    PyObject *locals, int closeit);
/* fopen() of a path object (str/bytes/PathLike); NULL + OSError on failure. */
PyAPI_FUNC(FILE *) _Py_fopen_obj(PyObject *path, const char *mode);
/* os.fspath(path): str or bytes, new ref. */
PyAPI_FUNC(PyObject *) PyOS_FSPath(PyObject *path);
PyAPI_FUNC(PyObject *) PyRun_String(const char *str, int start, PyObject *globals,
                                    PyObject *locals); /* new ref */
PyAPI_FUNC(PyObject *) PyRun_StringFlags(const char *str, int start, PyObject *globals,
                                         PyObject *locals, PyCompilerFlags *flags); /* new ref */
/* runs in __main__; 0 or -1 (the exception is printed) */
PyAPI_FUNC(int) PyRun_SimpleString(const char *command);
PyAPI_FUNC(int) PyRun_SimpleStringFlags(const char *command, PyCompilerFlags *flags);

PyAPI_FUNC(PyObject *) Py_CompileString(const char *str, const char *filename,
                                        int start); /* new ref */
PyAPI_FUNC(PyObject *) Py_CompileStringExFlags(const char *str, const char *filename,
                                               int start, PyCompilerFlags *flags,
                                               int optimize); /* new ref */
PyAPI_FUNC(PyObject *) Py_CompileStringObject(const char *str, PyObject *filename,
                                              int start, PyCompilerFlags *flags,
                                              int optimize); /* new ref */

/* print the current exception to sys.stderr and clear it */
PyAPI_FUNC(void) PyErr_Print(void);
PyAPI_FUNC(void) PyErr_PrintEx(int set_sys_last_vars);
PyAPI_FUNC(void) PyErr_Display(PyObject *type, PyObject *value, PyObject *tb);
PyAPI_FUNC(void) PyErr_DisplayException(PyObject *exc);

#ifdef __cplusplus
}
#endif
#endif /* BT_PYTHONRUN_H */
