/* bt_codes.h -- BryTorch
 * Every number the C runtime and the JS library (bridge/js) must agree on, in one place.
 *
 * Each list is an X-macro. Here it makes the C enum; at build time the same list is printed
 * as JS by bridge/src/codegen/print_js_codes.c (tools/build/bridge.sh turns it into the
 * library $BTCodes that BT merges), together with the struct offsets and sizes the JS side
 * reads. So a change here, or in a struct of bridge/include, reaches both sides at once:
 * JS never spells one of these numbers itself.
 *
 * Forms: X(NAME) for a code counted from 0 (or from the list's stated base); X(NAME, STR)
 * where the JS side also needs a Python name for the code. */
#ifndef BT_CODES_H
#define BT_CODES_H

/* Slots of a C type that the JS side calls through bt_slot_call (types.js); a binary
 * number slot is BT_SLOT_BINARY + its BT_OP code. bt_type_own_slots reports slot i as bit i
 * (all below 32), a binary slot as bit 32 + op; SL_BINARY + op + SL_REFLECTED calls the
 * binary slot with the operands swapped. */
#define BT_SLOT_CODES(X) X(REPR) X(STR) X(HASH) X(CALL) X(ITER) X(NEXT) X(RICHCMP) X(DESCR_GET) \
  X(DESCR_SET) X(INIT) X(NEW) X(LEN) X(GETITEM) X(SETITEM) X(DELITEM) X(CONTAINS) X(BOOL) X(INT) \
  X(FLOAT) X(INDEX) X(NEG) X(POS) X(ABS) X(INVERT) X(GETATTRO) X(SETATTRO) X(DELATTRO)
#define BT_SLOT_BINARY 64
#define BT_SLOT_REFLECTED 256   /* added to a binary slot: the operands are swapped */

/* Binary operators of bt_js_binop, with the dunder's stem (also the number slot order of
 * bt_type_own_slots); codes from 0. */
#define BT_BINARY_OPS(X) X(ADD, "add") X(SUB, "sub") X(MUL, "mul") X(TRUEDIV, "truediv") \
  X(FLOORDIV, "floordiv") X(MOD, "mod") X(POW, "pow") X(LSHIFT, "lshift") X(RSHIFT, "rshift") \
  X(AND, "and") X(OR, "or") X(XOR, "xor") X(MATMUL, "matmul") X(DIVMOD, "divmod") \
  X(IADD, "iadd") X(ISUB, "isub") X(IMUL, "imul") X(ITRUEDIV, "itruediv") X(IFLOORDIV, "ifloordiv") \
  X(IMOD, "imod") X(IPOW, "ipow") X(ILSHIFT, "ilshift") X(IRSHIFT, "irshift") X(IAND, "iand") \
  X(IOR, "ior") X(IXOR, "ixor") X(IMATMUL, "imatmul")
/* Unary operations of bt_js_unop; codes from BT_UNARY_OP_BASE (apart from the binary ones). */
#define BT_UNARY_OP_BASE 100
#define BT_UNARY_OPS(X) X(NEG) X(POS) X(INVERT) X(ABS) X(INDEX) X(INT) X(FLOAT) X(STR) X(REPR) \
  X(TYPE) X(DIR) X(ASCII) X(BYTES)

/* bt_js_list_op's operations (containers.c). */
#define BT_LIST_OPS(X) X(GET) X(SET) X(INSERT) X(APPEND) X(GETSLICE) X(SETSLICE) X(SORT) \
  X(REVERSE) X(ASTUPLE) X(EXTEND)
/* bt_js_dict_op's operations, on dicts and (SET_*) on sets (containers.c). */
#define BT_DICT_OPS(X) X(GET) X(SET) X(DEL) X(CONTAINS) X(KEYS) X(VALUES) X(ITEMS) X(COPY) \
  X(CLEAR) X(UPDATE) X(SETDEFAULT) X(MERGE_KEEP) X(GETREF) X(SET_ADD) X(SET_DISCARD) X(SET_POP) \
  X(SET_CLEAR)
