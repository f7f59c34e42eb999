// Fix: an object may keep its __slots__ values in a store that outlives it: a JavaScript Map
//   (attribute name -> value) at `obj.$slot_store` (the bridge gives one to each wrapper of a
//   Python subclass instance of a C type, keyed by the C object, as it keeps its __dict__).
//   A slot set through its member descriptor goes to the store, and the object reads it
//   through an accessor property; `$B.slot_store_attach(obj, store)` gives a new object the
//   values already stored. Objects without a store are unchanged.
// Symptom: test_autograd's 8 `*_logging_tensor` tests failed with "AttributeError:
//   'LoggingTensor' object has no attribute 'elem'": torch's LoggingTensor keeps its wrapped
//   tensor in `__slots__ = ['elem']`; autograd kept the C tensor alive while Python dropped
//   it, and the new wrapper made when it came back had no slot values.
// Cause: Brython's member descriptors store a slot's value as a property of the object
//   itself ('slot_value_<name>'), which dies with the bridge's wrapper.
// Fix: member_descriptor's tp_descr_set writes (or deletes) through the store when the object
//   has one; the store's values are own accessor properties of the object, so everything that
//   reads 'slot_value_<name>' (the descriptor's get, object.__getstate__, copy, pickle) sees
//   them, and an unset slot still has no property (AttributeError, as before).
// Test: bridge/tests/finalize_check.py::test_subclass_instance_kept_by_c_keeps_its_slots (the bridge tier)
(function ($B) {
  const define = (obj, store, attr) => Object.defineProperty(obj, attr, {
    get: () => store.get(attr), set: (value) => { store.set(attr, value); },
    enumerable: true, configurable: true });
  $B.slot_store_attach = function (obj, store) {
    Object.defineProperty(obj, '$slot_store', { value: store, enumerable: false });
    for (const attr of store.keys()) define(obj, store, attr);
  };
  const plainSet = $B.member_descriptor.tp_descr_set;
  $B.member_descriptor.tp_descr_set = function (self, obj, value) {
    const store = obj !== null && typeof obj === 'object' ? obj.$slot_store : undefined;
    if (store === undefined || self.d_member.flags != 0) return plainSet(self, obj, value);
    const attr = self.d_member.attr;
    if (value === $B.NULL) {
      store.delete(attr);
      delete obj[attr];
      return;
    }
    store.set(attr, value);
    if (!Object.hasOwn(obj, attr)) define(obj, store, attr);
  };
})(__BRYTHON__);
