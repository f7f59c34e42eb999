/* pythread.h -- BryTorch
 * Low-level thread primitives: locks, thread identity and thread-specific
 * storage (Py_tss_t, CPython's layout).  Single-threaded on wasm: locks are
 * uncontended, TSS is a plain table. */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_PYTHREAD_H
#define BT_PYTHREAD_H

#ifdef __cplusplus
extern "C" {
#endif

typedef void *PyThread_type_lock;

/* waitflag values for PyThread_acquire_lock */
#define WAIT_LOCK 1
#define NOWAIT_LOCK 0

typedef enum PyLockStatus {
    PY_LOCK_FAILURE = 0,
    PY_LOCK_ACQUIRED = 1,
    PY_LOCK_INTR
} PyLockStatus;

PyAPI_FUNC(unsigned long) PyThread_get_thread_ident(void);
PyAPI_FUNC(unsigned long) PyThread_get_thread_native_id(void);
PyAPI_FUNC(PyThread_type_lock) PyThread_allocate_lock(void);
PyAPI_FUNC(void) PyThread_free_lock(PyThread_type_lock lock);
/* 1 if acquired, 0 if not */
PyAPI_FUNC(int) PyThread_acquire_lock(PyThread_type_lock lock, int waitflag);
PyAPI_FUNC(void) PyThread_release_lock(PyThread_type_lock lock);

/* ---- thread-specific storage ------------------------------------------ */
typedef struct {
    int _is_initialized;
    unsigned int _key;
} Py_tss_t;

/* static initializer */
#define Py_tss_NEEDS_INIT {0}

PyAPI_FUNC(Py_tss_t *) PyThread_tss_alloc(void);
PyAPI_FUNC(void) PyThread_tss_free(Py_tss_t *key);
PyAPI_FUNC(int) PyThread_tss_is_created(Py_tss_t *key);
PyAPI_FUNC(int) PyThread_tss_create(Py_tss_t *key);
PyAPI_FUNC(void) PyThread_tss_delete(Py_tss_t *key);
PyAPI_FUNC(int) PyThread_tss_set(Py_tss_t *key, void *value);
PyAPI_FUNC(void *) PyThread_tss_get(Py_tss_t *key);

#ifdef __cplusplus
}
#endif
#endif /* BT_PYTHREAD_H */
