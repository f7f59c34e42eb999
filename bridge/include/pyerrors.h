/* pyerrors.h -- BryTorch
 * Exceptions: the PyExc_* exception classes, setting/fetching/clearing the
 * error indicator (PyErr_*), exception object accessors (PyException_*),
 * Py_FatalError and PyOS_snprintf.
 * Exception instances are opaque proxies of Brython objects: the struct
 * below is declared for source compatibility only; C must not touch its
 * fields -- use the PyException_* functions. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_PYERRORS_H
#define BT_PYERRORS_H

#ifdef __cplusplus
extern "C" {
#endif

/* CPython's layout, NOT what BryTorch exception objects contain.  Do not
 * read or write these fields. */
typedef struct {
    PyObject_HEAD
    PyObject *dict;
    PyObject *args;
    PyObject *notes;
    PyObject *traceback;
    PyObject *context;
    PyObject *cause;
    char suppress_context;
} PyBaseExceptionObject;

/* ---- checks ------------------------------------------------------------ */
#define PyExceptionClass_Check(x) \
    (PyType_Check((x)) && \
     PyType_FastSubclass((PyTypeObject *)(x), Py_TPFLAGS_BASE_EXC_SUBCLASS))
#define PyExceptionInstance_Check(x) \
    PyType_FastSubclass(Py_TYPE(x), Py_TPFLAGS_BASE_EXC_SUBCLASS)
#define PyExceptionClass_Name(x) (((PyTypeObject *)(x))->tp_name)
#define PyExceptionInstance_Class(x) ((PyObject *)Py_TYPE(x))
#define _PyBaseExceptionGroup_Check(x) \
    PyObject_TypeCheck((x), (PyTypeObject *)PyExc_BaseExceptionGroup)

/* ---- the error indicator ----------------------------------------------- */
PyAPI_FUNC(void) PyErr_SetNone(PyObject *type);
PyAPI_FUNC(void) PyErr_SetObject(PyObject *type, PyObject *value);
PyAPI_FUNC(void) PyErr_SetString(PyObject *type, const char *message);
/* printf-like (see PyUnicode_FromFormat); always returns NULL */
PyAPI_FUNC(PyObject *) PyErr_Format(PyObject *type, const char *format, ...); /* always NULL */
PyAPI_FUNC(PyObject *) PyErr_FormatV(PyObject *type, const char *format,
                                     va_list vargs); /* always NULL */
PyAPI_FUNC(PyObject *) PyErr_Occurred(void); /* borrowed */
PyAPI_FUNC(void) PyErr_Clear(void);
/* moves the indicator into the three new references (each may be NULL) */
PyAPI_FUNC(void) PyErr_Fetch(PyObject **ptype, PyObject **pvalue, PyObject **ptraceback);
/* steals type, value, traceback */
PyAPI_FUNC(void) PyErr_Restore(PyObject *type, PyObject *value, PyObject *traceback);
PyAPI_FUNC(void) PyErr_NormalizeException(PyObject **ptype, PyObject **pvalue,
                                          PyObject **ptraceback);
PyAPI_FUNC(PyObject *) PyErr_GetRaisedException(void); /* new ref (clears the indicator) */
PyAPI_FUNC(void) PyErr_SetRaisedException(PyObject *exc); /* steals exc */
/* the exception being handled (sys.exc_info()) */
PyAPI_FUNC(PyObject *) PyErr_GetHandledException(void); /* new ref */
PyAPI_FUNC(void) PyErr_SetHandledException(PyObject *exc); /* does not steal */
PyAPI_FUNC(void) PyErr_GetExcInfo(PyObject **ptype, PyObject **pvalue,
                                  PyObject **ptraceback); /* new refs */
PyAPI_FUNC(void) PyErr_SetExcInfo(PyObject *type, PyObject *value,
                                  PyObject *traceback); /* steals all three */

PyAPI_FUNC(int) PyErr_ExceptionMatches(PyObject *exc);
PyAPI_FUNC(int) PyErr_GivenExceptionMatches(PyObject *given, PyObject *exc);

/* ---- convenience raisers ---------------------------------------------- */
PyAPI_FUNC(int) PyErr_BadArgument(void);  /* always 0 */
PyAPI_FUNC(PyObject *) PyErr_NoMemory(void); /* always NULL */
PyAPI_FUNC(void) _PyErr_BadInternalCall(const char *filename, int lineno);
/* Function form exists for callers taking its address; the runtime's own
 * definition must #undef the macro below first. */
