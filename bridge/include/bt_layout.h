/* bt_layout.h -- BryTorch
 * Compile-time checks that the structs C code shares with the runtime have
 * CPython 3.12's layout on wasm32 (4-byte pointers, long and Py_ssize_t;
 * 8-byte aligned double / long long).  Included last by Python.h.
 *
 * Computed for CPython 3.12 on a 32-bit target:
 *   PyObject 8, PyVarObject 12
 *   PyTypeObject: tp_name @12, tp_basicsize @16, tp_dealloc @24,
 *     tp_as_number @48, tp_flags @84, tp_doc @88, tp_methods @116,
 *     tp_base @128, tp_dictoffset @144, tp_new @156, tp_free @160,
 *     tp_version_tag @192, tp_finalize @196, tp_vectorcall @200,
 *     tp_watched @204; sizeof 208 (205 rounded up to 4)
 *   PyAsyncMethods 16, PyNumberMethods 144 (36 slots), PyMappingMethods 12,
 *   PySequenceMethods 40, PyBufferProcs 8
 *   PyHeapTypeObject: as_async @208, as_number @224, as_mapping @368,
 *     as_sequence @380, as_buffer @420, ht_name @428, ht_qualname @436,
 *     ht_module @444, _spec_cache @452; sizeof 460
 *   PyMethodDef 16, PyMemberDef 20, PyGetSetDef 20, Py_buffer 44,
 *   PyModuleDef_Base 20, PyModuleDef 52, PyType_Spec 20, PyType_Slot 8,
 *   PyTupleObject 16 (ob_item @12), PyBytesObject 20 (ob_sval @16),
 *   PyFloatObject 16 (ob_fval @8), PyComplexObject 24, PySliceObject 20,
 *   PyListObject 20, PyBaseExceptionObject 36, Py_tss_t 8
 *   struct _longobject (ours) 24 (bt_value @8). */
#ifndef Py_PYTHON_H
#  include "Python.h"
#endif
#ifndef BT_LAYOUT_H
#define BT_LAYOUT_H

/* target-independent relations */
BT_STATIC_ASSERT(offsetof(PyVarObject, ob_size) == sizeof(PyObject), "PyVarObject layout");
BT_STATIC_ASSERT(offsetof(PyTypeObject, tp_name) == sizeof(PyVarObject), "tp_name follows the header");
BT_STATIC_ASSERT(offsetof(PyHeapTypeObject, ht_type) == 0, "ht_type first");

#if defined(__wasm32__) || (__SIZEOF_POINTER__ == 4 && __SIZEOF_LONG__ == 4)
#define BT_LAYOUT(expr, n) BT_STATIC_ASSERT((expr) == (n), #expr " == " #n " on wasm32")

BT_LAYOUT(sizeof(PyObject), 8);
BT_LAYOUT(sizeof(PyVarObject), 12);

BT_LAYOUT(offsetof(PyTypeObject, tp_name), 12);
BT_LAYOUT(offsetof(PyTypeObject, tp_basicsize), 16);
BT_LAYOUT(offsetof(PyTypeObject, tp_dealloc), 24);
BT_LAYOUT(offsetof(PyTypeObject, tp_as_number), 48);
BT_LAYOUT(offsetof(PyTypeObject, tp_flags), 84);
BT_LAYOUT(offsetof(PyTypeObject, tp_doc), 88);
BT_LAYOUT(offsetof(PyTypeObject, tp_methods), 116);
BT_LAYOUT(offsetof(PyTypeObject, tp_base), 128);
BT_LAYOUT(offsetof(PyTypeObject, tp_dictoffset), 144);
BT_LAYOUT(offsetof(PyTypeObject, tp_new), 156);
BT_LAYOUT(offsetof(PyTypeObject, tp_free), 160);
BT_LAYOUT(offsetof(PyTypeObject, tp_version_tag), 192);
BT_LAYOUT(offsetof(PyTypeObject, tp_finalize), 196);
BT_LAYOUT(offsetof(PyTypeObject, tp_vectorcall), 200);
BT_LAYOUT(offsetof(PyTypeObject, tp_watched), 204);
BT_LAYOUT(sizeof(PyTypeObject), 208);

BT_LAYOUT(sizeof(PyAsyncMethods), 16);
BT_LAYOUT(sizeof(PyNumberMethods), 144);
BT_LAYOUT(sizeof(PyMappingMethods), 12);
BT_LAYOUT(sizeof(PySequenceMethods), 40);
BT_LAYOUT(sizeof(PyBufferProcs), 8);

BT_LAYOUT(offsetof(PyHeapTypeObject, as_async), 208);
BT_LAYOUT(offsetof(PyHeapTypeObject, as_number), 224);
BT_LAYOUT(offsetof(PyHeapTypeObject, as_mapping), 368);
BT_LAYOUT(offsetof(PyHeapTypeObject, as_sequence), 380);
BT_LAYOUT(offsetof(PyHeapTypeObject, as_buffer), 420);
BT_LAYOUT(offsetof(PyHeapTypeObject, ht_name), 428);
BT_LAYOUT(offsetof(PyHeapTypeObject, ht_qualname), 436);
BT_LAYOUT(offsetof(PyHeapTypeObject, ht_module), 444);
BT_LAYOUT(offsetof(PyHeapTypeObject, _spec_cache), 452);
BT_LAYOUT(sizeof(PyHeapTypeObject), 460);

BT_LAYOUT(sizeof(PyMethodDef), 16);
BT_LAYOUT(sizeof(PyMemberDef), 20);
BT_LAYOUT(sizeof(PyGetSetDef), 20);
BT_LAYOUT(sizeof(Py_buffer), 44);
BT_LAYOUT(sizeof(PyModuleDef_Base), 20);
BT_LAYOUT(sizeof(PyModuleDef), 52);
BT_LAYOUT(sizeof(PyModuleDef_Slot), 8);
BT_LAYOUT(sizeof(PyType_Spec), 20);
BT_LAYOUT(sizeof(PyType_Slot), 8);

BT_LAYOUT(sizeof(PyTupleObject), 16);
BT_LAYOUT(offsetof(PyTupleObject, ob_item), 12);
BT_LAYOUT(sizeof(PyBytesObject), 20);
BT_LAYOUT(offsetof(PyBytesObject, ob_sval), 16);
BT_LAYOUT(sizeof(PyFloatObject), 16);
BT_LAYOUT(offsetof(PyFloatObject, ob_fval), 8);
BT_LAYOUT(sizeof(PyComplexObject), 24);
BT_LAYOUT(sizeof(PySliceObject), 20);
BT_LAYOUT(sizeof(PyListObject), 20);
BT_LAYOUT(sizeof(PyBaseExceptionObject), 36);
BT_LAYOUT(sizeof(Py_tss_t), 8);
BT_LAYOUT(sizeof(struct _longobject), 24);
BT_LAYOUT(offsetof(struct _longobject, bt_value), 8);

#undef BT_LAYOUT
#endif /* 32-bit */

#endif /* BT_LAYOUT_H */