/* bt_js_new_container's kinds. */
#define BT_CONTAINER_KINDS(X) X(LIST) X(DICT) X(SET) X(FROZENSET)
/* bt_js_borrow_item's kinds: which borrowed reference to fetch. */
#define BT_BORROW_KINDS(X) X(GETITEM) X(GETATTR) X(DICT_GET) X(STR) X(MODULE_DICT) X(SYS_MODULES) \
  X(BUILTINS) X(SYS_ATTR) X(METHOD_FUNC) X(METHOD_SELF) X(WEAKREF_TARGET) X(FAST_TUPLE) \
  X(BYTES_SNAPSHOT) X(TYPE_LOOKUP)
/* bt_js_long_to_bytes's modes: unsigned, signed (both raise OverflowError when the value
 * does not fit; 0 and 1 as _PyLong_AsByteArray's is_signed), or modulo 2**(8n). */
#define BT_LONG_BYTES_MODES(X) X(UNSIGNED) X(SIGNED) X(TRUNCATE)
/* bt_js_module_state's answers: the module's state block, or its PyModuleDef. */
#define BT_MODULE_STATE_KINDS(X) X(STATE) X(DEF)
/* bt_js_base_descr's operations on property: __get__, __set__, __delete__. */
#define BT_BASE_DESCR_KINDS(X) X(GET) X(SET) X(DELETE)
/* bt_js_cfunction_new's kinds: a descriptor as the PyMethodDef's flags say, a method
 * descriptor, or a classmethod descriptor whatever the flags. */
#define BT_CFUNCTION_KINDS(X) X(BY_FLAGS) X(METHOD_DESCR) X(CLASSMETHOD)
/* bt_descr_twin's kinds: the C descriptor type made for a Brython descriptor (descr.c). */
#define BT_DESCR_KINDS(X) X(METHOD) X(CLASSMETHOD) X(GETSET) X(MEMBER)
/* bt_type_field's fields of a C type, read while building its Brython class (slots.c). */
#define BT_TYPE_FIELDS(X) X(NAME) X(METHODS) X(MEMBERS) X(GETSET) X(BASE) X(DOC) X(FLAGS) \
  X(BASES) X(DICTOFFSET) X(METATYPE) X(BASICSIZE) X(HAS_BUFFER) X(NEW) X(WANTS_NEW) X(QUALNAME) \
  X(DICT) X(ITEMSIZE) X(WEAKLISTOFFSET) X(REPR)
/* Bits of bt_js_heap_type_call_info (call.c): how a heap C type's call goes. */
#define BT_TYPE_CALL_BITS(X) X(OWN_NEW) /* the __new__ Python finds is the bridge's, calling tp_new */ \
  X(OWN_INIT)                          /* the type's own dict defines __init__ */
/* Optional protocols of a mirrored Brython class: bit i of bt_type_mirror_new's `dunders`
 * says the class (through its MRO) has one of the dunders of entry i. */
#define BT_MIRROR_PROTOCOLS(X) X(BOOL, "__bool__") X(LEN, "__len__") X(GETITEM, "__getitem__") \
  X(SETITEM, "__setitem__ __delitem__") X(CONTAINS, "__contains__") X(ITER, "__iter__") \
  X(NEXT, "__next__") X(CALL, "__call__") X(ADD, "__add__ __radd__") X(SUB, "__sub__ __rsub__") \
  X(MUL, "__mul__ __rmul__") X(INDEX, "__index__") X(INT, "__int__") X(FLOAT, "__float__")

/* Addresses the JS side needs at run time, in the order of bt_layout()'s table (objects.c);
 * JS finds them as BT.L.<name>. */