PyAPI_FUNC(void) PyErr_BadInternalCall(void);
#define PyErr_BadInternalCall() _PyErr_BadInternalCall(__FILE__, __LINE__)
PyAPI_FUNC(PyObject *) PyErr_SetFromErrno(PyObject *type); /* always NULL */
PyAPI_FUNC(PyObject *) PyErr_SetFromErrnoWithFilename(PyObject *type,
                                                      const char *filename); /* always NULL */
PyAPI_FUNC(PyObject *) PyErr_SetFromErrnoWithFilenameObject(PyObject *type,
                                                            PyObject *filename); /* always NULL */
PyAPI_FUNC(PyObject *) PyErr_SetFromErrnoWithFilenameObjects(PyObject *type,
                                                             PyObject *filename,
                                                             PyObject *filename2); /* always NULL */
PyAPI_FUNC(PyObject *) PyErr_SetImportError(PyObject *msg, PyObject *name,
                                            PyObject *path); /* always NULL */
PyAPI_FUNC(PyObject *) PyErr_SetImportErrorSubclass(PyObject *exception, PyObject *msg,
                                                    PyObject *name,
                                                    PyObject *path); /* always NULL */
PyAPI_FUNC(void) PyErr_SyntaxLocation(const char *filename, int lineno);
PyAPI_FUNC(void) PyErr_SyntaxLocationEx(const char *filename, int lineno, int col_offset);
PyAPI_FUNC(void) PyErr_SyntaxLocationObject(PyObject *filename, int lineno, int col_offset);

/* create a new exception class "module.Name" */
PyAPI_FUNC(PyObject *) PyErr_NewException(const char *name, PyObject *base,
                                          PyObject *dict); /* new ref */
PyAPI_FUNC(PyObject *) PyErr_NewExceptionWithDoc(const char *name, const char *doc,
                                                 PyObject *base, PyObject *dict); /* new ref */

/* report an exception that cannot be raised (e.g. in a destructor) */
PyAPI_FUNC(void) PyErr_WriteUnraisable(PyObject *obj);

/* signals: there are none in the browser; these report "nothing pending" */
PyAPI_FUNC(int) PyErr_CheckSignals(void);
PyAPI_FUNC(void) PyErr_SetInterrupt(void);
PyAPI_FUNC(int) PyErr_SetInterruptEx(int signum);

/* ---- exception objects ------------------------------------------------- */
PyAPI_FUNC(PyObject *) PyException_GetTraceback(PyObject *ex); /* new ref */
PyAPI_FUNC(int) PyException_SetTraceback(PyObject *ex, PyObject *tb);
PyAPI_FUNC(PyObject *) PyException_GetCause(PyObject *ex); /* new ref */
PyAPI_FUNC(void) PyException_SetCause(PyObject *ex, PyObject *cause); /* steals cause */
PyAPI_FUNC(PyObject *) PyException_GetContext(PyObject *ex); /* new ref */
PyAPI_FUNC(void) PyException_SetContext(PyObject *ex, PyObject *context); /* steals context */
PyAPI_FUNC(PyObject *) PyException_GetArgs(PyObject *ex); /* new ref */
PyAPI_FUNC(void) PyException_SetArgs(PyObject *ex, PyObject *args);

PyAPI_FUNC(PyObject *) PyUnicodeDecodeError_Create(const char *encoding, const char *object,
                                                   Py_ssize_t length, Py_ssize_t start,
                                                   Py_ssize_t end,
                                                   const char *reason); /* new ref */

/* ---- fatal errors ------------------------------------------------------ */
PyAPI_FUNC(void) _Py_NO_RETURN Py_FatalError(const char *message);

/* ---- exception classes ------------------------------------------------- */
PyAPI_DATA(PyObject *) PyExc_BaseException;
PyAPI_DATA(PyObject *) PyExc_BaseExceptionGroup;
PyAPI_DATA(PyObject *) PyExc_Exception;
PyAPI_DATA(PyObject *) PyExc_GeneratorExit;
PyAPI_DATA(PyObject *) PyExc_KeyboardInterrupt;
PyAPI_DATA(PyObject *) PyExc_SystemExit;
PyAPI_DATA(PyObject *) PyExc_StopAsyncIteration;
PyAPI_DATA(PyObject *) PyExc_StopIteration;
PyAPI_DATA(PyObject *) PyExc_ArithmeticError;
PyAPI_DATA(PyObject *) PyExc_FloatingPointError;
PyAPI_DATA(PyObject *) PyExc_OverflowError;
PyAPI_DATA(PyObject *) PyExc_ZeroDivisionError;
PyAPI_DATA(PyObject *) PyExc_AssertionError;
PyAPI_DATA(PyObject *) PyExc_AttributeError;
PyAPI_DATA(PyObject *) PyExc_BufferError;
PyAPI_DATA(PyObject *) PyExc_EOFError;
PyAPI_DATA(PyObject *) PyExc_ImportError;
PyAPI_DATA(PyObject *) PyExc_ModuleNotFoundError;
PyAPI_DATA(PyObject *) PyExc_LookupError;
PyAPI_DATA(PyObject *) PyExc_IndexError;
PyAPI_DATA(PyObject *) PyExc_KeyError;
PyAPI_DATA(PyObject *) PyExc_MemoryError;
PyAPI_DATA(PyObject *) PyExc_NameError;
PyAPI_DATA(PyObject *) PyExc_UnboundLocalError;
PyAPI_DATA(PyObject *) PyExc_OSError;
PyAPI_DATA(PyObject *) PyExc_BlockingIOError;
PyAPI_DATA(PyObject *) PyExc_ChildProcessError;
PyAPI_DATA(PyObject *) PyExc_ConnectionError;
PyAPI_DATA(PyObject *) PyExc_BrokenPipeError;
PyAPI_DATA(PyObject *) PyExc_ConnectionAbortedError;
PyAPI_DATA(PyObject *) PyExc_ConnectionRefusedError;
PyAPI_DATA(PyObject *) PyExc_ConnectionResetError;
PyAPI_DATA(PyObject *) PyExc_FileExistsError;
PyAPI_DATA(PyObject *) PyExc_FileNotFoundError;
PyAPI_DATA(PyObject *) PyExc_InterruptedError;
PyAPI_DATA(PyObject *) PyExc_IsADirectoryError;
PyAPI_DATA(PyObject *) PyExc_NotADirectoryError;
PyAPI_DATA(PyObject *) PyExc_PermissionError;
PyAPI_DATA(PyObject *) PyExc_ProcessLookupError;
PyAPI_DATA(PyObject *) PyExc_TimeoutError;
PyAPI_DATA(PyObject *) PyExc_EnvironmentError;   /* alias of OSError */
PyAPI_DATA(PyObject *) PyExc_IOError;            /* alias of OSError */
PyAPI_DATA(PyObject *) PyExc_ReferenceError;
PyAPI_DATA(PyObject *) PyExc_RuntimeError;
PyAPI_DATA(PyObject *) PyExc_NotImplementedError;
PyAPI_DATA(PyObject *) PyExc_RecursionError;
PyAPI_DATA(PyObject *) PyExc_SyntaxError;
PyAPI_DATA(PyObject *) PyExc_IndentationError;
PyAPI_DATA(PyObject *) PyExc_TabError;
PyAPI_DATA(PyObject *) PyExc_SystemError;
PyAPI_DATA(PyObject *) PyExc_TypeError;
PyAPI_DATA(PyObject *) PyExc_ValueError;
PyAPI_DATA(PyObject *) PyExc_UnicodeError;
PyAPI_DATA(PyObject *) PyExc_UnicodeDecodeError;
PyAPI_DATA(PyObject *) PyExc_UnicodeEncodeError;
PyAPI_DATA(PyObject *) PyExc_UnicodeTranslateError;

/* warning categories */
PyAPI_DATA(PyObject *) PyExc_Warning;
PyAPI_DATA(PyObject *) PyExc_UserWarning;
PyAPI_DATA(PyObject *) PyExc_DeprecationWarning;
PyAPI_DATA(PyObject *) PyExc_PendingDeprecationWarning;
PyAPI_DATA(PyObject *) PyExc_SyntaxWarning;
PyAPI_DATA(PyObject *) PyExc_RuntimeWarning;
PyAPI_DATA(PyObject *) PyExc_FutureWarning;
PyAPI_DATA(PyObject *) PyExc_ImportWarning;
PyAPI_DATA(PyObject *) PyExc_UnicodeWarning;
PyAPI_DATA(PyObject *) PyExc_BytesWarning;
PyAPI_DATA(PyObject *) PyExc_EncodingWarning;
PyAPI_DATA(PyObject *) PyExc_ResourceWarning;

/* ---- snprintf with guaranteed NUL termination ------------------------- */
PyAPI_FUNC(int) PyOS_snprintf(char *str, size_t size, const char *format, ...)
    Py_GCC_ATTRIBUTE((format(printf, 3, 4)));
PyAPI_FUNC(int) PyOS_vsnprintf(char *str, size_t size, const char *format, va_list va)
    Py_GCC_ATTRIBUTE((format(printf, 3, 0)));

#ifdef __cplusplus
}
#endif
#endif /* BT_PYERRORS_H */