#define BT_RUNTIME_ADDRESSES(X) X(none, Py_None) X(true_, Py_True) X(false_, Py_False) \
  X(notimpl, Py_NotImplemented) X(ellipsis, Py_Ellipsis) X(long_type, &PyLong_Type) \
  X(bool_type, &PyBool_Type) X(float_type, &PyFloat_Type) X(unicode_type, &PyUnicode_Type) \
  X(bytes_type, &PyBytes_Type) X(tuple_type, &PyTuple_Type) X(type_type, &PyType_Type) \
  X(object_type, &PyBaseObject_Type) X(list_type, &PyList_Type) X(dict_type, &PyDict_Type) \
  X(set_type, &PySet_Type) X(frozenset_type, &PyFrozenSet_Type) X(module_type, &PyModule_Type) \
  X(slice_type, &PySlice_Type) X(complex_type, &PyComplex_Type) X(bytearray_type, &PyByteArray_Type) \
  X(cfunction_type, &PyCFunction_Type) X(capsule_type, &PyCapsule_Type) X(nonetype, &_PyNone_Type) \
  X(notimpltype, &_PyNotImplemented_Type) X(ellipsistype, &PyEllipsis_Type) \
  X(proxy_type, &_Bt_Proxy_Type) X(property_type, &PyProperty_Type)

/* The C enums. */
#define BT_ENUM_SL_(n) SL_##n,
#define BT_ENUM_OP2_(n, s) BT_OP_##n,
#define BT_ENUM_OP1_(n) BT_OP_##n,
#define BT_ENUM_LIST_(n) LIST_OP_##n,
#define BT_ENUM_DICT_(n) DICT_OP_##n,
#define BT_ENUM_CONTAINER_(n) BT_CONTAINER_##n,
#define BT_ENUM_BORROW_(n) BT_BORROW_##n,
#define BT_ENUM_LONGBYTES_(n) BT_LONG_BYTES_##n,
#define BT_ENUM_MODSTATE_(n) BT_MODULE_##n,
#define BT_ENUM_BASEDESCR_(n) BT_BASE_DESCR_##n,
#define BT_ENUM_CF_(n) CF_##n,
#define BT_ENUM_DESCR_(n) BT_DESCR_##n,
#define BT_ENUM_FIELD_(n) BT_FIELD_##n,
#define BT_ENUM_CALLBIT_(n) BT_TYPE_##n##_BIT,
#define BT_ENUM_MIRROR_(n, s) BT_MIRROR_##n##_BIT,
enum { BT_SLOT_CODES(BT_ENUM_SL_) };
enum { SL_BINARY = BT_SLOT_BINARY, SL_REFLECTED = BT_SLOT_REFLECTED };
enum { BT_BINARY_OPS(BT_ENUM_OP2_) };
enum { BT_OP_UNARY_BEFORE_ = BT_UNARY_OP_BASE - 1, BT_UNARY_OPS(BT_ENUM_OP1_) };
enum { BT_LIST_OPS(BT_ENUM_LIST_) };
enum { BT_DICT_OPS(BT_ENUM_DICT_) };
enum { BT_CONTAINER_KINDS(BT_ENUM_CONTAINER_) };
enum { BT_BORROW_KINDS(BT_ENUM_BORROW_) };
enum { BT_LONG_BYTES_MODES(BT_ENUM_LONGBYTES_) };
enum { BT_MODULE_STATE_KINDS(BT_ENUM_MODSTATE_) };
enum { BT_BASE_DESCR_KINDS(BT_ENUM_BASEDESCR_) };
enum { BT_CFUNCTION_KINDS(BT_ENUM_CF_) };
enum { BT_DESCR_KINDS(BT_ENUM_DESCR_) };
enum { BT_TYPE_FIELDS(BT_ENUM_FIELD_) };
enum { BT_TYPE_CALL_BITS(BT_ENUM_CALLBIT_) };
enum { BT_TYPE_OWN_NEW = 1 << BT_TYPE_OWN_NEW_BIT, BT_TYPE_OWN_INIT = 1 << BT_TYPE_OWN_INIT_BIT };
enum { BT_MIRROR_PROTOCOLS(BT_ENUM_MIRROR_) };
#define BT_MIRROR_HAS(n) (1u << BT_MIRROR_##n##_BIT)

#endif /* BT_CODES_H */
